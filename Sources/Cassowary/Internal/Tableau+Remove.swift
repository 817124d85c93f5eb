// Removing a constraint's row and changing a constraint's constant in place
// (Cassowary paper §3.5; kiwi's `removeConstraint`, `getMarkerLeavingRow`, `suggestValue`).

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

  /// Changes the constant of a constraint's expression by `delta` in place.
  ///
  /// In the constraint's own row, a constant `K + Δ` is the same as the marker `m` (with
  /// coefficient `μ`) replaced by `m + Δ/μ`; every row of the tableau is a combination of the
  /// original rows and `m` is unique to this one, so that substitution moves only constants:
  /// the basic marker's (or the other symbol's) row, or every row mentioning the marker.
  /// This is how kiwi's `suggestValue` moves edit variables; here it serves any constraint.
  ///
  /// - Returns: false when a required equality stopped holding (a basic dummy left 0);
  ///   restricted rows that went negative are queued for `dualOptimize()`.
  mutating func shiftConstant(_ tag: Tag, by delta: Double) -> Bool {
    let m = tag.marker
    // Substitute through whichever of the two symbols is basic: its own row moves, and the
    // external rows that mention it directly (they read its value, not its expansion) see
    // the replacement `m + Δ/μ` as a constant.
    if isBasic(m) {
      let step = delta / tag.markerCoef
      return shiftColumn(of: m, by: step, ownRow: -step)
    }
    if tag.other != 0, isBasic(tag.other) {
      let step = delta / tag.otherCoef
      return shiftColumn(of: tag.other, by: step, ownRow: -step)
    }
    return shiftColumn(of: m, by: delta / tag.markerCoef, ownRow: nil)
  }

  /// Adds `coef·step` to the constant of every row that mentions `s` (restricted rows when
  /// `s` is parametric, external rows always), and `ownRow` to `s`'s own row.
  ///
  /// The column (rows and coefficients) is cached until the tableau's structure changes, so
  /// a drag that suggests value after value touches only constants, through flat arrays.
  private mutating func shiftColumn(of s: Sym, by step: Double, ownRow: Double?) -> Bool {
    let column = cachedColumn(s)
    var ok = true
    if let ownRow, !shift(row: s, by: ownRow) { ok = false }
    for i in column.rows.indices where !shift(row: column.rows[i], by: column.coefs[i] * step) {
      ok = false
    }
    return ok
  }

  /// The rows mentioning `s` directly, with their coefficients (a small cache).
  private mutating func cachedColumn(_ s: Sym) -> Column {
    if let hit = columnCache.first(where: { $0.sym == s && $0.version == structureVersion }) {
      return hit
    }
    var column = Column(sym: s, version: structureVersion)
    let restricted = isBasic(s) ? [] : restrictedUsers(s)
    for r in restricted + externalUsers(s) {
      guard let c = rows[Int(r)]?.coefficient(s), c != 0 else { continue }
      column.rows.append(r)
      column.coefs.append(c)
    }
    if columnCache.count >= 4 { columnCache.removeFirst() }
    columnCache.append(column)
    return column
  }

  private mutating func shift(row r: Sym, by amount: Double) -> Bool {
    let c = addToConstant(r, amount)
    switch kind(r) {
    case .dummy: return nearZero(c)
    case .slack, .error: if c < 0 { infeasible.append(r) }
    default: break
    }
    return true
  }

  // MARK: - Values

  /// Computes the value of every external symbol in `externals` (ascending) into `values`.
  ///
  /// A restricted basic symbol's value is its row's constant, a parametric symbol's is 0, and
  /// an external row only mentions older externals, which ascending order has already set.
  /// The rows are compiled into a flat program that lives until a row's cells change, so a
  /// suggestion that moves only constants re-evaluates without touching a row.
  mutating func evaluate(_ externals: [Sym]) {
    if values.count < kinds.count { values += repeatElement(0, count: kinds.count - values.count) }
    if program.version != structureVersion || program.targets.count != externals.count {
      program = EvaluationProgram(self, externals)
    }
    program.run(constants: constants, values: &values)
  }
}

/// The external rows flattened: for each external symbol, its basic flag and the cells that
/// matter (parametric restricted symbols are 0 and left out).
struct EvaluationProgram {
  var version = -1
  var targets: [Int32] = []
  var basic: [Bool] = []
  var start: [Int32] = [0]
  var syms: [Int32] = []
  var coefs: [Double] = []
  /// Whether each cell reads another external's value (else a restricted row's constant).
  var readsValue: [Bool] = []

  init() {}

  init(_ t: Tableau, _ externals: [Sym]) {
    version = t.structureVersion
    targets = externals
    for x in externals {
      if let r = t.rows[Int(x)] {
        basic.append(true)
        for c in r.cells {
          let k = t.kind(c.sym)
          if k == .external {
            syms.append(c.sym); coefs.append(c.coef); readsValue.append(true)
          } else if t.isBasic(c.sym) {
            syms.append(c.sym); coefs.append(c.coef); readsValue.append(false)
          }
        }
      } else {
        basic.append(false)
      }
      start.append(Int32(syms.count))
    }
  }

  func run(constants: [Double], values: inout [Double]) {
    constants.withUnsafeBufferPointer { constants in
      values.withUnsafeMutableBufferPointer { values in
        for i in targets.indices {
          let x = Int(targets[i])
          guard basic[i] else {
            values[x] = 0
            continue
          }
          var v = constants[x]
          for j in Int(start[i])..<Int(start[i + 1]) {
            let s = Int(syms[j])
            v += coefs[j] * (readsValue[j] ? values[s] : constants[s])
          }
          values[x] = v
        }
      }
    }
  }
}
