import Cassowary
import Testing

/// Edit variables: suggestions pull at the edit's strength, re-suggestions move values,
/// removing the edit hands the variable back to the other constraints.
@Suite struct EditVariableTests {
  @Test func suggestResuggestAndRemove() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x >= 10)
    try solver.addConstraint((x == 15) | .weak)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 50)
    solver.updateVariables()
    #expect(x.value == 50)
    try solver.suggestValue(x, 5)  // below the required floor
    solver.updateVariables()
    #expect(x.value == 10)
    try solver.suggestValue(x, 20)
    solver.updateVariables()
    #expect(x.value == 20)
    try solver.removeEditVariable(x)  // only the weak preference is left
    solver.updateVariables()
    #expect(x.value == 15)
  }

  @Test func aWeakEditLosesToAStrongPin() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 10) | .strong)
    try solver.addEditVariable(x, strength: .weak)
    try solver.suggestValue(x, 100)
    solver.updateVariables()
    #expect(x.value == 10)
  }

  @Test func aMediumEditBeatsWeakButNotStrong() throws {
    let solver = Solver()
    let x = Variable("x")
    let strong = (x == 10) | .strong
    try solver.addConstraint((x == 30) | .weak)
    try solver.addConstraint(strong)
    try solver.addEditVariable(x, strength: .medium)
    try solver.suggestValue(x, 20)
    solver.updateVariables()
    #expect(x.value == 10)
    try solver.removeConstraint(strong)
    solver.updateVariables()
    #expect(x.value == 20)
  }

  @Test func twoEditsOnASharedSumFollowTheStrongerOne() throws {
    let solver = Solver()
    let a = Variable("a"), b = Variable("b")
    try solver.addConstraint(a + b == 100)
    try solver.addEditVariable(a, strength: .strong)
    try solver.addEditVariable(b, strength: .weak)
    try solver.suggestValue(a, 30)
    try solver.suggestValue(b, 50)
    solver.updateVariables()
    expectValues([a: 30, b: 70])
    try solver.suggestValue(b, 90)
    solver.updateVariables()
    expectValues([a: 30, b: 70])
    try solver.suggestValue(a, 60)
    solver.updateVariables()
    expectValues([a: 60, b: 40])
  }

  @Test func draggingAWindowEdgeStopsAtTheBounds() throws {
    let solver = Solver()
    let left = Variable("left"), width = Variable("width"), right = Variable("right")
    try solver.addConstraints([left == 0, right == left + width, right <= 800, width >= 100])
    try solver.addEditVariable(width, strength: .strong)
    for (suggested, expected) in [(300.0, 300.0), (1000, 800), (50, 100), (450.5, 450.5)] {
      try solver.suggestValue(width, suggested)
      solver.updateVariables()
      expectClose(width.value, expected, "width for \(suggested)")
      expectClose(right.value, expected, "right for \(suggested)")
    }
  }

  @Test func anEditVariableMentionedNowhereElseTakesTheSuggestion() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addEditVariable(x, strength: .weak)
    try solver.suggestValue(x, 42)
    solver.updateVariables()
    #expect(x.value == 42)
  }

  @Test func manySuggestionsEachGiveTheirValue() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    try solver.addConstraint(y == 2 * x + 1)
    try solver.addConstraint(y <= 151)  // x ≤ 75
    try solver.addEditVariable(x, strength: .strong)
    for i in 0..<100 {
      try solver.suggestValue(x, Double(i))
      solver.updateVariables()
      let expectedX = Double(min(i, 75))
      expectClose(x.value, expectedX, "x at \(i)")
      expectClose(y.value, 2 * expectedX + 1, "y at \(i)")
    }
  }

  @Test func removingAnEditRestoresTheValuesFromBeforeIt() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    try solver.addConstraint(x + y == 50)
    try solver.addConstraint((x == 20) | .medium)
    solver.updateVariables()
    expectValues([x: 20, y: 30])
    try solver.addEditVariable(y, strength: .strong)
    try solver.suggestValue(y, 5)
    solver.updateVariables()
    expectValues([x: 45, y: 5])
    try solver.removeEditVariable(y)
    solver.updateVariables()
    expectValues([x: 20, y: 30])
  }

  @Test func suggestingForAnEditVariablePinnedByARequiredEqualityKeepsThePin() throws {
    let solver = Solver()
    let a = Variable("a")
    try solver.addEditVariable(a, strength: .weak)
    try solver.addConstraint(a == 10)
    try solver.suggestValue(a, 500)
    solver.updateVariables()
    #expect(a.value == 10)
  }

  @Test func suggestingForAnEditVariablePinnedByAStrongEqualityKeepsThePin() throws {
    let solver = Solver()
    let a = Variable("a")
    try solver.addEditVariable(a, strength: .weak)
    try solver.addConstraint((a == 10) | .strong)
    try solver.suggestValue(a, 500)
    solver.updateVariables()
    #expect(a.value == 10)
  }

  @Test func resuggestingBothEndsOfARequiredOffsetKeepsTheOffset() throws {
    // a == b − 35; b strong, a weak. b = 150 → a = 115; then b = 60, a = 500 → a = 25.
    let solver = Solver()
    let a = Variable("a"), b = Variable("b")
    try solver.addConstraint(a - b + 35 == 0)
    try solver.addEditVariable(a, strength: .weak)
    try solver.addEditVariable(b, strength: .strong)
    try solver.suggestValue(b, 150)
    solver.updateVariables()
    expectValues([a: 115, b: 150])
    try solver.suggestValue(b, 60)
    try solver.suggestValue(a, 500)
    solver.updateVariables()
    expectValues([a: 25, b: 60])
  }

  @Test func editStrengthIsUsedInTheWeightedObjective() throws {
    // Edit at 3 pulls x to 0; two weak (1 each) constraints pull it to 10: 3 > 2 → 0.
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 10) | .weak)
    try solver.addConstraint((x == 10) | .weak)
    try solver.addEditVariable(x, strength: Strength(3))
    try solver.suggestValue(x, 0)
    solver.updateVariables()
    expectClose(x.value, 0)
    try solver.addConstraint((x == 10) | Strength(2))  // now 4 > 3 → 10
    solver.updateVariables()
    expectClose(x.value, 10)
  }

  /// The edit table reaches only as far as the last edit variable: edits on the last and the
  /// first variable registered, on one registered after them, and on one whose registration
  /// a failed add took back, each hold their suggestion. `b = a + 10`, `c = b + 10`.
  @Test func editsOnVariablesRegisteredInAnyOrder() throws {
    let solver = Solver()
    let a = Variable("a"), b = Variable("b"), c = Variable("c"), g = Variable("g")
    try solver.addConstraints([b == a + 10, c == b + 10])
    try solver.addEditVariable(c, strength: .strong)
    try solver.suggestValue(c, 100)
    try solver.addEditVariable(a, strength: .medium)
    try solver.suggestValue(a, 0)  // loses to the strong edit on c
    solver.updateVariables()
    #expect(a.value == 80 && b.value == 90 && c.value == 100)
    try solver.removeEditVariable(c)
    solver.updateVariables()
    #expect(a.value == 0 && b.value == 10 && c.value == 20)
    // g == 3 and g == 4 cannot both hold: the add fails and g is not registered.
    #expect(throws: SolverError.self) { try solver.addConstraints([g == 3, g == 4]) }
    try solver.addEditVariable(g, strength: .strong)
    try solver.suggestValue(g, 7)
    try solver.addEditVariable(c, strength: .weak)
    try solver.suggestValue(c, 50)  // loses to the medium edit on a
    solver.updateVariables()
    #expect(g.value == 7 && a.value == 0 && c.value == 20)
    try solver.removeEditVariable(a)
    solver.updateVariables()
    #expect(a.value == 30 && c.value == 50 && g.value == 7)
  }
}
