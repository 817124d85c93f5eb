/// An incremental Cassowary solver (Badros, Borning & Stuckey, TOCHI 2001) in kiwi's
/// vocabulary: add and remove constraints, drive edit variables, read values.
///
/// Every operation is all-or-nothing: when one throws, the solver is exactly as it was
/// before the call (kiwi does not guarantee this). Values are written to the variables only
/// by ``updateVariables()``. The same operations give the same values on every run and
/// platform: every choice is made by symbol age, never by hashing.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.addConstraint(left == 20)
/// try solver.addConstraint(width >= 100)
/// try solver.addConstraint((width == 50) | .weak)
/// solver.updateVariables()   // left 20, width 100
/// ```
public final class Solver {
  struct Record {
    var constraint: Constraint
    var tag: Tag
    /// Position in the order constraints were added: conflict reports list in this order.
    var serial: Int
  }

  struct EditRecord {
    var constraint: Constraint
    var tag: Tag
  }

  // The solver's state is not checked for exclusive access at run time
  // (`@exclusivity(unchecked)`): only the solver's own, non-reentrant methods touch it, and
  // the checks cost about a tenth of the time of a build.
  @exclusivity(unchecked) var tableau = Tableau()
  let token = SolverToken()
  @exclusivity(unchecked) var records: RecordTable
  /// For each marker symbol, the slot of its constraint's record (-1: none).
  @exclusivity(unchecked) var markerSlot: [Int32] = []
  @exclusivity(unchecked) var serial = 0
  /// Each registered variable's object, by *index* (registration = ascending symbol order).
  /// A numbered variable (see `VariableSpace`) has none until a reader asks for one, and the
  /// table stops at the last index that has one (`object(at:)`): a solver of numbers only
  /// (the layout engine's) keeps it empty, where an entry an index cost two appends a
  /// variable and 16 bytes.
  @exclusivity(unchecked) var variables: [Variable?] = []
  /// The same objects, unretained (`variables` keeps them alive): writing values through
  /// these costs no reference count per variable, which was a quarter of a drag step. As
  /// long as `variables`.
  @exclusivity(unchecked) var variableRefs: [Unmanaged<Variable>?] = []
  /// Each registered variable's symbol, by index: how many variables are registered.
  @exclusivity(unchecked) var externals: [Sym] = []
  /// Each index's number in `space`, or -1 for a variable registered as an object; empty
  /// until the first numbered variable is registered (a solver of objects only keeps none).
  @exclusivity(unchecked) var numbers: [Int32] = []
  /// How many indices are object variables (not numbered ones).
  @exclusivity(unchecked) var objectVariableCount = 0
  /// The numbered variables (package API: the layout engine's).
  @exclusivity(unchecked) package private(set) var space: VariableSpace
  /// The edit record of each registered variable (by registration index), if it is one; the
  /// table stops at the last edit variable's index (most solvers have none, and a slot for
  /// every variable cost 40 bytes each).
  @exclusivity(unchecked) var edits: [EditRecord?] = []
  @exclusivity(unchecked) var editOrder: [Variable] = []
  @exclusivity(unchecked) var needsOptimize = false
  /// The last `updateVariables` list of changed positions, shared with the result it
  /// returned: once the caller has let that go, the next call empties and refills it in place
  /// (an allocation per update otherwise). A caller that keeps its result keeps its own copy.
  @exclusivity(unchecked) var changedPositions: [Int32] = []
  /// The constants a `trySetConstants` batch replaced, after the first: kept for its storage.
  @exclusivity(unchecked) var previousConstants: [Double] = []
  /// Bumped by every operation that changes the constraints, a constant or a suggested
  /// value: results derived from the solution (such as ``ambiguousVariables()``) can be kept
  /// until it moves.
  @exclusivity(unchecked) public internal(set) var revision = 0
  /// How many symbols (variables, slacks, errors, markers) the solver has made. Removing a
  /// constraint does not reclaim its symbols (their ids order every choice), so a program that
  /// adds and removes constraints for ever sees this grow: rebuilding into a new solver when it
  /// is several times what the live constraints need keeps memory in proportion.
  public var symbolCount: Int { tableau.symbolCount }
  /// How many entries the solver's record of eliminations (its eta file, which keeps the
  /// dummy cells out of the rows) holds. Every constraint added or removed appends to it, and
  /// the solver folds it only past 2^20 entries (folding costs what it holds): a program that
  /// keeps replacing constraints can start a fresh solver past a bound of its own.
  public var eliminationLogSize: Int { tableau.etas.keys.count + tableau.etas.injected.count + tableau.etas.count }
  /// Probe solvers used to minimise a conflict do not explain their own failures.
  var explainsConflicts = true

  /// Creates an empty solver.
  public init() {
    records = RecordTable(token: token)
    space = VariableSpace()
    space.solver = self
  }

  deinit {
    // The constraints outlive their solver: they may now be reshaped.
    token.isLive = false
    // Expressions may hold the numbered variables' space: it stops reaching back.
    space.solver = nil
  }

  // MARK: - Constraints

  /// Adds a constraint.
  ///
  /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it was added already;
  ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if it is required and cannot hold
  ///   with the required constraints already added, with a minimal set of them that conflict.
  ///   Either way the solver is unchanged.
  /// - Complexity: Amortised O(size of the constraint) when it introduces a new variable (a
  ///   chain or a tree of views); otherwise the cost of the pivots it needs.
  public func addConstraint(_ constraint: Constraint) throws(SolverError) {
    // `addConstraints` for one, without the arrays and the set a group needs.
    if records[constraint] != nil { throw .duplicateConstraint(constraint) }
    try Self.requireFinite(constraint)
    let mark = beginTransaction()
    try add(constraint, mark: mark, added: [])
    needsOptimize = true
    revision &+= 1
    tableau.commit()
  }

  /// Adds a group of constraints: all of them, or (when one fails) none.
  ///
  /// The objective is optimised once, when values are next needed, not after each add.
  /// - Throws: The first failure, as ``addConstraint(_:)``; the solver is then unchanged.
  public func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
    if constraints.count == 1 {
      if records[constraints[0]] != nil { throw .duplicateConstraint(constraints[0]) }
    } else {
      var seen = Set<ObjectIdentifier>()
      for c in constraints {
        if records[c] != nil || !seen.insert(ObjectIdentifier(c)).inserted { throw .duplicateConstraint(c) }
      }
    }
    for c in constraints { try Self.requireFinite(c) }
    let mark = beginTransaction()
    var added: [Constraint] = []
    for c in constraints {
      try add(c, mark: mark, added: added)
      added.append(c)
    }
    needsOptimize = true
    revision &+= 1
    tableau.commit()
  }

  /// Adds one constraint's row inside a transaction; on failure rolls the whole transaction
  /// back (`added`: the constraints it added before this one) and throws.
  private func add(_ c: Constraint, mark: TransactionMark, added: [Constraint]) throws(SolverError) {
    switch tableau.addRow(cells: cells(for: c), constant: c.storedConstant,
                          relation: c.relation, strength: c.strength, strengthBelow: c.strengthBelow) {
    case .success(let tag):
      let slot = records.insert(Record(constraint: c, tag: tag, serial: serial))
      serial += 1
      setMarkerSlot(tag.marker, slot)
    case .failure(let failure):
      let candidates = failure.markers.compactMap { record(ofMarker: $0) }
      rollback(mark, added: added)
      throw .unsatisfiableConstraint(c, conflicts: explain(c, candidates: candidates))
    }
  }

  /// Removes a constraint.
  ///
  /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver.
  public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
    try removeConstraints([constraint])
  }

  /// Removes a group of constraints: all of them, or (when one is unknown) none.
  public func removeConstraints(_ constraints: [Constraint]) throws(SolverError) {
    var seen = Set<ObjectIdentifier>()
    for c in constraints {
      if records[c] == nil || !seen.insert(ObjectIdentifier(c)).inserted { throw .unknownConstraint(c) }
    }
    for c in constraints {
      guard let record = records.remove(c) else { continue }
      setMarkerSlot(record.tag.marker, -1)
      tableau.removeRow(record.tag, strength: c.strength, strengthBelow: c.strengthBelow)
    }
    tableau.foldEtasIfNeeded()
    needsOptimize = true
    revision &+= 1
  }

  /// Whether a constraint added to this solver has mentioned `variable` (it stays known after
  /// those constraints are removed, with no value forced on it).
  public func hasVariable(_ variable: Variable) -> Bool {
    variable.registration.index(in: token) != nil
  }

  /// Makes room for about `count` more constraints of a few terms each, so that adding them
  /// grows the solver's tables once instead of doubling each of them again and again (a
  /// program that adds a screen's constraints at once knows how many are coming). Changes
  /// nothing the solver computes.
  public func reserveCapacity(forConstraints count: Int) {
    guard count > 0 else { return }
    // A constraint brings a marker, often an error or slack symbol and, in a view tree, less
    // than one new variable: about two symbols in all (a laid-out feed cell has 149 for 72).
    // Reserving for the worst case (three) kept a third of the tables empty for the life of
    // every engine; a layout that needs more grows them once more, by half (`newSymbol`).
    tableau.reserveSymbols(tableau.symbolCount + 2 * count + 8)
    // About one eta and one injection (a dummy's cell) for every two constraints, and an
    // entry for every other: a feed cell's first pass records 43 etas with 36 entries and 87
    // injections for 82 constraints.
    tableau.etas.reserveCapacity(etas: count / 2 + 8, entries: count / 2, injections: count + 8)
    // The rows' cells: about three a constraint (a laid-out feed cell's rows hold 220 cells for
    // its 76 constraints, 247 with the blocks rows moved out of).
    tableau.reservePool(tableau.poolCount + 3 * count)
    tableau.reserveScratch(forConstraints: count)
    // Every marker's slot, at once: markers are symbols, numbered below the symbol room.
    markerSlot.fill(toRoom: tableau.symbolRoom, with: -1)
    records.reserveCapacity(records.count + count)
    let variableCount = externals.count + count
    externals.reserveAtLeast(variableCount)
    if space.count > 0 {
      numbers.reserveAtLeast(variableCount)
    } else {
      // Objects only (kiwi's use): every index has one.
      variables.reserveAtLeast(variableCount)
      variableRefs.reserveAtLeast(variableCount)
    }
  }

  /// Whether the constraint is in the solver.
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    records[constraint] != nil
  }

  /// Changes the constant of an added constraint's expression in place (the `c` in
  /// `Σ aᵢ·xᵢ + c (op) 0`), without removing and re-adding it.
  ///
  /// The change moves the constants of the rows that mention the constraint's marker and
  /// the dual simplex restores optimality, exactly as a suggested value does: this is what
  /// makes UIKit's `constraint.constant = x` cheap. On a constraint that is not in the
  /// solver, it only changes the constraint.
  /// - Throws: ``SolverError/unsatisfiableConstraint(_:conflicts:)`` if the constraint is
  ///   required and cannot hold with the new constant; the solver and the constraint are then
  ///   unchanged.
  public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
    guard constant.isFinite else { throw .nonFiniteValue("constant \(constant) for \(constraint)") }
    guard try applyConstants(CollectionOfOne((constraint: constraint, constant: constant))) else {
      let others = requiredRecords().filter { $0.constraint !== constraint }
      throw .unsatisfiableConstraint(
        constraint, conflicts: explain(constraint, candidates: others, newConstant: constant))
    }
  }

  /// Removes every constraint and edit variable and forgets every variable. Variables keep
  /// their last values.
  public func reset() {
    revision &+= 1
    tableau = Tableau()
    changedPositions = []
    previousConstants = []
    records.removeAll()
    markerSlot = []
    for v in variables { v?.registration.remove(token) }
    variables = []
    variableRefs = []
    externals = []
    numbers = []
    objectVariableCount = 0
    // The old numbers mean nothing any more: their space no longer reaches the solver.
    space.solver = nil
    space = VariableSpace()
    space.solver = self
    edits = []
    editOrder = []
    needsOptimize = false
  }

  // MARK: - Internals shared by the extensions

  /// Refuses a constraint with a NaN or infinite coefficient, constant or strength (the
  /// tableau would spread it into every row it touches: `nan * x == 1` "solved" x = nan), and
  /// a two-sided equality with a required side.
  static func requireFinite(_ c: Constraint) throws(SolverError) {
    guard c.storedConstant.isFinite, c.strength.value.isFinite, c.strengthBelow.value.isFinite,
      c.terms.coefficientsAreFinite
    else { throw .nonFiniteValue("\(c)") }
    // A two-sided equality is non-required on both sides (a required side has no error).
    if c.strengthBelow != c.strength, c.strength.isRequired || c.strengthBelow.isRequired {
      throw .badRequiredStrength
    }
  }

  func ensureOptimal() throws(SolverError) {
    guard needsOptimize else { return }
    do {
      try tableau.optimize(artificialPhase: false)
    } catch {
      throw .internalError("objective is unbounded")
    }
    tableau.foldEtasIfNeeded()
    tableau.compactPoolIfNeeded()
    needsOptimize = false
  }

  /// The expression's terms as tableau cells, sorted by symbol (registering new variables).
  func cells(for constraint: Constraint) -> [Cell] {
    // Read in place (a copy of the terms cost a retain and a release per variable).
    withUnsafePointer(to: &constraint.terms) { cells(for: $0) }
  }

  private func cells(for terms: UnsafePointer<CompactExpression>) -> [Cell] {
    // In the storage the last added row left (its cells went into the tableau's pool), with
    // room for the markers the row will append: no allocation a constraint.
    var out = tableau.spareCells
    tableau.spareCells = []
    let count = terms.pointee.count
    // The expression's space, compared by address, never loaded as a reference (a load
    // retained it before the loop and released it after: two atomic operations a
    // constraint). Only an expression with numbered terms can name a variable twice (a
    // number and its object).
    let spaceAddress = CompactExpression.spaceAddress(terms)
    let numbered = spaceAddress != nil
    let inOwnSpace = numbered && spaceAddress == UnsafeRawPointer(Unmanaged.passUnretained(space).toOpaque())
    if out.capacity < count + 2 { out.reserveCapacity(count + 2) }
    for i in 0..<count {
      let coefficient = terms.pointee.coefficient(at: i)
      guard coefficient != 0 else { continue }
      let sym: Sym
      // Field by field (a method called on the whole expression copied it).
      if terms.pointee.usesArray {
        sym = symbol(for: terms.pointee.spill[i].variable)
      } else if let v = terms.pointee.inline(i) {
        sym = symbol(for: v)
      } else if inOwnSpace {
        sym = symbol(forOwnNumber: terms.pointee.numberSlot(i))
      } else {
        sym = symbol(forNumber: terms.pointee.numberSlot(i), of: terms.pointee.space.unsafelyUnwrapped)
      }
      // Insertion sort: a UI constraint has 1 to 4 terms.
      let cell = Cell(sym: sym, coef: coefficient)
      var i = out.count
      out.append(cell)
      while i > 0 && out[i - 1].sym > cell.sym {
        out[i] = out[i - 1]
        i -= 1
      }
      if numbered && i > 0 && out[i - 1].sym == cell.sym {
        // The same variable twice (a number and its object): one cell.
        out.remove(at: i)
        out[i - 1].coef += cell.coef
        if out[i - 1].coef == 0 { out.remove(at: i - 1) }
        continue
      }
      out[i] = cell
    }
    return out
  }

  func setMarkerSlot(_ marker: Sym, _ slot: Int) {
    let m = Int(marker)
    // To the symbol room, as the tableau's dense tables: a marker is a symbol, below the
    // room, and the room grows geometrically (one short append per new marker went through
    // a slow generic path).
    if markerSlot.count <= m { markerSlot.fill(toRoom: tableau.symbolRoom, with: -1) }
    markerSlot[m] = Int32(slot)
  }

  func record(ofMarker marker: Sym) -> Record? {
    let m = Int(marker)
    guard m < markerSlot.count, markerSlot[m] >= 0 else { return nil }
    return records.slots[Int(markerSlot[m])]
  }

  struct TransactionMark {
    var variableCount: Int
    var serial: Int
  }

  func beginTransaction() -> TransactionMark {
    tableau.begin()
    return TransactionMark(variableCount: externals.count, serial: serial)
  }

  /// Undoes a failed transaction: rows, objective, symbols, records and new variables.
  func rollback(_ mark: TransactionMark, added: [Constraint]) {
    tableau.rollback()
    for c in added {
      if let r = records.remove(c) { setMarkerSlot(r.tag.marker, -1) }
    }
    if variables.count > mark.variableCount {
      for v in variables[mark.variableCount...] { v?.registration.remove(token) }
      variables.removeSubrange(mark.variableCount...)
      variableRefs.removeSubrange(mark.variableCount...)
      // Nor past the last index that still has an object (the padding before a removed one).
      while let last = variables.last, last == nil {
        variables.removeLast()
        variableRefs.removeLast()
      }
    }
    if numbers.isEmpty {
      objectVariableCount -= externals.count - mark.variableCount
    } else {
      for n in numbers[mark.variableCount...] where n >= 0 { space.entries[Int(n)].index = -1 }
      objectVariableCount -= numbers[mark.variableCount...].lazy.filter { $0 < 0 }.count
      numbers.removeSubrange(mark.variableCount...)
    }
    externals.removeSubrange(mark.variableCount...)
    if edits.count > mark.variableCount { edits.removeSubrange(mark.variableCount...) }
    serial = mark.serial
  }

  /// The required constraints in the solver, in the order they were added.
  func requiredRecords() -> [Record] {
    records.ordered.filter { $0.constraint.strength.isRequired }
  }
}
