// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// The view side of constraints: where they are installed (`constraints`), the legacy
// `addConstraint(_:)`, `translatesAutoresizingMaskIntoConstraints`, and content hugging /
// compression resistance.

extension UIView {
  /// The constraints installed on this view (activation installs on the closest common
  /// ancestor of a constraint's items).
  var defaultConstraints: [NSLayoutConstraint] { autoLayout.constraintStorage }

  /// Installs `constraint` on this view (the pre-iOS 8 way; prefer `isActive`). The view
  /// must be an ancestor of (or one of) the constraint's items; otherwise UIKit's "The view
  /// hierarchy is not prepared for the constraint" message is logged and nothing happens.
  func defaultAddConstraint(_ constraint: NSLayoutConstraint) {
    guard !constraint.isActive, !constraint.isIllegal else { return }
    for object in [constraint.firstItem, constraint.secondItem] {
      guard let object else { continue }
      guard let owner = ConstraintInstallation.view(of: object),
        owner === self || owner.isDescendant(of: self)
      else {
        LayoutEnvironment.log(
          .layoutConstraints,
          "The view hierarchy is not prepared for the constraint: \(constraint)\n\tWhen added to "
            + "a view, the constraint's items must be descendants of that view (or the view "
            + "itself). This will crash if the constraint needs to be resolved before the view "
            + "hierarchy is assembled. Break on -[UIView(UIConstraintBasedLayout) "
            + "_viewHierarchyUnpreparedForConstraint:] to debug.")
        return
      }
    }
    install(constraint)
  }

  /// What ``addConstraints`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultAddConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// What ``removeConstraint`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultRemoveConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.installedView === self else { return }
    uninstall(constraint)
  }

  /// What ``removeConstraints`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultRemoveConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// Whether the view's autoresizing mask and frame become constraints when it is in a
  /// constraint-based layout (`true` for views made in code). Set `false` to position the
  /// view with your own constraints.
  var defaultTranslatesAutoresizingMaskIntoConstraints: Bool {
    get { autoLayout.translatesAutoresizingMaskIntoConstraintsStorage }
    set {
      guard newValue != autoLayout.translatesAutoresizingMaskIntoConstraintsStorage else { return }
      autoLayout.translatesAutoresizingMaskIntoConstraintsStorage = newValue
      if let item = engineItemStorage, let engine = LayoutEngine.engine(for: self, create: false) {
        engine.markDirty(item)
        (superviewStorage ?? self).setNeedsLayout()
      }
    }
  }

  /// What ``contentHuggingPriority`` does unless a subclass overrides it (declared in the class
  /// body, the only place Swift lets a member be overridden).
  func defaultContentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    autoLayout.huggingPriorityStorage[axis.rawValue]
  }

  /// What ``setContentHuggingPriority`` does unless a subclass overrides it (declared in the class
  /// body, the only place Swift lets a member be overridden).
  func defaultSetContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    autoLayout.huggingPriorityStorage[axis.rawValue] = priority
    layoutEngineInvalidateIntrinsicContentSize()
  }

  /// What ``contentCompressionResistancePriority`` does unless a subclass overrides it (declared in
  /// the class body, the only place Swift lets a member be overridden).
  func defaultContentCompressionResistancePriority(
    for axis: NSLayoutConstraint.Axis
  ) -> UILayoutPriority {
    autoLayout.compressionResistancePriorityStorage[axis.rawValue]
  }

  /// What ``setContentCompressionResistancePriority`` does unless a subclass overrides it (declared
  /// in the class body, the only place Swift lets a member be overridden).
  func defaultSetContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    autoLayout.compressionResistancePriorityStorage[axis.rawValue] = priority
    layoutEngineInvalidateIntrinsicContentSize()
  }

  // MARK: - Installation

  func install(_ constraint: NSLayoutConstraint) {
    // Room for four at the first: a view usually holds its own width and height at least,
    // and growing one slot at a time reallocated the list at the second.
    if autoLayout.constraintStorage.capacity == 0 { autoLayout.constraintStorage.reserveCapacity(4) }
    autoLayout.constraintStorage.append(constraint)
    constraint.installedViewReference = itemReference
    // Each item once, without an array of them (every activation passes here), through the
    // references: no cast, no retain.
    constraint.firstItemReference?.markItemViewNamed()
    constraint.secondItemReference?.markItemViewNamed()
    LayoutEngine.unretainedEngine(for: self).withGuaranteed { $0.add(constraint) }
    setNeedsLayout()
  }

  func uninstall(_ constraint: NSLayoutConstraint) {
    if let index = autoLayout.constraintStorage.lastIndex(where: { $0 === constraint }) {
      autoLayout.constraintStorage.remove(at: index)
    }
    constraint.installedView = nil
    constraint.installedEngine?.remove(constraint)
    setNeedsLayout()
  }

  // MARK: - Alignment rects

  func defaultAlignmentRect(forFrame frame: CGRect) -> CGRect {
    let insets = alignmentRectInsets
    return CGRect(
      x: frame.minX + insets.left, y: frame.minY + insets.top,
      width: frame.width - insets.left - insets.right,
      height: frame.height - insets.top - insets.bottom)
  }

  func defaultFrame(forAlignmentRect rect: CGRect) -> CGRect {
    let insets = alignmentRectInsets
    return CGRect(
      x: rect.minX - insets.left, y: rect.minY - insets.top,
      width: rect.width + insets.left + insets.right,
      height: rect.height + insets.top + insets.bottom)
  }
}

/// Where a constraint goes when activated.
@MainActor
enum ConstraintInstallation {
  /// The view an item stands for: itself, or a guide's owning view.
  static func view(of object: AnyObject?) -> UIView? {
    (object as? UIView) ?? (object as? UILayoutGuide)?.owningView
  }

  /// The closest common ancestor of the constraint's items (a view counts as its own
  /// ancestor), or `nil` if they are in different trees or a guide has no owner. Not
  /// retained: the views are in a tree that holds them, and activation uses the ancestor at
  /// once (loading each view and superview retained and released it, a dozen atomic
  /// operations a constraint).
  static func commonAncestor(of constraint: NSLayoutConstraint) -> Unmanaged<UIView>? {
    // Through the references: an item's kind is known without a cast.
    guard let first = constraint.firstItemReference?.unretainedItemView else { return nil }
    // Read through optional chains, which borrow (`guard let` on the reference copied it: a
    // retain and a release a constraint).
    guard constraint.secondItemReference?.isAlive == true else { return first }
    guard let second = constraint.secondItemReference?.unretainedItemView else { return nil }
    // The common cases in O(1), compared by address: the same view, parent and child,
    // siblings.
    if first.toOpaque() == second.toOpaque() { return first }
    let firstParent = first.superviewAddress
    if firstParent == second.toOpaque() { return second }
    let secondParent = second.superviewAddress
    if secondParent == first.toOpaque() { return first }
    if let firstParent, firstParent == secondParent {
      return Unmanaged<UIView>.fromOpaque(firstParent)
    }
    return unretained(commonAncestor(first.takeUnretainedValue(), second.takeUnretainedValue()))
  }

  /// `commonAncestor(of:)` of two views further apart.
  private static func commonAncestor(_ first: UIView, _ second: UIView) -> UIView? {
    var ancestors: [ObjectIdentifier] = []
    var cursor: UIView? = first
    while let current = cursor {
      ancestors.append(ObjectIdentifier(current))
      cursor = current.superviewStorage
    }
    let set = Set(ancestors)
    cursor = second
    while let current = cursor {
      if set.contains(ObjectIdentifier(current)) { return current }
      cursor = current.superviewStorage
    }
    return nil
  }
}
