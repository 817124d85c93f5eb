import Cassowary
import Testing

/// Terms, expressions, the operators that build them, and the reduction a constraint applies.
@Suite struct ExpressionTests {
  /// Coefficients of an expression, by variable identity, in term order.
  func coefficients(_ e: Expression) -> [(ObjectIdentifier, Double)] {
    e.terms.map { (ObjectIdentifier($0.variable), $0.coefficient) }
  }

  func expectTerms(
    _ e: Expression, _ expected: [(Variable, Double)], constant: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(e.terms.count == expected.count, "terms \(e.terms)", sourceLocation: sourceLocation)
    for (t, (v, c)) in zip(e.terms, expected) {
      #expect(t.variable === v, "term \(t) should be on \(v)", sourceLocation: sourceLocation)
      #expect(t.coefficient == c, "term \(t) should have coefficient \(c)", sourceLocation: sourceLocation)
    }
    #expect(e.constant == constant, "constant \(e.constant) should be \(constant)", sourceLocation: sourceLocation)
  }

  @Test func termDefaultsToCoefficientOneAndComputesItsValue() {
    let x = Variable("x", value: 4)
    #expect(Term(x).coefficient == 1)
    #expect(Term(x, -2.5).value == -10)
  }

  @Test func expressionValueIsTermsPlusConstant() {
    let x = Variable("x", value: 3), y = Variable("y", value: -2)
    let e = Expression([Term(x, 2), Term(y, 5)], constant: 7)
    #expect(e.value == 2 * 3 + 5 * -2 + 7)
    #expect(Expression(constant: 4).value == 4)
    #expect(Expression().value == 0)
  }

  @Test func additionAndScalingKeepTermsInWrittenOrder() {
    let x = Variable("x"), y = Variable("y")
    expectTerms(x + 2 * y - 10, [(x, 1), (y, 2)], constant: -10)
    expectTerms(2 * (x + 3) - y * 4, [(x, 2), (y, -4)], constant: 6)
    expectTerms((x + 4) / 2, [(x, 0.5)], constant: 2)
    expectTerms(-(x - y), [(x, -1), (y, 1)], constant: 0)
    expectTerms(3 + x, [(x, 1)], constant: 3)
  }

  @Test func arithmeticDoesNotReduceButConstraintsDo() {
    let x = Variable("x")
    let e = x + x - x
    #expect(e.terms.count == 3)
    let c = x + x - x == 3
    expectTerms(c.expression, [(x, 1)], constant: -3)
  }

  @Test func reducedMergesInFirstAppearanceOrderAndDropsZeros() {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    let e = Expression([Term(y, 2), Term(x, 1), Term(y, 3), Term(z, 4), Term(x, -1)], constant: 1)
    expectTerms(e.reduced(), [(y, 5), (z, 4)], constant: 1)
  }

  @Test func reducedHandlesLongExpressionsTheSameWay() {
    // More than 8 terms takes the hashing path; the result must be the same.
    let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
    var terms: [Term] = []
    for i in 0..<12 {
      terms.append(Term([c, a, b, d][i % 4], Double(i + 1)))
    }
    terms.append(Term(d, -(4 + 8 + 12)))  // cancels d entirely
    let r = Expression(terms, constant: -2).reduced()
    // c: 1+5+9, a: 2+6+10, b: 3+7+11, d: 4+8+12-24 = 0 (dropped)
    expectTerms(r, [(c, 15), (a, 18), (b, 21)], constant: -2)
  }

  @Test func comparisonOperatorsBuildRequiredConstraintsAgainstZero() {
    let x = Variable("x"), y = Variable("y")
    let le = x + 2 * y <= 10
    #expect(le.relation == .lessThanOrEqual)
    #expect(le.strength == .required)
    expectTerms(le.expression, [(x, 1), (y, 2)], constant: -10)

    let ge = x >= y
    #expect(ge.relation == .greaterThanOrEqual)
    expectTerms(ge.expression, [(x, 1), (y, -1)], constant: 0)

    let eq = 3 == x
    #expect(eq.relation == .equal)
    expectTerms(eq.expression, [(x, -1)], constant: 3)

    let mixed = 2.5 * x == y + 1.5
    expectTerms(mixed.expression, [(x, 2.5), (y, -1)], constant: -1.5)
  }

  @Test func constraintInitialiserReducesItsExpression() {
    let x = Variable("x"), y = Variable("y")
    let c = Constraint(Expression([Term(x), Term(y, 2), Term(x, 2)], constant: 1), .equal)
    expectTerms(c.expression, [(x, 3), (y, 2)], constant: 1)
    let empty = x - x == 0
    #expect(empty.expression.terms.isEmpty)
  }

  @Test func strengthOperatorMakesANewConstraintAndKeepsTheOriginal() {
    let w = Variable("w")
    let original = w == 50
    let weak = original | .weak
    #expect(weak !== original)
    #expect(weak.strength == .weak)
    #expect(original.strength == .required)
    #expect(weak.relation == .equal)
    expectTerms(weak.expression, [(w, 1)], constant: -50)
    #expect((original | Strength(5e12)).strength == .required)
  }

  @Test func constraintsCompareByIdentity() {
    let x = Variable("x")
    let a = x == 1, b = x == 1
    #expect(a == a)
    #expect(a != b)
    #expect(Set([a, b, a]).count == 2)
  }

  @Test func isSatisfiedUsesTheToleranceForEachRelation() {
    let x = Variable("x", value: 10)
    #expect((x == 10).isSatisfied())
    #expect(!(x == 10.001).isSatisfied())
    #expect((x == 10.001).isSatisfied(tolerance: 0.01))
    #expect((x <= 10).isSatisfied())
    #expect(!(x <= 9.9).isSatisfied())
    #expect((x <= 9.9).isSatisfied(tolerance: 0.2))
    #expect((x >= 10).isSatisfied())
    #expect(!(x >= 10.1).isSatisfied())
    #expect((x >= 100).isSatisfied() == false)
    #expect((x <= 100).isSatisfied())
  }

  @Test func descriptionsReadLikeTheSource() {
    let x = Variable("x"), y = Variable("y")
    #expect((x + 2 * y - 10).description == "x + 2 * y - 10")
    #expect((-x + 0.5 * y).description == "-x + 0.5 * y")
    #expect(Expression().description == "0")
    #expect((x + 2 * y <= 10).description == "x + 2 * y - 10 <= 0 | required")
    #expect(((x == 50) | .weak).description == "x - 50 == 0 | weak")
  }
}
