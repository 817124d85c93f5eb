// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// Across a stack view's axis (UIKit's aligned arrangement): the two sides, the alignment of
// the arranged views with the first one, and the spanner guide that encloses them when they
// do not all fill the stack. docs/stack-view.md has the sources.

/// What an alignment ties across the axis.
struct StackAlignmentRule {
  /// Whether the first view's start side / end side is the stack's (else the spanner's).
  var startsAtView = false, endsAtView = false
  /// Whether the stack's side is exactly the view's (else only encloses it).
  var startIsExact = false, endIsExact = false
  /// Whether the first view's centre is the stack's.
  var centered = false
  /// The attributes every view shares with the first one.
  var shared: [NSLayoutConstraint.Attribute] = []

  init(_ alignment: UIStackView.Alignment, _ attributes: StackAttributes, vertical: Bool) {
    var alignment = alignment
    // Baselines are vertical positions: a vertical stack aligns its views' sides instead.
    if vertical, alignment == .firstBaseline { alignment = .leading }
    if vertical, alignment == .lastBaseline { alignment = .trailing }
    switch alignment {
    case .fill:
      (startsAtView, endsAtView, startIsExact, endIsExact) = (true, true, true, true)
      shared = [attributes.crossMin, attributes.crossMax]
    case .leading:
      (startsAtView, startIsExact) = (true, true)
      shared = [attributes.crossMin]
    case .center:
      centered = true
      shared = [attributes.crossCenter]
    case .trailing:
      (endsAtView, endIsExact) = (true, true)
      shared = [attributes.crossMax]
    case .firstBaseline:
      startsAtView = true
      shared = [.firstBaseline]
    case .lastBaseline:
      endsAtView = true
      shared = [.lastBaseline]
    }
  }

  /// Every alignment but `.fill` leaves room across the axis.
  var fills: Bool { startIsExact && endIsExact }
}

extension StackArrangementBuilder {
  /// The constraints across the axis.
  mutating func buildAlignment() {
    guard let first = items.first else { return }
    let rule = StackAlignmentRule(stack.alignment, attributes, vertical: stack.axis == .vertical)
    let a = attributes
    if items.count == 1, visible[0] {
      // One view: the stack's sides are the view's, or enclose it.
      add(canvas, a.crossMin, rule.startIsExact ? .equal : .lessThanOrEqual, first, a.crossMin,
          "UISV-canvas-connection")
      add(canvas, a.crossMax, rule.endIsExact ? .equal : .greaterThanOrEqual, first, a.crossMax,
          "UISV-canvas-connection")
      if rule.centered {
        add(canvas, a.crossCenter, .equal, first, a.crossCenter, "UISV-canvas-connection")
      }
      if !rule.fills { addCanvasFit() }
    } else {
      var spanner: UILayoutGuide?
      if !rule.startsAtView || !rule.endsAtView {
        spanner = makeGuide(.spanner, "UISV-alignment-spanner")
      }
      if rule.startsAtView {
        add(canvas, a.crossMin, rule.startIsExact ? .equal : .lessThanOrEqual, first, a.crossMin,
            "UISV-canvas-connection")
      } else if let spanner {
        add(canvas, a.crossMin, .equal, spanner, a.crossMin, "UISV-canvas-connection")
      }
      if rule.endsAtView {
        add(canvas, a.crossMax, rule.endIsExact ? .equal : .greaterThanOrEqual, first, a.crossMax,
            "UISV-canvas-connection")
      } else if let spanner {
        add(canvas, a.crossMax, .equal, spanner, a.crossMax, "UISV-canvas-connection")
      }
      if rule.centered {
        add(canvas, a.crossCenter, .equal, first, a.crossCenter, "UISV-canvas-connection")
      }
      if (rule.startsAtView && !rule.startIsExact) || (rule.endsAtView && !rule.endIsExact) {
        addCanvasFit()
      }
      if let spanner { addSpannerBoundaries(spanner, rule) }
    }
    for attribute in rule.shared {
      for item in items.dropFirst() {
        add(first, Self.aligned(attribute, of: first), .equal, item, Self.aligned(attribute, of: item),
            "UISV-alignment")
      }
    }
    if !rule.fills {
      // Views with no size of their own across the axis shrink to nothing rather than being
      // ambiguous.
      for item in items {
        add(item, a.crossDimension, .equal, nil, .notAnAttribute, priority: UILayoutPriority(25),
            "UISV-ambiguity-suppression")
      }
    }
  }

  /// The stack's size across the axis fits its content (it is only bounded below otherwise).
  private mutating func addCanvasFit() {
    add(stack, attributes.crossDimension, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49),
        "UISV-canvas-fit")
  }

  /// The spanner encloses every visible view (its aligned side exactly, just below required),
  /// and is as small as that allows.
  private mutating func addSpannerBoundaries(_ spanner: UILayoutGuide, _ rule: StackAlignmentRule) {
    let a = attributes
    for index in items.indices where visible[index] {
      let item = items[index]
      add(spanner, a.crossMin, rule.startIsExact ? .equal : .lessThanOrEqual, item, a.crossMin,
          priority: rule.startIsExact ? UILayoutPriority(999.5) : .required, "UISV-spanning-boundary")
      add(spanner, a.crossMax, rule.endIsExact ? .equal : .greaterThanOrEqual, item, a.crossMax,
          priority: rule.endIsExact ? UILayoutPriority(999.5) : .required, "UISV-spanning-boundary")
    }
    let allHidden = !visible.contains(true)
    add(spanner, a.crossDimension, .equal, nil, .notAnAttribute,
        priority: UILayoutPriority(allHidden ? 0.001 : 51), "UISV-spanning-fit")
  }

  /// A baseline attribute of a view without text stands for its top (first baseline) or
  /// bottom (last baseline), as UIKit's stack view aligns such views.
  static func aligned(_ attribute: NSLayoutConstraint.Attribute, of view: UIView) -> NSLayoutConstraint.Attribute {
    switch attribute {
    case .firstBaseline where !view.hasBaseline: .top
    case .lastBaseline where !view.hasBaseline: .bottom
    default: attribute
    }
  }
}

extension UIView {
  /// Whether the view has text baselines (of its own, or of the view it vends).
  var hasBaseline: Bool {
    if let vended = vendedBaselineView(first: true) { return vended.hasBaseline }
    return firstBaselineOffsetFromTop != nil
  }
}
