// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// https://developer.apple.com/documentation/uikit/uilabel
/// A view showing read-only text (UIKit's `UILabel`), measured by a ``TextMeasuring``.
///
/// Sizes are the measured text's, rounded up to the pixel grid of the screen the label is on
/// (the main screen outside a window); see docs/text-measurement.md. An empty label measures
/// (0, 0). Changing anything that affects the size calls `invalidateIntrinsicContentSize()`
/// and `setNeedsDisplay()`. `draw(_:)` draws the text's lines through `drawText(in:)` (see
/// `UILabel+Drawing`).
@preconcurrency @MainActor
open class UILabel: UIView, WidthWrappingView, UIContentSizeCategoryAdjusting {
  // Stored properties skip the run-time exclusivity check (`@exclusivity(unchecked)`): layout
  // reads and writes them at every step, and the checks cost more than the arithmetic.
  /// The text; `nil` and `""` show nothing and measure (0, 0).
  @exclusivity(unchecked) open var text: String? {
    didSet {
      var changed = text != oldValue
      if isSettingAttributedText {
        changed = true
      } else if attributedTextStorage != nil {
        // Plain text replaces attributed text (`attributedText` sets `text` itself).
        attributedTextStorage = nil
        changed = true
      }
      if changed { contentDidChange() }
    }
  }

  /// The text with its runs' fonts, spacing and paragraph styles: what was set, else the text
  /// with the label's font and colour. Setting it sets ``text`` to its string; setting
  /// ``text`` afterwards drops the attributes, and setting ``font`` applies to all of it, as
  /// in UIKit.
  open var attributedText: NSAttributedString? {
    get {
      if let attributedTextStorage { return attributedTextStorage }
      guard let text else { return nil }
      return NSAttributedString(
        string: text, attributes: [.layoutFont: font as UIFont, NSAttributedString.Key("NSColor"): textColor as UIColor])
    }
    set {
      isSettingAttributedText = true
      defer { isSettingAttributedText = false }
      attributedTextStorage = newValue.map { NSAttributedString(attributedString: $0) }
      text = newValue?.string
    }
  }

  /// The attributed text set, if any (`nil` while the text is plain).
  var attributedTextStorage: NSAttributedString?
  private var isSettingAttributedText = false

  /// Whether the font shrinks (to ``minimumScaleFactor`` of its size at least) when the text
  /// is wider than the label: drawing only, as in UIKit, where the intrinsic size keeps the
  /// full font. Default `false`.
  open var adjustsFontSizeToFitWidth = false {
    didSet { if adjustsFontSizeToFitWidth != oldValue { setNeedsDisplay() } }
  }

  /// The smallest fraction of the font's size ``adjustsFontSizeToFitWidth`` shrinks it to;
  /// 0 (the default) lets it shrink as far as it must.
  open var minimumScaleFactor: CGFloat = 0 {
    didSet { if minimumScaleFactor != oldValue { setNeedsDisplay() } }
  }

  /// The font; setting `nil` restores the default, the 17 pt system font.
  ///
  /// With ``adjustsFontForContentSizeCategory``, a text style's font (or a font scaled by
  /// `UIFontMetrics`) is resized for the label's content size category as it is set, as it is
  /// on a device whose Text Size setting is that category.
  @exclusivity(unchecked) open var font: UIFont! = UILabel.defaultFont {
    didSet {
      if font == nil { font = UILabel.defaultFont }
      if let attributed = attributedTextStorage, font != oldValue {
        // Run by run (swift-corelibs-foundation traps in `addAttribute` on some values).
        let changed = NSMutableAttributedString(string: "")
        let whole = NSRange(location: 0, length: attributed.length)
        let string = attributed.string as NSString
        attributed.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
          var attributes = attributes
          attributes[.layoutFont] = font as UIFont
          changed.append(NSAttributedString(string: string.substring(with: range), attributes: attributes))
        }
        attributedTextStorage = changed
      }
      if adjustsFontForContentSizeCategory, font.scaling != nil {
        let adjusted = font.adjusted(for: traitCollection)
        if adjusted != font { font = adjusted }
      }
      if font != oldValue { contentDidChange() }
    }
  }

  /// Whether the font follows the content size category: a text style's font, or one scaled
  /// by `UIFontMetrics`, is resized when the label's category changes, and the label is
  /// measured again. Default `false`.
  open var adjustsFontForContentSizeCategory = false {
    didSet {
      if adjustsFontForContentSizeCategory, !oldValue, font.scaling != nil {
        let adjusted = font.adjusted(for: traitCollection)
        if adjusted != font { font = adjusted }
      }
    }
  }

  override func builtInTraitsDidChange(from previous: UITraitCollection) {
    super.builtInTraitsDidChange(from: previous)
    guard adjustsFontForContentSizeCategory,
      let adjusted = font.adjustedForTraitChange(from: previous, to: traitCollection)
    else { return }
    font = adjusted
  }

  /// The text's colour; setting `nil` restores the default, `.label`.
  @exclusivity(unchecked) open var textColor: UIColor! = .label {
    didSet {
      if textColor == nil { textColor = .label }
      if textColor != oldValue { setNeedsDisplay() }
    }
  }

  /// How lines are aligned horizontally.
  @exclusivity(unchecked) open var textAlignment: NSTextAlignment = .natural {
    didSet { if textAlignment != oldValue { setNeedsDisplay() } }
  }

  /// The most lines shown; 0 for as many as needed. Default 1.
  @exclusivity(unchecked) open var numberOfLines = 1 {
    didSet { if numberOfLines != oldValue { contentDidChange() } }
  }

  /// How lines wrap and how the last line shown is cut; default `.byTruncatingTail`.
  @exclusivity(unchecked) open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
    didSet { if lineBreakMode != oldValue { contentDidChange() } }
  }

  /// The label's last measurements by the default measurer.
  @exclusivity(unchecked) var measurementMemo = LabelMeasurementMemo()
  /// The width a multi-line label wraps at for its intrinsic content size; 0 (the default)
  /// wraps at the label's current width once it has one.
  @exclusivity(unchecked) open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { contentDidChange() } }
  }

  /// The measurer for this label only, instead of `TextEnvironment.measurer`: our addition.
  @exclusivity(unchecked) public var textMeasurer: (any TextMeasuring)? {
    didSet { contentDidChange() }
  }

  /// The system font at ``UIFont/labelFontSize``.
  private static var defaultFont: UIFont { .systemFont(ofSize: UIFont.labelFontSize) }

  /// Creates a label with `frame`, no text and the default font.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates a label from an archive; nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  // MARK: - Drawing

  /// Draws the label's text with `drawText(in:)` in its bounds.
  open override func draw(_ rect: CGRect) {
    drawText(in: bounds)
  }

  /// Draws the text's lines in `rect`: laid out as the label measures them, the block centred
  /// vertically (as UILabel draws), each line placed by ``textAlignment`` (natural follows the
  /// layout direction), in ``textColor``. Override to change where the text goes.
  open func drawText(in rect: CGRect) {
    #if !canImport(CoreGraphics)
      drawTextLines(in: rect)
    #endif
  }

  /// The width an engine solved for the label, set only while that engine reads the
  /// intrinsic size (UIKit's second constraint pass; `LayoutEngine.settleWrappingLabels()`).
  @exclusivity(unchecked) var engineWrappingWidth: CGFloat?

  // MARK: - Geometry
  //
  // A multi-line label without a preferredMaxLayoutWidth wraps at its own width, so its
  // intrinsic size changes with that width; both setters watch it (the engine sets bounds,
  // autoresizing and user code set frame).

  /// The frame; a width change re-measures a wrapping label.
  open override var frame: CGRect {
    get { super.frame }
    set {
      let oldWidth = super.bounds.width
      super.frame = newValue
      widthDidChange(from: oldWidth)
    }
  }

  /// The bounds; a width change re-measures a wrapping label.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let oldWidth = super.bounds.width
      super.bounds = newValue
      widthDidChange(from: oldWidth)
    }
  }

  /// Moving to another screen can change the pixel grid sizes are rounded to.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    invalidateIntrinsicContentSize()
  }

  // MARK: - Sizing

  /// The text's size, wrapped (when ``numberOfLines`` isn't 1) at ``preferredMaxLayoutWidth``
  /// if set, else at the label's width if it has one, else not at all.
  open override var intrinsicContentSize: CGSize {
    guard hasText else { return .zero }
    return PixelGrid.ceil(measure(maximumWidth: intrinsicWrappingWidth).size, scale: displayScale)
  }

  /// The text's size wrapped at `size.width` (not wrapped for a single-line label or a
  /// width of 0); zero for an empty label.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard hasText else { return .zero }
    let width = numberOfLines == 1 || size.width <= 0 ? .infinity : size.width
    return PixelGrid.ceil(measure(maximumWidth: width).size, scale: displayScale)
  }

  /// The first line's baseline below the top of the intrinsic-size box, the text centred
  /// vertically in it as UILabel draws it; 0 for an empty label.
  override var firstBaselineOffsetFromTop: CGFloat? {
    intrinsicBaselines.firstFromTop
  }

  /// The last line's baseline above the bottom of the intrinsic-size box; 0 for an empty label.
  override var lastBaselineOffsetFromBottom: CGFloat? {
    intrinsicBaselines.lastFromBottom
  }

  override var descriptionTrailingFields: [String] {
    guard let text else { return [] }
    return ["text = '\(text)'"]
  }

  // MARK: - Measuring

  var hasText: Bool { !(text ?? "").isEmpty }

  /// The measurer in effect: the label's own, else the task's.
  var effectiveMeasurer: any TextMeasuring { textMeasurer ?? TextEnvironment.measurer }

  /// Pixels per point of the screen the label is shown on.
  var displayScale: CGFloat { window?.screen.scale ?? UIScreen.main.scale }

  /// The width the intrinsic size wraps at.
  var intrinsicWrappingWidth: CGFloat {
    if numberOfLines == 1 { return .infinity }
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    if let engineWrappingWidth { return engineWrappingWidth > 0 ? engineWrappingWidth : .infinity }
    return bounds.width > 0 ? bounds.width : .infinity
  }

  /// Whether the intrinsic height depends on the width the label is given.
  var wrapsAtItsOwnWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

  func measure(maximumWidth: CGFloat) -> TextMeasurement {
    // Attributed text is laid out by runs (custom measurers see plain text only).
    if let attributed = attributedTextStorage {
      return AttributedTextLayout(
        attributed, defaultFont: font, maximumWidth: maximumWidth, numberOfLines: numberOfLines,
        lineBreakMode: lineBreakMode
      ).measurement
    }
    let measurer = effectiveMeasurer
    // The default measurer is a pure function of its inputs: its answers are remembered (a
    // fit and the layout after it ask for the same sizes). Others are asked every time.
    guard measurer is FontMetricsTextMeasurer else {
      return measurer.measure(
        text ?? "", font: font, maximumWidth: maximumWidth, numberOfLines: numberOfLines,
        lineBreakMode: lineBreakMode)
    }
    let key = LabelMeasurementMemo.Key(
      text: text ?? "", font: font, maximumWidth: maximumWidth,
      numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    if let known = measurementMemo.value(for: key) { return known }
    let measured = measurer.measure(
      key.text, font: font, maximumWidth: maximumWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    measurementMemo.remember(measured, for: key)
    return measured
  }

  /// The baselines of the intrinsic-size box: the pixel rounding's extra height is shared
  /// above and below the text.
  var intrinsicBaselines: (firstFromTop: CGFloat, lastFromBottom: CGFloat) {
    guard hasText else { return (0, 0) }
    let measured = measure(maximumWidth: intrinsicWrappingWidth)
    let height = PixelGrid.ceil(measured.size.height, scale: displayScale)
    let margin = (height - measured.size.height) / 2
    return (
      margin + measured.firstBaselineOffsetFromTop, margin + measured.lastBaselineOffsetFromBottom
    )
  }

  // MARK: - Invalidation

  func contentDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
    // A button's size follows its title label's.
    if let button = superview as? UIButton, button.titleLabel === self {
      button.invalidateIntrinsicContentSize()
    }
  }

  func widthDidChange(from oldWidth: CGFloat) {
    guard bounds.width != oldWidth, numberOfLines != 1, preferredMaxLayoutWidth <= 0 else {
      return
    }
    // The engine already measured the label at the width it is being given (its second
    // pass): nothing changes, and invalidating would ask for another layout.
    if let item = engineItemStorage, item.wrappingWidth == bounds.width { return }
    // The unwrapped size the engine keeps doesn't depend on the width.
    let unwrapped = engineItemStorage?.unwrappedSize
    invalidateIntrinsicContentSize()
    engineItemStorage?.unwrappedSize = unwrapped
  }
}

extension UILabel {
  /// The font text is drawn in within `width`: the label's font, or with
  /// ``adjustsFontSizeToFitWidth`` on a one-line label whose text is wider, the font scaled
  /// down to fit, but not below ``minimumScaleFactor`` of its size.
  func fontForDrawing(width: CGFloat) -> UIFont {
    guard adjustsFontSizeToFitWidth, numberOfLines == 1, let text, !text.isEmpty, width > 0 else {
      return font
    }
    let natural = FontMetricsTextMeasurer().measure(
      text, font: font, maximumWidth: .infinity, numberOfLines: 1, lineBreakMode: .byClipping
    ).size.width
    guard natural > width else { return font }
    let scale = max(width / natural, minimumScaleFactor)
    return font.withSize(font.pointSize * scale)
  }
}
