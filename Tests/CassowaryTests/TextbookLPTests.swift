import Cassowary
import Testing

/// Textbook linear programs with known optima, solved through Cassowary's objective:
/// "maximise f" is either a required `z == f` with a strong pull of z towards a value above
/// any feasible f (the violation `target − z` is then minimised), or non-required pulls on
/// each variable whose strengths are f's coefficients.
@Suite struct TextbookLPTests {
  /// Wyndor Glass Co. (Hillier & Lieberman, *Introduction to Operations Research*, §3.1):
  /// maximise Z = 3x + 5y s.t. x ≤ 4, 2y ≤ 12, 3x + 2y ≤ 18, x, y ≥ 0.
  /// Optimum x = 2, y = 6, Z = 36 (the unique optimal vertex).
  func wyndorConstraints(_ x: Variable, _ y: Variable) -> [Constraint] {
    [x <= 4, 2 * y <= 12, 3 * x + 2 * y <= 18, x >= 0, y >= 0]
  }

  @Test func wyndorGlassWithAnObjectiveVariable() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    try solver.addConstraints(wyndorConstraints(x, y))
    try solver.addConstraint(z == 3 * x + 5 * y)
    try solver.addConstraint((z == 1_000) | .strong)
    solver.updateVariables()
    expectValues([x: 2, y: 6, z: 36])
  }

  @Test func wyndorGlassWithWeightedPulls() throws {
    // Pull x and y up at strengths 3 and 5: cost 3(1000 − x) + 5(1000 − y) = 8000 − (3x + 5y).
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    try solver.addConstraints(wyndorConstraints(x, y))
    try solver.addConstraint((x == 1_000) | Strength(3))
    try solver.addConstraint((y == 1_000) | Strength(5))
    solver.updateVariables()
    expectValues([x: 2, y: 6])
  }

  @Test func wyndorGlassWithTheObjectiveAddedFirst() throws {
    // The order of the adds must not matter.
    let solver = Solver()
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    try solver.addConstraint((z == 1_000) | .strong)
    try solver.addConstraint(z == 3 * x + 5 * y)
    for c in wyndorConstraints(x, y).reversed() { try solver.addConstraint(c) }
    solver.updateVariables()
    expectValues([x: 2, y: 6, z: 36])
  }

  /// Chvátal, *Linear Programming* (1983), chapter 2's first example:
  /// maximise 5x₁ + 4x₂ + 3x₃ s.t. 2x₁ + 3x₂ + x₃ ≤ 5, 4x₁ + x₂ + 2x₃ ≤ 11,
  /// 3x₁ + 4x₂ + 2x₃ ≤ 8, x ≥ 0. Optimum x = (2, 0, 1), z = 13 (final dictionary
  /// z = 13 − 3x₂ − w₁ − w₃, so it is unique).
  @Test func chvatalChapterTwoExample() throws {
    let solver = Solver()
    let x1 = Variable("x1"), x2 = Variable("x2"), x3 = Variable("x3"), z = Variable("z")
    try solver.addConstraints([
      2 * x1 + 3 * x2 + x3 <= 5,
      4 * x1 + x2 + 2 * x3 <= 11,
      3 * x1 + 4 * x2 + 2 * x3 <= 8,
      x1 >= 0, x2 >= 0, x3 >= 0,
      z == 5 * x1 + 4 * x2 + 3 * x3,
      (z == 1_000) | .strong,
    ])
    solver.updateVariables()
    expectValues([x1: 2, x2: 0, x3: 1, z: 13])
  }

  /// Radiation therapy (Hillier & Lieberman, §3.4): minimise 0.4x₁ + 0.5x₂ s.t.
  /// 0.3x₁ + 0.1x₂ ≤ 2.7, 0.5x₁ + 0.5x₂ = 6, 0.6x₁ + 0.4x₂ ≥ 6, x ≥ 0.
  /// Optimum x₁ = 7.5, x₂ = 4.5, Z = 5.25. (By hand: x₂ = 12 − x₁, so 6 ≤ x₁ ≤ 7.5 and the cost
  /// 6 − 0.1x₁ is least at x₁ = 7.5.) Needs the artificial phase (= and ≥ rows).
  @Test func radiationTherapyMinimisation() throws {
    let solver = Solver()
    let x1 = Variable("x1"), x2 = Variable("x2"), cost = Variable("cost")
    try solver.addConstraints([
      0.3 * x1 + 0.1 * x2 <= 2.7,
      0.5 * x1 + 0.5 * x2 == 6,
      0.6 * x1 + 0.4 * x2 >= 6,
      x1 >= 0, x2 >= 0,
      cost == 0.4 * x1 + 0.5 * x2,
      (cost == 0) | .strong,  // cost ≥ 0 here, so this minimises it
    ])
    solver.updateVariables()
    expectValues([x1: 7.5, x2: 4.5, cost: 5.25])
  }

  /// The Klee–Minty cube for n = 3 in Chvátal's form (*Linear Programming*, ch. 4):
  /// maximise 100x₁ + 10x₂ + x₃ s.t. x₁ ≤ 1, 20x₁ + x₂ ≤ 100, 200x₁ + 20x₂ + x₃ ≤ 10 000,
  /// x ≥ 0. Optimum (0, 0, 10 000), z = 10 000 (z = 10 000 − 100x₁ − 10x₂ − w₃: unique).
  @Test func kleeMintyCubeOfDimensionThree() throws {
    let solver = Solver()
    let x1 = Variable("x1"), x2 = Variable("x2"), x3 = Variable("x3"), z = Variable("z")
    try solver.addConstraints([
      x1 <= 1,
      20 * x1 + x2 <= 100,
      200 * x1 + 20 * x2 + x3 <= 10_000,
      x1 >= 0, x2 >= 0, x3 >= 0,
      z == 100 * x1 + 10 * x2 + x3,
      (z == 1_000_000) | .strong,
    ])
    solver.updateVariables()
    expectValues([x1: 0, x2: 0, x3: 10_000, z: 10_000])
  }

  /// A covering problem worked by hand: minimise 2x + 3y s.t. x + y ≥ 4, x + 3y ≥ 6, x, y ≥ 0.
  /// Vertices (0, 4) → 12, (3, 1) → 9, (6, 0) → 12: optimum (3, 1).
  @Test func coveringProblemWithWeightedPullsToZero() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    try solver.addConstraints([x + y >= 4, x + 3 * y >= 6, x >= 0, y >= 0])
    try solver.addConstraint((x == 0) | Strength(2))
    try solver.addConstraint((y == 0) | Strength(3))
    solver.updateVariables()
    expectValues([x: 3, y: 1])
  }

  @Test func optimumMovesWhenAResourceLimitIsChangedWithSetConstant() throws {
    // Wyndor with plant 3's capacity raised from 18 to 24: 3x + 2y ≤ 24 with 2y ≤ 12 and
    // x ≤ 4 → the optimum moves to x = 4, y = 6 (Z = 42), the vertex where x ≤ 4 binds.
    let solver = Solver()
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    let plant3 = 3 * x + 2 * y <= 18
    try solver.addConstraints([x <= 4, 2 * y <= 12, plant3, x >= 0, y >= 0])
    try solver.addConstraint(z == 3 * x + 5 * y)
    try solver.addConstraint((z == 1_000) | .strong)
    solver.updateVariables()
    expectValues([x: 2, y: 6, z: 36])
    try solver.setConstant(-24, of: plant3)
    solver.updateVariables()
    expectValues([x: 4, y: 6, z: 42])
  }
}
