// Removing a constraint's row (Cassowary paper §3.5; kiwi's `removeConstraint`,
// `getMarkerLeavingRow`).

extension Tableau {
  /// Takes a constraint's row out of the tableau. The caller re-optimises afterwards.
  ///
  /// `strengthBelow` weighs an equality's `other` error (its fall below 0); it is `strength`
  /// but for a two-sided equality, so an inequality's one error may take either.
  mutating func removeRow(_ tag: Tag, strength: Strength, strengthBelow: Strength) {
    // The error symbols leave the objective first, before any pivot can mix them in.
    if kind(tag.marker) == .error { removeErrorEffect(tag.marker, strength) }
    if tag.other != 0, kind(tag.other) == .error { removeErrorEffect(tag.other, strengthBelow) }

    let m = tag.marker
    if kind(m) == .dummy { retiredDummies.insert(m) }
    defer { if tag.other != 0 { dropRemains(of: tag.other) } }
    if let row = self.row(m) {
      // External rows may still mention the basic marker; give them its expansion.
      var entries: [(Sym, Double)] = []
      for r in externalUsers(m) {
        let k = substitute(m, by: row, into: r)
        if k != 0 { entries.append((r, k)) }
      }
      accumulateLazy(m, into: &entries)
      setRow(m, nil)
    } else {
      var column = markerColumn(m)
      guard let (leaving, a) = markerLeavingRow(m, column), var row = self.row(leaving) else {
        // The marker is mentioned nowhere: its constraint left no trace.
        return
      }
      // `leaving = constant + … + a·m` solved for m (a may be partly or wholly lazy).
      var part = LazyPart()
      if hasLazy[Int(leaving)] { part.combos = [(leaving, -1 / a)] }
      defineLazy(m, part, clearing: leaving)
      setRow(leaving, nil)
      row.remove(m)
      row.add(leaving, -1)
      row.multiply(-1 / a)
      column.rows.removeAll { $0.0 == leaving }
      eliminate(m, by: row, column: column, fromExternalRow: kind(leaving) == .external)
    }
  }

  /// Drops what rounding left of a removed constraint's other symbol.
  ///
  /// The marker and the other symbol enter every row as a pair (multiples of the
  /// constraint's own row), so once the marker is eliminated the other symbol is in no row:
  /// if it was basic, its row was the only restricted row mentioning the marker and so the
  /// one pivoted out; if parametric, the pair cancelled everywhere. In the objective, whose
  /// cells are sums of weights up to 10⁹, the cancellation leaves rounding (1e-7) above the
  /// zero threshold, and a dead symbol with a negative cost and no row to bound it made the
  /// next optimisation fail as unbounded, leaving the whole objective unoptimised.
  mutating func dropRemains(of s: Sym) {
    guard !isBasic(s) else { return }
    if objective[Int(s)] != 0 { setObjective(s, 0) }
    for r in restrictedUsers(s) + externalUsers(s) {
      guard var row = self.row(r) else { continue }
      row.remove(s)
      setRow(r, row)
    }
  }

  mutating func removeErrorEffect(_ e: Sym, _ strength: Strength) {
    if let row = self.row(e) {
      addToObjective(row, times: -strength.value)
      var entries = [(objectiveKey, -strength.value)]
      accumulateLazy(e, into: &entries)
    } else {
      addToObjective(e, -strength.value)
    }
  }

  /// The row to pivot a parametric marker into before dropping it.
  ///
  /// 1. A basic dummy row that mentions it (only when the marker is a dummy): such rows hold
  ///    redundant required equalities at 0 and must keep mentioning dummies only, or the
  ///    equality they stand for stops being enforced (kiwi's weak spot: removing one of two
  ///    identical equalities drops both).
  /// 2. kiwi's rules: restricted rows with a negative coefficient, smallest ratio; then any
  ///    restricted row, smallest ratio.
  /// 3. The oldest external row that mentions it directly. Restricted rows do not mention the
  ///    marker here, and the oldest such row mentions no other such row, so its coefficient
  ///    is exact and the rows that receive the substitution only gain older symbols.
  mutating func markerLeavingRow(_ m: Sym, _ column: MarkerColumn) -> (Sym, Double)? {
    let restricted = column.rows.filter { kind($0.0).isRestricted }
    if kind(m) == .dummy, let d = restricted.first(where: { kind($0.0) == .dummy }) { return d }
    var first: (Sym, Double)?, second: (Sym, Double)?
    var r1 = Double.infinity, r2 = Double.infinity
    // Ascending rows: a strict comparison keeps the oldest on a tie.
    for (r, coef) in restricted {
      guard isBasic(r) else { continue }
      let constant = constants[Int(r)]
      if coef < 0 {
        let ratio = -constant / coef
        if ratio < r1 { r1 = ratio; first = (r, coef) }
      } else {
        let ratio = constant / coef
        if ratio < r2 { r2 = ratio; second = (r, coef) }
      }
    }
    return first ?? second ?? column.rows.first { kind($0.0) == .external }
  }
}
