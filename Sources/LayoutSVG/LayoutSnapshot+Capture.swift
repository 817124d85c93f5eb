// UIKitLayout: SVG rendering.
import Foundation
import UIKitLayout

extension LayoutSnapshot {
  /// What to capture from a laid-out tree.
  public struct CaptureOptions {
    /// The caption.
    public var caption: String
    /// The document name of a view (`nil` for views the caller did not create).
    public var name: (UIView) -> String?
    /// The fill and border of a view.
    public var appearance: (UIView) -> Appearance
    /// The constraints to draw as lines (none by default).
    public var constraints: [NSLayoutConstraint]
    /// Whether to ask each view whether its layout is ambiguous (costs a solver query per view).
    public var marksAmbiguity: Bool

    /// Creates options; everything but the caption is optional.
    public init(
      caption: String, name: @escaping (UIView) -> String? = { _ in nil },
      appearance: @escaping (UIView) -> Appearance = { _ in Appearance() },
      constraints: [NSLayoutConstraint] = [], marksAmbiguity: Bool = false
    ) {
      self.caption = caption
      self.name = name
      self.appearance = appearance
      self.constraints = constraints
      self.marksAmbiguity = marksAmbiguity
    }
  }

  /// Captures `root` and its subviews as they are laid out now.
  @MainActor
  public static func capture(_ root: UIView, options: CaptureOptions) -> LayoutSnapshot {
    let capturer = Capturer(root: root, options: options)
    return LayoutSnapshot(
      caption: options.caption, width: Double(root.bounds.width), height: Double(root.bounds.height),
      root: capturer.node(root), constraints: options.constraints.compactMap(capturer.line))
  }
}

/// Walks live views into ``LayoutSnapshot/Node`` values.
@MainActor
private struct Capturer {
  let root: UIView
  let options: LayoutSnapshot.CaptureOptions

  func rect(_ view: UIView) -> CGRect {
    view === root ? CGRect(origin: .zero, size: root.bounds.size) : view.convert(view.bounds, to: root)
  }

  func node(_ view: UIView) -> LayoutSnapshot.Node {
    let frame = rect(view)
    var kind = LayoutSnapshot.Kind.view
    var text: LayoutSnapshot.Text?
    switch view {
    case let label as UILabel:
      kind = .label
      text = self.text(label, frame)
    case is UIImageView: kind = .image
    case is UIScrollView: kind = .scroll
    case is UIButton: kind = .button
    default: break
    }
    return LayoutSnapshot.Node(
      name: options.name(view), kind: kind, frame: .init(frame), appearance: options.appearance(view),
      text: text, isHidden: view.isHidden, alpha: Double(view.alpha),
      isAmbiguous: options.marksAmbiguity && view.hasAmbiguousLayout,
      children: view.subviews.map(node))
  }

  /// The label's lines as it draws them: vertically centred in its bounds, aligned by
  /// `textAlignment` (natural follows the view's layout direction).
  func text(_ label: UILabel, _ frame: CGRect) -> LayoutSnapshot.Text? {
    guard let string = label.text, !string.isEmpty, let font = label.font else { return nil }
    let lines = FontMetricsTextMeasurer().lines(
      string, font: font, maximumWidth: frame.width, numberOfLines: label.numberOfLines,
      lineBreakMode: label.lineBreakMode)
    let isRightToLeft = label.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let anchor: LayoutSnapshot.Text.Anchor
    switch label.textAlignment {
    case .center: anchor = .middle
    case .right: anchor = .end
    case .left, .justified: anchor = .start
    default: anchor = isRightToLeft ? .end : .start
    }
    let x = anchor == .start ? frame.minX : anchor == .middle ? frame.midX : frame.maxX
    let top = frame.minY + (frame.height - CGFloat(lines.count) * font.lineHeight) / 2
    let color = label.textColor ?? .black
    return LayoutSnapshot.Text(
      lines: lines.enumerated().map { index, line in
        .init(
          string: line.text,
          origin: .init(x: Double(x), y: Double(top + font.ascender + CGFloat(index) * font.lineHeight)))
      },
      fontSize: Double(font.pointSize), isBold: font.fontName.lowercased().contains("bold"),
      color: .init(color), anchor: anchor)
  }

  // MARK: - Constraint lines

  /// The constraint as a line between its anchors' points; a constant size spans the item.
  func line(_ constraint: NSLayoutConstraint) -> LayoutSnapshot.ConstraintLine? {
    guard constraint.isActive, let first = constraint.firstItem,
      let (firstGeometry, firstRTL) = geometry(first)
    else { return nil }
    let firstRect = firstGeometry.0
    let optional = constraint.priority.rawValue < 1000
    let a = point(constraint.firstAttribute, firstGeometry, firstRTL)
    if let second = constraint.secondItem, let (secondRect, secondRTL) = geometry(second) {
      let b = point(constraint.secondAttribute, secondRect, secondRTL)
      return .init(from: a, to: b, isOptional: optional)
    }
    // A constant: draw the dimension across the item, through its middle.
    if constraint.firstAttribute == .width {
      return .init(
        from: .init(x: Double(firstRect.minX), y: Double(firstRect.midY)),
        to: .init(x: Double(firstRect.maxX), y: Double(firstRect.midY)), isOptional: optional)
    }
    return .init(
      from: .init(x: Double(firstRect.midX), y: Double(firstRect.minY)),
      to: .init(x: Double(firstRect.midX), y: Double(firstRect.maxY)), isOptional: optional)
  }

  /// An item's rect in root coordinates, its margins and direction.
  func geometry(_ item: AnyObject) -> ((CGRect, UIEdgeInsets), Bool)? {
    if let view = item as? UIView, view === root || view.isDescendant(of: root) {
      return ((rect(view), view.layoutMargins), view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
    if let guide = item as? UILayoutGuide, let owner = guide.owningView {
      let frame = owner.convert(guide.layoutFrame, to: root)
      return ((frame, .zero), owner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
    return nil
  }

  func point(_ attribute: NSLayoutConstraint.Attribute, _ geometry: (CGRect, UIEdgeInsets), _ rtl: Bool)
    -> LayoutSnapshot.Point
  {
    var (r, m) = geometry
    switch attribute {
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      r = r.inset(by: m)
    default: break
    }
    let (x, y): (CGFloat, CGFloat)
    switch attribute {
    case .left, .leftMargin: (x, y) = (r.minX, r.midY)
    case .right, .rightMargin: (x, y) = (r.maxX, r.midY)
    case .leading, .leadingMargin: (x, y) = (rtl ? r.maxX : r.minX, r.midY)
    case .trailing, .trailingMargin: (x, y) = (rtl ? r.minX : r.maxX, r.midY)
    case .top, .topMargin: (x, y) = (r.midX, r.minY)
    case .bottom, .bottomMargin, .lastBaseline, .firstBaseline: (x, y) = (r.midX, r.maxY)
    default: (x, y) = (r.midX, r.midY)
    }
    return .init(x: Double(x), y: Double(y))
  }
}

extension LayoutSnapshot.Rect {
  init(_ r: CGRect) { self.init(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)) }
}

extension LayoutSnapshot.Color {
  init(_ color: UIColor) {
    func byte(_ x: CGFloat) -> UInt8 { UInt8(max(0, min(255, (x * 255).rounded()))) }
    self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(color.alpha))
  }
}
