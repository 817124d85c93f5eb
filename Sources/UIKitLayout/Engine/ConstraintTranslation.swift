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
//   …of a view whose forFirst/LastBaselineLayout is a descendant: that descendant's
//   …Margin, …WithinMargins: the same attribute of the view's layoutMarginsGuide
//   a scroll view's edges seen from inside it: its contentLayoutGuide's
//
// A superview's position attributes, seen from the constraint's other item (a descendant: the
// constraint is installed on that superview), are in the superview's *content* space: its
// `bounds.origin` is subtracted, so constraints to a scrolled superview's edges scroll with
// its content, while constraints to views outside it don't (UIKit's behaviour).
// Priorities map through `Strength(uiKitPriority:)`.

extension LayoutEngine {
  /// The record of a user constraint, its expression rebuilt from the current state when
  /// refreshed.
  ///
  /// `resolved` are the items of `items` when the caller has them already (each lookup
  /// costs reference counting and a cast).
  func translate(
    _ constraint: NSLayoutConstraint, items: ConstraintItems,
    resolved: (first: EngineItem?, second: EngineItem?) = (nil, nil)
  ) -> EngineConstraint {
    let relation: Cassowary.Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    return EngineConstraint(
      source: .user(constraint), relation: relation,
      strength: Strength(uiKitPriority: constraint.priority.rawValue),
      expression: expression(of: constraint, items: items, resolved: resolved), builder: .user,
      item: nil)
  }

  /// A record's expression from the current state.
  func expression(for record: EngineConstraint) -> EngineExpression {
    switch record.builder {
    case .user:
      guard let constraint = record.userConstraint else { return EngineExpression() }
      return expression(of: constraint)
    case .contentSize:
      guard let item = record.item, let axis = record.contentSizeAxis else { return EngineExpression() }
      return Self.contentSizeExpression(item, axis: axis)
    case .framePin(let pin):
      guard let item = record.item else { return EngineExpression() }
      return framePinExpression(pin, of: item)
    case .guidePin(let index):
      guard let item = record.item else { return EngineExpression() }
      return guidePinExpression(index, of: item)
    case .rootPin(let index):
      guard let item = record.item else { return EngineExpression() }
      return rootPinExpression(index, item)
    case .closure(let build): return build()
    }
  }

  /// `first − (multiplier · second + constant)`, built in one compact expression, its terms
  /// inline (an expression per attribute and operator, or an array per constraint, cost more
  /// than the solver's work on it).
  func expression(of constraint: NSLayoutConstraint) -> EngineExpression {
    expression(of: constraint, items: ConstraintItems(constraint))
  }

  /// `expression(of:)` with the constraint's items already loaded.
  func expression(
    of constraint: NSLayoutConstraint, items: ConstraintItems,
    resolved: (first: EngineItem?, second: EngineItem?) = (nil, nil)
  ) -> EngineExpression {
    guard let first = items.first else { return EngineExpression() }
    // Right-to-left (decided by the first item's view): leading/trailing positions are
    // measured leftwards, so every horizontal location in the constraint is negated and
    // `leading == other.leading + 20` lands 20 points in from the right.
    let mirrored =
      (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
      && constraint.firstItemReference?.itemView?.effectiveUserInterfaceLayoutDirection
        == .rightToLeft
    var sum = EngineExpression()
    first.withGuaranteed(&sum) {
      appendAttribute(
        $0, constraint.firstAttribute, inside: items.firstIsInside, mirrored: mirrored,
        scale: 1, to: &$1, item: resolved.first)
    }
    if let second = items.second {
      second.withGuaranteed(&sum) {
        appendAttribute(
          $0, constraint.secondAttribute, inside: items.secondIsInside, mirrored: mirrored,
          scale: -Double(constraint.multiplier), to: &$1, item: resolved.second)
      }
    }
    sum.constant -= Double(constraint.constant)
    return sum
  }

  /// Adds `scale ×` one attribute of an item, in root coordinates, to `sum`; `resolved` is
  /// `object`'s engine item when the caller has it.
  func appendAttribute(
    _ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, inside: Bool,
    mirrored: Bool, scale: Double, to sum: inout EngineExpression, item resolved: EngineItem? = nil
  ) {
    if let base = attribute.marginBase, let view = object as? UIView {
      appendAttribute(
        view.layoutMarginsGuide, base, inside: false, mirrored: mirrored, scale: scale, to: &sum)
      return
    }
    // `inside` means that `object` is the view the constraint is installed on (see
    // `ConstraintItems.firstIsInside`): a view, asked without a cast.
    if inside, Self.isEdge(attribute), unsafeDowncast(object, to: UIView.self).isScrollView,
      let scroll = object as? UIScrollView
    {
      // Seen from its content, a scroll view's edges are its content's (Apple's TN2154):
      // constraints to them size `contentSize`, through the content layout guide.
      appendAttribute(
        scroll.contentLayoutGuide, attribute, inside: false, mirrored: mirrored, scale: scale,
        to: &sum)
      return
    }
    if mirrored, attribute.axis == .horizontal, !attribute.isSize {
      let flipped: NSLayoutConstraint.Attribute =
        switch attribute {
        case .leading: .right
        case .trailing: .left
        default: attribute
        }
      appendAttribute(
        object, flipped, inside: inside, mirrored: false, scale: -scale, to: &sum, item: resolved)
      return
    }
    // Not `if let resolved`: the binding is a copy of the item (a retain and a release),
    // where the unwrapped parameter is borrowed.
    if resolved != nil {
      appendTerms(object, attribute, inside: inside, scale: scale, to: &sum, item: resolved.unsafelyUnwrapped)
    } else {
      appendTerms(object, attribute, inside: inside, scale: scale, to: &sum, item: item(for: object))
    }
  }

  /// `appendAttribute` once the attribute is one of `item`'s own (no margin, no flip).
  private func appendTerms(
    _ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, inside: Bool, scale: Double,
    to sum: inout EngineExpression, item: EngineItem
  ) {
    // The view in hand when inside (`object`), not loaded again through the item.
    let shift = inside ? unsafeDowncast(object, to: UIView.self).bounds.origin : .zero
    switch attribute {
    case .left, .leftMargin, .leading, .leadingMargin:
      sum.add(item.minX, scale, constant: -Double(shift.x), in: item.space)
    case .right, .rightMargin, .trailing, .trailingMargin:
      sum.add(item.minX, scale, constant: -Double(shift.x), in: item.space)
      sum.add(item.width, in: item.space, scale)
    case .centerX, .centerXWithinMargins:
      sum.add(item.minX, scale, constant: -Double(shift.x), in: item.space)
      sum.add(item.width, in: item.space, 0.5 * scale)
    case .top, .topMargin: sum.add(item.minY, scale, constant: -Double(shift.y), in: item.space)
    case .bottom, .bottomMargin:
      sum.add(item.minY, scale, constant: -Double(shift.y), in: item.space)
      sum.add(item.height, in: item.space, scale)
    case .centerY, .centerYWithinMargins:
      sum.add(item.minY, scale, constant: -Double(shift.y), in: item.space)
      sum.add(item.height, in: item.space, 0.5 * scale)
    case .width: sum.add(item.width, in: item.space, scale)
    case .height: sum.add(item.height, in: item.space, scale)
    case .firstBaseline:
      if let vended = item.view?.vendedBaselineView(first: true) {
        appendAttribute(vended, .firstBaseline, inside: false, mirrored: false, scale: scale, to: &sum)
        return
      }
      sum.add(item.minY, scale, constant: -Double(shift.y), in: item.space)
      if let offset = item.view?.firstBaselineOffsetFromTop {
        sum.constant += scale * Double(offset)
      } else {
        sum.add(item.height, in: item.space, scale)
      }
    case .lastBaseline:
      if let vended = item.view?.vendedBaselineView(first: false) {
        appendAttribute(vended, .lastBaseline, inside: false, mirrored: false, scale: scale, to: &sum)
        return
      }
      sum.add(item.minY, scale, constant: -Double(shift.y), in: item.space)
      sum.add(item.height, in: item.space, scale)
      if let offset = item.view?.lastBaselineOffsetFromBottom {
        sum.constant -= scale * Double(offset)
      }
    case .notAnAttribute: break
    }
  }
}

extension LayoutEngine {
  /// Whether `attribute` is one of the four edges (left/right, leading/trailing, top, bottom).
  static func isEdge(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
    switch attribute {
    case .left, .right, .top, .bottom, .leading, .trailing: true
    default: false
    }
  }
}

/// Terms and a constant summed into one expression (no array for a whole constraint).
extension EngineExpression {
  /// Adds `coefficient × variable + coefficient × constant`.
  mutating func add(_ variable: Int32, _ coefficient: Double, constant: Double, in space: VariableSpace) {
    add(variable, in: space, coefficient)
    self.constant += coefficient * constant
  }
}

/// A constraint's items, each loaded once, and which of them is the superview the
/// constraint is inside.
///
/// The items are held without a retain: they are views and guides, which the tree keeps
/// while the engine translates a constraint (a guide through its owning view), and a retain
/// and release at the load and around every use were a tenth of the reference counting of a
/// first layout pass. Use them through `Unmanaged.withGuaranteed(_:)`.
@MainActor
struct ConstraintItems {
  let first: Unmanaged<AnyObject>?
  let second: Unmanaged<AnyObject>?
  /// Whether each item is a view, known from its reference (no cast).
  let firstIsView: Bool, secondIsView: Bool
  /// Whether each item is the superview the constraint's other item lives in: the constraint
  /// is installed on it and names something else too. Decided here, once, by identity (no
  /// cast or retain); asked per item afterwards, it copied the loaded references each time.
  let firstIsInside: Bool, secondIsInside: Bool

  /// (Borrowing: an initializer takes its arguments owned, a retain and release of the
  /// constraint at every call.)
  init(_ constraint: borrowing NSLayoutConstraint) {
    first = constraint.firstItemReference?.unretainedObject
    second = constraint.secondItemReference?.unretainedObject
    firstIsView = constraint.firstItemReference?.kind == .view
    secondIsView = constraint.secondItemReference?.kind == .view
    var firstInside = false, secondInside = false
    // The view it is installed on is a view: compared by identity, never used.
    if let installed = constraint.installedViewIdentity, let first, let second,
      first.toOpaque() != second.toOpaque()
    {
      firstInside = installed == ObjectIdentifier(first.takeUnretainedValue())
      secondInside = installed == ObjectIdentifier(second.takeUnretainedValue())
    }
    firstIsInside = firstInside
    secondIsInside = secondInside
  }
}
