// Ambiguity: variables whose value the constraints do not pin down (more than one optimal
// solution). The layout engine reports these as UIKit's `hasAmbiguousLayout`.

/// A variable with more than one optimal value, and a second one as a witness.
public struct Ambiguity: CustomStringConvertible, Sendable {
  /// The variable.
  public let variable: Variable
  /// Its value in the current solution.
  public let value: Double
  /// Another value it takes in another solution that satisfies every required constraint
  /// and has the same objective (the same total weighted violation).
  public let alternative: Double

  /// `width = 50 (also 51)`.
  public var description: String {
    "\(variable) = \(formatNumber(value)) (also \(formatNumber(alternative)))"
  }
}

extension Solver {
  /// The variables whose value is not pinned down by the current constraints, each with a
  /// second optimal value as a witness, in the order the solver first saw them.
  ///
  /// At the optimum, a parametric symbol whose objective coefficient is zero can move
  /// without changing the objective: a user variable left free, or a slack or error symbol
  /// that can grow before some row's value reaches zero. A variable whose row depends on
  /// such a direction is ambiguous; the witness moves along it by at most one point (less if
  /// a row limits it). Dummy symbols never move: required equalities hold.
  ///
  /// Directions limited to zero at a degenerate vertex are not followed, so a variable that
  /// is ambiguous only through another pivot can be missed; every variable reported is
  /// truly ambiguous.
  /// - Complexity: O(cells of the external rows + the zero-cost parts they carry): each
  ///   variable's zero-cost part is built from the parts of the older variables its row
  ///   reads (external rows read only older ones), never by expanding the row again — a
  ///   chain of pinned views costs O(1) per view, where a full expansion per variable cost
  ///   O(k) (and `check` on a document, O(views³)).
  public func ambiguousVariables() -> [Ambiguity] {
    updateVariables()
    // How far a usable direction may move (1 for a free user variable, up to 1 for a
    // zero-cost slack or error symbol), or nil; computed once per symbol.
    var moves: [Sym: Double?] = [:]
    func move(_ s: Sym) -> Double? {
      if let known = moves[s] { return known }
      let m: Double?
      switch tableau.kind(s) {
      case .external: m = tableau.isBasic(s) ? nil : 1
      case .slack, .error: m = tableau.isBasic(s) ? nil : zeroCostLimit(s)
      default: m = nil
      }
      moves[s] = m
      return m
    }
    // Each external symbol's value as a combination of usable directions (sorted by symbol).
    var parts: [Sym: [Cell]] = [:]
    var result: [Ambiguity] = []
    for i in externals.indices {
      let x = externals[i]
      var part: [Sym: Double] = [:]
      if let row = tableau.row(x) {
        for c in row.cells {
          if tableau.isBasic(c.sym) {
            if tableau.kind(c.sym) == .external {
              for d in parts[c.sym] ?? [] { part[d.sym, default: 0] += c.coef * d.coef }
            } else if let inner = tableau.row(c.sym) {
              // Restricted rows mention only parametric symbols.
              for d in inner.cells where move(d.sym) != nil { part[d.sym, default: 0] += c.coef * d.coef }
            }
          } else if move(c.sym) != nil {
            part[c.sym, default: 0] += c.coef
          }
        }
      } else {
        part[x] = 1  // parametric: free itself
      }
      let cells = part.filter { !nearZero($0.value) }.map { Cell(sym: $0.key, coef: $0.value) }
        .sorted { $0.sym < $1.sym }
      parts[x] = cells
      // The first usable direction, as a full expansion would find it.
      if let first = cells.first, let m = move(first.sym) {
        // (A numbered variable gets its object here: an ambiguity names a variable.)
        let v = variable(atIndex: i)
        result.append(Ambiguity(variable: v, value: v.value, alternative: v.value + first.coef * m))
      }
    }
    return result
  }

  /// How far a parametric slack or error symbol can grow without changing the objective (at
  /// most 1, less where a row reaches 0 first), or nil when its cost is not zero or a row
  /// stops it at once.
  func zeroCostLimit(_ s: Sym) -> Double? {
    guard nearZero(tableau.objective[Int(s)]) else { return nil }
    var limit = 1.0
    for r in tableau.restrictedUsers(s) {
      guard let row = tableau.row(r) else { continue }
      let a = row.coefficient(s)
      if a < 0 { limit = min(limit, row.constant / -a) }
    }
    return limit > epsilon ? limit : nil
  }
}
