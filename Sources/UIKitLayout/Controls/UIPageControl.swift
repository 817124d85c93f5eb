// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// https://developer.apple.com/documentation/uikit/uipagecontrol
/// A row of page dots (UIKit's `UIPageControl`, the iOS 14 design): a 10-point slot per page,
/// 8 between slots, 14 either side, 26 tall — `size(forNumberOfPages: n)` is 18n + 20 wide —
/// with a 7-point dot in each slot; nothing at all for no pages (or one, when
/// ``hidesForSinglePage``).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  static let slot: CGFloat = 10, dot: CGFloat = 7, gap: CGFloat = 8, inset: CGFloat = 14, height: CGFloat = 26

  /// How many pages; 0 by default.
  open var numberOfPages = 0 {
    didSet {
      numberOfPages = max(numberOfPages, 0)
      currentPage = min(currentPage, max(numberOfPages - 1, 0))
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }
  /// The page shown, 0 to `numberOfPages − 1`; 0 by default.
  open var currentPage = 0 {
    didSet {
      let clamped = min(max(currentPage, 0), max(numberOfPages - 1, 0))
      if clamped != currentPage { currentPage = clamped }
      setNeedsDisplay()
    }
  }
  /// Whether a single page shows nothing; `false` by default.
  open var hidesForSinglePage = false { didSet { invalidateIntrinsicContentSize() } }
  /// The dots' colour (`nil`: translucent grey).
  open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The current dot's colour (`nil`: dark grey).
  open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay() } }

  /// The size the dots of `pageCount` pages need.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    guard pageCount > 0 else { return .zero }
    let count = CGFloat(pageCount)
    return CGSize(width: 2 * Self.inset + count * Self.slot + (count - 1) * Self.gap, height: Self.height)
  }

  /// The dots of ``numberOfPages`` pages; zero when nothing shows.
  open override var intrinsicContentSize: CGSize {
    if numberOfPages == 0 || (hidesForSinglePage && numberOfPages == 1) { return .zero }
    return size(forNumberOfPages: numberOfPages)
  }

  /// The intrinsic size, whatever `size` is.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The dots, centred; the current one darker.
  open override func draw(_ rect: CGRect) {
    #if !canImport(CoreGraphics)
      let needed = size(forNumberOfPages: numberOfPages)
      guard needed != .zero, !(hidesForSinglePage && numberOfPages == 1) else { return }
      var x = bounds.midX - needed.width / 2 + Self.inset + Self.slot / 2
      for page in 0..<numberOfPages {
        let color =
          page == currentPage
          ? (currentPageIndicatorTintColor ?? .darkGray) : (pageIndicatorTintColor ?? .systemGray4)
        ControlDrawing.fillCircle(center: CGPoint(x: x, y: bounds.midY), diameter: Self.dot, color)
        x += Self.slot + Self.gap
      }
    #endif
  }
}
