// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// The view tree. Subviews are an ordered array (back to front), mirrored by the layer's
// sublayers; standalone sublayers may sit between them.
//
// Callback order when a view moves into a superview (UIKit documents the callbacks, not their
// interleaving; this is the order UIKit's own re-implementations use):
//   old superview's willRemoveSubview(_:) → willMove(toSuperview:) → willMove(toWindow:) over
//   the moved subtree (if the window changes) → the move → didMoveToWindow() over the subtree →
//   didMoveToSuperview() → new superview's didAddSubview(_:).
// DIVERGENCE(UIKit): the callback interleaving above is our choice.
// Layout marks (semantics reference 3.5): the added view and its new superview need layout;
// removal marks the old superview only.

extension UIView {
  /// What ``superview`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  var defaultSuperview: UIView? { superviewStorage }

  /// What ``subviews`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  var defaultSubviews: [UIView] { subviewStorage }

  /// What ``window`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  var defaultWindow: UIWindow? { windowStorage }

  /// Adds `view` in front of the other subviews, first removing it from its superview; a view
  /// that already is a subview moves to the front.
  func defaultAddSubview(_ view: UIView) {
    insertSubview(view, at: subviewStorage.count)
  }

  /// What ``insertSubview`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultInsertSubview(_ view: UIView, at index: Int) {
    guard canAdopt(view) else { return }
    if view.superviewStorage === self {
      reorderSubview(view, to: index)
      return
    }
    let oldSuperview = view.superviewStorage
    let oldWindow = view.windowStorage
    let newWindow = windowStorage
    oldSuperview?.willRemoveSubview(view)
    view.willMove(toSuperview: self)
    if oldSuperview != nil { view.layoutEngineWillLeaveSuperview() }
    let movers = view.windowMovers(oldWindow !== newWindow)
    view.forEachWindowMover(movers) { $0.willMove(toWindow: newWindow) }

    if let oldSuperview { oldSuperview.detachSubview(view) }
    let position = min(max(index, 0), subviewStorage.count)
    let layerIndex = layerIndexForSubview(at: position)
    subviewStorage.insert(view, at: position)
    view.superviewStorage = self
    layer.insertSublayerStorage(view.layer, at: layerIndex)

    view.forEachWindowMover(movers) { $0.windowStorage = newWindow }
    let traitChanges = view.updateTraits()
    view.forEachWindowMover(movers) { $0.didMoveToWindow() }
    view.layoutEngineDidMoveTree()
    view.didMoveToSuperview()
    didAddSubview(view)
    if !traitChanges.isEmpty { deliverTraitChanges(traitChanges) }
    view.setNeedsLayout()
    setNeedsLayout()
    if view.hasConstraintWork { view.propagateConstraintNeed() }
  }

  /// What ``insertSubview`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultInsertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    insertSubview(view, at: siblingIndex(siblingSubview, skipping: view).map { $0 + 1 } ?? .max)
  }

  /// What ``insertSubview`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultInsertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    insertSubview(view, at: siblingIndex(siblingSubview, skipping: view) ?? .max)
  }

  /// What ``removeFromSuperview`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultRemoveFromSuperview() {
    guard let superview = superviewStorage else { return }
    let oldWindow = windowStorage
    superview.willRemoveSubview(self)
    willMove(toSuperview: nil)
    layoutEngineWillLeaveSuperview()
    let movers = windowMovers(oldWindow != nil)
    forEachWindowMover(movers) { $0.willMove(toWindow: nil) }
    superview.detachSubview(self)
    forEachWindowMover(movers) { $0.windowStorage = nil }
    forEachWindowMover(movers) { $0.didMoveToWindow() }
    layoutEngineDidMoveTree()
    didMoveToSuperview()
  }

  /// What ``bringSubviewToFront`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultBringSubviewToFront(_ view: UIView) {
    guard view.superviewStorage === self else { return }
    reorderSubview(view, to: subviewStorage.count)
  }

  /// What ``sendSubviewToBack`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultSendSubviewToBack(_ view: UIView) {
    guard view.superviewStorage === self else { return }
    reorderSubview(view, to: 0)
  }

  /// Swaps the subviews at two indices (and their layers).
  ///
  /// An index out of range raises `NSRangeException`, as UIKit's array access does.
  func defaultExchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    let range = subviewStorage.indices
    guard range.contains(index1), range.contains(index2) else {
      LayoutEnvironment.raise(
        .range,
        "*** -[__NSArrayM exchangeObjectAtIndex:withObjectAtIndex:]: index "
          + "\(range.contains(index1) ? index2 : index1) beyond bounds [0 .. \(range.count - 1)]")
      return
    }
    guard index1 != index2 else { return }
    let first = subviewStorage[index1]
    let second = subviewStorage[index2]
    subviewStorage.swapAt(index1, index2)
    if let layerIndex1 = layer.indexOfSublayer(first.layer),
      let layerIndex2 = layer.indexOfSublayer(second.layer)
    {
      layer.sublayerStorage.swapAt(layerIndex1, layerIndex2)
      layer.sublayerStorage[layerIndex1].pendingSublayers.index = layerIndex1
      layer.sublayerStorage[layerIndex2].pendingSublayers.index = layerIndex2
    }
    setNeedsLayout()
  }

  /// What ``isDescendant`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultIsDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superviewStorage
    }
    return false
  }

  /// What ``viewWithTag`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultViewWithTag(_ tag: Int) -> UIView? {
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      if view.tag == tag { return view }
      stack.append(contentsOf: view.subviewStorage.reversed())
    }
    return nil
  }

  // MARK: - Internals

  /// The views a window change reaches when this view moves, for `forEachWindowMover`: `nil`
  /// when `moves` is false; empty for a leaf (each view of a tree built into a window), which
  /// is visited without a list of its subtree, an allocation fewer for every view added; else
  /// the subtree, parents first.
  func windowMovers(_ moves: Bool) -> [UIView]? {
    guard moves else { return nil }
    return subviewStorage.isEmpty ? [] : subtreeInPreorder()
  }

  /// Calls `body` with each view of `movers` (see `windowMovers`). A loop, not `forEach`: a
  /// main-actor closure handed to a generic standard-library function checks the actor at
  /// each call. (A struct holding the view as well cost a retain and a release a visit.)
  func forEachWindowMover(_ movers: [UIView]?, _ body: (UIView) -> Void) {
    guard let movers else { return }
    if movers.isEmpty { body(self) } else { for view in movers { body(view) } }
  }

  /// This view and all its descendants, parents before children, subviews in order.
  func subtreeInPreorder() -> [UIView] {
    var result: [UIView] = []
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      result.append(view)
      stack.append(contentsOf: view.subviewStorage.reversed())
    }
    return result
  }

  /// Raises and returns `false` if adding `view` would make a cycle.
  private func canAdopt(_ view: UIView) -> Bool {
    if view === self {
      LayoutEnvironment.raise(.invalidArgument, "Can't add self as subview")
      return false
    }
    // A view without subviews cannot be an ancestor; checking that first keeps building deep
    // trees linear.
    if !view.subviewStorage.isEmpty, view.superviewStorage !== self, isDescendant(of: view) {
      LayoutEnvironment.raise(
        .invalidArgument, "Can't add a view as a subview of one of its own descendants")
      return false
    }
    return true
  }

  /// Removes `view` from the subviews and its layer from the sublayers, without callbacks.
  private func detachSubview(_ view: UIView) {
    if let index = subviewStorage.firstIndex(where: { $0 === view }) {
      subviewStorage.remove(at: index)
    }
    view.superviewStorage = nil
    view.layer.removeFromSuperlayer()
  }

  /// Moves an existing subview to `index` (clamped, counted without it), without callbacks.
  private func reorderSubview(_ view: UIView, to index: Int) {
    guard let current = subviewStorage.firstIndex(where: { $0 === view }) else { return }
    subviewStorage.remove(at: current)
    let position = min(max(index, 0), subviewStorage.count)
    let layerIndex = layerIndexForSubview(at: position, excluding: view.layer)
    subviewStorage.insert(view, at: position)
    layer.insertSublayerStorage(view.layer, at: layerIndex)
  }

  /// Where in the sublayers a subview inserted at `position` goes: just behind the layer of
  /// the subview now at `position`, or at the front.
  private func layerIndexForSubview(at position: Int, excluding moving: CALayer? = nil) -> Int {
    guard position < subviewStorage.count,
      var index = layer.indexOfSublayer(subviewStorage[position].layer)
    else { return Int.max }
    // The moving layer is removed before insertion, which shifts later layers down.
    if let moving, let movingIndex = layer.indexOfSublayer(moving), movingIndex < index {
      index -= 1
    }
    return index
  }

  private func siblingIndex(_ sibling: UIView, skipping view: UIView) -> Int? {
    guard sibling.superviewStorage === self, sibling !== view,
      var index = subviewStorage.firstIndex(where: { $0 === sibling })
    else { return nil }
    // `view` is taken out before inserting; if it sits behind the sibling, indices shift.
    if view.superviewStorage === self,
      let viewIndex = subviewStorage.firstIndex(where: { $0 === view }), viewIndex < index
    {
      index -= 1
    }
    return index
  }
}
