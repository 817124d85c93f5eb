// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// A view whose content is larger than itself and is moved by changing its bounds origin.
///
/// `contentOffset` is `bounds.origin` (objc.io, "Understanding Scroll Views"): setting it shifts
/// every subview without changing any subview's frame, and lays out the scroll view and its
/// superview. Nothing scrolls by itself headlessly; there are no gestures or deceleration.
///
/// With Auto Layout, constraints from the content to the scroll view's edges, or to its
/// ``contentLayoutGuide``, size the content: ``contentSize`` follows them at every layout
/// (Apple's TN2154); ``frameLayoutGuide`` is the scroll view's frame, whatever the offset.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// When the safe area adds to ``contentInset`` (``adjustedContentInset``).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// ``scrollableAxes``, and vertically always for a navigation or tab bar controller's
    /// content (there are none headlessly).
    case automatic = 0
    /// Along the axes the content scrolls (larger than the bounds, or always bouncing).
    case scrollableAxes = 1
    /// Never.
    case never = 2
    /// Always.
    case always = 3
  }

  /// Creates a scroll view; like UIKit's, it clips to its bounds.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isScrollView = true
    clipsToBounds = true
  }

  /// Creates a scroll view from an archive; nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isScrollView = true
    clipsToBounds = true
  }

  /// The point of the content shown at the scroll view's top-left corner: its bounds origin.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      // Read, then written whole (no heap-allocated `modify` coroutine; see CALayer.frame).
      var newBounds = bounds
      newBounds.origin = newValue
      bounds = newBounds
    }
  }

  /// Sets ``contentOffset``; headless scrolling is never animated.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// The size of the scrollable content; set by the program, or by constraints on the
  /// content (see ``contentLayoutGuide``) at every layout.
  open var contentSize: CGSize = .zero {
    didSet {
      // The content guide leans towards a size the program sets (one taken from the guide
      // itself needs no other pass).
      if contentSize != oldValue, contentLayoutGuideStorage != nil, !isAdoptingGuideSize { setNeedsLayout() }
    }
  }

  /// Extra space around the content.
  open var contentInset: UIEdgeInsets = .zero {
    didSet { if contentInset != oldValue { noteAdjustedContentInset() } }
  }

  /// When the safe area adds to the content inset; `.automatic` by default.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { if contentInsetAdjustmentBehavior != oldValue { noteAdjustedContentInset() } }
  }

  /// Whether the content bounces (and so scrolls) vertically even when it fits; `false`.
  open var alwaysBounceVertical = false
  /// Whether the content bounces horizontally even when it fits; `false`.
  open var alwaysBounceHorizontal = false

  /// ``contentInset`` plus the safe-area insets ``contentInsetAdjustmentBehavior`` takes in:
  /// top and bottom when the content scrolls vertically, left and right when it scrolls
  /// horizontally (`.automatic`, `.scrollableAxes`), all of them (`.always`) or none.
  open var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    var insets = contentInset
    let vertical: Bool, horizontal: Bool
    switch contentInsetAdjustmentBehavior {
    case .never: (vertical, horizontal) = (false, false)
    case .always: (vertical, horizontal) = (true, true)
    case .automatic, .scrollableAxes:
      vertical = alwaysBounceVertical || contentSize.height > bounds.height
      horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
    }
    if vertical {
      insets.top += safe.top
      insets.bottom += safe.bottom
    }
    if horizontal {
      insets.left += safe.left
      insets.right += safe.right
    }
    return insets
  }

  /// Called when ``adjustedContentInset`` changed; call super.
  open func adjustedContentInsetDidChange() {}

  /// The content's rectangle for constraints: its origin the content's (it scrolls with it),
  /// its size ``contentSize`` — which constraints on it set instead.
  open var contentLayoutGuide: UILayoutGuide {
    if let guide = contentLayoutGuideStorage { return guide }
    let guide = ScrollViewLayoutGuide(role: .scrollContent, identifier: "UIScrollView-contentLayoutGuide")
    contentLayoutGuideStorage = guide
    addLayoutGuide(guide)
    return guide
  }

  /// The scroll view's frame for constraints, which content does not scroll: views pinned to
  /// it float over the content.
  open var frameLayoutGuide: UILayoutGuide {
    if let guide = frameLayoutGuideStorage { return guide }
    let guide = ScrollViewLayoutGuide(role: .scrollFrame, identifier: "UIScrollView-frameLayoutGuide")
    frameLayoutGuideStorage = guide
    addLayoutGuide(guide)
    return guide
  }

  private var contentLayoutGuideStorage: UILayoutGuide?
  private var frameLayoutGuideStorage: UILayoutGuide?
  /// Set while `layoutSubviews()` copies the content guide's size into `contentSize`.
  private var isAdoptingGuideSize = false
  /// The adjusted inset last reported to ``adjustedContentInsetDidChange()``.
  private var reportedAdjustedInset = UIEdgeInsets.zero

  /// Applies the engine's frames, then takes ``contentSize`` from the content guide when the
  /// engine solved it, and reports a changed ``adjustedContentInset``.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let guide = contentLayoutGuideStorage, engineItemStorage != nil,
      let engine = LayoutEngine.engine(for: self, create: false), engine.existingItem(for: guide) != nil
    {
      let size = guide.layoutFrame.size
      if size != contentSize {
        isAdoptingGuideSize = true
        contentSize = size
        isAdoptingGuideSize = false
      }
    }
    noteAdjustedContentInset()
  }

  private func noteAdjustedContentInset() {
    let adjusted = adjustedContentInset
    guard adjusted != reportedAdjustedInset else { return }
    reportedAdjustedInset = adjusted
    adjustedContentInsetDidChange()
  }

  override var descriptionTrailingFields: [String] {
    [
      "contentOffset: \(DebugFormat.point(contentOffset))",
      "contentSize: \(DebugFormat.size(contentSize))",
      "adjustedContentInset: \(DebugFormat.insets(adjustedContentInset))",
    ]
  }
}

/// A scroll view's content or frame guide (UIKit's private `_UIScrollViewLayoutGuide`).
final class ScrollViewLayoutGuide: UILayoutGuide {
  override var debugClassName: String { "_UIScrollViewLayoutGuide" }
}
