/// What a ``Solver`` operation can fail with. A failed operation leaves the solver exactly as
/// it was before the call.
public enum SolverError: Error, CustomStringConvertible {
  /// A required constraint cannot hold together with the required constraints already added.
  /// `conflicts` is a minimal set of those constraints that, with it, have no solution.
  case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
  /// The constraint object was already added.
  case duplicateConstraint(Constraint)
  /// The constraint object was never added (or was removed).
  case unknownConstraint(Constraint)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables cannot be required.
  case badRequiredStrength
  /// A coefficient, constant, strength or suggested value is NaN or infinite: no solution
  /// can be computed from it (the message says which).
  case nonFiniteValue(String)
  /// A broken invariant: a bug in the solver. The message says which.
  case internalError(String)

  /// kiwi's name for the error kind (`UnsatisfiableConstraint`, …).
  public var kind: String {
    switch self {
    case .unsatisfiableConstraint: return "UnsatisfiableConstraint"
    case .duplicateConstraint: return "DuplicateConstraint"
    case .unknownConstraint: return "UnknownConstraint"
    case .duplicateEditVariable: return "DuplicateEditVariable"
    case .unknownEditVariable: return "UnknownEditVariable"
    case .badRequiredStrength: return "BadRequiredStrength"
    case .nonFiniteValue: return "NonFiniteValue"
    case .internalError: return "InternalSolverError"
    }
  }

  /// A one-line message.
  public var description: String {
    switch self {
    case .unsatisfiableConstraint(let c, let conflicts):
      let list = conflicts.map { "  \($0)" }.joined(separator: "\n")
      return "The constraint can not be satisfied: \(c)"
        + (conflicts.isEmpty ? "" : "\nIt conflicts with:\n\(list)")
    case .duplicateConstraint(let c): return "The constraint has already been added: \(c)"
    case .unknownConstraint(let c): return "The constraint has not been added: \(c)"
    case .duplicateEditVariable(let v): return "The edit variable has already been added: \(v)"
    case .unknownEditVariable(let v): return "The edit variable has not been added: \(v)"
    case .badRequiredStrength:
      return "A required strength cannot be used for an edit variable or one side of a two-sided equality"
    case .nonFiniteValue(let m): return "A value is not finite: \(m)"
    case .internalError(let m): return "Internal solver error: \(m)"
    }
  }
}
