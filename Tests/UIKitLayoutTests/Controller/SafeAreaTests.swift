import Foundation
import Testing

@testable import UIKitLayout

/// `additionalSafeAreaInsets` and the safe-area callbacks, in an iPhone 15 window (safe area
/// 59 at the top, 34 at the bottom, 393 × 852).
@MainActor
@Suite struct SafeAreaTests {
  final class RootView: UIView {
    let log: CallLog
    init(log: CallLog) {
      self.log = log
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      log.append("view safeAreaInsetsDidChange \(safeAreaInsets.top)")
    }
  }

  final class Controller: UIViewController {
    let log = CallLog()
    override func loadView() { view = RootView(log: log) }
    override func viewSafeAreaInsetsDidChange() {
      super.viewSafeAreaInsetsDidChange()
      log.append("viewSafeAreaInsetsDidChange")
    }
    override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
  }

  static func scene() -> (UIWindow, Controller) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let controller = Controller()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (window, controller)
  }

  @Test func additionalInsetsAddToTheRootViewsSafeArea() {
    let (window, controller) = Self.scene()
    window.layoutIfNeeded()
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 69, left: 0, bottom: 54, right: 0))
    // Subviews get the part of that area they overlap: 69 − 30 at the top of a view at y 30,
    // nothing for one in the middle.
    let top = UIView(frame: CGRect(x: 0, y: 30, width: 393, height: 100))
    let middle = UIView(frame: CGRect(x: 0, y: 300, width: 393, height: 100))
    controller.view.addSubview(top)
    controller.view.addSubview(middle)
    #expect(top.safeAreaInsets == UIEdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
    #expect(middle.safeAreaInsets == .zero)
    // The safe-area guide follows.
    let pinned = UIView()
    pinned.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(pinned)
    let guide = controller.view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      pinned.topAnchor.constraint(equalTo: guide.topAnchor),
      pinned.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      pinned.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      pinned.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
    window.layoutIfNeeded()
    #expect(pinned.frame == CGRect(x: 0, y: 69, width: 393, height: 852 - 69 - 54))
  }

  @Test func aChildControllersInsetsAddToWhatItOverlaps() {
    let (window, controller) = Self.scene()
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    let child = UIViewController()
    controller.addChild(child)
    child.view.frame = CGRect(x: 0, y: 200, width: 393, height: 400)
    controller.view.addSubview(child.view)
    child.didMove(toParent: controller)
    child.additionalSafeAreaInsets = UIEdgeInsets(top: 5, left: 8, bottom: 0, right: 0)
    window.layoutIfNeeded()
    // The child's view is inside the parent's safe area: only its own insets.
    #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 5, left: 8, bottom: 0, right: 0))
    child.view.frame.origin.y = 40
    // Now 69 − 40 = 29 of the parent's unsafe top overlaps it, plus its own 5.
    #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 34, left: 8, bottom: 0, right: 0))
  }

  @Test func callbacksComeBeforeTheLayout() {
    let (window, controller) = Self.scene()
    window.layoutIfNeeded()
    #expect(controller.log.entries == [
      "view safeAreaInsetsDidChange 59.0", "viewSafeAreaInsetsDidChange", "viewWillLayoutSubviews",
    ])
    controller.log.removeAll()
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    window.layoutIfNeeded()
    #expect(controller.log.entries == [
      "view safeAreaInsetsDidChange 69.0", "viewSafeAreaInsetsDidChange", "viewWillLayoutSubviews",
    ])
    // Nothing changed: no callback.
    controller.log.removeAll()
    controller.view.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(controller.log.entries == ["viewWillLayoutSubviews"])
  }
}
