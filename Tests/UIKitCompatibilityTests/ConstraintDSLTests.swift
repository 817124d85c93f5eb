import UIKit
import XCTest

/// The DSL's own kind of test suite: XCTest, nonisolated methods, a root view made in
/// `setUp()`. Every frame is worked out from the constraints by hand.
final class ConstraintDSLTests: XCTestCase {
  var root: UIView!

  override func setUp() {
    super.setUp()
    root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  }

  override func tearDown() {
    installedConstraints.removeAll()
    root = nil
    super.tearDown()
  }

  func testEdgesInsetFromTheSuperview() {
    let child = UIView()
    root.addSubview(child)
    child.snp.makeConstraints { make in
      make.edges.equalToSuperview().inset(UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
    }
    root.layoutIfNeeded()
    // x = 20, y = 10, width = 320 - 20 - 40, height = 480 - 10 - 30.
    XCTAssertEqual(child.frame, CGRect(x: 20, y: 10, width: 260, height: 440))
    XCTAssertFalse(child.translatesAutoresizingMaskIntoConstraints)
  }

  func testSizeAndCenter() {
    let child = UIView()
    root.addSubview(child)
    child.snp.makeConstraints { make in
      make.size.equalTo(CGSize(width: 100, height: 50))
      make.center.equalToSuperview()
    }
    root.layoutIfNeeded()
    // Centred: (320 - 100) / 2 = 110, (480 - 50) / 2 = 215.
    XCTAssertEqual(child.frame, CGRect(x: 110, y: 215, width: 100, height: 50))
  }

  func testUpdateChangesTheConstantOfTheMatchingConstraint() {
    let child = UIView()
    root.addSubview(child)
    child.snp.makeConstraints { make in
      make.top.equalToSuperview().offset(10)
      make.left.equalTo(20)
      make.width.height.equalTo(50)
    }
    root.layoutIfNeeded()
    XCTAssertEqual(child.frame, CGRect(x: 20, y: 10, width: 50, height: 50))
    let before = root.constraints.count
    let top = root.constraints.first { $0.firstAttribute == .top }

    child.snp.updateConstraints { make in
      make.top.equalToSuperview().offset(40)
    }
    root.layoutIfNeeded()
    XCTAssertEqual(child.frame, CGRect(x: 20, y: 40, width: 50, height: 50))
    // The same constraint object, its constant changed; nothing added.
    XCTAssertEqual(root.constraints.count, before)
    XCTAssertEqual(top?.constant, 40)
  }

  func testRemakeReplacesTheConstraints() {
    let child = UIView()
    root.addSubview(child)
    child.snp.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.size.equalTo(CGSize(width: 10, height: 10))
    }
    let old = child.snp.constraints.flatMap { $0.layoutConstraints }
    child.snp.remakeConstraints { make in
      make.edges.equalToSuperview()
    }
    root.layoutIfNeeded()
    XCTAssertEqual(child.frame, root.bounds)
    XCTAssertTrue(old.allSatisfy { !$0.isActive })
    XCTAssertEqual(child.snp.constraints.count, 1)
  }

  func testAspectRatioAcrossAttributesOfOneView() {
    let child = UIView()
    root.addSubview(child)
    child.snp.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.width.equalToSuperview().multipliedBy(0.5)
      make.height.equalTo(child.snp.width).multipliedBy(0.5)
    }
    root.layoutIfNeeded()
    // width = 320 / 2, height = width / 2.
    XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 160, height: 80))
  }

  func testARequiredMaximumBeatsALowPriorityWidth() {
    let child = UIView()
    root.addSubview(child)
    child.snp.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.height.equalTo(10)
      make.width.equalTo(100).priority(.defaultLow)
      make.width.lessThanOrEqualTo(80)
    }
    root.layoutIfNeeded()
    XCTAssertEqual(child.frame, CGRect(x: 0, y: 0, width: 80, height: 10))
  }

  func testViewsStackedBelowEachOther() {
    let views = [UIView(), UIView(), UIView()]
    var previous: UIView?
    for view in views {
      root.addSubview(view)
      view.snp.makeConstraints { make in
        make.left.right.equalToSuperview()
        make.height.equalTo(20)
        if let previous = previous {
          make.top.equalTo(previous.snp.bottom).offset(8)
        } else {
          make.top.equalToSuperview().offset(8)
        }
      }
      previous = view
    }
    root.layoutIfNeeded()
    // 8, then 8 + 20 + 8 = 36, then 36 + 20 + 8 = 64.
    XCTAssertEqual(views.map { $0.frame.minY }, [8, 36, 64])
    XCTAssertEqual(views[2].frame.width, 320)
  }

  func testEdgesEqualToTheMarginsGuide() {
    let child = UIView()
    root.addSubview(child)
    child.snp.makeConstraints { make in
      make.edges.equalTo(root.layoutMarginsGuide)
    }
    root.layoutIfNeeded()
    // A view's default layout margins are 8 points on each side.
    XCTAssertEqual(child.frame, CGRect(x: 8, y: 8, width: 304, height: 464))
  }

  func testTheSubclassIsWhatGetsInstalledAndItsLabelIsTheIdentifier() {
    let child = UIView()
    root.addSubview(child)
    child.snp.makeConstraints { make in
      make.top.left.equalToSuperview()
      make.height.equalTo(10)
      make.width.equalTo(100).labeled("card.width")
    }
    let width = child.constraints.compactMap { $0 as? LayoutConstraint }
      .first { $0.firstAttribute == .width }
    XCTAssertEqual(width?.identifier, "card.width")
    let text = width.map { "\($0)" } ?? ""
    XCTAssertTrue(text.hasPrefix("<UIKitCompatibilityTests.LayoutConstraint:0x"), text)
    XCTAssertTrue(text.contains(" 'card.width' "), text)
    XCTAssertTrue(text.hasSuffix(".width == 100   (active)>"), text)
  }

  func testTheDSLsEqualityBesideNSObjects() {
    let child = UIView()
    root.addSubview(child)
    let make = {
      LayoutConstraint(
        item: child, attribute: .width, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 10)
    }
    let a = make()
    let b = make()
    // The DSL's overload compares what they relate; NSObject's compares identity.
    XCTAssertTrue(a == b)
    XCTAssertFalse(a.isEqual(b))
    XCTAssertFalse((a as NSLayoutConstraint) == (b as NSLayoutConstraint))
    XCTAssertEqual(Set<NSLayoutConstraint>([a, b, a]).count, 2)
  }
}
