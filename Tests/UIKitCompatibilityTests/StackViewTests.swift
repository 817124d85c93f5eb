import UIKit
import XCTest

/// Stack-view code as apps write it (ProfileHeaderView), frames worked out by hand from the
/// stack views' constraints (docs/stack-view.md) and the labels' and buttons' own sizes.
final class StackViewTests: XCTestCase {
  func testAProfileHeaderFitsAndLaysOut() {
    let header = ProfileHeaderView()
    header.configure(name: "Ada Lovelace", bio: "Analyst")
    let size = header.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    header.frame = CGRect(origin: .zero, size: size)
    header.layoutIfNeeded()

    let name = header.nameLabel.intrinsicContentSize
    let bio = header.bioLabel.intrinsicContentSize
    let button = header.followButton.intrinsicContentSize.height
    // Top row: avatar 64 tall beside the column (name + 4 + bio, shorter), centred; then 16,
    // the buttons; 16 around everything.
    let column = name.height + 4 + bio.height
    XCTAssertLessThan(column, 64)
    XCTAssertEqual(size.width, 320)
    XCTAssertEqual(size.height, 16 + 64 + 16 + button + 16, accuracy: 1e-6)
    XCTAssertEqual(header.mainStack.frame.minX, 16)
    XCTAssertEqual(header.mainStack.frame.minY, 16, accuracy: 1e-9)
    XCTAssertEqual(header.mainStack.frame.width, 288)
    XCTAssertEqual(header.mainStack.frame.height, size.height - 32, accuracy: 1e-9)
    XCTAssertEqual(header.avatarView.frame, CGRect(x: 0, y: 0, width: 64, height: 64))
    // The column: 288 − 64 − 12 = 212 wide from x = 76, centred on the avatar.
    XCTAssertEqual(header.textStack.frame.minX, 76)
    XCTAssertEqual(header.textStack.frame.width, 212)
    XCTAssertEqual(header.textStack.frame.midY, 32, accuracy: 1.0 / 3)
    // Leading-aligned labels keep their own widths.
    XCTAssertEqual(header.nameLabel.frame.origin, .zero)
    XCTAssertEqual(header.nameLabel.frame.width, name.width, accuracy: 1e-6)
    XCTAssertEqual(header.bioLabel.frame.minY, name.height + 4, accuracy: 1.0 / 3)
    // Buttons: 288 − 2 × 8 of margins − 8 of spacing = 264, two of 132 from x = 8.
    XCTAssertEqual(header.buttonRow.frame.minY, 80)
    XCTAssertEqual(header.followButton.frame.minX, 8)
    XCTAssertEqual(header.followButton.frame.width, 132)
    XCTAssertEqual(header.messageButton.frame.minX, 148)
    XCTAssertEqual(header.messageButton.frame.width, 132)
  }

  func testHidingTheBioInAnAnimationBlock() {
    let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    header.configure(name: "Ada Lovelace", bio: "Analyst")
    header.layoutIfNeeded()
    header.toggleBio()
    XCTAssertTrue(header.bioLabel.isHidden)
    // The column is the name alone now, still centred on the avatar.
    XCTAssertEqual(header.textStack.frame.height, header.nameLabel.intrinsicContentSize.height, accuracy: 1e-6)
    XCTAssertEqual(header.bioLabel.frame.height, 0)
    header.configure(name: "Ada Lovelace", bio: nil)
    XCTAssertTrue(header.bioLabel.isHidden)
  }
}

/// A view controller's form built from text fields, a switch and a configured button.
final class ControlsTests: XCTestCase {
  func testALoginFormInAWindow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let controller = LoginViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    // The form starts 32 below the safe area (59 on this screen) and 20 in from each side.
    let form = controller.emailField.superview!
    XCTAssertEqual(form.frame.minY, 59 + 32)
    XCTAssertEqual(form.frame.minX, 20)
    XCTAssertEqual(form.frame.width, 353)
    // Rounded fields are 34 tall with 17-point text; the switch row is the switch's 31.
    XCTAssertEqual(controller.emailField.frame.height, 34)
    XCTAssertEqual(controller.passwordField.frame.minY, 34 + 12)
    XCTAssertEqual(controller.rememberSwitch.frame.size, CGSize(width: 51, height: 31))
    XCTAssertEqual(controller.rememberSwitch.frame.maxX, 353)
    // The button 24 below the switch row, at the large size's insets (15 above and below).
    let button = controller.signInButton
    XCTAssertEqual(button.frame.minY, 34 + 12 + 34 + 12 + 31 + 24)
    XCTAssertEqual(button.frame.height, (button.titleLabel?.intrinsicContentSize.height ?? 0) + 30, accuracy: 1e-9)
    XCTAssertNotNil(button.primaryAction)
    XCTAssertFalse(controller.didSignIn)
  }
}
