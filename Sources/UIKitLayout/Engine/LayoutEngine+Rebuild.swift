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
    forgetUserRecords()
    for item in itemOrder {
      if let view = item.view, view.engineItemStorage === item { view.engineItemStorage = nil }
      item.pins = []
      item.contentSize = []
      item.dependents = []
    }
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
    makeHostItem()
    pendingAdds = LayoutEngine.installedConstraints(under: host)
    for constraint in pendingAdds { constraint.installedEngine = self }
  }
}
