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
  /// The root's four constraints (their text and expressions are built from the builder:
  /// see `rootPinExpression`).
  func hostPins(_ item: EngineItem) -> [EngineConstraint] {
    let fit = { (p: UILayoutPriority) in Strength(uiKitPriority: p.rawValue) }
    let target = fittingTarget
    let strengths = [
      Strength.required, .required, target.map { fit($0.horizontal) } ?? .required,
      target.map { fit($0.vertical) } ?? .required,
    ]
    item.pinKind = .root
    return (0..<4).map { index in
      EngineConstraint(
        source: .pin, relation: .equal, strength: strengths[index],
        expression: rootPinExpression(index, item), builder: .rootPin(index), item: item)
    }
  }

  /// The root's pin `index` (0 minX, 1 minY, 2 width, 3 height): its alignment rect is its
  /// bounds, or a fit's target size.
  func rootPinExpression(_ index: Int, _ item: EngineItem) -> EngineExpression {
    let variable = switch index {
    case 0: item.minX
    case 1: item.minY
    case 2: item.width
    default: item.height
    }
    return EngineExpression(variable, in: item.space, constant: rootPinConstant(index))
  }

  /// The constant of the root's pin `index` (its only term is the variable, always): what a
  /// refresh compares and sets, with no expression built.
  func rootPinConstant(_ index: Int) -> Double {
    let insets = host.alignmentRectInsets
    return Self.rootPinConstant(index, insets: insets, size: index < 2 ? .zero : fittingTarget?.size ?? host.bounds.size)
  }

  /// Pin `index`'s constant for a root with these alignment insets and size (its bounds', or
  /// a fit's target).
  private static func rootPinConstant(_ index: Int, insets: UIEdgeInsets, size: CGSize) -> Double {
    switch index {
    case 0: return -Double(insets.left)
    case 1: return -Double(insets.top)
    case 2: return -Double(size.width - insets.left - insets.right)
    default: return -Double(size.height - insets.top - insets.bottom)
    }
  }

  /// The root's size may have changed: `setConstant` on its pins (a no-op when it didn't).
  /// The root's insets and size are read once for the four (each is an overridable call).
  func refreshHostPins() {
    let insets = host.alignmentRectInsets
    let size = fittingTarget?.size ?? host.bounds.size
    for pin in hostItem.pins {
      // (A root pin is the engine's own: its strengths are always current.)
      if case .rootPin(let index) = pin.builder {
        setConstant(Self.rootPinConstant(index, insets: insets, size: size), of: pin)
      } else {
        refresh(pin)
      }
    }
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
    let mask = followsMask ? view.autoresizingMask : []
    // The description shows the frame the pin was made from (its text is built when printed).
    // Read once for the four pins (each read is an overridable call or a weak load).
    let inputs = PinInputs(view, parent)
    let frame = inputs.frame
    func make(_ horizontal: Bool, position: Bool) -> EngineConstraint {
      let shown = horizontal
        ? (position ? frame.minX : frame.width) : (position ? frame.minY : frame.height)
      let pin = EngineConstraint.FramePin(
        horizontal: horizontal, position: position, followsMask: followsMask,
        mask: UInt8(truncatingIfNeeded: mask.rawValue), shown: shown)
      return EngineConstraint(
        source: .pin, relation: .equal, strength: .required,
        expression: Self.pinExpression(inputs, item, parent, horizontal: horizontal, position: position, mask: mask),
        builder: .framePin(pin), item: item)
    }
    return [
      make(true, position: true), make(true, position: false),
      make(false, position: true), make(false, position: false),
    ]
  }

  /// A frame pin's expression from the current frames. The view is read through its item,
  /// whose reference a dying view clears.
  func framePinExpression(_ pin: EngineConstraint.FramePin, of item: EngineItem) -> EngineExpression {
    guard let view = item.view, let parent = item.parent else { return EngineExpression() }
    return Self.pinExpression(
      PinInputs(view, parent), item, parent,
      horizontal: pin.horizontal, position: pin.position,
      mask: pin.followsMask ? view.autoresizingMask : [])
  }

  /// What a view's frame pins read of the view and its superview, read once for all four.
  struct PinInputs {
    /// The view's untransformed frame.
    var frame: CGRect
    /// The view's alignment rect insets.
    var insets: UIEdgeInsets
    /// The superview's bounds (zero without a superview view).
    var parentBounds: CGRect
    /// The superview item's alignment insets.
    var parentInsets: UIEdgeInsets

    @MainActor init(_ view: UIView, _ parent: EngineItem) {
      frame = LayoutEngine.untransformedFrame(view)
      insets = view.alignmentRectInsets
      let parentView = parent.view
      parentBounds = parentView?.bounds ?? .zero
      parentInsets = parentView?.alignmentRectInsets ?? .zero
    }
  }

  /// `variable − (x + sL·(S' − S)) == 0` (position) or `… (w + sW·(S' − S))` (size), with
  /// the frame's insets turned into the alignment rect's. Worked in scalars and built as one
  /// expression: every pass rebuilds it to compare constants, and the operators' intermediate
  /// expressions cost an allocation each.
  private static func pinExpression(
    _ inputs: PinInputs, _ item: EngineItem, _ parent: EngineItem, horizontal: Bool, position: Bool,
    mask: UIView.AutoresizingMask
  ) -> EngineExpression {
    let frame = inputs.frame
    let insets = inputs.insets
    let superviewLength = horizontal ? inputs.parentBounds.width : inputs.parentBounds.height
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
    let parentInsets = inputs.parentInsets
    let parentLengthConstant =
      Double(horizontal ? parentInsets.left + parentInsets.right : parentInsets.top + parentInsets.bottom)
    if position {
      let s = share(flexible.0, origin)
      // Where the parent's bounds space starts: its alignment edge less its inset and scroll.
      let boundsOrigin = inputs.parentBounds.origin
      let contentConstant =
        Double(horizontal ? -parentInsets.left - boundsOrigin.x : -parentInsets.top - boundsOrigin.y)
      let inset = Double(horizontal ? insets.left : insets.top)
      let constant = (contentConstant + s * parentLengthConstant) + (Double(origin) + inset - s * Double(superviewLength))
      var expression = EngineExpression(
        horizontal ? item.minX : item.minY, 1, horizontal ? parent.minX : parent.minY, -1,
        in: item.space, constant: -constant)
      // The parent's length only when a flexible part reads it.
      if s != 0 { expression.add(horizontal ? parent.width : parent.height, in: item.space, -s) }
      return expression
    }
    let s = share(flexible.1, length)
    let inset = Double(horizontal ? insets.left + insets.right : insets.top + insets.bottom)
    let constant = s * parentLengthConstant + (Double(length) - inset - s * Double(superviewLength))
    var expression = EngineExpression(horizontal ? item.width : item.height, in: item.space, constant: -constant)
    if s != 0 { expression.add(horizontal ? parent.width : parent.height, in: item.space, -s) }
    return expression
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
