// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

/// A view that logs its trait changes and layouts.
private final class TraitView: UIView {
  let name: String
  let log: CallLog
  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override func traitCollectionDidChange(_ previous: UITraitCollection?) {
    log.append("\(name).traitCollectionDidChange(\(previous?.horizontalSizeClass.description ?? "nil")/\(previous?.verticalSizeClass.description ?? "nil"))")
  }
  override func layoutSubviews() {
    super.layoutSubviews()
    log.append("\(name).layoutSubviews")
  }
}

/// A controller that logs its trait and size transitions.
private final class TraitController: UIViewController {
  let log: CallLog
  init(log: CallLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func loadView() { view = TraitView("root", log: log) }
  override func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    log.append("vc.willTransition(\(newCollection.horizontalSizeClass)/\(newCollection.verticalSizeClass))")
    super.willTransition(to: newCollection, with: coordinator)
  }
  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    log.append("vc.viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
    super.viewWillTransition(to: size, with: coordinator)
  }
  override func traitCollectionDidChange(_ previous: UITraitCollection?) {
    log.append("vc.traitCollectionDidChange")
  }
}

@MainActor
@Suite struct TraitPropagationTests {
  private func window(
    _ profile: DeviceProfile, log: CallLog
  ) -> (UIWindow, TraitController, TraitView) {
    let window = UIWindow(screen: UIScreen(profile: profile))
    let controller = TraitController(log: log)
    window.rootViewController = controller
    let child = TraitView("child", log: log)
    controller.view.addSubview(child)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    log.removeAll()
    return (window, controller, child)
  }

  @Test func aWindowGivesItsDevicesTraitsToEveryViewBelow() {
    let log = CallLog()
    let (window, controller, child) = window(.iPhone15, log: log)
    for traits in [window.traitCollection, controller.traitCollection, child.traitCollection] {
      #expect(traits.horizontalSizeClass == .compact)
      #expect(traits.verticalSizeClass == .regular)
      #expect(traits.userInterfaceIdiom == .phone)
      #expect(traits.displayScale == 3)
      #expect(traits.preferredContentSizeCategory == .large)
      #expect(traits.layoutDirection == .leftToRight)
      #expect(traits.userInterfaceStyle == .light)
    }
    let pad = UIWindow(screen: UIScreen(profile: .iPadPro11))
    #expect(pad.traitCollection.horizontalSizeClass == .regular)
    #expect(pad.traitCollection.verticalSizeClass == .regular)
    #expect(pad.traitCollection.userInterfaceIdiom == .pad)
    #expect(pad.traitCollection.displayScale == 2)
  }

  @Test func rotatingAMaxPhoneSendsTheTransitionsThenTheChangesTopDownThenLayout() {
    let log = CallLog()
    let (window, _, child) = window(.iPhone15ProMax, log: log)
    window.rotate(to: .landscapeRight)
    #expect(
      log.entries == [
        "vc.willTransition(Regular/Compact)",
        "vc.viewWillTransition(932x430)",
        "vc.traitCollectionDidChange",
        "root.traitCollectionDidChange(Compact/Regular)",
        "child.traitCollectionDidChange(Compact/Regular)",
        "root.layoutSubviews",
        "child.layoutSubviews",
      ])
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    #expect(child.traitCollection.verticalSizeClass == .compact)
  }

  @Test func aSizeChangeThatKeepsTheSizeClassesSendsNoTraitCallbacks() {
    let log = CallLog()
    let (window, _, _) = window(.iPadPro12Point9, log: log)
    window.rotate(to: .landscapeLeft)
    #expect(log.entries.first == "vc.viewWillTransition(1366x1024)")
    #expect(!log.entries.contains { $0.contains("willTransition(R") || $0.contains("traitCollectionDidChange") })
  }

  @Test func splitViewWidthsOnAnIPadChangeTheHorizontalSizeClass() {
    let profile = DeviceProfile.iPadPro12Point9
    #expect(profile.multitaskingWidths(in: .portrait) == [375, 639])
    #expect(profile.multitaskingWidths(in: .landscapeLeft) == [375, 678, 981])
    #expect(DeviceProfile.iPad.multitaskingWidths(in: .landscapeLeft) == [320, 585, 850])
    #expect(DeviceProfile.iPhone15.multitaskingWidths(in: .portrait).isEmpty)
    let log = CallLog()
    let (window, _, child) = window(profile, log: log)
    window.frame = CGRect(x: 0, y: 0, width: 375, height: 1366)
    #expect(child.traitCollection.horizontalSizeClass == .compact)
    #expect(log.entries.contains("child.traitCollectionDidChange(Regular/Regular)"))
    window.frame = CGRect(x: 0, y: 0, width: 678, height: 1024)
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    window.frame = CGRect(x: 0, y: 0, width: 639, height: 1366)
    #expect(child.traitCollection.horizontalSizeClass == .compact)
  }

  @Test func overridesReachTheViewAndItsSubviewsOnly() {
    let log = CallLog()
    let (_, controller, child) = window(.iPhone15, log: log)
    let grandchild = TraitView("grandchild", log: log)
    child.addSubview(grandchild)
    let sibling = TraitView("sibling", log: log)
    controller.view.addSubview(sibling)
    log.removeAll()
    child.traitOverrides.horizontalSizeClass = .regular
    #expect(child.traitOverrides.contains(UITraitHorizontalSizeClass.self))
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    #expect(grandchild.traitCollection.horizontalSizeClass == .regular)
    #expect(grandchild.traitCollection.displayScale == 3)
    #expect(sibling.traitCollection.horizontalSizeClass == .compact)
    #expect(
      log.entries == [
        "child.traitCollectionDidChange(Compact/Regular)",
        "grandchild.traitCollectionDidChange(Compact/Regular)",
      ])
    log.removeAll()
    child.traitOverrides.remove(UITraitHorizontalSizeClass.self)
    #expect(grandchild.traitCollection.horizontalSizeClass == .compact)
    #expect(log.entries.count == 2)
    // Setting the same override again changes nothing.
    log.removeAll()
    child.traitOverrides.horizontalSizeClass = .unspecified
    #expect(log.entries.isEmpty)
  }

  @Test func aParentsOverrideForAChildReachesTheChildAndItsView() {
    let log = CallLog()
    let (_, parent, _) = window(.iPhone15, log: log)
    let child = UIViewController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    parent.setOverrideTraitCollection(
      UITraitCollection(preferredContentSizeCategory: .accessibilityLarge), forChild: child)
    #expect(child.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    #expect(child.view.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    #expect(child.view.traitCollection.displayScale == 3)
    #expect(parent.traitCollection.preferredContentSizeCategory == .large)
    #expect(
      parent.overrideTraitCollection(forChild: child)?.preferredContentSizeCategory
        == .accessibilityLarge)
    parent.setOverrideTraitCollection(nil, forChild: child)
    #expect(child.view.traitCollection.preferredContentSizeCategory == .large)
  }

  @Test func registrationsRunForTheirTraitsOnly() {
    let log = CallLog()
    let (window, _, child) = window(.iPhone15, log: log)
    var calls: [String] = []
    let registration = child.registerForTraitChanges([UITraitVerticalSizeClass.self]) {
      (view: TraitView, previous: UITraitCollection) in
      calls.append("\(view.name) was \(previous.verticalSizeClass) now \(view.traitCollection.verticalSizeClass)")
    }
    child.traitOverrides.userInterfaceStyle = .dark
    #expect(calls.isEmpty)
    window.rotate(to: .landscapeRight)
    #expect(calls == ["child was Regular now Compact"])
    child.unregisterForTraitChanges(registration)
    window.rotate(to: .portrait)
    #expect(calls.count == 1)
  }

  @Test func callbacksSeeTheirTraitsAsCurrent() {
    final class Reader: UIView {
      var seen: UIContentSizeCategory?
      override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        seen = UITraitCollection.current.preferredContentSizeCategory
      }
    }
    let window = UIWindow(screen: UIScreen(profile: .iPhone15))
    let reader = Reader()
    window.addSubview(reader)
    window.traitOverrides.preferredContentSizeCategory = .extraSmall
    #expect(reader.seen == .extraSmall)
    #expect(UITraitCollection.current.preferredContentSizeCategory == .large)
  }

  @Test func aRemovedViewKeepsItsTraitsUntilItIsAddedElsewhere() {
    let log = CallLog()
    let (window, _, child) = window(.iPhone15ProMax, log: log)
    window.rotate(to: .landscapeRight)
    log.removeAll()
    child.removeFromSuperview()
    #expect(child.traitCollection.horizontalSizeClass == .regular)
    #expect(log.entries.isEmpty)
    let other = UIWindow(screen: UIScreen(profile: .iPhone15))
    other.addSubview(child)
    #expect(child.traitCollection.horizontalSizeClass == .compact)
    #expect(log.entries == ["child.traitCollectionDidChange(Regular/Compact)"])
  }

  @Test func aLayoutDirectionOverrideFlipsLeadingAndTrailing() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 10, y: 0, width: 50, height: 20))
    window.traitOverrides.layoutDirection = .rightToLeft
    #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    window.layoutIfNeeded()
    // 300 − 10 − 50.
    #expect(box.frame == CGRect(x: 240, y: 0, width: 50, height: 20))
  }
}
