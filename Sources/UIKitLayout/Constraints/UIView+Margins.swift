// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// Layout margins, the safe area and the layout direction (semantics reference 4.11–4.13).
//
// Effective margins, as the margins guide uses them, per edge:
//   own margin (8 by default; a controller's root view: 0 top/bottom, 16 sides — 20 when
//   the window is at least 414 wide — unless set)
//   + the safe-area inset on that edge if `insetsLayoutMarginsFromSafeArea` (additive: the
//     margins are measured from the safe area)
//   then max(that, superview's effective margin − distance to the superview's edge) if
//   `preservesSuperviewLayoutMargins`.
// The safe area of a view in a window is the part of the view outside the window's safe rect
// (the screen's profile for its orientation); outside a window it is zero.

/// Whether a view's content flips in right-to-left layouts.
public enum UISemanticContentAttribute: Int, Sendable {
  /// Follows the layout direction.
  case unspecified = 0
  /// Playback controls: never flip.
  case playback = 1
  /// Directional controls: never flip.
  case spatial = 2
  /// Always left-to-right.
  case forceLeftToRight = 3
  /// Always right-to-left.
  case forceRightToLeft = 4
}

/// Left-to-right or right-to-left.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

extension UIView {
  /// The margins with leading/trailing in place of left/right; kept in sync with
  /// `layoutMargins`.
  var defaultDirectionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      if !autoLayout.layoutMarginsWereSet, owningViewController != nil { return systemMinimumMargins }
      return autoLayout.directionalLayoutMarginsStorage
    }
    set {
      autoLayout.layoutMarginsWereSet = true
      guard newValue != autoLayout.directionalLayoutMarginsStorage else { return }
      autoLayout.directionalLayoutMarginsStorage = newValue
      layoutMarginsDidChange()
      layoutEngineMarginsDidChange()
    }
  }

  /// What ``preservesSuperviewLayoutMargins`` does unless a subclass overrides it (declared in the
  /// class body, the only place Swift lets a member be overridden).
  var defaultPreservesSuperviewLayoutMargins: Bool {
    get { flags(.preservesSuperviewMargins) }
    set { setFlag(.preservesSuperviewMargins, newValue) }
  }

  /// What ``insetsLayoutMarginsFromSafeArea`` does unless a subclass overrides it (declared in the
  /// class body, the only place Swift lets a member be overridden).
  var defaultInsetsLayoutMarginsFromSafeArea: Bool {
    get { !flags(.ignoresSafeAreaForMargins) }
    set { setFlag(.ignoresSafeAreaForMargins, !newValue) }
  }

  /// What ``effectiveUserInterfaceLayoutDirection`` does unless a subclass overrides it (declared
  /// in the class body, the only place Swift lets a member be overridden).
  var defaultEffectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    // Most programs never set a semantic attribute: skip the walk up (deep trees).
    guard UIView.semanticAttributeSetCount > 0 else { return .leftToRight }
    var view: UIView? = self
    while let current = view {
      switch current.autoLayout.semanticContentAttributeStorage {
      case .forceRightToLeft: return .rightToLeft
      case .forceLeftToRight, .playback, .spatial: return .leftToRight
      case .unspecified: view = current.superviewStorage
      }
    }
    // Nothing forced a direction: the traits' (the app's language, or an override).
    return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }

  // MARK: - Internals

  /// How many times a semantic content attribute was set to something other than
  /// `.unspecified`, or a layout direction was overridden in traits, in this process.
  static var semanticAttributeSetCount = 0

  var physicalLayoutMargins: UIEdgeInsets {
    let m = directionalLayoutMargins
    return effectiveUserInterfaceLayoutDirection == .rightToLeft
      ? UIEdgeInsets(top: m.top, left: m.trailing, bottom: m.bottom, right: m.leading)
      : UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
  }

  func setPhysicalLayoutMargins(_ insets: UIEdgeInsets) {
    directionalLayoutMargins =
      effectiveUserInterfaceLayoutDirection == .rightToLeft
      ? NSDirectionalEdgeInsets(
        top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
      : NSDirectionalEdgeInsets(
        top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
  }

  /// A controller's root view: 16 on the sides (20 on windows 414 points wide or more).
  private var systemMinimumMargins: NSDirectionalEdgeInsets {
    let side: CGFloat = (windowStorage?.bounds.width ?? bounds.width) >= 414 ? 20 : 16
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// The safe-area insets for the view at `frameInWindow` (its current frame if `nil`).
  func safeAreaInsets(frameInWindow: CGRect?) -> UIEdgeInsets {
    computedSafeAreaInsets(frameInWindow: frameInWindow)
  }


  /// The margins the margins guide is inset by, as the layout engine works them out, without
  /// making the guide (`layoutMarginsGuide` would): for the package's renderers, whose
  /// pictures must not change the tree they draw.
  package var layoutMarginsInEffect: UIEdgeInsets { engineLayoutMargins(frameInWindow: nil) }

  /// The margins the margins guide is inset by (see the table at the top of the file).
  ///
  /// `solvedFrame` gives a view's frame in the engine root's coordinates once the engine has
  /// solved it (`nil` before): the guides are refreshed before the solved frames reach the
  /// views, so the views' own frames may be stale then.
  func engineLayoutMargins(
    frameInWindow: CGRect?, solvedFrame: (UIView) -> CGRect? = { _ in nil }
  ) -> UIEdgeInsets {
    // Most views preserve nothing: their own margins, without building a chain (an
    // allocation per guide refresh).
    guard preservesSuperviewLayoutMargins, superviewStorage != nil else {
      return ownEngineMargins(frameInWindow: frameInWindow)
    }
    // The chain of views whose margins cascade into this one's: this view, then each
    // superview as long as the view below it preserves its superview's margins. Worked from
    // the top down, without recursion.
    var chain: [UIView] = [self]
    while let last = chain.last, last.preservesSuperviewLayoutMargins,
      let superview = last.superviewStorage
    {
      chain.append(superview)
    }
    var outer = UIEdgeInsets.zero
    for (index, view) in chain.enumerated().reversed() {
      var margins = view.ownEngineMargins(frameInWindow: index == 0 ? frameInWindow : nil)
      if index < chain.count - 1, let superview = view.superviewStorage {
        // Distances from the view's edges to its superview's, in the superview's space.
        var size = superview.bounds.size
        var frame = view.frame.offsetBy(dx: -superview.bounds.minX, dy: -superview.bounds.minY)
        if let own = solvedFrame(view), let parent = solvedFrame(superview) {
          frame = own.offsetBy(dx: -parent.minX, dy: -parent.minY)
          size = parent.size
        }
        margins.left = max(margins.left, outer.left - frame.minX)
        margins.top = max(margins.top, outer.top - frame.minY)
        margins.right = max(margins.right, outer.right - (size.width - frame.maxX))
        margins.bottom = max(margins.bottom, outer.bottom - (size.height - frame.maxY))
      }
      outer = margins
    }
    return outer
  }

  /// This view's margins before any cascade: `layoutMargins`, plus the safe area when the
  /// view insets its margins from it.
  private func ownEngineMargins(frameInWindow: CGRect?) -> UIEdgeInsets {
    // Through the property, so that a subclass overriding `layoutMargins` is honoured.
    var margins = layoutMargins
    if insetsLayoutMarginsFromSafeArea {
      let safe = safeAreaInsets(frameInWindow: frameInWindow)
      margins.top += safe.top
      margins.left += safe.left
      margins.bottom += safe.bottom
      margins.right += safe.right
    }
    return margins
  }

  /// Boolean Auto Layout options, packed.
  struct LayoutOptionFlags: OptionSet {
    let rawValue: UInt8
    static let preservesSuperviewMargins = LayoutOptionFlags(rawValue: 1)
    static let ignoresSafeAreaForMargins = LayoutOptionFlags(rawValue: 2)
  }

  private func flags(_ flag: LayoutOptionFlags) -> Bool { autoLayout.layoutOptionFlags.contains(flag) }

  private func setFlag(_ flag: LayoutOptionFlags, _ on: Bool) {
    guard flags(flag) != on else { return }
    if on { autoLayout.layoutOptionFlags.insert(flag) } else { autoLayout.layoutOptionFlags.remove(flag) }
    layoutMarginsDidChange()
    layoutEngineMarginsDidChange()
  }
}
