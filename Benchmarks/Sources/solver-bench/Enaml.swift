import Cassowary
import Foundation

/// kiwi's `enaml_like_benchmark` system, read from the solver-system file that
/// `scripts/kiwi/gen_enaml.py` writes from the kiwisolver sdist (not committed: it is
/// generated from kiwi's own benchmark at bench time).
struct EnamlSystem {
  var names: [String]
  var constraints: [(terms: [(Double, Int)], constant: Double, op: String, strength: Strength)]
  var order: [Int]  // constraint indices in add order

  init(path: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let names = root["variables"] as? [String], let cs = root["constraints"] as? [[String: Any]]
    else { throw Scenarios.Failure(description: "\(path): not a solver-system file") }
    self.names = names
    let index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
    func strength(_ any: Any?) -> Strength {
      switch any {
      case let s as String:
        return ["required": .required, "strong": .strong, "medium": .medium, "weak": .weak][s] ?? .required
      case let n as NSNumber: return Strength(n.doubleValue)
      case let a as [Double]:
        return Strength(strong: a[0], medium: a[1], weak: a[2], weight: a.count > 3 ? a[3] : 1)
      default: return .required
      }
    }
    constraints = cs.map { c in
      let terms = (c["terms"] as? [[Any]] ?? []).map { t in
        ((t[0] as? NSNumber)?.doubleValue ?? 0, index[t[1] as? String ?? ""] ?? 0)
      }
      return (terms, (c["constant"] as? NSNumber)?.doubleValue ?? 0, c["op"] as? String ?? "==",
              strength(c["strength"]))
    }
    let ops = root["ops"] as? [[String: Any]] ?? []
    order = ops.compactMap { $0["op"] as? String == "add" ? ($0["c"] as? NSNumber)?.intValue : nil }
    if order.isEmpty { order = Array(constraints.indices) }
  }

  /// Builds a solver: edit variables width and height (strong) first, then every constraint.
  func build() throws -> (Solver, width: Variable, height: Variable) {
    let vars = names.map { Variable($0) }
    let solver = Solver()
    guard let wi = names.firstIndex(of: "width"), let hi = names.firstIndex(of: "height") else {
      throw Scenarios.Failure(description: "enaml: no width/height")
    }
    try solver.addEditVariable(vars[wi], strength: .strong)
    try solver.addEditVariable(vars[hi], strength: .strong)
    for i in order {
      let c = constraints[i]
      let e = Expression(c.terms.map { Term(vars[$0.1], $0.0) }, constant: c.constant)
      let rel: Relation = c.op == "==" ? .equal : (c.op == "<=" ? .lessThanOrEqual : .greaterThanOrEqual)
      try solver.addConstraint(Constraint(e, rel, strength: c.strength))
    }
    solver.updateVariables()
    return (solver, vars[wi], vars[hi])
  }
}
