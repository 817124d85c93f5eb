// Edit variables: values suggested from outside (a window's size while it is dragged),
// pulled towards at a non-required strength (kiwi's edit API).

extension Solver {
  /// Makes `variable` an edit variable: ``suggestValue(_:_:)`` then pulls it towards a value
  /// at `strength` (a hidden constraint `variable == value`).
  ///
  /// - Throws: ``SolverError/duplicateEditVariable(_:)`` if it is one already;
  ///   ``SolverError/badRequiredStrength`` if `strength` is required.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    if editIndex(of: variable) != nil { throw .duplicateEditVariable(variable) }
    if strength.isRequired { throw .badRequiredStrength }
    guard strength.value.isFinite else { throw .nonFiniteValue("strength \(strength) for \(variable)") }
    let constraint = Constraint(Expression(variable), .equal, strength: strength)
    try addConstraint(constraint)
    guard let tag = records[constraint]?.tag, let i = variable.registration.index(in: token) else {
      throw .internalError("edit constraint was not recorded")
    }
    if edits.count <= i { edits += repeatElement(nil, count: i + 1 - edits.count) }
    edits[i] = EditRecord(constraint: constraint, tag: tag)
    editOrder.append(variable)
  }

  /// Stops treating `variable` as an edit variable (its hidden constraint is removed).
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not one.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let i = editIndex(of: variable), let record = edits[i] else {
      throw .unknownEditVariable(variable)
    }
    try removeConstraint(record.constraint)
    edits[i] = nil
    editOrder.removeAll { $0 === variable }
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool { editIndex(of: variable) != nil }

  /// The registration index of `variable` if it is an edit variable of this solver.
  func editIndex(of variable: Variable) -> Int? {
    guard let i = variable.registration.index(in: token), i < edits.count, edits[i] != nil else {
      return nil
    }
    return i
  }

  /// Suggests a value for an edit variable. Only constants move, and the dual simplex
  /// restores optimality; call ``updateVariables()`` to read the result.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` if `variable` is not an edit variable.
  /// - Complexity: O(rows that mention the edit's error symbols) when no pivot is needed.
  public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    guard let i = editIndex(of: variable), let record = edits[i] else {
      throw .unknownEditVariable(variable)
    }
    let tag = record.tag
    guard value.isFinite else { throw .nonFiniteValue("suggested value \(value) for \(variable)") }
    try ensureOptimal()
    // The hidden constraint's expression is `variable - value`. It is never required, so
    // no suggestion can fail: no journal is needed.
    let delta = -value - record.constraint.storedConstant
    if delta == 0 { return }
    _ = tableau.shiftConstant(tag, by: delta)
    do {
      try tableau.dualOptimize()
    } catch {
      throw .internalError("dual optimize failed")
    }
    tableau.foldEtasIfNeeded()
    tableau.compactPoolIfNeeded()
    revision &+= 1
    record.constraint.storedConstant = -value
  }
}
