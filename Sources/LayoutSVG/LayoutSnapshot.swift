// UIKitLayout: SVG rendering.
import UIKitLayout

/// A laid-out view tree as plain values: what renderers draw, and all they see.
///
/// Captured from live views by ``LayoutSnapshot/capture(_:options:)`` after the display pass:
/// each view's layer appearance and what its `draw(_:)` recorded, all in the root view's
/// coordinates, so a renderer needs no geometry of its own. `Sendable` and `Hashable`, so
/// snapshots can be compared in tests and handed between tasks.
public struct LayoutSnapshot: Sendable, Hashable {
  /// A caption for the picture (for example `iPhone 15 portrait`).
  public var caption: String
  /// The root's size in points.
  public var width, height: Double
  /// The root node.
  public var root: Node
  /// The constraint overlay's marks, in the order the constraints were given (empty unless
  /// captured with constraints).
  public var constraints: [ConstraintMark]
  /// The root's safe-area insets (`nil` unless captured with them; zero outside a window).
  public var safeAreaInsets: Insets?

  /// Creates a snapshot.
  public init(
    caption: String, width: Double, height: Double, root: Node, constraints: [ConstraintMark] = [],
    safeAreaInsets: Insets? = nil
  ) {
    self.caption = caption
    self.width = width
    self.height = height
    self.root = root
    self.constraints = constraints
    self.safeAreaInsets = safeAreaInsets
  }

  /// The constraints the engine broke (left out) to recover from a conflict, as their
  /// descriptions, in constraint order: what a picture lists beside their marks.
  public var brokenConstraints: [String] { constraints.filter(\.isBroken).map(\.description) }

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

  /// Distances inward from each edge of a rectangle, in points (physical sides: left and
  /// right, whatever the layout direction).
  public struct Insets: Sendable, Hashable {
    /// The four distances.
    public var top, left, bottom, right: Double
    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
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

  /// What Core Animation draws for a layer itself, outside `draw(_:)`: its background and
  /// border (`backgroundColor`, `borderColor`/`borderWidth`, `cornerRadius`).
  public struct Appearance: Sendable, Hashable {
    /// The fill.
    public var fill: Color?
    /// The border colour (`nil` when there is no border).
    public var stroke: Color?
    /// The border width, drawn inside the frame.
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

  /// Which kind of view a node is (its SVG class, and whether an undrawn view gets a hairline).
  public enum Kind: String, Sendable, Hashable {
    /// A plain view.
    case view
    /// A label.
    case label
    /// An image view.
    case image
    /// A scroll view.
    case scroll
    /// A button.
    case button
  }

  /// One line of text as the view drew it.
  public struct Text: Sendable, Hashable {
    /// The characters drawn.
    public var string: String
    /// The left end of the line, on its baseline.
    public var origin: Point
    /// The point size.
    public var fontSize: Double
    /// Whether the weight is semibold or heavier.
    public var isBold: Bool
    /// The colour.
    public var color: Color
    /// The line's measured width.
    public var width: Double
    /// Whether the text runs right to left (its first strong character is Hebrew or Arabic):
    /// renderers then anchor it at its right end, so a font whose shaping differs from the
    /// measurer's still ends where the view drew it.
    public var isRightToLeft: Bool
    /// The face the text was measured in when it is not the shipped system font (DejaVu
    /// Sans): a font registered from a file (``UIKitLayout/FontFaceMetrics/openTypeFace``
    /// has its outlines) or metrics made in code. `nil` for the system font, regular or
    /// bold. The PNG renderer takes advances and outlines from it.
    public var fontFace: FontFaceMetrics?
    /// Creates a line of text.
    public init(
      string: String, origin: Point, fontSize: Double, isBold: Bool, color: Color, width: Double = 0,
      isRightToLeft: Bool = false, fontFace: FontFaceMetrics? = nil
    ) {
      self.string = string
      self.width = width
      self.isRightToLeft = isRightToLeft
      self.fontFace = fontFace
      self.origin = origin
      self.fontSize = fontSize
      self.isBold = isBold
      self.color = color
    }
  }

  /// One operation a view's `draw(_:)` recorded, in the root's coordinates.
  public enum Drawing: Sendable, Hashable {
    /// A filled rectangle.
    case fill(Rect, Color)
    /// A rectangle's outline, centred on its edges.
    case stroke(Rect, Color, width: Double)
    /// A filled ellipse inscribed in the rectangle.
    case fillEllipse(Rect, Color)
    /// An ellipse's outline.
    case strokeEllipse(Rect, Color, width: Double)
    /// A line of text.
    case text(Text)
    /// An image's box (drawn as a crossed box).
    case image(Rect)
  }

  /// One view.
  ///
  /// A tree of nodes can be as deep as the view tree (100 000 views in a chain): copying,
  /// comparing, hashing and releasing one never recurses (see LayoutSnapshot+NodeChildren.swift).
  public struct Node: Sendable, Hashable {
    /// The view's document name (`nil` for views UIKit made, such as a button's label).
    public var name: String?
    /// The kind.
    public var kind: Kind
    /// The frame in the root's coordinates.
    public var frame: Rect
    /// Background and border.
    public var appearance: Appearance
    /// What the view's `draw(_:)` drew at its last display, back to front.
    public var drawing: [Drawing]
    /// `clipsToBounds`: the view's drawing and subviews are clipped to its frame.
    public var clipsToBounds: Bool
    /// `isHidden`: the view and its subviews are not drawn.
    public var isHidden: Bool
    /// `alpha`.
    public var alpha: Double
    /// Whether the constraints leave the frame undetermined (captured only when asked for).
    public var isAmbiguous: Bool
    /// The layout margins in effect (those the margins guide is inset by: the view's own, plus
    /// the safe area and the superview's margins when it takes them); captured only when asked
    /// for, and only for plain views and scroll views (the containers content is pinned to).
    public var layoutMargins: Insets?
    /// The subviews, back to front.
    public var children: [Node] {
      get { subtree.nodes }
      set {
        if isKnownUniquelyReferenced(&subtree), subtree !== NodeChildren.none {
          subtree.nodes = newValue
        } else {
          subtree = newValue.isEmpty ? NodeChildren.none : NodeChildren(newValue)
        }
      }
    }
    /// The children's box: released without recursion (``NodeChildren``).
    var subtree: NodeChildren
    /// Creates a node.
    public init(
      name: String?, kind: Kind, frame: Rect, appearance: Appearance = Appearance(),
      drawing: [Drawing] = [], clipsToBounds: Bool = false, isHidden: Bool = false,
      alpha: Double = 1, isAmbiguous: Bool = false, layoutMargins: Insets? = nil, children: [Node] = []
    ) {
      self.name = name
      self.kind = kind
      self.frame = frame
      self.appearance = appearance
      self.drawing = drawing
      self.clipsToBounds = clipsToBounds
      self.isHidden = isHidden
      self.alpha = alpha
      self.isAmbiguous = isAmbiguous
      self.layoutMargins = layoutMargins
      self.subtree = children.isEmpty ? NodeChildren.none : NodeChildren(children)
    }
  }
}
