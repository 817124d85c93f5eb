// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Cassowary
import Foundation

// NSLayoutConstraint → Cassowary: `first − (multiplier · second + constant) (op) 0`, each
// attribute an expression over its item's four variables (see EngineItem):
//
//   left  minX                     right   minX + width      centerX  minX + width / 2
//   top   minY                     bottom  minY + height     centerY  minY + height / 2
//   leading / trailing: left / right, or right / left when the item's view is right-to-left
//   firstBaseline  minY + firstBaselineOffsetFromTop        (bottom without text)
//   lastBaseline   bottom − lastBaselineOffsetFromBottom    (bottom without text)
//   …Margin, …WithinMargins: the same attribute of the view's layoutMarginsGuide
//
// A superview's position attributes, seen from the constraint's other item (a descendant: the
// constraint is installed on that superview), are in the superview's *content* space: its
// `bounds.origin` is subtracted, so constraints to a scrolled superview's edges scroll with
// its content, while constraints to views outside it don't (UIKit's behaviour).
// Priorities map through `Strength(uiKitPriority:)`.

extension LayoutEngine {
  /// The record of a user constraint, its expression rebuilt from the current state when
  /// refreshed.
  func translate(_ constraint: NSLayoutConstraint) -> EngineConstraint {
    let relation: Cassowary.Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return EngineConstraint(
      source: .user(constraint), relation: relation,
      strength: Strength(uiKitPriority: constraint.priority.rawValue)
    ) { [unowned self, unowned constraint] in
      self.expression(of: constraint)
    }
  }

  /// `first − (multiplier · second + constant)`.
  func expression(of constraint: NSLayoutConstraint) -> LinearExpression {
    // The items are weak references: load each once (a weak load is not free).
    let items = ConstraintItems(constraint)
    guard let first = items.first else { return LinearExpression() }
    // Right-to-left (decided by the first item's view): leading/trailing positions are
    // measured leftwards, so every horizontal location in the constraint is negated and
    // `leading == other.leading + 20` lands 20 points in from the right.
    let mirrored =
      (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
      && ConstraintInstallation.view(of: first)?.effectiveUserInterfaceLayoutDirection
        == .rightToLeft
    let lhs = attributeExpression(
      first, constraint.firstAttribute, inside: items.isInside(first), mirrored: mirrored)
    var rhs = LinearExpression(constant: Double(constraint.constant))
    if let second = items.second {
      let other = attributeExpression(
        second, constraint.secondAttribute, inside: items.isInside(second), mirrored: mirrored)
      rhs = Double(constraint.multiplier) * other + rhs
    }
    return lhs - rhs
  }

  /// Items whose outside state a constraint's expression reads (scroll offset, baselines).
  func dependencyItems(of constraint: NSLayoutConstraint) -> [EngineItem] {
    var result: [EngineItem] = []
    let items = ConstraintItems(constraint)
    let pairs = [(items.first, constraint.firstAttribute), (items.second, constraint.secondAttribute)]
    for (object, attribute) in pairs {
      guard let view = object as? UIView else { continue }
      let reads =
        items.isInside(view) || attribute == .firstBaseline || attribute == .lastBaseline
      if reads { result.append(item(for: view)) }
    }
    return result
  }

  /// One attribute of an item as an expression in root coordinates.
  func attributeExpression(
    _ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, inside: Bool,
    mirrored: Bool = false
  ) -> LinearExpression {
    if let base = attribute.marginBase, let view = object as? UIView {
      return attributeExpression(view.layoutMarginsGuide, base, inside: false, mirrored: mirrored)
    }
    if mirrored, attribute.axis == .horizontal, !attribute.isSize {
      let flipped: NSLayoutConstraint.Attribute =
        switch attribute {
        case .leading: .right
        case .trailing: .left
        default: attribute
        }
      return -1.0 * attributeExpression(object, flipped, inside: inside)
    }
    let item = self.item(for: object)
    let shift = inside ? (item.view?.bounds.origin ?? .zero) : .zero
    let x = LinearExpression([Term(item.minX)], constant: Double(-shift.x))
    let y = LinearExpression([Term(item.minY)], constant: Double(-shift.y))
    switch attribute {
    case .left, .leftMargin, .leading, .leadingMargin: return x
    case .right, .rightMargin, .trailing, .trailingMargin: return x + item.width
    case .centerX, .centerXWithinMargins: return x + 0.5 * item.width
    case .top, .topMargin: return y
    case .bottom, .bottomMargin: return y + item.height
    case .centerY, .centerYWithinMargins: return y + 0.5 * item.height
    case .width: return LinearExpression(item.width)
    case .height: return LinearExpression(item.height)
    case .firstBaseline:
      if let offset = item.view?.firstBaselineOffsetFromTop { return y + Double(offset) }
      return y + item.height
    case .lastBaseline:
      if let offset = item.view?.lastBaselineOffsetFromBottom {
        return y + item.height - Double(offset)
      }
      return y + item.height
    case .notAnAttribute: return LinearExpression()
    }
  }
}

/// A constraint's items and the view it is installed on, each loaded once.
@MainActor
struct ConstraintItems {
  let first: AnyObject?
  let second: AnyObject?
  let installed: UIView?

  init(_ constraint: NSLayoutConstraint) {
    first = constraint.firstItem
    second = constraint.secondItem
    installed = constraint.installedView
  }

  /// Whether `object` is the superview the constraint's other item lives in (the constraint
  /// is installed on it and names something else too).
  func isInside(_ object: AnyObject) -> Bool {
    guard let view = object as? UIView, installed === view, let second, first !== second
    else { return false }
    return true
  }
}
