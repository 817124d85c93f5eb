@_spi(Testing) import Cassowary
import Testing

/// `Constraint(_:equalWithStrengthAbove:below:)`: one equality whose rise above 0 and fall
/// below 0 weigh differently, with the optimum of the pair of inequalities it stands for
/// (UIKit's hugging `w <= 40` and compression resistance `w >= 40` of one dimension).
@Suite struct TwoSidedEqualityTests {
  /// A label's width between its hugging (weak, above) and compression resistance (strong,
  /// below) at 40, and a medium pull towards `pull`.
  static func solve(pull: Double, pair: Bool) throws -> Double {
    let solver = Solver()
    let w = Variable("w")
    if pair {
      try solver.addConstraints([(w <= 40) | .weak, (w >= 40) | .strong])
    } else {
      try solver.addConstraint(Constraint(w - 40, equalWithStrengthAbove: .weak, below: .strong))
    }
    try solver.addConstraint((w == pull) | .medium)
    solver.updateVariables()
    #expect(solver.invariantViolations().isEmpty)
    return w.value
  }

  @Test func eachSideWeighsWithItsOwnStrength() throws {
    // Pulled wider: only the weak hugging resists, so the medium pull wins (60). Pulled
    // narrower: the strong compression resistance beats the medium pull (40).
    #expect(try Self.solve(pull: 60, pair: false) == 60)
    #expect(try Self.solve(pull: 20, pair: false) == 40)
    #expect(try Self.solve(pull: 60, pair: true) == 60)
    #expect(try Self.solve(pull: 20, pair: true) == 40)
  }

  @Test func itsConstantMovesAndItLeavesTheObjectiveWhenRemoved() throws {
    let solver = Solver()
    let w = Variable("w")
    let content = Constraint(w - 40, equalWithStrengthAbove: .weak, below: .strong)
    try solver.addConstraints([content, (w == 20) | .medium])
    solver.updateVariables()
    #expect(w.value == 40)
    try solver.setConstant(-10, of: content)  // intrinsic 10: now the medium 20 is above
    solver.updateVariables()
    #expect(w.value == 20)
    #expect(solver.invariantViolations().isEmpty)
    try solver.removeConstraint(content)
    solver.updateVariables()
    #expect(w.value == 20)
    #expect(solver.invariantViolations().isEmpty)
  }

  @Test func aRequiredSideIsRefused() {
    let solver = Solver()
    let w = Variable("w")
    for (above, below) in [(Strength.weak, Strength.required), (.required, .weak)] {
      let constraint = Constraint(w - 40, equalWithStrengthAbove: above, below: below)
      do {
        try solver.addConstraint(constraint)
        Issue.record("a two-sided equality with a required side was accepted")
      } catch {
        guard case .badRequiredStrength = error else {
          Issue.record("unexpected error \(error)")
          continue
        }
      }
      #expect(!solver.hasConstraint(constraint))
    }
  }

  /// A label's width at 10, hugging weak, pulled to 20 at weak: every width in [10, 20]
  /// costs the same (UIKit's hugging tie), so the width is ambiguous; at a medium hugging
  /// it is not.
  @Test func aTieWithTheSideThatGivesIsAmbiguous() throws {
    func ambiguities(hugging: Strength) throws -> [Ambiguity] {
      let solver = Solver()
      let w = Variable("w")
      try solver.addConstraint(Constraint(w - 10, equalWithStrengthAbove: hugging, below: .strong))
      try solver.addConstraint((w == 20) | .weak)
      solver.updateVariables()
      return solver.ambiguousVariables()
    }
    let tie = try ambiguities(hugging: .weak)
    #expect(tie.count == 1)
    if let a = tie.first { #expect(a.alternative >= 10 && a.alternative <= 20 && a.alternative != a.value) }
    #expect(try ambiguities(hugging: .medium).isEmpty)
  }

  @Test func itsDescriptionShowsBothStrengths() {
    let w = Variable("w")
    let content = Constraint(w - 40, equalWithStrengthAbove: .weak, below: .strong)
    #expect(content.description.hasSuffix("== 0 | weak above, strong below"))
    #expect(!(Constraint(w - 40, .equal, strength: .weak).description.contains("above")))
  }
}
