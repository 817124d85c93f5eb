// Removing a constraint's row (Cassowary paper §3.5; kiwi's `removeConstraint`,
// `getMarkerLeavingRow`).

extension Tableau {
  /// Takes a constraint's row out of the tableau. The caller re-optimises afterwards.
  mutating func removeRow(_ tag: Tag, strength: Strength) {
    // The error symbols leave the objective first, before any pivot can mix them in.
    if kind(tag.marker) == .error { removeErrorEffect(tag.marker, strength) }
    if tag.other != 0, kind(tag.other) == .error { removeErrorEffect(tag.other, strength) }

    let m = tag.marker
    if let row = rows[Int(m)] {
      setRow(m, nil)
      // External rows may still mention the basic marker; give them its expansion.
      for r in externalUsers(m) { substitute(m, by: row, into: r) }
    } else if let leaving = markerLeavingRow(m), var row = rows[Int(leaving)] {
      setRow(leaving, nil)
      row.solve(for: m, from: leaving)
      eliminate(m, by: row)
    }
    // Otherwise the marker is mentioned nowhere: its constraint left no trace.
  }

  mutating func removeErrorEffect(_ e: Sym, _ strength: Strength) {
    if let row = rows[Int(e)] {
      addToObjective(row, times: -strength.value)
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
  mutating func markerLeavingRow(_ m: Sym) -> Sym? {
    let uses = restrictedUsers(m)
    if kind(m) == .dummy, let d = uses.filter({ kind($0) == .dummy }).min() { return d }
    var first: Sym = 0, second: Sym = 0
    var r1 = Double.infinity, r2 = Double.infinity
    for r in uses {
      guard let row = rows[Int(r)] else { continue }
      let coef = row.coefficient(m)
      if coef < 0 {
        let ratio = -row.constant / coef
        if ratio < r1 || (ratio == r1 && r < first) { r1 = ratio; first = r }
      } else {
        let ratio = row.constant / coef
        if ratio < r2 || (ratio == r2 && r < second) { r2 = ratio; second = r }
      }
    }
    if first != 0 { return first }
    if second != 0 { return second }
    return externalUsers(m).min()
  }
}
