// UIKitLayout: SVG rendering.

/// A laid-out view tree as plain values: what renderers draw, and all they see.
///
/// Captured from live views by ``LayoutSnapshot/capture(_:)``; frames are in the root view's
/// coordinates, so a renderer needs no geometry of its own. `Sendable` and `Hashable`, so
/// snapshots can be compared in tests and handed between tasks.
public struct LayoutSnapshot: Sendable, Hashable {
  /// A caption for the picture (for example `iPhone 15 portrait`).
  public var caption: String
  /// The root's size in points.
  public var width, height: Double
  /// The root node.
  public var root: Node
  /// Constraints drawn by the overlay (empty unless captured with them).
  public var constraints: [ConstraintLine]

  /// Creates a snapshot.
  public init(caption: String, width: Double, height: Double, root: Node, constraints: [ConstraintLine] = []) {
    self.caption = caption
    self.width = width
    self.height = height
    self.root = root
    self.constraints = constraints
  }

  /// An axis-aligned rectangle.
  public struct Rect: Sendable, Hashable {
    /// The origin and size.
    public var x, y, width, height: Double
    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  /// A point.
  public struct Point: Sendable, Hashable {
    /// The coordinates.
    public var x, y: Double
    /// Creates a point.
    public init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }
  }

  /// An sRGB colour with 8-bit components.
  public struct Color: Sendable, Hashable {
    /// The components, 0…255.
    public var red, green, blue, alpha: UInt8
    /// Creates a colour.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }
  }

  /// What a view looks like beyond its frame: fill and border (UIKitLayout's views have no
  /// colours, so the caller supplies them).
  public struct Appearance: Sendable, Hashable {
    /// The fill.
    public var fill: Color?
    /// The border colour.
    public var stroke: Color?
    /// The border width.
    public var strokeWidth: Double
    /// The corner radius.
    public var cornerRadius: Double
    /// Creates an appearance.
    public init(fill: Color? = nil, stroke: Color? = nil, strokeWidth: Double = 1, cornerRadius: Double = 0) {
      self.fill = fill
      self.stroke = stroke
      self.strokeWidth = strokeWidth
      self.cornerRadius = cornerRadius
    }
  }

  /// Which kind of view a node is (decides how it is drawn).
  public enum Kind: String, Sendable, Hashable {
    /// A plain view: its fill and border.
    case view
    /// A label: its text lines.
    case label
    /// An image view: a crossed box.
    case image
    /// A scroll view.
    case scroll
    /// A button.
    case button
  }

  /// Laid-out text: lines with their baselines, as the label draws them.
  public struct Text: Sendable, Hashable {
    /// One line.
    public struct Line: Sendable, Hashable {
      /// The characters shown (with an ellipsis where the label cut the text).
      public var string: String
      /// Where the line's anchor is (its left, middle or right, by ``anchor``) on its baseline.
      public var origin: Point
      /// Creates a line.
      public init(string: String, origin: Point) {
        self.string = string
        self.origin = origin
      }
    }
    /// Where each line is anchored horizontally.
    public enum Anchor: String, Sendable, Hashable {
      /// The line starts at the origin.
      case start
      /// The line is centred on the origin.
      case middle
      /// The line ends at the origin.
      case end
    }
    /// The lines.
    public var lines: [Line]
    /// The point size.
    public var fontSize: Double
    /// Whether the weight is semibold or heavier.
    public var isBold: Bool
    /// The colour.
    public var color: Color
    /// The horizontal anchoring.
    public var anchor: Anchor
    /// Creates laid-out text.
    public init(lines: [Line], fontSize: Double, isBold: Bool, color: Color, anchor: Anchor) {
      self.lines = lines
      self.fontSize = fontSize
      self.isBold = isBold
      self.color = color
      self.anchor = anchor
    }
  }

  /// One view.
  public struct Node: Sendable, Hashable {
    /// The view's document name (`nil` for views UIKit made, such as a button's label).
    public var name: String?
    /// The kind.
    public var kind: Kind
    /// The frame in the root's coordinates.
    public var frame: Rect
    /// Fill and border.
    public var appearance: Appearance
    /// The text a label shows.
    public var text: Text?
    /// `isHidden`: the view and its subviews are not drawn.
    public var isHidden: Bool
    /// `alpha`.
    public var alpha: Double
    /// Whether the constraints leave the frame undetermined (captured only when asked for).
    public var isAmbiguous: Bool
    /// The subviews, back to front.
    public var children: [Node]
    /// Creates a node.
    public init(
      name: String?, kind: Kind, frame: Rect, appearance: Appearance, text: Text?, isHidden: Bool,
      alpha: Double, isAmbiguous: Bool, children: [Node]
    ) {
      self.name = name
      self.kind = kind
      self.frame = frame
      self.appearance = appearance
      self.text = text
      self.isHidden = isHidden
      self.alpha = alpha
      self.isAmbiguous = isAmbiguous
      self.children = children
    }
  }

  /// A constraint drawn between the points of its anchors.
  public struct ConstraintLine: Sendable, Hashable {
    /// The first anchor's point.
    public var from: Point
    /// The second anchor's point (for a constant size, the other end of the dimension).
    public var to: Point
    /// Whether the constraint is optional (priority below 1000): drawn dashed.
    public var isOptional: Bool
    /// Creates a line.
    public init(from: Point, to: Point, isOptional: Bool) {
      self.from = from
      self.to = to
      self.isOptional = isOptional
    }
  }
}
