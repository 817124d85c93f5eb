@_spi(Testing) @testable import Cassowary
import Testing

/// Numbered variables (`Solver.makeVariables`, the layout engine's): variables with no object
/// each, which solve, report changes and explain conflicts as object variables do, and get an
/// object when a reader asks for one. Values worked out by hand.
@Suite struct NumberedVariableTests {
  /// `Σ coefficient · number + constant relation 0` over numbered variables of `solver`.
  func constraint(
    _ solver: Solver, _ terms: [(Int32, Double)], _ constant: Double, _ relation: Relation = .equal,
    _ strength: Strength = .required
  ) -> Constraint {
    var e = CompactExpression(constant: constant)
    for (n, c) in terms { e.add(n, in: solver.space, c) }
    return Constraint(e, relation, strength: strength)
  }

  @Test func numberedVariablesSolveAsObjectsDo() throws {
    let solver = Solver()
    let a = solver.makeVariables(2, userData: 7)
    // a0 + a1 == 100, a0 == 20 (weak): a0 20, a1 80.
    try solver.addConstraint(constraint(solver, [(a, 1), (a + 1, 1)], -100))
    try solver.addConstraint(constraint(solver, [(a, 1)], -20, .equal, .weak))
    #expect(solver.space.value(a) == 0)  // nothing written before an update
    var tags: [Int] = []
    solver.updateVariables().forEachUserData { tags.append($0) }
    #expect(solver.space.value(a) == 20)
    #expect(solver.space.value(a + 1) == 80)
    // Both changed, one tag: reported once.
    #expect(tags == [7])
    // Nothing moved: nothing reported.
    #expect(solver.updateVariables().isEmpty)
    #expect(solver.hasVariable(number: a) && solver.hasVariable(number: a + 1))
    #expect(solver.invariantViolations().isEmpty)
  }

  @Test func aNumberNoConstraintMentionsIsUnknownAndZero() throws {
    let solver = Solver()
    let a = solver.makeVariables(4, userData: 1)
    try solver.addConstraint(constraint(solver, [(a + 2, 1)], -30))
    solver.updateVariables()
    #expect(solver.hasVariable(number: a + 2))
    #expect(!solver.hasVariable(number: a) && !solver.hasVariable(number: a + 3))
    #expect(solver.space.value(a + 2) == 30 && solver.space.value(a) == 0)
  }

  @Test func aReaderGetsOneObjectThatIsTheSameVariable() throws {
    let solver = Solver()
    let a = solver.makeVariables(2, userData: 3)
    try solver.addConstraint(constraint(solver, [(a, 1), (a + 1, 1)], -100))
    try solver.addConstraint(constraint(solver, [(a, 1)], -20, .equal, .weak))
    solver.updateVariables()
    let b = solver.space.variable(a + 1)
    #expect(solver.space.variable(a + 1) === b)
    #expect(b.value == 80 && b.userData == 3)
    #expect(solver.hasVariable(b))
    // A constraint over the object is one over the number: b == 30 moves a0 to 70.
    try solver.addConstraint(b == 30)
    solver.updateVariables()
    #expect(b.value == 30)
    #expect(solver.space.value(a + 1) == 30)
    #expect(solver.space.value(a) == 70)
    #expect(solver.invariantViolations().isEmpty)
    // Its term reads as the object, without one more being made.
    let c = constraint(solver, [(a + 1, 2)], 0)
    #expect(c.term(at: 0).variable === b && c.term(at: 0).coefficient == 2)
  }

  @Test func anotherSolverReachesANumberThroughItsObject() throws {
    let owner = Solver()
    let a = owner.makeVariables(1)
    let other = Solver()
    try other.addConstraint(constraint(owner, [(a, 1)], -5))
    other.updateVariables()
    #expect(owner.space.variable(a).value == 5)
    #expect(other.hasVariable(owner.space.variable(a)))
  }

  @Test func aFailedAddForgetsTheNumbersItRegistered() throws {
    let solver = Solver()
    let a = solver.makeVariables(2)
    let first = constraint(solver, [(a, 1)], -10)
    try solver.addConstraint(first)
    // a1 == 5 and a0 == 11: the second cannot hold with a0 == 10; neither is added.
    let error = solverError {
      try solver.addConstraints([constraint(solver, [(a + 1, 1)], -5), constraint(solver, [(a, 1)], -11)])
    }
    guard case .unsatisfiableConstraint(_, let conflicts) = error else {
      Issue.record("expected a conflict, got \(String(describing: error))")
      return
    }
    #expect(conflicts.count == 1 && conflicts[0] === first)
    #expect(solver.hasVariable(number: a))
    #expect(!solver.hasVariable(number: a + 1))
    solver.updateVariables()
    #expect(solver.space.value(a) == 10 && solver.space.value(a + 1) == 0)
    #expect(solver.invariantViolations().isEmpty)
  }

  @Test func resetLeavesOldNumbersToTheirObjects() throws {
    let solver = Solver()
    let a = solver.makeVariables(1)
    let old = solver.space
    try solver.addConstraint(constraint(solver, [(a, 1)], -4))
    solver.updateVariables()
    solver.reset()
    #expect(solver.space !== old && solver.space.count == 0)
    // An expression over the old number: its object, with the last value, new to the solver.
    var e = CompactExpression(constant: -9)
    e.add(a, in: old)
    let x = old.variable(a)
    #expect(x.value == 4 && !solver.hasVariable(x))
    try solver.addConstraint(Constraint(e, .equal))
    solver.updateVariables()
    #expect(x.value == 9)
  }

  @Test func numbersAndTheirObjectsInOneExpressionAreOneTerm() throws {
    let solver = Solver()
    let a = solver.makeVariables(1)
    let x = solver.space.variable(a)
    // 2·a + 1·(a's object) − 12 == 0: one variable, 3a == 12.
    var e = CompactExpression(constant: -12)
    e.add(a, in: solver.space, 2)
    e.add(x, 1)
    try solver.addConstraint(Constraint(e, .equal))
    solver.updateVariables()
    #expect(x.value == 4 && solver.space.value(a) == 4)
  }
}
