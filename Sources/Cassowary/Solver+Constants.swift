// Cassowary: the incremental simplex solver behind UIKitLayout's Auto Layout engine.

extension Solver {
  /// Gives several constraints new constants and restores optimality once, where
  /// `setConstant(_:of:)` per constraint runs the dual simplex after each.
  ///
  /// All or nothing: when the new constants together make the required constraints
  /// unsatisfiable, nothing changes and the result is `false` (set them one by one to find
  /// which one conflicts). A constraint not in the solver takes its constant at once, as
  /// with `setConstant`. A constraint may appear more than once: the last value wins.
  ///
  /// - Returns: whether the constants were applied.
  public func trySetConstants(_ changes: [(constraint: Constraint, constant: Double)]) -> Bool {
    for change in changes where !change.constant.isFinite { return false }
    if changes.isEmpty { return true }
    let mark = beginTransaction()
    let wasPending = needsOptimize
    // The constants as they were, for a rollback (the tableau's own are journaled).
    var previous: [Double] = []
    previous.reserveCapacity(changes.count)
    func undo() {
      rollback(mark, added: [])
      needsOptimize = wasPending
      for (change, constant) in zip(changes, previous).reversed() {
        change.constraint.expression.constant = constant
      }
    }
    do {
      try ensureOptimal()
    } catch {
      undo()
      return false
    }
    var ok = true
    for change in changes {
      let constraint = change.constraint
      previous.append(constraint.expression.constant)
      let delta = change.constant - constraint.expression.constant
      constraint.expression.constant = change.constant
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
