@_spi(Testing) import Cassowary
import Testing

/// `setConstant(_:of:)`: changing the `c` of `Σ aᵢxᵢ + c (op) 0` in place, on required and
/// non-required equalities and on inequalities; a change that cannot hold throws and changes
/// nothing.
@Suite struct SetConstantTests {
  @Test func requiredEqualityFollowsItsNewConstant() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    let pin = x == 10  // x - 10 == 0
    let follower = y == x + 5  // y - x - 5 == 0
    #expect(pin.constant == -10)
    #expect(follower.constant == -5)
    try solver.addConstraint(pin)
    try solver.addConstraint(follower)
    solver.updateVariables()
    expectValues([x: 10, y: 15])
    try solver.setConstant(-30, of: pin)  // x == 30
    #expect(pin.expression.constant == -30)
    #expect(pin.constant == -30)
    #expect(solver.hasConstraint(pin))
    solver.updateVariables()
    expectValues([x: 30, y: 35])
  }

  @Test func nonRequiredEqualityFollowsItsNewConstantWithinRequiredBounds() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x >= 0)
    let pref = (x == 50) | .weak
    try solver.addConstraint(pref)
    solver.updateVariables()
    #expect(x.value == 50)
    try solver.setConstant(-70, of: pref)  // x == 70
    solver.updateVariables()
    #expect(x.value == 70)
    try solver.setConstant(20, of: pref)  // x == -20, but x ≥ 0
    solver.updateVariables()
    #expect(x.value == 0)
    #expect(pref.expression.constant == 20)
  }

  @Test func lowerBoundMovesWithItsConstant() throws {
    let solver = Solver()
    let x = Variable("x")
    let floor = x >= 10  // x - 10 >= 0
    try solver.addConstraint(floor)
    try solver.addConstraint((x == 0) | .weak)
    solver.updateVariables()
    #expect(x.value == 10)
    try solver.setConstant(-25, of: floor)  // x ≥ 25
    solver.updateVariables()
    #expect(x.value == 25)
    try solver.setConstant(-5, of: floor)  // x ≥ 5
    solver.updateVariables()
    #expect(x.value == 5)
    try solver.setConstant(5, of: floor)  // x ≥ -5: no longer binding, the weak 0 wins
    solver.updateVariables()
    #expect(x.value == 0)
  }

  @Test func upperBoundMovesWithItsConstant() throws {
    let solver = Solver()
    let x = Variable("x")
    let ceiling = x <= 100
    try solver.addConstraint(ceiling)
    try solver.addConstraint((x == 200) | .weak)
    solver.updateVariables()
    #expect(x.value == 100)
    try solver.setConstant(-150, of: ceiling)
    solver.updateVariables()
    #expect(x.value == 150)
    try solver.setConstant(-300, of: ceiling)  // x ≤ 300: the weak 200 is reachable
    solver.updateVariables()
    #expect(x.value == 200)
    try solver.setConstant(-120, of: ceiling)
    solver.updateVariables()
    #expect(x.value == 120)
  }

  @Test func tighteningANonBindingUpperBoundBelowTheValueMovesIt() throws {
    // x ≤ 300 is slack at x = 200 (weak preference); x ≤ 120 must bring x down to 120.
    let solver = Solver()
    let x = Variable("x")
    let ceiling = x <= 300
    try solver.addConstraint(ceiling)
    try solver.addConstraint((x == 200) | .weak)
    solver.updateVariables()
    #expect(x.value == 200)
    try solver.setConstant(-120, of: ceiling)
    solver.updateVariables()
    #expect(x.value == 120)
    #expect(ceiling.isSatisfied())
  }

  @Test func raisingANonBindingLowerBoundAboveTheValueMovesIt() throws {
    // x ≥ 0 is slack at x = 50; x ≥ 80 must push x up to 80.
    let solver = Solver()
    let x = Variable("x")
    let floor = x >= 0
    try solver.addConstraint(floor)
    try solver.addConstraint((x == 50) | .weak)
    solver.updateVariables()
    #expect(x.value == 50)
    try solver.setConstant(-80, of: floor)
    solver.updateVariables()
    #expect(x.value == 80)
    #expect(floor.isSatisfied())
  }

  @Test func weakEqualityHeldOffByABoundFollowsItsNewConstant() throws {
    // (a == 0) | weak with a ≥ 10 gives 10; moving the preference to 500 gives 500.
    let solver = Solver()
    let a = Variable("a")
    let pref = (a == 0) | .weak
    try solver.addConstraint(pref)
    try solver.addConstraint(a >= 10)
    solver.updateVariables()
    #expect(a.value == 10)
    try solver.setConstant(-500, of: pref)
    solver.updateVariables()
    #expect(a.value == 500)
  }

  @Test func chainFollowsAMovedPin() throws {
    let solver = Solver()
    let left0 = Variable("left0"), width0 = Variable("width0"), left1 = Variable("left1")
    let pin = left0 == 0
    try solver.addConstraints([pin, width0 == 50, left1 == left0 + width0 + 8])
    solver.updateVariables()
    #expect(left1.value == 58)
    try solver.setConstant(-10, of: pin)
    solver.updateVariables()
    expectValues([left0: 10, left1: 68])
  }

  @Test func unsatisfiableSetConstantThrowsAndChangesNothing() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    let ceiling = x <= 20
    let pin = x == 10
    try solver.addConstraints([ceiling, pin, y == x * 2])
    solver.updateVariables()
    let before = solver.dump
    expectUnsatisfiable(
      solverError { try solver.setConstant(-30, of: pin) }, constraint: pin, conflicts: [ceiling])
    #expect(pin.expression.constant == -10)
    #expect(solver.dump == before)
    #expect(solver.updateVariables().isEmpty)
    expectValues([x: 10, y: 20])
    // The solver still works, and a satisfiable change is accepted afterwards.
    try solver.setConstant(-15, of: pin)
    solver.updateVariables()
    expectValues([x: 15, y: 30])
  }

  @Test func unsatisfiableSetConstantOnAnInequalityNamesTheConstraintsThatForbidIt() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    let sum = x + y == 10
    let xFloor = x >= 0
    let unrelated = z == 3
    let yFloor = y >= 0
    try solver.addConstraints([sum, xFloor, unrelated, yFloor])
    try solver.addConstraint((x == 4) | .weak)
    solver.updateVariables()
    let before = solver.dump
    // x ≥ 12 needs y ≤ −2.
    expectUnsatisfiable(
      solverError { try solver.setConstant(-12, of: xFloor) }, constraint: xFloor, conflicts: [sum, yFloor])
    #expect(xFloor.expression.constant == 0)
    #expect(solver.dump == before)
    #expect(solver.updateVariables().isEmpty)
    expectValues([x: 4, y: 6, z: 3])
  }

  @Test func setConstantOnAConstraintNotInTheSolverOnlyChangesTheConstraint() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 1) | .weak)
    let before = solver.dump
    let later = x == 10
    try solver.setConstant(-40, of: later)
    #expect(later.expression.constant == -40)
    #expect(later.constant == -40)
    #expect(solver.dump == before)
    try solver.addConstraint(later)
    solver.updateVariables()
    #expect(x.value == 40)
  }

  @Test func settingTheSameConstantChangesNothing() throws {
    let solver = Solver()
    let x = Variable("x")
    let pin = x == 10
    try solver.addConstraint(pin)
    solver.updateVariables()
    let before = solver.dump
    try solver.setConstant(-10, of: pin)
    #expect(solver.dump == before)
  }

  @Test func removingAConstraintAfterSetConstantRestoresTheOthers() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x >= 0)
    try solver.addConstraint((x == 5) | .weak)
    let strong = (x == 10) | .strong
    try solver.addConstraint(strong)
    try solver.setConstant(-40, of: strong)
    solver.updateVariables()
    #expect(x.value == 40)
    try solver.removeConstraint(strong)
    solver.updateVariables()
    #expect(x.value == 5)
  }

  @Test func removingARequiredConstraintAfterSetConstantRestoresTheOthers() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    try solver.addConstraint((x == 3) | .weak)
    try solver.addConstraint(y == x + 1)
    let pin = x == 10
    try solver.addConstraint(pin)
    try solver.setConstant(-30, of: pin)
    solver.updateVariables()
    expectValues([x: 30, y: 31])
    try solver.removeConstraint(pin)
    solver.updateVariables()
    expectValues([x: 3, y: 4])
  }

  @Test func setConstantGivesTheSameValuesAsRemovingAndReAdding() throws {
    func values(inPlace: Bool) throws -> [Double] {
      let solver = Solver()
      let a = Variable("a"), b = Variable("b"), c = Variable("c")
      try solver.addConstraint(a + b + c == 90)
      try solver.addConstraint(a >= 5)
      try solver.addConstraint((b == 2 * a) | .medium)
      try solver.addConstraint((c == 10) | .weak)
      var gap = (c - a == 0) | .strong
      try solver.addConstraint(gap)
      if inPlace {
        try solver.setConstant(-20, of: gap)  // c − a − 20 == 0
      } else {
        try solver.removeConstraint(gap)
        gap = (c - a == 20) | .strong
        try solver.addConstraint(gap)
      }
      solver.updateVariables()
      return [a.value, b.value, c.value]
    }
    // c = a + 20 (strong), b = 2a (medium), a + b + c = 90 → 4a + 20 = 90 → a = 17.5.
    let inPlace = try values(inPlace: true)
    let rebuilt = try values(inPlace: false)
    for (p, r) in zip(inPlace, rebuilt) { expectClose(p, r) }
    expectClose(inPlace[0], 17.5)
    expectClose(inPlace[1], 35)
    expectClose(inPlace[2], 37.5)
  }

  /// `setConstant` caches the rows a constraint's marker moves and keeps them across pivots
  /// that leave them alone. A width pulled (strong) to 400 and 200 in turn, a height
  /// `h ≥ w/2 − 100` pulled (weak) to 20: every switch pivots (at 400 the bound holds,
  /// h = 100; at 200 its slack is basic, h = 20). Then `z == w + h` joins (z = w + h), then a
  /// required cap `h ≤ 60` (at 400 the strong pull gives way: w/2 − 100 ≤ 60, so w = 320 and
  /// h = 60), then both leave again. The values are the hand-computed ones after every
  /// switch, set one at a time and through `trySetConstants`, and the certificate (which
  /// compares every current cached column with the rows) holds throughout.
  @Test func cachedColumnsFollowPivotsAddsAndRemovals() throws {
    let solver = Solver()
    let w = Variable("w"), h = Variable("h"), z = Variable("z")
    let pull = (w == 200) | .strong
    try solver.addConstraint(pull)
    try solver.addConstraint(h >= 0.5 * w - 100)
    try solver.addConstraint((h == 20) | .weak)
    func switchWidths(capped: Bool, linked: Bool, _ step: String) throws {
      for (round, target) in [400.0, 200, 400, 200].enumerated() {
        if round % 2 == 0 {
          try solver.setConstant(-target, of: pull)
        } else {
          #expect(solver.trySetConstants([(pull, -target)]))
        }
        #expect(solver.invariantViolations() == [], "\(step), width \(target)")
        solver.updateVariables()
        let width = capped ? min(target, 320) : target
        let height = max(20, width / 2 - 100)
        expectValues([w: width, h: height])
        if linked { expectValues([z: width + height]) }
      }
    }
    try switchWidths(capped: false, linked: false, "alone")
    let link = z == w + h
    try solver.addConstraint(link)
    try switchWidths(capped: false, linked: true, "linked")
    let cap = h <= 60
    try solver.addConstraint(cap)
    try switchWidths(capped: true, linked: true, "capped")
    try solver.removeConstraint(cap)
    try switchWidths(capped: false, linked: true, "uncapped")
    try solver.removeConstraint(link)
    try switchWidths(capped: false, linked: false, "unlinked")
  }
}
