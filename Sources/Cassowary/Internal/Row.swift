/// One cell of a row: a symbol and its coefficient.
struct Cell {
  var sym: Sym
  var coef: Double
}

/// Binary search for a symbol's cell among cells sorted by symbol (a row's, in its array or
/// in the tableau's pool).
@inline(__always) func cellIndex(of s: Sym, in cells: UnsafeBufferPointer<Cell>) -> Int? {
  var lo = 0, hi = cells.count
  while lo < hi {
    let mid = (lo + hi) >> 1
    let m = cells[mid].sym
    if m == s { return mid }
    if m < s { lo = mid + 1 } else { hi = mid }
  }
  return nil
}

/// A row `basic = constant + Σ coef·sym`, cells sorted by symbol id, no zero coefficients.
///
/// The basic symbol is not stored: it is the index under which the tableau keeps the row.
/// Written as an equation the row also reads `0 = constant + Σ cells` before it is solved
/// for a subject (kiwi's convention).
struct Row {
  var constant: Double
  var cells: [Cell]

  init(constant: Double = 0, cells: [Cell] = []) {
    self.constant = constant
    self.cells = cells
  }

  /// Empties the row's cells and keeps their storage (working rows are reused). From the end,
  /// one cell at a time: rows are short, and `removeAll(keepingCapacity:)` takes a generic
  /// path of a few hundred instructions a call.
  @inline(__always) mutating func emptyCells() {
    while !cells.isEmpty { cells.removeLast() }
  }

  /// Binary search for a symbol's index.
  @inline(__always) func index(of s: Sym) -> Int? {
    cells.withUnsafeBufferPointer { cellIndex(of: s, in: $0) }
  }

  @inline(__always) func coefficient(_ s: Sym) -> Double {
    guard let i = index(of: s) else { return 0 }
    return cells[i].coef
  }

  /// The index of the first cell whose symbol is not below `s` (where `s` is or would go).
  @inline(__always) func lowerBound(_ s: Sym) -> Int {
    var lo = 0, hi = cells.count
    while lo < hi {
      let mid = (lo + hi) >> 1
      if cells[mid].sym < s { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  /// Adds `coef` to the symbol's coefficient (inserting or deleting its cell).
  mutating func add(_ s: Sym, _ coef: Double) {
    let lo = lowerBound(s)
    if lo < cells.count, cells[lo].sym == s {
      let c = cells[lo].coef + coef
      if nearZero(c) { cells.remove(at: lo) } else { cells[lo].coef = c }
    } else if !nearZero(coef) {
      cells.insert(Cell(sym: s, coef: coef), at: lo)
    }
  }

  mutating func remove(_ s: Sym) {
    if let i = index(of: s) { cells.remove(at: i) }
  }

  mutating func multiply(_ k: Double) {
    constant *= k
    // Through the buffer: one uniqueness check, not one a cell.
    cells.withUnsafeMutableBufferPointer { c in
      for j in c.indices { c[j].coef *= k }
    }
  }

  /// Solves `0 = constant + Σ cells` for `s`: afterwards the row is `s = …` without `s`.
  mutating func solve(for s: Sym) {
    guard let i = index(of: s) else { return }
    let k = -1 / cells[i].coef
    constant *= k
    // One pass through the buffer, scaling the cells and closing the gap of `s`'s, then the
    // last cell dropped: the same products as `remove(at:)` and `multiply(k)`, where those two
    // cost more than the arithmetic (every new row is solved for its subject).
    cells.withUnsafeMutableBufferPointer { c in
      for j in 0..<i { c[j].coef *= k }
      var j = i
      while j + 1 < c.count {
        c[j] = Cell(sym: c[j + 1].sym, coef: c[j + 1].coef * k)
        j += 1
      }
    }
    cells.removeLast()
  }

  /// Solves `lhs = constant + Σ cells` for `rhs`: afterwards the row is `rhs = …` with `lhs`.
  mutating func solve(for rhs: Sym, from lhs: Sym) {
    add(lhs, -1)
    solve(for: rhs)
  }

  /// `self + k·other` with `skip` left out of `self`, in place: for a short `other` (a pivot
  /// row of a few cells), a search per cell costs less than a new array. Same arithmetic,
  /// so the same coefficients, as `merge`.
  mutating func substitute(
    _ skip: Sym, plus k: Double, times other: Row, entered: inout [Sym], left: inout [Sym]
  ) {
    if let i = index(of: skip) {
      cells.remove(at: i)
      left.append(skip)
    }
    constant += k * other.constant
    for c in other.cells {
      let lo = lowerBound(c.sym)
      if lo < cells.count, cells[lo].sym == c.sym {
        let v = cells[lo].coef + k * c.coef
        if nearZero(v) {
          cells.remove(at: lo)
          left.append(c.sym)
        } else {
          cells[lo].coef = v
        }
      } else {
        let v = k * c.coef
        if !nearZero(v) {
          cells.insert(Cell(sym: c.sym, coef: v), at: lo)
          entered.append(c.sym)
        }
      }
    }
  }

  /// `self + k·other` with `skip` left out of `self`, merged in one pass. Symbols that enter
  /// or leave the result are appended to `entered`/`left` (for the column index).
  static func merge(
    _ a: Row, skipping skip: Sym, plus k: Double, times b: Row,
    entered: inout [Sym], left: inout [Sym]
  ) -> Row {
    var out = Row()
    merge(a, skipping: skip, plus: k, times: b, into: &out, entered: &entered, left: &left)
    return out
  }

  /// `merge`, written into `out` (emptied first, its storage kept).
  static func merge(
    _ a: Row, skipping skip: Sym, plus k: Double, times b: Row, into result: inout Row,
    entered: inout [Sym], left: inout [Sym]
  ) {
    result.emptyCells()
    var out = result.cells
    result.cells = []
    out.reserveCapacity(a.cells.count + b.cells.count)
    let ac = a.cells, bc = b.cells
    var i = 0, j = 0
    while i < ac.count || j < bc.count {
      let sa = i < ac.count ? ac[i].sym : Sym.max
      let sb = j < bc.count ? bc[j].sym : Sym.max
      if sa < sb {
        if sa == skip { left.append(sa) } else { out.append(ac[i]) }
        i += 1
      } else if sb < sa {
        let c = k * bc[j].coef
        if !nearZero(c) { out.append(Cell(sym: sb, coef: c)); entered.append(sb) }
        j += 1
      } else {
        let c = (sa == skip ? 0 : ac[i].coef) + k * bc[j].coef
        if nearZero(c) { left.append(sa) } else { out.append(Cell(sym: sa, coef: c)) }
        i += 1
        j += 1
      }
    }
    result = Row(constant: a.constant + k * b.constant, cells: out)
  }
}
