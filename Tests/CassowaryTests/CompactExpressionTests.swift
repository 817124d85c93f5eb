@_spi(Testing) import Cassowary
import Testing

/// `CompactExpression`: terms merged by variable as they are added, up to four inline and
/// more in an array; a constraint keeps its expression this way and reads the same as
/// `Expression.reduced()`.
@Suite struct CompactExpressionTests {
  @Test func termsMergeByVariableInTheOrderTheyFirstAppear() {
    let x = Variable("x"), y = Variable("y")
    var e = CompactExpression(constant: 3)
    e.add(x, 2)
    e.add(y)
    e.add(x, -0.5)
    #expect(e.count == 2)
    #expect(e[variableAt: 0] === x && e.coefficient(at: 0) == 1.5)
    #expect(e[variableAt: 1] === y && e.coefficient(at: 1) == 1)
    #expect(e.constant == 3)
    #expect(e.description == "1.5 * x + y + 3")
  }

  @Test func aConstraintDropsCancelledTermsAndKeepsTheRest() throws {
    let x = Variable("x"), y = Variable("y")
    var e = CompactExpression(constant: -5)
    e.add(x)
    e.add(y)
    e.add(x, -1)  // x − x: gone once the constraint takes it
    let c = Constraint(e, .equal)
    #expect(c.termCount == 1)
    #expect(c.term(at: 0).variable === y)
    #expect(c.constant == -5)
    let solver = Solver()
    try solver.addConstraint(c)
    solver.updateVariables()
    #expect(y.value == 5)
  }

  @Test func pastFourTermsTheySpillAndStillMerge() throws {
    // x1 + … + x6 == 21 with x_k == k for k < 6: x6 == 6; then x3 added again doubles it.
    let xs = (1...6).map { Variable("x\($0)") }
    var e = CompactExpression(constant: -21)
    for x in xs { e.add(x) }
    #expect(e.count == 6)
    e.add(xs[2], 1)
    #expect(e.count == 6)
    #expect(e.coefficient(at: 2) == 2)
    let solver = Solver()
    try solver.addConstraint(Constraint(e, .equal))
    for k in 0..<5 { try solver.addConstraint(xs[k] == Double(k + 1)) }
    solver.updateVariables()
    // 1 + 2 + 2·3 + 4 + 5 + x6 == 21.
    #expect(xs[5].value == 3)
    #expect(solver.invariantViolations().isEmpty)
  }

  @Test func spilledTermsThatCancelComeBackInline() {
    let xs = (1...5).map { Variable("x\($0)") }
    var e = CompactExpression()
    for x in xs { e.add(x) }
    e.add(xs[0], -1)
    e.add(xs[1], -1)
    let c = Constraint(e, .lessThanOrEqual)
    #expect(c.termCount == 3)
    #expect((0..<3).map { c.term(at: $0).variable === xs[$0 + 2] } == [true, true, true])
  }

  @Test func aConstraintFromAnExpressionReadsAsTheReducedExpression() {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    // Each expression with its terms merged by hand (in the order the variables first
    // appear, cancelled ones gone) and its constant.
    let cases: [(Expression, [(Variable, Double)], Double)] = [
      (x + y - 10, [(x, 1), (y, 1)], -10),
      (x + 2 * y - x, [(y, 2)], 0),
      (3 * x + y + z - y + x, [(x, 4), (z, 1)], 0),
      (x - x, [], 0),
      (0.5 * x + 0.5 * x, [(x, 1)], 0),
      (x + y + z + x + y + z + x, [(x, 3), (y, 2), (z, 2)], 0),
    ]
    for (expression, terms, constant) in cases {
      let reduced = expression.reduced()
      let c = Constraint(expression, .equal)
      #expect(c.termCount == terms.count)
      #expect(c.termCount == reduced.terms.count)
      for (i, (variable, coefficient)) in terms.enumerated() {
        #expect(c.term(at: i).variable === variable)
        #expect(c.term(at: i).coefficient == coefficient)
      }
      for (i, term) in reduced.terms.enumerated() {
        #expect(c.term(at: i).variable === term.variable)
        #expect(c.term(at: i).coefficient == term.coefficient)
      }
      #expect(c.constant == constant)
      #expect(c.constant == reduced.constant)
      #expect(c.expression.description == reduced.description)
    }
  }

  @Test func sameTermsIgnoresTheConstant() {
    let x = Variable("x"), y = Variable("y")
    let c = Constraint(x - y - 4, .equal)
    var same = CompactExpression(constant: 7)
    same.add(x)
    same.add(y, -1)
    #expect(c.hasSameTerms(as: same))
    var other = CompactExpression(constant: -4)
    other.add(x)
    other.add(y, -2)
    #expect(!c.hasSameTerms(as: other))
    var swapped = CompactExpression(constant: -4)
    swapped.add(y, -1)
    swapped.add(x)
    #expect(!c.hasSameTerms(as: swapped))
  }

  /// Each of the four inline slots is checked: a zero coefficient in any of them is dropped
  /// when the expression is given to a constraint (the others keep their order), and a NaN or
  /// infinite one in any of them is refused by the solver, which stays empty.
  @Test func everyInlineSlotIsCheckedForZeroAndNonFiniteCoefficients() {
    let xs = (0..<4).map { Variable("x\($0)") }
    for slot in 0..<4 {
      var zeroed = CompactExpression(constant: 1)
      for (i, x) in xs.enumerated() { zeroed.add(x, i == slot ? 0 : Double(i + 1)) }
      let c = Constraint(zeroed, .equal)
      let kept = (0..<4).filter { $0 != slot }
      #expect(c.termCount == 3)
      #expect((0..<3).map { c.term(at: $0).variable === xs[kept[$0]] } == [true, true, true])
      #expect((0..<3).map { c.term(at: $0).coefficient } == kept.map { Double($0 + 1) })
      for bad in [Double.nan, .infinity, -.infinity] {
        var expression = CompactExpression(constant: 1)
        for (i, x) in xs.enumerated() { expression.add(x, i == slot ? bad : 1) }
        let solver = Solver()
        #expect(kindOf(solverError { try solver.addConstraint(Constraint(expression, .equal)) }) == "NonFiniteValue")
        #expect(solver.symbolCount == 1)
      }
    }
  }
}
