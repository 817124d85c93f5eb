@testable import Cassowary
import Testing

/// The tableau's per-symbol tables: each holds `symbolRoom` entries, the ones past
/// `symbolCount` at their defaults, so that a new symbol only stores its kind. A rolled
/// back transaction must put every entry it touched back, or the next symbol to take the id
/// would inherit it.
@Suite struct SymbolTableTests {
  /// Every entry past the symbol count is at its default (the use lists empty, with no
  /// overflow), and every table holds the room.
  private func expectDefaultsPastCount(_ t: Tableau, _ comment: Comment? = nil) {
    for table in [t.kinds.count, t.restrictedCount.count, t.journalEpoch.count, t.objective.count,
      t.isCandidate.count, t.constants.count, t.hasLazy.count, t.slots.count, t.uses.count]
    {
      #expect(table == t.symbolRoom, comment)
    }
    for i in t.symbolCount..<t.symbolRoom {
      #expect(t.kinds[i] == .invalid, comment)
      #expect(t.restrictedCount[i] == 0, comment)
      #expect(t.journalEpoch[i] == 0, comment)
      #expect(t.objective[i] == 0, comment)
      #expect(!t.isCandidate[i], comment)
      #expect(t.constants[i] == 0, comment)
      #expect(!t.hasLazy[i], comment)
      #expect(!t.slots[i].isBasic, comment)
      for list in [t.uses[i].restricted, t.uses[i].external] {
        #expect(list.first == 0 && list.second == 0 && list.overflow == 0, comment)
      }
    }
  }

  @Test func newSymbolsFillTheRoomInOrder() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    #expect(solver.tableau.symbolCount == 1)
    // x, then its equality's dummy marker; y, then the inequality's slack and the weak
    // equality's two error symbols: ids 1 to 6, in that order.
    try solver.addConstraint(x == 10)
    try solver.addConstraint(y >= x)
    try solver.addConstraint((y == 30) | .weak)
    let t = solver.tableau
    #expect(t.symbolCount == 7)
    #expect(Array(t.kinds[1..<7]) == [.external, .dummy, .external, .slack, .error, .error])
    expectDefaultsPastCount(t)
  }

  @Test func aRolledBackAddLeavesNoEntryBehind() throws {
    let (solver, x, _, _) = try pinnedSolver()
    let count = solver.tableau.symbolCount
    // New variables, slacks in restricted rows, error symbols in the objective: every table
    // gets entries, and the last member conflicts with the pin, so all of it is undone.
    let y = Variable("y"), z = Variable("z")
    let batch = [(y == 5) | .strong, z >= y + 1, (z == 2) | .medium, x == 20]
    #expect(throws: SolverError.self) { try solver.addConstraints(batch) }
    #expect(solver.tableau.symbolCount == count)
    expectDefaultsPastCount(solver.tableau, "after the rollback")

    // The ids are handed out again, and the solver goes on as one that never tried.
    let (fresh, freshX, _, _) = try pinnedSolver()
    let w = Variable("w"), freshW = Variable("w")
    try solver.addConstraint((w >= x + 5) | .strong)
    try fresh.addConstraint((freshW >= freshX + 5) | .strong)
    #expect(solver.dump == fresh.dump)
    solver.updateVariables()
    fresh.updateVariables()
    #expect(w.value == 15)
    #expect(freshW.value == 15)
    expectDefaultsPastCount(solver.tableau, "after the next add")
  }
}
