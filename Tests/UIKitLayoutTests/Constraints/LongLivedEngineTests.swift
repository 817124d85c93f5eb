import Foundation
import Testing

@testable import UIKitLayout

@MainActor
@Suite struct LongLivedEngineTests {
  @Test func anEngineWhoseConstraintsChurnStartsAFreshSolverInProportion() {
    // A view whose width constraint is replaced 3 000 times, laid out after each: every
    // replacement leaves symbols behind in the solver. Past twice what the live constraints
    // need (four per item, three per record) plus 1 024, the engine starts from a fresh
    // solver, and the layout is what it would be anyway.
    let window = makeWindow()
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      child.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      child.heightAnchor.constraint(equalToConstant: 30),
    ])
    var width = child.widthAnchor.constraint(equalToConstant: 1)
    width.isActive = true
    var largest = 0
    var bound = 0
    for i in 1...3_000 {
      width.isActive = false
      width = child.widthAnchor.constraint(equalToConstant: CGFloat(i % 100))
      width.isActive = true
      window.layoutIfNeeded()
      guard let engine = window.layoutEngineStorage else { continue }
      largest = max(largest, engine.solver.symbolCount)
      let live = 4 * engine.itemOrder.count + 3 * (engine.installedRecords.count - engine.freeRecordSlots.count)
      bound = max(bound, 2 * live + 1_024)
    }
    #expect(child.frame == CGRect(x: 10, y: 20, width: 0, height: 30))
    // The check runs after each update: at most one update's worth of symbols past the bound.
    #expect(largest <= bound + 8)
  }
}
