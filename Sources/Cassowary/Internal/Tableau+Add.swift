// Adding a constraint's row (Cassowary paper §3.3; kiwi's `createRow`, `chooseSubject`,
// `addWithArtificialVariable`), with external rows left unreduced (see `Tableau`).

/// The symbols a constraint owns in the tableau. The constraint's own row reads
/// `constant + Σ terms + markerCoef·marker + otherCoef·other = 0`.
struct Tag {
  var marker: Sym = 0
  var other: Sym = 0
  var markerCoef: Double = 0
  var otherCoef: Double = 0
}

extension Tableau {
  /// Adds the row of `Σ cells + constant (relation) 0` at `strength`.
  ///
  /// - Parameter cells: Terms on external symbols, sorted by symbol, no duplicates.
  /// - Returns: The tag, or on failure the markers of the constraints that together make it
  ///   unsatisfiable (a superset of a minimal conflict). On failure the caller rolls back.
  mutating func addRow(
    cells: consuming [Cell], constant: Double, relation: Relation, strength: Strength,
    strengthBelow below: Strength
  ) -> Result<Tag, Unsatisfiable> {
    var row = Row(constant: constant, cells: cells)
    let result = addRow(&row, relation: relation, strength: strength, strengthBelow: below)
    // The working row's storage is kept for the next constraint's cells (`Solver.cells(for:)`):
    // the row itself went into the pool.
    row.emptyCells()
    spareCells = row.cells
    return result
  }

  private mutating func addRow(
    _ row: inout Row, relation: Relation, strength: Strength, strengthBelow below: Strength
  ) -> Result<Tag, Unsatisfiable> {
    var tag = Tag()
    let required = strength.isRequired
    // A non-required equality's fall below 0 (its `other` error) weighs `below`, which is
    // `strength` but for a two-sided equality.
    if !required { weightScale = max(weightScale, strength.value, below.value) }
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let coef: Double = relation == .lessThanOrEqual ? 1 : -1
      tag.marker = newSymbol(.slack)
      tag.markerCoef = coef
      row.cells.append(Cell(sym: tag.marker, coef: coef))
      if !required {
        tag.other = newSymbol(.error)
        tag.otherCoef = -coef
        row.cells.append(Cell(sym: tag.other, coef: -coef))
        addToObjective(tag.other, strength.value)
      }
    case .equal:
      if required {
        tag.marker = newSymbol(.dummy)
        tag.markerCoef = 1
        row.cells.append(Cell(sym: tag.marker, coef: 1))
      } else {
        tag.marker = newSymbol(.error)
        tag.other = newSymbol(.error)
        tag.markerCoef = -1
        tag.otherCoef = 1
        row.cells.append(Cell(sym: tag.marker, coef: -1))
        row.cells.append(Cell(sym: tag.other, coef: 1))
        // row: expr − marker + other = 0, so the marker is the rise above 0, `other` the fall.
        addToObjective(tag.marker, strength.value)
        addToObjective(tag.other, below.value)
      }
    }

    // Fast path: the newest user variable of the row is parametric. Every other user variable
    // in the row is older, and an external row only mentions older ones, so no expansion can
    // contain it: its coefficient is exact and the row can be stored as it stands, unreduced.
    // A new variable (a chain's `left_k`) always takes this path.
    if let x = row.cells.last(where: { kind($0.sym) == .external })?.sym, !isBasic(x) {
      row.solve(for: x)
      setRow(x, row)
      return .success(tag)
    }

    // Reduced in place: the row's buffer, uniquely held, takes the reduced cells.
    var (part, keepsUser) = reduce(&row)
    // A user variable left is parametric and so mentioned only by newer external rows.
    if keepsUser, let x = row.cells.last(where: { kind($0.sym) == .external })?.sym {
      part.scale = -1 / row.coefficient(x)
      row.solve(for: x)
      defineLazy(x, part)
      setRow(x, row)
      return .success(tag)
    }

    // From here the row mentions slack and error symbols only; its dummies are in `part`.
    if row.constant < 0 {
      row.multiply(-1)
      part.scale = -part.scale
    }
    // First a fresh slack the objective does not mention: solving for it leaves the
    // objective and every other row as they were, so the tableau stays optimal. kiwi's
    // marker/other choice instead makes the error symbol basic and leaves the bound's slack
    // with a negative cost, owing a pivot to the next optimisation (one per
    // `width == 50 @weak` in a chain).
    if let (subject, negate) = feasibleSubject(row, costFreeOnly: true) {
      install(&row, &part, solvedFor: subject, negated: negate)
      return .success(tag)
    }
    if let subject = restrictedSubject(row, tag) {
      install(&row, &part, solvedFor: subject, negated: false)
      return .success(tag)
    }
    if let (subject, negate) = feasibleSubject(row) {
      install(&row, &part, solvedFor: subject, negated: negate)
      return .success(tag)
    }
    if row.cells.isEmpty {
      // A combination of required equalities: redundant if its constant is 0, else a conflict.
      guard nearZero(row.constant),
        let own = part.injections.first(where: { $0.0 == tag.marker })
      else {
        return .failure(Unsatisfiable(markers: dummies(of: part).map(\.sym).filter { $0 != tag.marker }))
      }
      // Solved for its own marker, which becomes basic at 0 (nothing mentions it yet).
      let k = -1 / (own.1 * part.scale)
      part.injections.removeAll { $0.0 == tag.marker }
      part.scale *= k
      row.multiply(k)
      defineLazy(tag.marker, part)
      setRow(tag.marker, row)
      return .success(tag)
    }
    return addWithArtificialVariable(row, part).map { tag }
  }

  /// Solves a restricted row for `subject` and makes it basic.
  private mutating func install(
    _ row: inout Row, _ part: inout LazyPart, solvedFor subject: Sym, negated: Bool
  ) {
    if negated {
      row.multiply(-1)
      part.scale = -part.scale
    }
    part.scale *= -1 / row.coefficient(subject)
    row.solve(for: subject)
    defineLazy(subject, part)
    substituteEverywhere(subject, by: row)
    setRow(subject, row)
  }

  /// The dummy cells of a row's lazy part, written out.
  func dummies(of part: LazyPart) -> [Cell] {
    var row = Row()
    for (d, c) in part.scaledInjections { row.add(d, c) }
    for c in lazyDummies(part.scaledCombos) { row.add(c.sym, c.coef) }
    return row.cells
  }

  /// kiwi's `chooseSubject` for a row without user variables: the marker, else the other
  /// symbol, if it is a slack or error with a negative coefficient (so that solving for it
  /// keeps its value ≥ 0).
  func restrictedSubject(_ row: Row, _ tag: Tag) -> Sym? {
    if kind(tag.marker).isPivotable, row.coefficient(tag.marker) < 0 { return tag.marker }
    if tag.other != 0, kind(tag.other).isPivotable, row.coefficient(tag.other) < 0 { return tag.other }
    return nil
  }

  /// A slack or error symbol the row can be solved for without making any row infeasible,
  /// so that no artificial phase is needed; among them the one the fewest rows mention
  /// (Markowitz's rule: least fill-in), the oldest on a tie.
  ///
  /// With a constant of 0 (most UI equalities: `a.width == b.width`) the subject keeps its
  /// value 0 and any sign will do (the row may be negated). Otherwise the subject takes the
  /// value `constant / |coef|` and every row mentioning it must stay ≥ 0. kiwi goes to the
  /// artificial phase here, and its Bland's-rule pivots make the *oldest* symbol of an
  /// equality chain basic, rewriting every earlier row of the chain each time (the grid
  /// benchmark's O(N⁴) fill-in).
  /// - Returns: The subject and whether to negate the row first; nil to fall back.
  mutating func feasibleSubject(_ row: Row, costFreeOnly: Bool = false) -> (Sym, Bool)? {
    let zero = nearZero(row.constant)
    if costFreeOnly {
      // Cost-free: a slack out of the objective that no restricted row mentions yet, so
      // choosing it costs no substitution and breaks no row; the oldest one.
      for c in row.cells where kind(c.sym) == .slack && (c.coef < 0 || zero)
        && objective[Int(c.sym)] == 0 && restrictedCount[Int(c.sym)] == 0
      {
        return (c.sym, c.coef > 0)
      }
      return nil
    }
    // Candidates by (rows mentioning them, id): counts are exact without walking any list.
    // (In a list the tableau keeps, for its capacity.)
    var candidates = subjectCandidates
    subjectCandidates = []
    defer {
      candidates.removeAll(keepingCapacity: true)
      subjectCandidates = candidates
    }
    for c in row.cells where kind(c.sym).isPivotable && (c.coef < 0 || zero) {
      candidates.append((restrictedCount[Int(c.sym)], c.sym, c.coef))
    }
    candidates.sort { ($0.count, $0.sym) < ($1.count, $1.sym) }
    for candidate in candidates {
      if !zero {
        // The subject takes the value constant / |coef|: every row mentioning it must stay ≥ 0.
        let value = row.constant / -candidate.coef
        let breaks = restrictedUsers(candidate.sym).contains { r in
          guard isBasic(r) else { return false }
          return constants[Int(r)] + rowCoefficient(r, candidate.sym) * value < -epsilon
        }
        if breaks { continue }
      }
      return (candidate.sym, candidate.coef > 0)
    }
    return nil
  }

  /// The artificial-variable phase: minimise the row's value as a temporary objective; the
  /// constraint can hold only if the minimum is 0 (kiwi's `addWithArtificialVariable`).
  mutating func addWithArtificialVariable(_ row: Row, _ part: LazyPart) -> Result<Void, Unsatisfiable> {
    let art = newSymbol(.slack)
    counters.artificialPhases += 1
    defineLazy(art, part)
    setRow(art, row)
    artificial = row
    var copy = LazyPart()
    if hasLazy[Int(art)] { copy.combos = [(art, 1)] }
    defineLazy(artificialKey, copy)
    do {
      try optimize(artificialPhase: true)
    } catch {
      artificial = nil
      return .failure(Unsatisfiable(markers: []))
    }
    let final = artificial ?? Row()
    artificial = nil
    guard nearZero(final.constant) else {
      // The symbols left in the minimised objective are the markers whose constraints keep
      // it above zero: the candidates for the conflict.
      return .failure(Unsatisfiable(markers: fullRow(artificialKey, final).cells.map(\.sym)))
    }
    clearLazy(artificialKey)
    if let artRow = self.row(art) {
      guard let entering = artRow.cells.first(where: { kind($0.sym).isPivotable })?.sym else {
        // Nothing left but dummies: kiwi reports these as a conflict too.
        let left = fullRow(art, artRow).cells
        if !left.isEmpty { return .failure(Unsatisfiable(markers: left.map(\.sym))) }
        setRow(art, nil)
        return .success(())
      }
      pivot(leaving: art, entering: entering)
    }
    // The artificial symbol is now parametric at 0: drop it from every row.
    for r in restrictedUsers(art) {
      guard var r2 = self.row(r) else { continue }
      r2.remove(art)
      setRow(r, r2)
    }
    if objective[Int(art)] != 0 { setObjective(art, 0) }
    return .success(())
  }

  // MARK: - Reduction

  /// Expands the basic symbols of `row` until only parametric symbols remain.
  ///
  /// External rows only mention older external symbols, so expanding the newest first visits
  /// each row once and collects all of a symbol's coefficient before expanding it. If a user
  /// variable is left (the row will be stored as an external row, which may mention basic
  /// symbols), restricted basic symbols are left as they are, dummies included; otherwise
  /// they are expanded too and the dummy cells are returned apart, as the row's lazy part.
  /// - Parameter full: Expand everything and keep dummy cells (lazy parts ignored).
  mutating func reduce(_ row: inout Row, full: Bool = false) -> (part: LazyPart, keepsUser: Bool) {
    counters.reductions += 1
    if scratch.count < symbolCount {
      // To the symbol room, which grows geometrically: topping up to the symbol count on
      // every reduction appended a few elements each time.
      scratch.fill(toRoom: symbolRoom, with: 0)
      scratchSeen.fill(toRoom: symbolRoom, with: false)
    }
    // Dense accumulators indexed by symbol (reset before returning): no hashing; the lists
    // are the tableau's, taken and given back, so their capacity is reused. The loops below
    // are written out rather than shared through closures: a local variable a closure
    // captures is checked for exclusive access at run time on every use.
    var touched = reduceTouched
    // Newest first: a min-heap of negated ids (ids are positive).
    var heap = MinHeap(items: reduceHeap)
    var restrictedBasics = reduceBasics
    reduceTouched = []
    reduceHeap = []
    reduceBasics = []
    // The lazy part's lists are the tableau's too: the caller is done with the last one by
    // the next reduction, so their capacity is reused (an allocation per list otherwise).
    var part = reducePart
    reducePart = LazyPart()
    // Each list emptied only when it holds something (`removeAllIfAny`, written out here:
    // through the helper the optimizer laid out this function worse, +3 M instructions over
    // vfl-bench's passes).
    if !part.combos.isEmpty { part.combos.removeAll(keepingCapacity: true) }
    if !part.injections.isEmpty { part.injections.removeAll(keepingCapacity: true) }
    part.scale = 1
    var constant = row.constant
    for c in row.cells {
      let i = Int(c.sym)
      scratch[i] += c.coef
      if scratchSeen[i] { continue }
      scratchSeen[i] = true
      touched.append(c.sym)
      guard isBasic(c.sym) else { continue }
      if kind(c.sym) == .external { heap.push(-c.sym) } else { restrictedBasics.append(c.sym) }
    }
    // Rows are read in place, through buffers of copies of the arrays (reduction changes no
    // row).
    //
    // Expanding basic `x` by its row takes its whole coefficient k and adds k times the row's
    // constant, lazy part and cells; a cell new to the sum that is basic is queued while
    // external rows are expanded (they mention basic symbols; restricted rows don't).
    var keepsUser = false
    let allSlots = slots, allCells = pool, allConstants = constants
    allSlots.withUnsafeBufferPointer { slots in
      allCells.withUnsafeBufferPointer { pool in
        allConstants.withUnsafeBufferPointer { constants in
          var phase = 0  // 0: external rows, newest first; 1: the restricted basics
          var next = 0
          while true {
            let x: Sym
            if phase == 0 {
              if let negated = heap.pop() {
                x = -negated
              } else {
                keepsUser = false
                if !full {
                  for s in touched where kind(s) == .external && !nearZero(scratch[Int(s)]) {
                    keepsUser = true
                    break
                  }
                }
                if keepsUser { break }
                phase = 1
                continue
              }
            } else {
              guard next < restrictedBasics.count else { break }
              x = restrictedBasics[next]
              next += 1
            }
            let k = scratch[Int(x)]
            scratch[Int(x)] = 0
            let expanded = slots[Int(x)]
            guard k != 0, expanded.isBasic else { continue }
            constant += k * constants[Int(x)]
            if hasLazy[Int(x)] && !full { part.combos.append((x, k)) }
            for j in Int(expanded.start)..<Int(expanded.start + expanded.count) {
              let c = pool[j]
              let i = Int(c.sym)
              scratch[i] += k * c.coef
              if scratchSeen[i] { continue }
              scratchSeen[i] = true
              touched.append(c.sym)
              guard phase == 0, slots[i].isBasic else { continue }
              if kind(c.sym) == .external { heap.push(-c.sym) } else { restrictedBasics.append(c.sym) }
            }
          }
        }
      }
    }
    touched.sort()
    // The result goes into the input row's buffer (its cells were all read above): a row that
    // reduces to no more cells than it had room for costs no allocation, where each reduced
    // row allocated its result (and the input was freed). Emptied from the end whatever its
    // length: `removeAllKeepingStorage` takes the bulk path past four cells, which cost
    // grid-30 0.2 % more instructions here (rows of five or six cells are common).
    var cells = row.cells
    row.cells = []
    while !cells.isEmpty { cells.removeLast() }
    for s in touched {
      let v = scratch[Int(s)]
      scratch[Int(s)] = 0
      scratchSeen[Int(s)] = false
      if nearZero(v) { continue }
      if keepsUser {
        cells.append(Cell(sym: s, coef: v))
      } else if !isBasic(s) {
        if kind(s) == .dummy && !full { part.injections.append((s, v)) } else { cells.append(Cell(sym: s, coef: v)) }
      }
    }
    if !touched.isEmpty { touched.removeAll(keepingCapacity: true) }
    if !heap.items.isEmpty { heap.items.removeAll(keepingCapacity: true) }
    if !restrictedBasics.isEmpty { restrictedBasics.removeAll(keepingCapacity: true) }
    reduceTouched = touched
    reduceHeap = heap.items
    reduceBasics = restrictedBasics
    reducePart = part
    row = Row(constant: constant, cells: cells)
    return (part, keepsUser)
  }
}

/// The markers behind an unsatisfiable add: candidates for the minimal conflict.
struct Unsatisfiable: Error {
  var markers: [Sym]
}
