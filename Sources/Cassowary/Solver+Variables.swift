// The registered variables: an object variable's registration at its first mention, and the
// table of objects by index, which stops at the last index that has one (a solver of numbered
// variables only keeps it empty; see Solver+NumberedVariables.swift).

extension Solver {
  /// The symbol of object variable `v`, which is registered at its first mention.
  @inline(__always) func symbol(for v: Variable) -> Sym {
    if let i = v.registration.index(in: token) { return externals[i] }
    if v.registration.token != nil { noteShared(v) }
    let s = tableau.newSymbol(.external)
    let index = externals.count
    v.registration.set(token, index)
    setObject(v, at: index)
    externals.append(s)
    if !numbers.isEmpty { numbers.append(-1) }
    objectVariableCount += 1
    return s
  }

  /// A variable another solver knows too: both learn it, so that either may find the value
  /// written by the other. A solver that is gone writes nothing: sharing with it would only
  /// make this one write every value at every update. (Apart, and never inlined: in
  /// `symbol(for:)` it made that function too large to inline into every add.)
  @inline(never) func noteShared(_ v: Variable) {
    var shared = false
    if let other = v.registration.token, other.isLive {
      other.sharesVariables = true
      shared = true
    }
    for o in v.registration.others where o.token.isLive {
      o.token.sharesVariables = true
      shared = true
    }
    if shared { token.sharesVariables = true }
  }

  /// The object of the variable at index `i`, if it has one.
  @inline(__always) func object(at i: Int) -> Variable? {
    i < variables.count ? variables[i] : nil
  }

  /// Gives index `i` its object (the indices before it without one get none).
  @inline(__always) func setObject(_ v: Variable, at i: Int) {
    if i == variables.count {
      variables.append(v)
      variableRefs.append(Unmanaged.passUnretained(v))
    } else {
      setObjectPastEnd(v, at: i)
    }
  }

  /// `setObject` at an index that is not the next one (apart: a solver of objects only
  /// always appends).
  @inline(never) private func setObjectPastEnd(_ v: Variable, at i: Int) {
    if i > variables.count {
      let missing = i - variables.count
      variables.append(contentsOf: repeatElement(nil, count: missing))
      variableRefs.append(contentsOf: repeatElement(nil, count: missing))
      variables.append(v)
      variableRefs.append(Unmanaged.passUnretained(v))
    } else {
      variables[i] = v
      variableRefs[i] = Unmanaged.passUnretained(v)
    }
  }
}
