// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
// A view is skipped (with everything in it) when it is hidden, has alpha below 0.01, has user
// interaction disabled, or does not contain the point (`point(inside:with:)`). Because the
// point must be inside the view first, subviews that stick out of their superview can't be
// hit whether or not it clips to bounds: that is UIKit's behaviour too.
// DIVERGENCE(UIKit): the alpha test is done on the stored Float opacity, so `alpha = 0.01`
// stays hittable, as documented ("less than 0.01").
//
// This is the one traversal that recurses (through the overridable `hitTest(_:with:)`, as in
// UIKit): overrides on subviews must be honoured, so its depth is bounded by the stack.

extension UIView {
  /// `hitTest(_:with:)`'s default.
  func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, layer.opacity >= 0.01,
      self.point(inside: point, with: event)
    else { return nil }
    for subview in subviewStorage.reversed() {
      let local = point.applying(subview.layer.transformToSuperlayer.inverted())
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }
}
