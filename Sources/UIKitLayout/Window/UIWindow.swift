// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// The root of a view tree, and of every commit of the layout cycle (see ``CATransaction``).
///
/// A window shows its ``rootViewController``'s view filling its bounds, and can be rotated to
/// an interface orientation (``rotate(to:)``), which swaps its size and lays it out again.
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The screen the window is on; its profile gives the safe-area insets.
  // Unchecked at run time: every applied frame reads the screen's scale, and the check cost
  // more than the read.
  @exclusivity(unchecked) open var screen: UIScreen {
    didSet { if screen !== oldValue { windowTraitsMayHaveChanged() } }
  }

  /// The window's frame; a new size may change its size classes (Split View on an iPad).
  open override var frame: CGRect {
    didSet { if frame.size != oldValue.size { windowTraitsMayHaveChanged() } }
  }

  /// The window's bounds; a new size may change its size classes.
  open override var bounds: CGRect {
    didSet { if bounds.size != oldValue.size { windowTraitsMayHaveChanged() } }
  }

  /// Whether the window is the key window (set by ``makeKeyAndVisible()``).
  open private(set) var isKeyWindow = false

  /// Creates a window with `frame` on the main screen. Like UIKit's, it starts hidden.
  public override init(frame: CGRect) {
    screen = .main
    super.init(frame: frame)
    windowStorage = self
    isHidden = true
    refreshTraits()
  }

  /// Creates a window filling `screen` in its current orientation.
  public convenience init(screen: UIScreen) {
    self.init(frame: screen.bounds)
    self.screen = screen
    // An initialiser doesn't run the class's own observers.
    refreshTraits()
  }

  /// Creates a window from an archive; nothing is decoded.
  public required init?(coder: NSCoder) {
    screen = .main
    super.init(coder: coder)
    windowStorage = self
    isHidden = true
    refreshTraits()
  }

  /// The controller whose view fills the window.
  ///
  /// Setting it loads the controller's view if needed, removes the previous controller's view,
  /// and adds the new one with the window's bounds as its frame and flexible width and height.
  open var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      if let old = oldValue?.viewIfLoaded, old.superviewStorage === self {
        old.removeFromSuperview()
      }
      guard let controller = rootViewController, let view = controller.view else { return }
      view.frame = bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(view)
    }
  }

  /// Shows the window and makes it the key window.
  open func makeKeyAndVisible() {
    isHidden = false
    isKeyWindow = true
  }

  /// The window's safe-area insets, from its screen's profile and orientation.
  var windowSafeAreaInsets: UIEdgeInsets {
    // The screen read once (each read of the open property is a call that retains it; every
    // view a pass lays out in a window asks for this).
    let screen = self.screen
    return screen.profile.safeAreaInsets(for: screen.interfaceOrientation)
  }

  /// Rotates the interface to `orientation`, as a device rotation does.
  ///
  /// When the size changes: if the size classes change, the root controller gets
  /// `willTransition(to:with:)` with its new traits (and forwards it to its children); it gets
  /// `viewWillTransition(to:with:)` (forwarded likewise); the window takes the screen's size
  /// for the new orientation (autoresizing the root view), and the traits that changed are
  /// delivered (`traitCollectionDidChange(_:)`, top-down); the root view is marked as needing
  /// layout and the window is laid out at once, inside the transition; then the
  /// coordinator's animation and completion blocks run.
  public func rotate(to orientation: UIInterfaceOrientation) {
    let newSize = screen.size(for: orientation)
    screen.interfaceOrientation = orientation
    guard newSize != bounds.size else { return }
    let coordinator = TransitionCoordinator()
    if let root = rootViewController {
      let newTraits = traitCollection(afterResizingTo: newSize)
      if root.traitCollection.values != newTraits.values {
        root.willTransition(to: newTraits, with: coordinator)
      }
      root.viewWillTransition(to: newSize, with: coordinator)
    }
    frame = CGRect(origin: frame.origin, size: newSize)
    rootViewController?.viewIfLoaded?.setNeedsLayout()
    layoutIfNeeded()
    coordinator.finish()
  }
}
