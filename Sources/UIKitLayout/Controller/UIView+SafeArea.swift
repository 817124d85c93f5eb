// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// The safe area: the window's unsafe edges (from its screen profile), narrowed by every
// view controller's `additionalSafeAreaInsets` on the way down. A controller's root view gets
// the part of its superview's safe area it overlaps plus its controller's additional insets;
// every other view the part of the nearest such area it overlaps (Apple, "Positioning content
// relative to the safe area").

extension UIView {
  /// What ``safeAreaInsets`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  var defaultSafeAreaInsets: UIEdgeInsets {
    autoLayout.readsSafeArea = true
    // A window is its own window (a comparison, not a cast, on this path).
    if let window = windowStorage, window === self { return window.windowSafeAreaInsets }
    return computedSafeAreaInsets(frameInWindow: nil)
  }

  /// The safe area insets for this view, its frame in window coordinates given (the engine
  /// passes the solved frame; `nil` reads the view tree's).
  func computedSafeAreaInsets(frameInWindow: CGRect?) -> UIEdgeInsets {
    // The window used without a retain (a retain and a release for every view the engine
    // lays out): it holds this view's tree for the whole call.
    guard let windowPointer else { return .zero }
    return windowPointer.withGuaranteed { computedSafeAreaInsets(frameInWindow: frameInWindow, in: $0) }
  }

  /// `computedSafeAreaInsets(frameInWindow:)` with the view's window in hand.
  private func computedSafeAreaInsets(frameInWindow: CGRect?, in window: UIWindow) -> UIEdgeInsets {
    // Through the window's (possibly overridden) property, which for a plain window is its
    // screen profile's (the getter answers a window itself, without coming back here).
    if window === self { return window.safeAreaInsets }
    let frame = frameInWindow ?? convert(bounds, to: window)
    var safe = window.bounds.inset(by: window.safeAreaInsets)
    if UIViewController.additionalSafeAreaInsetsSetCount > 0 {
      // Controllers' root views with additional insets, innermost first.
      var roots: [(view: UIView, additional: UIEdgeInsets)] = []
      var view: UIView? = self
      while let current = view, current !== window {
        if let additional = current.owningViewController?.additionalSafeAreaInsets, additional != .zero {
          roots.append((current, additional))
        }
        view = current.superviewStorage
      }
      for (root, additional) in roots.reversed() {
        let rootFrame = root === self ? frame : root.convert(root.bounds, to: window)
        let overlap = Self.insets(of: safe, in: rootFrame)
        safe = rootFrame.inset(by: UIEdgeInsets(
          top: overlap.top + additional.top, left: overlap.left + additional.left,
          bottom: overlap.bottom + additional.bottom, right: overlap.right + additional.right))
      }
    }
    return Self.insets(of: safe, in: frame)
  }

  /// How far outside `safe` each edge of `frame` is, each between 0 and the frame's length.
  static func insets(of safe: CGRect, in frame: CGRect) -> UIEdgeInsets {
    func clamp(_ value: CGFloat, _ length: CGFloat) -> CGFloat { min(max(value, 0), max(length, 0)) }
    return UIEdgeInsets(
      top: clamp(safe.minY - frame.minY, frame.height),
      left: clamp(safe.minX - frame.minX, frame.width),
      bottom: clamp(frame.maxY - safe.maxY, frame.height),
      right: clamp(frame.maxX - safe.maxX, frame.width))
  }

  /// Before a view lays out: tells it (and its controller) when its safe area changed since
  /// it last heard. Only views that have asked for their safe area and controllers' root views
  /// are followed (reading every view's safe area at every pass would cost a conversion to
  /// the window each).
  func noteSafeAreaInsetsChange(controller: UIViewController?) {
    guard autoLayout.readsSafeArea || controller != nil, windowStorage != nil else { return }
    let insets = computedSafeAreaInsets(frameInWindow: nil)
    guard insets != autoLayout.reportedSafeAreaInsets else { return }
    autoLayout.reportedSafeAreaInsets = insets
    safeAreaInsetsDidChange()
    controller?.viewSafeAreaInsetsDidChange()
  }
}
