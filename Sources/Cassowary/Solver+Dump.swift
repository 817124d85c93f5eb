// A readable dump of the solver's state, for debugging and for tests of the internals.

extension Solver {
  /// The tableau as text: the objective, every row (in symbol order), the infeasible rows,
  /// the variables with their symbols, the edit variables and the constraints.
  ///
  /// Symbols print as `x` (user variable, followed by its name), `s` (slack), `e` (error),
  /// `d` (dummy) and their id: `x3(left) = 20 + 1·d5` reads "left is basic, equal to 20 plus
  /// the marker of constraint d5". External rows may mention basic symbols (see the
  /// Cassowary module's documentation of the solver's internals).
  public var dump: String {
    var names: [Sym: String] = [:]
    for i in externals.indices { names[externals[i]] = object(at: i)?.name ?? "#\(numbers[i])" }
    func sym(_ s: Sym) -> String {
      switch tableau.kind(s) {
      case .external: return "x\(s)(\(names[s] ?? ""))"
      case .slack: return "s\(s)"
      case .error: return "e\(s)"
      case .dummy: return "d\(s)"
      case .invalid: return "?\(s)"
      }
    }
    func row(_ r: Row) -> String {
      var text = formatNumber(r.constant)
      for c in r.cells { text += (c.coef < 0 ? " - " : " + ") + "\(formatNumber(abs(c.coef)))·\(sym(c.sym))" }
      return text
    }
    // Dummy cells of restricted rows live in the eta file; they are written out here.
    var out = "Objective\n  \(row(tableau.fullRow(objectiveKey, tableau.objectiveRow)))\nTableau\n"
    for s in 1..<tableau.symbolCount {
      if let r = tableau.row(Sym(s)) { out += "  \(sym(Sym(s))) = \(row(tableau.fullRow(Sym(s), r)))\n" }
    }
    out += "Infeasible\n"
    for s in tableau.infeasible { out += "  \(sym(s))\n" }
    out += "Variables\n"
    for i in externals.indices { out += "  \(object(at: i)?.name ?? "#\(numbers[i])") = \(sym(externals[i]))\n" }
    out += "Edit variables\n"
    for v in editOrder { out += "  \(v.name)\n" }
    out += "Constraints\n"
    for r in records.ordered {
      out += "  \(r.constraint) [marker \(sym(r.tag.marker))"
      out += r.tag.other == 0 ? "]\n" : ", other \(sym(r.tag.other))]\n"
    }
    return out
  }
}

extension Solver {
  /// Counts of the tableau's cells, by the kind of the row and of the symbol (for benchmarks).
  public var statistics: String {
    var counts: [String: Int] = [:]
    var rowsByKind: [String: Int] = [:]
    for s in 1..<tableau.symbolCount {
      guard let r = tableau.row(Sym(s)) else { continue }
      let rk = "\(tableau.kinds[s])"
      rowsByKind[rk, default: 0] += 1
      for c in r.cells { counts["\(rk)->\(tableau.kind(c.sym))", default: 0] += 1 }
      if tableau.hasLazy[s] { counts["\(rk)->lazy", default: 0] += 1 }
    }
    let w = tableau.counters
    return "etas \(tableau.etas.count) (\(tableau.etas.keys.count) entries, \(w.etaFolds) folds) "
      + "pivots \(w.pivots) artificial \(w.artificialPhases) reductions \(w.reductions) merged cells \(w.mergedCells)\n"
      + "rows \(rowsByKind.sorted { $0.key < $1.key }) cells \(counts.sorted { $0.key < $1.key })"
  }
}
