// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Dispatch
import Foundation

/// Core Animation's transaction: when the pending passes (update constraints, layout,
/// display) actually run.
///
/// Marking a view (`setNeedsLayout()`, `setNeedsUpdateConstraints()`, `setNeedsDisplay()`, or a
/// change that implies one) registers its window's tree with the transaction. The pending trees
/// are then committed:
///
/// - by ``flush()``, synchronously, which is what tests should use;
/// - by the outermost ``commit()`` after ``begin()``;
/// - at the end of the current turn of the main run loop / main dispatch queue, when one is
///   running: the first registration of a turn enqueues one commit on the main queue, the way
///   Core Animation commits from a run-loop observer before the loop sleeps.
///
/// Only trees rooted in a `UIWindow` are committed; a tree without a window lays out only when
/// asked to (`layoutIfNeeded()`), as in UIKit.
@preconcurrency @MainActor
open class CATransaction: NSObject {
  private override init() { super.init() }

  /// A window layer waiting for the next commit, with the ``LayoutEnvironment`` in effect
  /// when it was first marked and the task that marked it; weak so that waiting keeps nothing
  /// alive.
  private struct PendingRoot {
    weak var layer: CALayer?
    let environment: LayoutEnvironment.Snapshot
    let task: Int?
  }

  /// The trees to commit, in the order they were first marked (which is the order they are
  /// committed in: deterministic, unlike iterating a set).
  private static var pendingRoots: [PendingRoot] = []
  private static var isRunLoopCommitScheduled = false
  private static var isCommitting = false
  private static var explicitDepth = 0
  /// Blocks to run after the next commit, in the order they were added (the completions of
  /// animations that ended without running on a clock).
  private static var pendingCompletions: [() -> Void] = []

  /// Runs `block` after the next commit (``flush()``, the outermost ``commit()`` or the
  /// run-loop commit), after every pending tree was committed.
  static func addCompletion(_ block: @escaping () -> Void) {
    pendingCompletions.append(block)
    scheduleRunLoopCommit()
  }

  /// Opens an explicit transaction; pending passes wait for the matching ``commit()``.
  public static func begin() {
    explicitDepth += 1
  }

  /// Closes the innermost explicit transaction; closing the outermost one commits.
  public static func commit() {
    guard explicitDepth > 0 else { return }
    explicitDepth -= 1
    if explicitDepth == 0 { flush() }
  }

  /// Runs every pending pass now, synchronously: for each window with pending work, constraint
  /// updates bottom-up, then layout top-down (repeated while layout dirties more layout, up to
  /// the feedback-loop threshold), then display top-down.
  ///
  /// Calls made while a commit is running (from inside `layoutSubviews()`, say) do nothing;
  /// work marked during a commit that the commit does not reach waits for the next one.
  ///
  /// Each window is committed in the ``LayoutEnvironment`` of the code that first marked it,
  /// except windows marked by the calling task itself, which use the caller's current values
  /// (so `LayoutEnvironment.$logSink.withValue(sink) { CATransaction.flush() }` captures the
  /// logs of your own windows, and not those of windows other tasks left pending).
  public static func flush() {
    commitPending(callerTask: currentTask())
  }

  /// Commits every pending tree, each in its own layout session, in the environment described
  /// at ``flush()``; a run-loop commit (`callerTask == nil`) uses the marking code's for all.
  private static func commitPending(callerTask: Int?) {
    guard !isCommitting else { return }
    commitRoots(callerTask: callerTask)
    // After the commit, outside it, so a completion may change views and flush again; blocks
    // added by these wait for the next commit.
    let completions = pendingCompletions
    pendingCompletions = []
    for completion in completions { completion() }
  }

  /// The commit proper: every pending tree, in the order they were marked.
  private static func commitRoots(callerTask: Int?) {
    isCommitting = true
    defer { isCommitting = false }
    let roots = pendingRoots
    pendingRoots = []
    for entry in roots {
      guard let root = entry.layer else { continue }
      let commitTree = {
        if root.superlayerStorage == nil {
          LayoutSession.run { session in LayoutPasses.commit(root, session) }
        }
        root.isRegisteredForCommit = false
        // Marks made while drawing (or left by a stopped loop) wait for the next commit.
        if root.hasLayoutWork || root.hasDisplayWork
          || LayoutPasses.view(owning: root)?.hasConstraintWork == true
        {
          registerForCommit(root)
        }
      }
      if let callerTask, entry.task == callerTask {
        commitTree()
      } else {
        entry.environment.run(commitTree)
      }
    }
  }

  /// Queues `root` for the next commit if it is a window's layer and not queued yet.
  // DIVERGENCE(UIKit): hidden windows are committed too.
  static func registerForCommit(_ root: CALayer) {
    guard !root.isRegisteredForCommit, root.superlayerStorage == nil,
      let window = root.delegate as? UIWindow, window.layer === root
    else { return }
    root.isRegisteredForCommit = true
    pendingRoots.append(PendingRoot(layer: root, environment: .current, task: currentTask()))
    scheduleRunLoopCommit()
  }

  /// Enqueues one commit at the end of this turn of the main queue (the main run loop drains
  /// that queue too), unless one is already waiting.
  private static func scheduleRunLoopCommit() {
    guard !isRunLoopCommitScheduled else { return }
    isRunLoopCommitScheduled = true
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        isRunLoopCommitScheduled = false
        guard explicitDepth == 0 else { return }
        commitPending(callerTask: nil)
      }
    }
  }

  /// Identifies the running task, if any (tasks alive at the same time never share it).
  private static func currentTask() -> Int? {
    withUnsafeCurrentTask { task in task?.hashValue }
  }
}
