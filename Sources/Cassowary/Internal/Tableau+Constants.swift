// Changing a constraint's constant in place (kiwi's `suggestValue`, generalised to any
// constraint: UIKit's `constraint.constant = x`).

extension Tableau {
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
  /// The column (rows and coefficients) is cached until a row mentioning `s` changes (see
  /// `isCurrent(_:)`), so a drag that suggests value after value touches only constants,
  /// through flat arrays, and a fit that moves a pin, pivots and moves it again finds the
  /// column it built before the pivots.
  private mutating func shiftColumn(of s: Sym, by step: Double, ownRow: Double?) -> Bool {
    let column = cachedColumn(s)
    var ok = true
    if let ownRow, !shift(row: s, by: ownRow) { ok = false }
    if journaling {
      for i in column.rows.indices where !shift(row: column.rows[i], by: column.coefs[i] * step) {
        ok = false
      }
      return ok
    }
    // Unjournaled (a suggestion): one pass over flat arrays, the drag's inner loop.
    var negative = infeasible
    infeasible = []
    constants.withUnsafeMutableBufferPointer { constants in
      kinds.withUnsafeBufferPointer { kinds in
        for i in column.rows.indices {
          let r = column.rows[i]
          let j = Int(r)
          let c = constants[j] + column.coefs[i] * step
          constants[j] = c
          switch kinds[j] {
          case .dummy: if !nearZero(c) { ok = false }
          case .slack, .error: if c < 0 { negative.append(r) }
          default: break
          }
        }
      }
    }
    infeasible = negative
    noteConstantChanges(column.rows)
    return ok
  }

  /// The rows mentioning `s` directly, with their coefficients (a small cache).
  private mutating func cachedColumn(_ s: Sym) -> Column {
    // By index: a closure over the elements copied each column, a retain and release of both
    // its arrays for every entry passed over.
    var stale: Int?
    let basic = isBasic(s)
    let dummy = kinds[Int(s)] == .dummy
    let restricted = uses[Int(s)].restrictedColumnVersion, external = uses[Int(s)].externalColumnVersion
    for i in columnCache.indices where columnCache[i].sym == s && columnCache[i].basic == basic {
      if Self.isCurrent(
        columnCache[i], dummy: dummy, basic: basic, structureVersion: structureVersion,
        restrictedVersion: restricted, externalVersion: external)
      {
        return columnCache[i]
      }
      stale = i
    }
    let column = freshColumn(s)
    // A stale column of the same symbol and state goes first: it can never be current again.
    if let stale {
      columnCache.remove(at: stale)
    } else if columnCache.count >= 8 {
      columnCache.removeFirst()
    }
    columnCache.append(column)
    return column
  }

  /// `s`'s column built from the rows: what `cachedColumn` caches, and what the certificate
  /// compares every current cached column with.
  mutating func freshColumn(_ s: Sym) -> Column {
    let basic = isBasic(s)
    let u = uses[Int(s)]
    var column = Column(
      sym: s, version: structureVersion, basic: basic,
      restrictedVersion: u.restrictedColumnVersion, externalVersion: u.externalColumnVersion)
    // Each list allocated once, at its size: grown entry by entry, the two arrays cost
    // several allocations a column, and a re-layout builds a few.
    if basic {
      let users = externalUsers(s)
      column.rows.reserveCapacity(users.count)
      column.coefs.reserveCapacity(users.count)
      for r in users {
        let c = rowCoefficient(r, s)
        guard c != 0 else { continue }
        column.rows.append(r)
        column.coefs.append(c)
      }
    } else {
      // Parametric: every row mentioning it (for a dummy, mostly in the rows' lazy parts).
      let marker = markerColumn(s).rows
      column.rows.reserveCapacity(marker.count)
      column.coefs.reserveCapacity(marker.count)
      for (r, c) in marker {
        column.rows.append(r)
        column.coefs.append(c)
      }
    }
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
}
