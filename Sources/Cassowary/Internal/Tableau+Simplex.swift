// The primal and dual simplex on the restricted part (Cassowary paper §3.2, §3.4; kiwi's
// `optimize`, `dualOptimize`, `getEnteringSymbol`, `getLeavingRow`, `getDualEnteringSymbol`).

/// Why the simplex could not go on: both mean an unsatisfiable system or a solver bug, and
/// the caller decides which.
enum SimplexFailure: Error {
  /// No row limits the entering symbol (cannot happen for an objective of error symbols).
  case unbounded
  /// An infeasible row has no symbol that can enter: the required constraints cannot hold.
  case dualInfeasible(Sym)
}

extension Tableau {
  /// Minimises the objective (or the artificial objective) with the primal simplex.
  ///
  /// Entering symbol: the oldest non-dummy with a negative objective coefficient (Bland's
  /// rule, no cycling). Leaving row: the restricted row with the smallest ratio, the oldest on
  /// a tie. The column index gives the candidate rows directly.
  mutating func optimize(artificialPhase: Bool) throws(SimplexFailure) {
    while true {
      let entering = artificialPhase ? enteringSymbol(artificial ?? Row()) : enteringSymbol()
      if entering == 0 { return }
      var best = Double.infinity
      var leaving: Sym = 0
      for r in restrictedUsers(entering) {
        guard isBasic(r) else { continue }
        let coef = rowCoefficient(r, entering)
        if coef < 0 {
          let ratio = -constants[Int(r)] / coef
          if ratio < best || (ratio == best && r < leaving) {
            best = ratio
            leaving = r
          }
        }
      }
      if leaving == 0 {
        // The objective (a weighted error, ≥ 0) cannot fall without bound: a negative cost
        // that no row limits is what rounding left of a cost that is exactly 0 (cells are
        // sums of weights up to 10⁹, so ~1e-7). Read it as 0; anything larger is a bug.
        guard !artificialPhase, isRounding(objective[Int(entering)]) else { throw .unbounded }
        setObjective(entering, 0)
        continue
      }
      pivot(leaving: leaving, entering: entering)
    }
  }

  /// Whether an objective coefficient is within rounding of 0: below 1e-12 of the largest
  /// weight the objective has held (what adding and cancelling weights of that size leaves
  /// behind, about 1e-7 at UIKit's 999 ≈ 1e9, stays after the weight is gone).
  func isRounding(_ coef: Double) -> Bool {
    abs(coef) <= 1e-12 * weightScale
  }

  /// The oldest non-dummy symbol with a negative coefficient in a row-shaped objective.
  func enteringSymbol(_ objective: Row) -> Sym {
    for c in objective.cells where c.coef < 0 && kind(c.sym) != .dummy { return c.sym }
    return 0
  }

  /// The same for the dense objective, from the candidate heap (stale entries dropped).
  /// Only slack and error symbols enter: a dummy is fixed at 0, and a user variable's cost
  /// is 0 in exact arithmetic (no error symbol's row mentions one), so a cell on one is
  /// rounding and is dropped.
  mutating func enteringSymbol() -> Sym {
    while let s = candidates.peek() {
      if objective[Int(s)] < 0 && kind(s).isPivotable && !isBasic(s) { return s }
      if kind(s) == .external && objective[Int(s)] != 0 { setObjective(s, 0) }
      _ = candidates.pop()
      isCandidate[Int(s)] = false
      // A symbol that went negative again while queued is re-queued by `setObjective`.
    }
    return 0
  }

  /// Restores feasibility after constants changed, keeping optimality (dual simplex).
  ///
  /// The lowest-id infeasible row leaves first, so that no list order (the column index's
  /// order changes when a transaction is rolled back) can decide a pivot.
  mutating func dualOptimize() throws(SimplexFailure) {
    guard !infeasible.isEmpty else { return }
    // A heap, not a sort per pivot: a drag that crosses a threshold queues hundreds of rows.
    // Its storage is the tableau's, taken out and given back: a heap made on the infeasible
    // list itself shared its buffer, and the first write copied it (an allocation a call).
    var queue = MinHeap(items: dualQueue)
    dualQueue = []
    defer {
      queue.items.removeAllKeepingStorage()
      dualQueue = queue.items
    }
    queue.items.append(contentsOf: infeasible)
    queue.heapify()
    infeasible.removeAllKeepingStorage()
    while true {
      // Rows the last pivot made infeasible join the queue.
      for r in infeasible { queue.push(r) }
      infeasible.removeAllKeepingStorage()
      guard let leaving = queue.pop() else { return }
      let constant = constants[Int(leaving)]
      guard isBasic(leaving), constant < 0, !nearZero(constant) else { continue }
      // The row read in place, by index (a closure over the tableau here copied it whole).
      let slot = slots[Int(leaving)]
      var best = Double.infinity
      var entering: Sym = 0
      for j in Int(slot.start)..<Int(slot.start + slot.count) {
        let c = pool[j]
        guard c.coef > 0 && kind(c.sym) != .dummy else { continue }
        let ratio = objective[Int(c.sym)] / c.coef
        if ratio < best {
          best = ratio
          entering = c.sym
        }
      }
      if entering == 0 {
        infeasible.removeAll()
        throw .dualInfeasible(leaving)
      }
      pivot(leaving: leaving, entering: entering)
    }
  }

  /// Makes `entering` basic in place of `leaving`.
  mutating func pivot(leaving: Sym, entering: Sym) {
    // In a working row the tableau keeps for its storage (taken out, so uniquely held).
    var row = sparePivot
    sparePivot = Row()
    defer {
      row.emptyCells()
      sparePivot = row
    }
    guard loadRow(leaving, into: &row) else { return }
    counters.pivots += 1
    var part = LazyPart()
    if hasLazy[Int(leaving)] { part.combos = [(leaving, -1 / row.coefficient(entering))] }
    defineLazy(entering, part, clearing: leaving)
    setRow(leaving, nil)
    row.solve(for: entering, from: leaving)
    substituteEverywhere(entering, by: row)
    setRow(entering, row)
  }

  /// Replaces a parametric symbol by its new row in every restricted row, the objective and
  /// the artificial objective. External rows keep mentioning it: they may mention basic
  /// symbols. Restricted rows whose constant goes negative are queued for the dual simplex.
  /// The new row's lazy part must be recorded (`defineLazy`) before.
  mutating func substituteEverywhere(_ s: Sym, by row: Row) {
    // Nothing mentions a fresh subject (a chain's `width == 50 @weak` is solved for one): the
    // counts are exact, so there is nothing to visit (stale list entries are dropped later).
    if restrictedCount[Int(s)] == 0 && objective[Int(s)] == 0 && artificial == nil { return }
    let users = restrictedUsers(s)
    let lazyRow = hasLazy[Int(s)]
    var entries = substituted
    substituted = []
    defer {
      entries.removeAllKeepingStorage()
      substituted = entries
    }
    if !users.isEmpty { touchSubstitution(s, by: row, external: false) }
    for r in users {
      let k = substitute(s, by: row, into: r, clearingColumn: true, touched: true)
      if lazyRow && k != 0 { entries.append((r, k)) }
      if isBasic(r), constants[Int(r)] < 0 { infeasible.append(r) }
    }
    clearUses(s, external: false)
    restrictedCount[Int(s)] = 0
    let k = substituteIntoObjective(s, by: row)
    if lazyRow && k != 0 { entries.append((objectiveKey, k)) }
    if artificial != nil {
      let k = substituteIntoArtificial(s, by: row)
      if lazyRow && k != 0 { entries.append((artificialKey, k)) }
    }
    accumulateLazy(s, into: &entries)
  }

  /// Replaces marker `m` by `row` (its row, which is not stored: its constraint is being
  /// removed) in every row that mentions it, external rows included. `column` is `m`'s
  /// column without the row `row` came from; `fromExternalRow` says that row was external.
  mutating func eliminate(_ m: Sym, by row: Row, column: MarkerColumn, fromExternalRow: Bool) {
    var entries: [(Sym, Double)] = []
    for (r, k) in column.rows where isBasic(r) {
      substitute(m, times: k, by: row, into: r, clearingColumn: true)
      if kind(r).isRestricted, isBasic(r), constants[Int(r)] < 0 { infeasible.append(r) }
      entries.append((r, k))
    }
    dropCancelledCells(of: m, column)
    clearUses(m, external: false)
    clearUses(m, external: true)
    restrictedCount[Int(m)] = 0
    // Solved from an external row, the marker was in no restricted row, so its cost was 0
    // in exact arithmetic: what the objective holds is rounding, and must not bring the
    // row's user variables into the objective.
    if objective[Int(m)] != 0 { setObjective(m, 0) }
    if column.objective != 0 && !fromExternalRow {
      addToObjective(row, times: column.objective)
      entries.append((objectiveKey, column.objective))
    }
    accumulateLazy(m, into: &entries)
    clearLazy(m)
  }
}
