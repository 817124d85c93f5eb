// Explaining an unsatisfiable constraint: a minimal set of required constraints that, with
// it, have no solution (what UIKit prints under "Unable to simultaneously satisfy
// constraints").

extension Solver {
  /// A minimal conflicting set for `constraint` among the solver's required constraints.
  ///
  /// The tableau names candidates (the markers left in the failing row); if they do not
  /// conflict on their own, the required constraints connected to `constraint` through shared
  /// variables are used. A deletion filter then drops every member whose removal keeps the
  /// conflict, so dropping any member of the result makes the set satisfiable. Members are
  /// listed in the order they were added.
  /// - Complexity: O(k²) constraint adds for k candidates; paid only on failure.
  func explain(_ constraint: Constraint, candidates: [Record], newConstant: Double? = nil)
    -> [Constraint]
  {
    guard explainsConflicts else { return [] }
    let probeTarget: Constraint
    if let newConstant {
      probeTarget = Constraint(
        Expression(constraint.expression.terms, constant: newConstant), constraint.relation,
        strength: constraint.strength)
    } else {
      probeTarget = constraint
    }
    var seen = Set<ObjectIdentifier>()
    var set = candidates.filter { $0.constraint.strength.isRequired }
      .sorted { $0.serial < $1.serial }
      .map(\.constraint)
      .filter { seen.insert(ObjectIdentifier($0)).inserted }
    if !Solver.conflicts(set, with: probeTarget) {
      set = connectedRequired(to: constraint)
      guard Solver.conflicts(set, with: probeTarget) else { return set }
    }
    var i = 0
    while i < set.count {
      var trial = set
      trial.remove(at: i)
      if Solver.conflicts(trial, with: probeTarget) { set = trial } else { i += 1 }
    }
    return set
  }

  /// Whether `target` is unsatisfiable together with `set` (all required).
  static func conflicts(_ set: [Constraint], with target: Constraint) -> Bool {
    let probe = Solver()
    probe.explainsConflicts = false
    do {
      try probe.addConstraints(set)
    } catch {
      return true
    }
    do {
      try probe.addConstraint(target)
    } catch {
      if case .unsatisfiableConstraint = error { return true }
    }
    return false
  }

  /// The required constraints that share variables with `constraint`, transitively, in the
  /// order they were added.
  func connectedRequired(to constraint: Constraint) -> [Constraint] {
    let required = requiredRecords().filter { $0.constraint !== constraint }
    var byVariable: [ObjectIdentifier: [Int]] = [:]
    for (i, r) in required.enumerated() {
      for t in r.constraint.expression.terms { byVariable[ObjectIdentifier(t.variable), default: []].append(i) }
    }
    var taken = [Bool](repeating: false, count: required.count)
    var queue = constraint.expression.terms.map { ObjectIdentifier($0.variable) }
    var visited = Set(queue)
    while let v = queue.popLast() {
      for i in byVariable[v] ?? [] where !taken[i] {
        taken[i] = true
        for t in required[i].constraint.expression.terms {
          let id = ObjectIdentifier(t.variable)
          if visited.insert(id).inserted { queue.append(id) }
        }
      }
    }
    return required.indices.filter { taken[$0] }.map { required[$0].constraint }
  }
}
