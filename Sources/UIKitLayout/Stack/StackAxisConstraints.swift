// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// Along a stack view's axis (UIKit's ordered arrangement): the two ends, the spacing between
// visible neighbours, hidden views, and the distribution. docs/stack-view.md has the sources.

extension StackArrangementBuilder {
  /// The constraints along the axis.
  mutating func buildAxis() {
    guard !items.isEmpty else { return }
    let shown = visibleIndices
    if let first = shown.first, let last = shown.last {
      add(canvas, attributes.min, .equal, items[first], attributes.min, "UISV-canvas-connection")
      add(canvas, attributes.max, .equal, items[last], attributes.max, "UISV-canvas-connection")
    } else {
      connectAllHidden()
    }
    let equalSpacing = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
    if equalSpacing {
      // The stack's length is otherwise only bounded below by the minimum spacings.
      add(stack, attributes.dimension, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49),
          "UISV-canvas-fit")
    }
    for (previous, next) in zip(shown, shown.dropFirst()) {
      addSpacing(after: previous, before: next, relation: equalSpacing ? .greaterThanOrEqual : .equal)
    }
    addHiddenSpacing(shown)
    for index in items.indices where !visible[index] {
      // Just below required: a hidden view whose required length conflicts gives way silently.
      add(items[index], attributes.dimension, .equal, nil, .notAnAttribute,
          priority: UILayoutPriority(999.999), "UISV-hiding")
    }
    switch stack.distribution {
    case .fill: break
    case .fillEqually: addEqualLengths(shown)
    case .fillProportionally: addProportionalLengths(shown)
    case .equalSpacing, .equalCentering: addGapGuides(shown)
    }
    if stack.axis == .horizontal, stack.distribution != .fillEqually,
      stack.distribution != .fillProportionally
    {
      addTextWidthDisambiguation(shown)
    }
  }

  /// Every arranged view hidden: the ends hold an "ordering spanner" that fits to nothing, and
  /// the hidden views sit at its end.
  private mutating func connectAllHidden() {
    let spanner = makeGuide(.spanner, "UISV-ordering-spanner")
    add(canvas, attributes.min, .equal, spanner, attributes.min, "UISV-canvas-connection")
    add(canvas, attributes.max, .equal, spanner, attributes.max, "UISV-canvas-connection")
    add(spanner, attributes.dimension, .equal, nil, .notAnAttribute,
        priority: UILayoutPriority(0.001), "UISV-spanning-fit")
    for item in items {
      add(item, attributes.min, .equal, spanner, attributes.max, priority: UILayoutPriority(50),
          "UISV-spacing-hidden")
    }
  }

  // MARK: - Spacing

  /// The spacing after the item at `index`: its custom spacing, else the stack's (a default
  /// of "use default" is 0), rounded to the screen's pixels unless it asks for the system's.
  func spacing(after index: Int) -> CGFloat {
    var value = stack.customSpacing(after: items[index])
    if value == UIStackView.spacingUseDefault { value = stack.spacing }
    if value == UIStackView.spacingUseDefault { return 0 }
    if value == UIStackView.spacingUseSystem { return value }
    let scale = stack.spacingScale
    return scale > 0 ? (value * scale).rounded() / scale : value
  }

  /// The stack's spacing as a length, for arithmetic on it (shares, disambiguation): "use
  /// default" is 0, "use system" the system's 8 points between siblings.
  var spacingLength: CGFloat {
    switch stack.spacing {
    case UIStackView.spacingUseDefault: 0
    case UIStackView.spacingUseSystem: 8
    default: stack.spacing
    }
  }

  /// Whether spacing is measured between baselines (vertical stacks only).
  var spacesBaselines: Bool { stack.axis == .vertical && stack.isBaselineRelativeArrangement }

  /// `next.start (== or >=) previous.end + spacing` between visible neighbours.
  private mutating func addSpacing(
    after previous: Int, before next: Int, relation: NSLayoutConstraint.Relation
  ) {
    let startAttribute = spacesBaselines ? .firstBaseline : attributes.min
    let endAttribute = spacesBaselines ? .lastBaseline : attributes.max
    addGap(
      items[next], startAttribute, relation, items[previous], endAttribute,
      spacing: spacing(after: previous), fraction: 1, priority: .required, "UISV-spacing")
  }

  /// `item.a1 relation other.a2 + fraction × spacing`; the system's spacing goes through the
  /// anchors' system-spacing constraints, as UIKit builds it.
  private mutating func addGap(
    _ item: UIView, _ a1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
    _ other: UIView, _ a2: NSLayoutConstraint.Attribute, spacing: CGFloat, fraction: CGFloat,
    priority: UILayoutPriority, _ identifier: String
  ) {
    guard spacing == UIStackView.spacingUseSystem else {
      add(item, a1, relation, other, a2, constant: spacing * fraction, priority: priority, identifier)
      return
    }
    let constraint: NSLayoutConstraint
    if stack.axis == .horizontal, let start = item.xAnchor(a1), let end = other.xAnchor(a2) {
      constraint =
        relation == .equal
        ? start.constraint(equalToSystemSpacingAfter: end, multiplier: fraction)
        : start.constraint(greaterThanOrEqualToSystemSpacingAfter: end, multiplier: fraction)
    } else if let start = item.yAnchor(a1), let end = other.yAnchor(a2) {
      constraint =
        relation == .equal
        ? start.constraint(equalToSystemSpacingBelow: end, multiplier: fraction)
        : start.constraint(greaterThanOrEqualToSystemSpacingBelow: end, multiplier: fraction)
    } else {
      return
    }
    append(constraint, priority: priority, identifier)
  }

  /// Hidden views keep a place in the order at a low priority: one after a visible view sits
  /// half the spacing after it (none at the end); ones before the first visible view sit just
  /// before it.
  private mutating func addHiddenSpacing(_ shown: [Int]) {
    guard let firstShown = shown.first else { return }
    for index in items.indices where !visible[index] {
      if index < firstShown {
        add(items[firstShown], attributes.min, .equal, items[index], attributes.max,
            priority: UILayoutPriority(50), "UISV-spacing-hidden")
        continue
      }
      let previous = shown.last { $0 < index } ?? firstShown
      let followed = shown.contains { $0 > index }
      addGap(
        items[index], attributes.min, .equal, items[previous], attributes.max,
        spacing: followed ? spacing(after: previous) : 0, fraction: followed ? 0.5 : 1,
        priority: UILayoutPriority(50), "UISV-spacing-hidden")
    }
  }

  // MARK: - Distribution

  /// `.fillEqually`: every visible view as long as the first visible one.
  private mutating func addEqualLengths(_ shown: [Int]) {
    guard let first = shown.first else { return }
    for index in shown.dropFirst() {
      add(items[index], attributes.dimension, .equal, items[first], attributes.dimension,
          "UISV-fill-equally")
    }
  }

  /// `.fillProportionally`: each visible view a share of the canvas, its natural length over
  /// the natural lengths and spacings of all visible views, at a priority falling with its
  /// index (from 999, not below 751). Without enough length to share it is `.fillEqually`.
  private mutating func addProportionalLengths(_ shown: [Int]) {
    let lengths = items.map { naturalLength(of: $0) }
    let space = spacingLength
    let total = shown.reduce(0) { $0 + Swift.max(lengths[$1], 0) } + space * CGFloat(Swift.max(shown.count - 1, 0))
    guard total > Swift.max(space * CGFloat(items.count - 1), 1) else {
      addEqualLengths(shown)
      return
    }
    for index in shown {
      let length = lengths[index]
      if length <= 0 {
        add(items[index], attributes.dimension, .equal, nil, .notAnAttribute, "UISV-fill-proportionally")
        continue
      }
      let share = length / total
      let priority = share == 1 ? UILayoutPriority.required : UILayoutPriority(Float(Swift.max(999 - index, 751)))
      add(items[index], attributes.dimension, .equal, canvas, attributes.dimension,
          multiplier: share, priority: priority, "UISV-fill-proportionally")
    }
  }

  /// A view's natural length along the axis: its intrinsic length, else its fitting length.
  private func naturalLength(of view: UIView) -> CGFloat {
    let intrinsic = view.intrinsicContentSize
    let length = stack.axis == .horizontal ? intrinsic.width : intrinsic.height
    if length != UIView.noIntrinsicMetric { return length }
    let fitting = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    return stack.axis == .horizontal ? fitting.width : fitting.height
  }

  /// `.equalSpacing` / `.equalCentering`: a gap guide between each pair of visible neighbours
  /// (from edge to edge, or centre to centre), all as long as the first one.
  private mutating func addGapGuides(_ shown: [Int]) {
    let centering = stack.distribution == .equalCentering
    var firstGap: UILayoutGuide?
    for (previous, next) in zip(shown, shown.dropFirst()) {
      let gap = makeGuide(.gap, "UISV-distributing")
      let start = centering ? attributes.center : (spacesBaselines ? .lastBaseline : attributes.max)
      let end = centering ? attributes.center : (spacesBaselines ? .firstBaseline : attributes.min)
      add(gap, attributes.min, .equal, items[previous], start, "UISV-distributing-edge")
      add(gap, attributes.max, .equal, items[next], end, "UISV-distributing-edge")
      if let firstGap {
        // Equal centring gives way to the views' own lengths (below compression resistance).
        let priority = centering ? UILayoutPriority(Float(Swift.max(150 - previous, 50))) : .required
        add(gap, attributes.dimension, .equal, firstGap, attributes.dimension, priority: priority,
            "UISV-fill-equally")
      } else {
        firstGap = gap
      }
    }
  }

  /// Side-by-side multi-line labels in a horizontal stack would share the width ambiguously:
  /// each is kept to an equal share of it, at high but optional priorities in order.
  private mutating func addTextWidthDisambiguation(_ shown: [Int]) {
    let candidates = shown.filter { Self.wraps(items[$0]) }
    guard candidates.count >= 2 else { return }
    let shares = CGFloat(candidates.count)
    let space = spacingLength
    let count = CGFloat(shown.count)
    let constant = -space * (count - 1) / count
    let step = Swift.min(25 / Float(candidates.count), 1)
    for (k, index) in candidates.enumerated() {
      add(items[index], .width, .lessThanOrEqual, canvas, .width, multiplier: 1 / shares,
          constant: constant, priority: UILayoutPriority(950 + Float(k) * step),
          "UISV-text-width-disambiguation")
    }
  }

  /// A label that may wrap (or a stack view holding one).
  private static func wraps(_ view: UIView) -> Bool {
    if let label = view as? UILabel { return label.numberOfLines != 1 }
    if let stack = view as? UIStackView { return stack.arrangedSubviews.contains { wraps($0) } }
    return false
  }
}

extension UIView {
  /// The view's horizontal anchor for `attribute` (nil for a vertical one).
  func xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor? {
    switch attribute {
    case .leading: leadingAnchor
    case .trailing: trailingAnchor
    case .left: leftAnchor
    case .right: rightAnchor
    case .centerX: centerXAnchor
    default: nil
    }
  }

  /// The view's vertical anchor for `attribute` (nil for a horizontal one).
  func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor? {
    switch attribute {
    case .top: topAnchor
    case .bottom: bottomAnchor
    case .centerY: centerYAnchor
    case .firstBaseline: firstBaselineAnchor
    case .lastBaseline: lastBaselineAnchor
    default: nil
    }
  }
}
