// Numbered variables (package API, for UIKitLayout's engine): variables a solver keeps by
// number in its `VariableSpace`, with no object each, registered at their first mention as
// object variables are (so the symbols, and every choice made by them, come in the same
// order either way).

extension Solver {
  /// The symbol of numbered variable `id` of `space`: this solver's own (registered at its
  /// first mention, as an object variable is), or, for another solver's number, its object's.
  @inline(__always) func symbol(forNumber id: Int32, of space: VariableSpace) -> Sym {
    guard space === self.space else { return symbol(for: space.variable(id)) }
    let i = space.entries[Int(id)].index
    return i >= 0 ? externals[Int(i)] : register(number: id)
  }

  /// `symbol(forNumber:of:)` for a number of the solver's own space.
  @inline(__always) func symbol(forOwnNumber id: Int32) -> Sym {
    let i = space.entries[Int(id)].index
    return i >= 0 ? externals[Int(i)] : register(number: id)
  }

  /// Registers numbered variable `id` (its first mention): an index and a symbol.
  @inline(never) func register(number id: Int32) -> Sym {
    // The first numbered variable: every object variable before it gets its -1 now.
    if numbers.isEmpty && !externals.isEmpty { numbers = Array(repeating: -1, count: externals.count) }
    let s = tableau.newSymbol(.external)
    let index = externals.count
    space.entries[Int(id)].index = Int32(index)
    if let object = space.existingObject(id) {
      object.registration.set(token, index)
      setObject(object, at: index)
    }
    externals.append(s)
    numbers.append(id)
    return s
  }

  /// Makes `count` numbered variables (package API, for the layout engine) with `userData`
  /// (32 bits) each and value 0; returns the first one's number (the others follow it). A
  /// numbered variable is registered, as an object is, when a constraint first mentions it.
  /// Numbers are only ever made, never taken back (`reset()` starts a new space).
  package func makeVariables(_ count: Int, userData: Int = 0) -> Int32 {
    space.make(count, userData: userData)
  }

  /// Room for `count` more numbered variables.
  package func reserveNumberedVariables(_ count: Int) {
    space.reserve(space.count + count)
  }

  /// Whether a constraint added to this solver has mentioned numbered variable `id`.
  package func hasVariable(number id: Int32) -> Bool {
    id >= 0 && Int(id) < space.count && space.entries[Int(id)].index >= 0
  }

  /// Gives numbered variable `id` its object `v` (see `VariableSpace.variable(_:)`, which has
  /// stored it first): registered now if no constraint mentioned it yet (`register` takes the
  /// object with it), and written at every update from now on.
  func adopt(_ v: Variable, as id: Int32) {
    let i = Int(space.entries[Int(id)].index)
    guard i >= 0 else {
      _ = register(number: id)
      return
    }
    v.registration.set(token, i)
    setObject(v, at: i)
  }

  /// The object of the variable at index `i`, made for a numbered one if it had none.
  func variable(atIndex i: Int) -> Variable {
    object(at: i) ?? space.variable(numbers[i])
  }
}
