// Reading values out: external rows evaluated in id order, through a flat program.

extension Tableau {
  /// Computes the value of every external symbol in `externals` (ascending) into `values`.
  ///
  /// A restricted basic symbol's value is its row's constant, a parametric symbol's is 0, and
  /// an external row only mentions older externals, which ascending order has already set.
  /// The rows are compiled into a flat program that lives until an external row changes:
  /// it reads every restricted symbol's constant, which is 0 while the symbol is
  /// parametric, so pivots (which never touch external rows) leave it valid, and a drag
  /// that crosses a threshold does not recompile it.
  ///
  /// While the program lives, only the externals that read a changed constant (or a
  /// recomputed external) are recomputed: a constant change in a 10 000-view layout moves a
  /// few rows, and evaluating all 40 000 variables cost more than the change.
  ///
  /// - Returns: The indices (into `externals`, ascending) of the externals recomputed, or
  ///   `nil` when every one was.
  @discardableResult
  mutating func evaluate(_ externals: [Sym]) -> [Int32]? {
    if values.count < symbolCount { values.fill(toRoom: symbolRoom, with: 0) }
    var changed = changedConstants
    // The next changes go into the list the last evaluation emptied, and this one's is kept
    // for the one after: a list grown afresh, append by append, cost several allocations
    // an evaluation (a re-layout evaluates a few times).
    changedConstants = spareChangedConstants
    spareChangedConstants = []
    defer {
      // Taken out, so the list is uniquely held and emptying it keeps its storage.
      if var list = changed.take() {
        list.removeAllKeepingStorage()
        spareChangedConstants = list
      }
    }
    if program.version != externalVersion || program.targets.count != externals.count {
      program = EvaluationProgram(slots: slots, pool: pool, kinds: kinds, version: externalVersion, externals)
    } else if let changed {
      // Incrementally while few targets move; past a quarter of them the flat full run is
      // faster (a drag moves most of a layout), and it takes over from where this stopped.
      if changed.isEmpty { return [] }
      let budget = program.targets.count / 4
      if changed.count <= budget, let recomputed = evaluateIncrementally(changed, budget: budget) {
        return recomputed
      }
    }
    let program = self.program
    constants.withUnsafeBufferPointer { constants in
      values.withUnsafeMutableBufferPointer { values in
        program.run(constants: constants, values: values)
      }
    }
    return nil
  }

  /// Records that `constants[s]` changed, for the next (incremental) evaluation.
  @inline(__always) mutating func noteConstantChange(_ s: Sym) {
    guard let count = changedConstants?.count else { return }
    // Past a quarter of the symbols the next evaluation runs in full anyway: stop recording.
    // (A shift: the count is positive, and a signed division by 4 cost more instructions,
    // on every row a constant change moves.)
    if count >= symbolCount >> 2 { changedConstants = nil } else { changedConstants?.append(s) }
  }

  /// `noteConstantChange` for a whole column at once (a drag's step shifts thousands of rows).
  mutating func noteConstantChanges(_ symbols: [Sym]) {
    guard let count = changedConstants?.count else { return }
    if count + symbols.count >= symbolCount >> 2 {
      changedConstants = nil
    } else {
      changedConstants?.append(contentsOf: symbols)
    }
  }

  /// The incremental evaluation of `evaluate(_:)`: the recomputed targets, or `nil` when more
  /// than `budget` would be (the caller then runs the whole program).
  private mutating func evaluateIncrementally(_ changed: [Sym], budget: Int) -> [Int32]? {
    if !program.hasReverseIndex { program.buildReverseIndex(symbolCount: symbolCount) }
    guard program.readerCount(of: changed, upTo: budget) <= budget else { return nil }
    if evaluationQueued.count < program.targets.count {
      evaluationQueued += repeatElement(false, count: program.targets.count - evaluationQueued.count)
    }
    let program = self.program
    // The last evaluation's list, emptied: its storage is reused (see `recomputedBuffer`).
    var recomputed = recomputedBuffer
    recomputedBuffer = []
    recomputed.removeAllKeepingStorage()
    var heap = evaluationHeap
    evaluationHeap = MinHeap()
    heap.items.removeAllKeepingStorage()
    defer { evaluationHeap = heap }
    let finished = constants.withUnsafeBufferPointer { constants in
      values.withUnsafeMutableBufferPointer { values in
        evaluationQueued.withUnsafeMutableBufferPointer { queued in
          program.runIncrementally(
            from: changed, constants: constants, values: values, queued: queued,
            budget: budget, heap: &heap, recomputed: &recomputed)
        }
      }
    }
    guard finished else {
      recomputedBuffer = recomputed
      return nil
    }
    return recomputed
  }
}

/// The external rows flattened: for each external symbol, its basic flag and its cells
/// (but the cells of parametric dummies).
struct EvaluationProgram {
  var version = -1
  var targets: [Int32] = []
  var basic: [Bool] = []
  var start: [Int32] = [0]
  var syms: [Int32] = []
  var coefs: [Double] = []
  /// Whether each cell reads another external's value (else a restricted row's constant).
  var readsValue: [Bool] = []
  /// For each symbol, the targets whose row reads it (`readers[readerStart[s]..<readerStart[s + 1]]`,
  /// target indices ascending); symbols made after the program have none.
  var readerStart: [Int32] = [0]
  var readers: [Int32] = []
  /// For each symbol, its index among the targets, or -1.
  var targetIndex: [Int32] = []

  init() {}

  /// Compiles the rows of `externals`. (Given the tableau's arrays, not the tableau: a copy of
  /// the whole tableau retained and released each of its arrays.)
  init(
    slots allSlots: [RowSlot], pool allCells: [Cell], kinds allKinds: [SymbolKind], version: Int,
    _ externals: [Sym]
  ) {
    self.version = version
    targets = externals
    // The rows read in place, through buffers.
    allSlots.withUnsafeBufferPointer { rows in
      allCells.withUnsafeBufferPointer { pool in
        allKinds.withUnsafeBufferPointer { kinds in
          // Every table allocated once, at its size, and written in place: appended cell by
          // cell, each write checked the array's uniqueness and room (a first layout compiles a
          // program of every variable).
          var cells = 0
          for x in externals where rows[Int(x)].isBasic {
            let row = rows[Int(x)]
            for j in Int(row.start)..<Int(row.start + row.count) where Self.isRead(pool[j].sym, rows, kinds) {
              cells += 1
            }
          }
          var syms = [Int32](repeating: 0, count: cells)
          var coefs = [Double](repeating: 0, count: cells)
          var readsValue = [Bool](repeating: false, count: cells)
          var basic = [Bool](repeating: false, count: externals.count)
          var start = [Int32](repeating: 0, count: externals.count + 1)
          var used = 0
          syms.withUnsafeMutableBufferPointer { syms in
            coefs.withUnsafeMutableBufferPointer { coefs in
              readsValue.withUnsafeMutableBufferPointer { readsValue in
                basic.withUnsafeMutableBufferPointer { basic in
                  start.withUnsafeMutableBufferPointer { start in
                    for (target, x) in externals.enumerated() {
                      let i = Int(x)
                      let row = rows[i]
                      if row.isBasic {
                        basic[target] = true
                        for j in Int(row.start)..<Int(row.start + row.count) {
                          let c = pool[j]
                          guard Self.isRead(c.sym, rows, kinds) else { continue }
                          syms[used] = c.sym
                          coefs[used] = c.coef
                          readsValue[used] = kinds[Int(c.sym)] == .external
                          used += 1
                        }
                      }
                      start[target + 1] = Int32(used)
                    }
                  }
                }
              }
            }
          }
          self.syms = syms
          self.coefs = coefs
          self.readsValue = readsValue
          self.basic = basic
          self.start = start
        }
      }
    }
  }

  /// Whether a cell of `s` is compiled: all but a parametric dummy's, which stays 0 until an
  /// external row changes (dummies never enter the basis by a pivot, only as a fresh redundant
  /// equality's marker, which no existing row mentions, or to be eliminated, which rewrites
  /// the rows that do). Asked when counting the cells and when writing them, so that the
  /// tables are allocated at their exact size (trimming them cost more than a small
  /// layout's whole compilation).
  @inline(__always) private static func isRead(
    _ s: Sym, _ rows: UnsafeBufferPointer<RowSlot>, _ kinds: UnsafeBufferPointer<SymbolKind>
  ) -> Bool {
    kinds[Int(s)] != .dummy || rows[Int(s)].isBasic
  }

  /// Whether `readerStart`, `readers` and `targetIndex` are built.
  var hasReverseIndex: Bool { !targetIndex.isEmpty }

  /// Builds the reverse index, by counting: who reads each symbol, and each target's place.
  /// Only when an evaluation is to be incremental: after a change of structure the next
  /// evaluation is a full one, which doesn't need it.
  mutating func buildReverseIndex(symbolCount: Int) {
    let externals = targets
    targetIndex = [Int32](repeating: -1, count: max(symbolCount, 1))
    for (i, x) in externals.enumerated() { targetIndex[Int(x)] = Int32(i) }
    var counts = [Int32](repeating: 0, count: symbolCount + 1)
    for s in syms { counts[Int(s) + 1] += 1 }
    for i in 0..<symbolCount { counts[i + 1] += counts[i] }
    readerStart = counts
    readers = [Int32](repeating: 0, count: syms.count)
    var next = counts
    for i in 0..<externals.count {
      for j in Int(start[i])..<Int(start[i + 1]) {
        let s = Int(syms[j])
        readers[Int(next[s])] = Int32(i)
        next[s] += 1
      }
    }
  }

  /// How many targets read the symbols of `changed` directly (counted up to past `limit`).
  func readerCount(of changed: [Sym], upTo limit: Int) -> Int {
    var count = 0
    for s in changed where Int(s) + 1 < readerStart.count {
      count += Int(readerStart[Int(s) + 1] - readerStart[Int(s)])
      if count > limit { break }
    }
    return count
  }

  /// Recomputes the targets that read a symbol in `changed` (or that are one), and, while a
  /// recomputed value moves, the targets that read it: in ascending order, so every value a
  /// target reads is final when it is recomputed. `queued` is all false on entry and exit.
  ///
  /// - Returns: `false` when more than `budget` targets were queued: it stopped (the values it
  ///   wrote are right, the others not yet; a full run finishes the job).
  func runIncrementally(
    from changed: [Sym], constants: UnsafeBufferPointer<Double>,
    values: UnsafeMutableBufferPointer<Double>, queued: UnsafeMutableBufferPointer<Bool>,
    budget: Int, heap: inout MinHeap, recomputed: inout [Int32]
  ) -> Bool {
    func enqueue(_ i: Int32) {
      if !queued[Int(i)] {
        queued[Int(i)] = true
        heap.push(i)
      }
    }
    func enqueueReaders(of s: Int) {
      guard s + 1 < readerStart.count else { return }
      for k in Int(readerStart[s])..<Int(readerStart[s + 1]) { enqueue(readers[k]) }
    }
    for s in changed {
      let i = Int(s)
      if i < targetIndex.count, targetIndex[i] >= 0 { enqueue(targetIndex[i]) }
      enqueueReaders(of: i)
    }
    while let i = heap.pop() {
      queued[Int(i)] = false
      if recomputed.count + heap.items.count >= budget {
        for j in heap.items { queued[Int(j)] = false }
        return false
      }
      let x = Int(targets[Int(i)])
      var v = 0.0
      if basic[Int(i)] {
        v = constants[x]
        for j in Int(start[Int(i)])..<Int(start[Int(i) + 1]) {
          let s = Int(syms[j])
          v += coefs[j] * (readsValue[j] ? values[s] : constants[s])
        }
      }
      recomputed.append(i)
      if values[x] != v {
        values[x] = v
        enqueueReaders(of: x)
      }
    }
    return true
  }

  func run(constants: UnsafeBufferPointer<Double>, values: UnsafeMutableBufferPointer<Double>) {
    targets.withUnsafeBufferPointer { targets in
      basic.withUnsafeBufferPointer { basic in
        start.withUnsafeBufferPointer { start in
          syms.withUnsafeBufferPointer { syms in
            coefs.withUnsafeBufferPointer { coefs in
              readsValue.withUnsafeBufferPointer { readsValue in
                var j = 0
                for i in 0..<targets.count {
                  let x = Int(targets[i])
                  let end = Int(start[i + 1])
                  guard basic[i] else {
                    values[x] = 0
                    j = end
                    continue
                  }
                  var v = constants[x]
                  while j < end {
                    let s = Int(syms[j])
                    v += coefs[j] * (readsValue[j] ? values[s] : constants[s])
                    j += 1
                  }
                  values[x] = v
                }
              }
            }
          }
        }
      }
    }
  }
}
