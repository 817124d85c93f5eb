// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// How much a constraint matters: 1000 (``required``) must hold; anything lower is satisfied
/// as well as possible, higher priorities first (semantics reference 4.4).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority, 1…1000.
  public var rawValue: Float
  /// Wraps a priority value.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Wraps a priority value.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// 1000: the constraint must hold.
  public static let required = UILayoutPriority(1000)
  /// 750: a button's compression resistance.
  public static let defaultHigh = UILayoutPriority(750)
  /// 510.
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// 500.
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// 490.
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// 250: a button's content hugging.
  public static let defaultLow = UILayoutPriority(250)
  /// 50: the level `systemLayoutSizeFitting(_:)` uses for the target size.
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// Orders by value.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `priority + 1`, as UIKit code nudges priorities.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// `priority - 1`.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}

extension UILayoutPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  /// `let p: UILayoutPriority = 999.5`.
  public init(floatLiteral value: Float) { self.init(value) }
  /// `let p: UILayoutPriority = 999`.
  public init(integerLiteral value: Int) { self.init(Float(value)) }
}

extension NSLayoutConstraint {
  /// The axis a constraint, hugging or compression resistance acts along.
  public enum Axis: Int, Sendable {
    /// Left–right.
    case horizontal = 0
    /// Top–bottom.
    case vertical = 1
  }
}
