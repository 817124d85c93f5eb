import Cassowary
import Testing

/// Scale sanity, not timed: a chain of 100 000 links (`left_k == left_{k-1} + width_{k-1} + 8`,
/// `width_k >= 20`, `width_k == 50 @weak`) builds and solves without overflowing the stack or
/// going quadratic (quadratic work at this size would take minutes, not seconds). About
/// 3–4 s in a debug build (linear: 20 000 links take a fifth of that); the batch test uses
/// 20 000 links to keep the suite short.
@Suite struct ScaleTests {
  static let links = 100_000
  static let batchLinks = 20_000

  /// Builds the chain: width 50 everywhere, left_k = 58·k. Returns the pin on left_0.
  func buildChain(
    _ solver: Solver, links n: Int = ScaleTests.links, lefts: inout [Variable], widths: inout [Variable]
  ) throws -> Constraint {
    lefts.reserveCapacity(n)
    widths.reserveCapacity(n)
    for k in 0..<n {
      lefts.append(Variable("left\(k)"))
      widths.append(Variable("width\(k)"))
    }
    let pin = lefts[0] == 0
    try solver.addConstraint(pin)
    for k in 0..<n {
      if k > 0 { try solver.addConstraint(lefts[k] == lefts[k - 1] + widths[k - 1] + 8) }
      try solver.addConstraint(widths[k] >= 20)
      try solver.addConstraint((widths[k] == 50) | .weak)
    }
    return pin
  }

  func countWrong(_ lefts: [Variable], _ widths: [Variable], offset: Double, width: Double = 50) -> Int {
    var wrong = 0
    for k in lefts.indices {
      if abs(widths[k].value - width) > 1e-6 { wrong += 1 }
      if abs(lefts[k].value - (offset + (width + 8) * Double(k))) > 1e-6 { wrong += 1 }
    }
    return wrong
  }

  @Test func chainOfAHundredThousandLinksSolves() throws {
    let solver = Solver()
    var lefts: [Variable] = [], widths: [Variable] = []
    let pin = try buildChain(solver, lefts: &lefts, widths: &widths)
    let changed = solver.updateVariables()
    #expect(countWrong(lefts, widths, offset: 0) == 0)
    // left_0 is 0 already; every width and every other left changed.
    #expect(changed.count == 2 * Self.links - 1)
    #expect(lefts.last!.value == 58 * Double(Self.links - 1))

    // Moving the pin moves the whole chain.
    try solver.setConstant(-10, of: pin)
    solver.updateVariables()
    #expect(countWrong(lefts, widths, offset: 10) == 0)
  }

  @Test func chainOfTwentyThousandLinksFollowsABatchOfStrongerWidths() throws {
    // Make every width prefer 30 at medium: medium beats weak, and 30 ≥ 20, so the chain
    // re-solves to width 30, left_k = 38·k. Done as a batch, then removed as a batch.
    let solver = Solver()
    var lefts: [Variable] = [], widths: [Variable] = []
    _ = try buildChain(solver, links: Self.batchLinks, lefts: &lefts, widths: &widths)
    solver.updateVariables()
    let narrower = widths.map { ($0 == 30) | .medium }
    try solver.addConstraints(narrower)
    solver.updateVariables()
    #expect(countWrong(lefts, widths, offset: 0, width: 30) == 0)
    try solver.removeConstraints(narrower)
    solver.updateVariables()
    #expect(countWrong(lefts, widths, offset: 0) == 0)
  }
}
