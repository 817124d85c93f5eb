// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// Turns a parsed ``VisualFormat`` into constraints, looking names up as it meets them, so the
/// first semantic error in string order is the one reported (semantics reference 5.2, 5.4, 5.5).
///
/// The constraints come in string order: for each view, the spacing from its left neighbour
/// (the leading `|` for the first view), then its own predicates, then one constraint per
/// alignment option tying it to its left neighbour; the spacing to the trailing `|` comes last.
/// Spacing reads "later start == earlier end + spacing": `[a]-8-[b]` is
/// `b.leading == a.trailing + 8`, `[b]-8-|` is `superview.trailing == b.trailing + 8`.
@MainActor
struct VisualFormatBuilder {
  let syntax: VisualFormat
  let format: String
  let options: NSLayoutConstraint.FormatOptions
  /// Looks a metric up; `nil` when it is missing or not a number.
  let metric: (String) -> CGFloat?
  /// Looks a view up; `nil` when it is missing or not a view.
  let view: (String) -> UIView?

  /// One end of a connection.
  private enum End {
    case superview(UIView)
    case view(UIView)
  }

  func build() throws(VisualFormatError) -> [NSLayoutConstraint] {
    try checkAlignment()
    var constraints: [NSLayoutConstraint] = []
    var previous: UIView?
    for (index, element) in syntax.views.enumerated() {
      guard let item = view(element.name) else {
        throw error(.unknownView(element.name), element.nameRange)
      }
      if let previous {
        try connect(.view(previous), .view(item), syntax.connections[index - 1], &constraints)
      } else if let edge = syntax.leadingEdge {
        let superview = try superview(of: item, bar: edge.barOffset)
        try connect(.superview(superview), .view(item), edge.connection, &constraints)
      }
      for predicate in element.predicates {
        constraints.append(try sizeConstraint(item, predicate))
      }
      if let previous {
        for attribute in options.alignmentAttributes {
          constraints.append(
            constraint(item, attribute, .equal, previous, attribute, 0, .required))
        }
      }
      previous = item
    }
    if let edge = syntax.trailingEdge, let last = previous {
      let superview = try superview(of: last, bar: edge.barOffset)
      try connect(.view(last), .superview(superview), edge.connection, &constraints)
    }
    return constraints
  }

  // MARK: - Options

  /// An alignment along the string's own axis cannot hold alongside the spacing.
  private func checkAlignment() throws(VisualFormatError) {
    let axis: NSLayoutConstraint.Axis =
      syntax.orientation == .horizontal ? .horizontal : .vertical
    if options.alignmentAttributes.contains(where: { $0.axis == axis }) {
      throw error(.alignmentAlongAxis(horizontal: axis == .horizontal), 0..<0)
    }
  }

  /// The attributes where a string starts and ends reading (`RightToLeft` reads from the right).
  private var startAndEnd: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) {
    if syntax.orientation == .vertical { return (.top, .bottom) }
    if options.contains(.directionRightToLeft) { return (.right, .left) }
    if options.contains(.directionLeftToRight) { return (.left, .right) }
    return (.leading, .trailing)
  }

  // MARK: - Spacing

  /// The constraints of one connection between `earlier` and `later` (in reading order).
  private func connect(
    _ earlier: End, _ later: End, _ connection: VisualFormat.Connection,
    _ constraints: inout [NSLayoutConstraint]
  ) throws(VisualFormatError) {
    let (start, end) = startAndEnd
    var earlierAttribute = end
    var laterAttribute = start
    var earlierItem: UIView
    var laterItem: UIView
    switch earlier {
    case .superview(let superview): (earlierItem, earlierAttribute) = (superview, start)
    case .view(let view): earlierItem = view
    }
    switch later {
    case .superview(let superview): (laterItem, laterAttribute) = (superview, end)
    case .view(let view): laterItem = view
    }
    let betweenViews: Bool
    if case .view = earlier, case .view = later {
      betweenViews = true
    } else {
      betweenViews = false
    }
    if betweenViews, syntax.orientation == .vertical, options.contains(.spacingBaselineToBaseline) {
      (earlierAttribute, laterAttribute) = (.lastBaseline, .firstBaseline)
    }

    var spacings: [(VisualFormat.Relation, CGFloat, UILayoutPriority)] = []
    switch connection.kind {
    case .flush:
      spacings = [(.equal, 0, .required)]
    case .standard where betweenViews:
      spacings = [(.equal, NSLayoutConstraint.systemSpacing, .required)]
    case .standard:
      // `|-` is the superview's layout margin (semantics reference 5.4; DIVERGENCES.md).
      if case .superview = earlier { earlierAttribute = earlierAttribute.withMargin }
      if case .superview = later { laterAttribute = laterAttribute.withMargin }
      spacings = [(.equal, 0, .required)]
    case .predicates(let predicates):
      for predicate in predicates {
        // A name here is a metric only: spacing to a view's size means nothing.
        spacings.append((predicate.relation, try constant(predicate), try priority(predicate)))
      }
    }
    // Right to left reads the other way: the earlier item is the one on the right, so it goes
    // first and the spacing keeps its sign.
    let rightToLeft = syntax.orientation == .horizontal && options.contains(.directionRightToLeft)
    for (relation, spacing, priority) in spacings {
      constraints.append(
        rightToLeft
          ? constraint(
            earlierItem, earlierAttribute, relation, laterItem, laterAttribute, spacing, priority)
          : constraint(
            laterItem, laterAttribute, relation, earlierItem, earlierAttribute, spacing, priority))
    }
  }

  // MARK: - Predicates

  /// `view.width <relation> constant` or `view.width <relation> other.width`.
  private func sizeConstraint(
    _ item: UIView, _ predicate: VisualFormat.Predicate
  ) throws(VisualFormatError) -> NSLayoutConstraint {
    let size: NSLayoutConstraint.Attribute = syntax.orientation == .horizontal ? .width : .height
    let priority = try priority(predicate)
    if case .name(let name) = predicate.object, let other = view(name) {
      return constraint(item, size, predicate.relation, other, size, 0, priority)
    }
    return constraint(
      item, size, predicate.relation, nil, .notAnAttribute, try constant(predicate), priority)
  }

  /// The predicate's number, or its metric's value.
  private func constant(_ predicate: VisualFormat.Predicate) throws(VisualFormatError) -> CGFloat {
    switch predicate.object {
    case .number(let value): return CGFloat(value)
    case .name(let name):
      guard let value = metric(name) else {
        throw error(.unknownMetric(name), predicate.objectRange)
      }
      return value
    }
  }

  /// The predicate's priority (required without `@`), which must lie in 1…1000.
  private func priority(_ predicate: VisualFormat.Predicate) throws(VisualFormatError)
    -> UILayoutPriority
  {
    let value: CGFloat
    switch predicate.priority {
    case nil: return .required
    case .number(let number): value = CGFloat(number)
    case .name(let name):
      guard let resolved = metric(name) else {
        throw error(.unknownMetric(name), predicate.priorityRange)
      }
      value = resolved
    }
    guard value > 0, value <= 1000 else {
      throw error(.priorityOutOfRange, predicate.priorityRange)
    }
    return UILayoutPriority(Float(value))
  }

  // MARK: - Helpers

  private func superview(of view: UIView, bar: Int) throws(VisualFormatError) -> UIView {
    guard let superview = view.superview else { throw error(.noSuperview, bar..<bar + 1) }
    return superview
  }

  private func constraint(
    _ first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute,
    _ relation: VisualFormat.Relation,
    _ second: UIView?, _ secondAttribute: NSLayoutConstraint.Attribute, _ constant: CGFloat,
    _ priority: UILayoutPriority
  ) -> NSLayoutConstraint {
    let made = NSLayoutConstraint(
      first: first, firstAttribute, relation.layoutRelation, second: second, secondAttribute,
      multiplier: 1, constant: constant)
    made.priority = priority
    return made
  }

  private func error(_ kind: VisualFormatError.Kind, _ range: Range<Int>) -> VisualFormatError {
    VisualFormatError(kind, at: range, in: format)
  }
}

extension VisualFormat.Relation {
  /// The same relation in the constraint's terms.
  var layoutRelation: NSLayoutConstraint.Relation {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
}

extension NSLayoutConstraint.Attribute {
  /// The edge inset by the layout margin (`.leading` → `.leadingMargin`).
  fileprivate var withMargin: NSLayoutConstraint.Attribute {
    switch self {
    case .left: .leftMargin
    case .right: .rightMargin
    case .top: .topMargin
    case .bottom: .bottomMargin
    case .leading: .leadingMargin
    case .trailing: .trailingMargin
    default: self
    }
  }
}
