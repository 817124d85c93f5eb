@_spi(Testing) @testable import Cassowary
import Testing

/// Randomised layout-like systems with fixed seeds (SplitMix64): views with a left and a
/// width inside a container whose width is an edit variable; chains, gaps, equal and
/// proportional widths, random preferences, and now and then a required constraint that
/// conflicts. After every operation the invariants must hold:
/// - every required constraint in the solver is satisfied within 1e-8;
/// - adding a constraint and removing it again restores every value within 1e-8 (every
///   variable carries a tie-breaking pull of a random strength, so the optimum is unique);
/// - a failed operation leaves `dump` unchanged, and a conflict set is minimal;
/// - the same seed gives the same dumps, and a fresh solver given only the successful
///   operations ends in the same state (dump and values).
@Suite struct PropertyTests {
  /// A constraint described by variable indices, so that it can be rebuilt in another world.
  struct Spec {
    var terms: [(Int, Double)]
    var constant: Double
    var relation: Relation
    var strength: Strength
    /// A two-sided equality's weight below 0 (`nil`: the same as `strength`).
    var strengthBelow: Strength? = nil
  }

  enum Op {
    case add([Int])
    case remove([Int])
    case suggest(Double)
    case setConstant(Int, Double)
    /// `trySetConstants`: all or nothing (refused: `BatchRefused`).
    case setConstants([(Int, Double)])
    case addEdit
    case update
  }

  /// A solver, its variables (0 = container width W, then left/width per view) and the
  /// constraint objects built so far, by spec id.
  final class World {
    let solver = Solver()
    let vars: [Variable]
    var built: [Int: Constraint] = [:]

    init(views: Int) {
      vars = [Variable("W")] + (0..<views).flatMap { [Variable("left\($0)"), Variable("width\($0)")] }
    }

    func constraint(_ id: Int, _ specs: [Spec]) -> Constraint {
      if let c = built[id] { return c }
      let s = specs[id]
      let expression = Expression(s.terms.map { Term(vars[$0.0], $0.1) }, constant: s.constant)
      let c =
        s.strengthBelow.map { Constraint(expression, equalWithStrengthAbove: s.strength, below: $0) }
        ?? Constraint(expression, s.relation, strength: s.strength)
      built[id] = c
      return c
    }

    func apply(_ op: Op, _ specs: [Spec]) throws {
      switch op {
      case .add(let ids): try solver.addConstraints(ids.map { constraint($0, specs) })
      case .remove(let ids): try solver.removeConstraints(ids.map { constraint($0, specs) })
      case .suggest(let v): try solver.suggestValue(vars[0], v)
      case .setConstant(let id, let k): try solver.setConstant(k, of: constraint(id, specs))
      case .setConstants(let changes):
        if !solver.trySetConstants(changes.map { (constraint($0.0, specs), $0.1) }) { throw BatchRefused() }
      case .addEdit: try solver.addEditVariable(vars[0], strength: .strong)
      case .update: solver.updateVariables()
      }
    }
  }

  /// A batch of constants the solver refused (it must then have changed nothing).
  struct BatchRefused: Error {}

  struct Run {
    var trace: [String] = []
    var successful: [Op] = []
    /// For each successful operation, its index in `trace`.
    var successfulAt: [Int] = []
    /// Every operation tried, with whether it succeeded.
    var all: [(Op, Bool)] = []
    var specs: [Spec] = []
    var finalDump = ""
    var finalValues: [Double] = []
  }

  static let views = 6

  static func left(_ i: Int) -> Int { 1 + 2 * i }
  static func width(_ i: Int) -> Int { 2 + 2 * i }

  /// Runs `count` random operations for `seed`. With `check`, records an issue at the first
  /// broken invariant and stops there.
  /// With `trace`, keeps the dump after every operation (for the determinism test).
  /// With `foldEtas`, the solver folds its eta file (the log of its dummy columns) after
  /// every operation instead of once it is large.
  static func run(
    seed: UInt64, count: Int = opCount, check: Bool, trace: Bool = false, foldEtas: Bool = false
  ) -> Run {
    var rng = SplitMix64(seed: seed)
    var out = Run()
    let world = World(views: views)
    let solver = world.solver
    if foldEtas { solver.tableau.etaFoldThreshold = 0 }
    var order: [Int] = []  // spec ids in the solver, in add order
    var baseCount = 0
    var failedInvariant = false

    func fail(_ message: String) {
      if check && !failedInvariant { Issue.record("seed \(seed), op \(out.all.count): \(message)") }
      failedInvariant = true
    }
    func newSpec(_ terms: [(Int, Double)], _ constant: Double, _ rel: Relation, _ strength: Strength) -> Int {
      out.specs.append(Spec(terms: terms, constant: constant, relation: rel, strength: strength))
      return out.specs.count - 1
    }
    func softStrength() -> Strength {
      let tier = [1.0, 1_000, 1_000_000][rng.below(3)]
      return Strength(tier * (0.5 + rng.unit()))
    }
    func randomSpec() -> Int {
      let i = rng.below(views)
      var j = rng.below(views - 1)
      if j >= i { j += 1 }
      let gap = Double(rng.below(21))
      switch rng.below(9) {
      case 0:  // chain link
        return newSpec([(left(j), 1), (left(i), -1), (width(i), -1)], -gap, .equal,
                       rng.chance(0.5) ? .required : softStrength())
      case 1:  // j after i
        return newSpec([(left(j), 1), (left(i), -1), (width(i), -1)], -gap, .greaterThanOrEqual,
                       rng.chance(0.7) ? .required : softStrength())
      case 2:  // equal widths
        return newSpec([(width(i), 1), (width(j), -1)], 0, .equal, rng.chance(0.4) ? .required : softStrength())
      case 3:  // width preference, half the time weighing a fall below otherwise than a rise
        let id = newSpec([(width(i), 1)], -Double(20 + rng.below(281)), .equal, softStrength())
        if rng.chance(0.5) { out.specs[id].strengthBelow = softStrength() }
        return id
      case 4:  // left preference
        return newSpec([(left(i), 1)], -Double(rng.below(501)), .equal, softStrength())
      case 5:  // a required cap that may conflict with the minimum width
        return newSpec([(width(i), 1)], -Double(5 + rng.below(76)), .lessThanOrEqual, .required)
      case 6:  // a required exact width or position (conflicts now and then)
        if rng.chance(0.5) { return newSpec([(width(i), 1)], -Double(10 + rng.below(200)), .equal, .required) }
        return newSpec([(left(i), 1)], -Double(rng.below(300)), .equal, .required)
      case 7:  // proportional widths
        return newSpec([(width(i), 1), (width(j), -2)], 0, .equal, rng.chance(0.3) ? .required : softStrength())
      default:  // trailing margin to the container
        return newSpec([(Self.left(i), -1), (Self.width(i), -1), (0, 1)], -gap, .equal, softStrength())
      }
    }

    func values() -> [Double] { world.vars.map(\.value) }
    func checkRequired() {
      for id in order {
        let c = world.constraint(id, out.specs)
        if c.strength.isRequired && !c.isSatisfied(tolerance: 1e-8) {
          fail("required \(c) violated: value \(c.expression.value)")
          return
        }
      }
    }
    /// Applies and logs an operation; returns the error if it failed (dump checked).
    @discardableResult
    func perform(_ op: Op) -> SolverError? {
      // (Only operations that can fail need the dump before: dumps are not cheap in debug.)
      var canFail = true
      switch op {
      case .update, .suggest: canFail = false
      default: break
      }
      let before = canFail ? solver.dump : ""
      var error: SolverError?
      var refused = false
      do {
        try world.apply(op, out.specs)
      } catch let e as SolverError {
        error = e
      } catch is BatchRefused {
        refused = true
      } catch {
        fail("not a SolverError: \(error)")
      }
      out.all.append((op, error == nil && !refused))
      if refused, solver.dump != before { fail("refused \(op) changed the dump") }
      if let error {
        if solver.dump != before { fail("failed \(op) changed the dump") }
        if case .unsatisfiableConstraint(let c, _) = error, check {
          // Members of a failing batch before the failing one count as added.
          var batchPrefix: [Int] = []
          if case .add(let ids) = op, let k = ids.firstIndex(where: { world.constraint($0, out.specs) === c }) {
            batchPrefix = Array(ids[..<k])
          }
          let added = (order + batchPrefix).map { world.constraint($0, out.specs) }
          var probe = c
          if case .setConstant(_, let k) = op { probe = withConstant(c, k) }
          // Minimality is checked through the shared helper (records its own issues).
          if !failedInvariant {
            expectMinimalConflict(error, target: c, probeTarget: probe, added: added)
          }
        }
      } else if !refused {
        out.successful.append(op)
        out.successfulAt.append(out.all.count - 1)
      }
      if trace { out.trace.append(solver.dump) }
      // The certificate, from scratch, after every operation (optimality once no
      // optimisation is pending: an add defers it to the next read).
      if check, !failedInvariant, let v = solver.invariantViolations().first { fail("certificate after \(op): \(v)") }
      return error
    }
    var suggested = 0.0
    /// The optimum is unique (generic tie-breaking strengths), so a fresh solver given the
    /// same constraints (with their current constants) must find the same values.
    func checkAgainstFreshSolver() {
      guard check, !failedInvariant else { return }
      let fresh = Solver()
      let copies = world.vars.map { Variable($0.name) }
      let constraints = order.map { id -> Constraint in
        let c = world.constraint(id, out.specs)
        let terms = c.expression.terms.map { t in Term(copies[world.vars.firstIndex { $0 === t.variable }!], t.coefficient) }
        return copy(c, Expression(terms, constant: c.expression.constant))
      }
      do {
        try fresh.addConstraints(constraints)
        try fresh.addEditVariable(copies[0], strength: .strong)
        try fresh.suggestValue(copies[0], suggested)
      } catch {
        fail("a fresh solver rejected the current constraints: \(error)")
        return
      }
      fresh.updateVariables()
      for (v, f) in zip(world.vars, copies) where abs(v.value - f.value) > 1e-7 {
        fail("\(v.name) is \(v.value) but a fresh solver with the same constraints gives \(f.value)")
        return
      }
    }
    func update() {
      perform(.update)
      checkRequired()
      checkAgainstFreshSolver()
    }

    // The base system: container edit, per-view bounds, and a tie-breaking pull on every
    // variable at a random (generic) weak-tier strength.
    var base: [Int] = []
    for i in 0..<views {
      base.append(newSpec([(left(i), 1)], 0, .greaterThanOrEqual, .required))
      base.append(newSpec([(left(i), 1), (width(i), 1), (0, -1)], 0, .lessThanOrEqual, .required))
      base.append(newSpec([(width(i), 1)], -Double(10 + rng.below(31)), .greaterThanOrEqual, .required))
    }
    for v in world.vars.indices {
      base.append(newSpec([(v, 1)], -Double(rng.below(400)), .equal, Strength(0.5 + rng.unit())))
    }
    // In a random order, so that some variables get their row from a preference.
    for k in stride(from: base.count - 1, to: 0, by: -1) { base.swapAt(k, rng.below(k + 1)) }
    if perform(.add(base)) != nil { fail("base system rejected") }
    order += base
    baseCount = order.count
    if perform(.addEdit) != nil { fail("addEditVariable failed") }
    suggested = 400
    perform(.suggest(400))
    update()

    for _ in 0..<count where !(check && failedInvariant) {
      let roll = rng.below(100)
      switch roll {
      case 0..<45:  // add one; sometimes add, remove and re-add it
        let id = randomSpec()
        let probeRemoval = rng.chance(0.5)
        if probeRemoval { update() }
        let valuesBefore = values()
        if perform(.add([id])) == nil {
          order.append(id)
          if probeRemoval {
            update()
            perform(.remove([id]))
            order.removeLast()
            update()
            for (k, (a, b)) in zip(values(), valuesBefore).enumerated() where abs(a - b) > 1e-8 {
              fail("add+remove of \(world.constraint(id, out.specs)) moved \(world.vars[k].name) from \(b) to \(a)")
              break
            }
            if perform(.add([id])) == nil { order.append(id) } else { fail("re-adding a removed constraint failed") }
          }
        }
      case 45..<55:  // a batch
        let ids = (0..<(2 + rng.below(3))).map { _ in randomSpec() }
        if perform(.add(ids)) == nil { order += ids }
      case 55..<70:  // remove one or two non-base constraints
        guard order.count > baseCount else { continue }
        let first = baseCount + rng.below(order.count - baseCount)
        var picks = [order[first]]
        if rng.chance(0.3) && order.count - baseCount > 1 {
          let second = baseCount + rng.below(order.count - baseCount)
          if order[second] != picks[0] { picks.append(order[second]) }
        }
        if perform(.remove(picks)) == nil {
          order.removeAll { picks.contains($0) }
        } else {
          fail("removing \(picks) failed")
        }
      case 70..<80:
        suggested = Double(100 + rng.below(901))
        perform(.suggest(suggested))
      case 80..<88:  // setConstant on any constraint in the solver
        let id = order[rng.below(order.count)]
        let c = world.constraint(id, out.specs)
        perform(.setConstant(id, c.expression.constant + Double(rng.below(101) - 50)))
      case 88..<92:  // a batch of two or three (repeats allowed: the last wins)
        let changes = (0..<(2 + rng.below(2))).map { _ in
          let id = order[rng.below(order.count)]
          return (id, world.constraint(id, out.specs).expression.constant + Double(rng.below(101) - 50))
        }
        perform(.setConstants(changes))
      case 92..<96:  // removing something unknown must fail and change nothing
        let id = randomSpec()
        if perform(.remove([id])) == nil { fail("removing an unknown constraint succeeded") }
      default:  // adding something already there must fail and change nothing
        let id = order[rng.below(order.count)]
        if perform(.add([id])) == nil { fail("adding a duplicate succeeded") }
      }
      // Usually read the values; sometimes let the next operation find a stale optimum.
      if rng.chance(0.8) { update() }
    }
    update()
    out.finalDump = solver.dump
    out.finalValues = values()
    return out
  }

  static let seeds: [UInt64] = [1, 2, 3, 17, 42, 1234, 9_999, 31_337]
  static let opCount = 100

  @Test(arguments: seeds)
  func randomLayoutsKeepRequiredConstraintsAndRestoreValues(seed: UInt64) {
    _ = Self.run(seed: seed, check: true)
  }

  /// Folding the log of dummy columns into base columns is invisible: after every operation
  /// or never, the same operations succeed, every invariant holds, and the values agree.
  @Test(arguments: seeds.prefix(4))
  func foldingTheEtaFileAfterEveryOperationChangesNoValue(seed: UInt64) {
    let folded = Self.run(seed: seed, check: true, foldEtas: true)
    let plain = Self.run(seed: seed, check: false)
    #expect(folded.successful.count == plain.successful.count)
    #expect(folded.finalValues.count == plain.finalValues.count)
    for (a, b) in zip(folded.finalValues, plain.finalValues) { #expect(abs(a - b) < 1e-7) }
  }

  @Test(arguments: seeds.prefix(3))
  func sameSeedGivesTheSameDumps(seed: UInt64) {
    let first = Self.run(seed: seed, check: false, trace: true)
    let second = Self.run(seed: seed, check: false, trace: true)
    #expect(first.trace.count == second.trace.count)
    if let k = zip(first.trace, second.trace).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
      Issue.record("seed \(seed): dumps differ first after operation \(k)")
    }
    #expect(first.finalValues == second.finalValues)
  }

  @Test(arguments: seeds.prefix(4))
  func freshSolverGivenOnlyTheSuccessfulOperationsEndsInTheSameState(seed: UInt64) throws {
    let run = Self.run(seed: seed, check: false)
    #expect(run.successful.count < run.all.count, "the run should include failed operations")
    let world = World(views: Self.views)
    for op in run.successful { try world.apply(op, run.specs) }
    expectSameText(world.solver.dump, run.finalDump, "replayed vs original dump:")
    #expect(world.vars.map(\.value) == run.finalValues)
  }
}
