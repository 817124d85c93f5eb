import Cassowary
import Testing

/// Every public solver operation on its success path: bookkeeping (`hasConstraint`,
/// `hasEditVariable`), `updateVariables`' return value, `reset`, and the determinism of `dump`.
@Suite struct SolverOperationTests {
  @Test func addConstraintMakesItKnownAndRemoveForgetsIt() throws {
    let solver = Solver()
    let x = Variable("x")
    let c = x == 10
    #expect(!solver.hasConstraint(c))
    try solver.addConstraint(c)
    #expect(solver.hasConstraint(c))
    try solver.removeConstraint(c)
    #expect(!solver.hasConstraint(c))
    // A removed constraint can be added again.
    try solver.addConstraint(c)
    #expect(solver.hasConstraint(c))
    solver.updateVariables()
    #expect(x.value == 10)
  }

  @Test func hasConstraintIsByIdentityNotByContent() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint(x == 10)
    #expect(!solver.hasConstraint(x == 10))
  }

  @Test func addConstraintsAddsEveryMember() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    let batch = [x == 10, y == x + 5, (y == 0) | .weak]
    try solver.addConstraints(batch)
    for c in batch { #expect(solver.hasConstraint(c)) }
    solver.updateVariables()
    expectValues([x: 10, y: 15])
  }

  /// Reserving room changes no value: a chain of boxes `left_k = left_{k-1} + width_{k-1} + 8`
  /// with preferred widths, solved in a solver that reserved (too little, then again) and in
  /// one that did not, gives the values computed by hand: left_k = 28k, widths 20.
  @Test func reservingCapacityChangesNoValue() throws {
    for reserve in [nil, 0, 5, 1_000] as [Int?] {
      let solver = Solver()
      if let reserve { solver.reserveCapacity(forConstraints: reserve) }
      var lefts: [Variable] = [], widths: [Variable] = []
      for k in 0..<40 {
        // Part-way through, a second reservation smaller than what is already there.
        if k == 20, reserve != nil { solver.reserveCapacity(forConstraints: 3) }
        let left = Variable("left\(k)"), width = Variable("width\(k)")
        try solver.addConstraint(k == 0 ? left == 0 : left == lefts[k - 1] + widths[k - 1] + 8)
        try solver.addConstraint(width >= 10)
        try solver.addConstraint((width == 20) | .weak)
        lefts.append(left)
        widths.append(width)
      }
      solver.updateVariables()
      for k in 0..<40 {
        #expect(lefts[k].value == Double(28 * k), "reserve \(String(describing: reserve)), left\(k)")
        #expect(widths[k].value == 20)
      }
    }
  }

  /// Reserving room (which also sizes the dummies' log and the markers' slots ahead) changes
  /// neither a value nor a conflict's explanation: a chain of required equalities
  /// `left_k = left_{k-1} + width_{k-1} + 8`, `width_k = 20` puts left_k at 28k; a required
  /// `width_3 = 30` conflicts with `width_3 = 20` and names it; with that one removed, it holds
  /// and the boxes after the fourth move 10 to the right.
  @Test func reservingCapacityKeepsConflictsAndRemovals() throws {
    for reserve in [nil, 8, 1_000] as [Int?] {
      let solver = Solver()
      if let reserve { solver.reserveCapacity(forConstraints: reserve) }
      var lefts: [Variable] = [], widths: [Variable] = [], fixed: [Constraint] = []
      for k in 0..<12 {
        let left = Variable("left\(k)"), width = Variable("width\(k)")
        try solver.addConstraint(k == 0 ? left == 0 : left == lefts[k - 1] + widths[k - 1] + 8)
        let size = width == 20
        try solver.addConstraint(size)
        lefts.append(left)
        widths.append(width)
        fixed.append(size)
      }
      let wider = widths[3] == 30
      do {
        try solver.addConstraint(wider)
        Issue.record("reserve \(String(describing: reserve)): width3 == 30 was accepted")
      } catch {
        guard case .unsatisfiableConstraint(let broken, let conflicts) = error else {
          Issue.record("reserve \(String(describing: reserve)): \(error)")
          continue
        }
        #expect(broken === wider)
        #expect(conflicts.contains { $0 === fixed[3] }, "reserve \(String(describing: reserve))")
      }
      try solver.removeConstraint(fixed[3])
      try solver.addConstraint(wider)
      solver.updateVariables()
      for k in 0..<12 {
        #expect(lefts[k].value == Double(28 * k + (k > 3 ? 10 : 0)), "reserve \(String(describing: reserve)), left\(k)")
      }
    }
  }

  @Test func emptyBatchesAreNoOps() throws {
    let solver = Solver()
    let before = solver.dump
    try solver.addConstraints([])
    try solver.removeConstraints([])
    #expect(solver.dump == before)
  }

  @Test func removeConstraintsRemovesEveryMember() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    let keep = (x == 1) | .weak
    let a = x == 10, b = y == 20
    try solver.addConstraints([keep, a, b])
    try solver.removeConstraints([a, b])
    #expect(!solver.hasConstraint(a))
    #expect(!solver.hasConstraint(b))
    #expect(solver.hasConstraint(keep))
    solver.updateVariables()
    expectValues([x: 1])
  }

  @Test func editVariableLifecycle() throws {
    let solver = Solver()
    let x = Variable("x")
    #expect(!solver.hasEditVariable(x))
    try solver.addEditVariable(x, strength: .strong)
    #expect(solver.hasEditVariable(x))
    try solver.suggestValue(x, 42)
    solver.updateVariables()
    #expect(x.value == 42)
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    // It can become an edit variable again, at another strength.
    try solver.addEditVariable(x, strength: .weak)
    #expect(solver.hasEditVariable(x))
  }

  @Test func editVariableStartsPulledToZeroBeforeAnySuggestion() throws {
    // kiwi's edit constraint is `x == 0` until a value is suggested.
    let solver = Solver()
    let x = Variable("x", value: 7)
    try solver.addConstraint((x == 10) | .weak)
    try solver.addEditVariable(x, strength: .strong)
    solver.updateVariables()
    #expect(x.value == 0)
  }

  @Test func updateVariablesReturnsChangedVariablesInFirstSeenOrder() throws {
    let solver = Solver()
    let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d", value: 4)
    // First seen: b, a (in this constraint's term order), then d, then c.
    try solver.addConstraint(b + a == 3)
    try solver.addConstraint(a == 1)
    try solver.addConstraint(d == 4)  // unchanged: d already holds 4
    try solver.addConstraint(c == 5)
    let changed = solver.updateVariables()
    #expect(changed.map(\.name) == ["b", "a", "c"])
    expectValues([a: 1, b: 2, c: 5, d: 4])
    // Nothing moved since: nothing changed.
    #expect(solver.updateVariables().isEmpty)
  }

  @Test func updateVariablesAfterASuggestionReturnsOnlyWhatMoved() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    try solver.addConstraint(z == 3)
    try solver.addConstraint(y == 2 * x)
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 5)
    #expect(solver.updateVariables().map(\.name) == ["z", "y", "x"])
    try solver.suggestValue(x, 6)
    #expect(solver.updateVariables().map(\.name) == ["y", "x"])
    expectValues([x: 6, y: 12, z: 3])
  }

  @Test func changedVariablesListedUnretainedAreTheCollectionsInOrder() throws {
    let solver = Solver()
    let a = Variable("a"), b = Variable("b"), c = Variable("c")
    try solver.addConstraint(b + a == 3)
    try solver.addConstraint(a == 1)
    try solver.addConstraint(c == 5)
    let changed = solver.updateVariables()
    var names: [String] = []
    changed.forEachUnretained { names.append($0.name) }
    // First seen: b, a, then c (as `updateVariablesReturnsChangedVariablesInFirstSeenOrder`).
    #expect(names == ["b", "a", "c"])
    #expect(names == changed.map(\.name))
  }

  @Test func changedVariablesGiveTheirTagsOncePerRun() throws {
    let solver = Solver()
    let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d"), e = Variable("e")
    // Two objects' variables (tags 1 and 2) and one untagged: a, b of the first, c of the
    // second, d of the first again, e untagged.
    a.userData = 1
    b.userData = 1
    c.userData = 2
    d.userData = 1
    let cPin = c == 3
    try solver.addConstraints([a == 1, b == 2, cPin, d == 4, e == 5])
    var tags: [Int] = []
    solver.updateVariables().forEachUserData { tags.append($0) }
    // In first-seen order a, b, c, d, e: a run of 1s once, then 2, then 1 again, then 0.
    #expect(tags == [1, 2, 1, 0])
    // Only what changed: a run of one.
    try solver.setConstant(-7, of: cPin)
    tags = []
    solver.updateVariables().forEachUserData { tags.append($0) }
    #expect(tags == [2])
  }

  @Test func repeatedSuggestionsListWhatMovedEachTime() throws {
    // The solver reuses its lists of changes from one evaluation to the next: every step
    // must list exactly its own changes, none left over from the step before.
    // Sixteen fixed variables besides: few enough changes for the incremental evaluation.
    let solver = Solver()
    let fixed = (0..<16).map { Variable("z\($0)") }
    for (i, z) in fixed.enumerated() { try solver.addConstraint(z == Double(i)) }
    let x = Variable("x"), y = Variable("y")
    try solver.addConstraint(y == 2 * x)
    try solver.addEditVariable(x, strength: .strong)
    solver.updateVariables()
    for step in 1...20 {
      let value = Double(step % 3)  // 1, 2, 0, 1, 2, 0 …: every step moves x and y
      try solver.suggestValue(x, value)
      let changed = solver.updateVariables()
      #expect(changed.map(\.name) == ["y", "x"], "step \(step)")
      #expect(x.value == value && y.value == 2 * value, "step \(step)")
      #expect(fixed.map(\.value) == (0..<16).map(Double.init), "step \(step)")
      // The same value again moves nothing.
      try solver.suggestValue(x, value)
      #expect(solver.updateVariables().isEmpty, "step \(step), repeated")
    }
  }

  @Test func valuesAreWrittenOnlyByUpdateVariables() throws {
    let solver = Solver()
    let x = Variable("x", value: -1)
    try solver.addConstraint(x == 10)
    #expect(x.value == -1)
    solver.updateVariables()
    #expect(x.value == 10)
  }

  @Test func variablesNeverMentionedAreNotTouched() throws {
    let solver = Solver()
    let x = Variable("x"), stranger = Variable("stranger", value: 9)
    try solver.addConstraint(x == 1)
    solver.updateVariables()
    #expect(stranger.value == 9)
  }

  @Test func resetForgetsEverythingButKeepsValues() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y")
    let c = x == 10
    try solver.addConstraint(c)
    try solver.addConstraint(y == x + 1)
    try solver.addEditVariable(y, strength: .weak)
    solver.updateVariables()
    solver.reset()
    #expect(!solver.hasConstraint(c))
    #expect(!solver.hasEditVariable(y))
    #expect(solver.dump == Solver().dump)
    expectValues([x: 10, y: 11])
    // Usable again, and x == 20 no longer conflicts with the forgotten x == 10.
    try solver.addConstraint(x == 20)
    solver.updateVariables()
    #expect(x.value == 20)
    // The old constraint object is unknown to the reset solver: removing it fails.
    #expect(kindOf(solverError { try solver.removeConstraint(c) }) == "UnknownConstraint")
  }

  @Test func resetSolverBehavesLikeAFreshOne() throws {
    func build(_ solver: Solver) throws {
      let x = Variable("x"), y = Variable("y")
      try solver.addConstraint(x + y == 10)
      try solver.addConstraint((x == 3) | .strong)
    }
    let used = Solver()
    let old = Variable("old")
    try used.addConstraint(old >= 1)
    try used.addEditVariable(old, strength: .medium)
    used.reset()
    try build(used)
    let fresh = Solver()
    try build(fresh)
    #expect(used.dump == fresh.dump)
  }

  @Test func sameOperationsGiveTheSameDump() throws {
    func run() throws -> (String, [Double]) {
      let solver = Solver()
      let a = Variable("a"), b = Variable("b"), c = Variable("c")
      try solver.addConstraint(a + b + c == 30)
      try solver.addConstraint(a >= 2)
      try solver.addConstraint((b == 2 * a) | .medium)
      try solver.addEditVariable(c, strength: .strong)
      try solver.suggestValue(c, 12)
      solver.updateVariables()
      return (solver.dump, [a.value, b.value, c.value])
    }
    let (d1, v1) = try run()
    let (d2, v2) = try run()
    #expect(d1 == d2)
    #expect(v1 == v2)
    // c = 12 (strong edit), a + b = 18 and b = 2a (medium) → a = 6, b = 12.
    #expect(v1 == [6, 12, 12])
  }

  @Test func dumpListsConstraintsAndEditVariables() throws {
    let solver = Solver()
    let width = Variable("width")
    try solver.addConstraint(width >= 100)
    try solver.addEditVariable(width, strength: .strong)
    let d = solver.dump
    #expect(d.contains("width - 100 >= 0 | required"))
    #expect(d.contains("Edit variables\n  width\n"))
  }
}
