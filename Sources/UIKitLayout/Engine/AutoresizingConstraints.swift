// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Cassowary
import Foundation

// The engine's own constraints that fix frames:
//
// - the root's: its alignment rect is its bounds (required; `LayoutEngine-root-*`), or, for a
//   fitting engine, the target size at the fitting priorities;
// - a view with `translatesAutoresizingMaskIntoConstraints` (an `NSAutoresizingMaskLayout-
//   Constraint`, printed `h=--& v=--&`): per axis, position and size from its current frame
//   and the superview's size, by the springs-and-struts rule of `UIView+Autoresizing` written
//   linearly in the superview's size S':  x' = x + sL·(S' − S),  w' = w + sW·(S' − S), where
//   sL, sW are the shares of the flexible parts (0 for fixed parts);
// - a view opted out of the mask that no constraint mentions (it is in the engine only as an
//   ancestor of one that is): the same with no flexible part, so it keeps its frame.

extension LayoutEngine {
  /// The root's four constraints.
  func hostPins(_ item: EngineItem) -> [EngineConstraint] {
    // The pins live in the engine the root owns: they must not own the root back (a strong
    // capture here kept every tree that ever used Auto Layout alive).
    unowned let host = self.host
    let target = fittingTarget
    func pin(_ name: String, _ variable: Variable, _ strength: Strength, _ value: @escaping () -> CGFloat)
      -> EngineConstraint
    {
      EngineConstraint(
        source: .engine(
          className: "NSLayoutConstraint", identifier: "LayoutEngine-root-\(name)",
          equation: { [unowned item] in "\(item.debugName).\(name) == \(DebugFormat.number(value()))" }),
        relation: .equal, strength: strength
      ) { LinearExpression([Term(variable)], constant: -Double(value())) }
    }
    let fit = { (p: UILayoutPriority) in Strength(uiKitPriority: p.rawValue) }
    item.pinKind = .root
    return [
      pin("minX", item.minX, .required) { host.alignmentRectInsets.left },
      pin("minY", item.minY, .required) { host.alignmentRectInsets.top },
      pin("width", item.width, target.map { fit($0.horizontal) } ?? .required) {
        let insets = host.alignmentRectInsets
        return (target?.size.width ?? host.bounds.width) - insets.left - insets.right
      },
      pin("height", item.height, target.map { fit($0.vertical) } ?? .required) {
        let insets = host.alignmentRectInsets
        return (target?.size.height ?? host.bounds.height) - insets.top - insets.bottom
      },
    ]
  }

  /// The root's size may have changed: `setConstant` on its pins (a no-op when it didn't).
  func refreshHostPins() {
    for pin in hostItem.pins { refresh(pin) }
  }

  /// Brings a view item's frame pins in line with its translation flag and references.
  func refreshViewPins(_ item: EngineItem) {
    guard let view = item.view, let parent = item.parent else { return }
    let kind: EngineItem.PinKind =
      view.translatesAutoresizingMaskIntoConstraints
      ? .autoresizing : (item.referenceCount == 0 ? .frame : .none)
    if kind == item.pinKind && !item.pins.isEmpty {
      for pin in item.pins { refresh(pin) }
      return
    }
    for pin in item.pins { uninstall(pin) }
    item.pins = []
    item.pinKind = kind
    guard kind != .none else { return }
    item.pins = framePins(view, item, parent, followsMask: kind == .autoresizing)
    for pin in item.pins { install(pin) }
  }

  private func framePins(
    _ view: UIView, _ item: EngineItem, _ parent: EngineItem, followsMask: Bool
  ) -> [EngineConstraint] {
    let className =
      followsMask ? "NSAutoresizingMaskLayoutConstraint" : "FramePinLayoutConstraint"
    let mask = followsMask ? view.autoresizingMask : []
    // The description shows the frame the pin was made from (its text is built when printed).
    let frame = Self.untransformedFrame(view)
    func make(_ horizontal: Bool, position: Bool) -> EngineConstraint {
      let shown = horizontal
        ? (position ? frame.minX : frame.width) : (position ? frame.minY : frame.height)
      return EngineConstraint(
        source: .engine(className: className, identifier: nil) { [unowned item] in
          let code = "h=\(Self.maskCode(mask, horizontal: true)) v=\(Self.maskCode(mask, horizontal: false))"
          let name = horizontal ? (position ? "minX" : "width") : (position ? "minY" : "height")
          return "\(code) \(item.debugName).\(name) == \(DebugFormat.number(shown))"
        },
        relation: .equal, strength: .required
      ) { [unowned(unsafe) item, unowned(unsafe) parent] in
        // Run only by the engine that owns both items (unowned(unsafe) spares the reference
        // counting of a checked capture); the view is read through its item, whose
        // reference a dying view clears.
        guard let view = item.view else { return LinearExpression() }
        return Self.pinExpression(view, item, parent, horizontal: horizontal, position: position,
          mask: followsMask ? view.autoresizingMask : [])
      }
    }
    return [
      make(true, position: true), make(true, position: false),
      make(false, position: true), make(false, position: false),
    ]
  }

  /// `variable − (x + sL·(S' − S)) == 0` (position) or `… (w + sW·(S' − S))` (size), with
  /// the frame's insets turned into the alignment rect's. Worked in scalars and built as one
  /// expression: every pass rebuilds it to compare constants, and the operators' intermediate
  /// expressions cost an allocation each.
  private static func pinExpression(
    _ view: UIView, _ item: EngineItem, _ parent: EngineItem, horizontal: Bool, position: Bool,
    mask: UIView.AutoresizingMask
  ) -> LinearExpression {
    let frame = untransformedFrame(view)
    let insets = view.alignmentRectInsets
    let parentView = parent.view
    let superviewLength = horizontal ? (parentView?.bounds.width ?? 0) : (parentView?.bounds.height ?? 0)
    let origin = horizontal ? frame.minX : frame.minY
    let length = horizontal ? frame.width : frame.height
    let flexible =
      horizontal
      ? (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin))
      : (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin))
    let trailing = superviewLength - origin - length
    var total: CGFloat = 0
    var flexibleCount = 0
    if flexible.0 { total += origin; flexibleCount += 1 }
    if flexible.1 { total += length; flexibleCount += 1 }
    if flexible.2 { total += trailing; flexibleCount += 1 }
    func share(_ isFlexible: Bool, _ partLength: CGFloat) -> Double {
      guard isFlexible else { return 0 }
      return Double(total == 0 ? 1 / CGFloat(flexibleCount) : partLength / total)
    }
    // The parent's frame length is its alignment length plus its insets.
    let parentInsets = parent.alignmentInsets
    let parentLength = horizontal ? parent.width : parent.height
    let parentLengthConstant =
      Double(horizontal ? parentInsets.left + parentInsets.right : parentInsets.top + parentInsets.bottom)
    if position {
      let s = share(flexible.0, origin)
      // Where the parent's bounds space starts: its alignment edge less its inset and scroll.
      let boundsOrigin = parentView?.bounds.origin ?? .zero
      let contentConstant =
        Double(horizontal ? -parentInsets.left - boundsOrigin.x : -parentInsets.top - boundsOrigin.y)
      let inset = Double(horizontal ? insets.left : insets.top)
      var terms = [
        Term(horizontal ? item.minX : item.minY), Term(horizontal ? parent.minX : parent.minY, -1),
      ]
      if s != 0 { terms.append(Term(parentLength, -s)) }
      let constant = (contentConstant + s * parentLengthConstant) + (Double(origin) + inset - s * Double(superviewLength))
      return LinearExpression(terms, constant: -constant)
    }
    let s = share(flexible.1, length)
    let inset = Double(horizontal ? insets.left + insets.right : insets.top + insets.bottom)
    var terms = [Term(horizontal ? item.width : item.height)]
    if s != 0 { terms.append(Term(parentLength, -s)) }
    let constant = s * parentLengthConstant + (Double(length) - inset - s * Double(superviewLength))
    return LinearExpression(terms, constant: -constant)
  }

  /// The frame without the transform: center and bounds size, as Auto Layout sees a view.
  static func untransformedFrame(_ view: UIView) -> CGRect {
    let size = view.bounds.size
    let anchor = view.layer.anchorPoint
    return CGRect(
      x: view.center.x - anchor.x * size.width, y: view.center.y - anchor.y * size.height,
      width: size.width, height: size.height)
  }

  /// `--&`: leading/top margin, size, trailing/bottom margin; `&` flexible. With no flexible
  /// part the trailing margin is the one that moves, so it prints `&`.
  static func maskCode(_ mask: UIView.AutoresizingMask, horizontal: Bool) -> String {
    let (l, s, r): (UIView.AutoresizingMask, UIView.AutoresizingMask, UIView.AutoresizingMask) =
      horizontal
      ? (.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)
      : (.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
    let none = mask.intersection([l, s, r]).isEmpty
    return (mask.contains(l) ? "&" : "-") + (mask.contains(s) ? "&" : "-")
      + (mask.contains(r) || none ? "&" : "-")
  }
}
