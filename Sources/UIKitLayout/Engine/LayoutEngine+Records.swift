// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Cassowary
import Foundation

// Putting records into the solver and taking them out: conflicts break the record being added
// (see UnsatisfiableRecovery.swift for the report), refreshes become `setConstant` when only
// the constant moved. User constraints also count references on the items they name.

extension LayoutEngine {
  // MARK: - Records in the solver

  /// Adds a record; a conflict is logged and the record left out (broken).
  func install(_ record: EngineConstraint) {
    flushConstants()
    if record.slot < 0 {
      if let slot = freeRecordSlots.popLast() {
        record.slot = slot
        installedRecords[slot] = record
      } else {
        record.slot = installedRecords.count
        installedRecords.append(record)
      }
    }
    do {
      try solver.addConstraint(record)
      record.isInSolver = true
    } catch {
      record.isInSolver = false
      if case .unsatisfiableConstraint(_, let conflicts) = error {
        recordConflict(breaking: record, conflicts: conflicts)
      }
    }
  }

  /// Takes a record out of the solver (or out of the broken list).
  func uninstall(_ record: EngineConstraint) {
    flushConstants()
    if record.isInSolver {
      try? solver.removeConstraint(record)
      record.isInSolver = false
    } else if let index = broken.firstIndex(where: { $0 === record }) {
      broken.remove(at: index)
    }
    if record.slot >= 0, record.slot < installedRecords.count, installedRecords[record.slot] === record {
      installedRecords[record.slot] = nil
      freeRecordSlots.append(record.slot)
    }
    record.slot = -1
  }

  /// Rebuilds a record's expression: `setConstant` when only the constant moved; when the
  /// terms or the strength changed (a user constraint's priority), the record is taken out,
  /// reshaped and added back.
  func refresh(_ record: EngineConstraint) {
    let current = record.hasCurrentStrengths
    if current, let constant = fixedTermsConstant(of: record) {
      setConstant(constant, of: record)
      return
    }
    let expression = self.expression(for: record)
    if current && record.hasSameTerms(as: expression) {
      setConstant(expression.constant, of: record)
      return
    }
    // A two-sided record keeps its weight below 0; a one-sided one gets none (its old
    // strength would make a user's equality two-sided).
    let below = record.strengthBelow == record.strength ? nil : record.strengthBelow
    reshape(record, expression, strength: record.wantedStrength, below: below)
  }

  /// `refresh(_:)` giving the record new strengths (`below`: a two-sided equality's weight
  /// below 0): a content-size record's new priorities.
  func refresh(_ record: EngineConstraint, strength: Strength, below: Strength? = nil) {
    guard record.strength != strength || record.strengthBelow != (below ?? strength) else {
      refresh(record)
      return
    }
    reshape(record, expression(for: record), strength: strength, below: below)
  }

  /// Takes the record out, gives it `expression` and the strengths, and puts it back.
  private func reshape(
    _ record: EngineConstraint, _ expression: consuming EngineExpression, strength: Strength, below: Strength?
  ) {
    let wasInSolver = record.isInSolver || broken.contains { $0 === record }
    uninstall(record)
    // Out of the solver now, so the reshape cannot fail.
    try? record.reshape(expression, strength: strength, strengthBelow: below)
    if wasInSolver { install(record) }
  }

  /// The constant of a record whose terms never change, read without building its
  /// expression; `nil` for the others. A content-size record's term is its item's dimension
  /// and a root pin's the root's variable: only their constants (an intrinsic length, the
  /// root's size) can move, and building an expression to find that out cost an allocation
  /// per record per measurement or re-layout.
  private func fixedTermsConstant(of record: EngineConstraint) -> Double? {
    switch record.builder {
    case .contentSize:
      guard let item = record.item, let axis = record.contentSizeAxis else { return nil }
      return -item.contentSizeKey.length(axis)
    case .rootPin(let index): return rootPinConstant(index)
    default: return nil
    }
  }

  /// Gives a record's solver constraint a new constant; one that now conflicts is left out,
  /// as an add would leave it. While the engine batches constants (see
  /// `batchingConstants(_:)`), a record in the solver waits for the batch.
  func setConstant(_ constant: Double, of record: EngineConstraint) {
    if isBatchingConstants && record.isInSolver {
      // The constant the solver holds, with no other change waiting: nothing to hand over (a
      // resize refreshes the root's four pins and moves one or two).
      if constant == record.constant && !record.hasPendingConstant { return }
      record.hasPendingConstant = true
      pendingConstants.append((record, constant))
      return
    }
    setConstantNow(constant, of: record)
  }

  /// Runs `body` with constant changes batched: the solver takes them together at the end
  /// (or before any other change), and restores optimality once where one dual simplex per
  /// change moved the same rows back and forth (a label's hugging and compression
  /// resistance change together).
  func batchingConstants(_ body: () -> Void) {
    let outer = isBatchingConstants
    isBatchingConstants = true
    body()
    isBatchingConstants = outer
    if !outer { flushConstants() }
  }

  /// Hands the batched constant changes to the solver; when together they conflict, they go
  /// one at a time, so that the one that conflicts is broken as it would have been alone.
  func flushConstants() {
    guard !pendingConstants.isEmpty else { return }
    // Taken out by a swap (no reference count), and given back emptied, with its storage,
    // for the next batch: grown from empty again, it cost three allocations a re-layout of
    // the feed cell.
    var changes: [(record: EngineConstraint, constant: Double)] = []
    swap(&changes, &pendingConstants)
    defer {
      changes.removeAllKeepingStorage()
      if pendingConstants.isEmpty { swap(&changes, &pendingConstants) }
    }
    // The solver's list is kept between batches too (an allocation a pass otherwise).
    var solverChanges: [(constraint: Cassowary.Constraint, constant: Double)] = []
    swap(&solverChanges, &solverConstantChanges)
    defer {
      solverChanges.removeAllKeepingStorage()
      swap(&solverChanges, &solverConstantChanges)
    }
    for (record, constant) in changes {
      record.hasPendingConstant = false
      solverChanges.append((record, constant))
    }
    if solver.trySetConstants(solverChanges) { return }
    for (record, constant) in changes { setConstantNow(constant, of: record) }
  }

  private func setConstantNow(_ constant: Double, of record: EngineConstraint) {
    guard constant != record.constant else { return }
    guard record.isInSolver else {
      try? solver.setConstant(constant, of: record)
      return
    }
    do {
      try solver.setConstant(constant, of: record)
    } catch {
      uninstall(record)
      if case .unsatisfiableConstraint(_, let conflicts) = error {
        recordConflict(breaking: record, conflicts: conflicts)
      }
    }
  }

  func retryBroken() {
    let candidates = broken
    broken = []
    for record in candidates {
      do {
        try solver.addConstraint(record)
        record.isInSolver = true
      } catch {
        broken.append(record)
      }
    }
  }

  func recordConflict(breaking record: EngineConstraint, conflicts: [Cassowary.Constraint]) {
    broken.append(record)
    var members: [EngineConstraint] = []
    for conflict in conflicts {
      let slot = conflict.userData - 1
      guard slot >= 0, slot < installedRecords.count, let member = installedRecords[slot],
        member === conflict
      else { continue }
      members.append(member)
    }
    let report = UnsatisfiableConstraintsReport(conflicting: members + [record], broken: record)
    reports.append(report)
    if fittingTarget == nil {
      LayoutEnvironment.log(.layoutConstraints, report.text)
    }
  }

  // MARK: - User constraints

  func makeUserRecord(_ constraint: NSLayoutConstraint) -> EngineConstraint {
    // The items are resolved once here and kept in the record: resolving them again for the
    // reference counts and the dependents (and once more on removal) cost more than the add.
    let loaded = ConstraintItems(constraint)
    // The items are not retained (their engine holds them): looked up through the views'
    // pointers and used borrowed.
    return withGuaranteed(
      resolvedItem(loaded.first, isView: loaded.firstIsView),
      resolvedItem(loaded.second, isView: loaded.secondIsView)
    ) { makeUserRecord(constraint, loaded, first: $0, second: $1) }
  }

  /// `makeUserRecord(_:)` once the items are resolved.
  private func makeUserRecord(
    _ constraint: NSLayoutConstraint, _ loaded: ConstraintItems, first: EngineItem?,
    second: EngineItem?
  ) -> EngineConstraint {
    let record = translate(constraint, items: loaded, resolved: (first, second))
    setUserRecord(record, of: constraint)
    let secondIsFirst = second === first
    var named = EngineConstraint.NamedItems(first: first, second: secondIsFirst ? nil : second)
    // Each item in turn, not through an array of the two (an allocation per constraint), and
    // from the locals (a load from the record's unowned fields is a retain). The optionals
    // are handed on and unwrapped in the callee: `if let first` here copied the item, a
    // retain and a release each time.
    countReference(toItem: first)
    if !secondIsFirst { countReference(toItem: second) }
    // Items whose outside state the expression reads: a superview the constraint is inside
    // (its scroll offset), a view whose baseline it names.
    let baselines = Self.namesBaseline(constraint) ? 1 : 0
    if addDependent(
      record, constraint.firstAttribute, inside: loaded.firstIsInside, ofItem: first, baselines: baselines)
    {
      named.firstDependency = first
    }
    if addDependent(
      record, constraint.secondAttribute, inside: loaded.secondIsInside, ofItem: second, baselines: baselines)
    {
      named.secondDependency = second
    }
    record.namedItems = named
    return record
  }

  /// The item of a constraint's side, made if needed (`object` loaded by `ConstraintItems`),
  /// not retained.
  private func resolvedItem(_ object: Unmanaged<AnyObject>?, isView: Bool) -> Unmanaged<EngineItem>? {
    guard let object else { return nil }
    return object.withGuaranteed { unretainedItem(for: $0, isView: isView) }
  }

  /// `countReference(to:)` of a side's item, if the side has one (unwrapped here, borrowed:
  /// see `makeUserRecord`).
  private func countReference(toItem item: EngineItem?) {
    if item != nil { countReference(to: item.unsafelyUnwrapped) }
  }

  /// `addDependent(_:_:inside:of:baselines:)` of a side's item, if the side has one.
  private func addDependent(
    _ record: EngineConstraint, _ attribute: NSLayoutConstraint.Attribute, inside: Bool,
    ofItem item: EngineItem?, baselines: Int
  ) -> Bool {
    item != nil
      && addDependent(record, attribute, inside: inside, of: item.unsafelyUnwrapped, baselines: baselines)
  }

  /// Lists `record` among the dependents of `item` when its expression reads the item's
  /// outside state (`attribute` a baseline, or `inside`: the item is the superview the
  /// constraint is inside); whether it did. A method, not a local function: one that
  /// captured the loaded items copied their references at every call.
  private func addDependent(
    _ record: EngineConstraint, _ attribute: NSLayoutConstraint.Attribute, inside: Bool,
    of item: EngineItem, baselines: Int
  ) -> Bool {
    // A view's item (its view is alive: the constraint's item is in hand), told without
    // loading the view.
    guard inside || attribute == .firstBaseline || attribute == .lastBaseline, item.isViewItem
    else { return false }
    // The expression was just built from the current scroll offset: an item whose
    // dependents were never refreshed records it, so its next refresh is skipped unless the
    // offset moves (the first pass rebuilt every constraint to a superview for nothing).
    if item.dependents.isEmpty, item.dependentsOrigin == nil {
      item.dependentsOrigin = item.view?.bounds.origin
    }
    // Room for several at the first: a container's dependents are its subviews' edge
    // constraints to it, a handful or more, and grown from one slot the list reallocated
    // at the second, third and fifth.
    if item.dependents.capacity == 0 { item.dependents.reserveCapacity(8) }
    item.dependents.append(record)
    item.baselineDependents += baselines
    return true
  }

  func uninstallUser(_ record: EngineConstraint) {
    uninstall(record)
    guard let constraint = record.userConstraint, let named = record.namedItems else { return }
    if let item = named.first { countReference(to: item, by: -1) }
    if let item = named.second { countReference(to: item, by: -1) }
    let baselines = Self.namesBaseline(constraint) ? 1 : 0
    // Each in turn, not through an array of the two (an allocation per removal).
    if let item = named.firstDependency { removeDependent(record, of: item, baselines: baselines) }
    if let item = named.secondDependency { removeDependent(record, of: item, baselines: baselines) }
  }

  private func removeDependent(_ record: EngineConstraint, of item: EngineItem, baselines: Int) {
    item.dependents.removeAll { $0 === record }
    item.baselineDependents -= baselines
  }

  /// Counts a user constraint naming `item` (`delta` 1) or no longer (-1): an item's first
  /// and last references change its pins (see `refreshViewPins`).
  private func countReference(to item: EngineItem, by delta: Int = 1) {
    item.referenceCount += delta
    if item.referenceCount == (delta > 0 ? 1 : 0) { markDirty(item) }
  }

  /// Whether either side of `constraint` is a baseline.
  ///
  /// (Hot paths here avoid closures: a main-actor closure handed to a generic algorithm
  /// checks at run time that it runs on the main actor, every call.)
  static func namesBaseline(_ constraint: NSLayoutConstraint) -> Bool {
    let first = constraint.firstAttribute, second = constraint.secondAttribute
    return first == .firstBaseline || first == .lastBaseline || second == .firstBaseline
      || second == .lastBaseline
  }
}
