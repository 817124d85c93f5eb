// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// A view's Auto Layout state other than its engine item: what `UIView+Constraints`,
/// `UIView+Margins`, `UILayoutGuide` and the engine read and write. Kept in one value stored in
/// the view (`UIView.autoLayout`), so the class body stays the list of UIKit's override points.
struct AutoLayoutState {
  /// The constraints installed on this view (`constraints`), in the order they were added.
  var constraintStorage: [NSLayoutConstraint] = []
  var translatesAutoresizingMaskIntoConstraintsStorage = true
  var layoutGuideStorage: [UILayoutGuide] = []
  var huggingPriorityStorage: [UILayoutPriority] = [.defaultLow, .defaultLow]
  var compressionResistancePriorityStorage: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
  var directionalLayoutMarginsStorage = NSDirectionalEdgeInsets(
    top: 8, leading: 8, bottom: 8, trailing: 8)
  var layoutMarginsWereSet = false
  var layoutMarginsGuideStorage: UILayoutGuide?
  var safeAreaLayoutGuideStorage: UILayoutGuide?
  var readableContentGuideStorage: UILayoutGuide?
  var semanticContentAttributeStorage: UISemanticContentAttribute = .unspecified
  /// The program has read `safeAreaInsets`: changes are reported (`safeAreaInsetsDidChange`).
  var readsSafeArea = false
  /// The safe area insets last reported to `safeAreaInsetsDidChange()`.
  var reportedSafeAreaInsets = UIEdgeInsets.zero
  var layoutOptionFlags: UIView.LayoutOptionFlags = []
  /// Some constraint has named this view (checked when it leaves its superview).
  var isConstraintItem = false
  /// The view's anchors, kept once made (see `AnchorSlots`).
  var anchors = AnchorSlots()
}
