// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

@MainActor
@Suite struct ScreenTests {
  @Test func profilesGiveSizeScaleAndInsets() {
    let screen = UIScreen(profile: .iPhone15)
    #expect(screen.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(screen.scale == 3)
    #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1179, height: 2556))
    #expect(DeviceProfile.iPhoneSE.portraitSize == CGSize(width: 375, height: 667))
    #expect(DeviceProfile.iPhoneSE.portraitSafeAreaInsets.top == 20)
    #expect(
      DeviceProfile.iPhone14.portraitSafeAreaInsets
        == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(Set(DeviceProfile.all.map(\.name)).count == DeviceProfile.all.count)
    #expect(UIScreen.main.bounds.size == DeviceProfile.iPhone15.portraitSize)
  }

  @Test func orientationRawValuesAreUIKits() {
    #expect(UIInterfaceOrientation.portrait.rawValue == 1)
    #expect(UIInterfaceOrientation.landscapeLeft.rawValue == 4)
    #expect(UIInterfaceOrientation.landscapeRight.rawValue == 3)
    #expect(UIInterfaceOrientation.landscapeLeft.isLandscape)
    #expect(UIInterfaceOrientation.portraitUpsideDown.isPortrait)
  }
}

@MainActor
@Suite struct WindowTests {
  final class Controller: UIViewController {
    let name: String
    let log: CallLog
    init(_ name: String, log: CallLog) {
      self.name = name
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillLayoutSubviews() { log.append("\(name).viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.append("\(name).viewDidLayoutSubviews") }
    override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      log.append("\(name).viewWillTransition(to: \(Int(size.width))×\(Int(size.height)))")
      coordinator.animate(
        alongsideTransition: { [log, name] _ in log.append("\(name).alongside") },
        completion: { [log, name] _ in log.append("\(name).completion") })
      super.viewWillTransition(to: size, with: coordinator)
    }
    override func willMove(toParent parent: UIViewController?) {
      log.append("\(name).willMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
      log.append("\(name).didMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }
  }

  @Test func windowsStartHiddenAndFillTheirScreen() {
    let screen = UIScreen(profile: .iPhone14)
    let window = UIWindow(screen: screen)
    #expect(window.isHidden)
    #expect(window.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    window.makeKeyAndVisible()
    #expect(!window.isHidden && window.isKeyWindow)
    #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
  }

  @Test func rootViewControllersViewFillsTheWindow() {
    let window = UIWindow(screen: UIScreen(profile: .iPhone14))
    let controller = UIViewController()
    #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
    window.rootViewController = controller
    #expect(controller.isViewLoaded)
    #expect(controller.view.frame == window.bounds)
    #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    #expect(controller.view.superview === window && controller.view.window === window)
    let replacement = UIViewController()
    window.rootViewController = replacement
    #expect(controller.view.superview == nil)
    #expect(window.subviews.count == 1 && window.subviews.first === replacement.view)
  }

  @Test func rotationSwapsTheBoundsAndLaysOutAgain() {
    let log = CallLog()
    let screen = UIScreen(profile: .iPhone14)
    let window = UIWindow(screen: screen)
    window.makeKeyAndVisible()
    let root = Controller("root", log: log)
    let child = Controller("child", log: log)
    root.addChild(child)
    child.didMove(toParent: root)
    window.rootViewController = root
    let pinned = UIView(frame: CGRect(x: 290, y: 10, width: 90, height: 30))
    pinned.autoresizingMask = [.flexibleLeftMargin]  // stays 10pt from the right edge
    root.view.addSubview(pinned)
    CATransaction.flush()
    log.removeAll()

    window.rotate(to: .landscapeLeft)
    #expect(window.bounds == CGRect(x: 0, y: 0, width: 844, height: 390))
    #expect(screen.bounds == CGRect(x: 0, y: 0, width: 844, height: 390))
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    #expect(pinned.frame == CGRect(x: 744, y: 10, width: 90, height: 30))
    #expect(window.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(
      log.entries == [
        "root.viewWillTransition(to: 844×390)", "child.viewWillTransition(to: 844×390)",
        "root.viewWillLayoutSubviews", "root.viewDidLayoutSubviews",
        "root.alongside", "child.alongside", "root.completion", "child.completion",
      ])
    log.removeAll()
    window.rotate(to: .landscapeRight)  // same size: nothing to do
    #expect(log.entries.isEmpty)
    window.rotate(to: .portrait)
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(pinned.frame == CGRect(x: 290, y: 10, width: 90, height: 30))
  }

  @Test func childControllersCallTheirTransitionsAsUIKitDoes() {
    let log = CallLog()
    let parent = Controller("parent", log: log)
    let child = Controller("child", log: log)
    parent.addChild(child)
    #expect(parent.children.count == 1 && child.parent === parent)
    child.removeFromParent()
    #expect(parent.children.isEmpty && child.parent == nil)
    #expect(log.entries == ["child.willMove(toParent: parent)", "child.didMove(toParent: nil)"])
  }

  @Test func defaultViewIsScreenSizedAndFlexible() {
    let controller = UIViewController()
    #expect(controller.view.frame == UIScreen.main.bounds)
    #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    #expect(controller.view.next === controller)
  }

  @Test func safeAreaInsetsOfSubviewsAreTheOverlap() {
    let window = UIWindow(screen: UIScreen(profile: .iPhone15))  // top 59, bottom 34
    let top = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
    let bottom = UIView(frame: CGRect(x: 0, y: 800, width: 393, height: 52))
    let middle = UIView(frame: CGRect(x: 0, y: 300, width: 393, height: 100))
    for view in [top, bottom, middle] { window.addSubview(view) }
    #expect(top.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(middle.safeAreaInsets == .zero)
    #expect(UIView().safeAreaInsets == .zero)
  }
}

@MainActor
@Suite struct ScrollViewTests {
  @Test func contentOffsetIsTheBoundsOrigin() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(scroll.clipsToBounds)
    scroll.contentSize = CGSize(width: 100, height: 1000)
    scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
    scroll.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
    #expect(scroll.bounds.origin == CGPoint(x: 0, y: 200))
    scroll.bounds.origin = CGPoint(x: 0, y: 50)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 50))
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(scroll.adjustedContentInset == scroll.contentInset)
  }

  @Test func scrollingLaysOutTheScrollViewAndItsSuperview() {
    let log = CallLog()
    let window = makeWindow()
    let container = LoggingView(
      "container", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(container)
    container.addSubview(scroll)
    CATransaction.flush()
    log.removeAll()
    scroll.contentOffset = CGPoint(x: 0, y: 10)
    #expect(scroll.layer.needsLayout() && container.layer.needsLayout())
    CATransaction.flush()
    #expect(log.entries == ["container.layoutSubviews"])
  }
}
