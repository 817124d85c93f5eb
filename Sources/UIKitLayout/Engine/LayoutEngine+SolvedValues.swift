// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
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
  }
}
