// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Cassowary
import Foundation

// Dropping every item and record and re-queueing the tree's installed constraints: what a
// hierarchy change that moves constrained views between trees, or a layout-direction change,
// costs (O(constraints)) at the next pass.

extension LayoutEngine {
  /// Drops every item and record and queues every installed constraint of the tree again.
  func rebuild() {
    needsRebuild = false
    eliminationLogBaseline = nil
    // The items' and records' back-pointers go first, as when the engine is dropped.
    discard()
    solver.reset()
    items = [:]
    itemOrder = []
    installedRecords = []
    freeRecordSlots = []
    hostPinsHoldFit = false
    heldFitPins = []
    pendingRemoves = []
    pendingRefresh = []
    dirtyItems = []
    broken = []
    builtinGuideItems = []
    labelItems = []
    wrapSamples = []
    makeHostItem()
    pendingAdds = LayoutEngine.installedConstraints(under: host)
    for constraint in pendingAdds { constraint.installedEngine = self }
  }

  /// Constraints that come and go (a table's reused cells replace theirs) leave their solver
  /// symbols behind (`Solver.symbolCount`) and lengthen its record of eliminations
  /// (`Solver.eliminationLogSize`). Past twice the symbols the live constraints need (four
  /// per item, three per record) plus 1 024, or once the record has grown since the solver
  /// was fresh by eight entries per such symbol plus 4 096, the next pass starts from a fresh
  /// solver, so a long-lived engine's memory stays in proportion to its layout (amortised
  /// O(1) per replaced constraint).
  func rebuildIfSymbolsOutgrowLayout() {
    let live = 4 * itemOrder.count + 3 * (installedRecords.count - freeRecordSlots.count)
    let log = solver.eliminationLogSize
    let baseline = eliminationLogBaseline ?? log
    eliminationLogBaseline = baseline
    if solver.symbolCount > 2 * live + 1_024 || log - baseline > 8 * live + 4_096 {
      setNeedsRebuild()
    }
  }

  /// Whether changes wait for the next `update()`.
  var hasPendingWork: Bool {
    needsRebuild || !pendingAdds.isEmpty || !pendingRemoves.isEmpty || !pendingRefresh.isEmpty
      || !dirtyItems.isEmpty || !pendingFitting.isEmpty
  }
}
