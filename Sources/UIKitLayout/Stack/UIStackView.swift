// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// https://developer.apple.com/documentation/uikit/uistackview
/// A view that lays out a row or a column of views (UIKit's `UIStackView`) by generating the
/// Auto Layout constraints UIKit generates for them (see docs/stack-view.md).
///
/// The arranged subviews are a subset of the subviews, in their own order. The stack view
/// owns its generated constraints (they are in its `constraints`, each with UIKit's
/// `UISV-…` identifier) and rebuilds them in its `updateConstraints()` whenever an arranged
/// subview, a property or an arranged subview's `isHidden` changes. It draws nothing of its
/// own but its background colour.
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// How views are sized and spaced along the stack's axis.
  public enum Distribution: Int, Sendable {
    /// The views fill the axis: the one with the lowest hugging priority stretches (the one
    /// with the lowest compression resistance shrinks); ties go to the arrangement order.
    case fill = 0
    /// The views fill the axis and are all as long as each other.
    case fillEqually = 1
    /// The views fill the axis, each in proportion to its intrinsic length.
    case fillProportionally = 2
    /// The views keep their length; the space between them is equal (and at least `spacing`).
    case equalSpacing = 3
    /// The views keep their length; their centres are equally far apart (gaps at least
    /// `spacing`).
    case equalCentering = 4
  }

  /// How views are placed across the stack's axis.
  public enum Alignment: Int, Sendable {
    /// The views fill the stack's width (vertical stack) or height (horizontal stack).
    case fill = 0
    /// Leading edges aligned (vertical stack); ``top`` is the same value for horizontal ones.
    case leading = 1
    /// First baselines aligned (horizontal stacks only).
    case firstBaseline = 2
    /// Centres aligned.
    case center = 3
    /// Trailing edges aligned (vertical stack); ``bottom`` is the same value.
    case trailing = 4
    /// Last baselines aligned (horizontal stacks only).
    case lastBaseline = 5

    /// Top edges aligned (horizontal stack): the same value as ``leading``.
    public static var top: Alignment { .leading }
    /// Bottom edges aligned (horizontal stack): the same value as ``trailing``.
    public static var bottom: Alignment { .trailing }
  }

  /// A spacing value that means "the system's spacing" for ``spacing`` or a custom spacing
  /// (UIKit's value, `FLT_MIN`).
  nonisolated public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
  /// A custom spacing value that means "use ``spacing``" (UIKit's value, `FLT_MAX`).
  nonisolated public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

  /// The views the stack arranges, in order (a subset of `subviews`).
  public private(set) var arrangedSubviews: [UIView] = []

  /// The axis the views are laid out along; `.horizontal` by default.
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { setNeedsArrangement() } }
  }
  /// How views are sized along the axis; `.fill` by default.
  open var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { setNeedsArrangement() } }
  }
  /// How views are placed across the axis; `.fill` by default.
  open var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { setNeedsArrangement() } }
  }
  /// The space between neighbouring views (a minimum for the equal-spacing distributions);
  /// 0 by default; may be negative (views overlap), or ``spacingUseSystem``.
  open var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { setNeedsArrangement() } }
  }
  /// Whether vertical spacing is measured between baselines (vertical stacks: from one view's
  /// last baseline to the next one's first); `false` by default.
  open var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
  }
  /// Whether the views are laid out inside the stack's layout margins rather than its edges;
  /// `false` by default.
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
  }

  /// Custom spacings after arranged views, by view identity, in the order they were set.
  var customSpacings: [(view: ObjectIdentifier, spacing: CGFloat)] = []
  /// The generated constraints and guides, as last built (see UIStackView+Arrangement.swift).
  var arrangement = StackArrangement()
  /// Set by anything that changes what the generated constraints are.
  var needsArrangement = false

  /// Creates an empty horizontal stack view with `frame`; unlike other views, its layout
  /// margins are zero.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isStackView = true
    layoutMargins = .zero
  }

  /// Creates a horizontal stack view arranging `views` (added as subviews, in order).
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Creates a stack view from an archive; nothing is decoded.
  public required init(coder: NSCoder) {
    super.init(frame: .zero)
    isStackView = true
    layoutMargins = .zero
  }

  /// Stack views are built from constraints.
  open override class var requiresConstraintBasedLayout: Bool { true }

  // MARK: - Arranged subviews

  /// Adds `view` to the end of ``arrangedSubviews`` (and as the last subview if it is not one
  /// yet); an arranged view moves to the end. The view stops translating its autoresizing mask.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count - (isArranged(view) ? 1 : 0))
  }

  /// Inserts `view` into ``arrangedSubviews`` at `stackIndex` (adding it as the last subview if
  /// it is not one yet); an arranged view moves there. An index past the end raises UIKit's
  /// exception (through `LayoutEnvironment.exceptionHandler`).
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    if view === self {
      LayoutEnvironment.raise(.invalidArgument, "Can't add self as subview")
      return
    }
    if let existing = arrangedSubviews.firstIndex(where: { $0 === view }) {
      arrangedSubviews.remove(at: existing)
    }
    guard stackIndex >= 0, stackIndex <= arrangedSubviews.count else {
      LayoutEnvironment.raise(
        .invalidArgument,
        "index out of bounds for arranged subview: index = \(stackIndex) expected to be less "
          + "than or equal to \(arrangedSubviews.count)")
      return
    }
    arrangedSubviews.insert(view, at: stackIndex)
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    setNeedsArrangement()
  }

  /// Removes `view` from ``arrangedSubviews``; it stays a subview (call `removeFromSuperview()`
  /// to take it out of the stack view altogether), with no stack constraints on it.
  open func removeArrangedSubview(_ view: UIView) {
    guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
    arrangedSubviews.remove(at: index)
    customSpacings.removeAll { $0.view == ObjectIdentifier(view) }
    setNeedsArrangement()
  }

  /// A view leaving the subviews leaves the arranged subviews too, as in UIKit.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  /// Sets the space after `arrangedSubview` (``spacingUseDefault`` goes back to ``spacing``);
  /// ignored for a view that is not arranged.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    guard isArranged(arrangedSubview) else { return }
    let key = ObjectIdentifier(arrangedSubview)
    customSpacings.removeAll { $0.view == key }
    if spacing != Self.spacingUseDefault { customSpacings.append((key, spacing)) }
    setNeedsArrangement()
  }

  /// The space after `arrangedSubview`: its custom spacing, or ``spacingUseDefault``.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    let key = ObjectIdentifier(arrangedSubview)
    return customSpacings.first { $0.view == key }?.spacing ?? Self.spacingUseDefault
  }

  // MARK: - Updating the constraints

  /// Rebuilds the generated constraints if anything they depend on changed, then calls super.
  open override func updateConstraints() {
    if needsArrangement { rebuildArrangement() }
    super.updateConstraints()
  }

  /// Stack views have no intrinsic size of their own; their content's constraints size them.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The arranged view whose first baseline is the stack's (see ``vendedBaselineView``).
  open override var forFirstBaselineLayout: UIView { baselineView(first: true) }

  /// The arranged view whose last baseline is the stack's.
  open override var forLastBaselineLayout: UIView { baselineView(first: false) }

  func isArranged(_ view: UIView) -> Bool { arrangedSubviews.contains { $0 === view } }

  /// Marks the generated constraints for a rebuild at the next constraint pass.
  func setNeedsArrangement() {
    needsArrangement = true
    setNeedsUpdateConstraints()
    setNeedsLayout()
  }
}
