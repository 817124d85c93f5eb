import Cassowary
import Testing

/// Removing constraints and edit variables: values go back to what the remaining constraints
/// give, including kiwi's duplicate-equality bug.
@Suite struct RemovalTests {
  @Test func addThenRemoveRestoresThePreviousValues() throws {
    let solver = Solver()
    let left = Variable("left"), width = Variable("width"), right = Variable("right")
    try solver.addConstraints([left == 0, width >= 20, (width == 50) | .weak, right == left + width])
    solver.updateVariables()
    expectValues([left: 0, width: 50, right: 50])

    let strongWidth = (width == 80) | .strong
    try solver.addConstraint(strongWidth)
    solver.updateVariables()
    expectValues([width: 80, right: 80])
    try solver.removeConstraint(strongWidth)
    solver.updateVariables()
    expectValues([left: 0, width: 50, right: 50])

    let maxRight = right <= 30
    try solver.addConstraint(maxRight)
    solver.updateVariables()
    expectValues([width: 30, right: 30])
    try solver.removeConstraint(maxRight)
    solver.updateVariables()
    expectValues([left: 0, width: 50, right: 50])
  }

  @Test func removingABindingRequiredInequalityReleasesTheVariable() throws {
    let solver = Solver()
    let x = Variable("x")
    let floor = x >= 10
    try solver.addConstraint(floor)
    try solver.addConstraint((x == 0) | .weak)
    solver.updateVariables()
    #expect(x.value == 10)
    try solver.removeConstraint(floor)
    solver.updateVariables()
    #expect(x.value == 0)
  }

  @Test func removingAndReAddingBoundsWhetherBindingOrNot() throws {
    let solver = Solver()
    let x = Variable("x")
    let floor = x >= 10, ceiling = x <= 20
    try solver.addConstraints([floor, ceiling, (x == 30) | .weak])
    solver.updateVariables()
    #expect(x.value == 20)
    try solver.removeConstraint(floor)  // not binding
    solver.updateVariables()
    #expect(x.value == 20)
    try solver.removeConstraint(ceiling)  // binding
    solver.updateVariables()
    #expect(x.value == 30)
    try solver.addConstraint(ceiling)
    solver.updateVariables()
    #expect(x.value == 20)
    try solver.addConstraint(floor)
    solver.updateVariables()
    #expect(x.value == 20)
  }

  @Test func removingABatchRestoresTheValuesFromBeforeIt() throws {
    let solver = Solver()
    let a = Variable("a"), b = Variable("b")
    try solver.addConstraints([a + b == 100, (a == 40) | .medium])
    solver.updateVariables()
    expectValues([a: 40, b: 60])
    let batch = [(b == 90) | .strong, a >= 5, b <= 95]
    try solver.addConstraints(batch)
    solver.updateVariables()
    expectValues([a: 10, b: 90])
    try solver.removeConstraints(batch)
    solver.updateVariables()
    expectValues([a: 40, b: 60])
  }

  @Test func removingALinkFromAChainFreesTheRest() throws {
    let solver = Solver()
    let left0 = Variable("left0"), width0 = Variable("width0"), left1 = Variable("left1")
    let link = left1 == left0 + width0 + 8
    try solver.addConstraints([left0 == 0, width0 == 50, link, (left1 == 500) | .weak])
    solver.updateVariables()
    #expect(left1.value == 58)
    try solver.removeConstraint(link)
    solver.updateVariables()
    expectValues([left0: 0, width0: 50, left1: 500])
  }

  /// kiwi's bug: with two identical required equalities, removing one could drop the other's
  /// row. Edits: b strong (150), a weak (0); with a = b − 35 the cost is 10⁶|b − 150| + |a|,
  /// least at b = 150, a = 115.
  func duplicateEqualitySetup() throws -> (Solver, Variable, Variable, Constraint, Constraint) {
    let solver = Solver()
    let a = Variable("a"), b = Variable("b")
    let first = a - b + 35 == 0
    let second = a - b + 35 == 0
    try solver.addConstraint(first)
    try solver.addConstraint(second)
    try solver.addEditVariable(a, strength: .weak)
    try solver.addEditVariable(b, strength: .strong)
    try solver.suggestValue(b, 150)
    try solver.suggestValue(a, 0)
    solver.updateVariables()
    expectValues([a: 115, b: 150])
    return (solver, a, b, first, second)
  }

  @Test func removingTheFirstOfTwoIdenticalEqualitiesKeepsTheSecond() throws {
    let (solver, a, b, first, second) = try duplicateEqualitySetup()
    try solver.removeConstraint(first)
    solver.updateVariables()
    expectValues([a: 115, b: 150])
    #expect(second.isSatisfied())
    // With both gone, each edit gets its own value.
    try solver.removeConstraint(second)
    solver.updateVariables()
    expectValues([a: 0, b: 150])
  }

  @Test func removingTheSecondOfTwoIdenticalEqualitiesKeepsTheFirst() throws {
    let (solver, a, b, first, second) = try duplicateEqualitySetup()
    try solver.removeConstraint(second)
    solver.updateVariables()
    expectValues([a: 115, b: 150])
    #expect(first.isSatisfied())
  }

  @Test func identicalEqualityStillHoldsWhenTheEditsMoveAfterTheRemoval() throws {
    let (solver, a, b, first, second) = try duplicateEqualitySetup()
    try solver.removeConstraint(first)
    try solver.suggestValue(b, 60)
    try solver.suggestValue(a, 500)
    solver.updateVariables()
    // b strong at 60, a = b − 35 = 25.
    expectValues([a: 25, b: 60])
    #expect(second.isSatisfied())
  }

  @Test func identicalEqualityWithTheStrongerEditOnTheOtherSide() throws {
    // a strong at 100, b weak at 150: a = 100, b = a + 35 = 135.
    let solver = Solver()
    let a = Variable("a"), b = Variable("b")
    let first = a - b + 35 == 0, second = a - b + 35 == 0
    try solver.addConstraints([first, second])
    try solver.addEditVariable(a, strength: .strong)
    try solver.addEditVariable(b, strength: .weak)
    try solver.suggestValue(a, 100)
    try solver.suggestValue(b, 150)
    try solver.removeConstraint(first)
    solver.updateVariables()
    expectValues([a: 100, b: 135])
  }

  @Test func threeIdenticalEqualitiesSurviveRemovingTwo() throws {
    let solver = Solver()
    let a = Variable("a"), b = Variable("b")
    let copies = (0..<3).map { _ in a - b + 35 == 0 }
    try solver.addConstraints(copies)
    try solver.addEditVariable(a, strength: .weak)
    try solver.addEditVariable(b, strength: .strong)
    try solver.suggestValue(b, 150)
    try solver.removeConstraint(copies[1])
    try solver.removeConstraint(copies[0])
    solver.updateVariables()
    expectValues([a: 115, b: 150])
  }

  @Test func removingTheOnlyNonRequiredConstraintOnAVariableKeepsRequiredOnes() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    let pref = (x == 70) | .strong
    try solver.addConstraints([y == x + 1, (x == 20) | .weak, pref])
    solver.updateVariables()
    expectValues([x: 70, y: 71])
    try solver.removeConstraint(pref)
    solver.updateVariables()
    expectValues([x: 20, y: 21])
  }

  @Test func reAddingARemovedConstraintGivesTheSameValuesAsNeverRemovingIt() throws {
    let solver = Solver()
    let a = Variable("a"), b = Variable("b"), c = Variable("c")
    let mid = b == (a + c) / 2
    try solver.addConstraints([a == 10, c == 50, mid, (b == 0) | .weak])
    solver.updateVariables()
    #expect(b.value == 30)
    try solver.removeConstraint(mid)
    solver.updateVariables()
    #expect(b.value == 0)
    try solver.addConstraint(mid)
    solver.updateVariables()
    #expect(b.value == 30)
  }
}
