import Testing

@testable import Cassowary

/// Chains of required equalities between bounded variables — the shape of a row of
/// equal-width views closed by their container (the grid benchmark's rows). These rows have
/// a constant of 0 once reduced, so the solver solves them for a slack directly instead of
/// running the artificial phase (see `Tableau.feasibleSubject`).
@Suite struct EqualityChainTests {
  /// `|-8-[v0]-8-[v1]-8-…-[v4]-8-|` with equal widths, in a container of `width`.
  func row(width: Double, preferred: Double = 50) throws
    -> (Solver, [Variable], [Variable], Variable, [Constraint])
  {
    let solver = Solver()
    let container = Variable("container")
    try solver.addEditVariable(container, strength: .strong)
    try solver.suggestValue(container, width)
    var lefts: [Variable] = [], widths: [Variable] = []
    var equalities: [Constraint] = []
    for j in 0..<5 {
      let l = Variable("left\(j)"), w = Variable("width\(j)")
      try solver.addConstraint(w >= 0)
      try solver.addConstraint((w == preferred) | .weak)
      if j == 0 {
        try solver.addConstraint(l == 8)
      } else {
        try solver.addConstraint(l == lefts[j - 1] + widths[j - 1] + 8)
        let equal = w == widths[j - 1]
        try solver.addConstraint(equal)
        equalities.append(equal)
      }
      lefts.append(l)
      widths.append(w)
    }
    try solver.addConstraint(lefts[4] + widths[4] + 8 == container)
    solver.updateVariables()
    return (solver, lefts, widths, container, equalities)
  }

  @Test func equalWidthsShareTheContainer() throws {
    // 5 widths + 6 gaps of 8 = 298 → every width (298 − 48) / 5 = 50: the weak wish holds.
    let (_, lefts, widths, _, _) = try row(width: 298)
    for j in 0..<5 {
      #expect(abs(widths[j].value - 50) < 1e-9)
      #expect(abs(lefts[j].value - Double(8 + 58 * j)) < 1e-9)
    }
  }

  @Test func theStrongContainerBeatsTheWeakWidths() throws {
    // 248 = 5w + 48 → w = 40, against the weak wish of 50: strong (1e6) beats 5 weak (5).
    let (solver, lefts, widths, container, _) = try row(width: 248)
    for j in 0..<5 {
      #expect(abs(widths[j].value - 40) < 1e-9)
      #expect(abs(lefts[j].value - Double(8 + 48 * j)) < 1e-9)
    }
    // Dragging wider again: every width follows, only constants move.
    try solver.suggestValue(container, 398)
    solver.updateVariables()
    for j in 0..<5 { #expect(abs(widths[j].value - 70) < 1e-9) }
  }

  @Test func changingOneEqualityConstantShiftsTheChain() throws {
    // w2 == w1 becomes w2 == w1 + 10 (expression w2 − w1 − 10): the 10 reaches w2, w3 and w4.
    // 5·w0 + 30 + 48 = 298 → w0 = w1 = 44, w2 = w3 = w4 = 54 (the weak wishes are outvoted by
    // the strong container; among equal-cost solutions the required chain decides).
    let (solver, lefts, widths, _, equalities) = try row(width: 298)
    try solver.setConstant(-10, of: equalities[1])
    solver.updateVariables()
    let expected: [Double] = [44, 44, 54, 54, 54]
    for j in 0..<5 { #expect(abs(widths[j].value - expected[j]) < 1e-9) }
    // Lefts: 8, 60, 112, 174, 236; the last right edge is 236 + 54 + 8 = 298.
    let expectedLefts: [Double] = [8, 60, 112, 174, 236]
    for j in 0..<5 { #expect(abs(lefts[j].value - expectedLefts[j]) < 1e-9) }
  }
}
