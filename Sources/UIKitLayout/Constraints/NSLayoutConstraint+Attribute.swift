// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

extension NSLayoutConstraint {
  /// A part of an item's layout rectangle a constraint refers to (raw values as UIKit's).
  public enum Attribute: Int, Sendable, CaseIterable {
    /// No attribute: the constraint has no second item (a constant size).
    case notAnAttribute = 0
    /// The left edge of the alignment rect.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    case leading = 5
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal middle.
    case centerX = 9
    /// The vertical middle.
    case centerY = 10
    /// The baseline of the last line of text (the bottom for views without text).
    case lastBaseline = 11
    /// The baseline of the first line of text (the bottom for views without text).
    case firstBaseline = 12
    /// The left edge inset by the left layout margin.
    case leftMargin = 13
    /// The right edge inset by the right layout margin.
    case rightMargin = 14
    /// The top edge inset by the top layout margin.
    case topMargin = 15
    /// The bottom edge inset by the bottom layout margin.
    case bottomMargin = 16
    /// The leading edge inset by the leading layout margin.
    case leadingMargin = 17
    /// The trailing edge inset by the trailing layout margin.
    case trailingMargin = 18
    /// The horizontal middle of the margins.
    case centerXWithinMargins = 19
    /// The vertical middle of the margins.
    case centerYWithinMargins = 20

    /// UIKit's old name for ``lastBaseline``.
    public static var baseline: Attribute { .lastBaseline }

    /// The axis the attribute measures along (`nil` for ``notAnAttribute``).
    var axis: Axis? {
      switch self {
      case .notAnAttribute: nil
      case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins:
        .horizontal
      default: .vertical
      }
    }

    /// Whether the attribute is a size rather than a location.
    var isSize: Bool { self == .width || self == .height }

    /// Whether it is a leading/trailing (direction-dependent) attribute.
    ///
    /// (A `switch`, not `contains` on an array literal: every constraint asks this when it is
    /// validated and each time its expression is built, and the array's search was about 60
    /// instructions a constraint.)
    var isDirectional: Bool {
      switch self {
      case .leading, .trailing, .leadingMargin, .trailingMargin: true
      default: false
      }
    }

    /// Whether it is a left/right (absolute) attribute.
    var isAbsoluteHorizontal: Bool {
      switch self {
      case .left, .right, .leftMargin, .rightMargin: true
      default: false
      }
    }

    /// Whether it refers to the layout margins; resolved on the item's margins guide.
    var marginBase: Attribute? {
      switch self {
      case .leftMargin: .left
      case .rightMargin: .right
      case .topMargin: .top
      case .bottomMargin: .bottom
      case .leadingMargin: .leading
      case .trailingMargin: .trailing
      case .centerXWithinMargins: .centerX
      case .centerYWithinMargins: .centerY
      default: nil
      }
    }

    /// The name UIKit prints in a constraint's description (`leading`, `centerX`, `width`).
    /// Our addition (UIKit keeps it private), for tools that describe constraints as UIKit does.
    public var debugName: String {
      switch self {
      case .notAnAttribute: "notAnAttribute"
      case .left: "left"
      case .right: "right"
      case .top: "top"
      case .bottom: "bottom"
      case .leading: "leading"
      case .trailing: "trailing"
      case .width: "width"
      case .height: "height"
      case .centerX: "centerX"
      case .centerY: "centerY"
      case .lastBaseline: "lastBaseline"
      case .firstBaseline: "firstBaseline"
      case .leftMargin: "leftMargin"
      case .rightMargin: "rightMargin"
      case .topMargin: "topMargin"
      case .bottomMargin: "bottomMargin"
      case .leadingMargin: "leadingMargin"
      case .trailingMargin: "trailingMargin"
      case .centerXWithinMargins: "centerXWithinMargins"
      case .centerYWithinMargins: "centerYWithinMargins"
      }
    }
  }

  /// How the two sides of a constraint compare (raw values as UIKit's).
  public enum Relation: Int, Sendable {
    /// first ≤ second.
    case lessThanOrEqual = -1
    /// first = second.
    case equal = 0
    /// first ≥ second.
    case greaterThanOrEqual = 1

    /// `<=`, `==` or `>=`, as UIKit prints it.
    var symbol: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }
  }
}

extension RaisedException.Name {
  /// Foundation's `NSGenericException` (activating constraints without a common ancestor).
  public static let generic = RaisedException.Name(rawValue: "NSGenericException")
}
