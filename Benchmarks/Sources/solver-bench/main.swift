import Cassowary
import Foundation

// Prints one line per scenario, `swift <scenario> key=value…`, in the same form as
// scripts/kiwi/bench.cpp prints `kiwi <scenario> …`; scripts/kiwi/compare.py joins them.

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Times `body` `reps` times; what it returns is released after the clock stops, so tearing
/// a solver down is not counted (kiwi's numbers do not count it either).
func measure<T>(reps: Int, _ body: () throws -> T) rethrows -> (times: [Double], last: T?) {
  var times: [Double] = []
  var last: T?
  for _ in 0..<reps {
    last = nil
    let t0 = now()
    let value = try body()
    times.append(Double(now() - t0) / 1000)
    last = value
  }
  return (times.sorted(), last)
}

func median(_ xs: [Double]) -> Double {
  let s = xs.sorted()
  return s.isEmpty ? .nan : (s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2)
}

func report(_ name: String, _ fields: [(String, Double)]) {
  let text = fields.map { "\($0.0)=\(String(format: "%.3f", $0.1))" }.joined(separator: " ")
  print("swift \(name) \(text)")
  _ = 0
}

let args = CommandLine.arguments.dropFirst()
let big = ProcessInfo.processInfo.environment["BENCH_BIG"] == "1" || args.contains("--big")
let only = args.first { !$0.hasPrefix("--") && !$0.hasSuffix(".json") }
/// A scenario name prefix (`chain` runs every chain); a trailing `$` asks for that one only.
func wanted(_ name: String) -> Bool {
  only.map { $0.hasSuffix("$") ? name == String($0.dropLast()) : name.hasPrefix($0) } ?? true
}

/// `--enaml PATH`: the solver-system file of kiwi's enaml-like benchmark.
let enamlPath = zip(args, args.dropFirst()).first { $0.0 == "--enaml" }?.1

do {
  if wanted("enaml") {
    if let enamlPath {
      let system = try EnamlSystem(path: enamlPath)
      let (t, _) = try measure(reps: 201) { try system.build() }
      report("enaml-build", [("median_us", median(t))])
      let (solver, w, h) = try system.build()
      let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]
      var perTriple: [Double] = []
      for _ in 0..<7 {
        let t0 = now()
        for i in 0..<10_000 {
          let (sw, sh) = sizes[i % sizes.count]
          try solver.suggestValue(w, sw)
          try solver.suggestValue(h, sh)
          solver.updateVariables()
        }
        perTriple.append(Double(now() - t0) / 1000 / 10_000)
      }
      report("enaml-suggest", [("median_us", median(perTriple))])
      if args.contains("--stats") { print(solver.statistics.split(separator: "\n")[0]) }
    } else {
      print("swift enaml-build skipped (pass --enaml PATH; scripts/bench-compare.sh does)")
    }
  }
  for k in [100, 1000, 10000] where wanted("chain-\(k)") {
    let (t, last) = try measure(reps: k >= 10000 ? 5 : 21) { try Scenarios.buildChain(k) }
    if let last { try Scenarios.verifyChain(last) }
    report("chain-\(k)", [("median_us", median(t))])
  }
  if wanted("remove") {
    var removeTimes: [Double] = [], readdTimes: [Double] = []
    for _ in 0..<11 {
      let chain = try Scenarios.buildChain(1000)
      let victims = chain.constraints.indices.filter { $0 % 10 == 0 }.map { chain.constraints[$0] }
      var t0 = now()
      for c in victims { try chain.solver.removeConstraint(c) }
      chain.solver.updateVariables()
      removeTimes.append(Double(now() - t0) / 1000)
      t0 = now()
      for c in victims { try chain.solver.addConstraint(c) }
      chain.solver.updateVariables()
      readdTimes.append(Double(now() - t0) / 1000)
      try Scenarios.verifyChain(chain)
    }
    report("remove-1000", [("median_us", median(removeTimes))])
    report("readd-1000", [("median_us", median(readdTimes))])
  }
  for n in [10, 30, 60] where wanted("grid-\(n)") {
    if n == 60 && !big {
      print("swift grid-60 skipped (set BENCH_BIG=1)")
      continue
    }
    let (t, last) = try measure(reps: n >= 60 ? 3 : (n >= 30 ? 7 : 21)) { try Scenarios.buildGrid(n) }
    if let last { try Scenarios.verifyGrid(last) }
    report("grid-\(n)", [("median_us", median(t))])
    if let last, args.contains("--stats") { print(last.solver.statistics) }
  }
  if wanted("resize") {
    let g = try Scenarios.buildGrid(30)
    if args.contains("--stats") { print("before: " + g.solver.statistics.split(separator: "\n")[0]) }
    var steps: [Double] = [], suggests: [Double] = [], updates: [Double] = []
    for t in 0..<1000 {
      let t0 = now()
      try g.solver.suggestValue(g.cw, Double(1000 + t))
      let t1 = now()
      g.solver.updateVariables()
      let t2 = now()
      steps.append(Double(t2 - t0) / 1000)
      suggests.append(Double(t1 - t0) / 1000)
      updates.append(Double(t2 - t1) / 1000)
    }
    if args.contains("--stats") {
      var idle: [Double] = []
      for _ in 0..<1000 {
        let t0 = now()
        g.solver.updateVariables()
        idle.append(Double(now() - t0) / 1000)
      }
      print("resize-30 phases: suggest median \(median(suggests)) us, update median \(median(updates)) us, update with nothing changed \(median(idle)) us")
      let slowest = steps.indices.sorted { steps[$0] > steps[$1] }.prefix(3)
      print("resize-30 slowest steps: " + slowest.map { "#\($0) \(steps[$0]) us (suggest \(suggests[$0]))" }.joined(separator: ", "))
    }
    if args.contains("--stats") { print("after:  " + g.solver.statistics.split(separator: "\n")[0]) }
    let w = (Double(1000 + 999) - 8 * 31) / 30
    try Scenarios.check(abs(g.width[0][0].value - w) < 1e-6, "resize width \(g.width[0][0].value) != \(w)")
    report("resize-30", [
      ("mean_us", steps.reduce(0, +) / Double(steps.count)), ("median_us", median(steps)),
      ("worst_us", steps.max() ?? 0),
    ])
  }
} catch {
  print("swift FAILED: \(error)")
  exit(1)
}
