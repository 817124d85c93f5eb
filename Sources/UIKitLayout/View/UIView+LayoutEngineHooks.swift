// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// Where the Auto Layout engine (issue #4) attaches to the passes. All three are no-ops until
// then; they are called at exactly the points UIKit's engine works:
//
// - `layoutEngineUpdateConstraints()`: from the default `updateConstraints()`, i.e. once per
//   view in the bottom-up constraint pass, when the view (or its subclass, via super) is done
//   changing its constraints. The engine syncs that view's constraints into the solver here.
// - `layoutEngineWillLayout()`: once per layout pass, on the view at the top of the pass (the
//   window in a commit, the highest dirty ancestor in `layoutIfNeeded()`), after the
//   constraint pass and before any `layoutSubviews()`. The engine solves here if anything
//   changed, and marks the views whose frames will change as needing layout.
// - `layoutEngineApplyLayoutToSubviews()`: from the default `layoutSubviews()`. The engine
//   sets the solved `center`/`bounds` of this view's constraint-based subviews here (not
//   `frame`: transforms don't affect Auto Layout), so an override that calls super first can
//   adjust them, and one that doesn't call super opts its subtree out.

extension UIView {
  /// Issue #4: sync this view's constraints into the engine.
  func layoutEngineUpdateConstraints() {}

  /// Issue #4: solve before this pass lays anything out.
  func layoutEngineWillLayout() {}

  /// Issue #4: apply the engine's frames to this view's subviews.
  func layoutEngineApplyLayoutToSubviews() {}

  /// Issue #4: the view's intrinsic content size changed; re-measure it on the next pass.
  func layoutEngineInvalidateIntrinsicContentSize() {}
}
