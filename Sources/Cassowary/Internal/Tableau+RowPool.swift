// The rows' cells, all in one pool: a row is a block of it (`RowSlot`), not an array of its
// own. An array per row was an allocation, a free and a reference count on every read for
// each of the tableau's rows: the largest share of a first layout's allocations (one per
// constraint). Rows are read in place and written by copying a working `Row` in.

/// Where a basic symbol's row keeps its cells in `Tableau.pool`: `count` cells from `start`,
/// in a block of `capacity`. The row's constant is `Tableau.constants[symbol]`.
struct RowSlot {
  var start: Int32
  /// How many cells the row has; -1 when the symbol is not basic.
  var count: Int32
  /// How many cells the block holds.
  var capacity: Int32

  /// A parametric symbol's slot (no row).
  static let none = RowSlot(start: 0, count: -1, capacity: 0)

  @inline(__always) var isBasic: Bool { count >= 0 }
}

extension Tableau {
  /// The row of `s`, copied out (nil when `s` is not basic). Allocates: for the paths that
  /// keep or change a row; the hot paths read in place (`rowCoefficient`, `withRowCells`)
  /// or copy into a kept working row (`loadRow`).
  func row(_ s: Sym) -> Row? {
    let slot = slots[Int(s)]
    guard slot.isBasic else { return nil }
    var row = Row(constant: constants[Int(s)])
    loadCells(slot, into: &row.cells)
    return row
  }

  /// Copies the row of `s` into `row`, keeping `row`'s storage; false (and `row` untouched)
  /// when `s` is not basic.
  @inline(__always) func loadRow(_ s: Sym, into row: inout Row) -> Bool {
    let slot = slots[Int(s)]
    guard slot.isBasic else { return false }
    row.constant = constants[Int(s)]
    row.emptyCells()
    loadCells(slot, into: &row.cells)
    return true
  }

  @inline(__always) private func loadCells(_ slot: RowSlot, into cells: inout [Cell]) {
    guard slot.count > 0 else { return }
    pool.withUnsafeBufferPointer { cells.append(contentsOf: Self.cells(of: slot, in: $0)) }
  }

  /// Reads the cells of the row of `s` in place (empty when `s` is not basic). `body` must not
  /// change the tableau.
  @inline(__always) func withRowCells<R>(_ s: Sym, _ body: (UnsafeBufferPointer<Cell>) -> R) -> R {
    var slot = slots[Int(s)]
    slot.count = max(slot.count, 0)
    return pool.withUnsafeBufferPointer { body(Self.cells(of: slot, in: $0)) }
  }

  /// How many cells the row of `s` has (nil when `s` is not basic).
  @inline(__always) func rowCellCount(_ s: Sym) -> Int? {
    let count = slots[Int(s)].count
    return count >= 0 ? Int(count) : nil
  }

  /// The coefficient of `x` in the row of `s` (0 when not there or `s` is not basic).
  @inline(__always) func rowCoefficient(_ s: Sym, _ x: Sym) -> Double {
    withRowCells(s) { Self.coefficient(of: x, in: $0) }
  }

  /// Whether the row of `s` mentions `x` (false when `s` is not basic).
  @inline(__always) func rowMentions(_ s: Sym, _ x: Sym) -> Bool {
    withRowCells(s) { cellIndex(of: x, in: $0) != nil }
  }

  /// Whether the pool's cells in `range` (one row's, sorted) hold `s`. (For the mutating
  /// paths: its closure captures no tableau, where one that did copied the whole tableau.)
  @inline(__always) func poolRange(_ range: Range<Int>, contains s: Sym) -> Bool {
    pool.withUnsafeBufferPointer { cellIndex(of: s, in: UnsafeBufferPointer(rebasing: $0[range])) != nil }
  }

  /// A basic row's cells in a buffer of the pool.
  @inline(__always) static func cells(of slot: RowSlot, in pool: UnsafeBufferPointer<Cell>) -> UnsafeBufferPointer<Cell> {
    UnsafeBufferPointer(rebasing: pool[Int(slot.start)..<Int(slot.start + slot.count)])
  }

  @inline(__always) static func coefficient(of s: Sym, in cells: UnsafeBufferPointer<Cell>) -> Double {
    guard let i = cellIndex(of: s, in: cells) else { return 0 }
    return cells[i].coef
  }

  // MARK: - Writing

  /// Makes `cells` the cells of the row of `owner` (basic afterwards), in its block when they
  /// fit, else in a new block at the pool's end (the old one is garbage).
  mutating func writeCells(_ owner: Sym, _ cells: [Cell]) {
    let i = Int(owner)
    var slot = slots[i]
    let n = cells.count
    if !slot.isBasic || n > Int(slot.capacity) {
      if slot.isBasic { poolGarbage += Int(slot.capacity) }
      // A restricted row gets room for two more cells (substitutions add a cell or two in
      // place); an external row is seldom rewritten.
      let room = kind(owner) == .external ? n : n + 2
      if poolCount + room > pool.count { reservePool(poolCount + room) }
      slot = RowSlot(start: Int32(poolCount), count: 0, capacity: Int32(room))
      poolCount += room
    }
    slot.count = Int32(n)
    slots[i] = slot
    guard n > 0 else { return }
    let start = Int(slot.start)
    pool.withUnsafeMutableBufferPointer { pool in
      cells.withUnsafeBufferPointer { cells in
        for j in 0..<n { pool[start + j] = cells[j] }
      }
    }
  }

  /// Room for `total` cells in the pool (filled ahead, as the per-symbol tables, so that a new
  /// block is written in place rather than appended), at least doubling.
  mutating func reservePool(_ total: Int) {
    guard pool.count < total else { return }
    pool.growFilling(toRoom: max(total, 2 * pool.count, 8), with: Cell(sym: 0, coef: 0))
  }

  /// Makes `owner` parametric (its block is garbage).
  mutating func clearCells(_ owner: Sym) {
    let slot = slots[Int(owner)]
    guard slot.isBasic else { return }
    poolGarbage += Int(slot.capacity)
    slots[Int(owner)] = .none
  }

  /// Copies the live rows into a new pool when more than half of the pool is garbage (blocks
  /// of replaced rows). Only between operations: no slot may be held across it.
  mutating func compactPoolIfNeeded() {
    guard poolGarbage > 1024, 2 * poolGarbage > poolCount else { return }
    var fresh: [Cell] = []
    fresh.reserveCapacity(pool.count)
    pool.withUnsafeBufferPointer { pool in
      slots.withUnsafeMutableBufferPointer { slots in
        // In symbol order: the same pool on every run.
        for s in 1..<symbolCount where slots[s].isBasic {
          let start = Int(slots[s].start), room = Int(slots[s].capacity)
          slots[s].start = Int32(fresh.count)
          fresh.append(contentsOf: UnsafeBufferPointer(rebasing: pool[start..<start + room]))
        }
      }
    }
    // Not filled past the live cells: the next new block grows it (`reservePool`).
    poolCount = fresh.count
    pool = fresh
    poolGarbage = 0
  }
}
