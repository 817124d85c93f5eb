// Cassowary: the incremental simplex solver behind UIKitLayout's Auto Layout engine.

extension Solver {
  /// Gives several constraints new constants and restores optimality once, where
  /// `setConstant(_:of:)` per constraint runs the dual simplex after each.
  ///
  /// All or nothing: when the new constants together make the required constraints
  /// unsatisfiable (or one is not finite), nothing changes and the result is `false` (set
  /// them one by one to find which one conflicts). A constraint not in the solver takes its constant at once, as
  /// with `setConstant`. A constraint may appear more than once: the last value wins.
  ///
  /// - Returns: whether the constants were applied.
  public func trySetConstants(_ changes: [(constraint: Constraint, constant: Double)]) -> Bool {
    for change in changes where !change.constant.isFinite { return false }
    return (try? applyConstants(changes)) ?? false
  }

  /// Shifts the constants (finite) and restores optimality in one transaction, the work of
  /// `setConstant` and `trySetConstants`. When the required constraints cannot hold, the
  /// transaction is rolled back and the result is `false`; a failure of the optimisation
  /// that was pending (a bug) is thrown, also after the rollback.
  ///
  /// Generic so that `setConstant` passes its one change without an array (it allocates
  /// nothing, as before it shared this code).
  func applyConstants<Changes: RandomAccessCollection>(_ changes: Changes) throws(SolverError) -> Bool
  where Changes.Element == (constraint: Constraint, constant: Double), Changes.Index == Int {
    // Nothing in the tableau moves (constraints not in the solver, or unchanged constants):
    // no transaction, and no new revision.
    guard changes.contains(where: { $0.constant != $0.constraint.storedConstant && records[$0.constraint] != nil })
    else {
      for change in changes { change.constraint.storedConstant = change.constant }
      return true
    }
    // Optimise inside the transaction: a failed change must not leave even the deferred
    // optimisation behind, or later floating-point results would differ from a solver that
    // never saw the failed call.
    let mark = beginTransaction()
    let wasPending = needsOptimize
    // The constants as they were, for a rollback (the tableau's own are journaled): the
    // first change's in a local, so that one change allocates nothing.
    var firstPrevious = 0.0
    // The solver's list, taken out and given back emptied (an allocation per batch otherwise).
    var laterPrevious = previousConstants
    previousConstants = []
    defer {
      laterPrevious.removeAll(keepingCapacity: true)
      previousConstants = laterPrevious
    }
    if changes.count > 1 { laterPrevious.reserveCapacity(changes.count - 1) }
    var applied = 0
    func undo() {
      rollback(mark, added: [])
      needsOptimize = wasPending
      for i in stride(from: applied - 1, through: 0, by: -1) {
        let change = changes[changes.startIndex + i]
        change.constraint.storedConstant = i == 0 ? firstPrevious : laterPrevious[i - 1]
      }
    }
    do {
      try ensureOptimal()
    } catch {
      undo()
      throw error
    }
    var ok = true
    for change in changes {
      let constraint = change.constraint
      let old = constraint.storedConstant
      if applied == 0 { firstPrevious = old } else { laterPrevious.append(old) }
      applied += 1
      constraint.storedConstant = change.constant
      let delta = change.constant - old
      guard delta != 0, let record = records[constraint] else { continue }
      if !tableau.shiftConstant(record.tag, by: delta) {
        ok = false
        break
      }
    }
    if ok {
      do { try tableau.dualOptimize() } catch { ok = false }
    }
    guard ok else {
      undo()
      return false
    }
    tableau.commit()
    revision &+= 1
    return true
  }
}
