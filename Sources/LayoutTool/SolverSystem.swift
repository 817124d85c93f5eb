import Cassowary

/// A raw linear constraint system and the operations to run on it: the contents of a
/// `solver-system/1` file (`shared/formats/solver-system.md`), read by
/// ``SolverSystem/init(json:)`` and run by ``SolverSystemRunner``.
///
/// Variables and constraints are referred to by index. The operations are always explicit:
/// a file without `ops` has them synthesised when it is read (add every constraint, then
/// each edit), so op indices in results count those synthesised ops, as kiwi's script does.
public struct SolverSystem: Sendable, Equatable {
  /// One entry of `constraints`: `Σ coefficient·variable + constant  relation  0`.
  public struct ConstraintEntry: Sendable, Equatable {
    /// The terms as written (not merged): coefficient and variable index.
    public var terms: [(coefficient: Double, variable: Int)]
    /// The constant term the constraint starts with.
    public var constant: Double
    /// `==`, `<=` or `>=` against zero.
    public var relation: Relation
    /// The strength, already resolved and clipped as kiwi does.
    public var strength: Strength

    /// Creates an entry.
    public init(
      terms: [(coefficient: Double, variable: Int)], constant: Double = 0,
      relation: Relation, strength: Strength = .required
    ) {
      self.terms = terms
      self.constant = constant
      self.relation = relation
      self.strength = strength
    }

    /// Compares entries field by field (tuples are not `Equatable`).
    public static func == (lhs: ConstraintEntry, rhs: ConstraintEntry) -> Bool {
      lhs.terms.count == rhs.terms.count
        && zip(lhs.terms, rhs.terms).allSatisfy { $0.coefficient == $1.coefficient && $0.variable == $1.variable }
        && lhs.constant == rhs.constant && lhs.relation == rhs.relation && lhs.strength == rhs.strength
    }
  }

  /// One operation on the solver. Constraint and variable operands are indices.
  public enum Operation: Sendable, Equatable {
    /// `{"op": "add", "c": i}`
    case add(constraint: Int)
    /// `{"op": "remove", "c": i}`
    case remove(constraint: Int)
    /// `{"op": "addEdit", "var": x, "strength": s}`
    case addEdit(variable: Int, strength: Strength)
    /// `{"op": "removeEdit", "var": x}`
    case removeEdit(variable: Int)
    /// `{"op": "suggest", "var": x, "value": v}`
    case suggest(variable: Int, value: Double)
    /// `{"op": "setConstant", "c": i, "value": v}`: the constraint's new constant term.
    case setConstant(constraint: Int, value: Double)
    /// `{"op": "snapshot"}`: update the variables and record every value.
    case snapshot
  }

  /// What happens after an operation fails (`on_error`).
  public enum ErrorPolicy: String, Sendable, Equatable {
    /// The failed operation changed nothing; the next one runs.
    case `continue`
    /// No operation runs after the first failure (the final update still happens).
    case stop
  }

  /// The declared variable names, in file order; `values` in the result follows this order.
  public var variables: [String]
  /// The constraints; each entry becomes exactly one solver constraint object.
  public var constraints: [ConstraintEntry]
  /// The operations to run, in order (synthesised when the file has none).
  public var operations: [Operation]
  /// What to do after a failure.
  public var onError: ErrorPolicy

  /// Creates a system from its parts.
  public init(
    variables: [String], constraints: [ConstraintEntry], operations: [Operation],
    onError: ErrorPolicy = .continue
  ) {
    self.variables = variables
    self.constraints = constraints
    self.operations = operations
    self.onError = onError
  }
}

extension Relation {
  /// The relation for the format's `op` text (`==`, `<=`, `>=`), or nil.
  init?(formatText text: String) {
    switch text {
    case "==": self = .equal
    case "<=": self = .lessThanOrEqual
    case ">=": self = .greaterThanOrEqual
    default: return nil
    }
  }
}
