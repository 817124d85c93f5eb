/// The variables an ``Solver/updateVariables()`` call changed, in the order the solver first
/// saw them.
///
/// A random-access collection of ``Variable`` (use it like an array: `isEmpty`, `count`,
/// `map`, `for v in changed`); it holds the solver's list of variables and the positions
/// that changed, so building it costs no reference count per changed variable.
public struct ChangedVariables: RandomAccessCollection {
  /// The solver's variables' objects by index (`nil` for a numbered variable with none; the
  /// table stops at the last index that has one, and is empty when `allNumbered`).
  let variables: [Variable?]
  /// Each index's number in `space`, or -1 (empty: every index is an object's).
  let numbers: [Int32]
  let space: VariableSpace
  let positions: [Int32]
  /// Whether every variable is numbered and none has an object (the layout engine's solver):
  /// a tag is then read from the space alone.
  let allNumbered: Bool

  init(variables: [Variable?], numbers: [Int32], space: VariableSpace, indices: [Int32], allNumbered: Bool) {
    self.variables = variables
    self.numbers = numbers
    self.space = space
    self.positions = indices
    self.allNumbered = allNumbered
  }

  /// Always 0.
  public var startIndex: Int { 0 }
  /// The number of changed variables.
  public var endIndex: Int { positions.count }
  /// The `i`th changed variable (a numbered variable's object, made the first time).
  public subscript(i: Int) -> Variable {
    let p = Int(positions[i])
    if allNumbered { return space.variable(numbers[p]) }
    return object(at: p) ?? space.variable(numbers[p])
  }

  /// The object of index `p`, if it has one.
  private func object(at p: Int) -> Variable? { p < variables.count ? variables[p] : nil }

  /// Calls `body` with each changed variable, in order, without retaining it: a loop over
  /// the collection retains and releases every variable it hands out, which a client that
  /// reads only a variable's ``Variable/userData`` (a layout engine mapping thousands of
  /// changes to its views) pays for nothing. `body` must not keep the variable.
  public func forEachUnretained(_ body: (Variable) -> Void) {
    variables.withUnsafeBufferPointer { variables in
      for position in positions {
        guard !allNumbered, Int(position) < variables.count, let v = variables[Int(position)] else {
          body(space.variable(numbers[Int(position)]))
          continue
        }
        Unmanaged.passUnretained(v)._withUnsafeGuaranteedRef(body)
      }
    }
  }

  /// Calls `body` with the ``Variable/userData`` of each changed variable, in order, leaving
  /// out a value equal to the one just passed: a client that tags the variables of one object
  /// alike (a layout engine, a view's four) sees each changed object once per run of its
  /// variables, with no variable handed out and no call to read each tag. (A numbered
  /// variable's user data is its space's, or its object's once it has one.)
  public func forEachUserData(_ body: (Int) -> Void) {
    var last: Int?
    variables.withUnsafeBufferPointer { variables in
      numbers.withUnsafeBufferPointer { numbers in
        let entries = space.entries
        if allNumbered {
          for position in positions {
            let tag = Int(entries[Int(numbers[Int(position)])].userData)
            guard tag != last else { continue }
            last = tag
            body(tag)
          }
          return
        }
        let numberedObjects = space.hasObjects
        for position in positions {
          let p = Int(position)
          let n = numbers.isEmpty ? -1 : Int(numbers[p])
          // A numbered variable's tag from its entry unless it may have an object.
          let tag =
            n >= 0 && !numberedObjects
            ? Int(entries[n].userData) : object(at: p)?.storedUserData ?? Int(entries[n].userData)
          guard tag != last else { continue }
          last = tag
          body(tag)
        }
      }
    }
  }
}
