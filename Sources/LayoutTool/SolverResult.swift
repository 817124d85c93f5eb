/// The outcome of running a ``SolverSystem``: the contents of a `solver-result/1` document,
/// written out by ``SolverResultWriter``.
public struct SolverResult: Sendable, Equatable {
  /// The first operation that failed.
  public struct OperationError: Sendable, Equatable {
    /// The index of the operation (counting synthesised ops when the file had none).
    public var op: Int
    /// kiwi's name for the error (`UnsatisfiableConstraint`, …).
    public var kind: String
    /// The solver's message.
    public var message: String

    /// Creates an error record.
    public init(op: Int, kind: String, message: String) {
      self.op = op
      self.kind = kind
      self.message = message
    }
  }

  /// Every declared variable's value after one operation (a `snapshot` op).
  public struct Snapshot: Sendable, Equatable {
    /// The index of the `snapshot` operation.
    public var op: Int
    /// The values, in the order of ``SolverResult/variables``.
    public var values: [Double]

    /// Creates a snapshot record.
    public init(op: Int, values: [Double]) {
      self.op = op
      self.values = values
    }
  }

  /// For an operation that failed with `UnsatisfiableConstraint`, the constraints (indices
  /// into the file's `constraints`) that together contradict it.
  public struct Conflict: Sendable, Equatable {
    /// The index of the failed operation.
    public var op: Int
    /// The conflicting constraints, in the order they were added to the solver.
    public var constraints: [Int]

    /// Creates a conflict record.
    public init(op: Int, constraints: [Int]) {
      self.op = op
      self.constraints = constraints
    }
  }

  /// The declared variable names; ``values`` and snapshot values follow this order.
  public var variables: [String]
  /// One entry per operation run: `"ok"` or the error kind.
  public var results: [String]
  /// The first failure, or nil when every operation succeeded.
  public var error: OperationError?
  /// Every declared variable's value after the final update.
  public var values: [Double]
  /// The values recorded by `snapshot` operations, in order.
  public var snapshots: [Snapshot]
  /// One record per operation that failed with `UnsatisfiableConstraint`.
  public var conflicts: [Conflict]

  /// Creates a result from its parts.
  public init(
    variables: [String], results: [String], error: OperationError?, values: [Double],
    snapshots: [Snapshot], conflicts: [Conflict]
  ) {
    self.variables = variables
    self.results = results
    self.error = error
    self.values = values
    self.snapshots = snapshots
    self.conflicts = conflicts
  }

  /// Whether every operation that ran succeeded.
  public var ok: Bool { error == nil }

  /// The value of the variable named `name` after the final update, or nil if undeclared.
  public func value(of name: String) -> Double? {
    variables.firstIndex(of: name).map { values[$0] }
  }
}
