// Writing the solution into the variables: objects, numbered variables, or both.

extension Solver {
  /// Writes the solved value into every variable the solver knows.
  ///
  /// - Returns: The variables whose value changed, in the order the solver first saw them
  ///   (a collection over the solver's list: no variable is retained per change, which
  ///   matters when a drag moves thousands of them per step).
  @discardableResult
  public func updateVariables() -> ChangedVariables {
    // Optimising cannot fail on a consistent tableau; a failure would be a solver bug and
    // the previous values are kept rather than trapping.
    try? ensureOptimal()
    // Only the variables whose value was recomputed can have changed, unless a variable is
    // shared with another solver (which may have written it since): then all are written.
    let recomputed = tableau.evaluate(externals)
    defer { if let recomputed { tableau.recomputedBuffer = recomputed } }
    // The last call's list, taken out (unique once its result is gone: emptying it then
    // keeps its storage).
    var changed = changedPositions
    changedPositions = []
    changed.removeAllIfAny()
    // One allocation at most, not the several of growing the list change by change (bounded:
    // a full evaluation of a huge layout that moves a few variables need not reserve them all).
    changed.reserveCapacity(min(recomputed?.count ?? externals.count, 4096))
    let space = self.space
    let numbered = space.entries
    // Three ways, so that a solver of objects only (kiwi's use) or of numbers only (the
    // layout engine's) reads one table a variable, as it did before numbers. (Each a function
    // that appends what changed itself, called from a plain loop: a closure handed to a loop
    // helper was not inlined, and cost a call a variable.)
    let kind = numbers.isEmpty ? 0 : objectVariableCount == 0 && !space.hasObjects ? 1 : 2
    tableau.values.withUnsafeBufferPointer { values in
      externals.withUnsafeBufferPointer { externals in
        numbers.withUnsafeBufferPointer { numbers in
          variableRefs.withUnsafeBufferPointer { objects in
            // Each says whether variable `i` changed; the loops list it. (A function that
            // appended to the list itself captured it, and paid a run-time exclusivity check
            // at every append once it was not inlined.)
            func writeObject(_ i: Int) -> Bool {
              let x = values[Int(externals[i])]
              return objects[i].unsafelyUnwrapped._withUnsafeGuaranteedRef { v in
                if v.storedValue == x { return false }
                v.storedValue = x
                return true
              }
            }
            func writeNumber(_ i: Int) -> Bool {
              let x = values[Int(externals[i])]
              let n = Int(numbers[i])
              if numbered[n].value == x { return false }
              numbered[n].value = x
              return true
            }
            func writeEither(_ i: Int) -> Bool {
              let x = values[Int(externals[i])]
              var changes = false
              // A numbered variable's value in its space; its object's too once it has one.
              let n = Int(numbers[i])
              if n >= 0, numbered[n].value != x {
                numbered[n].value = x
                changes = true
              }
              // (The objects' table stops at the last index that has one.)
              guard i < objects.count, let ref = objects[i] else { return changes }
              return ref._withUnsafeGuaranteedRef { v in
                if v.storedValue == x { return changes }
                v.storedValue = x
                return true
              }
            }
            if let recomputed, !token.sharesVariables {
              switch kind {
              case 0: for i in recomputed where writeObject(Int(i)) { changed.append(i) }
              case 1: for i in recomputed where writeNumber(Int(i)) { changed.append(i) }
              default: for i in recomputed where writeEither(Int(i)) { changed.append(i) }
              }
            } else {
              switch kind {
              case 0: for i in externals.indices where writeObject(i) { changed.append(Int32(i)) }
              case 1: for i in externals.indices where writeNumber(i) { changed.append(Int32(i)) }
              default: for i in externals.indices where writeEither(i) { changed.append(Int32(i)) }
              }
            }
          }
        }
      }
    }
    changedPositions = changed
    // (The objects' list only where there are objects: one reference fewer to take and drop.)
    return ChangedVariables(
      variables: kind == 1 ? [] : variables, numbers: numbers, space: space, indices: changed,
      allNumbered: kind == 1)
  }
}
