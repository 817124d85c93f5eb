import UIKit
import XCTest

/// The adaptive header as its authors would test it: in a window, changing the text size and
/// the width class through trait overrides.
final class AdaptiveProfileHeaderTests: XCTestCase {
  func testTextSizesAndWidthClassesRearrangeTheHeader() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let header = AdaptiveProfileHeader(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
    window.addSubview(header)
    window.layoutIfNeeded()
    XCTAssertFalse(header.isStacked)
    XCTAssertEqual(header.nameLabel.font.pointSize, 22)
    XCTAssertEqual(header.stackSpacing, 12)
    // Side by side: the 44-point avatar at the margins, the text 12 points after it.
    XCTAssertEqual(header.avatar.frame.size, CGSize(width: 44, height: 44))
    XCTAssertEqual(header.nameLabel.superview?.frame.minX, 44 + 12)

    window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
    window.layoutIfNeeded()
    // AX3: title2 is 44 points, body 40; the stack turns vertical and the avatar scales by
    // body's leading, 48/22: 44 × 48/22 = 96.
    XCTAssertTrue(header.isStacked)
    XCTAssertEqual(header.nameLabel.font.pointSize, 44)
    XCTAssertEqual(header.bioLabel.font.pointSize, 40)
    XCTAssertEqual(header.avatar.frame.size, CGSize(width: 96, height: 96))
    XCTAssertEqual(header.nameLabel.superview?.frame.minY, 96 + 12)

    window.traitOverrides.horizontalSizeClass = .regular
    XCTAssertEqual(header.stackSpacing, 24)
  }
}
