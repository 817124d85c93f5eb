/// How a constraint's expression relates to zero.
public enum Relation: Sendable, CustomStringConvertible {
  /// `expression == 0`
  case equal
  /// `expression <= 0`
  case lessThanOrEqual
  /// `expression >= 0`
  case greaterThanOrEqual

  /// `==`, `<=` or `>=`.
  public var description: String {
    switch self {
    case .equal: return "=="
    case .lessThanOrEqual: return "<="
    case .greaterThanOrEqual: return ">="
    }
  }
}

/// A linear constraint `expression (== | <= | >=) 0` with a strength.
///
/// Constraints are compared by identity: two constraints with the same content are two
/// constraints, and adding the same object twice is a ``SolverError/duplicateConstraint(_:)``.
/// The expression is reduced when the constraint is built (terms on one variable merged).
///
/// Constraints are not synchronised (`@unchecked Sendable` so that errors can carry them):
/// use them from one thread or actor at a time, like their solver.
///
/// The class is open so that a program can keep its own state in the constraint object
/// itself instead of in a second object beside it: UIKitLayout's engine records are
/// constraints. A subclass can override nothing the solver reads.
open class Constraint: CustomStringConvertible, @unchecked Sendable {
  /// The reduced expression; the constraint says `expression relation 0`.
  ///
  /// Only its constant can change, through ``Solver/setConstant(_:of:)`` (or the whole of it,
  /// through ``reshape(_:strength:strengthBelow:)``). Built when read, in an array of its own:
  /// ``termCount``, ``term(at:)`` and ``constant`` read it without one.
  public var expression: Expression { terms.expression }
  /// The reduced terms (up to four inline) and the constant. Not checked for exclusive access
  /// at run time: only the solver and `reshape` write it, and the check cost a tenth of a drag
  /// step's suggestion.
  @exclusivity(unchecked) var terms: CompactExpression
  /// The expression's constant.
  var storedConstant: Double {
    get { terms.constant }
    set { terms.constant = newValue }
  }
  /// The expression's constant, read through a function never inlined into another module
  /// (see `Variable.value`): there, a read of a stored property carried a run-time
  /// exclusivity check that cost more than the read.
  public var constant: Double { @inline(never) get { storedConstant } }
  /// How many terms the reduced expression has (each variable once).
  public var termCount: Int { @inline(never) get { terms.count } }
  /// Term `index` of the reduced expression (`0 ..< termCount`, in the order the variables
  /// first appear), read without building the expression.
  @inline(never)
  public func term(at index: Int) -> Term { terms[index] }
  /// Whether the reduced expression has the same terms as `expression` (reduced), constants
  /// aside: a program that rebuilds a constraint's expression learns whether a
  /// ``Solver/setConstant(_:of:)`` is enough.
  @inline(never)
  public func hasSameTerms(as expression: CompactExpression) -> Bool {
    var reduced = expression
    reduced.dropZeroTerms()
    return terms.hasSameTerms(as: reduced)
  }
  /// Whether the expression has a term on numbered variable `id` of `space` (package API:
  /// read without making the variable's object).
  package func mentions(_ id: Int32, in space: VariableSpace) -> Bool { terms.mentions(id, in: space) }
  /// Term `index`'s value: its coefficient times its variable's value (package API: a
  /// numbered variable's read without making its object).
  package func termValue(at index: Int) -> Double { terms.value(at: index) }
  /// A number the program keeps with the constraint, which the solver never reads: an index
  /// into the program's own tables, say, so that a constraint named in a conflict leads back
  /// to what it stands for without hashing. 0 unless set.
  // Through functions never inlined into another module (see `Variable.value`).
  public var userData: Int {
    @inline(never) get { storedUserData }
    @inline(never) set { storedUserData = newValue }
  }
  @exclusivity(unchecked) var storedUserData = 0

  /// Where the solvers that hold this constraint keep its record.
  @exclusivity(unchecked) var registration = Registration()
  /// The strength, clipped to [0, required]. It changes only through
  /// ``reshape(_:strength:strengthBelow:)``, while no solver holds the constraint.
  @exclusivity(unchecked) public internal(set) var strength: Strength
  /// For a non-required equality, the weight of the expression's falling *below* 0
  /// (`strength` weighs its rising above 0); the same as `strength` but for constraints made
  /// by ``init(_:equalWithStrengthAbove:below:)``.
  @exclusivity(unchecked) public internal(set) var strengthBelow: Strength
  // Declared last: a one-byte field among the eight-byte ones cost 7 bytes of padding, and
  // at the end a subclass's own small fields fill the word it starts (UIKitLayout's records).
  /// The relation to zero.
  public let relation: Relation

  /// Creates `expression relation 0` at a strength.
  public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
    terms = CompactExpression(expression)
    self.relation = relation
    self.strength = strength
    self.strengthBelow = strength
  }

  /// Creates `expression relation 0` at a strength from an expression built without an
  /// array (its zero terms dropped).
  public init(
    _ expression: consuming CompactExpression, _ relation: Relation, strength: Strength = .required
  ) {
    terms = expression
    terms.dropZeroTerms()
    self.relation = relation
    self.strength = strength
    self.strengthBelow = strength
  }

  /// Creates `expression == 0` whose two sides weigh differently: a rise above 0 costs
  /// `above` per unit and a fall below 0 costs `below`. The same optimum as the pair
  /// `expression <= 0` at `above` and `expression >= 0` at `below`, in one row of the
  /// tableau instead of two (UIKit's hugging and compression resistance of one dimension).
  /// Both strengths must be non-required: the solver refuses the constraint otherwise
  /// (``SolverError/badRequiredStrength``).
  public init(_ expression: Expression, equalWithStrengthAbove above: Strength, below: Strength) {
    terms = CompactExpression(expression)
    self.relation = .equal
    self.strength = above
    self.strengthBelow = below
  }

  /// ``init(_:equalWithStrengthAbove:below:)`` from an expression built without an array.
  public init(
    _ expression: consuming CompactExpression, equalWithStrengthAbove above: Strength, below: Strength
  ) {
    terms = expression
    terms.dropZeroTerms()
    self.relation = .equal
    self.strength = above
    self.strengthBelow = below
  }

  /// The same constraint at another strength (a new object).
  public init(_ other: Constraint, strength: Strength) {
    terms = other.terms
    self.relation = other.relation
    self.strength = strength
    self.strengthBelow = strength
  }

  /// Gives the constraint a new expression and strengths, keeping its identity and relation;
  /// `strengthBelow` makes an equality two-sided, as ``init(_:equalWithStrengthAbove:below:)``
  /// does (an inequality ignores it). Only a constraint that no solver holds can change: a
  /// solver's rows were built from the old expression (``SolverError/duplicateConstraint(_:)``
  /// otherwise, and nothing changes). A program that rebuilds a constraint's expression from
  /// its own state (a scroll offset, a margin) so takes it out, reshapes it and adds it back,
  /// with no new object.
  public func reshape(
    _ expression: Expression, strength: Strength, strengthBelow: Strength? = nil
  ) throws(SolverError) {
    try reshape(CompactExpression(expression), strength: strength, strengthBelow: strengthBelow)
  }

  /// ``reshape(_:strength:strengthBelow:)`` with an expression built without an array.
  public func reshape(
    _ expression: consuming CompactExpression, strength: Strength, strengthBelow: Strength? = nil
  ) throws(SolverError) {
    if registration.token?.isLive == true || registration.others.contains(where: { $0.token.isLive }) {
      throw .duplicateConstraint(self)
    }
    terms = expression
    terms.dropZeroTerms()
    self.strength = strength
    // Two-sided only as an equality (an inequality has one side to weigh).
    self.strengthBelow = relation == .equal ? strengthBelow ?? strength : strength
  }

  /// Whether the constraint holds for the variables' current values, within `tolerance`.
  public func isSatisfied(tolerance: Double = 1e-8) -> Bool {
    var v = storedConstant
    for i in 0..<terms.count { v += terms.value(at: i) }
    switch relation {
    case .equal: return abs(v) <= tolerance
    case .lessThanOrEqual: return v <= tolerance
    case .greaterThanOrEqual: return v >= -tolerance
    }
  }

  /// `x + 2 * y - 10 <= 0 | strong` style text.
  public var description: String {
    guard strengthBelow != strength else { return "\(expression) \(relation) 0 | \(strength)" }
    return "\(expression) \(relation) 0 | \(strength) above, \(strengthBelow) below"
  }
}

extension Constraint: Hashable {
  /// Constraints are equal only when they are the same object.
  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
