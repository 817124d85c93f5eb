// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Cassowary
import Foundation

extension LayoutEngine {
  /// Every item's solved rect at some moment (a fit's start), by item order: what a fit
  /// compares with to mark for layout only what it really moved.
  struct SolvedValues {
    var rects: [CGRect] = []

    /// Whether item `index` had `rect` (false for an item made since), component by
    /// component (`==` on rects may standardize them).
    func isSame(_ index: Int, _ rect: CGRect) -> Bool {
      guard index < rects.count else { return false }
      let old = rects[index]
      return old.origin.x == rect.origin.x && old.origin.y == rect.origin.y
        && old.size.width == rect.size.width && old.size.height == rect.size.height
    }

    /// The value `variable` had, or `nil` for a variable made since.
    @MainActor
    func value(of variable: Variable, in engine: LayoutEngine) -> Double? {
      let index = variable.userData - 1
      guard index >= 0, index < rects.count, let item = engine.owner(of: variable) else { return nil }
      let rect = rects[index]
      // The stored components, not `minX`/`width` (standardized: a negative width flips).
      if variable === item.minX { return Double(rect.origin.x) }
      if variable === item.minY { return Double(rect.origin.y) }
      return Double(variable === item.width ? rect.size.width : rect.size.height)
    }
  }
}
