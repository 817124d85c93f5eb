// The tableau's certificate, checked from scratch: what the fast paths (the column index,
// the lazy dummy columns, the dense objective, the evaluation program) keep incrementally,
// recomputed the slow way and compared. Tests call it after every operation; nothing on a
// hot path does.

/// A sparse linear form `constant + Σ coef·sym`, for the slow recomputations only.
struct LinearForm {
  var constant = 0.0
  var coefs: [Sym: Double] = [:]
  /// The largest magnitude that went into it: the scale for "equal within rounding".
  var magnitude = 0.0

  mutating func add(_ s: Sym, _ c: Double) {
    if c == 0 { return }
    coefs[s, default: 0] += c
    magnitude = max(magnitude, abs(c))
  }

  mutating func add(_ row: Row, times k: Double) {
    constant += k * row.constant
    magnitude = max(magnitude, abs(k * row.constant))
    for c in row.cells { add(c.sym, k * c.coef) }
  }

  /// The symbols whose coefficient is not zero within `tolerance`, ascending.
  func support(tolerance: Double) -> [Sym] {
    coefs.filter { abs($0.value) > tolerance }.map(\.key).sorted()
  }
}

extension Tableau {
  /// Every basic row with its lazy part written out (by basic symbol), as the full tableau
  /// a textbook solver would hold.
  func fullRows() -> [Row?] {
    (0..<symbolCount).map { i in
      guard let row = row(Sym(i)) else { return nil }
      return fullRow(Sym(i), row)
    }
  }

  /// `form` with every basic symbol replaced by its full row until only parametric symbols
  /// are left; nil if that does not end (a cycle among rows: a broken invariant).
  func expand(_ form: LinearForm, _ full: [Row?]) -> LinearForm? {
    var form = form
    var steps = 0
    // Newest first: external rows mention only older symbols, restricted rows only
    // parametric ones, so each basic symbol is expanded once in the usual case.
    while let s = form.coefs.keys.filter({ full[Int($0)] != nil }).max() {
      steps += 1
      if steps > 4 * symbolCount + 16 { return nil }
      let k = form.coefs.removeValue(forKey: s) ?? 0
      if let row = full[Int(s)], k != 0 { form.add(row, times: k) }
    }
    return form
  }

  /// Whether every row's block lies in the pool, its cells within its capacity (else appends
  /// a sentence per bad block: nothing else can be read then).
  func checkPool(_ out: inout [String]) -> Bool {
    let before = out.count
    for i in 1..<symbolCount {
      let slot = slots[i]
      if slot.isBasic && (slot.count > slot.capacity || slot.start < 0 || Int(slot.start) + Int(slot.capacity) > poolCount) {
        out.append("row \(i)'s block \(slot) does not fit (pool of \(poolCount))")
      }
    }
    return out.count == before
  }

  /// The structural invariants of the tableau (everything that needs no knowledge of the
  /// constraints). Appends a sentence per violation.
  func checkStructure(_ out: inout [String]) {
    if journaling || journalCount != 0 || !objectiveLog.isEmpty || !lazyLog.isEmpty || !constantLog.isEmpty
      || savedObjectiveConstant != nil
    {
      out.append("the journal is not empty between operations")
    }
    if artificial != nil { out.append("an artificial objective is left over") }
    checkSymbolRoom(&out)
    for i in 1..<symbolCount {
      let s = Sym(i)
      let k = kind(s)
      let slot = slots[i]
      if !slot.isBasic && constants[i] != 0 {
        out.append("constants[\(i)] is \(constants[i]) for a parametric symbol")
      }
      guard let row = row(s) else { continue }
      if zip(row.cells, row.cells.dropFirst()).contains(where: { $0.sym >= $1.sym }) {
        out.append("row \(i) is not sorted by symbol")
      }
      for c in row.cells {
        if nearZero(c.coef) { out.append("row \(i) keeps a zero cell on \(c.sym)") }
        if c.sym == s { out.append("row \(i) mentions its own basic symbol") }
        let ck = kind(c.sym)
        if k == .external {
          if ck == .external && c.sym > s { out.append("external row \(i) mentions newer external \(c.sym)") }
        } else {
          if ck == .external { out.append("restricted row \(i) mentions user variable \(c.sym)") }
          if isBasic(c.sym) { out.append("restricted row \(i) mentions basic symbol \(c.sym)") }
        }
      }
      if k == .dummy, row.cells.contains(where: { kind($0.sym) != .dummy }) {
        out.append("basic dummy row \(i) mentions a symbol that can enter the basis")
      }
    }
    for i in 1..<symbolCount where isBasic(Sym(i)) && objective[i] != 0 {
      out.append("the objective mentions basic symbol \(i)")
    }
    checkColumnIndex(&out)
  }

  /// The per-symbol tables' room (`Tableau+Symbols.swift`): each holds `symbolRoom` entries,
  /// those past the count at their defaults (a new symbol only stores its kind).
  func checkSymbolRoom(_ out: inout [String]) {
    let room = [
      kinds.count, restrictedCount.count, journalEpoch.count, objective.count, isCandidate.count,
      constants.count, hasLazy.count, slots.count, uses.count,
    ]
    guard room.allSatisfy({ $0 == symbolRoom }), symbolCount <= symbolRoom else {
      out.append("per-symbol tables of \(room) entries for a room of \(symbolRoom)")
      return
    }
    for i in symbolCount..<symbolRoom
    where kinds[i] != .invalid || restrictedCount[i] != 0 || journalEpoch[i] != 0 || objective[i] != 0
      || isCandidate[i] || constants[i] != 0 || hasLazy[i] || slots[i].isBasic
      || uses[i].restricted.first != 0 || uses[i].external.first != 0
      || uses[i].restricted.overflow != 0 || uses[i].external.overflow != 0
    {
      out.append("symbol \(i), past the count of \(symbolCount), is not at its defaults")
    }
  }

  /// The column index: every row that mentions a symbol is in its list (stale entries are
  /// allowed: they are dropped when the list is read), and the per-symbol counts are exact.
  func checkColumnIndex(_ out: inout [String]) {
    var restricted = [[Sym]](repeating: [], count: symbolCount)
    var external = [[Sym]](repeating: [], count: symbolCount)
    for i in 1..<symbolCount {
      guard let row = row(Sym(i)) else { continue }
      for c in row.cells where kind(c.sym) != .external {
        if kind(Sym(i)) == .external { external[Int(c.sym)].append(Sym(i)) } else { restricted[Int(c.sym)].append(Sym(i)) }
      }
    }
    for i in 1..<symbolCount where kind(Sym(i)) != .external {
      let u = uses[i]
      let listed = Set(entries(of: u.restricted)), listedExternal = Set(entries(of: u.external))
      if !u.restricted.isInOrder || !u.external.isInOrder {
        out.append("the column index lists symbol \(i)'s rows behind an empty first slot")
      }
      if let r = restricted[i].first(where: { !listed.contains($0) }) {
        out.append("the column index misses restricted row \(r) for symbol \(i)")
      }
      if let r = external[i].first(where: { !listedExternal.contains($0) }) {
        out.append("the column index misses external row \(r) for symbol \(i)")
      }
      if Int(restrictedCount[i]) != restricted[i].count {
        out.append("symbol \(i) is counted in \(restrictedCount[i]) restricted rows, is in \(restricted[i].count)")
      }
    }
  }

  /// The column cache: every cached column that counts as current (`isCurrent(_:)`) lists
  /// the rows a column built now lists, with the same coefficients.
  func checkColumnCache(_ out: inout [String]) {
    var t = self
    for cached in columnCache where isCurrent(cached) {
      let fresh = t.freshColumn(cached.sym)
      let a = Dictionary(zip(cached.rows, cached.coefs), uniquingKeysWith: +)
      let b = Dictionary(zip(fresh.rows, fresh.coefs), uniquingKeysWith: +)
      if a != b {
        out.append("the cached column of \(kind(cached.sym)) \(cached.sym) is current but stale: \(a.sorted { $0.key < $1.key }), the rows give \(b.sorted { $0.key < $1.key })")
      }
    }
  }

  /// The lazy dummy parts: a row flagged as having none has none, and replaying the eta file
  /// forward (one dummy's column) agrees with running it backwards (one row's dummies).
  func checkLazyParts(_ out: inout [String]) {
    var byRow: [Sym: [Sym: Double]] = [:]
    var keys: [Sym] = [objectiveKey]
    for i in 1..<symbolCount where slots[i].isBasic { keys.append(Sym(i)) }
    for key in keys {
      let cells = lazyDummies([(key, 1)], trustingFlags: false)
      if !lazy(key), let c = cells.first {
        out.append("row \(key) is flagged without dummies but has \(c.coef) on dummy \(c.sym)")
      }
      for c in cells { byRow[key, default: [:]][c.sym] = c.coef }
    }
    var copy = self
    for d in 1..<symbolCount where kind(Sym(d)) == .dummy && !retiredDummies.contains(Sym(d)) {
      let column = copy.lazyColumn(Sym(d))
      var forward: [Sym: Double] = [:]
      for (k, c) in zip(column.keys, column.coefs) where k == objectiveKey || isBasic(k) {
        forward[k] = c
      }
      for key in Set(forward.keys).union(keys.filter { byRow[$0]?[Sym(d)] != nil }).sorted() {
        let a = forward[key] ?? 0, b = byRow[key]?[Sym(d)] ?? 0
        // The objective's cells are sums of weights: rounding there scales with them.
        let scale = key == objectiveKey ? max(1, abs(a), abs(b), 1e-4 * weightScale) : max(1, abs(a), abs(b))
        if abs(a - b) > 1e-8 * scale {
          out.append("dummy \(d) in row \(key): replay gives \(a), the backward run \(b)")
        }
      }
    }
  }

  /// Feasibility (every restricted basic symbol ≥ 0, every basic dummy = 0) and, when
  /// `optimal`, optimality: no parametric slack or error symbol has a negative objective
  /// coefficient, and no parametric user variable is in the objective.
  func checkFeasibility(optimal: Bool, _ out: inout [String]) {
    for i in 1..<symbolCount {
      guard let row = row(Sym(i)), kind(Sym(i)).isRestricted else { continue }
      let tolerance = 1e-7 * max(1, abs(row.constant))
      if kind(Sym(i)) == .dummy {
        if abs(row.constant) > 1e-7 { out.append("basic dummy \(i) is \(row.constant), not 0") }
      } else if row.constant < -tolerance {
        out.append("restricted row \(i) is infeasible: \(row.constant)")
      }
    }
    guard optimal else { return }
    for i in 1..<symbolCount where !isBasic(Sym(i)) {
      let c = objective[i]
      if kind(Sym(i)).isPivotable && c < -epsilon {
        out.append("not optimal: parametric \(kind(Sym(i))) \(i) has objective coefficient \(c)")
      }
      if kind(Sym(i)) == .external && c != 0 { out.append("the objective mentions user variable \(i)") }
    }
  }
}
