import Cassowary
import Testing

// Shared helpers for the Cassowary tests. Nothing here asserts by itself.

/// Runs a throwing solver operation and returns the error it threw, or nil if it succeeded.
/// (Closures infer `any Error` as their thrown type, hence the cast.)
func solverError(
  _ body: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
) -> SolverError? {
  do {
    try body()
    return nil
  } catch let error as SolverError {
    return error
  } catch {
    Issue.record("not a SolverError: \(error)", sourceLocation: sourceLocation)
    return nil
  }
}

/// Expects `actual` to be within `tolerance` of `expected`.
func expectClose(
  _ actual: Double, _ expected: Double, tolerance: Double = 1e-8, _ what: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance, "\(what) \(actual) is not \(expected) (±\(tolerance))",
    sourceLocation: sourceLocation)
}

/// Expects each variable's value to be close to the expected one.
func expectValues(
  _ pairs: KeyValuePairs<Variable, Double>, tolerance: Double = 1e-8,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for (v, x) in pairs { expectClose(v.value, x, tolerance: tolerance, v.name, sourceLocation: sourceLocation) }
}

/// Expects `error` to be `.unsatisfiableConstraint(constraint, conflicts: conflicts)`, comparing
/// constraints by identity and the conflicts in order.
func expectUnsatisfiable(
  _ error: SolverError?, constraint: Constraint, conflicts expected: [Constraint],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard case .unsatisfiableConstraint(let c, let conflicts)? = error else {
    Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))", sourceLocation: sourceLocation)
    return
  }
  #expect(c === constraint, "reported \(c), expected \(constraint)", sourceLocation: sourceLocation)
  #expect(
    conflicts.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init),
    "conflicts \(conflicts) expected \(expected)", sourceLocation: sourceLocation)
}

/// The error's kind name, or "none".
func kindOf(_ error: SolverError?) -> String { error?.kind ?? "none" }

/// Whether `set` ∪ {target} is satisfiable, decided in a fresh solver (values never written).
func satisfiable(_ set: [Constraint], plus target: Constraint) -> Bool {
  let probe = Solver()
  do {
    try probe.addConstraints(set + [target])
    return true
  } catch {
    if case .unsatisfiableConstraint = error { return false }
    Issue.record("unexpected error while probing: \(error)")
    return false
  }
}

/// A copy of `c` with another expression constant (what `setConstant` would make of it).
func withConstant(_ c: Constraint, _ constant: Double) -> Constraint {
  copy(c, Expression(c.expression.terms, constant: constant))
}

/// A constraint like `c` (relation and strengths, both sides of a two-sided equality) on
/// another expression.
func copy(_ c: Constraint, _ expression: Expression) -> Constraint {
  guard c.strengthBelow != c.strength else { return Constraint(expression, c.relation, strength: c.strength) }
  return Constraint(expression, equalWithStrengthAbove: c.strength, below: c.strengthBelow)
}

/// SplitMix64 (Steele, Lea & Flood 2014): a tiny deterministic PRNG, so that property tests
/// run the same cases on every run and platform.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  /// Uniform in 0..<n (n > 0), by rejection so every platform agrees.
  mutating func below(_ n: Int) -> Int {
    precondition(n > 0)
    let bound = UInt64(n)
    let limit = UInt64.max - UInt64.max % bound
    while true {
      let x = next()
      if x < limit { return Int(x % bound) }
    }
  }
  /// Uniform in [0, 1) with 53 bits.
  mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
  /// True with probability p.
  mutating func chance(_ p: Double) -> Bool { unit() < p }
}

/// Expects `error` to report `target` as unsatisfiable with a conflict set that is
/// - drawn from `added` (the solver's constraints, in the order they were added) and required,
/// - listed in that order,
/// - really conflicting with `target` (checked in a fresh solver), and
/// - minimal: without any one member, the rest together with `target` is satisfiable.
/// `target` is checked with `probeTarget` when given (a `setConstant` failure's new constant).
/// Returns the conflicts.
@discardableResult
func expectMinimalConflict(
  _ error: SolverError?, target: Constraint, probeTarget: Constraint? = nil, added: [Constraint],
  sourceLocation: SourceLocation = #_sourceLocation
) -> [Constraint] {
  guard case .unsatisfiableConstraint(let c, let conflicts)? = error else {
    Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))", sourceLocation: sourceLocation)
    return []
  }
  #expect(c === target, "reported \(c), expected \(target)", sourceLocation: sourceLocation)
  let probe = probeTarget ?? target
  var lastIndex = -1
  for k in conflicts {
    guard let i = added.firstIndex(where: { $0 === k }) else {
      Issue.record("conflict \(k) is not one of the solver's constraints", sourceLocation: sourceLocation)
      continue
    }
    #expect(k.strength.isRequired, "conflict \(k) is not required", sourceLocation: sourceLocation)
    #expect(k !== target, "conflict set contains the target itself", sourceLocation: sourceLocation)
    #expect(i > lastIndex, "conflicts \(conflicts) are not in add order", sourceLocation: sourceLocation)
    lastIndex = i
  }
  #expect(
    !satisfiable(conflicts, plus: probe), "conflicts \(conflicts) do not conflict with \(probe)",
    sourceLocation: sourceLocation)
  for i in conflicts.indices {
    var rest = conflicts
    let dropped = rest.remove(at: i)
    #expect(
      satisfiable(rest, plus: probe), "not minimal: still unsatisfiable without \(dropped)",
      sourceLocation: sourceLocation)
  }
  return conflicts
}

/// Expects two long texts (dumps) to be equal, reporting only the first differing line
/// (Swift Testing's own diff of long strings is slow and unreadable).
func expectSameText(
  _ actual: String, _ expected: String, _ what: String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard actual != expected else { return }
  let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let b = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let k = zip(a, b).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset ?? min(a.count, b.count)
  let l = k < a.count ? String(a[k].prefix(300)) : "<end>"
  let r = k < b.count ? String(b[k].prefix(300)) : "<end>"
  Issue.record("\(what) texts differ at line \(k + 1): «\(l)» vs «\(r)»", sourceLocation: sourceLocation)
}

/// A solved solver holding `x == 10` (returned as `pin`) and `p == 3` at weak strength: the
/// starting point of the tests that make an operation fail against the pin.
func pinnedSolver() throws -> (solver: Solver, x: Variable, p: Variable, pin: Constraint) {
  let solver = Solver()
  let x = Variable("x"), p = Variable("p")
  let pin = x == 10
  try solver.addConstraint(pin)
  try solver.addConstraint((p == 3) | .weak)
  solver.updateVariables()
  return (solver, x, p, pin)
}
