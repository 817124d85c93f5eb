@_spi(Testing) import Cassowary
import Testing

/// `Constraint.reshape(_:strength:strengthBelow:)`: a constraint that no live solver holds
/// takes a new expression and strengths and keeps its identity; one that a solver holds is
/// refused and left as it was. And a subclass keeps its own state in the constraint object.
@Suite struct ReshapeTests {
  /// A program's own record, kept in the constraint itself (as UIKitLayout's engine does).
  final class Tagged: Constraint, @unchecked Sendable {
    let tag: String
    init(_ tag: String, _ expression: Expression, _ relation: Relation, strength: Strength) {
      self.tag = tag
      super.init(expression, relation, strength: strength)
    }
  }

  @Test func aConstraintOutOfTheSolverTakesANewExpressionAndStrength() throws {
    let solver = Solver()
    let x = Variable("x")
    let pin = Tagged("pin", x - 10, .equal, strength: .required)
    try solver.addConstraint(pin)
    try solver.addConstraint((x == 50) | .weak)
    solver.updateVariables()
    #expect(x.value == 10)
    try solver.removeConstraint(pin)
    // x == 30 now, at medium: it beats the weak pull to 50.
    try pin.reshape(x - 30, strength: .medium)
    try solver.addConstraint(pin)
    solver.updateVariables()
    #expect(x.value == 30)
    #expect(pin.constant == -30)
    #expect(pin.strength == .medium)
    #expect(pin.tag == "pin")
    #expect(solver.invariantViolations().isEmpty)
    // The same object is in the solver: removing it frees x for the weak pull.
    try solver.removeConstraint(pin)
    solver.updateVariables()
    #expect(x.value == 50)
  }

  @Test func aConstraintInALiveSolverIsRefusedAndUnchanged() throws {
    let x = Variable("x")
    let pin = Constraint(x - 10, .equal)
    do {
      let solver = Solver()
      try solver.addConstraint(pin)
      #expect(throws: SolverError.self) { try pin.reshape(x - 20, strength: .weak) }
      #expect(pin.constant == -10)
      #expect(pin.strength == .required)
      solver.updateVariables()
      #expect(x.value == 10)
    }
    // Its solver is gone: nothing holds the rows built from it.
    try pin.reshape(x - 20, strength: .weak)
    #expect(pin.constant == -20)
    let other = Solver()
    try other.addConstraint(pin)
    other.updateVariables()
    #expect(x.value == 20)
  }

  @Test func anEqualityBecomesTwoSidedAndAnInequalityStaysOneSided() throws {
    let w = Variable("w")
    let content = Constraint(w - 40, .equal, strength: .weak)
    // Rising above 40 costs weak, falling below costs strong: a medium pull to 20 stops at 40.
    try content.reshape(w - 40, strength: .weak, strengthBelow: .strong)
    #expect(content.strengthBelow == .strong)
    let solver = Solver()
    try solver.addConstraints([content, (w == 20) | .medium])
    solver.updateVariables()
    #expect(w.value == 40)
    // An inequality has one side: the strength below follows the strength.
    let atMost = Constraint(w - 40, .lessThanOrEqual, strength: .weak)
    try atMost.reshape(w - 30, strength: .medium, strengthBelow: .strong)
    #expect(atMost.strengthBelow == .medium)
  }

  @Test func reshapingMergesTermsOnOneVariable() throws {
    let x = Variable("x"), y = Variable("y")
    let c = Constraint(x - 1, .equal)
    try c.reshape(x + y - x - 5, strength: .required)
    #expect(c.expression.terms.count == 1)
    #expect(c.expression.terms.first?.variable === y)
    let solver = Solver()
    try solver.addConstraint(c)
    solver.updateVariables()
    #expect(y.value == 5)
  }
}
