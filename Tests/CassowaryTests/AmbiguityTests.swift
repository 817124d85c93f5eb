import Testing

@testable import Cassowary

/// `ambiguousVariables()`: variables with more than one optimal value, worked out by hand.
@Suite struct AmbiguityTests {
  @Test func aHeightHeldFromBothSidesIsNotAmbiguous() throws {
    // A label's intrinsic height: compression resistance h ≥ 20 @750, hugging h ≤ 20 @250.
    // Any other h costs violation at one of them, so h = 20 is the only optimum.
    let solver = Solver()
    let top = Variable("top"), h = Variable("h")
    try solver.addConstraint(top == 12)
    try solver.addConstraint((h >= 20) | Strength(uiKitPriority: 750))
    try solver.addConstraint((h <= 20) | Strength(uiKitPriority: 250))
    #expect(solver.ambiguousVariables().isEmpty)
  }

  @Test func twoLabelsAlignedByBaselineAreNotAmbiguous() throws {
    // Two labels, each with its intrinsic height held from both sides; the second's top is
    // placed by aligning baselines (top + 16 == top2 + 12): every value is determined.
    let solver = Solver()
    let top1 = Variable("top1"), h1 = Variable("h1"), top2 = Variable("top2"), h2 = Variable("h2")
    try solver.addConstraint(top1 == 12)
    for (h, size) in [(h1, 20.0), (h2, 16.0)] {
      try solver.addConstraint((h >= size) | Strength(uiKitPriority: 750))
      try solver.addConstraint((h <= size) | Strength(uiKitPriority: 250))
    }
    try solver.addConstraint(top1 + 16 == top2 + 12)
    #expect(solver.ambiguousVariables().isEmpty)
    #expect(abs(top2.value - 16) < 1e-9)
  }

  @Test func aFreeOffsetIsAmbiguousWithAWitness() throws {
    // width is pinned, left is not mentioned by anything that fixes it: any left is optimal.
    let solver = Solver()
    let left = Variable("left"), width = Variable("width"), right = Variable("right")
    try solver.addConstraint(width == 100)
    try solver.addConstraint(right == left + width)
    let ambiguous = solver.ambiguousVariables()
    let names = ambiguous.map(\.variable.name)
    #expect(names.contains("left") || names.contains("right"))
    #expect(!names.contains("width"))
    for a in ambiguous { #expect(a.alternative != a.value) }
  }

  @Test func equalWeakPullsLeaveARangeAmbiguous() throws {
    // x == 0 @weak and x == 10 @weak cost |x| + |x − 10| = 10 for every x in [0, 10].
    let solver = Solver()
    let x = Variable("x")
    try solver.addConstraint((x == 0) | .weak)
    try solver.addConstraint((x == 10) | .weak)
    let ambiguous = solver.ambiguousVariables()
    #expect(ambiguous.count == 1)
    if let a = ambiguous.first {
      #expect(a.alternative >= 0 && a.alternative <= 10 && a.alternative != a.value)
    }
  }
}
