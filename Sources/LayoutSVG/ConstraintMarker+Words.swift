// UIKitLayout: SVG rendering.
import Foundation
import UIKitLayout

// What the overlay writes about a constraint: the short label beside its mark, and the
// constraint in words when its caller gives none.

extension ConstraintMarker {
  /// `=`, `≤` or `≥`.
  static func symbol(_ relation: NSLayoutConstraint.Relation) -> String {
    switch relation {
    case .lessThanOrEqual: "≤"
    case .equal: "="
    case .greaterThanOrEqual: "≥"
    }
  }

  /// ` + 8` or ` − 8` (nothing for zero).
  static func signed(_ constant: Double) -> String {
    constant == 0 ? "" : (constant < 0 ? " − " : " + ") + SVGWriter.number(abs(constant))
  }

  /// A size's label: the constant with its relation (`100`, `≤ 360`); related to another
  /// dimension, the relation, that dimension's initial, the multiplier and the constant
  /// (`= w`, `= w × 0.5`, `≥ h − 40`).
  static func sizeLabel(_ constraint: NSLayoutConstraint) -> String {
    let relation = constraint.relation, constant = Double(constraint.constant)
    guard constraint.secondItem != nil else {
      return (relation == .equal ? "" : symbol(relation) + " ") + SVGWriter.number(constant)
    }
    var text = symbol(relation) + (constraint.secondAttribute == .width ? " w" : " h")
    if constraint.multiplier != 1 { text += " × " + SVGWriter.number(Double(constraint.multiplier)) }
    return text + signed(constant)
  }

  /// A spacing's label. With a multiplier of 1 it is the gap the constraint keeps between the
  /// two edges, as Xcode shows it: the constant's size, the relation turned round when the
  /// constant is negative (`trailing <= superview.trailing - 16` keeps a gap `≥ 16`), nothing
  /// for edges held equal. With another multiplier, the relation (unless equal), the
  /// multiplier and the constant (`× 0.5`, `≤ × 2 + 10`).
  static func spacingLabel(_ constraint: NSLayoutConstraint) -> String? {
    var relation = constraint.relation
    let constant = Double(constraint.constant)
    guard constraint.multiplier == 1 else {
      return (relation == .equal ? "" : symbol(relation) + " ") + "× "
        + SVGWriter.number(Double(constraint.multiplier)) + signed(constant)
    }
    if constant == 0 { return relation == .equal ? nil : symbol(relation) + " 0" }
    if constant < 0 {
      relation = relation == .lessThanOrEqual ? .greaterThanOrEqual
        : relation == .greaterThanOrEqual ? .lessThanOrEqual : .equal
    }
    return (relation == .equal ? "" : symbol(relation) + " ") + SVGWriter.number(abs(constant))
  }

  /// The constraint in words from its items' names: `card.leading == root.leading + 16`,
  /// `box.width >= 44 @ 750`. A view is named by the capture's `name` (else its class), a
  /// built-in guide by its owner and role (`root.safeArea`), another guide by its identifier.
  func words(_ constraint: NSLayoutConstraint) -> String {
    let relation: String
    switch constraint.relation {
    case .lessThanOrEqual: relation = "<="
    case .equal: relation = "=="
    case .greaterThanOrEqual: relation = ">="
    }
    var text = itemName(constraint.firstItem) + "." + constraint.firstAttribute.debugName + " " + relation
    let constant = Double(constraint.constant)
    if let second = constraint.secondItem {
      text += " " + itemName(second) + "." + constraint.secondAttribute.debugName
      if constraint.multiplier != 1 { text += " * " + SVGWriter.number(Double(constraint.multiplier)) }
      if constant != 0 { text += (constant < 0 ? " - " : " + ") + SVGWriter.number(abs(constant)) }
    } else {
      text += " " + SVGWriter.number(constant)
    }
    if constraint.priority.rawValue < 1000 { text += " @ " + SVGWriter.number(Double(constraint.priority.rawValue)) }
    return text
  }

  private func itemName(_ object: AnyObject?) -> String {
    if let view = object as? UIView { return name(view) ?? String(describing: type(of: view)) }
    guard let guide = object as? UILayoutGuide else { return "?" }
    let owner = guide.owningView.map { name($0) ?? String(describing: type(of: $0)) } ?? "?"
    switch guide.identifier {
    case "UIViewSafeAreaLayoutGuide": return owner + ".safeArea"
    case "UIViewLayoutMarginsGuide": return owner + ".margins"
    case "UIViewReadableContentGuide": return owner + ".readableContent"
    case "": return owner + ".guide"
    default: return guide.identifier
    }
  }
}
