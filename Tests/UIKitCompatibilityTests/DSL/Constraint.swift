#if canImport(UIKit)
  import UIKit
#else
  import AppKit
#endif

/// The constraints one `make.…` chain made, activated and updated together.
public final class Constraint {
  public let layoutConstraints: [LayoutConstraint]

  init(description: ConstraintDescription) {
    var made: [LayoutConstraint] = []
    for attribute in description.attributes.layoutAttributes {
      let (item, toAttribute, base) = Constraint.target(of: description, for: attribute)
      let constant =
        base + description.offset + Constraint.inset(description.insets, for: attribute)
      let constraint = LayoutConstraint(
        item: description.view, attribute: attribute, relatedBy: description.relation,
        toItem: item, attribute: toAttribute, multiplier: description.multiplier,
        constant: constant)
      constraint.priority = description.priority
      constraint.label = description.label
      made.append(constraint)
    }
    layoutConstraints = made
    for constraint in made { constraint.owner = self }
  }

  public var isActive: Bool { return layoutConstraints.allSatisfy { $0.isActive } }

  public func activate() { NSLayoutConstraint.activate(layoutConstraints) }

  public func deactivate() { NSLayoutConstraint.deactivate(layoutConstraints) }

  /// Changes every constant to `amount`, as SnapKit's `update(offset:)`.
  @discardableResult
  public func update(offset amount: CGFloat) -> Constraint {
    for constraint in layoutConstraints { constraint.constant = amount }
    return self
  }

  private static func target(
    of description: ConstraintDescription, for attribute: NSLayoutConstraint.Attribute
  ) -> (AnyObject?, NSLayoutConstraint.Attribute, CGFloat) {
    let isSize = attribute == .width || attribute == .height
    if description.toSuperview { return (description.view.superview, attribute, 0) }
    switch description.related {
    case let view as ConstraintView: return (view, attribute, 0)
    case let guide as ConstraintLayoutGuide: return (guide, attribute, 0)
    case let item as ConstraintItem:
      let attributes = item.attributes.layoutAttributes
      return (item.target, attributes.count == 1 ? attributes[0] : attribute, 0)
    case let size as CGSize:
      return (nil, .notAnAttribute, attribute == .width ? size.width : size.height)
    default:
      let value = constantValue(description.related)
      // A position equal to a number is measured from the superview, as SnapKit does.
      return isSize
        ? (nil, .notAnAttribute, value) : (description.view.superview, attribute, value)
    }
  }

  private static func constantValue(_ target: ConstraintRelatableTarget?) -> CGFloat {
    switch target {
    case let value as Int: return CGFloat(value)
    case let value as Double: return CGFloat(value)
    case let value as CGFloat: return value
    default: return 0
    }
  }

  private static func inset(
    _ insets: ConstraintInsets?, for attribute: NSLayoutConstraint.Attribute
  ) -> CGFloat {
    guard let insets = insets else { return 0 }
    switch attribute {
    case .top: return insets.top
    case .left, .leading: return insets.left
    case .bottom: return -insets.bottom
    case .right, .trailing: return -insets.right
    case .width: return -(insets.left + insets.right)
    case .height: return -(insets.top + insets.bottom)
    default: return 0
    }
  }
}

/// The constraints each view made through the DSL (SnapKit keeps them in an associated object).
var installedConstraints: [ConstraintView: [Constraint]] = [:]

/// `view.snp`.
public struct ConstraintViewDSL {
  let view: ConstraintView

  public var top: ConstraintItem { return ConstraintItem(target: view, attributes: .top) }
  public var bottom: ConstraintItem { return ConstraintItem(target: view, attributes: .bottom) }
  public var leading: ConstraintItem { return ConstraintItem(target: view, attributes: .leading) }
  public var trailing: ConstraintItem {
    return ConstraintItem(target: view, attributes: .trailing)
  }
  public var width: ConstraintItem { return ConstraintItem(target: view, attributes: .width) }
  public var height: ConstraintItem { return ConstraintItem(target: view, attributes: .height) }

  public var constraints: [Constraint] { return installedConstraints[view] ?? [] }

  public func makeConstraints(_ closure: (ConstraintMaker) -> Void) {
    let made = ConstraintMaker.prepare(view, closure)
    for constraint in made { constraint.activate() }
    installedConstraints[view, default: []].append(contentsOf: made)
  }

  public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) {
    removeConstraints()
    makeConstraints(closure)
  }

  /// Changes the constants of the matching constraints already made; makes the others.
  public func updateConstraints(_ closure: (ConstraintMaker) -> Void) {
    let existing = constraints.flatMap { $0.layoutConstraints }
    for constraint in ConstraintMaker.prepare(view, closure) {
      var unmatched: [LayoutConstraint] = []
      for new in constraint.layoutConstraints {
        if let old = existing.first(where: { $0 == new }) {
          old.constant = new.constant
        } else {
          unmatched.append(new)
        }
      }
      NSLayoutConstraint.activate(unmatched)
      if !unmatched.isEmpty { installedConstraints[view, default: []].append(constraint) }
    }
  }

  public func removeConstraints() {
    for constraint in constraints { constraint.deactivate() }
    installedConstraints[view] = nil
  }
}

extension ConstraintView {
  public var snp: ConstraintViewDSL { return ConstraintViewDSL(view: self) }
}
