// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

/// A controller written the way adaptive screens are: two sets of constraints, one for a
/// compact width (image above text) and one for a regular width (side by side), swapped in
/// `traitCollectionDidChange(_:)`.
private final class AdaptiveController: UIViewController {
  let image = UIView()
  let text = UIView()
  var compactConstraints: [NSLayoutConstraint] = []
  var regularConstraints: [NSLayoutConstraint] = []
  var switches = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [image, text] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let guide = view.safeAreaLayoutGuide
    let shared = [
      image.topAnchor.constraint(equalTo: guide.topAnchor),
      image.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      image.heightAnchor.constraint(equalToConstant: 100),
      text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      text.heightAnchor.constraint(equalToConstant: 40),
    ]
    compactConstraints = [
      image.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      text.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 8),
      text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
    ]
    regularConstraints = [
      image.widthAnchor.constraint(equalTo: guide.widthAnchor, multiplier: 0.5),
      text.topAnchor.constraint(equalTo: guide.topAnchor),
      text.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
    ]
    NSLayoutConstraint.activate(shared)
    applyConstraints()
  }

  override func traitCollectionDidChange(_ previous: UITraitCollection?) {
    super.traitCollectionDidChange(previous)
    if traitCollection.horizontalSizeClass != previous?.horizontalSizeClass { applyConstraints() }
  }

  private func applyConstraints() {
    switches += 1
    let regular = traitCollection.horizontalSizeClass == .regular
    NSLayoutConstraint.deactivate(regular ? compactConstraints : regularConstraints)
    NSLayoutConstraint.activate(regular ? regularConstraints : compactConstraints)
  }
}

@MainActor
@Suite struct TraitDependentLayoutTests {
  @Test func constraintsSwappedOnASizeClassChangeLayOutTheNewArrangement() {
    // iPhone 15 Pro Max: 430×932, safe area 59/0/34/0 in portrait, 0/59/21/59 in landscape,
    // compact width in portrait and regular in landscape.
    let window = UIWindow(screen: UIScreen(profile: .iPhone15ProMax))
    let controller = AdaptiveController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(controller.image.frame == CGRect(x: 0, y: 59, width: 430, height: 100))
    #expect(controller.text.frame == CGRect(x: 0, y: 167, width: 430, height: 40))

    window.rotate(to: .landscapeRight)
    // The safe area is 59…873 across (814 wide): the image takes half, 407; the text the
    // rest after 8 points.
    #expect(controller.image.frame == CGRect(x: 59, y: 0, width: 407, height: 100))
    #expect(controller.text.frame == CGRect(x: 474, y: 0, width: 399, height: 40))

    window.rotate(to: .portrait)
    #expect(controller.text.frame == CGRect(x: 0, y: 167, width: 430, height: 40))
    // Loaded once, switched at each size-class change.
    #expect(controller.switches == 3)
  }

  @Test func theSameScreenOnASmallPhoneStaysStackedInLandscape() {
    // iPhone 15: compact width in both orientations; landscape 852×393, safe area 0/59/21/59.
    let window = UIWindow(screen: UIScreen(profile: .iPhone15))
    let controller = AdaptiveController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.rotate(to: .landscapeRight)
    #expect(controller.image.frame == CGRect(x: 59, y: 0, width: 734, height: 100))
    #expect(controller.text.frame == CGRect(x: 59, y: 108, width: 734, height: 40))
    #expect(controller.switches == 1)
  }
}
