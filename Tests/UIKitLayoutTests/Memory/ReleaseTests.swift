import Foundation
import Testing

@testable import UIKitLayout

/// A laid-out view tree is freed when the program lets go of it, as on iOS: its views, its
/// constraints and its Auto Layout engine. (Before, the engine's root-size pins captured the
/// root view strongly: every tree that ever activated a constraint stayed alive.)
@MainActor
@Suite struct ReleaseTests {
  /// Weak references to everything a small Auto Layout tree owns.
  struct Watch {
    weak var root: UIView?
    weak var card: UIView?
    weak var constraint: NSLayoutConstraint?
    weak var engine: LayoutEngine?
    weak var guide: UILayoutGuide?
  }

  @Test func autoLayoutTreeIsFreed() {
    var watch = Watch()
    do {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let card = UIView()
      card.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(card)
      let width = card.widthAnchor.constraint(equalToConstant: 100)
      NSLayoutConstraint.activate([
        width, card.heightAnchor.constraint(equalToConstant: 100),
        card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      ])
      root.layoutIfNeeded()
      // The layout really ran: 100 × 100 at the default 8-point margin.
      #expect(card.frame == CGRect(x: 8, y: 0, width: 100, height: 100))
      watch = Watch(root: root, card: card, constraint: width, engine: root.layoutEngineStorage, guide: root.layoutMarginsGuide)
      #expect(watch.engine != nil)
    }
    #expect(watch.root == nil)
    #expect(watch.card == nil)
    #expect(watch.constraint == nil)
    #expect(watch.engine == nil)
    #expect(watch.guide == nil)
  }

  @Test func aWindowWithAControllerIsFreed() {
    weak var weakWindow: UIWindow?
    weak var weakLabel: UILabel?
    weak var weakController: UIViewController?
    do {
      let window = UIWindow(screen: UIScreen(profile: .iPhone15))
      let controller = UIViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      let label = UILabel()
      label.text = "Hello"
      label.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(label)
      NSLayoutConstraint.activate([
        label.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
        label.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor, constant: 20),
      ])
      window.layoutIfNeeded()
      #expect(label.frame.width > 0)
      weakWindow = window
      weakLabel = label
      weakController = controller
    }
    #expect(weakWindow == nil)
    #expect(weakLabel == nil)
    #expect(weakController == nil)
  }

  /// A fitting size (its own engine) leaves nothing behind either.
  @Test func fittingLeavesNothingBehind() {
    weak var weakView: UIView?
    do {
      let view = UIView()
      let label = UILabel()
      label.text = "Fit me"
      label.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
        label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
        label.topAnchor.constraint(equalTo: view.topAnchor, constant: 5),
        label.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -5),
      ])
      let size = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
      #expect(abs(size.width - (label.intrinsicContentSize.width + 20)) < 1e-9)
      weakView = view
    }
    #expect(weakView == nil)
  }
}
