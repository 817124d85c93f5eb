// Operators so that `x + 2 * y <= 10` and `(w == 50) | .weak` read as they do in kiwi.
// Comparison operators on expressions build constraints (they do not compare).

/// Anything that can stand on one side of a constraint: a variable, a term, an expression
/// or a number.
public protocol ExpressionConvertible {
  /// The value as an expression.
  var expression: Expression { get }
  /// Appends `scale ×` this value's terms and constant to an expression being built (the
  /// operators use it so that `a + b - c` allocates one array, not one per operator).
  func append(to terms: inout [Term], constant: inout Double, scale: Double)
  /// Adds `scale ×` this value's terms and constant to a compact expression being built (the
  /// comparison operators use it, so that `x == y + 8` allocates no array at all).
  func add(to expression: inout CompactExpression, scale: Double)
}

extension ExpressionConvertible {
  /// Appends through ``expression`` (types of our own override this without allocating).
  public func append(to terms: inout [Term], constant: inout Double, scale: Double) {
    let e = expression
    for t in e.terms { terms.append(Term(t.variable, t.coefficient * scale)) }
    constant += e.constant * scale
  }

  /// Adds through ``expression`` (types of our own override this without allocating).
  public func add(to expression: inout CompactExpression, scale: Double) {
    let e = self.expression
    for t in e.terms { expression.add(t.variable, t.coefficient * scale) }
    expression.constant += e.constant * scale
  }
}

extension Variable: ExpressionConvertible {
  /// `1 · self`.
  public var expression: Expression { Expression(self) }
  /// Appends `scale · self`.
  public func append(to terms: inout [Term], constant: inout Double, scale: Double) {
    terms.append(Term(self, scale))
  }
  /// Adds `scale · self`.
  public func add(to expression: inout CompactExpression, scale: Double) {
    expression.add(self, scale)
  }
}
extension Term: ExpressionConvertible {
  /// The term alone.
  public var expression: Expression { Expression([self]) }
  /// Appends the scaled term.
  public func append(to terms: inout [Term], constant: inout Double, scale: Double) {
    terms.append(Term(variable, coefficient * scale))
  }
  /// Adds the scaled term.
  public func add(to expression: inout CompactExpression, scale: Double) {
    expression.add(variable, coefficient * scale)
  }
}
extension Expression: ExpressionConvertible {
  /// Itself.
  public var expression: Expression { self }
  /// Appends the scaled terms and constant.
  public func append(to terms: inout [Term], constant: inout Double, scale: Double) {
    if scale == 1 {
      terms.append(contentsOf: self.terms)
    } else {
      for t in self.terms { terms.append(Term(t.variable, t.coefficient * scale)) }
    }
    constant += self.constant * scale
  }
  /// Adds the scaled terms and constant (the default's route through ``expression`` measured
  /// 0.25 % more in `solver-bench`'s builds: a witness call and a copy per operand).
  public func add(to expression: inout CompactExpression, scale: Double) {
    for t in terms { expression.add(t.variable, t.coefficient * scale) }
    expression.constant += constant * scale
  }
}
extension Double: ExpressionConvertible {
  /// The constant expression.
  public var expression: Expression { Expression(constant: self) }
  /// Adds the scaled constant.
  public func append(to terms: inout [Term], constant: inout Double, scale: Double) {
    constant += self * scale
  }
  /// Adds the scaled constant.
  public func add(to expression: inout CompactExpression, scale: Double) {
    expression.constant += self * scale
  }
}
extension Int: ExpressionConvertible {
  /// The constant expression.
  public var expression: Expression { Expression(constant: Double(self)) }
  /// Adds the scaled constant.
  public func append(to terms: inout [Term], constant: inout Double, scale: Double) {
    constant += Double(self) * scale
  }
  /// Adds the scaled constant.
  public func add(to expression: inout CompactExpression, scale: Double) {
    expression.constant += Double(self) * scale
  }
}

/// `lhsScale·lhs + rhsScale·rhs` in one array.
@inline(__always)
func combine(
  _ lhs: some ExpressionConvertible, _ lhsScale: Double,
  _ rhs: some ExpressionConvertible, _ rhsScale: Double
) -> Expression {
  var terms: [Term] = []
  terms.reserveCapacity(4)
  var constant = 0.0
  lhs.append(to: &terms, constant: &constant, scale: lhsScale)
  rhs.append(to: &terms, constant: &constant, scale: rhsScale)
  return Expression(terms, constant: constant)
}

/// `lhs − rhs`, its terms inline (up to four): what a comparison's constraint keeps.
@inline(__always)
func difference(_ lhs: some ExpressionConvertible, _ rhs: some ExpressionConvertible) -> CompactExpression {
  var expression = CompactExpression()
  lhs.add(to: &expression, scale: 1)
  rhs.add(to: &expression, scale: -1)
  return expression
}

// MARK: - Arithmetic

/// The sum of two expressions.
public func + (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
  combine(lhs, 1, rhs, 1)
}

/// The difference of two expressions.
public func - (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
  combine(lhs, 1, rhs, -1)
}

/// The negated expression.
public prefix func - (operand: some ExpressionConvertible) -> Expression { -1.0 * operand.expression }

/// An expression scaled by a number.
public func * (lhs: Double, rhs: some ExpressionConvertible) -> Expression {
  var terms: [Term] = []
  var constant = 0.0
  rhs.append(to: &terms, constant: &constant, scale: lhs)
  return Expression(terms, constant: constant)
}

/// An expression scaled by a number.
public func * (lhs: some ExpressionConvertible, rhs: Double) -> Expression { rhs * lhs }

/// An expression divided by a number.
public func / (lhs: some ExpressionConvertible, rhs: Double) -> Expression { (1 / rhs) * lhs }

// MARK: - Constraints

/// `lhs == rhs`, required.
public func == (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
  Constraint(difference(lhs, rhs), .equal)
}

/// `lhs <= rhs`, required.
public func <= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
  Constraint(difference(lhs, rhs), .lessThanOrEqual)
}

/// `lhs >= rhs`, required.
public func >= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
  Constraint(difference(lhs, rhs), .greaterThanOrEqual)
}

/// The same constraint at another strength: `(w == 50) | .weak`.
public func | (lhs: Constraint, rhs: Strength) -> Constraint { Constraint(lhs, strength: rhs) }
