// UIKitLayout: SVG rendering.
import UIKitLayout

extension LayoutSnapshot {
  /// One constraint as the overlay draws it, the way Xcode's canvas does: an I-bar across an
  /// item for a size, a straight line across the gap between two edges for a spacing, a short
  /// tick where two edges or centres line up.
  ///
  /// Everything is in the root's coordinates and inside the canvas (``LayoutSnapshot/width``
  /// by ``LayoutSnapshot/height``): capture clamps the marks there, so renderers draw them as
  /// they are, with no geometry of their own. A line is never diagonal (it runs along one axis)
  /// and never of zero length (a line whose ends meet becomes a tick).
  public struct ConstraintMark: Sendable, Hashable {
    /// What the mark shows.
    public enum Kind: String, Sendable, Hashable {
      /// A width or height: an I-bar across the item (a line along the axis, end caps across
      /// it), its value as the label.
      case size
      /// A distance between two edges (or centres): a line along the axis from one to the
      /// other, end caps across it, the constant as the label.
      case spacing
      /// Two edges (or centres) that coincide: a short tick across the axis where they meet,
      /// no caps.
      case alignment
    }

    /// The axis a constraint's attributes measure along.
    public enum Axis: String, Sendable, Hashable {
      /// x: left, right, leading, trailing, centre x, width (and their margin forms).
      case horizontal
      /// y: top, bottom, centre y, baselines, height (and their margin forms).
      case vertical
    }

    /// What the mark shows.
    public var kind: Kind
    /// The axis of the constraint's attributes: a size or spacing line runs along it, an
    /// alignment tick across it.
    public var axis: Axis
    /// The line's ends, the smaller coordinate first (so equal constraints give equal marks
    /// whichever item they name first).
    public var from: Point, to: Point
    /// The value shown beside the line (`16`, `≥ 8`, `= w × 0.5`); `nil` for an alignment with
    /// nothing to say.
    public var label: String?
    /// Where the label's centre goes: beside the line (above a horizontal one, right of a
    /// vertical one), moved so that the label stays inside the canvas.
    public var labelCenter: Point
    /// Whether the constraint is optional (priority below 1000): drawn dashed.
    public var isOptional: Bool
    /// Whether the engine broke (left out) this constraint to recover from a conflict: drawn
    /// in red, thicker, crossed at its middle, and listed under the picture.
    public var isBroken: Bool
    /// The constraint in words (the document's equation, or one built from the items' names):
    /// the mark's tooltip in SVG, and the line that lists it when broken.
    public var description: String

    /// Creates a mark.
    public init(
      kind: Kind, axis: Axis, from: Point, to: Point, label: String? = nil, labelCenter: Point,
      isOptional: Bool = false, isBroken: Bool = false, description: String = ""
    ) {
      self.kind = kind
      self.axis = axis
      self.from = from
      self.to = to
      self.label = label
      self.labelCenter = labelCenter
      self.isOptional = isOptional
      self.isBroken = isBroken
      self.description = description
    }

    /// The middle of the line: where a broken mark's cross goes.
    public var middle: Point { Point(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2) }

    /// Whether the mark has end caps (sizes and spacings: I-bars).
    public var hasCaps: Bool { kind != .alignment }

    /// Half the length of an end cap, in points.
    public static let capHalfLength = 3.0
    /// Half the length of an alignment tick.
    public static let tickHalfLength = 6.0
    /// The label's font size.
    public static let labelFontSize = 9.0

    /// A label's width at ``labelFontSize`` in DejaVu Sans (the face the PNG renderer draws it
    /// in, and the SVG's first choice), by the shipped outlines' own advances, with its halo's
    /// 1.5 points each side: what keeps it on the canvas.
    public static func labelWidth(_ text: String) -> Double {
      guard let face = labelFace else { return Double(text.count) * 5.5 + 3 }
      return Double(face.advance(of: text)) * labelFontSize / Double(max(1, face.unitsPerEm)) + 3
    }

    /// The face labels are measured and drawn in: the shipped DejaVu Sans outlines, by their
    /// own advances (the shipped metrics lack some of the labels' symbols, ≤ ≥ ✕, which the
    /// outlines have).
    static let labelFace: FontFaceMetrics? = OpenTypeFace.dejaVuSansOutlines(bold: false).map { FontFaceMetrics($0) }
  }
}
