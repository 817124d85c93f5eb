@_spi(Testing) import Cassowary
import Foundation
import LayoutDocument
import LayoutTool
import Testing

/// The solver regressions found outside (`shared/fixtures/solver-regressions/`, copied into
/// `Fixtures/solver-regressions/` so a clone tests them on its own; cases added to the shared
/// folder later are read from there too). Each file holds, in its `meta`, the optimum worked
/// out independently (an LP solver) at its last snapshot: the run must give it, and the
/// solver's certificate (`invariantViolations()`) must hold after every operation — before
/// and after the values are read.
@Suite struct SolverRegressionTests {
  static let local = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/solver-regressions")
  static let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../shared/fixtures/solver-regressions").standardizedFileURL

  static var cases: [URL] {
    var byName: [String: URL] = [:]
    for folder in [shared, local] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names where name.hasSuffix(".json") { byName[name] = folder.appendingPathComponent(name) }
    }
    return byName.keys.sorted().compactMap { byName[$0] }
  }

  @Test func everyCaseIsFound() {
    #expect(Self.cases.count >= 7)
  }

  @Test(arguments: cases)
  func givesTheOptimumAndKeepsItsCertificate(_ file: URL) throws {
    let bytes = try Array(Data(contentsOf: file))
    let system = try SolverSystem(json: bytes)
    var violations: [String] = []
    let result = SolverSystemRunner(system) { solver, op in
      for v in solver.invariantViolations() { violations.append("op \(op): \(v)") }
      solver.updateVariables()
      for v in solver.invariantViolations() { violations.append("op \(op), after updating: \(v)") }
    }.run()
    #expect(violations.isEmpty, "\(file.lastPathComponent): \(violations.prefix(5))")

    guard case .object(let top) = try JSONParser.parse(bytes),
      case .object(let meta)? = top.first(where: { $0.key == "meta" })?.value,
      case .object(let optimum)? = meta.first(where: { $0.key == "optimal_values_at_last_snapshot" })?.value,
      let last = result.snapshots.last
    else {
      Issue.record("\(file.lastPathComponent): no snapshot or no optimum in meta")
      return
    }
    var optimal = [Double](repeating: 0, count: system.variables.count)
    for (name, value) in optimum {
      guard case .number(let x) = value, let i = system.variables.firstIndex(of: name) else {
        Issue.record("\(file.lastPathComponent): bad optimum entry \(name)")
        return
      }
      optimal[i] = x
    }
    // Where the optimum is not unique the values may differ; the weighted error may not.
    let state = ActiveSet(system, results: result.results, upTo: last.op)
    let ours = state.weightedError(last.values), best = state.weightedError(optimal)
    #expect(state.requiredViolation(last.values) < 1e-7, "\(file.lastPathComponent): a required constraint is violated")
    #expect(abs(ours - best) <= 1e-7 * max(1, abs(best)), "\(file.lastPathComponent): weighted error \(ours), the optimum's \(best)")
  }
}

/// The constraints and edit variables in force after an operation of a run (replaying the
/// operations that succeeded), and the weighted error of an assignment under them: the
/// objective every solver minimises, Σ strength × violation.
struct ActiveSet {
  var constraints: [Int: (entry: SolverSystem.ConstraintEntry, constant: Double)] = [:]
  var edits: [Int: (strength: Double, value: Double)] = [:]

  init(_ system: SolverSystem, results: [String], upTo last: Int) {
    for (n, op) in system.operations.enumerated() where n <= last && results[n] == "ok" {
      switch op {
      case .add(let c): constraints[c] = (system.constraints[c], system.constraints[c].constant)
      case .remove(let c): constraints[c] = nil
      case .setConstant(let c, let k): constraints[c]?.constant = k
      case .addEdit(let v, let s): edits[v] = (s.value, 0)  // the hidden `v == 0` until a suggestion
      case .removeEdit(let v): edits[v] = nil
      case .suggest(let v, let x): edits[v]?.value = x
      case .snapshot: break
      }
    }
  }

  /// How far an entry's expression is from holding (≥ 0).
  static func violation(_ entry: SolverSystem.ConstraintEntry, _ constant: Double, _ x: [Double]) -> Double {
    let v = entry.terms.reduce(constant) { $0 + $1.coefficient * x[$1.variable] }
    switch entry.relation {
    case .equal: return abs(v)
    case .lessThanOrEqual: return max(0, v)
    case .greaterThanOrEqual: return max(0, -v)
    }
  }

  func weightedError(_ x: [Double]) -> Double {
    var total = 0.0
    for key in constraints.keys.sorted() {
      guard let (entry, constant) = constraints[key], !entry.strength.isRequired else { continue }
      total += entry.strength.value * Self.violation(entry, constant, x)
    }
    for key in edits.keys.sorted() {
      guard let edit = edits[key] else { continue }
      total += edit.strength * abs(x[key] - edit.value)
    }
    return total
  }

  func requiredViolation(_ x: [Double]) -> Double {
    constraints.values.filter { $0.entry.strength.isRequired }
      .map { Self.violation($0.entry, $0.constant, x) }.max() ?? 0
  }
}
