/// The variables an ``Solver/updateVariables()`` call changed, in the order the solver first
/// saw them.
///
/// A random-access collection of ``Variable`` (use it like an array: `isEmpty`, `count`,
/// `map`, `for v in changed`); it holds the solver's list of variables and the positions
/// that changed, so building it costs no reference count per changed variable.
public struct ChangedVariables: RandomAccessCollection {
  let variables: [Variable]
  let positions: [Int32]

  init(variables: [Variable], indices: [Int32]) {
    self.variables = variables
    self.positions = indices
  }

  /// Always 0.
  public var startIndex: Int { 0 }
  /// The number of changed variables.
  public var endIndex: Int { positions.count }
  /// The `i`th changed variable.
  public subscript(i: Int) -> Variable { variables[Int(positions[i])] }

  /// Calls `body` with each changed variable, in order, without retaining it: a loop over
  /// the collection retains and releases every variable it hands out, which a client that
  /// reads only a variable's ``Variable/userData`` (a layout engine mapping thousands of
  /// changes to its views) pays for nothing. `body` must not keep the variable.
  public func forEachUnretained(_ body: (Variable) -> Void) {
    variables.withUnsafeBufferPointer { variables in
      for position in positions {
        Unmanaged.passUnretained(variables[Int(position)])._withUnsafeGuaranteedRef(body)
      }
    }
  }

  /// Calls `body` with the ``Variable/userData`` of each changed variable, in order, leaving
  /// out a value equal to the one just passed: a client that tags the variables of one object
  /// alike (a layout engine, a view's four) sees each changed object once per run of its
  /// variables, with no variable handed out and no call to read each tag.
  public func forEachUserData(_ body: (Int) -> Void) {
    var last: Int?
    variables.withUnsafeBufferPointer { variables in
      for position in positions {
        let tag = variables[Int(position)].storedUserData
        guard tag != last else { continue }
        last = tag
        body(tag)
      }
    }
  }
}
