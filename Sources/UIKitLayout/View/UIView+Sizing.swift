// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:) and sizetofit():
// `sizeThatFits(_:)` (declared in UIView.swift) answers the current size by default;
// `sizeToFit()` applies it. UIView.h says "changes bounds size", but views keep their frame
// origin in practice (and Chameleon sets frame.size), so the origin stays.

extension UIView {
  /// `sizeToFit()`'s default: ask `sizeThatFits(bounds.size)`, then set that size keeping the
  /// frame origin.
  func applySizeThatFits() {
    let size = sizeThatFits(bounds.size)
    var frame = self.frame
    frame.size = size
    self.frame = frame
  }
}

extension UIView {
  /// The value of a dimension of `intrinsicContentSize` that has no natural size (-1).
  nonisolated public static let noIntrinsicMetric: CGFloat = -1

}
