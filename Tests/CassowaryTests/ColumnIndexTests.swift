@testable import Cassowary
import Testing

/// The column index keeps, for every symbol, the rows that mention it (first entry inline);
/// entries go stale as rows change and are dropped when a list is read. Heavy churn must
/// leave the index exact.
@Suite struct ColumnIndexTests {
  /// A chain `left_k == left_{k-1} + width_{k-1} + 8`, `width_k >= 20`, `width_k == 50 @weak`,
  /// removed whole and re-added three times over, with strong pulls of every seventh width to
  /// 10 (held at its bound, 20). The solution (width 50 or 20, each left the sum of the widths
  /// and gaps before it) is exact, and so is every list.
  @Test func churnKeepsTheChainAndTheIndexExact() throws {
    let solver = Solver()
    let n = 600
    let left = (0..<n).map { Variable("left\($0)") }
    let width = (0..<n).map { Variable("width\($0)") }
    var all: [Constraint] = []
    for k in 0..<n {
      let link = k == 0 ? left[0] == 0 : left[k] == left[k - 1] + width[k - 1] + 8
      let bound = width[k] >= 20
      let preference = (width[k] == 50) | .weak
      try solver.addConstraint(link)
      try solver.addConstraint(bound)
      try solver.addConstraint(preference)
      all += [link, bound, preference]
    }
    var pulls: [Constraint] = []
    for round in 0..<3 {
      // Everything out (every marker's lists emptied) and back in, then pull some widths
      // below their bounds so that slacks enter and leave rows.
      try solver.removeConstraints(all + pulls)
      try solver.addConstraints(all)
      pulls = stride(from: round, to: n, by: 7).map { (width[$0] == 10) | .strong }
      try solver.addConstraints(pulls)
      solver.updateVariables()
      for k in stride(from: round, to: n, by: 7) { #expect(abs(width[k].value - 20) < 1e-9) }
    }
    solver.updateVariables()
    var expectedLeft = 0.0
    for k in 0..<n {
      let pulled = k >= 2 && (k - 2) % 7 == 0  // the last round's pulls
      let w = pulled ? 20.0 : 50.0
      #expect(abs(left[k].value - expectedLeft) < 1e-7, "left\(k)")
      #expect(abs(width[k].value - w) < 1e-9, "width\(k)")
      expectedLeft += w + 8
    }
    // Every list the pool holds names only rows that mention the symbol (exactness).
    for s in 1..<solver.tableau.symbolCount where solver.tableau.kinds[s] != .external {
      for r in solver.tableau.restrictedUsers(Sym(s)) {
        #expect(solver.tableau.rowMentions(r, Sym(s)))
      }
    }
  }
}
