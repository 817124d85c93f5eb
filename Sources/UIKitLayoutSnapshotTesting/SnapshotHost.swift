// UIKitLayout: snapshot testing.
import Foundation
import UIKitLayout

/// Puts a view or a view controller in a window as a ``SnapshotConfiguration`` asks, lays it
/// out, lets the caller look at it, and takes it out again.
///
/// A controller becomes the child of a plain container controller that is the window's root,
/// and the configuration's traits are the container's override for it
/// (`setOverrideTraitCollection(_:forChild:)`), as swift-snapshot-testing does on iOS. A view
/// becomes the view of a plain controller hosted the same way. Afterwards the window lets go
/// of them and the view gets back its autoresizing mask and
/// `translatesAutoresizingMaskIntoConstraints`, so the same view can be snapshotted again on
/// another device.
///
/// A view that already has a superview, or a controller already in a window or a parent, is
/// drawn where it is, as its window last laid it out (laid out again first if it needs it);
/// the configuration is not applied to it.
@MainActor
enum SnapshotHost {
  /// What the caller sees: the view to draw and the scale of its screen.
  struct Hosted {
    let view: UIView
    let scale: CGFloat
    let caption: String
  }

  /// Hosts `view`, calls `body`, and unhosts it.
  static func with<T>(_ view: UIView, _ configuration: SnapshotConfiguration, _ body: (Hosted) -> T) -> T {
    if view.superview != nil {
      return inPlace(view, configuration, body)
    }
    let size: CGSize? =
      if let size = configuration.size { size } else if configuration.device != nil { nil } else { ownSize(of: view) }
    let mask = view.autoresizingMask
    let translates = view.translatesAutoresizingMaskIntoConstraints
    // The window sizes a controller's view through its frame, which needs the mask's
    // constraints; a view built for constraints gets its own setting back afterwards.
    view.translatesAutoresizingMaskIntoConstraints = true
    let owner = UIViewController()
    owner.view = view
    defer {
      owner.view = nil
      view.autoresizingMask = mask
      view.translatesAutoresizingMaskIntoConstraints = translates
    }
    return host(owner, configuration, size: size, body)
  }

  /// Hosts `controller`, calls `body`, and unhosts it.
  static func with<T>(
    _ controller: UIViewController, _ configuration: SnapshotConfiguration, _ body: (Hosted) -> T
  ) -> T {
    if controller.parent != nil || controller.viewIfLoaded?.window != nil {
      return inPlace(controller.view, configuration, body)
    }
    return host(controller, configuration, size: configuration.size, body)
  }

  private static func host<T>(
    _ controller: UIViewController, _ configuration: SnapshotConfiguration, size: CGSize?,
    _ body: (Hosted) -> T
  ) -> T {
    let profile = screenProfile(configuration, size: size)
    let window = UIWindow(screen: UIScreen(profile: profile))
    if size == nil, configuration.orientation.isLandscape { window.rotate(to: configuration.orientation) }
    let container = UIViewController()
    let view: UIView = controller.view
    container.addChild(controller)
    container.view.addSubview(view)
    view.frame = container.view.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    controller.didMove(toParent: container)
    let traits = configuration.overridingTraits
    if traits != UITraitCollection() { container.setOverrideTraitCollection(traits, forChild: controller) }
    window.rootViewController = container
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    defer {
      controller.willMove(toParent: nil)
      view.removeFromSuperview()
      controller.removeFromParent()
      window.rootViewController = nil
    }
    return body(Hosted(view: view, scale: profile.scale, caption: configuration.name))
  }

  private static func inPlace<T>(_ view: UIView, _ configuration: SnapshotConfiguration, _ body: (Hosted) -> T) -> T {
    var root = view
    while let parent = root.superview { root = parent }
    root.layoutIfNeeded()
    let scale = view.window?.screen.scale ?? UIScreen.main.scale
    return body(Hosted(view: view, scale: scale, caption: configuration.name))
  }

  /// The device's screen, or for an explicit size a screen of that size with no safe area
  /// (and the device's scale and idiom).
  static func screenProfile(_ configuration: SnapshotConfiguration, size: CGSize?) -> DeviceProfile {
    var profile = configuration.device ?? UIScreen.main.profile
    guard let size else { return profile }
    profile.name = SnapshotConfiguration.number(size.width) + "x" + SnapshotConfiguration.number(size.height)
    profile.portraitSize = CGSize(width: max(1, size.width), height: max(1, size.height))
    profile.portraitSafeAreaInsets = .zero
    profile.landscapeSafeAreaInsets = .zero
    return profile
  }

  /// A free view's size when none is given: its bounds, or its compressed fitting size when
  /// they are empty.
  static func ownSize(of view: UIView) -> CGSize {
    if view.bounds.width > 0, view.bounds.height > 0 { return view.bounds.size }
    return view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
  }
}
