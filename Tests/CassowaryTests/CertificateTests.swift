@_spi(Testing) @testable import Cassowary
import Testing

/// The certificate (`invariantViolations()`) is only worth something if it fails when the
/// tableau is wrong: each test here breaks one thing the fast paths keep incrementally and
/// expects the check to name it. The state being broken is a small, hand-checked layout.
@Suite struct CertificateTests {
  /// Two views in a 300-point container: `l0 == 0`, `l1 == l0 + w0 + 10` (a chain link),
  /// `l1 + w1 == cw`, equal widths (required), a weak pull w0 == 80 that they overrule, a
  /// required duplicate of the equal widths, and `w1 >= 20`. The container is an edit.
  final class Layout {
    let solver = Solver()
    let cw = Variable("cw"), l0 = Variable("l0"), w0 = Variable("w0"), l1 = Variable("l1"), w1 = Variable("w1")
    let equalWidths: Constraint, duplicate: Constraint, pull: Constraint

    init() throws {
      equalWidths = w0 == w1
      duplicate = w0 == w1
      pull = (w0 == 80) | .weak
      try solver.addEditVariable(cw, strength: .strong)
      try solver.suggestValue(cw, 300)
      try solver.addConstraints([l0 == 0, l1 == l0 + w0 + 10, l1 + w1 == cw, equalWidths, pull, duplicate, w1 >= 20])
      solver.updateVariables()
    }
  }

  @Test func aSoundLayoutHasNoViolationAndTheHandComputedValues() throws {
    let layout = try Layout()
    #expect(layout.solver.invariantViolations() == [])
    // 2w + 10 = 300: w = 145 each, l1 = 155.
    #expect(layout.w0.value == 145 && layout.w1.value == 145 && layout.l1.value == 155)
    // Removing one copy of the equal widths keeps the other enforced.
    try layout.solver.removeConstraint(layout.duplicate)
    #expect(layout.solver.invariantViolations() == [])
    layout.solver.updateVariables()
    #expect(layout.w0.value == 145 && layout.w1.value == 145)
    // Removing the second copy frees w0: the weak pull gives w0 = 80, l1 = 90, w1 = 300 − 90.
    try layout.solver.removeConstraint(layout.equalWidths)
    #expect(layout.solver.invariantViolations() == [])
    layout.solver.updateVariables()
    #expect(layout.w0.value == 80 && layout.w1.value == 210)
  }

  /// Every check, broken on purpose.
  @Test func aWrongObjectiveCellIsCaught() throws {
    let layout = try Layout()
    let t = layout.solver.tableau
    guard let s = (1..<t.objective.count).first(where: { t.objective[$0] > 0 && !t.isBasic(Sym($0)) }) else {
      Issue.record("no objective cell to break")
      return
    }
    layout.solver.tableau.objective[s] += 1
    #expect(layout.solver.invariantViolations().contains { $0.contains("objective's coefficient") })
  }

  @Test func aNegativeCostIsNotOptimal() throws {
    let layout = try Layout()
    let t = layout.solver.tableau
    guard let s = (1..<t.objective.count).first(where: { t.objective[$0] > 0 && !t.isBasic(Sym($0)) }) else {
      Issue.record("no objective cell to break")
      return
    }
    // Costs below zero are what the simplex exists to remove; the check must see one left.
    layout.solver.tableau.objective[s] = -t.objective[s]
    let violations = layout.solver.invariantViolations()
    #expect(violations.contains { $0.contains("objective's coefficient") })
  }

  /// A new symbol only stores its kind: an entry past the count left at anything but its
  /// default would be inherited by the next symbol to take that id.
  @Test func anEntryPastTheSymbolCountIsCaught() throws {
    let layout = try Layout()
    // The layout fills its first 16 places exactly; one more variable and its dummy grow the
    // room, leaving entries past the count.
    try layout.solver.addConstraint(Variable("x") == 1)
    #expect(layout.solver.invariantViolations() == [])
    let t = layout.solver.tableau
    #expect(t.symbolCount < t.symbolRoom)
    layout.solver.tableau.objective[t.symbolRoom - 1] = 1
    #expect(layout.solver.invariantViolations().contains { $0.contains("is not at its defaults") })
  }

  @Test func aDroppedRowBreaksEquivalence() throws {
    let layout = try Layout()
    guard let r = layout.solver.tableau.slots.indices.last(where: { layout.solver.tableau.slots[$0].isBasic }) else { return }
    layout.solver.tableau.slots[r] = .none
    layout.solver.tableau.constants[r] = 0
    let violations = layout.solver.invariantViolations()
    #expect(violations.contains { $0.contains("rows for") })
    #expect(violations.contains { $0.contains("does not imply") })
  }

  @Test func aChangedRowConstantIsCaught() throws {
    let layout = try Layout()
    let t = layout.solver.tableau
    let r = try #require(t.slots.indices.first(where: { t.slots[$0].isBasic }))
    layout.solver.tableau.constants[r] += 3
    #expect(layout.solver.invariantViolations().contains { $0.contains("does not imply") })
  }

  @Test func aConstantOnAParametricSymbolIsCaught() throws {
    let layout = try Layout()
    let t = layout.solver.tableau
    let s = try #require((1..<t.symbolCount).first(where: { !t.slots[$0].isBasic }))
    layout.solver.tableau.constants[s] = 1
    #expect(layout.solver.invariantViolations().contains { $0.contains("for a parametric symbol") })
  }

  @Test func aBlockOutsideThePoolIsCaught() throws {
    let layout = try Layout()
    let t = layout.solver.tableau
    let r = try #require(t.slots.indices.first(where: { t.slots[$0].isBasic && t.slots[$0].count > 0 }))
    layout.solver.tableau.slots[r].start = Int32(t.poolCount)
    #expect(layout.solver.invariantViolations().contains { $0.contains("does not fit") })
  }

  @Test func anInfeasibleRowIsCaught() throws {
    let layout = try Layout()
    let t = layout.solver.tableau
    guard let r = t.slots.indices.first(where: { t.slots[$0].isBasic && t.kinds[$0].isPivotable }) else { return }
    layout.solver.tableau.constants[r] = -5
    #expect(layout.solver.invariantViolations().contains { $0.contains("infeasible") })
  }

  @Test func aStaleColumnIndexIsCaught() throws {
    let layout = try Layout()
    let t = layout.solver.tableau
    guard let s = t.uses.indices.first(where: { t.uses[$0].restricted.first != 0 }) else { return }
    layout.solver.tableau.uses[s].restricted.first = 0
    layout.solver.tableau.uses[s].restricted.second = 0
    layout.solver.tableau.uses[s].restricted.overflow = 0
    #expect(layout.solver.invariantViolations().contains { $0.contains("column index misses") })
  }

  /// A list whose first slot is empty reads as empty: a second entry behind it is caught.
  @Test func anEntryBehindAnEmptyFirstSlotIsCaught() throws {
    let layout = try Layout()
    let t = layout.solver.tableau
    let s = try #require(t.uses.indices.first(where: { t.uses[$0].restricted.first != 0 }))
    let row = t.uses[s].restricted.first
    layout.solver.tableau.uses[s].restricted.first = 0
    layout.solver.tableau.uses[s].restricted.second = row
    #expect(layout.solver.invariantViolations().contains { $0.contains("behind an empty first slot") })
  }

  @Test func aWrongCountIsCaught() throws {
    let layout = try Layout()
    let t = layout.solver.tableau
    guard let s = t.restrictedCount.indices.first(where: { t.restrictedCount[$0] > 0 }) else { return }
    layout.solver.tableau.restrictedCount[s] += 1
    #expect(layout.solver.invariantViolations().contains { $0.contains("restricted rows, is in") })
  }

  @Test func aLostLazyFlagIsCaught() throws {
    let layout = try Layout()
    let t = layout.solver.tableau
    guard let r = t.hasLazy.indices.first(where: { t.hasLazy[$0] && $0 > 0 }) else {
      Issue.record("the duplicate equality should leave a row with a dummy part")
      return
    }
    layout.solver.tableau.hasLazy[r] = false
    #expect(layout.solver.invariantViolations().contains { $0.contains("flagged without dummies") })
  }

  @Test func aJournalLeftOpenIsCaught() throws {
    let layout = try Layout()
    layout.solver.tableau.begin()
    #expect(layout.solver.invariantViolations().contains { $0.contains("journal") })
  }

  @Test func aStaleEvaluationProgramIsCaught() throws {
    let layout = try Layout()
    let t = layout.solver.tableau
    // An external row changed behind the program's back (its version not bumped): a cell
    // that reads another view's non-zero value (l1 = l0 + w0 + 10 reads w0 = 145).
    layout.solver.tableau.evaluate(layout.solver.externals)
    let values = layout.solver.tableau.values
    var target: (Int, Int)?
    for x in layout.solver.externals {
      guard let row = t.row(x) else { continue }
      if let k = row.cells.firstIndex(where: { t.kind($0.sym) == .external && values[Int($0.sym)] != 0 }) {
        target = (Int(t.slots[Int(x)].start) + k, k)
        break
      }
    }
    guard let (cell, _) = target else {
      Issue.record("no external row reads another value")
      return
    }
    layout.solver.tableau.pool[cell].coef += 1
    #expect(layout.solver.invariantViolations().contains { $0.contains("evaluates to") })
  }

  @Test func aStaleCachedColumnIsCaught() throws {
    let layout = try Layout()
    // Moving the weak pull (w0 == 80 → 90) shifts its marker's column, which stays cached.
    try layout.solver.setConstant(-90, of: layout.pull)
    let t = layout.solver.tableau
    guard let i = t.columnCache.indices.first(where: { t.isCurrent(t.columnCache[$0]) }),
      let r = t.slots.indices.first(where: { t.slots[$0].isBasic && !t.columnCache[i].rows.contains(Sym($0)) })
    else {
      Issue.record("setConstant should leave a current cached column")
      return
    }
    #expect(layout.solver.invariantViolations() == [])
    // A row the column does not mention, as if it had been added behind the cache's back.
    layout.solver.tableau.columnCache[i].rows.append(Sym(r))
    layout.solver.tableau.columnCache[i].coefs.append(1)
    #expect(layout.solver.invariantViolations().contains { $0.contains("cached column") })
  }
}
