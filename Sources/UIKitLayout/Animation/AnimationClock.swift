// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// The time a window's animations are evaluated at (our addition; UIKit's follow the
/// display's clock).
///
/// Each window has its own (`UIWindow.animationClock`), so tests running side by side never
/// share one. It starts at 0 and moves only when ``currentTime`` is set (or ``advance(by:)``
/// is called): animations begin at the clock's time when their block ends, plus their delay,
/// and `layer.presentation()` shows them at the clock's time. Moving the clock to or past an
/// animation's end removes it and calls its block's completion, in the order the animations
/// end (ties: the order they started).
@preconcurrency @MainActor
public final class AnimationClock {
  /// Creates a clock at time 0.
  public init() {}

  /// The time, in seconds. Setting it finishes every animation whose end it reaches; setting
  /// it backwards only changes what `presentation()` shows.
  public var currentTime: TimeInterval = 0 {
    didSet { finishDueAnimations() }
  }

  /// Moves the clock forward by `interval` seconds.
  public func advance(by interval: TimeInterval) {
    currentTime += interval
  }

  /// The animations on this clock that have not ended, in the order they started.
  private var running: [ViewAnimation] = []
  /// Numbers the animations in start order, to break ties between equal end times.
  private var nextSerial = 0

  /// Whether any animation on this clock has not ended yet.
  public var hasRunningAnimations: Bool { !running.isEmpty }

  /// Starts `animation` (already attached to its view).
  func start(_ animation: ViewAnimation) {
    animation.serial = nextSerial
    nextSerial += 1
    running.append(animation)
  }

  /// Forgets an animation a later one replaced.
  func cancel(_ animation: ViewAnimation) {
    running.removeAll { $0 === animation }
  }

  /// Ends, in end order, the animations the clock has reached: each leaves its view, and its
  /// block's completion runs once the block has no animation left.
  private func finishDueAnimations() {
    let due = running.filter { $0.endTime <= currentTime }
    guard !due.isEmpty else { return }
    running.removeAll { $0.endTime <= currentTime }
    // Completions may start animations (and move the clock); everything due is settled first.
    let ordered = due.sorted { ($0.endTime, $0.serial) < ($1.endTime, $1.serial) }
    for animation in ordered { animation.view?.runningAnimations.removeAll { $0 === animation } }
    for animation in ordered { animation.group.memberStopped(finished: true, deferred: false) }
  }
}

/// One property of one view moving from `from` to `to` between `beginTime` and `endTime` of
/// its clock (a `CABasicAnimation` with UIKit's settings: removed on completion, filled
/// backwards through its delay).
@MainActor
final class ViewAnimation {
  /// The animated layer property.
  enum Key {
    /// `bounds`: origin and size.
    case bounds
    /// `position` (a view's `center`): the value's origin.
    case position
  }

  weak var view: UIView?
  let key: Key
  /// Start and end values; a position is stored as the origin of a zero-size rect.
  let from: CGRect
  let to: CGRect
  let beginTime: TimeInterval
  let duration: TimeInterval
  let timingFunction: CAMediaTimingFunction
  /// Weak: the clock's `running` list holds its animations, and a strong reference back kept
  /// a window's clock and its in-flight animations alive after the window was gone.
  weak var clock: AnimationClock?
  let group: AnimationGroup
  var serial = 0

  init(
    view: UIView, key: Key, from: CGRect, to: CGRect, beginTime: TimeInterval,
    duration: TimeInterval, timingFunction: CAMediaTimingFunction, clock: AnimationClock,
    group: AnimationGroup
  ) {
    self.view = view
    self.key = key
    self.from = from
    self.to = to
    self.beginTime = beginTime
    self.duration = duration
    self.timingFunction = timingFunction
    self.clock = clock
    self.group = group
  }

  var endTime: TimeInterval { beginTime + duration }

  /// The value shown at `time`: `from` until the begin time (UIKit fills delayed animations
  /// backwards), then along the curve, `to` from the end on.
  func value(at time: TimeInterval) -> CGRect {
    let fraction = duration > 0 ? (time - beginTime) / duration : 1
    let progress = CGFloat(timingFunction.progress(atFraction: fraction))
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
    return CGRect(
      x: mix(from.minX, to.minX), y: mix(from.minY, to.minY),
      width: mix(from.width, to.width), height: mix(from.height, to.height))
  }

  /// The value shown now, on the animation's clock (the end value once the clock is gone).
  var currentValue: CGRect { value(at: clock?.currentTime ?? endTime) }
}

/// The animations one `animate(…)` call started, and its completion block, which runs once
/// when the last of them stops.
@MainActor
final class AnimationGroup {
  private var completion: ((Bool) -> Void)?
  /// How many of the block's animations have not stopped.
  private(set) var running = 0
  /// Whether every animation that stopped ran to its end.
  private var allFinished = true

  init(completion: ((Bool) -> Void)?) {
    self.completion = completion
  }

  func memberStarted() { running += 1 }

  /// One animation stopped; the last one calls the completion, at once when the clock ended
  /// it, after the next commit when it was replaced (UIKit reports an interruption later, not
  /// inside the call that caused it).
  func memberStopped(finished: Bool, deferred: Bool) {
    running -= 1
    allFinished = allFinished && finished
    guard running == 0, let completion else { return }
    self.completion = nil
    let result = allFinished
    if deferred {
      CATransaction.addCompletion { completion(result) }
    } else {
      completion(result)
    }
  }

  /// The block animated nothing: `completion(true)` after the next commit.
  func finishWithoutAnimating() {
    guard let completion else { return }
    self.completion = nil
    CATransaction.addCompletion { completion(true) }
  }
}

/// The changes an animation block is recording: per view, its geometry before the block first
/// changed it.
@MainActor
final class AnimationRecording {
  let duration: TimeInterval
  let delay: TimeInterval
  let options: UIView.AnimationOptions
  let group: AnimationGroup
  /// The views changed, in the order they were first changed, with their start geometry.
  private var captured: [(view: UIView, bounds: CGRect, position: CGPoint)] = []
  /// Which views are in `captured` (lookup only; the order comes from `captured`).
  private var capturedViews: Set<ObjectIdentifier> = []

  init(
    duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
    group: AnimationGroup
  ) {
    self.duration = duration
    self.delay = delay
    self.options = options
    self.group = group
  }

  /// The recordings of the blocks running now, innermost last; `nil` entries are
  /// `performWithoutAnimation` (or zero-duration) blocks. Only ever non-empty during a
  /// synchronous call of `run(_:_:)`, which restores it; not a task-local because animation
  /// blocks also run inside run-loop commits, where nesting `TaskLocal.withValue` crashes the
  /// Swift 6.3 runtime (see `LayoutEnvironment.Snapshot.run`).
  /// Unchecked: every frame, bounds and center change reads it, and the run-time check cost
  /// more than the read (it is main-actor state, only ever touched synchronously).
  @exclusivity(unchecked) private static var stack: [AnimationRecording?] = []

  /// The innermost block's recording, if it records.
  static var current: AnimationRecording? { stack.last ?? nil }

  /// Runs `body` with `recording` as the innermost block.
  static func run(_ recording: AnimationRecording?, _ body: () -> Void) {
    stack.append(recording)
    defer { stack.removeLast() }
    body()
  }

  /// Remembers `view`'s geometry before its first change in this block.
  func capture(_ view: UIView) {
    guard capturedViews.insert(ObjectIdentifier(view)).inserted else { return }
    captured.append((view, view.layer.bounds, view.layer.position))
  }

  /// The block ended: each captured view in a window whose geometry differs now gets an
  /// animation per changed property, on its window's clock, replacing one running there.
  func startAnimations() {
    let timing = options.curve.timingFunction
    for (view, bounds, position) in captured {
      guard let clock = view.windowStorage?.animationClock else { continue }
      let changes: [(ViewAnimation.Key, CGRect, CGRect)] = [
        (.bounds, bounds, view.layer.bounds),
        (.position, CGRect(origin: position, size: .zero),
          CGRect(origin: view.layer.position, size: .zero)),
      ]
      for (key, before, after) in changes where before != after {
        var from = before
        if let index = view.runningAnimations.firstIndex(where: { $0.key == key }) {
          let replaced = view.runningAnimations.remove(at: index)
          if options.contains(.beginFromCurrentState) { from = replaced.currentValue }
          replaced.clock?.cancel(replaced)
          replaced.group.memberStopped(finished: false, deferred: true)
        }
        let animation = ViewAnimation(
          view: view, key: key, from: from, to: after, beginTime: clock.currentTime + delay,
          duration: duration, timingFunction: timing, clock: clock, group: group)
        view.runningAnimations.append(animation)
        group.memberStarted()
        clock.start(animation)
      }
    }
  }
}
