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
}
