@_spi(Testing) import Cassowary
import Testing

/// A sequence the property tests found (seed 1, shrunk by hand from 291 operations): removing
/// a required equality whose dummy marker a row mentions both in an explicit cell and in its
/// lazy part, summing to 0, left the cell behind, in a row the column index no longer listed
/// (the next pivot through that symbol would have missed the row).
@Suite struct RemovalColumnIndexTests {
  @Test func removingTwoConstraintsKeepsTheColumnIndexComplete() throws {
    let solver = Solver()
    let v = (0...12).map { Variable(["W", "l0", "w0", "l1", "w1", "l2", "w2", "l3", "w3", "l4", "w4", "l5", "w5"][$0]) }
    func c(_ terms: [(Int, Double)], _ k: Double, _ r: Relation, _ s: Strength) -> Constraint {
      Constraint(Expression(terms.map { Term(v[$0.0], $0.1) }, constant: k), r, strength: s)
    }
    let c10 = c([(7, 1), (8, 1), (0, -1)], 0, .lessThanOrEqual, .required)
    let c13 = c([(9, 1), (10, 1), (0, -1)], 0, .lessThanOrEqual, .required)
    let c14 = c([(10, 1)], -33, .greaterThanOrEqual, .required)
    let c25 = c([(7, 1)], -246, .equal, Strength(0.5814146540034608))
    let c46 = c([(3, 1)], -211, .equal, .required)
    let c60 = c([(10, 1), (12, -1)], 0, .equal, .required)
    let c65 = c([(12, 1), (8, -1)], 0, .equal, .required)
    let c74 = c([(9, -1), (10, -1), (0, 1)], -7, .equal, Strength(1469239.2667031742))
    let c77 = c([(10, 1), (8, -1)], 0, .equal, .required)
    let c88 = c([(6, 1)], -176, .equal, Strength(1161004.6600709683))
    let c89 = c([(9, 1), (5, -1), (6, -1)], -15, .equal, .required)
    let c93 = c([(5, 1)], -417, .equal, Strength(1250.4570110781629))
    let c94 = c([(12, 1)], -66, .lessThanOrEqual, .required)
    let c95 = c([(3, 1), (7, -1), (8, -1)], -16, .greaterThanOrEqual, .required)
    func check(_ step: String) {
      if let violation = solver.invariantViolations().first { Issue.record("after \(step): \(violation)") }
    }
    try solver.addConstraints([c14, c10, c25, c13])
    try solver.addEditVariable(v[0], strength: .strong)
    for (name, constraint) in [("46", c46), ("60", c60), ("65", c65), ("74", c74), ("77", c77), ("88", c88), ("89", c89)] {
      do { try solver.addConstraint(constraint) } catch {}
      check("add \(name)")
    }
    try solver.suggestValue(v[0], 613)
    check("suggest")
    try solver.setConstant(-54, of: c14)
    check("setConstant")
    try? solver.removeConstraints([c60, c74])
    check("remove 60, 74")
    for (name, constraint) in [("93", c93), ("94", c94)] {
      do { try solver.addConstraint(constraint) } catch {}
      check("add \(name)")
    }
    solver.updateVariables()
    do { try solver.addConstraint(c95) } catch {}
    check("add 95")
    // The required `w4 == w3` (c77) goes: its dummy marker is in the explicit cells of two
    // rows whose lazy parts cancel them, and those cells must go with it.
    try? solver.removeConstraints([c94, c77])
    check("remove 94, 77")
    solver.updateVariables()
    check("update")
  }
}
