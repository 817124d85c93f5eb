// Edit variables: values suggested from outside (a window's size while it is dragged),
// pulled towards at a non-required strength (kiwi's edit API).

extension Solver {
  /// Makes `variable` an edit variable: ``suggestValue(_:_:)`` then pulls it towards a value
  /// at `strength` (a hidden constraint `variable == value`).
  ///
  /// - Throws: ``SolverError/duplicateEditVariable(_:)`` if it is one already;
  ///   ``SolverError/badRequiredStrength`` if `strength` is required.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    let id = ObjectIdentifier(variable)
    if edits[id] != nil { throw .duplicateEditVariable(variable) }
    if strength.isRequired { throw .badRequiredStrength }
    let constraint = Constraint(Expression(variable), .equal, strength: strength)
    try addConstraint(constraint)
    guard let tag = records[ObjectIdentifier(constraint)]?.tag else {
      throw .internalError("edit constraint was not recorded")
    }
    edits[id] = EditRecord(variable: variable, constraint: constraint, tag: tag, constant: 0)
    editOrder.append(variable)
  }

  /// Stops treating `variable` as an edit variable (its hidden constraint is removed).
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not one.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    let id = ObjectIdentifier(variable)
    guard let record = edits[id] else { throw .unknownEditVariable(variable) }
    try removeConstraint(record.constraint)
    edits[id] = nil
    editOrder.removeAll { $0 === variable }
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

  /// Suggests a value for an edit variable. Only constants move, and the dual simplex
  /// restores optimality; call ``updateVariables()`` to read the result.
  ///
  /// - Throws: ``SolverError/unknownEditVariable(_:)`` if `variable` is not an edit variable.
  /// - Complexity: O(rows that mention the edit's error symbols) when no pivot is needed.
  public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    let id = ObjectIdentifier(variable)
    guard let record = edits[id] else { throw .unknownEditVariable(variable) }
    let tag = record.tag
    try ensureOptimal()
    // The hidden constraint's expression is `variable - value`. It is never required, so
    // no suggestion can fail: no journal is needed.
    let delta = -value - record.constraint.expression.constant
    if delta == 0 { return }
    _ = tableau.shiftConstant(tag, by: delta)
    do {
      try tableau.dualOptimize()
    } catch {
      throw .internalError("dual optimize failed")
    }
    record.constraint.expression.constant = -value
    edits[id]?.constant = value
  }
}
