// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Cassowary
import Foundation

/// The Auto Layout engine of one view tree: one Cassowary solver, fed incrementally.
///
/// There is one engine per *root*: the window a view is in, or the topmost view of a tree
/// without a window. It lives on that view (`layoutEngineStorage`) and is created when the
/// first constraint of the tree is activated. See `docs/auto-layout.md`.
///
/// Changes are queued and reach the solver at the next layout pass (`update()`, called from
/// `layoutEngineWillLayout()`): activations are added, deactivations removed, a changed
/// `constant` becomes `setConstant` (never remove and re-add), an optional→optional priority
/// change replaces that one constraint. A hierarchy change that moves constrained views in or
/// out of the tree rebuilds the engine from the installed constraints at the next pass.
@MainActor
final class LayoutEngine {
  // Stored properties skip the run-time exclusivity check (`@exclusivity(unchecked)`): layout
  // reads and writes them at every step, and the checks cost more than the arithmetic.
  /// The root view: the engine's coordinate space is its bounds space.
  ///
  /// unowned(unsafe): a tree's engine is held only by its root (`layoutEngineStorage`) and a
  /// fitting engine only while its view is being fitted, so the host outlives the engine; a
  /// checked unowned reference paid two atomic operations on every read, and layout reads it
  /// for every item.
  unowned(unsafe) let host: UIView
  /// For `systemLayoutSizeFitting`: the target size and its priorities; `nil` for a tree's
  /// engine.
  let fittingTarget: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)?
  let solver = Solver()
  /// This engine's identity for its items (see `EngineToken`).
  let token = EngineToken()

  // The bookkeeping below is internal, not private, because the records and rebuild code
  // lives in LayoutEngine+Records.swift and LayoutEngine+Rebuild.swift; nothing outside
  // Engine/ writes it.

  /// Item of each view or guide, in a fitting engine (lookup only; a tree's engine finds
  /// them through the views' and guides' own pointers).
  @exclusivity(unchecked) var items: [ObjectIdentifier: EngineItem] = [:]
  /// Items in creation order (decisions never iterate the dictionary).
  @exclusivity(unchecked) var itemOrder: [EngineItem] = []
  // A variable's `userData` is its item's place in `itemOrder` plus one, and an installed
  // solver constraint's is its record's slot in `installedRecords` plus one: a changed
  // variable or a conflict leads back to the engine's object without hashing (dictionaries
  // keyed by object identity were a fifth of the cost of adding a constraint).
  /// The records in the solver (or broken), by slot; `nil` slots are free.
  @exclusivity(unchecked) var installedRecords: [EngineConstraint?] = []
  /// Free slots of `installedRecords`.
  @exclusivity(unchecked) var freeRecordSlots: [Int] = []
  /// A fitting engine's user constraint → its record, once synced (a tree's engine keeps the
  /// record on the constraint: see `userRecord(of:)`).
  @exclusivity(unchecked) var fittingUserRecords: [ObjectIdentifier: EngineConstraint] = [:]
  /// What this engine's user constraints hold with their record (see `userRecord(of:)`).
  @exclusivity(unchecked) var recordGeneration = LayoutEngine.nextRecordGeneration()

  /// Activations waiting for the next pass, in activation order.
  @exclusivity(unchecked) var pendingAdds: [NSLayoutConstraint] = []
  /// A fitting engine's constraints (they keep `installedEngine` pointing at their tree's).
  @exclusivity(unchecked) var pendingFitting: [NSLayoutConstraint] = []
  /// Deactivated records and records whose constant or priority changed, waiting.
  @exclusivity(unchecked) var pendingRemoves: [EngineConstraint] = []
  @exclusivity(unchecked) var pendingRefresh: [EngineConstraint] = []
  /// Items whose outside state changed, in the order they were marked.
  @exclusivity(unchecked) var dirtyItems: [EngineItem] = []
  /// Required constraints left out because they conflicted, in the order they were broken.
  @exclusivity(unchecked) var broken: [EngineConstraint] = []
  /// Items of built-in guides (margins, safe area, readable content), refreshed every pass.
  @exclusivity(unchecked) var builtinGuideItems: [EngineItem] = []
  /// Items of labels, whose height may depend on their solved width (see
  /// `settleWrappingLabels()`).
  @exclusivity(unchecked) var labelItems: [EngineItem] = []
  @exclusivity(unchecked) var needsRebuild = false
  /// The solver's `eliminationLogSize` when it was last fresh (read at the first update
  /// after a rebuild): the bound on its growth is measured from there, so that a layout
  /// whose own build makes a long log never rebuilds for it.
  var eliminationLogBaseline: Int?
  /// Constant changes waiting to reach the solver together (see `batchingConstants(_:)`).
  @exclusivity(unchecked) var pendingConstants: [(record: EngineConstraint, constant: Double)] = []
  /// The solver's side of a batch, kept with its storage between batches.
  @exclusivity(unchecked) var solverConstantChanges: [(constraint: Cassowary.Constraint, constant: Double)] =
    []
  @exclusivity(unchecked) var isBatchingConstants = false
  /// Set while `update()` runs (see there).
  @exclusivity(unchecked) var isUpdating = false
  /// Set while the root's size pins hold a fit's values instead of its bounds (see
  /// `keepFittedSolution`); the next update but a fit's sets them from its bounds.
  @exclusivity(unchecked) var hostPinsHoldFit = false
  /// The fitting pins a fit of a view never laid out left in place of the root's own size
  /// pins (see `keepFittedSolution`).
  @exclusivity(unchecked) var heldFitPins: [SwappedPin] = []
  /// The answers of recent fits (see LayoutEngine+FitCache.swift).
  @exclusivity(unchecked) var fitCache = FitCache()
  /// Each wrapping label's settled widths, by its place in `labelItems` (see
  /// LayoutEngine+WrapPrediction.swift).
  @exclusivity(unchecked) var wrapSamples: [WrapSamples] = []
  /// Whether a pass that only resizes the root predicts the wrapping labels' widths (off in
  /// tests that compare with the passes it replaces).
  @exclusivity(unchecked) var predictsWrappingWidths = true
  /// Counts updates: what a guide's `GuideState.readStamp` is compared with.
  @exclusivity(unchecked) var updateStamp = 0
  /// Bumped by each run that marks moved items (see `EngineItem.markStamp`).
  @exclusivity(unchecked) var markStamp = 0
  /// Whether solved changes mark views as needing layout (off while fitting: see
  /// LayoutEngine+Fitting.swift).
  @exclusivity(unchecked) var marksLayout = true
  /// `ambiguities(of:)`'s scan, by item, for one solver revision.
  @exclusivity(unchecked) var ambiguityCache: (revision: Int, byItem: [ObjectIdentifier: [Ambiguity]]) = (-1, [:])
  /// Every conflict this engine met, oldest first.
  @exclusivity(unchecked) var reports: [UnsatisfiableConstraintsReport] = []
  @exclusivity(unchecked) var hostItem: EngineItem!

  init(
    host: UIView,
    fittingTarget: (size: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)? = nil
  ) {
    self.host = host
    self.fittingTarget = fittingTarget
    token.engine = self
    makeHostItem()
  }

  deinit {
    // Constraints that still name this engine read nil from now on (see `EngineToken`).
    token.engine = nil
  }

  /// Set while the engine writes frames into views, so geometry hooks can tell its writes
  /// from the program's.
  static var applyDepth = 0

  // MARK: - The pass

  /// Brings the solver up to date and marks the views whose frames changed as needing
  /// layout (their superviews, which apply them in `layoutSubviews()`). A fit passes
  /// `settlingLabels: false`: it measures the wrapping labels itself, at the fitted width;
  /// and `forFit: true`: a root's size pins still at a previous fit's values stay there (the
  /// fit sets them to its own target next, without passing through the root's bounds).
  func update(settlingLabels: Bool = true, forFit: Bool = false) {
    // Re-entrancy: refreshing a content size runs the program's `intrinsicContentSize`,
    // which may lay out (`layoutIfNeeded()`) and so ask for an update while this one is
    // half done. The nested request returns at once; this update finishes the work (it
    // loops until nothing is dirty), where re-processing the same dirty item recursed until
    // the stack overflowed.
    guard !isUpdating else { return }
    isUpdating = true
    updateStamp &+= 1
    defer { isUpdating = false }
    if needsRebuild { rebuild() }
    if !(forFit && hostPinsHoldFit) {
      restoreHeldFitPins()
      if settlingLabels && !forFit && predictWrappingWidths() {
        // The root's pin and the labels measured at their predicted widths reach the solver
        // together: one dual simplex (LayoutEngine+WrapPrediction.swift).
        batchingConstants {
          refreshHostPins()
          processDirtyItems()
        }
      } else {
        refreshHostPins()
      }
      hostPinsHoldFit = false
    }
    // 1. Removals first, so a replacement added in the same pass doesn't conflict with the
    //    constraint it replaces.
    let removals = pendingRemoves
    pendingRemoves = []
    for record in removals { uninstallUser(record) }
    // 2. New user constraints: their items (and pins) exist before the constraints go in.
    let adds = pendingAdds
    pendingAdds = []
    var newRecords: [EngineConstraint] = []
    newRecords.reserveCapacity(adds.count)
    // The items the constraints name get four numbered variables each: room for about one
    // variable a constraint (a screen of views has two constraints or more a view), so a
    // first pass grows the table once at most.
    if adds.count >= 16 { solver.reserveNumberedVariables(adds.count) }
    let fitting = pendingFitting
    pendingFitting = []
    // The two lists in turn: `adds + fitting` copied every pending constraint (a retain each).
    // The locals hold the constraints: each is used without a retain.
    for list in [adds, fitting] {
      list.forEachUnretained { constraint in
        guard (constraint.isHeld(byEngineOf: token) || fittingTarget != nil) && constraint.isActive,
          !hasUserRecord(constraint)
        else { return }
        newRecords.append(makeUserRecord(constraint))
      }
    }
    // A tree's first pass adds everything at once: the solver's tables grow once, not by
    // doubling (the dirty items bring their pins and content-size records).
    let expectedRecords = newRecords.count + 2 * dirtyItems.count
    if expectedRecords >= 16 {
      solver.reserveCapacity(forConstraints: expectedRecords)
      // The records' slots too (grown by doubling, a first pass reallocated them eight times).
      let slots = installedRecords.count + expectedRecords
      if installedRecords.capacity < slots {
        installedRecords.reserveCapacity(max(slots, 2 * installedRecords.capacity))
      }
    }
    // 3. Items whose outside state changed: pins, content size, dependent constants.
    processDirtyItems()
    for item in builtinGuideItems { refreshGuidePins(item, skippingFresh: true) }
    // 4. Changed constants and priorities.
    let refreshes = pendingRefresh
    pendingRefresh = []
    for record in refreshes where record.userConstraint.map({ userRecord(of: $0) === record }) ?? false {
      refresh(record)
    }
    newRecords.forEachUnretained { install($0) }
    if !removals.isEmpty && !broken.isEmpty { retryBroken() }
    let changed = solver.updateVariables()
    markChanged(changed)
    // Safe-area and margin guides read frames; one more round settles them.
    if !builtinGuideItems.isEmpty {
      for item in builtinGuideItems { refreshGuidePins(item) }
      markChanged(solver.updateVariables())
    }
    if settlingLabels {
      let rounds = settleWrappingLabels()
      if !forFit { recordWrapSamples(settledIn: rounds) }
    }
    rebuildIfSymbolsOutgrowLayout()
  }

  /// Records that `item`'s solved rect may have changed: its superview applies its frame at
  /// its next layout even when it applies only moved subviews.
  func markMoved(_ item: EngineItem) {
    guard !item.isMoved, item.view != nil, let parent = item.parent else { return }
    noteMoved(item, in: parent)
  }

  /// Puts `item` in its parent's moved list, once.
  private func noteMoved(_ item: EngineItem, in parent: EngineItem) {
    guard !item.isMoved else { return }
    item.isMoved = true
    parent.movedChildren.append(EngineItem.MovedItem(item: item))
  }

  /// Set while the engine asks superviews of moved items for layout (those requests apply
  /// only the moved subviews; any other request applies them all).
  static var isMarkingMoves = false

  func markChanged(_ variables: ChangedVariables, unlessBackTo before: SolvedValues = SolvedValues()) {
    guard fittingTarget == nil, marksLayout else { return }
    Self.isMarkingMoves = true
    defer { Self.isMarkingMoves = false }
    markStamp &+= 1
    // By tag: a variable's `userData` is its item's place in `itemOrder` plus one, and an
    // item's variables usually change together, so the solver skips the repeats before any
    // item is loaded (handing out each variable and reading its tag cost more than the rest).
    variables.forEachUserData { tag in
      guard tag > 0, tag <= itemOrder.count else { return }
      let item = itemOrder[tag - 1]
      // A fit passes `before`: an item it left where it was needs no layout.
      if !before.rects.isEmpty, before.isSame(tag - 1, item.solvedRect) { return }
      markSolvedRectChanged(item)
    }
  }

  /// Asks for the layout that applies `item`'s new solved rect: its superview's (which
  /// applies only its moved subviews), or its guide's owner's.
  /// Callers bump `markStamp` before a run of these.
  func markSolvedRectChanged(_ item: EngineItem) {
    // The root's frame is its superview's business, not the engine's.
    guard item !== hostItem else { return }
    if item.isViewItem {
      // Through the parent item, whose view is the superview (ancestors of items are items):
      // loading the item's own view and then its superview cost two retains a moved item.
      guard let parent = item.parent else { return }
      noteMoved(item, in: parent)
      // The superview is asked once a run, however many of its subviews moved, and not at
      // all when it is already due for layout.
      guard parent.markStamp != markStamp else { return }
      parent.markStamp = markStamp
      if let superview = parent.view, !superview.layer.needsLayoutFlag { superview.setNeedsLayout() }
    } else if let owner = item.guide?.owningView {
      owner.setNeedsLayout()
    }
  }

  func processDirtyItems() {
    batchingConstants { processDirtyItemsNow() }
  }

  private func processDirtyItemsNow() {
    var index = 0
    // Refreshing may create items (a guide's owner) and dirty more; loop until done.
    while index < dirtyItems.count {
      let item = dirtyItems[index]
      index += 1
      item.isDirty = false
      if item !== hostItem, item.view != nil { refreshViewPins(item) }
      if item.guide != nil { refreshGuidePins(item) }
      refreshContentSize(item)
      if !item.dependents.isEmpty {
        let origin = item.view?.bounds.origin
        if item.baselineDependents > 0 || origin != item.dependentsOrigin {
          item.dependentsOrigin = origin
          for record in item.dependents { refresh(record) }
        }
      }
    }
    // Emptied with its storage kept: a re-layout marks a few items again, and growing the
    // list from nothing cost an allocation every pass. (A first pass of thousands of items
    // lets its storage go.)
    if dirtyItems.count <= 256 { dirtyItems.removeAllKeepingStorage() } else { dirtyItems = [] }
  }

  /// Every constraint installed on `root` or below, preorder, each view's in order.
  static func installedConstraints(under root: UIView) -> [NSLayoutConstraint] {
    var result: [NSLayoutConstraint] = []
    var stack = [root]
    while let view = stack.popLast() {
      result.append(contentsOf: view.autoLayout.constraintStorage)
      stack.append(contentsOf: view.subviewStorage.reversed())
    }
    return result
  }

  /// Forgets every item's back-pointer (the engine is being dropped).
  func discard() {
    forgetUserRecords()
    for item in itemOrder {
      if let view = item.view, view.engineItemStorage === item { view.engineItemStorage = nil }
      if let guide = item.guide, guide.engineItemStorage === item { guide.engineItemStorage = nil }
      item.pins = []
      item.contentSize = []
      item.dependents = []
    }
  }

  /// The item owning a solver variable.
  func owner(of variable: Variable) -> EngineItem? {
    let index = variable.userData - 1
    guard index >= 0, index < itemOrder.count else { return nil }
    let item = itemOrder[index]
    return item.number(of: variable) != nil ? item : nil
  }

  /// The solver's ambiguous variables that belong to `item`. The solver is scanned once per
  /// solution (its revision), not once per view: asking every view of a tree (as `check`
  /// does) used to rescan it per view.
  func ambiguities(of item: EngineItem) -> [Ambiguity] {
    if ambiguityCache.revision != solver.revision {
      var byItem: [ObjectIdentifier: [Ambiguity]] = [:]
      for ambiguity in solver.ambiguousVariables() {
        guard let owner = owner(of: ambiguity.variable) else { continue }
        byItem[ObjectIdentifier(owner), default: []].append(ambiguity)
      }
      ambiguityCache = (solver.revision, byItem)
    }
    return ambiguityCache.byItem[ObjectIdentifier(item)] ?? []
  }
}
