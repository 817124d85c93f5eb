// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// Core Animation's layout and display flags, as its documentation describes them:
// https://developer.apple.com/documentation/quartzcore/calayer/setneedslayout()
// https://developer.apple.com/documentation/quartzcore/calayer/layoutifneeded()
// https://developer.apple.com/documentation/quartzcore/calayer/display()

extension CALayer {
  // MARK: - Layout

  /// Marks the layer as needing layout; `layoutSublayers()` runs at the next commit (see
  /// ``CATransaction``) or `layoutIfNeeded()`. Marks coalesce: ten calls, one layout.
  public func setNeedsLayout() {
    guard !needsLayoutFlag else { return }
    needsLayoutFlag = true
    propagateLayoutNeed()
  }

  /// Whether `setNeedsLayout()` was called and layout has not run since.
  public func needsLayout() -> Bool { needsLayoutFlag }

  /// Lays out now whatever is pending: first walks up to the highest superlayer that needs
  /// layout, then lays out that layer's tree top-down (pending constraint updates first).
  ///
  /// Returns without any callback when nothing is pending.
  public func layoutIfNeeded() {
    LayoutPasses.layoutIfNeeded(self)
  }

  // MARK: - Display

  /// Marks the whole layer as needing display at the next commit.
  public func setNeedsDisplay() {
    needsFullDisplay = true
    markNeedsDisplay()
  }

  /// Adds `r` (in the layer's bounds coordinates) to the region to redraw at the next commit.
  public func setNeedsDisplay(_ r: CGRect) {
    pendingDisplayRect = pendingDisplayRect.union(r)
    markNeedsDisplay()
  }

  /// Whether the layer is waiting to be displayed.
  public func needsDisplay() -> Bool { needsDisplayFlag }

  /// Displays the layer now if it is waiting to, after laying out what is pending.
  public func displayIfNeeded() {
    layoutIfNeeded()
    LayoutPasses.displayPass(from: self, subtree: false)
  }

  /// What Core Animation does when nobody supplies contents directly: a backing store the size
  /// of the bounds, clipped to the dirty region, drawn by `draw(in:)`.
  func drawIntoBackingStore() {
    let dirty = displayingRect ?? takeDirtyRect()
    // A layer with no area has no backing store, and an empty dirty region draws nothing.
    guard !bounds.isEmpty, !dirty.isNull, !dirty.isEmpty,
      let context = CGContext.headless(clip: dirty)
    else {
      #if !canImport(CoreGraphics)
        if bounds.isEmpty { recordedDrawing = [] }
      #endif
      return
    }
    delegate?.layerWillDraw(self)
    #if !canImport(CoreGraphics)
      // UIKit's drawing functions find the context through UIGraphicsGetCurrentContext().
      // DIVERGENCE(UIKit): a partial redraw replaces the whole recording with what this
      // draw(in:) drew (Core Animation keeps the pixels outside the dirty region).
      UIGraphicsPushContext(context)
      draw(in: context)
      UIGraphicsPopContext()
      recordedDrawing = context.recordedOperations
    #else
      draw(in: context)
    #endif
  }

  /// The region to redraw now (the marked rectangles, or all of the bounds), clipped to the
  /// bounds; forgets it, so marks made while drawing count for the next display.
  func takeDirtyRect() -> CGRect {
    let dirty = needsFullDisplay ? bounds : pendingDisplayRect.intersection(bounds)
    needsFullDisplay = false
    pendingDisplayRect = .null
    return dirty
  }

  private func markNeedsDisplay() {
    guard !needsDisplayFlag else { return }
    needsDisplayFlag = true
    propagateDisplayNeed()
  }

  // MARK: - Reaching the root

  /// Flags every ancestor as having a descendant that needs layout, and registers the root for
  /// the next commit if it is a window's layer.
  ///
  /// Stops at the first ancestor already flagged: its ancestors are flagged too (or a pass
  /// running over it will reach this layer), which keeps marking O(1) amortised.
  func propagateLayoutNeed(force: Bool = false) {
    var layer = self
    while let parent = layer.superlayer {
      if parent.descendantNeedsLayout && !force { return }
      parent.descendantNeedsLayout = true
      layer = parent
    }
    CATransaction.registerForCommit(layer)
  }

  /// Like ``propagateLayoutNeed(force:)`` for display.
  func propagateDisplayNeed(force: Bool = false) {
    var layer = self
    while let parent = layer.superlayer {
      if parent.descendantNeedsDisplay && !force { return }
      parent.descendantNeedsDisplay = true
      layer = parent
    }
    CATransaction.registerForCommit(layer)
  }

  /// Layout is pending on this layer or below it.
  var hasLayoutWork: Bool { needsLayoutFlag || descendantNeedsLayout }

  /// Display is pending on this layer or below it.
  var hasDisplayWork: Bool { needsDisplayFlag || descendantNeedsDisplay }

  // MARK: - Converting coordinates

  /// Converts `p` from `l`'s coordinate space (`nil`: the root layer's) to this layer's.
  public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
    p.applying(CALayer.conversion(from: l ?? rootLayer, to: self))
  }

  /// Converts `p` from this layer's coordinate space to `l`'s (`nil`: the root layer's).
  public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
    p.applying(CALayer.conversion(from: self, to: l ?? rootLayer))
  }

  /// Converts `r` from `l`'s coordinate space to this layer's; with transforms, the result is
  /// the upright box around the converted rectangle.
  public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
    r.applying(CALayer.conversion(from: l ?? rootLayer, to: self))
  }

  /// Converts `r` from this layer's coordinate space to `l`'s.
  public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
    r.applying(CALayer.conversion(from: self, to: l ?? rootLayer))
  }

  /// The map from `source`'s bounds coordinates to `target`'s, through their closest common
  /// ancestor (or, for separate trees, through both roots as if they shared one space).
  ///
  /// - Complexity: O(depth of both layers), without recursion.
  static func conversion(from source: CALayer, to target: CALayer) -> CGAffineTransform {
    if source === target { return .identity }
    var up = source
    var down = target
    var upDepth = up.depth
    var downDepth = down.depth
    var toAncestor = CGAffineTransform.identity
    var fromAncestor = CGAffineTransform.identity  // target → ancestor, inverted at the end
    while upDepth > downDepth, let parent = up.superlayer {
      toAncestor = toAncestor.concatenating(up.transformToSuperlayer)
      up = parent
      upDepth -= 1
    }
    while downDepth > upDepth, let parent = down.superlayer {
      fromAncestor = fromAncestor.concatenating(down.transformToSuperlayer)
      down = parent
      downDepth -= 1
    }
    while up !== down, let upParent = up.superlayer, let downParent = down.superlayer {
      toAncestor = toAncestor.concatenating(up.transformToSuperlayer)
      fromAncestor = fromAncestor.concatenating(down.transformToSuperlayer)
      up = upParent
      down = downParent
    }
    return toAncestor.concatenating(fromAncestor.inverted())
  }

  /// The number of superlayers above this layer.
  var depth: Int {
    var count = 0
    var layer = self
    while let parent = layer.superlayer {
      count += 1
      layer = parent
    }
    return count
  }
}
