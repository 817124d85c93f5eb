// Operators so that `x + 2 * y <= 10` and `(w == 50) | .weak` read as they do in kiwi.
// Comparison operators on expressions build constraints (they do not compare).

/// Anything that can stand on one side of a constraint: a variable, a term, an expression
/// or a number.
public protocol ExpressionConvertible {
  /// The value as an expression.
  var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
  /// `1 · self`.
  public var expression: Expression { Expression(self) }
}
extension Term: ExpressionConvertible {
  /// The term alone.
  public var expression: Expression { Expression([self]) }
}
extension Expression: ExpressionConvertible {
  /// Itself.
  public var expression: Expression { self }
}
extension Double: ExpressionConvertible {
  /// The constant expression.
  public var expression: Expression { Expression(constant: self) }
}
extension Int: ExpressionConvertible {
  /// The constant expression.
  public var expression: Expression { Expression(constant: Double(self)) }
}

// MARK: - Arithmetic

/// The sum of two expressions.
public func + (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
  let l = lhs.expression, r = rhs.expression
  return Expression(l.terms + r.terms, constant: l.constant + r.constant)
}

/// The difference of two expressions.
public func - (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Expression {
  lhs + (-1.0 * rhs.expression)
}

/// The negated expression.
public prefix func - (operand: some ExpressionConvertible) -> Expression { -1.0 * operand.expression }

/// An expression scaled by a number.
public func * (lhs: Double, rhs: some ExpressionConvertible) -> Expression {
  let e = rhs.expression
  return Expression(e.terms.map { Term($0.variable, $0.coefficient * lhs) }, constant: e.constant * lhs)
}

/// An expression scaled by a number.
public func * (lhs: some ExpressionConvertible, rhs: Double) -> Expression { rhs * lhs }

/// An expression divided by a number.
public func / (lhs: some ExpressionConvertible, rhs: Double) -> Expression { (1 / rhs) * lhs }

// MARK: - Constraints

/// `lhs == rhs`, required.
public func == (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// `lhs <= rhs`, required.
public func <= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// `lhs >= rhs`, required.
public func >= (lhs: some ExpressionConvertible, rhs: some ExpressionConvertible) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The same constraint at another strength: `(w == 50) | .weak`.
public func | (lhs: Constraint, rhs: Strength) -> Constraint { Constraint(lhs, strength: rhs) }
