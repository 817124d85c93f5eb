import Cassowary
import Testing

/// Values worked out by hand: equalities, inequalities against preferences, competing
/// strengths, and kiwi's weighted (not lexicographic) objective Σ strength·|violation|.
@Suite struct HandComputedValueTests {
  @Test func simpleEqualities() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    try solver.addConstraint(x == 5)
    try solver.addConstraint(x + y == 20)  // y = 15
    try solver.addConstraint(2 * z + 3 == 11)  // z = 4
    solver.updateVariables()
    expectValues([x: 5, y: 15, z: 4])
  }

  @Test func midpointOfTwoPinnedVariables() throws {
    let solver = Solver()
    let a = Variable("a"), b = Variable("b"), mid = Variable("mid")
    try solver.addConstraint(mid == (a + b) / 2)
    try solver.addConstraint(a == 10)
    try solver.addConstraint(b == 30)
    solver.updateVariables()
    expectValues([a: 10, b: 30, mid: 20])
  }

  @Test func requiredLowerBoundBeatsWeakPreference() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x >= 100)
    try solver.addConstraint((x == 50) | .weak)
    solver.updateVariables()
    #expect(x.value == 100)
  }

  @Test func requiredUpperBoundBeatsStrongPreference() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x >= 0)
    try solver.addConstraint(x <= 100)
    try solver.addConstraint((x == 150) | .strong)
    solver.updateVariables()
    #expect(x.value == 100)
  }

  @Test func slackInequalityLeavesThePreferenceAlone() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x >= 10)
    try solver.addConstraint(x <= 100)
    try solver.addConstraint((x == 50) | .weak)
    solver.updateVariables()
    #expect(x.value == 50)
  }

  @Test func strongBeatsMediumBeatsWeak() throws {
    let solver = Solver()
    let x = Variable("x")
    let weak = (x == 30) | .weak
    let medium = (x == 20) | .medium
    let strong = (x == 10) | .strong
    // Added weakest first, so the result does not depend on the order.
    try solver.addConstraints([weak, medium, strong])
    solver.updateVariables()
    #expect(x.value == 10)
    try solver.removeConstraint(strong)
    solver.updateVariables()
    #expect(x.value == 20)
    try solver.removeConstraint(medium)
    solver.updateVariables()
    #expect(x.value == 30)
  }

  @Test func sharedEqualityIsSplitByStrength() throws {
    // x + y == 100 required; x == 30 strong wins, y takes the rest.
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    try solver.addConstraint(x + y == 100)
    try solver.addConstraint((x == 30) | .strong)
    try solver.addConstraint((y == 80) | .weak)
    solver.updateVariables()
    expectValues([x: 30, y: 70])
  }

  @Test func cheaperViolationIsChosen() throws {
    // x + y == 10 with x pulled to 0 at 1 and y pulled to 0 at 2: cost |x| + 2|y| is least
    // at y = 0, x = 10 (cost 10, against 20 at x = 0).
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    try solver.addConstraint(x + y == 10)
    try solver.addConstraint((x == 0) | Strength(1))
    try solver.addConstraint((y == 0) | Strength(2))
    solver.updateVariables()
    expectValues([x: 10, y: 0])
  }

  @Test func threeWeakTierConstraintsOutweighOneMedium() throws {
    // medium (1000) pulls x to 0; three constraints of strength 400 pull it to 10.
    // Cost at x: 1000|x| + 1200|x − 10|: 10 000 at x = 10 against 12 000 at x = 0 → x = 10.
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 0) | .medium)
    let weakish = Strength(strong: 0, medium: 0, weak: 400)
    #expect(weakish.value == 400)
    let pulls = (0..<3).map { _ in (x == 10) | weakish }
    try solver.addConstraints(pulls)
    solver.updateVariables()
    expectClose(x.value, 10)
    // With two of them (800 < 1000) the medium wins: 8 000 at x = 0 against 10 000.
    try solver.removeConstraint(pulls[2])
    solver.updateVariables()
    expectClose(x.value, 0)
  }

  @Test func a1001WeaksOutweighOneMediumBut999DoNot() throws {
    // Strengths add up (kiwi is not lexicographic): 1001·1 > 1000 > 999·1.
    func solve(weaks: Int) throws -> Double {
      let solver = Solver()
      let x = Variable("x")
      try solver.addConstraint((x == 0) | .medium)
      try solver.addConstraints((0..<weaks).map { _ in (x == 10) | .weak })
      solver.updateVariables()
      return x.value
    }
    expectClose(try solve(weaks: 1001), 10)
    expectClose(try solve(weaks: 999), 0)
  }

  @Test func weakCoefficientScalesTheViolation() throws {
    // (1500·y == 1500·1) | weak costs 1500·|y − 1|, more than medium's 1000·|y|.
    let solver = Solver()
    let y = Variable("y")
    try solver.addConstraint((y == 0) | .medium)
    try solver.addConstraint((1500 * y == 1500) | .weak)
    solver.updateVariables()
    expectClose(y.value, 1)
  }

  @Test func boxCentredInAContainer() throws {
    let solver = Solver()
    let left = Variable("left"), width = Variable("width")
    try solver.addConstraint(left >= 0)
    try solver.addConstraint(left + width <= 400)
    try solver.addConstraint((width == 100) | .strong)
    try solver.addConstraint(left + width / 2 == 200)
    solver.updateVariables()
    expectValues([left: 150, width: 100])
  }

  @Test func twoEqualWidthViewsFillARow() throws {
    // a at 0, b after a 10-point gap, b ends at 210, equal widths: 2w + 10 = 210 → w = 100.
    let solver = Solver()
    let aLeft = Variable("aLeft"), aWidth = Variable("aWidth")
    let bLeft = Variable("bLeft"), bWidth = Variable("bWidth")
    try solver.addConstraints([
      aLeft == 0, bLeft == aLeft + aWidth + 10, bLeft + bWidth == 210, aWidth == bWidth,
      (aWidth == 30) | .weak,
    ])
    solver.updateVariables()
    expectValues([aLeft: 0, aWidth: 100, bLeft: 110, bWidth: 100])
  }

  @Test func minimumWidthWinsOverWeakPreferenceAndStrongCompressionLoses() throws {
    // width ≥ 80 required; strong says 60, weak says 120: strong pulls down to the floor.
    let solver = Solver()
    let w = Variable("w")
    try solver.addConstraint(w >= 80)
    try solver.addConstraint((w == 60) | .strong)
    try solver.addConstraint((w == 120) | .weak)
    solver.updateVariables()
    #expect(w.value == 80)
  }
}
