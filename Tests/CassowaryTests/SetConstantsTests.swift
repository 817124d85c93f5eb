@_spi(Testing) import Cassowary
import Testing

/// `trySetConstants(_:)`: several constants changed with one restoration of optimality; all
/// or nothing when together they break the required constraints.
@Suite struct SetConstantsTests {
  /// A label's height between its hugging (≤, weak) and compression resistance (≥, strong)
  /// at the same intrinsic height, and a container that holds it plus a margin.
  @Test func huggingAndCompressionResistanceMoveTogether() throws {
    let solver = Solver()
    let height = Variable("height"), container = Variable("container")
    let hug = (height <= 40) | .weak  // height - 40 <= 0
    let resist = (height >= 40) | .strong  // height - 40 >= 0
    try solver.addConstraints([hug, resist, container == height + 16])
    solver.updateVariables()
    expectValues([height: 40, container: 56])
    // Intrinsic height 40 → 60 (a label wrapping on one more line).
    #expect(solver.trySetConstants([(hug, -60), (resist, -60)]))
    #expect(hug.expression.constant == -60 && resist.expression.constant == -60)
    solver.updateVariables()
    expectValues([height: 60, container: 76])
  }

  @Test func theLastValueOfAConstraintWins() throws {
    let solver = Solver()
    let x = Variable("x")
    let pin = x == 10
    try solver.addConstraint(pin)
    #expect(solver.trySetConstants([(pin, -30), (pin, -45)]))
    solver.updateVariables()
    #expect(x.value == 45)
    #expect(pin.expression.constant == -45)
  }

  /// x ≤ 100 is required; x == 80 and x ≥ 90 required are fine alone at the start, but moving
  /// the floor to 120 cannot hold: nothing of the batch is applied.
  @Test func aBatchThatBreaksARequiredConstraintChangesNothing() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    let ceiling = x <= 100, floor = x >= 90, pref = (y == 5) | .weak
    try solver.addConstraints([ceiling, floor, pref, (x == 0) | .weak])
    solver.updateVariables()
    expectValues([x: 90, y: 5])
    let before = solver.dump
    #expect(!solver.trySetConstants([(pref, -7), (floor, -120)]))
    #expect(solver.dump == before)
    #expect(pref.expression.constant == -5 && floor.expression.constant == -90)
    solver.updateVariables()
    expectValues([x: 90, y: 5])
    // One at a time, the first holds and the second is refused.
    try solver.setConstant(-7, of: pref)
    #expect(throws: SolverError.self) { try solver.setConstant(-120, of: floor) }
    solver.updateVariables()
    expectValues([x: 90, y: 7])
  }

  /// A batch that moves a row's constant and makes the dual simplex pivot before it fails
  /// puts every row back as it was.
  @Test func aBatchThatPivotsBeforeItFailsChangesNothing() throws {
    let solver = Solver()
    let y = Variable("y")
    let low = y >= 0, high = y <= 10, pref = (y == 5) | .strong
    try solver.addConstraints([low, high, pref])
    solver.updateVariables()
    expectValues([y: 5])
    let before = solver.dump
    // y == 15 pivots onto the ceiling; a ceiling at −1, under the floor at 0, cannot hold.
    #expect(!solver.trySetConstants([(pref, -15), (high, 1)]))
    #expect(solver.dump == before)
    #expect(solver.invariantViolations().isEmpty)
    solver.updateVariables()
    expectValues([y: 5])
    // The next change lands where it lands in a solver that never saw the batch.
    try solver.setConstant(-15, of: pref)
    solver.updateVariables()
    expectValues([y: 10])
  }

  /// The same changes one at a time and in one batch reach the same values.
  @Test func aBatchReachesWhatOneAtATimeReaches() throws {
    func build() throws -> (Solver, [Variable], [Constraint]) {
      let solver = Solver()
      let left = Variable("left"), width = Variable("width"), right = Variable("right")
      let widthHug = (width <= 120) | .weak, widthResist = (width >= 120) | .strong
      let gap = left >= 8
      try solver.addConstraints([
        widthHug, widthResist, gap, right == left + width, right <= 200, (left == 0) | .medium,
      ])
      return (solver, [left, width, right], [widthHug, widthResist, gap])
    }
    let (one, oneVars, oneConstraints) = try build()
    let changes: [Double] = [-250, -250, -30]
    for (constraint, constant) in zip(oneConstraints, changes) { try one.setConstant(constant, of: constraint) }
    one.updateVariables()
    let (batch, batchVars, batchConstraints) = try build()
    #expect(batch.trySetConstants(Array(zip(batchConstraints, changes)).map { ($0.0, $0.1) }))
    batch.updateVariables()
    // By hand: left ≥ 30 (required), right ≤ 200 (required) leave width ≤ 170 < 250: the
    // strong compression resistance gives way only as far as the required bounds force it.
    #expect(oneVars.map(\.value) == [30, 170, 200])
    #expect(batchVars.map(\.value) == [30, 170, 200])
  }
}
