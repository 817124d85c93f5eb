import Cassowary

/// Runs a ``SolverSystem`` on the `Cassowary` solver, operation by operation.
///
/// Each entry of `constraints` becomes one `Constraint` object, made once and reused, so that
/// adding an entry twice is kiwi's `DuplicateConstraint` and `setConstant` changes that same
/// object in place. The solver leaves itself unchanged when an operation throws, so
/// `on_error: continue` needs no repair here (kiwi's script has to rebuild its solver).
public struct SolverSystemRunner {
  /// The system being run.
  public let system: SolverSystem
  private let solver = Solver()
  private let variables: [Variable]
  private let constraints: [Constraint]
  /// Maps a constraint object back to its entry, for conflict reports.
  private let indexOfConstraint: [ObjectIdentifier: Int]

  /// Called after every operation, failed or not, with the solver and the operation's index
  /// (tests check the solver's invariants here).
  private let afterEachOperation: ((Solver, Int) -> Void)?

  /// Prepares a run: one solver, one variable per name, one constraint per entry.
  ///
  /// - Parameter afterEachOperation: Called after every operation with the solver and the
  ///   operation's index.
  public init(_ system: SolverSystem, afterEachOperation: ((Solver, Int) -> Void)? = nil) {
    self.system = system
    self.afterEachOperation = afterEachOperation
    let variables = system.variables.map { Variable($0) }
    self.variables = variables
    constraints = system.constraints.map { entry in
      Constraint(
        Expression(entry.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: entry.constant),
        entry.relation, strength: entry.strength)
    }
    indexOfConstraint = Dictionary(
      uniqueKeysWithValues: constraints.enumerated().map { (ObjectIdentifier($1), $0) })
  }

  /// Runs every operation (or up to the first failure, with `on_error: stop`), then updates
  /// the variables once more and reports.
  ///
  /// A runner is meant to run once: a second call continues from the solver's state.
  public func run() -> SolverResult {
    var results: [String] = []
    var firstError: SolverResult.OperationError?
    var snapshots: [SolverResult.Snapshot] = []
    var conflicts: [SolverResult.Conflict] = []
    for (n, operation) in system.operations.enumerated() {
      var stops = false
      do {
        if try perform(operation) {
          snapshots.append(SolverResult.Snapshot(op: n, values: currentValues()))
        }
        results.append("ok")
      } catch {
        results.append(error.kind)
        if firstError == nil {
          firstError = SolverResult.OperationError(op: n, kind: error.kind, message: error.description)
        }
        if case .unsatisfiableConstraint(_, let others) = error {
          // Every conflicting constraint is one of ours: edit constraints are never required.
          conflicts.append(
            SolverResult.Conflict(op: n, constraints: others.compactMap { indexOfConstraint[ObjectIdentifier($0)] }))
        }
        stops = system.onError == .stop
      }
      afterEachOperation?(solver, n)
      if stops { break }
    }
    return SolverResult(
      variables: system.variables, results: results, error: firstError, values: currentValues(),
      snapshots: snapshots, conflicts: conflicts)
  }

  /// Performs one operation; returns true for a snapshot (the values are then up to date).
  private func perform(_ operation: SolverSystem.Operation) throws(SolverError) -> Bool {
    switch operation {
    case .add(let i):
      try solver.addConstraint(constraints[i])
    case .remove(let i):
      try solver.removeConstraint(constraints[i])
    case .addEdit(let v, let strength):
      try solver.addEditVariable(variables[v], strength: strength)
    case .removeEdit(let v):
      try solver.removeEditVariable(variables[v])
    case .suggest(let v, let value):
      try solver.suggestValue(variables[v], value)
    case .setConstant(let i, let value):
      // The format changes the constant "of an added constraint"; the solver would quietly
      // edit a constraint it does not hold, which kiwi (remove + re-add) cannot do.
      guard solver.hasConstraint(constraints[i]) else { throw .unknownConstraint(constraints[i]) }
      try solver.setConstant(value, of: constraints[i])
    case .snapshot:
      return true
    }
    return false
  }

  /// Updates the variables and reads every declared one.
  private func currentValues() -> [Double] {
    solver.updateVariables()
    return variables.map(\.value)
  }
}
