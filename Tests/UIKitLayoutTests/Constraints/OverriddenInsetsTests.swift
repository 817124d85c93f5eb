import Foundation
import Testing

@testable import UIKitLayout

/// A window that simulates a device by overriding `safeAreaInsets` (as test harnesses do).
@MainActor
private final class NotchedWindow: UIWindow {
  override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0) }
}

/// A view whose margins are computed by an override.
@MainActor
private final class WideMarginsView: UIView {
  override var layoutMargins: UIEdgeInsets {
    get { UIEdgeInsets(top: 5, left: 30, bottom: 5, right: 30) }
    set {}
  }
}

/// UIKit reads `safeAreaInsets` and `layoutMargins` through the object, so overrides take
/// effect in every view's safe area and in the engine's guides.
@MainActor
@Suite struct OverriddenInsetsTests {
  @Test func aWindowsOverriddenSafeAreaIsTheSafeArea() {
    let window = NotchedWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    let bar = UIView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      bar.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
      bar.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor),
    ])
    window.layoutIfNeeded()
    // 480 − 47 − 34 = 399 between the insets.
    #expect(bar.frame == CGRect(x: 0, y: 47, width: 320, height: 399))
    // A view covering the window sees the same insets.
    let cover = UIView(frame: window.bounds)
    window.addSubview(cover)
    #expect(cover.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
  }

  @Test func overriddenLayoutMarginsPlaceTheMarginsGuide() {
    let root = WideMarginsView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      child.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // 30 in from each side: 200 − 60 = 140 wide, 5 down.
    #expect(child.frame == CGRect(x: 30, y: 5, width: 140, height: 10))
  }
}
