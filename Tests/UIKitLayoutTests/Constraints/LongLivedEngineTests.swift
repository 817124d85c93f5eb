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

  @Test func anEngineStartsAFreshSolverBeforeItsRecordOfEliminationsOutgrowsTheLayout() {
    // Fifty views in a row, each as wide as the one before it; the first one's width is
    // replaced 2 000 times. Each replacement is substituted through the whole chain, so the
    // solver's record of eliminations grows by much more than the symbols do: past eight
    // entries per live symbol plus 4 096, the engine starts from a fresh solver too.
    let window = makeWindow()
    var views: [UIView] = []
    for i in 0..<50 {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
      NSLayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: window.topAnchor, constant: CGFloat(i)),
        view.heightAnchor.constraint(equalToConstant: 1),
        (views.last.map { view.leadingAnchor.constraint(equalTo: $0.trailingAnchor) }
          ?? view.leadingAnchor.constraint(equalTo: window.leadingAnchor)),
      ])
      if let previous = views.last { view.widthAnchor.constraint(equalTo: previous.widthAnchor).isActive = true }
      views.append(view)
    }
    // The last view is at most 10 wide, and as wide as that lets it be.
    views[49].widthAnchor.constraint(lessThanOrEqualToConstant: 10).isActive = true
    let preferred = views[49].widthAnchor.constraint(equalToConstant: 10)
    preferred.priority = .defaultLow
    preferred.isActive = true
    var width = views[0].widthAnchor.constraint(greaterThanOrEqualToConstant: 1)
    width.isActive = true
    var largest = 0
    var bound = 0
    for i in 1...2_000 {
      width.isActive = false
      width = views[0].widthAnchor.constraint(greaterThanOrEqualToConstant: CGFloat(i % 5))
      width.isActive = true
      window.layoutIfNeeded()
      guard let engine = window.layoutEngineStorage else { continue }
      largest = max(largest, engine.solver.eliminationLogSize)
      let live = 4 * engine.itemOrder.count + 3 * (engine.installedRecords.count - engine.freeRecordSlots.count)
      bound = max(bound, 8 * live + 4_096)
    }
    // Every view is 10 wide, the last one at 49 × 10.
    #expect(views[49].frame == CGRect(x: 490, y: 49, width: 10, height: 1))
    // Checked after each update: at most one replacement's entries (about 50) past the bound.
    // Without it the log reaches about 100 000 before the symbols call for a fresh solver.
    #expect(largest <= bound + 100)
  }

  @Test func aViewOnlyEverFittedAtOtherPrioritiesInTurnKeepsItsSolverInProportion() {
    // A card never laid out, fitted 3 000 times, its width required and at the fitting level
    // in turn (each change of priority swaps the root's width pin for a fitting pin or back,
    // which makes symbols), at widths that no remembered fit holds. Fits alone must keep the
    // solver within the bounds a layout keeps it in.
    let (card, label) = FittingTests.card()
    var largest = (symbols: 0, log: 0)
    var bound = (symbols: 0, log: 0)
    for i in 0..<3_000 {
      let width = CGFloat(200 + i % 97)
      let size = card.systemLayoutSizeFitting(
        CGSize(width: width, height: 0),
        withHorizontalFittingPriority: i.isMultiple(of: 2) ? .required : .fittingSizeLevel,
        verticalFittingPriority: .fittingSizeLevel)
      if i.isMultiple(of: 2) {
        let wrapped = label.sizeThatFits(CGSize(width: width - 32, height: CGFloat.greatestFiniteMagnitude))
        #expect(size == CGSize(width: width, height: wrapped.height + 32), "fit \(i)")
      }
      guard let engine = card.layoutEngineStorage else { continue }
      largest = (max(largest.symbols, engine.solver.symbolCount), max(largest.log, engine.solver.eliminationLogSize))
      let live = 4 * engine.itemOrder.count + 3 * (engine.installedRecords.count - engine.freeRecordSlots.count)
      bound = (max(bound.symbols, 2 * live + 1_024), max(bound.log, 8 * live + 4_096))
    }
    // Checked at each fit: at most one fit's symbols and entries past the bounds.
    #expect(largest.symbols <= bound.symbols + 16)
    #expect(largest.log <= bound.log + 100)
    #expect(card.frame == .zero)
  }
}
