// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// The view side of the layout cycle (https://developer.apple.com/documentation/uikit/uiview/
// setneedslayout()). Layout flags live on the layer (Core Animation owns them; a view forwards);
// constraint flags live on the view. The passes themselves are in Cycle/LayoutPasses.swift and
// run when the transaction commits (Layer/CATransaction.swift).

extension UIView {
  // MARK: - Layout

  // MARK: - Constraints

  /// Marks the view's constraints as needing an update; `updateConstraints()` runs at the next
  /// commit, `layoutIfNeeded()` or `updateConstraintsIfNeeded()`.
  func defaultSetNeedsUpdateConstraints() {
    guard !needsUpdateConstraintsFlag else { return }
    needsUpdateConstraintsFlag = true
    propagateConstraintNeed()
  }

  /// What ``needsUpdateConstraints`` does unless a subclass overrides it (declared in the class
  /// body, the only place Swift lets a member be overridden).
  func defaultNeedsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

  /// What ``updateConstraintsIfNeeded`` does unless a subclass overrides it (declared in the class
  /// body, the only place Swift lets a member be overridden).
  func defaultUpdateConstraintsIfNeeded() {
    LayoutPasses.updateConstraintsIfNeeded(self)
  }

  // MARK: - Internals

  /// A constraint update is pending on this view or below it.
  var hasConstraintWork: Bool { needsUpdateConstraintsFlag || descendantNeedsUpdateConstraints }

  /// Flags every ancestor as having a descendant whose constraints need updating, and registers
  /// the window's tree for the next commit (see `CALayer.propagateLayoutNeed(force:)`).
  func propagateConstraintNeed(force: Bool = false) {
    var view = self
    while let parent = view.superviewStorage {
      if parent.descendantNeedsUpdateConstraints && !force { return }
      parent.descendantNeedsUpdateConstraints = true
      view = parent
    }
    CATransaction.registerForCommit(view.layer.rootLayer)
  }

  /// The constraint pass's call for this view: a controller's root view goes through
  /// `updateViewConstraints()` (whose default calls the view's `updateConstraints()`).
  func runUpdateConstraints() {
    LayoutEnvironment.effectiveTrace?.record(.updateConstraints, self)
    if let controller = owningViewController {
      controller.updateViewConstraints()
    } else {
      updateConstraints()
    }
  }

  /// The layout pass's call for this view: `layoutSubviews()`, between its controller's
  /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`.
  func performLayoutSubviews() {
    let trace = LayoutEnvironment.effectiveTrace
    let controller = hasController ? owningViewController : nil
    noteSafeAreaInsetsChange(controller: controller)
    if let controller {
      trace?.record(.viewWillLayoutSubviews, self)
      controller.viewWillLayoutSubviews()
    }
    trace?.record(.layoutSubviews, self)
    layoutSubviews()
    if let controller {
      trace?.record(.viewDidLayoutSubviews, self)
      controller.viewDidLayoutSubviews()
    }
  }
}
