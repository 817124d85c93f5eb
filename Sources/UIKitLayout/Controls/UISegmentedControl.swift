// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// https://developer.apple.com/documentation/uikit/uisegmentedcontrol
/// A row of segments (UIKit's `UISegmentedControl`, titles only): 32 points tall (iOS 13 and
/// later); every segment as wide as the widest title (13-point medium system font) plus 12
/// points either side, unless given a width or ``apportionsSegmentWidthsByContent``.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// The value of ``selectedSegmentIndex`` with nothing selected.
  public static let noSegment = -1
  static let height: CGFloat = 32, padding: CGFloat = 12
  static var titleFont: UIFont { .systemFont(ofSize: 13, weight: .medium) }

  private var titles: [String] = []
  /// Widths set with ``setWidth(_:forSegmentAt:)``, 0 for "automatic".
  private var widths: [CGFloat] = []

  /// The selected segment, or ``noSegment``; ``noSegment`` by default.
  open var selectedSegmentIndex = UISegmentedControl.noSegment { didSet { setNeedsDisplay() } }
  /// Whether segments are as wide as their own titles rather than all as wide as the widest;
  /// `false` by default.
  open var apportionsSegmentWidthsByContent = false {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// Whether a tap selects momentarily; `false` by default.
  open var isMomentary = false
  /// The selected segment's colour (`nil`: white).
  open var selectedSegmentTintColor: UIColor? { didSet { setNeedsDisplay() } }

  /// Creates a control with a segment per item (`String`s; other items make untitled
  /// segments).
  public init(items: [Any]?) {
    super.init(frame: .zero)
    for item in items ?? [] {
      titles.append(item as? String ?? "")
      widths.append(0)
    }
    frame.size = intrinsicContentSize
  }

  /// Creates a control with no segments at `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a control from an archive; nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// How many segments there are.
  open var numberOfSegments: Int { titles.count }

  /// Inserts a segment titled `title` at `segment` (clamped to the ends).
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    let index = min(max(segment, 0), titles.count)
    titles.insert(title ?? "", at: index)
    widths.insert(0, at: index)
    if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
    segmentsDidChange()
  }

  /// Removes the segment at `segment`, if any.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else { return }
    titles.remove(at: segment)
    widths.remove(at: segment)
    if selectedSegmentIndex == segment { selectedSegmentIndex = Self.noSegment }
    if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
    segmentsDidChange()
  }

  /// Removes every segment.
  open func removeAllSegments() {
    titles.removeAll()
    widths.removeAll()
    selectedSegmentIndex = Self.noSegment
    segmentsDidChange()
  }

  /// Sets a segment's title.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title ?? ""
    segmentsDidChange()
  }

  /// A segment's title (`nil` for an untitled one or no such segment).
  open func titleForSegment(at segment: Int) -> String? {
    guard titles.indices.contains(segment), !titles[segment].isEmpty else { return nil }
    return titles[segment]
  }

  /// Sets a segment's width (0: automatic).
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard widths.indices.contains(segment) else { return }
    widths[segment] = max(width, 0)
    segmentsDidChange()
  }

  /// A segment's set width (0: automatic).
  open func widthForSegment(at segment: Int) -> CGFloat {
    widths.indices.contains(segment) ? widths[segment] : 0
  }

  private func segmentsDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsDisplay()
  }

  /// Each segment's natural width, in order.
  private var segmentWidths: [CGFloat] {
    let own = titles.map { singleLineSize($0, font: Self.titleFont).width + 2 * Self.padding }
    let widest = own.max() ?? 0
    return titles.indices.map { index in
      if widths[index] > 0 { return widths[index] }
      return apportionsSegmentWidthsByContent ? own[index] : widest
    }
  }

  /// The segments' widths side by side, 32 tall; zero with no segments.
  open override var intrinsicContentSize: CGSize {
    guard !titles.isEmpty else { return .zero }
    return CGSize(width: segmentWidths.reduce(0, +), height: Self.height)
  }

  /// The intrinsic size, whatever `size` is.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The titles' baseline, a line centred vertically.
  override var firstBaselineOffsetFromTop: CGFloat? {
    let font = Self.titleFont
    let height = bounds.height > 0 ? bounds.height : Self.height
    return (height - font.lineHeight) / 2 + font.ascender
  }

  /// The same line's baseline, from the bottom.
  override var lastBaselineOffsetFromBottom: CGFloat? {
    let height = bounds.height > 0 ? bounds.height : Self.height
    return height - (firstBaselineOffsetFromTop ?? 0)
  }

  /// A grey capsule, the selected segment white, each title centred in its segment.
  open override func draw(_ rect: CGRect) {
    #if !canImport(CoreGraphics)
      UIColor.systemGray5.setFill()
      UIRectFill(bounds)
      let natural = segmentWidths
      let total = natural.reduce(0, +)
      let scale = total > 0 ? bounds.width / total : 0
      var x: CGFloat = 0
      for (index, title) in titles.enumerated() {
        let width = natural[index] * scale
        let segment = CGRect(x: x, y: 0, width: width, height: bounds.height)
        if index == selectedSegmentIndex {
          (selectedSegmentTintColor ?? .white).setFill()
          UIRectFill(segment.insetBy(dx: 2, dy: 2))
        }
        ControlDrawing.drawCentered(title, in: segment, font: Self.titleFont, .label)
        x += width
      }
    #endif
  }
}
