// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// Insets for the four edges of a rectangle, by physical side (UIKit's `UIEdgeInsets`).
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
  /// The inset at the top edge.
  public var top: CGFloat
  /// The inset at the left edge.
  public var left: CGFloat
  /// The inset at the bottom edge.
  public var bottom: CGFloat
  /// The inset at the right edge.
  public var right: CGFloat

  /// Creates insets from the four values.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  /// Creates zero insets.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// Zero on every edge.
  public static let zero = UIEdgeInsets()
}

/// Insets for the four edges of a rectangle, by reading direction
/// (UIKit's `NSDirectionalEdgeInsets`).
///
/// `leading` is the left edge in left-to-right layouts and the right edge in right-to-left ones.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
  /// The inset at the top edge.
  public var top: CGFloat
  /// The inset at the leading edge.
  public var leading: CGFloat
  /// The inset at the bottom edge.
  public var bottom: CGFloat
  /// The inset at the trailing edge.
  public var trailing: CGFloat

  /// Creates insets from the four values.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }

  /// Creates zero insets.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// Zero on every edge.
  public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
  /// The rectangle shrunk by `insets` (grown where an inset is negative).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}
