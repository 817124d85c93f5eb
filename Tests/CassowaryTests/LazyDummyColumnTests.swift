@testable import Cassowary
import Testing

/// Dummy columns live in the eta file, not in the restricted rows (see `EtaFile`): the
/// operations that read them — changing a required equality's constant, removing it — must
/// give the values a fully substituted tableau gives, whether the file has been folded into
/// base columns or not.
@Suite struct LazyDummyColumnTests {
  /// Four equal widths filling a 200-point container (`w0 == w1 == w2 == w3`, sum == cw), a
  /// weak pull of w0 towards 10 that the equalities overrule.
  final class Row4 {
    let solver = Solver()
    let w: [Variable]
    let cw = Variable("cw")
    var links: [Constraint] = []
    let sum: Constraint

    init(foldEveryOperation: Bool) throws {
      w = (0..<4).map { Variable("w\($0)") }
      sum = w[0] + w[1] + w[2] + w[3] == cw
      if foldEveryOperation { solver.tableau.etaFoldThreshold = 0 }
      try solver.addEditVariable(cw, strength: .strong)
      try solver.suggestValue(cw, 200)
      for j in 0..<4 {
        try solver.addConstraint(w[j] >= 0)
        if j == 0 { try solver.addConstraint((w[j] == 10) | .weak) }
        if j > 0 {
          let link = w[j] == w[j - 1]
          links.append(link)
          try solver.addConstraint(link)
        }
      }
      try solver.addConstraint(sum)
      solver.updateVariables()
    }

    var values: [Double] { w.map(\.value) }
  }

  static func expectClose(_ actual: [Double], _ expected: [Double]) {
    #expect(actual.count == expected.count)
    for (a, e) in zip(actual, expected) { #expect(abs(a - e) < 1e-9, "\(actual) vs \(expected)") }
  }

  @Test(arguments: [false, true])
  func requiredEqualityConstantMovesEveryWidthItTies(fold: Bool) throws {
    let row = try Row4(foldEveryOperation: fold)
    Self.expectClose(row.values, [50, 50, 50, 50])
    // `w2 - w1 == 0` becomes `w2 - w1 - 20 == 0`: w2 = w1 + 20 (and w3 = w2), so
    // 4x + 40 = 200 gives x = 40.
    try row.solver.setConstant(-20, of: row.links[1])
    row.solver.updateVariables()
    Self.expectClose(row.values, [40, 40, 60, 60])
    // And back: the change went through the equality's marker both ways.
    try row.solver.setConstant(0, of: row.links[1])
    row.solver.updateVariables()
    Self.expectClose(row.values, [50, 50, 50, 50])
  }

  @Test(arguments: [false, true])
  func removingARequiredEqualityReleasesTheWidthsBehindIt(fold: Bool) throws {
    let row = try Row4(foldEveryOperation: fold)
    try row.solver.setConstant(-20, of: row.links[1])
    // Without `w3 == w2`, w3 takes up the slack: w0 = w1 = 10 (weak pull), w2 = 30,
    // w3 = 200 - 50 = 150.
    try row.solver.removeConstraint(row.links[2])
    row.solver.updateVariables()
    Self.expectClose(row.values, [10, 10, 30, 150])
    // Re-added, the equal widths come back.
    try row.solver.addConstraint(row.links[2])
    row.solver.updateVariables()
    Self.expectClose(row.values, [40, 40, 60, 60])
  }

  @Test(arguments: [false, true])
  func conflictsAreStillExplainedThroughTheEqualities(fold: Bool) throws {
    let row = try Row4(foldEveryOperation: fold)
    // w3 == 70 contradicts four equal widths summing to cw only if cw is fixed: pin it.
    let pin = row.cw == 200
    try row.solver.addConstraint(pin)
    let bad = row.w[3] == 70
    #expect {
      try row.solver.addConstraint(bad)
    } throws: { error in
      guard case .unsatisfiableConstraint(_, let conflicts) = error as? SolverError else { return false }
      // Every link, the sum and the pin are needed; the bounds and preferences are not.
      // Listed in the order they were added: the links, the sum, the pin.
      let expected = (row.links + [row.sum, pin]).map(ObjectIdentifier.init)
      return conflicts.map(ObjectIdentifier.init) == expected
    }
  }

  /// The point of the design: in a row of equal widths closed to a container, no restricted
  /// row and no objective cell stores a dummy (a fully substituted tableau stores O(N²)).
  @Test func restrictedRowsAndTheObjectiveHoldNoDummyCells() throws {
    let row = try Row4(foldEveryOperation: false)
    let t = row.solver.tableau
    for s in 1..<t.symbolCount {
      guard let r = t.row(Sym(s)), t.kinds[s] != .external else { continue }
      #expect(!r.cells.contains { t.kind($0.sym) == .dummy }, "row \(s) stores a dummy cell")
    }
    #expect(!t.objectiveRow.cells.contains { t.kind($0.sym) == .dummy })
    // …while the dump still writes every dummy out (the links' markers appear in it).
    let dump = row.solver.dump
    let tableauPart = dump.split(separator: "Infeasible")[0]
    #expect(tableauPart.contains("·d"))
  }
}
