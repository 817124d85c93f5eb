// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

extension NSLayoutConstraint {
  /// Options for ``constraints(withVisualFormat:options:metrics:views:)``: alignment of the
  /// string's views, the direction of a horizontal string, and how vertical spacing is measured
  /// (raw values as UIKit's; semantics reference 5.5).
  public struct FormatOptions: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt
    /// Wraps bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Aligns the left edges of all the views.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Aligns the right edges.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Aligns the top edges.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Aligns the bottom edges.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Aligns the leading edges.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Aligns the trailing edges.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Aligns the horizontal centres.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Aligns the vertical centres.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Aligns the last baselines.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// UIKit's old name for ``alignAllLastBaseline``.
    public static let alignAllBaseline = alignAllLastBaseline
    /// Aligns the first baselines.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The alignment bits.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

    /// A horizontal string runs from leading to trailing (the default).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// A horizontal string runs from left to right whatever the layout direction.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// A horizontal string runs from right to left: its first view is the rightmost.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The direction bits.
    public static let directionMask = FormatOptions(rawValue: 3 << 16)

    /// Vertical spacing is measured between edges (the default).
    public static let spacingEdgeToEdge = FormatOptions([])
    /// Vertical spacing between views is measured from the upper view's last baseline to the
    /// lower view's first baseline.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The spacing bits.
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)

    /// The attributes the alignment bits ask for, in bit order.
    var alignmentAttributes: [Attribute] {
      let pairs: [(FormatOptions, Attribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
        (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
        (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
        (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
      ]
      return pairs.filter { contains($0.0) }.map(\.1)
    }
  }
}
