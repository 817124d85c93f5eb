import Testing

@testable import Cassowary

/// `updateVariables()` recomputes only the variables whose rows read a changed constant; the
/// values and the list of changed variables must be what a full evaluation gives.
@Suite struct IncrementalValuesTests {
  /// A chain x0 = 0, x(i+1) = x(i) + 10 and a free width per link (w(i) == 5, weak).
  func chain(_ n: Int) -> (Solver, [Variable], [Variable], [Constraint]) {
    let solver = Solver()
    let xs = (0..<n).map { Variable("x\($0)") }
    let ws = (0..<n).map { Variable("w\($0)") }
    var gaps: [Constraint] = []
    try? solver.addConstraint(xs[0] == 0)
    for i in 1..<n {
      let gap = xs[i] == xs[i - 1] + 10
      gaps.append(gap)
      try? solver.addConstraint(gap)
    }
    for w in ws { try? solver.addConstraint((w == 5) | .weak) }
    solver.updateVariables()
    return (solver, xs, ws, gaps)
  }

  @Test func aConstantChangeMovesTheVariablesAfterItAndReportsExactlyThem() throws {
    let (solver, xs, _, gaps) = chain(20)
    #expect(xs.map(\.value) == (0..<20).map { Double($0 * 10) })
    // The gap before x10 grows by 5: x10…x19 move by 5, nothing else.
    try solver.setConstant(-15, of: gaps[9])
    let changed = solver.updateVariables().map(\.name)
    #expect(changed == (10..<20).map { "x\($0)" })
    let expected: [Double] = (0..<20).map { i in Double(i * 10 + (i >= 10 ? 5 : 0)) }
    #expect(xs.map(\.value) == expected)
    // Nothing changed since: nothing is reported.
    #expect(solver.updateVariables().map(\.name).isEmpty)
    try solver.setConstant(-10, of: gaps[9])
    #expect(solver.updateVariables().count == 10)
    #expect(xs.map(\.value) == (0..<20).map { Double($0 * 10) })
  }

  /// The solver refills its last list of changed positions in place once the result that
  /// shared it is gone: a result the caller keeps must not see a later update's changes.
  @Test func aKeptListOfChangedVariablesIsNotRewrittenByTheNextUpdate() throws {
    let (solver, xs, ws, gaps) = chain(6)
    try solver.setConstant(-12, of: gaps[3])  // x4 and x5 move by 2
    let kept = solver.updateVariables()
    try solver.addEditVariable(ws[1], strength: .strong)
    try solver.suggestValue(ws[1], 8)  // only w1 moves
    let next = solver.updateVariables()
    #expect(kept.map(\.name) == ["x4", "x5"])
    #expect(next.map(\.name) == ["w1"])
    // And once the kept lists are gone, the next updates still report exactly their changes.
    _ = consume kept
    _ = consume next
    try solver.suggestValue(ws[1], 9)
    #expect(solver.updateVariables().map(\.name) == ["w1"])
    try solver.setConstant(-10, of: gaps[3])
    #expect(solver.updateVariables().map(\.name) == ["x4", "x5"])
    #expect(xs.map(\.value) == (0..<6).map { Double($0 * 10) })
  }

  @Test func suggestionsMoveOnlyTheEditedVariable() throws {
    let (solver, xs, ws, _) = chain(8)
    try solver.addEditVariable(ws[3], strength: .strong)
    for value in [7.0, 9.5, 5.0] {
      try solver.suggestValue(ws[3], value)
      let changed = solver.updateVariables().map(\.name)
      #expect(changed == ["w3"])
      #expect(ws[3].value == value)
      #expect(ws.enumerated().allSatisfy { $0.offset == 3 || $0.element.value == 5 })
      #expect(xs.map(\.value) == (0..<8).map { Double($0 * 10) })
    }
  }

  /// A variable another solver also knows may have been written by it: this solver writes
  /// its own answer back into every variable.
  @Test func aSharedVariableGetsThisSolversValueBack() throws {
    let x = Variable("x")
    let first = Solver(), second = Solver()
    let pin = x == 10
    try first.addConstraint(pin)
    first.updateVariables()
    try second.addConstraint(x == 20)
    second.updateVariables()
    #expect(x.value == 20)
    first.updateVariables()
    #expect(x.value == 10)
    try first.setConstant(-12, of: pin)
    first.updateVariables()
    #expect(x.value == 12)
  }
}
