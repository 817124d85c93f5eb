@testable import Cassowary
import Testing

/// Where a variable sits in the solvers that know it (`Registration`): solvers that are gone
/// leave nothing behind, as conflict explanation adds the same variables to one short-lived
/// trial solver after another.
@Suite struct RegistrationTests {
  @Test func solversThatAreGoneLeaveNoEntries() throws {
    let x = Variable("x"), y = Variable("y")
    let keeper = Solver()
    try keeper.addConstraint(x == 5)
    for k in 0..<100 {
      let trial = Solver()
      try trial.addConstraint(x + y == Double(k))
    }
    // x: its place in the keeper, and at most the last trial's (dropped at the next one).
    #expect(x.registration.others.count <= 1)
    // y was only ever in trial solvers: the newest one took the place of the one before.
    #expect(y.registration.others.isEmpty)
    // A trial was alive when it learned x: the keeper shares its variables.
    #expect(keeper.token.sharesVariables)
    // y's solvers are all gone: a new solver holding it shares nothing.
    let last = Solver()
    try last.addConstraint(y == 3)
    #expect(!last.token.sharesVariables)
    last.updateVariables()
    keeper.updateVariables()
    #expect(y.value == 3)
    #expect(x.value == 5)
  }
}
