// UIKitLayout: SVG rendering.

/// What the SVG and PNG renderers draw on top of the views (``SVGRenderer/Options`` and
/// ``PNGRenderer/Options`` are this type).
///
/// Each overlay draws only what the snapshot holds: capture records constraint marks, safe-area
/// insets and layout margins only when its ``LayoutSnapshot/CaptureOptions`` ask for them, and
/// with every option off a picture is byte for byte what it was before overlays existed.
/// Overlays are drawn in this order, over the views: safe area, margins, constraints, then the
/// list of broken constraints.
public struct OverlayOptions: Sendable, Hashable {
  /// Draw the snapshot's constraint marks (``LayoutSnapshot/ConstraintMark``): I-bars, gaps
  /// and alignment ticks with their values, dashed when optional, the broken ones in red with
  /// a cross and listed at the bottom of the picture.
  public var showsConstraints: Bool
  /// Outline views whose layout is ambiguous, in red.
  public var marksAmbiguity: Bool
  /// Tint the bands the root's safe-area insets leave (status bar, home indicator).
  public var showsSafeArea: Bool
  /// Outline each view's layout margins, a thin line inside its frame.
  public var showsMargins: Bool

  /// Creates options, all off unless given.
  public init(
    showsConstraints: Bool = false, marksAmbiguity: Bool = false, showsSafeArea: Bool = false,
    showsMargins: Bool = false
  ) {
    self.showsConstraints = showsConstraints
    self.marksAmbiguity = marksAmbiguity
    self.showsSafeArea = showsSafeArea
    self.showsMargins = showsMargins
  }
}

/// The overlays' colours, shared by both renderers so an SVG and a PNG of one snapshot agree.
enum OverlayStyle {
  typealias Color = LayoutSnapshot.Color
  /// Constraints (Xcode draws them blue).
  static let constraint = Color(red: 0x0A, green: 0x60, blue: 0xFF)
  /// A broken constraint (red, as Xcode draws a conflicting one).
  static let broken = Color(red: 0xFF, green: 0x3B, blue: 0x30)
  /// The safe area's bands: orange at a fifth.
  static let safeArea = Color(red: 0xFF, green: 0x95, blue: 0x00, alpha: 51)
  /// Layout margins.
  static let margins = Color(red: 0x32, green: 0xAD, blue: 0xE6)
  /// Ambiguity outlines.
  static let ambiguous = Color(red: 0xFF, green: 0x3B, blue: 0x30)

  /// A line's width: a constraint 1 point, a broken one 2, a margin outline half a point.
  static let constraintWidth = 1.0, brokenWidth = 2.0, marginWidth = 0.5
  /// How far a mark's white casing reaches past its strokes on each side.
  static let casing = 1.0
  /// Dashes of optional constraints (on, off), in points.
  static let dash = (3.0, 2.0)
  /// Half the size of a broken mark's cross.
  static let crossHalfSize = 3.0

  /// The safe area's bands: the strips of the canvas outside the insets (top and bottom the
  /// full width, left and right between them), those with no area left out.
  static func safeAreaBands(_ insets: LayoutSnapshot.Insets, width: Double, height: Double) -> [LayoutSnapshot.Rect] {
    let top = min(max(0, insets.top), height), bottom = min(max(0, insets.bottom), height - top)
    let left = min(max(0, insets.left), width), right = min(max(0, insets.right), width - left)
    let middle = height - top - bottom
    return [
      LayoutSnapshot.Rect(x: 0, y: 0, width: width, height: top),
      LayoutSnapshot.Rect(x: 0, y: height - bottom, width: width, height: bottom),
      LayoutSnapshot.Rect(x: 0, y: top, width: left, height: middle),
      LayoutSnapshot.Rect(x: width - right, y: top, width: right, height: middle),
    ].filter { $0.width > 0 && $0.height > 0 }
  }

  /// The rectangle a node's margins outline: its frame inset by its margins (`nil` when it
  /// has no margins captured or nothing is left inside them).
  static func marginsRect(_ node: LayoutSnapshot.Node) -> LayoutSnapshot.Rect? {
    guard let m = node.layoutMargins else { return nil }
    let f = node.frame
    let r = LayoutSnapshot.Rect(
      x: f.x + m.left, y: f.y + m.top, width: f.width - m.left - m.right, height: f.height - m.top - m.bottom)
    return r.width > 0 && r.height > 0 ? r : nil
  }

  /// The nodes drawn (not hidden, nor under a hidden one), in tree order, without recursion.
  static func visibleNodes(_ root: LayoutSnapshot.Node) -> [LayoutSnapshot.Node] {
    var result: [LayoutSnapshot.Node] = []
    var stack = [root]
    while let node = stack.popLast() {
      guard !node.isHidden else { continue }
      result.append(node)
      stack.append(contentsOf: node.children.reversed())
    }
    return result
  }

  /// The list of broken constraints: its font size and line height.
  static let listFontSize = 10.0, listLineHeight = 12.0

  /// A mark's label's baseline: 3 points below the label's centre (about half the cap height
  /// of ``LayoutSnapshot/ConstraintMark/labelFontSize``), so the label is centred on it.
  static func labelBaseline(_ mark: LayoutSnapshot.ConstraintMark) -> Double { mark.labelCenter.y + 3 }

  /// The list of broken constraints under a picture: one line each (`✕ broken: ` and the
  /// description) from its left end, the last line 4 points above the bottom, cut to what the
  /// width holds at about 0.6 em a character (the last kept character then an ellipsis).
  static func brokenList(_ snapshot: LayoutSnapshot) -> [(text: String, origin: LayoutSnapshot.Point)] {
    let broken = snapshot.brokenConstraints
    let fits = max(4, Int((snapshot.width - 8) / (listFontSize * 0.6)))
    return broken.enumerated().map { index, description in
      var line = "✕ broken: " + description
      if line.count > fits { line = String(line.prefix(fits - 1)) + "…" }
      let y = snapshot.height - 4 - listLineHeight * Double(broken.count - 1 - index)
      return (line, LayoutSnapshot.Point(x: 4, y: y))
    }
  }
}
