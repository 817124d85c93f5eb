// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// A constraint the engine made from a view's autoresizing mask and frame
/// (`translatesAutoresizingMaskIntoConstraints`), as `constraintsAffectingLayout(for:)` hands
/// it out: UIKit's private class, here a read-only copy of the engine's constraint.
///
/// Its description is the engine's, as conflict logs print it:
/// `<NSAutoresizingMaskLayoutConstraint:0x… h=--& v=--& UIView:0x….minX == 10   (active)>`.
/// The attributes are `.left`/`.top`/`.width`/`.height` with no second item (the
/// superview's size term is not shown), and the constant is the frame's value. A view opted
/// out of the mask that no constraint names is pinned the same way; that pin comes as this
/// class too, printed `FramePinLayoutConstraint` (our name).
public final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
  /// The engine's description of the constraint.
  let engineDescription: String

  init(view: UIView, attribute: Attribute, constant: CGFloat, description: String) {
    engineDescription = description
    super.init(
      first: view, attribute, .equal, second: nil, .notAnAttribute, multiplier: 1,
      constant: constant, validate: false)
    installedView = view.superviewStorage
  }

  /// The engine's description, with the mask code.
  public override var description: String { engineDescription }
}

/// A constraint the engine made from a view's intrinsic content size (content hugging `≤` or
/// compression resistance `≥`, at that priority), as `constraintsAffectingLayout(for:)` hands
/// it out: UIKit's private class, here a read-only copy of the engine's constraint, printed
/// `<NSContentSizeLayoutConstraint:0x… UIView:0x….width == 100 Hug:250   (active)>`.
public final class NSContentSizeLayoutConstraint: NSLayoutConstraint {
  /// The engine's description of the constraint.
  let engineDescription: String

  init(
    view: UIView, attribute: Attribute, relation: Relation, constant: CGFloat,
    priority: UILayoutPriority, description: String
  ) {
    engineDescription = description
    super.init(
      first: view, attribute, relation, second: nil, .notAnAttribute, multiplier: 1,
      constant: constant, validate: false)
    priorityStorage = priority
    installedView = view
  }

  /// The engine's description, with `Hug:` or `CompressionResistance:` and the priority.
  public override var description: String { engineDescription }
}

extension LayoutEngine {
  /// The engine's own constraints on `view` along `axis` (mask or frame pins, then content
  /// size), as `NSLayoutConstraint` values, in the order the engine made them.
  func engineConstraints(of view: UIView, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    guard let item = existingItem(for: view) else { return [] }
    let horizontal = axis == .horizontal
    let position = horizontal ? item.minX : item.minY
    let size = horizontal ? item.width : item.height
    var result: [NSLayoutConstraint] = []
    if item.pinKind == .autoresizing || item.pinKind == .frame {
      let frame = LayoutEngine.untransformedFrame(view)
      for pin in item.pins {
        if pin.mentions(position, in: item.space) {
          result.append(NSAutoresizingMaskLayoutConstraint(
            view: view, attribute: horizontal ? .left : .top,
            constant: horizontal ? frame.minX : frame.minY, description: pin.uikitDescription))
        } else if pin.mentions(size, in: item.space) {
          result.append(NSAutoresizingMaskLayoutConstraint(
            view: view, attribute: horizontal ? .width : .height,
            constant: horizontal ? frame.width : frame.height, description: pin.uikitDescription))
        }
      }
    }
    for record in item.contentSize
    where record.mentions(size, in: item.space) {
      // A two-sided record is both of UIKit's constraints, hugging first.
      var sides = [record.relation == .lessThanOrEqual]
      if case .contentSize(hugs: nil) = record.source { sides = [true, false] }
      for isHugging in sides {
        let priority = isHugging
          ? view.contentHuggingPriority(for: axis)
          : view.contentCompressionResistancePriority(for: axis)
        result.append(NSContentSizeLayoutConstraint(
          view: view, attribute: horizontal ? .width : .height,
          relation: isHugging ? .lessThanOrEqual : .greaterThanOrEqual,
          constant: CGFloat(item.contentSizeKey.length(horizontal ? 0 : 1)), priority: priority,
          description: record.contentSizeDescription(hugs: isHugging)))
      }
    }
    return result
  }
}
