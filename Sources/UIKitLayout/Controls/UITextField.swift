// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// https://developer.apple.com/documentation/uikit/uitextfield
/// A single-line text field (UIKit's `UITextField`, for layout: no editing headlessly).
///
/// Its intrinsic size is its text or its placeholder, whichever is larger (one line), plus the
/// border style's padding (`.roundedRect`: 7 before the text and 21 after it, 7 above and
/// below, at least 30 tall — 34 for 17-point text; `.line` 2; `.bezel` 3; `.none` nothing),
/// plus the left and right views that show. Its baselines are its text's, centred vertically.
@preconcurrency @MainActor
open class UITextField: UIControl, UIContentSizeCategoryAdjusting {
  /// The border, with UIKit's raw values.
  public enum BorderStyle: Int, Sendable {
    /// No border.
    case none = 0
    /// A thin rectangle.
    case line = 1
    /// A bezel.
    case bezel = 2
    /// A rounded rectangle (Interface Builder's default).
    case roundedRect = 3

    /// Padding around the text (leading, trailing, above and below) and the least height.
    var padding: (leading: CGFloat, trailing: CGFloat, vertical: CGFloat, minimumHeight: CGFloat) {
      switch self {
      case .none: (0, 0, 0, 0)
      case .line: (2, 2, 2, 0)
      case .bezel: (3, 3, 3, 0)
      case .roundedRect: (7, 21, 7, 30)
      }
    }
  }

  /// When an overlay view shows, with UIKit's raw values (there is no editing headlessly:
  /// `.always` and `.unlessEditing` show).
  public enum ViewMode: Int, Sendable {
    /// Never.
    case never = 0
    /// While editing.
    case whileEditing = 1
    /// Unless editing.
    case unlessEditing = 2
    /// Always.
    case always = 3

    var shows: Bool { self == .always || self == .unlessEditing }
  }

  /// The text; `""` by default (setting `nil` reads back `""`, as in UIKit).
  open var text: String? {
    get { textStorage }
    set { textStorage = newValue ?? ""; contentDidChange() }
  }
  private var textStorage = ""
  /// Shown while the text is empty; counts in the size either way.
  open var placeholder: String? { didSet { contentDidChange() } }
  /// The font; 17-point system by default.
  open var font: UIFont? {
    get { fontStorage }
    set {
      fontStorage = newValue ?? .systemFont(ofSize: 17)
      // Sized for the view's text size as it is set (see UILabel's `font`).
      if adjustsFontForContentSizeCategory { fontStorage = fontStorage.adjusted(for: traitCollection) }
      contentDidChange()
    }
  }
  private var fontStorage = UIFont.systemFont(ofSize: 17)
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
  /// The border; `.none` by default.
  open var borderStyle: BorderStyle = .none { didSet { contentDidChange() } }
  /// A view at the leading end (shown per ``leftViewMode``), kept at its own size.
  open var leftView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let leftView { addSubview(leftView) }
      contentDidChange()
    }
  }
  /// When ``leftView`` shows; `.never` by default.
  open var leftViewMode: ViewMode = .never { didSet { contentDidChange() } }
  /// A view at the trailing end (shown per ``rightViewMode``), kept at its own size.
  open var rightView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let rightView { addSubview(rightView) }
      contentDidChange()
    }
  }
  /// When ``rightView`` shows; `.never` by default.
  open var rightViewMode: ViewMode = .never { didSet { contentDidChange() } }
  /// When the clear button shows; `.never` by default (never, headlessly).
  open var clearButtonMode: ViewMode = .never

  private func contentDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    setNeedsDisplay()
  }

  /// The overlay views that show, and their widths.
  private var overlayWidths: (left: CGFloat, right: CGFloat) {
    (
      leftViewMode.shows ? leftView?.frame.width ?? 0 : 0,
      rightViewMode.shows ? rightView?.frame.width ?? 0 : 0
    )
  }

  /// The text or the placeholder (the larger), padded for the border, with the overlay views.
  open override var intrinsicContentSize: CGSize {
    let font = fontStorage
    let textSize = singleLineSize(textStorage, font: font)
    let placeholderSize = singleLineSize(placeholder ?? "", font: font)
    let lineHeight = PixelGrid.ceil(CGSize(width: 0, height: font.lineHeight), scale: scale).height
    let padding = borderStyle.padding
    let overlays = overlayWidths
    let overlayHeight = max(
      leftViewMode.shows ? leftView?.frame.height ?? 0 : 0, rightViewMode.shows ? rightView?.frame.height ?? 0 : 0)
    return CGSize(
      width: max(textSize.width, placeholderSize.width) + padding.leading + padding.trailing + overlays.left
        + overlays.right,
      height: max(lineHeight + 2 * padding.vertical, padding.minimumHeight, overlayHeight))
  }

  /// The intrinsic size, whatever `size` is.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  private var scale: CGFloat { window?.screen.scale ?? UIScreen.main.scale }

  /// The text's baseline, the line centred vertically.
  override var firstBaselineOffsetFromTop: CGFloat? {
    let height = bounds.height > 0 ? bounds.height : intrinsicContentSize.height
    return (height - fontStorage.lineHeight) / 2 + fontStorage.ascender
  }

  /// The same line's baseline, from the bottom.
  override var lastBaselineOffsetFromBottom: CGFloat? {
    let height = bounds.height > 0 ? bounds.height : intrinsicContentSize.height
    return height - (firstBaselineOffsetFromTop ?? 0)
  }

  /// The rectangle the text is drawn in: the bounds less the padding and the overlay views.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    let padding = borderStyle.padding
    let overlays = overlayWidths
    let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
    let left = rtl ? padding.trailing : padding.leading, right = rtl ? padding.leading : padding.trailing
    return CGRect(
      x: bounds.minX + left + overlays.left, y: bounds.minY,
      width: max(bounds.width - left - right - overlays.left - overlays.right, 0),
      height: bounds.height)
  }

  /// Puts the overlay views at the ends, centred vertically, at their own sizes.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let leftView {
      leftView.isHidden = !leftViewMode.shows
      leftView.frame.origin = CGPoint(x: 0, y: (bounds.height - leftView.frame.height) / 2)
    }
    if let rightView {
      rightView.isHidden = !rightViewMode.shows
      rightView.frame.origin = CGPoint(
        x: bounds.width - rightView.frame.width, y: (bounds.height - rightView.frame.height) / 2)
    }
  }

  /// The border, and the text (or the placeholder, greyed).
  open override func draw(_ rect: CGRect) {
    #if !canImport(CoreGraphics)
      switch borderStyle {
      case .none: break
      case .line: ControlDrawing.strokeRect(bounds, .black)
      case .bezel: ControlDrawing.strokeRect(bounds, .systemGray, lineWidth: 2)
      case .roundedRect:
        UIColor.white.setFill()
        UIRectFill(bounds)
        ControlDrawing.strokeRect(bounds, .systemGray4, lineWidth: 0.5)
      }
      let showsPlaceholder = textStorage.isEmpty
      let string = showsPlaceholder ? placeholder ?? "" : textStorage
      guard !string.isEmpty else { return }
      let area = textRect(forBounds: bounds)
      let color = showsPlaceholder ? UIColor.placeholderText : (textColor ?? .label)
      string.draw(
        at: CGPoint(x: area.minX, y: area.midY - fontStorage.lineHeight / 2),
        withAttributes: [.font: fontStorage, .foregroundColor: color])
    #endif
  }
}
