// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// Where a text view lays out its text (TextKit's `NSTextContainer`, the properties layout
/// reads).
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
  /// Space at both ends of every line; 5 by default.
  open var lineFragmentPadding: CGFloat = 5 { didSet { owner?.textLayoutDidChange() } }
  /// The most lines shown (0: no limit); 0 by default.
  open var maximumNumberOfLines = 0 { didSet { owner?.textLayoutDidChange() } }
  /// How the last line is broken or truncated; `.byWordWrapping` by default.
  open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { owner?.textLayoutDidChange() } }
  /// The text view whose container this is.
  weak var owner: UITextView?
}

// https://developer.apple.com/documentation/uikit/uitextview
/// A multi-line text view (UIKit's `UITextView`, for layout: no editing headlessly).
///
/// Scrolling (the default) it has no intrinsic size, like any scroll view. With
/// `isScrollEnabled = false` it sizes to its text, wrapped at the width layout gives it (the
/// engine measures it again at its solved width, as it does multi-line labels):
/// the text's size plus ``textContainerInset`` (8 above and below) and the container's
/// `lineFragmentPadding` (5 either side).
@preconcurrency @MainActor
open class UITextView: UIScrollView, WidthWrappingView, UIContentSizeCategoryAdjusting {
  /// The text; `""` by default.
  open var text: String! {
    get { textStorage }
    set { textStorage = newValue ?? ""; textLayoutDidChange() }
  }
  private var textStorage = ""
  /// The font; 12-point system by default.
  open var font: UIFont? {
    get { fontStorage }
    set {
      fontStorage = newValue ?? .systemFont(ofSize: 12)
      // Sized for the view's text size as it is set (see UILabel's `font`).
      if adjustsFontForContentSizeCategory { fontStorage = fontStorage.adjusted(for: traitCollection) }
      textLayoutDidChange()
    }
  }
  private var fontStorage = UIFont.systemFont(ofSize: 12)
  /// Whether a text style font (or one scaled by `UIFontMetrics`) follows the content size
  /// category; default `false`.
  open var adjustsFontForContentSizeCategory = false

  override func builtInTraitsDidChange(from previous: UITraitCollection) {
    super.builtInTraitsDidChange(from: previous)
    guard adjustsFontForContentSizeCategory,
      let adjusted = fontStorage.adjustedForTraitChange(from: previous, to: traitCollection)
    else { return }
    font = adjusted
  }
  /// The text colour (`nil`: the label colour).
  open var textColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The text's alignment; `.natural` by default.
  open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
  /// Whether the text can be edited (no editing headlessly); `true` by default.
  open var isEditable = true
  /// Whether the text can be selected; `true` by default.
  open var isSelectable = true
  /// Whether the view scrolls (no intrinsic size) or sizes to its text; `true` by default.
  open var isScrollEnabled = true { didSet { if isScrollEnabled != oldValue { textLayoutDidChange() } } }
  /// Space around the text container; (8, 0, 8, 0) by default.
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { textLayoutDidChange() }
  }
  /// The text's container (its line padding and line limit).
  open private(set) var textContainer = NSTextContainer()
  /// The width the engine is measuring the view at (see `LayoutEngine.settleWrappingLabels`).
  var engineWrappingWidth: CGFloat?
  /// Sized to its text, the text view wraps at the width it is given.
  var wrapsAtItsOwnWidth: Bool { !isScrollEnabled }

  /// Creates a text view at `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    textContainer.owner = self
  }

  /// Creates a text view from an archive; nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    textContainer.owner = self
  }

  func textLayoutDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    setNeedsDisplay()
  }

  /// The text measured at `width` (the whole box: insets and padding included).
  private func measuredSize(width: CGFloat) -> CGSize {
    let insets = textContainerInset
    let padding = 2 * textContainer.lineFragmentPadding
    let available = width.isFinite ? max(width - insets.left - insets.right - padding, 0) : .infinity
    let measurement = TextEnvironment.measurer.measure(
      textStorage, font: fontStorage, maximumWidth: available,
      numberOfLines: textContainer.maximumNumberOfLines, lineBreakMode: textContainer.lineBreakMode)
    let lineHeight = fontStorage.lineHeight
    let textHeight = textStorage.isEmpty ? lineHeight : measurement.size.height
    let scale = window?.screen.scale ?? UIScreen.main.scale
    return PixelGrid.ceil(
      CGSize(
        width: measurement.size.width + padding + insets.left + insets.right,
        height: textHeight + insets.top + insets.bottom), scale: scale)
  }

  /// No intrinsic size while scrolling; otherwise the text wrapped at the current width (or
  /// unwrapped, before there is one).
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    if let engineWrappingWidth { return measuredSize(width: engineWrappingWidth > 0 ? engineWrappingWidth : .infinity) }
    return measuredSize(width: bounds.width > 0 ? bounds.width : .infinity)
  }

  /// The text wrapped at `size.width` (unwrapped for a width of 0).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    measuredSize(width: size.width > 0 ? size.width : .infinity)
  }

  /// The text, one run per line.
  open override func draw(_ rect: CGRect) {
    #if !canImport(CoreGraphics)
      let insets = textContainerInset
      let padding = textContainer.lineFragmentPadding
      let width = max(bounds.width - insets.left - insets.right - 2 * padding, 0)
      let lines = FontMetricsTextMeasurer().lines(
        textStorage, font: fontStorage, maximumWidth: width,
        numberOfLines: textContainer.maximumNumberOfLines, lineBreakMode: textContainer.lineBreakMode)
      let attributes: [NSAttributedString.Key: Any] = [
        .font: fontStorage, .foregroundColor: textColor ?? .label,
      ]
      for (index, line) in lines.enumerated() {
        line.text.draw(
          at: CGPoint(x: insets.left + padding, y: insets.top + CGFloat(index) * fontStorage.lineHeight),
          withAttributes: attributes)
      }
    #endif
  }
}
