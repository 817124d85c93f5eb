// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// Where the Auto Layout engine (Engine/) attaches to the passes:
//
// - `layoutEngineUpdateConstraints()`: from the default `updateConstraints()`, once per view in
//   the bottom-up constraint pass. Activation already queued every change in the engine, so
//   nothing is left to do here; the engine solves once, after the whole pass.
// - `layoutEngineWillLayout()`: once per layout pass, on the view at the top of the pass,
//   after the constraint pass and before any `layoutSubviews()`. The engine of the tree syncs
//   its queued changes into the solver, solves, and marks the superviews of the items whose
//   values changed as needing layout.
// - `layoutEngineApplyLayoutToSubviews()`: from the default `layoutSubviews()`. Sets the solved
//   `center`/`bounds.size` of this view's subviews that are laid out by constraints (not
//   `frame`: transforms are left alone), only where they differ.

extension UIView {
  /// Nothing: changes reach the engine as they are made and are solved before layout.
  func layoutEngineUpdateConstraints() {}

  /// Solves the tree's engine, if it has one.
  func layoutEngineWillLayout() {
    LayoutEngine.engine(for: self, create: false)?.update()
  }

  /// Applies the engine's frames to this view's constraint-based subviews.
  func layoutEngineApplyLayoutToSubviews() {
    // A view without subviews has no frame to apply and nothing to solve for: most views a
    // resize lays out are such leaves (labels, images), and finding the engine was a tenth of
    // the engine's part of their layout. Changes waiting in the engine are solved by the next
    // view with subviews, or the next pass, as before.
    if subviewStorage.isEmpty {
      layer.layoutAskedOutsideEngine = false
      return
    }
    // Constraints activated during this pass (a `layoutSubviews()` above added constrained
    // views, as a table adds its cells) are solved before this view applies frames, as in
    // UIKit, not at the next pass. The engine is found without walking up the tree (which
    // every view's layout would pay): through the view's item, or its window.
    let found = engineItemStorage?.ownerToken?.engine ?? windowStorage?.layoutEngineStorage
      ?? engineOfNewConstrainedSubviews()
    if let found, found.hasPendingWork { found.update() }
    // Ancestors of items are items: a view without one has no subview to apply.
    guard let parentItem = engineItemStorage else { return }
    applySolvedFrames(parentItem)
    // Applying a width can change an intrinsic height (a wrapping label re-measures at its
    // new width); UIKit settles that within the same layout, so solve again and re-apply
    // while applying dirties the engine. The bound stops a size that never settles (a
    // label whose height feeds back into its own width); the feedback-loop detector sees it.
    // (The engine found above, not one found by walking up again: every view pays this.)
    guard let engine = found ?? LayoutEngine.engine(for: self, create: false) else { return }
    var rounds = 0
    while rounds < 8, !engine.dirtyItems.isEmpty {
      rounds += 1
      engine.update()
      applySolvedFrames(parentItem)
    }
  }

  /// Outside a window, the engine of a view that has no item yet but constrained subviews:
  /// they came during this pass (a table's new cell, its content view laid out next). Found
  /// by walking up, which only views in that state pay.
  private func engineOfNewConstrainedSubviews() -> LayoutEngine? {
    guard engineItemStorage == nil, windowStorage == nil else { return nil }
    // A loop, not `contains(where:)`: every view laid out by hand outside a window asks, and
    // the closure checked at each call that it ran on the main actor (15 % of a hand-written
    // cell's re-layout, paid for Auto Layout's sake).
    for subview in subviewStorage where !subview.translatesAutoresizingMaskIntoConstraints {
      return LayoutEngine.engine(for: self, create: false)
    }
    return nil
  }

  /// `v` on the nearest device pixel, a half pixel rounding up — also when floating-point
  /// error leaves it a hair below the half (1703.4999999999998 px is 1703.5 px in exact
  /// arithmetic): frames recorded on real iPads have both edges of such a view rounded up,
  /// and rounding one down made widths a pixel short (55.3333 for 55.6667 at 3×).
  static func snapToPixel(_ v: CGFloat, scale: CGFloat) -> CGFloat {
    pixelCount(v, scale: scale) / scale
  }

  /// The whole number of device pixels `snapToPixel` puts `v` at (`snapToPixel(v) × scale`,
  /// exactly): sizes are differences of these, divided once, so that a 90-pixel height at 3×
  /// is 30, not the 29.999999999999993 two snapped edges far from the root subtract to.
  static func pixelCount(_ v: CGFloat, scale: CGFloat) -> CGFloat {
    let pixels = v * scale
    // A few hundred ulps of the value, and never more than a millionth of a pixel (past
    // 10⁷ pixels a relative tolerance would move edges by whole pixels).
    let tolerance = min(1e-6, 1e-9 + abs(pixels) * 1e-13)
    return (pixels + 0.5 + tolerance).rounded(.down)
  }

  private func applySolvedFrames(_ parentItem: EngineItem) {
    // A view whose subviews have no items (a button's title) has nothing to apply: the work
    // below (its pixel scale, its origin, a look at each subview) was a third of the engine's
    // part of such views' layout. (Views without subviews return before this is called.)
    if !parentItem.hasSubviewItems, parentItem.movedChildren.isEmpty {
      layer.layoutAskedOutsideEngine = false
      return
    }
    // Auto Layout's frames snap each edge to the nearest device pixel (observed: y 950.25
    // becomes 950.5 at 2×, 950.2 becomes 950); edges, not sizes, so neighbours stay flush.
    // Snapping happens in the engine's root coordinates, where every edge is compared.
    let scale = window?.screen.scale ?? UIScreen.main.scale
    let origin = subviewOrigin(parentItem, scale: scale)
    LayoutEngine.applyDepth += 1
    defer { LayoutEngine.applyDepth -= 1 }
    // Only the subviews whose solved rect changed, when nothing else could have moved a frame
    // (this layout was asked for by the engine alone, and this view's origin, scroll offset
    // and pixel scale are as at the last application): in a flat layout of thousands of
    // views, applying them all made a one-view change cost as much as a full layout.
    // (A layout asked for by anything else is flagged on the layer, `layoutAskedOutsideEngine`;
    // a new item has no `appliedOrigin`.)
    var all = layer.layoutAskedOutsideEngine
    if let applied = parentItem.appliedOrigin {
      if applied != (origin.x, origin.y, scale) { all = true }
    } else {
      all = true
    }
    // Taken out by a swap, and given back the same way below: no reference count.
    var moved: [EngineItem.MovedItem] = []
    swap(&moved, &parentItem.movedChildren)
    for entry in moved { entry.item.isMoved = false }
    layer.layoutAskedOutsideEngine = false
    parentItem.appliedOrigin = (origin.x, origin.y, scale)
    // The moved list is read in place (a list of their views cost an allocation a view).
    if all {
      for subview in subviewStorage { applySolvedFrame(to: subview, parentItem, origin: origin, scale: scale) }
    } else {
      for entry in moved {
        if let view = entry.item.view { applySolvedFrame(to: view, parentItem, origin: origin, scale: scale) }
      }
    }
    // The list goes back emptied, with its storage, for the next pass's moves: grown from
    // empty again, it cost about eight allocations a re-layout of the feed cell.
    moved.removeAllKeepingStorage()
    if parentItem.movedChildren.isEmpty { swap(&moved, &parentItem.movedChildren) }
  }

  /// Sets `subview`'s solved size and position, where they differ, if it is one of this
  /// view's constrained subviews.
  private func applySolvedFrame(to subview: UIView, _ parentItem: EngineItem, origin: CGPoint, scale: CGFloat) {
    guard subview.superviewStorage === self, let item = subview.engineItemStorage,
      item.parent === parentItem, item.pinKind == .none
    else { return }
    let frame = Self.solvedFrame(of: subview, item, origin: origin, scale: scale)
    let size = frame.size
    let bounds = subview.bounds
    if bounds.size != size {
      // The layout this asks of the subview is the engine's: its subviews' frames change
      // only where their solved rects did (those are in its moved list) or where its origin
      // moved (its `appliedOrigin`), so it applies only those, not every one of them again.
      let marking = LayoutEngine.isMarkingMoves
      LayoutEngine.isMarkingMoves = true
      subview.bounds = CGRect(origin: bounds.origin, size: size)
      LayoutEngine.isMarkingMoves = marking
    }
    let anchor = subview.layer.anchorPoint
    let center = CGPoint(x: frame.minX + anchor.x * size.width, y: frame.minY + anchor.y * size.height)
    if subview.center != center {
      subview.center = center
      // A subview of the moved view that is constrained only to things outside it keeps its
      // place on screen, so its frame — relative to the moved view — changes: the moved
      // view lays out (UIKit's engine reports that subview's frame as changed). Its origin
      // moved, so that layout applies all its subviews (see `appliedOrigin`); a view already
      // due for layout gets that layout anyway.
      if !subview.layer.needsLayoutFlag, !subview.constrainedSubviewsAreInPlace(item, scale: scale) {
        subview.setNeedsLayout()
      }
    }
  }

  /// Where this view's subviews' frames are measured from, in the engine's root coordinates:
  /// its snapped alignment-rect origin less its insets and its `bounds.origin`.
  private func subviewOrigin(_ item: EngineItem, scale: CGFloat) -> CGPoint {
    let insets = item.alignmentInsets
    let scrolled = bounds.origin
    return CGPoint(
      x: Self.snapToPixel(CGFloat(item.value(item.minX)) - insets.left, scale: scale) - scrolled.x,
      y: Self.snapToPixel(CGFloat(item.value(item.minY)) - insets.top, scale: scale) - scrolled.y)
  }

  /// The frame the engine has for `subview`, relative to a superview whose subviews are
  /// measured from `origin`, edges snapped to pixels.
  private static func solvedFrame(
    of subview: UIView, _ item: EngineItem, origin: CGPoint, scale: CGFloat
  ) -> CGRect {
    let raw = subview.frame(forAlignmentRect: item.solvedRect)
    let left = pixelCount(raw.minX, scale: scale), top = pixelCount(raw.minY, scale: scale)
    return CGRect(
      x: offset(left, from: origin.x, scale: scale), y: offset(top, from: origin.y, scale: scale),
      width: (pixelCount(raw.maxX, scale: scale) - left) / scale,
      height: (pixelCount(raw.maxY, scale: scale) - top) / scale)
  }

  /// An edge `pixels` device pixels from the root, measured from `origin` (points): from an
  /// origin on the pixel grid, in whole pixels — 73⅓ less 62⅓ is 11, not 10.999999999999993.
  private static func offset(_ pixels: CGFloat, from origin: CGFloat, scale: CGFloat) -> CGFloat {
    let originPixels = origin * scale
    let whole = originPixels.rounded()
    return abs(originPixels - whole) < 1e-6 ? (pixels - whole) / scale : pixels / scale - origin
  }

  /// Whether every constrained subview's frame is where the engine has it.
  private func constrainedSubviewsAreInPlace(_ item: EngineItem, scale: CGFloat) -> Bool {
    guard !subviewStorage.isEmpty else { return true }
    let origin = subviewOrigin(item, scale: scale)
    for subview in subviewStorage {
      guard let child = subview.engineItemStorage, child.parent === item, child.pinKind == .none
      else { continue }
      if Self.solvedFrame(of: subview, child, origin: origin, scale: scale) != subview.frame { return false }
    }
    return true
  }

  /// `invalidateIntrinsicContentSize()`: the engine measures the view again at the next
  /// pass, and a stack view around it re-arranges.
  func defaultInvalidateIntrinsicContentSize() {
    layoutEngineInvalidateIntrinsicContentSize()
    notifyStackView(visibility: false)
  }

  /// The view's intrinsic size changed: its content-size constraints are rebuilt next pass.
  func layoutEngineInvalidateIntrinsicContentSize() {
    guard let item = engineItemStorage, let engine = LayoutEngine.engine(for: self, create: false)
    else { return }
    item.unwrappedSize = nil
    engine.markDirty(item)
    (superviewStorage ?? self).setNeedsLayout()
  }

  /// The program moved, resized or scrolled an item view (or changed its mask).
  func layoutEngineFrameDidChange(scrolled: Bool = false) {
    guard scrolled || autoLayout.translatesAutoresizingMaskIntoConstraintsStorage
      || engineItemStorage?.pinKind == .frame
    else { return }
    guard let item = engineItemStorage, let engine = LayoutEngine.engine(for: self, create: false)
    else { return }
    engine.markDirty(item)
    if scrolled {
      // The pins of translated subviews read this view's content origin too.
      for subview in subviewStorage {
        if let child = subview.engineItemStorage { engine.markDirty(child) }
      }
    }
    if LayoutEngine.applyDepth == 0 { (superviewStorage ?? self).setNeedsLayout() }
  }

  /// Margins, safe area or layout direction changed in a way guides and constraints read.
  func layoutEngineMarginsDidChange() {
    guard engineItemStorage != nil else { return }
    setNeedsLayout()
  }

  // MARK: - Hierarchy

  /// Before the view leaves its superview: UIKit removes the constraints that reference the
  /// view or its descendants and are installed outside them; the old tree's engine rebuilds.
  func layoutEngineWillLeaveSuperview() {
    guard let superview = superviewStorage else { return }
    let subtree = subtreeInPreorder()
    guard subtree.contains(where: { $0.autoLayout.isConstraintItem }) else { return }
    var ancestor: UIView? = superview
    while let current = ancestor {
      for constraint in current.autoLayout.constraintStorage where constraint.references(subtree) {
        constraint.isActive = false
      }
      ancestor = current.superviewStorage
    }
    if let engine = LayoutEngine.engine(for: superview, create: false) {
      engine.setNeedsRebuild()
      superview.setNeedsLayout()
    }
  }

  /// After the view joined a tree (or became a root): an engine it was the root of is
  /// dropped, and the tree it is in now rebuilds if it brought constraints along.
  func layoutEngineDidMoveTree() {
    if let engine = layoutEngineStorage {
      engine.discard()
      layoutEngineStorage = nil
    }
    guard !LayoutEngine.installedConstraints(under: self).isEmpty else { return }
    let engine = LayoutEngine.engine(for: self, create: true)!
    engine.setNeedsRebuild()
    setNeedsLayout()
  }

  /// The layout direction changed: leading/trailing constraints flip; the engine rebuilds.
  func layoutDirectionDidChange() {
    guard let engine = LayoutEngine.engine(for: self, create: false) else { return }
    engine.setNeedsRebuild()
    setNeedsLayout()
  }
}

extension NSLayoutConstraint {
  /// Whether the constraint names one of `views` (or a guide one of them owns).
  func references(_ views: [UIView]) -> Bool {
    for object in [firstItem, secondItem] {
      let view = (object as? UIView) ?? (object as? UILayoutGuide)?.owningView
      if let view, views.contains(where: { $0 === view }) { return true }
    }
    return false
  }
}
