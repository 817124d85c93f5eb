// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// How a stack view turns its arranged subviews into constraints, as UIKit does: one part along
// the axis (StackAxisConstraints.swift: the ends, spacing, hiding, distribution) and one part
// across it (StackAlignmentConstraints.swift: the sides, alignment). The constraints, their
// identifiers and priorities are UIKit's; docs/stack-view.md lists them with their sources.

/// The constraints and guides a stack view generated, as last built.
struct StackArrangement {
  /// Every generated constraint, active while the arrangement stands.
  var constraints: [NSLayoutConstraint] = []
  /// The spacer guides the constraints use, added to the stack view.
  var guides: [UILayoutGuide] = []
}

/// A layout guide a stack view generates: UIKit's private `_UILayoutSpacer` (the alignment
/// and ordering spanners) and `_UIOLAGapGuide` (the equal-spacing gaps), whose names its
/// constraint logs show.
final class StackSpacerGuide: UILayoutGuide {
  /// UIKit's class for the kind of guide.
  enum Kind { case spanner, gap }
  let kind: Kind

  init(_ kind: Kind, identifier: String) {
    self.kind = kind
    super.init()
    self.identifier = identifier
  }

  override var debugClassName: String { kind == .spanner ? "_UILayoutSpacer" : "_UIOLAGapGuide" }
}

/// The attributes a stack view's constraints use along and across its axis.
struct StackAttributes {
  typealias Attribute = NSLayoutConstraint.Attribute
  /// Along the axis: the start edge, the end edge, the centre and the length.
  let min: Attribute, max: Attribute, center: Attribute, dimension: Attribute
  /// Across the axis.
  let crossMin: Attribute, crossMax: Attribute, crossCenter: Attribute, crossDimension: Attribute

  init(axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal {
      (min, max, center, dimension) = (.leading, .trailing, .centerX, .width)
      (crossMin, crossMax, crossCenter, crossDimension) = (.top, .bottom, .centerY, .height)
    } else {
      (min, max, center, dimension) = (.top, .bottom, .centerY, .height)
      (crossMin, crossMax, crossCenter, crossDimension) = (.leading, .trailing, .centerX, .width)
    }
  }
}

/// Builds one arrangement of a stack view (a value made per rebuild).
@MainActor
struct StackArrangementBuilder {
  let stack: UIStackView
  let items: [UIView]
  /// Whether each item takes part in layout as visible (not hidden).
  let visible: [Bool]
  let attributes: StackAttributes
  /// What the ends connect to: the stack view, or its margins guide.
  let canvas: AnyObject
  var constraints: [NSLayoutConstraint] = []
  var guides: [UILayoutGuide] = []

  init(_ stack: UIStackView) {
    self.stack = stack
    items = stack.arrangedSubviews
    visible = items.map { !$0.isHidden }
    attributes = StackAttributes(axis: stack.axis)
    canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
  }

  /// `first.a1 relation multiplier × second.a2 + constant` at `priority`, named `identifier`.
  mutating func add(
    _ first: AnyObject, _ a1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
    _ second: AnyObject?, _ a2: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
    constant: CGFloat = 0, priority: UILayoutPriority = .required, _ identifier: String
  ) {
    let constraint = NSLayoutConstraint(
      first: first, a1, relation, second: second, second == nil ? .notAnAttribute : a2,
      multiplier: multiplier, constant: constant)
    append(constraint, priority: priority, identifier)
  }

  /// Names `constraint`, sets its priority and keeps it.
  mutating func append(
    _ constraint: NSLayoutConstraint, priority: UILayoutPriority, _ identifier: String
  ) {
    constraint.priority = priority
    constraint.identifier = identifier
    constraints.append(constraint)
  }

  /// A new spacer guide, added to the stack view.
  mutating func makeGuide(_ kind: StackSpacerGuide.Kind, _ identifier: String) -> UILayoutGuide {
    let guide = StackSpacerGuide(kind, identifier: identifier)
    stack.addLayoutGuide(guide)
    guides.append(guide)
    return guide
  }

  /// The indices of the visible items, in order.
  var visibleIndices: [Int] { items.indices.filter { visible[$0] } }
}

extension UIStackView {
  /// Replaces the generated constraints and guides with ones built from the current state.
  func rebuildArrangement() {
    needsArrangement = false
    NSLayoutConstraint.deactivate(arrangement.constraints)
    for guide in arrangement.guides { removeLayoutGuide(guide) }
    var builder = StackArrangementBuilder(self)
    builder.buildAxis()
    builder.buildAlignment()
    arrangement = StackArrangement(constraints: builder.constraints, guides: builder.guides)
    NSLayoutConstraint.activate(arrangement.constraints)
    // Constraints to the stack's baselines read the arranged view it vends, which may have
    // changed: the engine rebuilds them.
    layoutEngineInvalidateIntrinsicContentSize()
  }

  /// The view whose baseline is the stack's: in a column the first (last) visible arranged
  /// view; in a row the tallest visible one where the alignment leaves that baseline free
  /// (centred views; the last baseline of top-aligned views, the first of bottom-aligned
  /// ones), else the first (last) visible one. A stack view vends its own vended view; with
  /// nothing visible, the stack itself.
  func baselineView(first: Bool) -> UIView {
    let shown = arrangedSubviews.filter { !$0.isHidden }
    guard var chosen = first ? shown.first : shown.last else { return self }
    if axis == .horizontal {
      let tallest: Bool
      switch alignment {
      case .center: tallest = true
      case .leading, .firstBaseline: tallest = !first
      case .trailing, .lastBaseline: tallest = first
      case .fill: tallest = false
      }
      if tallest {
        // By the current frames (what layout last gave them); the first of equals.
        chosen = shown[0]
        for view in shown.dropFirst() where view.frame.height > chosen.frame.height { chosen = view }
      }
    }
    return first ? chosen.forFirstBaselineLayout : chosen.forLastBaselineLayout
  }

  /// The points per pixel the stack view's spacings are rounded to (its screen's scale).
  var spacingScale: CGFloat { window?.screen.scale ?? UIScreen.main.scale }

  /// An arranged subview's visibility changed: the arrangement changes with it.
  func arrangedSubviewVisibilityDidChange(_ view: UIView) {
    if isArranged(view) { setNeedsArrangement() }
  }

  /// An arranged subview's intrinsic size changed: proportional distribution depends on it.
  func arrangedSubviewIntrinsicSizeDidChange(_ view: UIView) {
    guard isArranged(view) else { return }
    if distribution == .fillProportionally { setNeedsArrangement() }
    // The stack's baselines may be that view's: constraints to them read its text again
    // (and so on up through stacks that arrange this one).
    invalidateIntrinsicContentSize()
  }
}

extension UIView {
  /// Tells the superview, if it is a stack view, that this view's visibility (or else its
  /// intrinsic size) changed. A flag, not a cast, decides: every change asks.
  func notifyStackView(visibility: Bool) {
    guard let stack = superviewStorage, stack.isStackView, let stack = stack as? UIStackView else { return }
    if visibility {
      stack.arrangedSubviewVisibilityDidChange(self)
    } else {
      stack.arrangedSubviewIntrinsicSizeDidChange(self)
    }
  }

  /// The descendant whose baseline stands for this view's (`forFirstBaselineLayout` or
  /// `forLastBaselineLayout`), or `nil` when the view is its own.
  func vendedBaselineView(first: Bool) -> UIView? {
    let vended = first ? forFirstBaselineLayout : forLastBaselineLayout
    guard vended !== self, vended.isDescendant(of: self) else { return nil }
    return vended
  }
}
