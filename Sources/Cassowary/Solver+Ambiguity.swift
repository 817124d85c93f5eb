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
  /// - Complexity: O(variables × their rows' expansion); meant for diagnostics.
  public func ambiguousVariables() -> [Ambiguity] {
    updateVariables()
    var result: [Ambiguity] = []
    for (i, v) in variables.enumerated() {
      let x = externals[i]
      let expansion = tableau.isBasic(x)
        ? tableau.reduce(tableau.rows[Int(x)] ?? Row(), full: true).row
        : Row(cells: [Cell(sym: x, coef: 1)])
      if let move = freeMove(expansion) {
        result.append(Ambiguity(variable: v, value: v.value, alternative: v.value + move))
      }
    }
    return result
  }

  /// How far the first usable zero-cost direction in `expansion` moves its value, if any.
  func freeMove(_ expansion: Row) -> Double? {
    for c in expansion.cells {
      switch tableau.kind(c.sym) {
      case .external:
        // A free user variable: any value is as good; move it by one point.
        return c.coef
      case .slack, .error:
        guard nearZero(tableau.objective[Int(c.sym)]) else { continue }
        var limit = 1.0
        for r in tableau.restrictedUsers(c.sym) {
          guard let row = tableau.rows[Int(r)] else { continue }
          let a = row.coefficient(c.sym)
          if a < 0 { limit = min(limit, row.constant / -a) }
        }
        if limit > epsilon { return c.coef * limit }
      default:
        continue
      }
    }
    return nil
  }
}
