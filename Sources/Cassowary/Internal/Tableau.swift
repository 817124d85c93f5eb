/// The simplex tableau, split as in the Cassowary paper (§3.1) into two parts:
///
/// - **Restricted rows** (basic symbol a slack, error or dummy) form the simplex part. They
///   keep dummy cells out (those live in `etas`, see `EtaFile`; only removing a redundant
///   equality can leave a basic dummy's own symbol in a few rows) and are otherwise kept fully
///   substituted: they mention only parametric (non-basic) restricted symbols,
///   never a user variable. The objective obeys the same rule.
/// - **External rows** (basic symbol a user variable) are *not* kept substituted. Such a row
///   may mention basic symbols too, with one rule: every external symbol it mentions has a
///   smaller id than its own basic symbol. Evaluating the external rows in id order therefore
///   gives every value, and a chain `left_k = left_{k-1} + width_{k-1} + 8` stores three
///   cells per link where a fully substituted tableau (kiwi's) stores O(k).
///
/// A column index (symbol → rows that mention it, one list for each part) makes a pivot visit
/// only the rows it changes. A journal of replaced rows makes every public operation
/// all-or-nothing.
/// The rows that mention a symbol, with their coefficients, as of the symbol's column
/// version (a dummy's: as of a structure version, see `Tableau.isCurrent(_:)`).
struct Column {
  var sym: Sym
  /// `Tableau.structureVersion` when it was built.
  var version: Int
  /// Whether the symbol was basic then: its column lists the external rows only.
  var basic: Bool
  /// The symbol's `UseLists.restrictedColumnVersion` when it was built.
  var restrictedVersion: UInt32
  /// The symbol's `UseLists.externalColumnVersion` when it was built.
  var externalVersion: UInt32
  var rows: [Sym] = []
  var coefs: [Double] = []
}

/// A row as a transaction found it: its owner, its cells (a slot into `Tableau.journalCells`;
/// count −1 when the owner was not basic) and its constant.
struct JournalEntry {
  var owner: Sym
  var slot: RowSlot
  var constant: Double
}

/// How much work the tableau has done (pivots, merged cells, artificial phases).
struct Counters {
  var pivots = 0
  var artificialPhases = 0
  var mergedCells = 0
  var reductions = 0
  var etaFolds = 0
}

struct Tableau {
  var kinds: [SymbolKind] = [.invalid]
  /// Where each basic symbol's row keeps its cells in `pool` (see `Tableau+RowPool.swift`).
  var slots: [RowSlot] = [.none]
  /// Every row's cells, a block a row: the first `poolCount` cells are in use, the rest room.
  var pool: [Cell] = []
  var poolCount = 0
  /// How many cells of `pool` are in blocks no row uses any more (reclaimed by
  /// `compactPoolIfNeeded`).
  var poolGarbage = 0
  /// Working rows kept for their storage: a row is copied into one, changed, and copied back.
  var spareRow = Row()
  var spareMerge = Row()
  var sparePivot = Row()
  /// The storage of the last added constraint's cells, for the next one's (`Solver.cells(for:)`).
  var spareCells: [Cell] = []
  /// The column index (see `Tableau+ColumnIndex.swift`): for each symbol, the rows that
  /// mention it.
  var uses: [UseLists] = [UseLists()]
  /// The use lists' entries past their first two (see `UseList.overflow`): one array per list
  /// that has any, most have none.
  var useOverflow: [[Sym]] = []
  /// Places in `useOverflow` no list holds, each an empty array with its storage kept.
  var freeUseOverflow: [Int32] = []
  /// Exactly how many restricted rows mention each symbol (kept on every change, so the
  /// subject choice can count without compacting a list).
  var restrictedCount: [Int32] = [0]
  /// The storage `restrictedUsers` and `externalUsers` return their lists in (reused).
  var restrictedUsersBuffer: [Sym] = []
  var externalUsersBuffer: [Sym] = []
  /// Per-row marks for deduplicating a list while it is compacted (`useEpoch` is current).
  var useStamp: [UInt32] = []
  var useEpoch: UInt32 = 0
  /// The objective, dense: its coefficient on every symbol (0 on basic symbols). Pivots touch
  /// only the cells of the substituted row, never the whole objective.
  var objective: [Double] = [0]
  var objectiveConstant: Double = 0
  /// Symbols whose objective coefficient went negative: the candidates to enter the basis,
  /// lowest id first (Bland's rule). Entries are checked when popped.
  var candidates = MinHeap()
  var isCandidate: [Bool] = [false]
  /// The temporary objective of the artificial-variable phase, while it runs.
  var artificial: Row?
  /// Restricted rows whose constant went negative (for the dual simplex), LIFO as in kiwi.
  var infeasible: [Sym] = []
  /// The dual simplex's queue, kept for its storage (see `dualOptimize`).
  var dualQueue: [Sym] = []

  // Journal (undo log): the first version of every row a transaction replaces.
  var journaling = false
  /// The first `journalCount` entries are the transaction's old rows. Committing only resets
  /// the count (and `journalCellCount`): stale entries are overwritten by the next
  /// transactions. One array of entries, not one per field: each array is a reference the
  /// tableau carries (one append each, and one more retain wherever the tableau is copied).
  var journal: [JournalEntry] = []
  /// The old rows' cells (`JournalEntry.slot` points into it).
  var journalCells: [Cell] = []
  /// How many of `journalCells` the transaction uses (the rest are stale, overwritten next).
  var journalCellCount = 0
  var journalCount = 0
  var journalEpoch: [UInt32] = [0]
  var epoch: UInt32 = 1
  /// Old coefficients of the objective cells a transaction changed (0 = no cell), in order.
  var objectiveLog: [(Sym, Double)] = []
  /// Old constants of the rows a transaction shifted before (or without) journalling them
  /// whole, in order: restored after the journalled rows, the earliest last.
  var constantLog: [(Sym, Double)] = []
  var savedObjectiveConstant: Double?
  var savedSymbolCount = 0
  /// The largest strength a non-required constraint has ever brought into the objective:
  /// the scale of the rounding its cells carry, even after that constraint is gone.
  var weightScale: Double = 1
  var savedWeightScale: Double = 1

  /// The values `evaluate` computed, by symbol.
  var values: [Double] = []
  /// Every row's constant, by basic symbol (0 when not basic): what evaluation reads, in a
  /// flat array so that reading values touches no reference counts.
  var constants: [Double] = [0]
  /// Bumped whenever a row's cells change; `evaluate` recompiles its program when it moves.
  var structureVersion = 0
  /// Bumped whenever an external row changes: the evaluation program depends on those only.
  var externalVersion = 0
  var program = EvaluationProgram()
  /// Symbols whose entry in `constants` changed since the last evaluation (with repeats), or
  /// `nil` once there were more than symbols: the next evaluation then recomputes everything.
  var changedConstants: [Sym]? = []
  /// The list `changedConstants` was last emptied into, kept for its storage (see `evaluate`).
  var spareChangedConstants: [Sym] = []
  /// The storage of the last incremental evaluation's list of recomputed targets: the solver
  /// hands the list back (`Solver.updateVariables`) once it has written the values, so that
  /// the next evaluation appends into it instead of growing a new one.
  var recomputedBuffer: [Int32] = []
  /// The incremental evaluation's queue, kept for its storage.
  var evaluationHeap = MinHeap()
  /// Which targets of `program` wait in an incremental evaluation (scratch, all false between).
  var evaluationQueued: [Bool] = []

  /// Work counters, for benchmarks and the solver's `statistics`.
  var counters = Counters()

  /// Columns recently shifted by constant changes, valid while current (`isCurrent(_:)`).
  var columnCache: [Column] = []

  // Dummy columns, kept out of the restricted rows and the objective (see `EtaFile`).
  var etas = EtaFile()
  /// Whether a row's lazy part (its dummy cells) may be non-zero, by basic symbol; index 0 is
  /// the objective. Never false where the part is not zero.
  var hasLazy: [Bool] = [false]
  var artificialHasLazy = false
  /// Replayed dummy columns, to resume rather than restart a replay.
  var lazyColumns: [Sym: LazyColumn] = [:]
  /// The dummy columns the eta file was last folded into (its position 0).
  var baseColumns: [Sym: LazyColumn] = [:]
  /// How many entries the eta file may hold before it is folded (tests lower it).
  var etaFoldThreshold = 1 << 20
  var savedEtaCount = 0
  /// Markers of removed required equalities: their lazy coefficients are left where they
  /// were (nothing reads a removed constraint's column) and written out by no one.
  var retiredDummies: Set<Sym> = []
  /// Old values of the flags a transaction changed, in order.
  var lazyLog: [(Sym, Bool)] = []
  /// Dense scratch for replays, all zero / false between calls.
  var lazyValues: [Double] = []
  var lazyMarks: [Bool] = []
  var lazyTouched: [Sym] = []
  /// The rows a substitution changed, with their coefficients (reused buffer).
  var substituted: [(Sym, Double)] = []

  /// Dense accumulators for `reduce`, all zero / false between calls.
  var scratch: [Double] = []
  var scratchSeen: [Bool] = []
  var reduceTouched: [Sym] = []
  var reduceHeap: [Sym] = []
  var reduceBasics: [Sym] = []
  var reducePart = LazyPart()
  /// Scratch for `feasibleSubject`: the candidate subjects, by (rows mentioning them, id).
  var subjectCandidates: [(count: Int32, sym: Sym, coef: Double)] = []

  // Scratch buffers reused by every merge (no allocation per pivot).
  var entered: [Sym] = []
  var left: [Sym] = []

  /// How many symbols there are (ids `0..<symbolCount`; 0 is the objective's key).
  ///
  /// The per-symbol tables are longer: they hold `symbolRoom` entries, those past the count
  /// at their defaults, so that a new symbol is a store (`newSymbol`) where appending to nine
  /// tables cost about 400 instructions, 5 % of a first layout pass. `uses` too, since its
  /// entries hold no arrays (an append a symbol, with the runtime's uniqueness check and
  /// growth call, was 1 % of `vfl-bench`).
  var symbolCount = 1
  /// How many entries the per-symbol tables hold (each at its default past `symbolCount`);
  /// they only grow, through `growSymbols` and `reserveSymbols`.
  var symbolRoom = 1
  /// Whether the tables last grew through a reservation (see `newSymbol`).
  var reservedLast = false

  @inline(__always) func isBasic(_ s: Sym) -> Bool { slots[Int(s)].isBasic }
  @inline(__always) func kind(_ s: Sym) -> SymbolKind { kinds[Int(s)] }

  // MARK: - Rows and the column index

  /// Replaces the row of `owner` (nil = not basic), keeping the column index and journal.
  mutating func setRow(_ owner: Sym, _ new: Row?) {
    if new == nil { clearLazy(owner) }
    record(owner)
    installRow(owner, new)
    structureVersion &+= 1
  }

  /// Replaces a row and follows it in the column index and the constants (no journal).
  mutating func installRow(_ owner: Sym, _ new: Row?) {
    let external = kind(owner) == .external
    // The old cells are read in place, by index (the column index's changes below touch no
    // row; a closure over the pool here would copy the tableau).
    let oldSlot = slots[Int(owner)]
    let oldEnd = Int(oldSlot.start) + max(Int(oldSlot.count), 0)
    // The symbols that enter or leave the row, or change coefficient in it, have stale
    // cached columns. (The owner's is not: a column lists the rows that mention a symbol,
    // never its own row, and whether it is basic is part of the cache's key.)
    for j in Int(oldSlot.start)..<oldEnd {
      let c = pool[j]
      if let new, let k = new.index(of: c.sym) {
        if new.cells[k].coef != c.coef { touchColumn(c.sym, external: external) }
      } else {
        // Symbols the row loses leave stale entries behind (marked, and uncounted).
        removeUse(of: c.sym, by: owner, external: external)
        touchColumn(c.sym, external: external)
      }
    }
    if let new {
      // Only symbols new to the row need an entry; the others have one already.
      for c in new.cells where !poolRange(Int(oldSlot.start)..<oldEnd, contains: c.sym) {
        addUse(of: c.sym, by: owner, external: external)
        touchColumn(c.sym, external: external)
      }
    }
    if let new {
      writeCells(owner, new.cells)
    } else {
      clearCells(owner)
    }
    constants[Int(owner)] = new?.constant ?? 0
    noteConstantChange(owner)
    if external { externalVersion &+= 1 }
    if let new {
      for c in new.cells { boundUses(c.sym) }
    }
  }

  /// Stores a row produced by `Row.merge`, whose column changes are in `entered`/`left`.
  mutating func setMergedRow(_ owner: Sym, _ new: Row) {
    record(owner)
    let external = kind(owner) == .external
    for s in left { removeUse(of: s, by: owner, external: external) }
    for s in entered { addUse(of: s, by: owner, external: external) }
    writeCells(owner, new.cells)
    for s in entered { boundUses(s) }
    left.removeAllIfAny()
    entered.removeAllIfAny()
    constants[Int(owner)] = new.constant
    noteConstantChange(owner)
    structureVersion &+= 1
    if external { externalVersion &+= 1 }
  }

  /// Changes only a row's constant (no column change).
  mutating func addToConstant(_ owner: Sym, _ delta: Double) -> Double {
    let i = Int(owner)
    // Journals the old constant alone, not the row: a copy of the row in the journal cost a
    // retain, and the release of the stale row its slot held, for every row a constant
    // change shifts (a re-layout shifts a dozen). A row journalled already needs nothing.
    if journaling && journalEpoch[i] != epoch { constantLog.append((owner, constants[i])) }
    let c = constants[i] + delta
    constants[i] = c
    noteConstantChange(owner)
    return c
  }

  /// Substitutes `row` (the row of `s`) for `s` in the row of `owner`.
  ///
  /// - Parameter clearingColumn: The caller empties `s`'s use lists itself once every row
  ///   has been substituted, rather than paying a sorted removal per row.
  /// - Parameter touched: The caller has marked the columns of `s` and of `row`'s symbols
  ///   stale for this part of the tableau (`touchSubstitution`) once for many rows.
  /// - Returns: The coefficient `s` had in that row (0 if none: nothing changed).
  @discardableResult
  mutating func substitute(
    _ s: Sym, by row: Row, into owner: Sym, clearingColumn: Bool = false, touched: Bool = false
  ) -> Double {
    let k = rowCoefficient(owner, s)
    guard k != 0 else { return 0 }
    substitute(s, times: k, by: row, into: owner, clearingColumn: clearingColumn, touched: touched)
    return k
  }

  /// Marks stale the cached columns a substitution of `row` for `s` into rows of one part
  /// changes: `s` leaves them and `row`'s symbols change coefficient (the other symbols of
  /// those rows keep theirs).
  mutating func touchSubstitution(_ s: Sym, by row: Row, external: Bool) {
    touchColumn(s, external: external)
    for c in row.cells { touchColumn(c.sym, external: external) }
  }

  /// Replaces `s` (coefficient `k` in the row of `owner`, in its cells or in its lazy part)
  /// by `row`; any cell of `s` is dropped.
  mutating func substitute(
    _ s: Sym, times k: Double, by row: Row, into owner: Sym, clearingColumn: Bool, touched: Bool = false
  ) {
    guard let n = rowCellCount(owner) else { return }
    counters.mergedCells += n + row.cells.count
    // The row is copied into a working row, changed there and copied back: the working rows
    // are the tableau's, taken out so that their storage is uniquely held (no allocation).
    var target = spareRow
    spareRow = Row()
    _ = loadRow(owner, into: &target)
    if row.cells.count <= 4 {
      target.substitute(s, plus: k, times: row, entered: &entered, left: &left)
      if clearingColumn { left.removeAll { $0 == s } }
      if !touched { touchSubstitution(s, by: row, external: kind(owner) == .external) }
      setMergedRow(owner, target)
    } else {
      var merged = spareMerge
      spareMerge = Row()
      Row.merge(target, skipping: s, plus: k, times: row, into: &merged, entered: &entered, left: &left)
      if clearingColumn { left.removeAll { $0 == s } }
      if !touched { touchSubstitution(s, by: row, external: kind(owner) == .external) }
      setMergedRow(owner, merged)
      merged.emptyCells()
      spareMerge = merged
    }
    target.emptyCells()
    spareRow = target
  }

  /// Substitutes into the artificial objective (never journaled: it is temporary).
  @discardableResult
  mutating func substituteIntoArtificial(_ s: Sym, by row: Row) -> Double {
    guard var target = artificial, let i = target.index(of: s) else { return 0 }
    let k = target.cells[i].coef
    artificial = nil  // keep the buffer uniquely referenced
    target = Row.merge(target, skipping: s, plus: k, times: row, entered: &entered, left: &left)
    entered.removeAllIfAny()
    left.removeAllIfAny()
    artificial = target
    return k
  }

  // MARK: - The objective

  /// Substitutes `row` for `s` in the objective, journaling the cells it changes.
  @discardableResult
  mutating func substituteIntoObjective(_ s: Sym, by row: Row) -> Double {
    let k = objective[Int(s)]
    if k == 0 { return 0 }
    setObjective(s, 0)
    addToObjective(row, times: k)
    return k
  }

  /// Adds `coef·row` to the objective, journaling the cells it changes.
  mutating func addToObjective(_ row: Row, times coef: Double) {
    if journaling, savedObjectiveConstant == nil { savedObjectiveConstant = objectiveConstant }
    objectiveConstant += coef * row.constant
    for c in row.cells { addToObjective(c.sym, coef * c.coef) }
  }

  /// Adds `coef` to one objective cell, journaling it.
  mutating func addToObjective(_ s: Sym, _ coef: Double) {
    let v = objective[Int(s)] + coef
    setObjective(s, nearZero(v) ? 0 : v)
  }

  @inline(__always) mutating func setObjective(_ s: Sym, _ v: Double) {
    if journaling { objectiveLog.append((s, objective[Int(s)])) }
    objective[Int(s)] = v
    if v < 0 { markCandidate(s) }
  }

  @inline(__always) mutating func markCandidate(_ s: Sym) {
    if !isCandidate[Int(s)] {
      isCandidate[Int(s)] = true
      candidates.push(s)
    }
  }

  /// The objective as a row (for dumps and diagnostics).
  var objectiveRow: Row {
    var cells: [Cell] = []
    for i in 0..<symbolCount where objective[i] != 0 { cells.append(Cell(sym: Sym(i), coef: objective[i])) }
    return Row(constant: objectiveConstant, cells: cells)
  }
}
