import Cassowary
import Testing

/// Every error a solver operation can throw, with its payload, and the promise that the
/// failed operation leaves the solver exactly as it was (same `dump`).
@Suite struct SolverErrorTests {
  @Test func errorKindsUseKiwisNames() {
    let x = Variable("x")
    let c = x == 1
    #expect(SolverError.unsatisfiableConstraint(c, conflicts: []).kind == "UnsatisfiableConstraint")
    #expect(SolverError.duplicateConstraint(c).kind == "DuplicateConstraint")
    #expect(SolverError.unknownConstraint(c).kind == "UnknownConstraint")
    #expect(SolverError.duplicateEditVariable(x).kind == "DuplicateEditVariable")
    #expect(SolverError.unknownEditVariable(x).kind == "UnknownEditVariable")
    #expect(SolverError.badRequiredStrength.kind == "BadRequiredStrength")
    #expect(SolverError.internalError("boom").kind == "InternalSolverError")
  }

  @Test func addingTheSameConstraintTwiceIsADuplicate() throws {
    let solver = Solver()
    let x = Variable("x")
    let c = x == 10
    try solver.addConstraint(c)
    let before = solver.dump
    let error = solverError { try solver.addConstraint(c) }
    guard case .duplicateConstraint(let d)? = error else {
      Issue.record("expected duplicateConstraint, got \(String(describing: error))")
      return
    }
    #expect(d === c)
    #expect(solver.dump == before)
  }

  @Test func aBatchThatRepeatsAConstraintIsADuplicateAndAddsNothing() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    let a = x == 1, b = y == 2
    let before = solver.dump
    let error = solverError { try solver.addConstraints([a, b, a]) }
    guard case .duplicateConstraint(let d)? = error else {
      Issue.record("expected duplicateConstraint, got \(String(describing: error))")
      return
    }
    #expect(d === a)
    #expect(!solver.hasConstraint(a) && !solver.hasConstraint(b))
    #expect(solver.dump == before)
  }

  @Test func aBatchContainingAnAlreadyAddedConstraintIsADuplicateAndAddsNothing() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    let a = x == 1, b = y == 2
    try solver.addConstraint(a)
    let before = solver.dump
    #expect(kindOf(solverError { try solver.addConstraints([b, a]) }) == "DuplicateConstraint")
    #expect(!solver.hasConstraint(b))
    #expect(solver.dump == before)
  }

  @Test func removingAConstraintThatWasNeverAddedIsUnknown() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x >= 0)
    let stranger = x == 3
    let before = solver.dump
    let error = solverError { try solver.removeConstraint(stranger) }
    guard case .unknownConstraint(let u)? = error else {
      Issue.record("expected unknownConstraint, got \(String(describing: error))")
      return
    }
    #expect(u === stranger)
    #expect(solver.dump == before)
  }

  @Test func removingAConstraintTwiceIsUnknownTheSecondTime() throws {
    let solver = Solver()
    let x = Variable("x")
    let c = x == 3
    try solver.addConstraint(c)
    try solver.removeConstraint(c)
    let before = solver.dump
    #expect(kindOf(solverError { try solver.removeConstraint(c) }) == "UnknownConstraint")
    #expect(solver.dump == before)
  }

  @Test func aRemovalBatchWithAnUnknownMemberRemovesNothing() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    let a = x == 1, b = y == 2, stranger = x >= -5
    try solver.addConstraints([a, b])
    let before = solver.dump
    let error = solverError { try solver.removeConstraints([a, stranger, b]) }
    guard case .unknownConstraint(let u)? = error else {
      Issue.record("expected unknownConstraint, got \(String(describing: error))")
      return
    }
    #expect(u === stranger)
    #expect(solver.hasConstraint(a) && solver.hasConstraint(b))
    #expect(solver.dump == before)
  }

  @Test func aRemovalBatchNamingAConstraintTwiceFailsAndRemovesNothing() throws {
    let solver = Solver()
    let x = Variable("x")
    let a = x == 1
    try solver.addConstraint(a)
    let before = solver.dump
    #expect(solverError { try solver.removeConstraints([a, a]) } != nil)
    #expect(solver.hasConstraint(a))
    #expect(solver.dump == before)
  }

  @Test func addingAnEditVariableTwiceIsADuplicate() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addEditVariable(x, strength: .strong)
    let before = solver.dump
    let error = solverError { try solver.addEditVariable(x, strength: .weak) }
    guard case .duplicateEditVariable(let v)? = error else {
      Issue.record("expected duplicateEditVariable, got \(String(describing: error))")
      return
    }
    #expect(v === x)
    #expect(solver.dump == before)
  }

  @Test func removingAVariableThatIsNotAnEditVariableIsUnknown() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x == 1)  // known to the solver, but not an edit variable
    let before = solver.dump
    let error = solverError { try solver.removeEditVariable(x) }
    guard case .unknownEditVariable(let v)? = error else {
      Issue.record("expected unknownEditVariable, got \(String(describing: error))")
      return
    }
    #expect(v === x)
    #expect(solver.dump == before)
  }

  @Test func removingAnEditVariableTwiceIsUnknownTheSecondTime() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addEditVariable(x, strength: .medium)
    try solver.removeEditVariable(x)
    let before = solver.dump
    #expect(kindOf(solverError { try solver.removeEditVariable(x) }) == "UnknownEditVariable")
    #expect(solver.dump == before)
  }

  @Test func aRequiredEditVariableIsABadRequiredStrength() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x >= 0)
    let before = solver.dump
    let error = solverError { try solver.addEditVariable(x, strength: .required) }
    guard case .badRequiredStrength? = error else {
      Issue.record("expected badRequiredStrength, got \(String(describing: error))")
      return
    }
    #expect(!solver.hasEditVariable(x))
    #expect(solver.dump == before)
    // A strength clipped up to required is required too.
    #expect(kindOf(solverError { try solver.addEditVariable(x, strength: Strength(1e12)) }) == "BadRequiredStrength")
    #expect(solver.dump == before)
  }

  @Test func suggestingAValueForANonEditVariableIsUnknown() throws {
    let solver = Solver()
    let x = Variable("x"), stranger = Variable("stranger")
    try solver.addConstraint(x == 1)
    solver.updateVariables()
    let before = solver.dump
    let error = solverError { try solver.suggestValue(x, 5) }
    guard case .unknownEditVariable(let v)? = error else {
      Issue.record("expected unknownEditVariable, got \(String(describing: error))")
      return
    }
    #expect(v === x)
    #expect(kindOf(solverError { try solver.suggestValue(stranger, 5) }) == "UnknownEditVariable")
    #expect(solver.dump == before)
    #expect(solver.updateVariables().isEmpty)
    #expect(x.value == 1)
  }

  @Test func suggestingAfterRemovingTheEditVariableIsUnknown() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addEditVariable(x, strength: .strong)
    try solver.removeEditVariable(x)
    #expect(kindOf(solverError { try solver.suggestValue(x, 5) }) == "UnknownEditVariable")
  }

  @Test func twoRequiredEqualitiesOnOneVariableAreUnsatisfiable() throws {
    let solver = Solver()
    let x = Variable("x")
    let first = x == 10
    try solver.addConstraint(first)
    solver.updateVariables()
    let before = solver.dump
    let second = x == 20
    expectUnsatisfiable(solverError { try solver.addConstraint(second) }, constraint: second, conflicts: [first])
    #expect(!solver.hasConstraint(second))
    #expect(solver.dump == before)
    #expect(solver.updateVariables().isEmpty)
    #expect(x.value == 10)
  }

  @Test func contradictoryRequiredInequalitiesAreUnsatisfiable() throws {
    let solver = Solver()
    let x = Variable("x")
    let atLeast = x >= 10
    try solver.addConstraint(atLeast)
    let before = solver.dump
    let atMost = x <= 5
    expectUnsatisfiable(solverError { try solver.addConstraint(atMost) }, constraint: atMost, conflicts: [atLeast])
    #expect(solver.dump == before)
  }

  @Test func conflictFoundInTheArtificialPhaseNamesBothPriorConstraints() throws {
    // x + y == 10 and x >= 6 force y <= 4, so y >= 6 cannot hold.
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    let sum = x + y == 10
    let xMin = x >= 6
    try solver.addConstraints([sum, xMin])
    let before = solver.dump
    let yMin = y >= 6
    expectUnsatisfiable(solverError { try solver.addConstraint(yMin) }, constraint: yMin, conflicts: [sum, xMin])
    #expect(solver.dump == before)
    solver.updateVariables()
    #expect(abs(x.value + y.value - 10) <= 1e-8 && x.value >= 6 - 1e-8)
  }

  @Test func aConstantOnlyRequiredConstraintThatIsFalseIsUnsatisfiable() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x == 1)
    let before = solver.dump
    let oneIsZero = Constraint(Expression(constant: 1), .equal)
    expectUnsatisfiable(solverError { try solver.addConstraint(oneIsZero) }, constraint: oneIsZero, conflicts: [])
    let fiveAtMostZero = Constraint(Expression(constant: 5), .lessThanOrEqual)
    expectUnsatisfiable(
      solverError { try solver.addConstraint(fiveAtMostZero) }, constraint: fiveAtMostZero, conflicts: [])
    #expect(solver.dump == before)
  }

  @Test func aConstantOnlyRequiredConstraintThatIsTrueIsAccepted() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x == 1)
    try solver.addConstraint(Constraint(Expression(constant: 0), .equal))
    try solver.addConstraint(Constraint(Expression(constant: 5), .greaterThanOrEqual))
    try solver.addConstraint(x - x == 0)
    solver.updateVariables()
    #expect(x.value == 1)
  }

  @Test func nonRequiredConstraintsNeverThrowUnsatisfiable() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x == 10)
    try solver.addConstraint((x == 20) | .strong)
    try solver.addConstraint((x <= 5) | .medium)
    try solver.addConstraint(Constraint(Expression(constant: 1), .equal, strength: .weak))
    solver.updateVariables()
    #expect(x.value == 10)
  }

  @Test func nonRequiredConstraintsAreNeverListedAsConflicts() throws {
    let solver = Solver()
    let x = Variable("x")
    let strongPin = (x == 3) | .strong
    let floor = x >= 10
    try solver.addConstraints([strongPin, floor])
    let ceiling = x <= 5
    expectUnsatisfiable(solverError { try solver.addConstraint(ceiling) }, constraint: ceiling, conflicts: [floor])
  }
}

/// NaN and infinity never enter the tableau: `nan * x == 1` used to "solve" x = nan.
@Suite struct NonFiniteValueTests {
  @Test func nonFiniteConstraintsAreRefusedAndChangeNothing() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x == 5)
    let before = solver.dump
    let nanCoefficient: Constraint = Double.nan * x == 1
    let infiniteConstant: Constraint = x == Double.infinity
    let nanStrength: Constraint = (x == 3) | Strength(.nan)
    for c in [nanCoefficient, infiniteConstant, nanStrength] {
      #expect(kindOf(solverError { try solver.addConstraint(c) }) == "NonFiniteValue")
      #expect(kindOf(solverError { try solver.addConstraints([x >= 0, c]) }) == "NonFiniteValue")
    }
    #expect(solver.dump == before)
    solver.updateVariables()
    #expect(x.value == 5)
  }

  @Test func nonFiniteConstantsAndSuggestionsAreRefused() throws {
    let solver = Solver()
    let x = Variable("x"), w = Variable("w")
    let c = x == 5
    try solver.addConstraint(c)
    try solver.addEditVariable(w, strength: .strong)
    try solver.suggestValue(w, 20)
    #expect(kindOf(solverError { try solver.setConstant(.nan, of: c) }) == "NonFiniteValue")
    #expect(kindOf(solverError { try solver.suggestValue(w, .infinity) }) == "NonFiniteValue")
    solver.updateVariables()
    #expect(x.value == 5 && w.value == 20)
  }
}
