// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// UIKit's block-based view animations, headless. Inside `animations`, every change of a view's
// `frame`, `bounds` or `center` (including those `layoutIfNeeded()` makes when it applies
// constraint changes) is recorded: the value before the first change is the animation's start,
// the value after the block its end. The model (`view.frame`) holds the end at once, as in
// UIKit; the view's layer answers `presentation()` with the values at the time of its window's
// `animationClock`, which tests set. See docs/auto-layout.md, "Animation".

extension UIView {
  /// How a block-based animation runs: UIKit's option bits, with their raw values.
  ///
  /// Headless, only the curve, `.beginFromCurrentState` and the delay change what
  /// `presentation()` shows; the rest are accepted and have no effect (see DIVERGENCES.md).
  public struct AnimationOptions: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// Wraps option bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay out subviews at commit time so they animate along with their superview.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Let the user interact with views while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from what is on screen (the presentation value) when a property is already
    /// animating, instead of from its model value.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat the animation indefinitely.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run the animation backwards after running it forwards (with `.repeat`).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Use this animation's duration even when nested in another animation.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Use this animation's curve even when nested in another animation.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Animate by redrawing the content as it changes.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hide and show views in a transition instead of removing and adding them.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Do not inherit the options of an enclosing animation.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// Slow at the start and the end: the Bézier (0.42, 0, 0.58, 1). The default (value 0).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Slow at the start: (0.42, 0, 1, 1).
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow at the end: (0, 0, 0.58, 1).
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// No transition (value 0).
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// Flip around the vertical axis, left side towards the viewer.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flip around the vertical axis, right side towards the viewer.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Curl up from the bottom.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Curl down from the top.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Dissolve from one view to the other.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flip around the horizontal axis, top towards the viewer.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flip around the horizontal axis, bottom towards the viewer.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The display's default frame rate (value 0).
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    /// 60 frames per second.
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// 30 frames per second.
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

    /// The curve the options select (bits 16…19).
    var curve: AnimationCurve {
      AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
    }
  }

  /// An animation's timing curve, as a value (`UIView.AnimationCurve`).
  public enum AnimationCurve: Int, Sendable {
    /// Slow at the start and the end.
    case easeInOut = 0
    /// Slow at the start.
    case easeIn = 1
    /// Slow at the end.
    case easeOut = 2
    /// Constant speed.
    case linear = 3

    /// The cubic Bézier UIKit uses for the curve.
    var timingFunction: CAMediaTimingFunction {
      switch self {
      case .easeInOut: CAMediaTimingFunction(name: .easeInEaseOut)
      case .easeIn: CAMediaTimingFunction(name: .easeIn)
      case .easeOut: CAMediaTimingFunction(name: .easeOut)
      case .linear: CAMediaTimingFunction(name: .linear)
      }
    }
  }

  /// What `animate(withDuration:delay:options:animations:completion:)` does unless a
  /// subclass overrides it (declared in the class body): animates the changes `animations`
  /// makes to views' `frame`, `bounds` and `center` over `duration` seconds, starting `delay`
  /// seconds from now on each view's window's
  /// `animationClock`, with the curve in `options`; then calls `completion` with `true` once
  /// that clock passes the end (with `false` if every animation of the block was replaced by a
  /// later one first).
  ///
  /// The model values are final when this returns; `layer.presentation()` shows the
  /// in-between values. With a `duration` of 0 or less, or when nothing in a window changed,
  /// nothing animates and `completion(true)` runs after the next commit
  /// (`CATransaction.flush()`, or the end of the run-loop turn), as UIKit calls it
  /// asynchronously.
  static func defaultAnimate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: AnimationOptions, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    let group = AnimationGroup(completion: completion)
    guard duration > 0 else {
      AnimationRecording.run(nil, animations)
      group.finishWithoutAnimating()
      return
    }
    let recording = AnimationRecording(
      duration: duration, delay: max(delay, 0), options: options, group: group)
    AnimationRecording.run(recording, animations)
    recording.startAnimations()
    if group.running == 0 { group.finishWithoutAnimating() }
  }

  /// Called by the `frame`, `bounds` and `center` setters before they change the layer:
  /// remembers the view's geometry as the start of its animation, once per block.
  func recordGeometryBeforeChange() {
    AnimationRecording.current?.capture(self)
  }
}

extension UIWindow {
  /// The clock this window's animations run on (our addition: UIKit's run on the display's
  /// clock). It starts at 0 and moves only when set, so a test shows any moment of an
  /// animation by setting ``AnimationClock/currentTime``.
  public var animationClock: AnimationClock {
    if let clock = animationClockStorage { return clock }
    let clock = AnimationClock()
    animationClockStorage = clock
    return clock
  }
}
