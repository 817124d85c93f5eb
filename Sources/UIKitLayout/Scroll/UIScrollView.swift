// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// A view whose content is larger than itself and is moved by changing its bounds origin.
///
/// `contentOffset` is `bounds.origin` (objc.io, "Understanding Scroll Views"): setting it shifts
/// every subview without changing any subview's frame, and lays out the scroll view and its
/// superview. Nothing scrolls by itself headlessly; there are no gestures or deceleration.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// Creates a scroll view; like UIKit's, it clips to its bounds.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  /// Creates a scroll view from an archive; nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    clipsToBounds = true
  }

  /// The point of the content shown at the scroll view's top-left corner: its bounds origin.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  /// Sets ``contentOffset``; headless scrolling is never animated.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// The size of the scrollable content.
  open var contentSize: CGSize = .zero

  /// Extra space around the content.
  open var contentInset: UIEdgeInsets = .zero

  /// The insets actually applied: ``contentInset`` (no safe-area adjustment headlessly).
  open var adjustedContentInset: UIEdgeInsets { contentInset }

  override var descriptionTrailingFields: [String] {
    [
      "contentOffset: \(DebugFormat.point(contentOffset))",
      "contentSize: \(DebugFormat.size(contentSize))",
      "adjustedContentInset: \(DebugFormat.insets(adjustedContentInset))",
    ]
  }
}
