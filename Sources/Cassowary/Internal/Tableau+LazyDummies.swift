// Dummy columns on demand: recording the row operations that move dummy cells (`EtaFile`),
// replaying them for one dummy's column, and running them backwards for one row's dummies.

/// Every row that mentions a marker, with its coefficient, and the objective's coefficient.
struct MarkerColumn {
  var rows: [(Sym, Double)] = []
  var objective: Double = 0
  /// Rows with an explicit cell of the (dummy) marker that their lazy part cancels: they do
  /// not depend on it, but the cell must go with the marker (see `dropCancelledCells`).
  var cancelled: [Sym] = []
}

extension Tableau {
  @inline(__always) func lazy(_ s: Sym) -> Bool {
    s == artificialKey ? artificialHasLazy : hasLazy[Int(s)]
  }

  @inline(__always) mutating func markLazy(_ s: Sym, _ on: Bool) {
    let old = lazy(s)
    if old == on { return }
    // Journaled: after a rollback the flags, like the eta file, must be exactly as they
    // were, or later etas (and so the last bits of lazy coefficients) would differ from a
    // solver that never saw the failed operation.
    if journaling { lazyLog.append((s, old)) }
    if s == artificialKey { artificialHasLazy = on } else { hasLazy[Int(s)] = on }
  }

  // MARK: - Recording

  /// Records that the new row of `t` has the lazy part `part` (times its scale), and that the
  /// row of `c` (a pivot's leaving row) is gone. Call before substituting `t`'s row anywhere.
  mutating func defineLazy(_ t: Sym, _ part: LazyPart, clearing c: Sym = 0) {
    if part.isEmpty {
      clearLazy(t)
      if c != 0 { clearLazy(c) }
      return
    }
    etas.append(
      .define, target: t, clear: c, symbolCount: symbolCount,
      entries: part.combos, injections: part.injections, scale: part.scale)
    markLazy(t, true)
    if c != 0 { markLazy(c, false) }
  }

  /// Records that the row of `s` was substituted into each entry's row with its coefficient.
  mutating func accumulateLazy(_ s: Sym, into entries: inout [(Sym, Double)]) {
    guard lazy(s), !entries.isEmpty else { return }
    // In row order, not the column index's (which history decides): running the file
    // backwards sums over these entries, and a sum's last bits depend on its order. Sorted
    // in place: the callers' lists are scratch (a sorted copy cost an allocation per pivot).
    entries.sort { $0.0 < $1.0 }
    etas.append(.accumulate, target: s, symbolCount: symbolCount, entries: entries)
    for (r, _) in entries { markLazy(r, true) }
  }

  /// Records that the row of `x` is gone (or has no lazy part any more).
  mutating func clearLazy(_ x: Sym) {
    guard lazy(x) else { return }
    etas.append(.clear, target: x, symbolCount: symbolCount)
    markLazy(x, false)
  }

  // MARK: - Columns

  /// Every row that mentions marker `m` and its coefficient there, sorted by row; for a
  /// dummy this includes the rows' lazy parts, replayed from the eta file.
  mutating func markerColumn(_ m: Sym) -> MarkerColumn {
    var column = MarkerColumn()
    if kind(m) != .dummy {
      column.objective = objective[Int(m)]
      column.rows = explicitCells(of: m)
      return column
    }
    let replayed = lazyColumn(m)
    // Explicit cells: in external rows, and (rarely) in restricted rows and the objective,
    // where removing a redundant equality substituted a basic dummy row's symbol (the
    // objective's cell is keyed first, as `objectiveKey` is 0).
    var explicit = explicitCells(of: m, reserving: 1)
    if objective[Int(m)] != 0 { explicit.insert((objectiveKey, objective[Int(m)]), at: 0) }
    // Merge the two sorted lists, summing a row's explicit and lazy coefficients (into a list
    // allocated once, at most their total: grown entry by entry it took four allocations a
    // re-layout).
    column.rows.reserveCapacity(explicit.count + replayed.keys.count)
    var i = 0, j = 0
    while i < explicit.count || j < replayed.keys.count {
      let a = i < explicit.count ? explicit[i].0 : .max
      let b = j < replayed.keys.count ? replayed.keys[j] : .max
      var key: Sym, c = 0.0
      var hasExplicit = false
      if a <= b { key = a; c += explicit[i].1; i += 1; hasExplicit = true } else { key = b }
      if b == key { c += replayed.coefs[j]; j += 1 }
      if nearZero(c) {
        if hasExplicit && key != objectiveKey { column.cancelled.append(key) }
        continue
      }
      if key == objectiveKey { column.objective = c } else if isBasic(key) { column.rows.append((key, c)) }
    }
    return column
  }

  /// The rows whose cells mention `m`, with its coefficient there, sorted by row (`extra`
  /// more places reserved for the caller). The two use lists are read one after the other
  /// into an array allocated once: concatenating them cost an array, and growing the result
  /// others, on every constant change.
  private mutating func explicitCells(of m: Sym, reserving extra: Int = 0) -> [(Sym, Double)] {
    let restricted = restrictedUsers(m), external = externalUsers(m)
    var cells: [(Sym, Double)] = []
    cells.reserveCapacity(restricted.count + external.count + extra)
    for r in restricted { appendCell(of: m, in: r, to: &cells) }
    for r in external { appendCell(of: m, in: r, to: &cells) }
    cells.sort { $0.0 < $1.0 }
    return cells
  }

  /// Appends row `r`'s coefficient of `m`, unless it is 0.
  @inline(__always) private func appendCell(of m: Sym, in r: Sym, to cells: inout [(Sym, Double)]) {
    let c = rowCoefficient(r, m)
    if c != 0 { cells.append((r, c)) }
  }

  /// Drops marker `m`'s explicit cells from the rows whose lazy part cancelled them (the
  /// column left them out): once `m` is eliminated and retired its lazy coefficients are
  /// never replayed again, so a cell left behind would stand alone, in a row the column
  /// index no longer lists for `m`.
  mutating func dropCancelledCells(of m: Sym, _ column: MarkerColumn) {
    for r in column.cancelled {
      guard rowMentions(r, m), var row = self.row(r) else { continue }
      row.remove(m)
      setRow(r, row)
    }
  }

  /// Dummy `d`'s coefficients in the rows' lazy parts (keys ascending, exact values).
  mutating func lazyColumn(_ d: Sym) -> LazyColumn {
    if let cached = lazyColumns[d], cached.position >= etas.count { return cached }
    // Taken out of the cache, not copied: rewritten while the cache still held it, its two
    // arrays were copied (two allocations) on every resumed replay.
    var column = lazyColumns.removeValue(forKey: d) ?? baseColumns[d]
      ?? LazyColumn(position: etas.firstEta(after: d), keys: [], coefs: [], artificial: 0)
    if column.position >= etas.count { return column }
    if lazyValues.count < symbolCount {
      lazyValues.fill(toRoom: symbolRoom, with: 0)
      lazyMarks.fill(toRoom: symbolRoom, with: false)
    }
    var touched = lazyTouched
    lazyTouched = []
    var art = column.artificial
    let etas = self.etas
    lazyValues.withUnsafeMutableBufferPointer { v in
      lazyMarks.withUnsafeMutableBufferPointer { mark in
        // The replay's state in one value, not in variables captured by local functions:
        // those were checked for exclusive access at run time, at every read and write.
        var replay = LazyReplay(values: v, marks: mark, artificial: art, touched: touched)
        touched = []
        for (k, c) in zip(column.keys, column.coefs) { replay.set(k, c) }
        for e in column.position..<etas.count {
          let t = etas.targets[e]
          switch etas.ops[e] {
          case .define:
            var x = 0.0
            for n in etas.entries(e) { x += etas.coefs[n] * replay.get(etas.keys[n]) }
            for n in etas.injections(e) where etas.injected[n] == d { x += etas.injectedCoefs[n] }
            replay.set(t, x)
            let c = etas.clears[e]
            if c != 0 { replay.set(c, 0) }
          case .accumulate:
            let x = replay.get(t)
            if x != 0 {
              for n in etas.entries(e) {
                let k = etas.keys[n]
                replay.set(k, replay.get(k) + etas.coefs[n] * x)
              }
            }
          case .clear:
            replay.set(t, 0)
          }
        }
        replay.touched.sort()
        column.keys.removeAllIfAny()
        column.coefs.removeAllIfAny()
        for k in replay.touched {
          let i = Int(k)
          if v[i] != 0 {
            column.keys.append(k)
            column.coefs.append(v[i])
          }
          v[i] = 0
          mark[i] = false
        }
        art = replay.artificial
        touched = replay.touched
      }
    }
    touched.removeAllIfAny()
    lazyTouched = touched
    column.artificial = art
    column.position = etas.count
    if lazyColumns.count >= 256 { lazyColumns.removeAll() }
    lazyColumns[d] = column
    return column
  }

  // MARK: - Rows

  /// The dummy cells of `Σ k·(lazy part of row b)`, by dummy (running the eta file backwards:
  /// the transpose of the replay). Diagnostics and failures only: it reads the whole file.
  /// - Parameter trustingFlags: Skip rows whose flag says their lazy part is zero; the
  ///   invariant check passes false to verify the flags themselves.
  func lazyDummies(_ combination: [(Sym, Double)], trustingFlags: Bool = true) -> [Cell] {
    var w = [Double](repeating: 0, count: symbolCount)
    var art = 0.0
    var result: [Sym: Double] = [:]
    @inline(__always) func get(_ k: Sym) -> Double { k == artificialKey ? art : w[Int(k)] }
    @inline(__always) func set(_ k: Sym, _ x: Double) {
      if k == artificialKey { art = x } else { w[Int(k)] = x }
    }
    for (b, k) in combination where lazy(b) || !trustingFlags { set(b, get(b) + k) }
    var e = etas.count
    while e > 0 {
      e -= 1
      let t = etas.targets[e]
      switch etas.ops[e] {
      case .define:
        let c = etas.clears[e]
        if c != 0 { set(c, 0) }
        let wt = get(t)
        if wt == 0 { continue }
        set(t, 0)
        for n in etas.entries(e) { set(etas.keys[n], get(etas.keys[n]) + etas.coefs[n] * wt) }
        for n in etas.injections(e) { result[etas.injected[n], default: 0] += etas.injectedCoefs[n] * wt }
      case .accumulate:
        var x = 0.0
        for n in etas.entries(e) { x += etas.coefs[n] * get(etas.keys[n]) }
        if x != 0 { set(t, get(t) + x) }
      case .clear:
        set(t, 0)
      }
    }
    // What is left of `w` weighs the columns the file was folded into.
    for (d, column) in baseColumns {
      var x = column.artificial * art
      for (k, c) in zip(column.keys, column.coefs) { x += w[Int(k)] * c }
      if x != 0 { result[d, default: 0] += x }
    }
    return result.filter { !nearZero($0.value) && !retiredDummies.contains($0.key) }.map { Cell(sym: $0.key, coef: $0.value) }
      .sorted { $0.sym < $1.sym }
  }

  /// A row with its lazy part written out as cells (for dumps and conflict reports).
  func fullRow(_ key: Sym, _ row: Row) -> Row {
    guard lazy(key) else { return row }
    var out = row
    for c in lazyDummies([(key, 1)]) { out.add(c.sym, c.coef) }
    return out
  }

  // MARK: - Folding

  /// Folds the eta file into `baseColumns` once it holds more than `etaFoldThreshold`
  /// entries, so that a long-lived solver's log (and the cost of running it backwards) stays
  /// bounded. Between operations only: a transaction's rollback truncates the file.
  mutating func foldEtasIfNeeded() {
    guard !journaling, etas.keys.count + etas.injected.count + etas.count > etaFoldThreshold else {
      return
    }
    // One forward pass over the file for all dummies at once: `table[row][dummy]`. Retired
    // dummies are left out from the start: each column is replayed independently of the
    // others, and nothing reads a retired one, while carrying them made every row as wide as
    // all the dummies the file ever touched (folds of long-lived engines grew quadratic).
    var retired = [Bool](repeating: false, count: Int(symbolCount))
    for d in retiredDummies where Int(d) < retired.count { retired[Int(d)] = true }
    var table: [Sym: [Sym: Double]] = [:]
    for (d, column) in baseColumns where !retiredDummies.contains(d) {
      for (k, c) in zip(column.keys, column.coefs) { table[k, default: [:]][d] = c }
      if column.artificial != 0 { table[artificialKey, default: [:]][d] = column.artificial }
    }
    for e in 0..<etas.count {
      let t = etas.targets[e]
      switch etas.ops[e] {
      case .define:
        var row: [Sym: Double] = [:]
        for n in etas.entries(e) {
          let k = etas.coefs[n]
          for (d, c) in table[etas.keys[n]] ?? [:] { row[d, default: 0] += k * c }
        }
        for n in etas.injections(e) where !retired[Int(etas.injected[n])] {
          row[etas.injected[n], default: 0] += etas.injectedCoefs[n]
        }
        table[t] = row
        let c = etas.clears[e]
        if c != 0 { table[c] = nil }
      case .accumulate:
        guard let source = table[t] else { continue }
        for n in etas.entries(e) {
          let k = etas.coefs[n]
          // In place: copying the row out and back made every entry cost the whole row
          // (a copy-on-write of a row shared with the table), and folds grew quadratic.
          for (d, c) in source { table[etas.keys[n], default: [:]][d, default: 0] += k * c }
        }
      case .clear:
        table[t] = nil
      }
    }
    // Transposed back into columns, in key order (dictionary order decides nothing).
    var columns: [Sym: LazyColumn] = [:]
    for key in table.keys.sorted() {
      guard let row = table[key] else { continue }
      for d in row.keys.sorted() where !retiredDummies.contains(d) {
        guard let c = row[d], c != 0 else { continue }
        var column = columns[d] ?? LazyColumn(position: 0, keys: [], coefs: [], artificial: 0)
        if key == artificialKey {
          column.artificial = c
        } else {
          column.keys.append(key)
          column.coefs.append(c)
        }
        columns[d] = column
      }
    }
    baseColumns = columns
    etas = EtaFile()
    lazyColumns.removeAll()
    // A removed equality's dummy is in no row's cells (its removal substituted them away) and
    // now in no base column, so nothing can mention it again: forget it.
    retiredDummies.removeAll()
    counters.etaFolds += 1
  }
}

/// A dummy column's replay in progress (`Tableau.lazyColumn`): the dense values and marks it
/// writes, the artificial objective's coefficient, and the symbols it touched.
private struct LazyReplay {
  let values: UnsafeMutableBufferPointer<Double>
  let marks: UnsafeMutableBufferPointer<Bool>
  var artificial: Double
  var touched: [Sym]

  @inline(__always) func get(_ k: Sym) -> Double { k == artificialKey ? artificial : values[Int(k)] }

  @inline(__always) mutating func set(_ k: Sym, _ x: Double) {
    if k == artificialKey {
      artificial = x
      return
    }
    let i = Int(k)
    if !marks[i] {
      if x == 0 { return }
      marks[i] = true
      touched.append(k)
    }
    values[i] = x
  }
}
