// The per-symbol tables' room: reserved ahead, filled with defaults ahead (the tables of plain
// values), handed out one symbol at a time, and put back by a rollback.

extension Tableau {
  /// Room for `total` symbols in every per-symbol table without growing (see
  /// `Solver.reserveCapacity(forConstraints:)`).
  mutating func reserveSymbols(_ total: Int) {
    guard symbolRoom < total else { return }
    // At least doubling, as `Array.reserveAtLeast`: reservations repeated batch after batch
    // stay amortised.
    growSymbols(to: max(total, 2 * symbolRoom))
    reservedLast = true
  }

  /// Grows every per-symbol table to `total` entries at once (a reservation, or `newSymbol`
  /// finding them full), the new ones at their defaults.
  private mutating func growSymbols(to total: Int) {
    guard total > symbolRoom else { return }
    // Each table holds `symbolRoom` entries: filled to the new room.
    kinds.growFilling(toRoom: total, with: .invalid)
    slots.growFilling(toRoom: total, with: .none)
    uses.growFilling(toRoom: total, with: UseLists())
    restrictedCount.growFilling(toRoom: total, with: 0)
    journalEpoch.growFilling(toRoom: total, with: 0)
    objective.growFilling(toRoom: total, with: 0)
    isCandidate.growFilling(toRoom: total, with: false)
    constants.growFilling(toRoom: total, with: 0)
    hasLazy.growFilling(toRoom: total, with: false)
    symbolRoom = total
  }

  /// Puts the entries of symbols `n..<symbolCount` back to their defaults and forgets
  /// those symbols (a rollback).
  mutating func truncateSymbols(to n: Int) {
    for i in n..<symbolCount {
      kinds[i] = .invalid
      restrictedCount[i] = 0
      journalEpoch[i] = 0
      objective[i] = 0
      isCandidate[i] = false
      constants[i] = 0
      hasLazy[i] = false
      if slots[i].isBasic { poolGarbage += Int(slots[i].capacity) }
      slots[i] = .none
    }
    for i in n..<symbolCount {
      releaseOverflow(uses[i].restricted.overflow)
      releaseOverflow(uses[i].external.overflow)
      uses[i] = UseLists()
    }
    symbolCount = n
  }

  mutating func newSymbol(_ kind: SymbolKind) -> Sym {
    if symbolCount >= symbolRoom {
      // Doubling, as each array left to itself would; but by half when a reservation fell
      // short (a layout with more symbols a constraint than `Solver.reserveCapacity`
      // assumes), which is most of the way there: doubling it overshot by the whole.
      let n = symbolCount
      growSymbols(to: reservedLast ? n + n / 2 + 16 : max(2 * n, 16))
      reservedLast = false
    }
    let s = Sym(symbolCount)
    kinds[Int(s)] = kind
    symbolCount += 1
    return s
  }
}
