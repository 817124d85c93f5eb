// The journal (undo log) that makes every public operation all-or-nothing: the first
// version of every row a transaction replaces, the objective cells it changes, the lazy
// flags it flips, and the symbol and eta counts it started from.

extension Tableau {
  /// Starts recording the rows a transaction replaces.
  mutating func begin() {
    journaling = true
    epoch &+= 1
    // The logs are empty: the last transaction's commit or rollback emptied them.
    savedObjectiveConstant = nil
    savedSymbolCount = symbolCount
    savedWeightScale = weightScale
    savedEtaCount = etas.count
  }

  /// Forgets the recorded rows: the transaction stands.
  mutating func commit() {
    journaling = false
    // Most adds log nothing but their own new row (see `removeAllIfAny`).
    lazyLog.removeAllIfAny()
    forgetJournal()
    constantLog.removeAllIfAny()
    objectiveLog.removeAllIfAny()
    savedObjectiveConstant = nil
    foldEtasIfNeeded()
    compactPoolIfNeeded()
  }

  /// Puts back every recorded row, the objective and the symbol count.
  mutating func rollback() {
    journaling = false
    for i in stride(from: journalCount - 1, through: 0, by: -1) where Int(journal[i].owner) < symbolCount {
      let entry = journal[i], old = entry.slot
      if old.isBasic {
        var row = Row(constant: entry.constant)
        row.cells.append(contentsOf: journalCells[Int(old.start)..<Int(old.start + old.count)])
        installRow(entry.owner, row)
      } else {
        installRow(entry.owner, nil)
      }
    }
    // A row shifted before it was journalled went into the journal with the shifted constant
    // (or not at all): its logged constants, newest first, end at the one it started with.
    for (s, old) in constantLog.reversed() where Int(s) < symbolCount {
      constants[Int(s)] = old
      noteConstantChange(s)
    }
    constantLog.removeAll(keepingCapacity: true)
    etas.truncate(to: savedEtaCount)
    lazyColumns.removeAll()
    for (s, old) in lazyLog.reversed() where s == artificialKey || Int(s) < symbolCount {
      if s == artificialKey { artificialHasLazy = old } else { hasLazy[Int(s)] = old }
    }
    lazyLog.removeAll(keepingCapacity: true)
    structureVersion &+= 1
    externalVersion &+= 1
    columnCache.removeAll()
    forgetJournal()
    for (s, old) in objectiveLog.reversed() where Int(s) < symbolCount {
      objective[Int(s)] = old
      if old < 0 { markCandidate(s) }
    }
    if let c = savedObjectiveConstant { objectiveConstant = c }
    objectiveLog.removeAll(keepingCapacity: true)
    savedObjectiveConstant = nil
    artificial = nil
    infeasible.removeAll()
    weightScale = savedWeightScale
    let n = savedSymbolCount
    truncateSymbols(to: n)
    candidates.items.removeAll { Int($0) >= n }
    candidates.heapify()
  }

  @inline(__always) mutating func record(_ owner: Sym) {
    guard journaling, journalEpoch[Int(owner)] != epoch else { return }
    journalEpoch[Int(owner)] = epoch
    let i = Int(owner)
    // The old cells are copied into the journal's own pool: the row keeps its block and is
    // written in place.
    var old = slots[i]
    if old.isBasic {
      let start = Int(old.start)
      old.start = Int32(journalCellCount)
      for j in start..<start + Int(old.count) {
        if journalCellCount < journalCells.count {
          journalCells[journalCellCount] = pool[j]
        } else {
          journalCells.append(pool[j])
        }
        journalCellCount += 1
      }
    }
    let entry = JournalEntry(owner: owner, slot: old, constant: constants[i])
    if journalCount < journal.count {
      journal[journalCount] = entry
    } else {
      journal.append(entry)
    }
    journalCount += 1
  }

  /// Ends the journal; a large one is freed rather than kept for reuse.
  mutating func forgetJournal() {
    if journal.count > 1024 || journalCells.count > 4096 {
      journal = []
      journalCells = []
    }
    journalCellCount = 0
    journalCount = 0
  }
}
