import UIKit
import XCTest

/// View subclasses as apps write them, and the bookkeeping apps do with views.
final class ViewSubclassTests: XCTestCase {
  override func tearDown() {
    installedConstraints.removeAll()
    super.tearDown()
  }

  func testACardLaysOutFromItsInitialiser() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let card = CardView(title: "Inbox")
    root.addSubview(card)
    card.snp.makeConstraints { make in
      make.top.left.right.equalToSuperview()
    }
    root.layoutIfNeeded()
    // Height from the intrinsic size (64); the badge 12 from the right, centred vertically.
    XCTAssertEqual(card.frame, CGRect(x: 0, y: 0, width: 320, height: 64))
    XCTAssertEqual(card.badge.frame, CGRect(x: 284, y: 20, width: 24, height: 24))
    // The frame comes back from center and bounds (as a layer's does), within rounding.
    XCTAssertEqual(card.titleLabel.frame.minX, 12, accuracy: 1e-9)
    XCTAssertEqual(card.titleLabel.frame.minY, 12, accuracy: 1e-9)
    XCTAssertEqual("\(card)", "CardView(Inbox)")
  }

  func testManualLayoutInLayoutSubviews() {
    let split = SplitView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    split.layoutIfNeeded()
    XCTAssertEqual(split.layoutCount, 1)
    XCTAssertEqual(split.leftPane.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
    XCTAssertEqual(split.rightPane.frame, CGRect(x: 100, y: 0, width: 200, height: 100))
    split.frame.size.width = 600
    split.layoutIfNeeded()
    XCTAssertEqual(split.layoutCount, 2)
    XCTAssertEqual(split.rightPane.frame, CGRect(x: 200, y: 0, width: 400, height: 100))
  }

  func testInitWithCoderRunsTheSameSetup() {
    let split = SplitView(coder: NSCoder())
    XCTAssertEqual(split?.subviews.count, 2)
  }

  func testViewsInSetsAndDictionaries() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let b = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
    let c = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    root.addSubviews(a, b)
    a.addSubview(c)
    XCTAssertEqual(root.allSubviews, Set([a, b, c]))
    XCTAssertEqual(Set([a, a, b]).count, 2)
    var frames: [UIView: CGRect] = [:]
    for view in root.allSubviews { frames[view] = view.frame }
    XCTAssertEqual(frames[b], CGRect(x: 10, y: 0, width: 10, height: 10))
    XCTAssertEqual(root.subviews.firstIndex(of: b), 1)
    XCTAssertTrue(a.isEqual(a))
    XCTAssertFalse(a.isEqual(b))
    XCTAssertNotEqual(a, b)
  }

  func testNSObjectProtocolRequirements() {
    XCTAssertEqual(UIView.reuseIdentifier, "UIView")
    XCTAssertEqual(CardView.reuseIdentifier, "CardView")
    let view: NSObjectProtocol = UIView()
    XCTAssertTrue(view.isEqual(view))
    XCTAssertTrue(view.description.hasPrefix("<UIView: 0x"))
  }

  func testValueEqualityWhereUIKitHasIt() {
    XCTAssertEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1), UIColor.red)
    XCTAssertEqual(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count, 1)
    XCTAssertEqual(UIFont.systemFont(ofSize: 17), UIFont.systemFont(ofSize: 17))
    let view = UIView()
    XCTAssertEqual(view.topAnchor, view.topAnchor)
    XCTAssertNotEqual(view.topAnchor, UIView().topAnchor)
  }

  func testGenericHelpers() {
    let root = UIView()
    let card = CardView(title: "A")
    root.addSubview(UIView())
    root.subviews[0].addSubview(card)
    XCTAssertTrue(root.firstSubview(ofType: CardView.self) === card)
    XCTAssertTrue(root.firstSubview(ofType: UILabel.self) === card.titleLabel)
    let label = autolayout(UILabel()) { $0.text = "Hi" }
    XCTAssertFalse(label.translatesAutoresizingMaskIntoConstraints)
    XCTAssertEqual(label.text, "Hi")
  }
}
