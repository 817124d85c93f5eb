// The tableau's kept lists (undo logs, scratch buffers, spare rows) sized once for a batch of
// constraints: each starts empty and, left to itself, grows by doubling from its first
// element — four or five allocations and copies to reach the length a screen's first pass
// needs. A small engine pays that on every cell it lays out: a feed cell's first pass grew
// these lists about forty times.

extension Tableau {
  /// Gives the kept lists the room a first pass of about `constraints` constraints uses, in one
  /// allocation each; lists that have room already are left alone. The lengths are the
  /// capacities a feed cell's first pass (76 constraints, 160 symbols) grew them to: the lists
  /// that follow a row's length or a pivot's reach stay at those, the logs of a whole
  /// operation follow the batch (up to a bound: a larger layout lets them double past it).
  mutating func reserveScratch(forConstraints constraints: Int) {
    // No more than the lists reach (a laid-out engine keeps them: a larger reservation
    // would be heap every cell keeps), and none that one allocation fills anyway.
    let perOperation = min(max(constraints / 5, 8), 64)
    Self.reserve(&constantLog, perOperation)
    Self.reserve(&objectiveLog, perOperation)
    Self.reserve(&lazyLog, 7)
    Self.reserve(&journalCells, perOperation)
    Self.reserve(&spareChangedConstants, perOperation)
    // A reduction touches a row's cells and the cells of the rows it expands.
    Self.reserve(&reduceTouched, 40)
    Self.reserve(&reduceHeap, 6)
    Self.reserve(&reducePart.injections, 24)
    // A row, merged or pivoted, of a few dozen cells at most in a UI layout.
    Self.reserve(&spareRow.cells, 18)
    Self.reserve(&spareMerge.cells, 25)
    Self.reserve(&sparePivot.cells, 10)
    Self.reserve(&spareCells, 24)
    Self.reserve(&subjectCandidates, 6)
    Self.reserve(&entered, 6)
    Self.reserve(&left, 6)
    Self.reserve(&dualQueue, 6)
    Self.reserve(&columnCache, 8)
    // The use lists that outgrow their two inline entries: a handful in a cell.
    Self.reserve(&useOverflow, 8)
  }

  /// Room for `count` elements in a list that has less.
  @inline(__always) private static func reserve<Element>(_ list: inout [Element], _ count: Int) {
    if list.capacity < count { list.reserveCapacity(count) }
  }
}
