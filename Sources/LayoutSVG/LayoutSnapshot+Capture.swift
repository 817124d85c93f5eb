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
    /// The constraints to draw as lines (none by default).
    public var constraints: [NSLayoutConstraint]
    /// Whether to ask each view whether its layout is ambiguous (costs a solver query per view).
    public var marksAmbiguity: Bool

    /// Creates options; everything but the caption is optional.
    public init(
      caption: String, name: @escaping (UIView) -> String? = { _ in nil },
      constraints: [NSLayoutConstraint] = [], marksAmbiguity: Bool = false
    ) {
      self.caption = caption
      self.name = name
      self.constraints = constraints
      self.marksAmbiguity = marksAmbiguity
    }
  }

  /// Captures `root` and its subviews as they are laid out and drawn now.
  ///
  /// First commits what is pending (`CATransaction.flush()`, which displays a window's tree)
  /// and displays any view still waiting to (a tree outside a window has no commit), so every
  /// view's `draw(_:)` has run at its current size; then reads each layer's background, border
  /// and recorded drawing.
  @MainActor
  public static func capture(_ root: UIView, options: CaptureOptions) -> LayoutSnapshot {
    CATransaction.flush()
    let capturer = Capturer(root: root, options: options)
    return LayoutSnapshot(
      caption: options.caption, width: Double(root.bounds.width), height: Double(root.bounds.height),
      root: capturer.tree(), constraints: options.constraints.compactMap(capturer.line))
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

  /// The tree's nodes, built without recursion: views in pre-order (displaying each one still
  /// waiting to be displayed, parents first), then nodes assembled from the last view back.
  func tree() -> LayoutSnapshot.Node {
    var order: [(view: UIView, parent: Int?)] = []
    var stack: [(UIView, Int?)] = [(root, nil)]
    while let (view, parent) = stack.popLast() {
      view.layer.displayIfNeeded()
      order.append((view, parent))
      for child in view.subviews.reversed() { stack.append((child, order.count - 1)) }
    }
    // Children are finished before their parent (they come later in pre-order); each list
    // fills last child first.
    var children = [[LayoutSnapshot.Node]](repeating: [], count: order.count)
    var result: LayoutSnapshot.Node?
    for index in order.indices.reversed() {
      let made = node(order[index].view, children: children[index].reversed())
      if let parent = order[index].parent { children[parent].append(made) } else { result = made }
    }
    return result!
  }

  func node(_ view: UIView, children: [LayoutSnapshot.Node]) -> LayoutSnapshot.Node {
    var kind = LayoutSnapshot.Kind.view
    switch view {
    case is UILabel: kind = .label
    case is UIImageView: kind = .image
    case is UIScrollView: kind = .scroll
    case is UIButton: kind = .button
    default: break
    }
    let layer = view.layer
    let appearance = LayoutSnapshot.Appearance(
      fill: layer.backgroundColor.map(LayoutSnapshot.Color.init),
      stroke: layer.borderWidth > 0 ? layer.borderColor.map(LayoutSnapshot.Color.init) : nil,
      strokeWidth: Double(layer.borderWidth), cornerRadius: Double(layer.cornerRadius))
    return LayoutSnapshot.Node(
      name: options.name(view), kind: kind, frame: .init(rect(view)), appearance: appearance,
      drawing: layer.recordedDrawing.map { drawing($0, of: view) }, clipsToBounds: view.clipsToBounds,
      isHidden: view.isHidden, alpha: Double(view.alpha),
      isAmbiguous: options.marksAmbiguity && view.hasAmbiguousLayout, children: children)
  }

  /// A recorded operation moved from the view's bounds coordinates to the root's.
  func drawing(_ operation: DrawingOperation, of view: UIView) -> LayoutSnapshot.Drawing {
    func box(_ r: CGRect) -> LayoutSnapshot.Rect { .init(view === root ? r : view.convert(r, to: root)) }
    switch operation {
    case .fillRect(let r, let color): return .fill(box(r), .init(color))
    case .strokeRect(let r, let color, let width): return .stroke(box(r), .init(color), width: Double(width))
    case .fillEllipse(let r, let color): return .fillEllipse(box(r), .init(color))
    case .strokeEllipse(let r, let color, let width):
      return .strokeEllipse(box(r), .init(color), width: Double(width))
    case .image(let r, _): return .image(box(r))
    case .text(let run):
      let start = CGPoint(x: run.origin.x, y: run.baseline)
      let point = view === root ? start : view.convert(start, to: root)
      return .text(
        .init(
          string: run.string, origin: .init(x: Double(point.x), y: Double(point.y)),
          fontSize: Double(run.font.pointSize), isBold: run.font.fontName.lowercased().contains("bold"),
          color: .init(run.color), width: Double(run.width), isRightToLeft: Self.isRightToLeft(run.string)))
    }
  }

  /// Whether the first strong character is from a right-to-left script (Hebrew, Arabic and
  /// their presentation forms): the paragraph direction a string's drawing takes by default.
  static func isRightToLeft(_ string: String) -> Bool {
    for scalar in string.unicodeScalars {
      switch scalar.value {
      case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return true
      default: if scalar.properties.isAlphabetic { return false }
      }
    }
    return false
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
  init(_ color: CGColor) {
    func byte(_ x: CGFloat) -> UInt8 { UInt8(max(0, min(255, (x * 255).rounded()))) }
    let c = color.components ?? [0, 0, 0, 1]
    self.init(red: byte(c[0]), green: byte(c[1]), blue: byte(c[2]), alpha: byte(c[3]))
  }
}
