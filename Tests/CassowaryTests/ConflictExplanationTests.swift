import Cassowary
import Testing

/// The conflicts reported with an unsatisfiable constraint: a minimal set of required
/// constraints already in the solver, without unrelated ones, in the order they were added.
@Suite struct ConflictExplanationTests {
  @Test func conflictIsMinimalAndLeavesOutUnrelatedConstraints() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y"), z = Variable("z"), a = Variable("a"), b = Variable("b")
    let added = [
      a == 5, b >= 3,  // unrelated: no shared variable
      x + y == 10,
      z == 1,  // unrelated
      x >= 6,
      x >= 7,  // redundant with x ≥ 6 as an explanation: only one of the two belongs
      z + x <= 100,  // connected through x but not needed
    ]
    try solver.addConstraints(added)
    let target = y >= 6
    let conflicts = expectMinimalConflict(solverError { try solver.addConstraint(target) }, target: target, added: added)
    #expect(conflicts.count == 2)
    #expect(conflicts.first === added[2])
  }

  @Test func chainIsReportedWholeAndItsBranchIsLeftOut() throws {
    let solver = Solver()
    let xs = (1...5).map { Variable("x\($0)") }
    var chain = [xs[0] == 0]
    for i in 1..<5 { chain.append(xs[i] == xs[i - 1] + 10) }  // x5 = 40
    let y = Variable("y"), w = Variable("w")
    let branch = [y == xs[2] + 1, w == 2 * y, w <= 1000]
    var added: [Constraint] = []
    // Interleave the branch with the chain so that the order check is meaningful.
    for (i, c) in chain.enumerated() {
      added.append(c)
      if i < branch.count { added.append(branch[i]) }
    }
    try solver.addConstraints(added)
    let target = xs[4] <= 20
    // Every link is needed (drop one and x5 is free), nothing else is.
    expectUnsatisfiable(solverError { try solver.addConstraint(target) }, constraint: target, conflicts: chain)
    expectMinimalConflict(solverError { try solver.addConstraint(target) }, target: target, added: added)
  }

  @Test func conflictsAreListedInAddOrderNotInEquationOrder() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    let xMin = x >= 6
    let zPin = z == 0
    let sum = x + y == 10
    try solver.addConstraint(xMin)
    try solver.addConstraint(zPin)
    try solver.addConstraint(sum)
    let target = y >= 6
    expectUnsatisfiable(solverError { try solver.addConstraint(target) }, constraint: target, conflicts: [xMin, sum])
  }

  @Test func removedConstraintsAreNotReported() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    let six = x >= 6, eight = x >= 8
    try solver.addConstraints([six, eight])
    try solver.removeConstraint(eight)
    let sum = x + y == 10
    try solver.addConstraint(sum)
    let target = y >= 6
    expectUnsatisfiable(solverError { try solver.addConstraint(target) }, constraint: target, conflicts: [six, sum])
  }

  @Test func editVariablesAndPreferencesAreNotReported() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 100)
    try solver.addConstraint((y == 5) | .medium)
    let ceiling = x + y <= 10
    try solver.addConstraint(ceiling)
    let yFloor = y >= 0
    try solver.addConstraint(yFloor)
    let target = x >= 11
    expectUnsatisfiable(solverError { try solver.addConstraint(target) }, constraint: target, conflicts: [ceiling, yFloor])
  }

  @Test func oneOfTwoIdenticalConstraintsIsEnough() throws {
    let solver = Solver()
    let x = Variable("x")
    let added = [x == 10, x == 10]
    try solver.addConstraints(added)
    let target = x == 20
    let conflicts = expectMinimalConflict(solverError { try solver.addConstraint(target) }, target: target, added: added)
    #expect(conflicts.count == 1)
  }

  @Test func infeasibleWyndorTargetHasAMinimalExplanation() throws {
    // Wyndor Glass (Hillier & Lieberman §3.1) has maximum 3x + 5y = 36; asking for 50 is
    // infeasible. Several minimal explanations exist ({x ≤ 4, 2y ≤ 12},
    // {2y ≤ 12, 3x + 2y ≤ 18}, {3x + 2y ≤ 18, x ≥ 0}); any one of them will do.
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    let added = [x <= 4, 2 * y <= 12, 3 * x + 2 * y <= 18, x >= 0, y >= 0]
    try solver.addConstraints(added)
    let target = 3 * x + 5 * y >= 50
    let conflicts = expectMinimalConflict(solverError { try solver.addConstraint(target) }, target: target, added: added)
    #expect(conflicts.count == 2)
  }

  @Test func setConstantConflictIsMinimalForTheNewConstant() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    let added = [x + y + z == 30, y >= 5, z >= 5, z <= 100, (y == 7) | .weak]
    try solver.addConstraints(added)
    let xPin = x == 0
    try solver.addConstraint(xPin)
    // x == 25 needs y + z == 5, below y ≥ 5 plus z ≥ 5.
    let error = solverError { try solver.setConstant(-25, of: xPin) }
    let conflicts = expectMinimalConflict(
      error, target: xPin, probeTarget: withConstant(xPin, -25), added: added + [xPin])
    #expect(conflicts.map(ObjectIdentifier.init) == [added[0], added[1], added[2]].map(ObjectIdentifier.init))
  }
}
