// A small Auto Layout DSL in the style of SnapKit, written as such libraries are written for
// iOS (Swift 5, no isolation annotations, an NSLayoutConstraint subclass without initialisers,
// typealiases chosen by `canImport`). It is compiled unedited against `import UIKit`; nothing
// in it knows about UIKitLayout.

#if canImport(UIKit)
  import UIKit
  public typealias ConstraintView = UIView
  public typealias ConstraintLayoutGuide = UILayoutGuide
  public typealias ConstraintInsets = UIEdgeInsets
  public typealias ConstraintPriority = UILayoutPriority
#else
  import AppKit
  public typealias ConstraintView = NSView
  public typealias ConstraintLayoutGuide = NSLayoutGuide
  public typealias ConstraintInsets = NSEdgeInsets
  public typealias ConstraintPriority = NSLayoutConstraint.Priority
#endif

/// The constraint type the DSL makes: inherits `init(item:attribute:…)`, declares none.
public class LayoutConstraint: NSLayoutConstraint {
  /// A label shown as the identifier.
  public var label: String? {
    get { return identifier }
    set { identifier = newValue }
  }

  internal weak var owner: Constraint? = nil
}

/// SnapKit compares its constraints by what they relate, not by identity, to find the one an
/// `updateConstraints` block changes; this overload sits beside NSObject's `==`.
internal func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool {
  return lhs.firstItem === rhs.firstItem && lhs.secondItem === rhs.secondItem
    && lhs.firstAttribute == rhs.firstAttribute && lhs.secondAttribute == rhs.secondAttribute
    && lhs.relation == rhs.relation && lhs.multiplier == rhs.multiplier
    && lhs.priority == rhs.priority
}

/// The attributes a `make.…` chain has collected.
public struct ConstraintAttributes: OptionSet, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let left = ConstraintAttributes(rawValue: 1 << 0)
  public static let top = ConstraintAttributes(rawValue: 1 << 1)
  public static let right = ConstraintAttributes(rawValue: 1 << 2)
  public static let bottom = ConstraintAttributes(rawValue: 1 << 3)
  public static let leading = ConstraintAttributes(rawValue: 1 << 4)
  public static let trailing = ConstraintAttributes(rawValue: 1 << 5)
  public static let width = ConstraintAttributes(rawValue: 1 << 6)
  public static let height = ConstraintAttributes(rawValue: 1 << 7)
  public static let centerX = ConstraintAttributes(rawValue: 1 << 8)
  public static let centerY = ConstraintAttributes(rawValue: 1 << 9)
  public static let edges: ConstraintAttributes = [.top, .left, .bottom, .right]
  public static let size: ConstraintAttributes = [.width, .height]
  public static let center: ConstraintAttributes = [.centerX, .centerY]

  private static let table: [(ConstraintAttributes, NSLayoutConstraint.Attribute)] = [
    (.left, .left), (.top, .top), (.right, .right), (.bottom, .bottom),
    (.leading, .leading), (.trailing, .trailing), (.width, .width), (.height, .height),
    (.centerX, .centerX), (.centerY, .centerY),
  ]

  var layoutAttributes: [NSLayoutConstraint.Attribute] {
    return ConstraintAttributes.table.filter { contains($0.0) }.map { $0.1 }
  }
}

/// One side of a relation: a view or guide and some of its attributes (`view.snp.bottom`).
public struct ConstraintItem {
  internal weak var target: AnyObject?
  internal let attributes: ConstraintAttributes
}

/// What `equalTo(_:)` and friends accept.
public protocol ConstraintRelatableTarget {}
extension Int: ConstraintRelatableTarget {}
extension Double: ConstraintRelatableTarget {}
extension CGFloat: ConstraintRelatableTarget {}
extension CGSize: ConstraintRelatableTarget {}
extension ConstraintItem: ConstraintRelatableTarget {}
extension ConstraintView: ConstraintRelatableTarget {}
extension ConstraintLayoutGuide: ConstraintRelatableTarget {}
