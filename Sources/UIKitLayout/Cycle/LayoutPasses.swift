// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// The three passes of the layout cycle, in dependency order: update constraints bottom-up,
/// then layout top-down, then display top-down (objc.io, "Advanced Auto Layout Toolbox").
///
/// Every traversal is a loop over an explicit stack, never recursion, so a tree 100 000 views
/// deep is fine. Each traversal only descends into subtrees whose "a descendant needs it" flag
/// is set, so a pass costs what the dirty views cost, not what the tree costs.
@MainActor
enum LayoutPasses {
  /// Commits one window's tree: constraints and layout until both are clean (or a feedback
  /// loop is stopped), then display once.
  static func commit(_ root: CALayer, _ session: LayoutSession) {
    let rootView = view(owning: root)
    repeat {
      if let rootView, rootView.hasConstraintWork { constraintPass(from: rootView, session) }
      if root.hasLayoutWork {
        rootView?.layoutEngineWillLayout()
        layoutPass(from: root, session)
      }
    } while !session.loopDetected
      && (root.hasLayoutWork || rootView?.hasConstraintWork == true)
    session.stopLoopIfDetected()
    displayPass(from: root, subtree: true)
  }

  /// `layoutIfNeeded()`: lays out the tree under the highest ancestor (or `layer` itself) that
  /// needs layout, after its pending constraint updates (CALayer's documented behaviour; UIView
  /// forwards to it).
  static func layoutIfNeeded(_ layer: CALayer) {
    var top = layer
    var ancestor = layer.superlayerStorage
    while let candidate = ancestor {
      if candidate.needsLayoutFlag { top = candidate }
      ancestor = candidate.superlayerStorage
    }
    let topView = view(owning: top)
    guard top.hasLayoutWork || topView?.hasConstraintWork == true else { return }
    LayoutSession.run { session in
      if let topView, topView.hasConstraintWork { constraintPass(from: topView, session) }
      if top.hasLayoutWork {
        topView?.layoutEngineWillLayout()
        layoutPass(from: top, session)
      }
      // Work this pass left behind (a view that dirtied itself again) must stay reachable
      // from the root, whose flags above `top` may be stale or already cleared.
      if top.hasLayoutWork { top.propagateLayoutNeed(force: true) }
      if let topView, topView.hasConstraintWork { topView.propagateConstraintNeed(force: true) }
    }
  }

  /// `updateConstraintsIfNeeded()`: the constraint pass over `view`'s subtree.
  static func updateConstraintsIfNeeded(_ view: UIView) {
    guard view.hasConstraintWork else { return }
    LayoutSession.run { session in
      constraintPass(from: view, session)
      if view.hasConstraintWork { view.propagateConstraintNeed(force: true) }
    }
  }

  // MARK: - The passes

  /// Bottom-up: every view whose constraints need updating gets `updateConstraints()` after
  /// all of its subviews did (post-order, subviews in order).
  static func constraintPass(from start: UIView, _ session: LayoutSession) {
    var stack: [(view: UIView, childrenDone: Bool)] = [(start, false)]
    while let (view, childrenDone) = stack.popLast() {
      if !childrenDone {
        stack.append((view, true))
        if view.descendantNeedsUpdateConstraints {
          view.descendantNeedsUpdateConstraints = false
          for child in view.subviewStorage.reversed() where child.hasConstraintWork {
            stack.append((child, false))
          }
        }
      } else if view.needsUpdateConstraintsFlag {
        view.needsUpdateConstraintsFlag = false
        if session.admitConstraintUpdate(view) { view.runUpdateConstraints() }
      }
    }
  }

  /// Top-down: every layer that needs layout gets `layoutSublayers()` (a view's
  /// `layoutSubviews()`) before any of its sublayers, which its layout may still resize.
  static func layoutPass(from start: CALayer, _ session: LayoutSession) {
    var stack: PassStack = [(start, start.superlayerPointer?.toOpaque())]
    while let (layer, parent) = stack.popLast() {
      // An earlier callback may have moved or removed it; its flags went along with it.
      guard layer.superlayerPointer?.toOpaque() == parent else { continue }
      if layer.needsLayoutFlag {
        // Cleared first, so a layoutSubviews() that dirties its own view is seen (and counted).
        layer.needsLayoutFlag = false
        if session.admitLayout(layer) {
          let wasLayingOut = layer.isLayingOut
          layer.isLayingOut = true
          layer.layoutSublayers()
          layer.isLayingOut = wasLayingOut
        }
      }
      if layer.descendantNeedsLayout {
        layer.descendantNeedsLayout = false
        layer.pushSublayersWithWork(.layout, onto: &stack)
      }
    }
  }

  /// Top-down: every layer that needs display gets `display()`, with the accumulated dirty
  /// region. With `subtree == false` only `start` itself is displayed.
  static func displayPass(from start: CALayer, subtree: Bool) {
    var stack: PassStack = [(start, start.superlayerPointer?.toOpaque())]
    while let (layer, parent) = stack.popLast() {
      guard layer.superlayerPointer?.toOpaque() == parent else { continue }
      if layer.needsDisplayFlag {
        layer.needsDisplayFlag = false
        layer.displayingRect = layer.takeDirtyRect()
        layer.display()
        layer.displayingRect = nil
        if !layer.bounds.isEmpty { layer.hasContents = true }
      }
      if subtree && layer.descendantNeedsDisplay {
        layer.descendantNeedsDisplay = false
        layer.pushSublayersWithWork(.display, onto: &stack)
      }
    }
  }

  /// The view whose own layer `layer` is, if any.
  static func view(owning layer: CALayer) -> UIView? {
    guard let view = layer.delegate as? UIView, view.layer === layer else { return nil }
    return view
  }
}
