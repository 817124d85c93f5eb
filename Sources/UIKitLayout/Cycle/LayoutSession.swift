// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// One outermost run of the passes (a commit, or a `layoutIfNeeded()` /
/// `updateConstraintsIfNeeded()` called outside any pass), and the layout feedback-loop
/// detector that watches it.
///
/// UIKit's debugger counts how often each view lays out in one run-loop turn
/// (`-UIViewLayoutFeedbackLoopDebuggingThreshold`, https://www.hackingwithswift.com/articles/59/
/// debugging-auto-layout-feedback-loops). DIVERGENCE(UIKit): ours is on by default and logs
/// instead of raising. We count per session: a view laid out (or having its
/// constraints updated) more than ``LayoutEnvironment/layoutFeedbackLoopThreshold`` times is
/// not called again; the session then clears the pending layout of that tree, so the program
/// keeps running, and reports the views that took part through the log sink.
@MainActor
final class LayoutSession {
  private static var current: LayoutSession?
  private static var lastGeneration = 0

  /// Distinguishes this session's counts from older ones stored on the views.
  let generation: Int
  private let threshold: Int?
  /// A view went over the threshold and has not been dealt with yet.
  private(set) var loopDetected = false
  /// Views that reached the threshold, in the order they reached it.
  private var loopParticipants: [AnyObject] = []
  /// The first view to go over the threshold.
  private var offender: AnyObject?

  private init(threshold: Int?) {
    LayoutSession.lastGeneration += 1
    generation = LayoutSession.lastGeneration
    self.threshold = threshold
  }

  /// Runs `body` in the current session, or in a new one if none is running.
  static func run(_ body: (LayoutSession) -> Void) {
    if let session = current {
      body(session)
      return
    }
    let session = LayoutSession(
      threshold: LayoutEnvironment.effectiveFeedbackLoopThreshold)
    current = session
    defer { current = nil }
    body(session)
    session.stopLoopIfDetected()
  }

  /// Counts one layout of `layer`; `false` means "don't lay it out: it is looping".
  func admitLayout(_ layer: CALayer) -> Bool {
    admit(layer, generation: &layer.layoutSessionGeneration, count: &layer.layoutCountInSession)
  }

  /// Counts one constraint update of `view`; `false` means "don't update it: it is looping".
  func admitConstraintUpdate(_ view: UIView) -> Bool {
    admit(
      view, generation: &view.constraintSessionGeneration,
      count: &view.constraintUpdateCountInSession)
  }

  private func admit(_ subject: AnyObject, generation stored: inout Int, count: inout Int) -> Bool {
    if stored != generation {
      stored = generation
      count = 0
    }
    count += 1
    guard let threshold else { return true }
    if count == threshold { loopParticipants.append(subject) }
    if count > threshold {
      if !loopDetected { offender = subject }
      loopDetected = true
      return false
    }
    return true
  }

  /// If a loop was detected: clears pending layout and constraint updates in the trees of the
  /// views involved, and logs the report.
  func stopLoopIfDetected() {
    guard loopDetected, let threshold else { return }
    loopDetected = false
    var roots: [CALayer] = []
    for participant in loopParticipants {
      let root = LayoutSession.layer(of: participant).rootLayer
      if !roots.contains(where: { $0 === root }) { roots.append(root) }
    }
    for root in roots { LayoutSession.clearLayoutWork(under: root) }
    var lines = [
      "Layout feedback loop detected: \(LayoutSession.describe(offender)) was laid out more than "
        + "\(threshold) times in one layout pass. Layout of its hierarchy was stopped; "
        + "pending layout there was discarded.",
      "Views laid out \(threshold) times or more, in the order they reached that count:",
    ]
    lines += loopParticipants.map { "    " + LayoutSession.describe($0) }
    loopParticipants = []
    offender = nil
    LayoutEnvironment.log(.layoutFeedbackLoop, lines.joined(separator: "\n"))
  }

  private static func layer(of subject: AnyObject) -> CALayer {
    if let view = subject as? UIView { return view.layer }
    return (subject as? CALayer) ?? CALayer()
  }

  private static func describe(_ subject: AnyObject?) -> String {
    if let layer = subject as? CALayer, let view = LayoutPasses.view(owning: layer) {
      return view.description
    }
    if let layer = subject as? CALayer { return layer.description }
    if let view = subject as? UIView { return view.description }
    return "a view"
  }

  /// Forgets all pending layout and constraint updates in the tree under `root`.
  private static func clearLayoutWork(under root: CALayer) {
    var stack = [root]
    while let layer = stack.popLast() {
      layer.needsLayoutFlag = false
      layer.descendantNeedsLayout = false
      layer.pendingSublayers.layout = SublayerNotes()
      layer.pendingSublayers.isNoted.layout = false
      if let view = LayoutPasses.view(owning: layer) {
        view.needsUpdateConstraintsFlag = false
        view.descendantNeedsUpdateConstraints = false
      }
      stack.append(contentsOf: layer.sublayerStorage)
    }
  }
}
