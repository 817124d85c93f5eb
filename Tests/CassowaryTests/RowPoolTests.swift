@_spi(Testing) @testable import Cassowary
import Testing

/// The rows' cells live in one pool (`Tableau+RowPool.swift`): a row that outgrows its block
/// moves to a new one and leaves garbage behind, which a compaction reclaims between
/// operations. Churn must neither change a value nor let the pool grow without bound.
@Suite struct RowPoolTests {
  /// `a + b == 100` (required) with a weak pull of `a` to 0; then, two thousand times, a
  /// required floor `a >= k` is added and removed. With the floor, a = k and b = 100 − k;
  /// without it, a = 0 and b = 100. Each add and removal pivots and rewrites rows.
  @Test func churnKeepsValuesAndThePoolBounded() throws {
    let solver = Solver()
    let a = Variable("a"), b = Variable("b")
    try solver.addConstraint(a + b == 100)
    try solver.addConstraint((a == 0) | .weak)
    solver.updateVariables()
    #expect(a.value == 0 && b.value == 100)
    var grewPast = 0
    for k in 1...2000 {
      let floor = a >= Double(k % 90 + 1)
      try solver.addConstraint(floor)
      solver.updateVariables()
      let expected = Double(k % 90 + 1)
      #expect(a.value == expected, "a with the floor, round \(k)")
      #expect(b.value == 100 - expected, "b with the floor, round \(k)")
      try solver.removeConstraint(floor)
      solver.updateVariables()
      #expect(a.value == 0 && b.value == 100, "after removing the floor, round \(k)")
      grewPast = max(grewPast, solver.tableau.poolCount)
    }
    // The live rows hold a handful of cells; without compaction every round's moved rows
    // would stay (thousands of cells by now). Compaction runs once garbage passes 1 024
    // cells and half of the pool.
    #expect(grewPast < 2 * 1024 + 64, "the pool grew to \(grewPast) cells")
    #expect(solver.invariantViolations() == [])
  }

  /// A working row is copied in and out of the pool: a restricted row grown by a
  /// substitution past its two spare cells moves, and every row still reads what the
  /// constraints say (checked by the solver's own certificate, and the values by hand).
  @Test func rowsThatOutgrowTheirBlocksMoveIntact() throws {
    let solver = Solver()
    let x = (0..<6).map { Variable("x\($0)") }
    // x0 ≤ x1 ≤ … ≤ x5 ≤ 100, each pulled weakly to 10·(i + 1) and x5 strongly to 200:
    // x5 = 100 (required cap), the others at their pulls (10 … 50, all below 100).
    for i in 0..<5 { try solver.addConstraint(x[i] <= x[i + 1]) }
    try solver.addConstraint(x[5] <= 100)
    for i in 0..<5 { try solver.addConstraint((x[i] == Double(10 * (i + 1))) | .weak) }
    try solver.addConstraint((x[5] == 200) | .strong)
    solver.updateVariables()
    #expect(x.map(\.value) == [10, 20, 30, 40, 50, 100])
    // A required floor under x0 at 60 pushes x0…x4 up to 60 (the chain's order holds).
    let floor = x[0] >= 60
    try solver.addConstraint(floor)
    solver.updateVariables()
    #expect(x.map(\.value) == [60, 60, 60, 60, 60, 100])
    #expect(solver.invariantViolations() == [])
    try solver.removeConstraint(floor)
    solver.updateVariables()
    #expect(x.map(\.value) == [10, 20, 30, 40, 50, 100])
    #expect(solver.invariantViolations() == [])
  }
}
