// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// How work reaches a tree's engine: an activation finds the engine of its tree (its window's,
// or its root's outside a window), and every change is queued there until the next layout
// pass (`update()`, LayoutEngine.swift) hands it to the solver.

extension LayoutEngine {
  // MARK: - Finding the engine

  /// The root whose engine lays `view` out: its window, or its topmost ancestor.
  static func host(of view: UIView) -> UIView { hostPointer(of: view).takeUnretainedValue() }

  /// `host(of:)` unretained, found through the window and superview pointers: a strong cursor
  /// retained and released every ancestor on the way up (600 instructions of each activation
  /// in a nested cell being configured outside a window).
  static func hostPointer(of view: UIView) -> Unmanaged<UIView> {
    if let window = view.windowPointer { return Unmanaged.fromOpaque(window.toOpaque()) }
    var top = Unmanaged.passUnretained(view)
    while let parent = top.withGuaranteed({ $0.superviewPointer }) { top = parent }
    return top
  }

  /// The engine of `view`'s tree, created if needed, not retained (its root holds it).
  @inline(__always)
  static func unretainedEngine(for view: UIView) -> Unmanaged<LayoutEngine> {
    // The window's engine read without loading the window (a retain and a release each).
    if let window = view.windowPointer, let engine = window.withGuaranteed({ $0.layoutEnginePointer }) {
      return engine
    }
    return unretainedEngine(walkingUpFrom: view)
  }

  /// `unretainedEngine(for:)` past the window's case: the root's engine, or a new one. Out of
  /// line, so that the window's case stays inline in every activation (in one function with
  /// this, the compiler stopped inlining it).
  @inline(never)
  private static func unretainedEngine(walkingUpFrom view: UIView) -> Unmanaged<LayoutEngine> {
    if let engine = hostPointer(of: view).withGuaranteed({ $0.layoutEnginePointer }) { return engine }
    // None yet: made at the root, which keeps it.
    return Unmanaged.passUnretained(engine(for: view, create: true).unsafelyUnwrapped)
  }

  /// The engine of `view`'s tree, created if asked to.
  static func engine(for view: UIView, create: Bool) -> LayoutEngine? {
    let root = host(of: view)
    if let engine = root.layoutEngineStorage { return engine }
    guard create else { return nil }
    let engine = LayoutEngine(host: root)
    root.layoutEngineStorage = engine
    return engine
  }

  // MARK: - Queueing changes

  /// A constraint was installed in this engine's tree.
  func add(_ constraint: NSLayoutConstraint) {
    constraint.installedEngine = self
    guard !needsRebuild else { return }
    // Room for a batch at the first (from one slot a cell's 52 reallocated it seven times).
    if pendingAdds.capacity == 0 { pendingAdds.reserveCapacity(16) }
    pendingAdds.append(constraint)
  }

  /// A constraint was uninstalled.
  func remove(_ constraint: NSLayoutConstraint) {
    constraint.installedEngine = nil
    guard !needsRebuild else { return }
    if let record = userRecord(of: constraint) {
      setUserRecord(nil, of: constraint)
      pendingRemoves.append(record)
    } else if let index = pendingAdds.lastIndex(where: { $0 === constraint }) {
      pendingAdds.remove(at: index)
    }
  }

  func constantDidChange(of constraint: NSLayoutConstraint) {
    guard !needsRebuild, let record = userRecord(of: constraint) else { return }
    pendingRefresh.append(record)
    constraint.installedView?.setNeedsLayout()
  }

  func priorityDidChange(of constraint: NSLayoutConstraint) {
    // The record's wanted strength follows the priority: the refresh reshapes it.
    guard !needsRebuild, let record = userRecord(of: constraint) else { return }
    pendingRefresh.append(record)
    constraint.installedView?.setNeedsLayout()
  }

  /// Something of `item` the solver reads from outside changed (frame of a translated view,
  /// scroll offset, margins, intrinsic size).
  func markDirty(_ item: EngineItem) {
    markMoved(item)
    guard !item.isDirty else { return }
    item.isDirty = true
    dirtyItems.append(item)
  }

  /// Drops everything; the next `update()` re-adds every installed constraint of the tree.
  func setNeedsRebuild() {
    needsRebuild = true
  }
}
