import Cassowary

/// The solver scenarios of issue #2, defined exactly as there (and as `scripts/kiwi/bench.cpp`
/// builds them for kiwi), so the two can be compared line by line.
enum Scenarios {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func check(_ ok: Bool, _ message: @autoclosure () -> String) throws {
    if !ok { throw Failure(description: message()) }
  }

  // MARK: - chain(K)

  struct Chain {
    var solver = Solver()
    var left: [Variable] = []
    var width: [Variable] = []
    var constraints: [Constraint] = []
  }

  /// for k in 0..<K: `left_0 == 0` or `left_k == left_{k-1} + width_{k-1} + 8`;
  /// `width_k >= 20`; `width_k == 50` @weak.
  static func buildChain(_ k: Int) throws -> Chain {
    var chain = Chain()
    for i in 0..<k {
      let l = Variable("left\(i)"), w = Variable("width\(i)")
      chain.left.append(l)
      chain.width.append(w)
      let link = i == 0 ? (l == 0) : (l == chain.left[i - 1] + chain.width[i - 1] + 8)
      for c in [link, w >= 20, (w == 50) | .weak] {
        try chain.solver.addConstraint(c)
        chain.constraints.append(c)
      }
    }
    chain.solver.updateVariables()
    return chain
  }

  static func verifyChain(_ chain: Chain) throws {
    for i in chain.left.indices {
      try check(abs(chain.width[i].value - 50) < 1e-6, "chain width\(i) = \(chain.width[i].value)")
      try check(abs(chain.left[i].value - Double(58 * i)) < 1e-6, "chain left\(i) = \(chain.left[i].value)")
    }
  }

  // MARK: - grid(N)

  struct Grid {
    var solver = Solver()
    var cw = Variable("cw"), ch = Variable("ch")
    var left: [[Variable]] = [], top: [[Variable]] = []
    var width: [[Variable]] = [], height: [[Variable]] = []
  }

  static func buildGrid(_ n: Int) throws -> Grid {
    var g = Grid()
    let s = g.solver
    try s.addEditVariable(g.cw, strength: .strong)
    try s.addEditVariable(g.ch, strength: .strong)
    try s.suggestValue(g.cw, Double(58 * n + 8))
    try s.suggestValue(g.ch, Double(38 * n + 8))
    func vars(_ name: String) -> [[Variable]] {
      (0..<n).map { i in (0..<n).map { j in Variable("\(name)[\(i)][\(j)]") } }
    }
    g.left = vars("left"); g.top = vars("top"); g.width = vars("width"); g.height = vars("height")
    for i in 0..<n {
      for j in 0..<n {
        let l = g.left[i][j], t = g.top[i][j], w = g.width[i][j], h = g.height[i][j]
        try s.addConstraint(w >= 0)
        try s.addConstraint(h >= 0)
        try s.addConstraint((w == 50) | .weak)
        try s.addConstraint((h == 30) | .weak)
        if j == 0 {
          try s.addConstraint(l == 8)
        } else {
          try s.addConstraint(l == g.left[i][j - 1] + g.width[i][j - 1] + 8)
          try s.addConstraint(w == g.width[i][j - 1])
        }
        if j == n - 1 { try s.addConstraint(l + w + 8 == g.cw) }
        if i == 0 {
          try s.addConstraint(t == 8)
        } else {
          try s.addConstraint(t == g.top[i - 1][j] + g.height[i - 1][j] + 8)
          try s.addConstraint(h == g.height[i - 1][j])
        }
        if i == n - 1 { try s.addConstraint(t + h + 8 == g.ch) }
      }
    }
    s.updateVariables()
    return g
  }

  static func verifyGrid(_ g: Grid) throws {
    for i in g.left.indices {
      for j in g.left.indices {
        try check(abs(g.width[i][j].value - 50) < 1e-6, "grid width[\(i)][\(j)] = \(g.width[i][j].value)")
        try check(abs(g.height[i][j].value - 30) < 1e-6, "grid height[\(i)][\(j)] = \(g.height[i][j].value)")
        try check(abs(g.left[i][j].value - Double(8 + 58 * j)) < 1e-6, "grid left[\(i)][\(j)] = \(g.left[i][j].value)")
        try check(abs(g.top[i][j].value - Double(8 + 38 * i)) < 1e-6, "grid top[\(i)][\(j)] = \(g.top[i][j].value)")
      }
    }
  }
}
