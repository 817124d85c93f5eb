// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// Core Animation's layout and display flags, as its documentation describes them:
// https://developer.apple.com/documentation/quartzcore/calayer/setneedslayout()
// https://developer.apple.com/documentation/quartzcore/calayer/layoutifneeded()
// https://developer.apple.com/documentation/quartzcore/calayer/display()

extension CALayer {
  // MARK: - Layout

  /// What ``setNeedsLayout`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultSetNeedsLayout() {
    // A layout asked for by anything but the engine's record of moved subviews re-applies
    // every subview's solved frame (see `UIView.applySolvedFrames`). Flagged here rather than
    // on the view's engine item: reaching the item through the view retained both, on every
    // mark of every layer (a tenth of a full layout pass without Auto Layout).
    if !LayoutEngine.isMarkingMoves { layoutAskedOutsideEngine = true }
    guard !needsLayoutFlag else { return }
    needsLayoutFlag = true
    propagateLayoutNeed()
  }

  /// What ``needsLayout`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultNeedsLayout() -> Bool { needsLayoutFlag }

  /// What ``layoutIfNeeded`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultLayoutIfNeeded() {
    LayoutPasses.layoutIfNeeded(self)
  }

  // MARK: - Display

  /// What ``setNeedsDisplay`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultSetNeedsDisplay() {
    needsFullDisplay = true
    markNeedsDisplay()
  }

  /// What ``setNeedsDisplay`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultSetNeedsDisplay(_ r: CGRect) {
    pendingDisplayRect = pendingDisplayRect.union(r)
    markNeedsDisplay()
  }

  /// What ``needsDisplay`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultNeedsDisplay() -> Bool { needsDisplayFlag }

  /// What ``displayIfNeeded`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultDisplayIfNeeded() {
    layoutIfNeeded()
    LayoutPasses.displayPass(from: self, subtree: false)
  }

  /// Lays the tree out if it needs it, then displays every layer of this one's subtree that
  /// needs it, parents first: what `displayIfNeeded()` on each layer of the subtree in turn
  /// does, with one walk to the root instead of one per layer (a walk is as long as the tree
  /// is deep). For the package's renderers, which capture a whole tree.
  package func layoutAndDisplaySubtreeIfNeeded() {
    layoutIfNeeded()
    LayoutPasses.displayPass(from: self, subtree: true)
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

  /// Flags every ancestor as having a descendant that needs layout (noting the way down, see
  /// CALayer+PendingWork.swift), and registers the root for the next commit if it is a
  /// window's layer.
  ///
  /// Stops at the first ancestor already flagged: its ancestors are flagged too (or a pass
  /// running over it will reach this layer), which keeps marking O(1) amortised.
  func propagateLayoutNeed(force: Bool = false) { propagateNeed(.layout, force: force) }

  /// Like ``propagateLayoutNeed(force:)`` for display.
  func propagateDisplayNeed(force: Bool = false) { propagateNeed(.display, force: force) }

  /// The walk of both: inlined into each, where `kind` is a constant and the switch goes.
  /// Walked through pointers (the tree holds every layer on the way): a strong cursor retained
  /// and released each ancestor, at every `setNeedsLayout()`.
  @inline(__always) private func propagateNeed(_ kind: PendingWork, force: Bool) {
    var layer = Unmanaged.passUnretained(self)
    while let parent = layer.superlayerPointer {
      let stop = parent.withGuaranteed { parent in
        layer.withGuaranteed { parent.noteWork(kind, of: $0) }
        return !parent.flagDescendantWork(kind, force: force)
      }
      if stop { return }
      layer = parent
    }
    layer.withGuaranteed { CATransaction.registerForCommit($0) }
  }

  /// Sets the flag that a descendant has work of `kind`; false when it was set already and
  /// `force` is off (the walk up stops there).
  @inline(__always) private func flagDescendantWork(_ kind: PendingWork, force: Bool) -> Bool {
    switch kind {
    case .layout:
      if descendantNeedsLayout && !force { return false }
      descendantNeedsLayout = true
    case .display:
      if descendantNeedsDisplay && !force { return false }
      descendantNeedsDisplay = true
    }
    return true
  }

  /// Layout is pending on this layer or below it.
  var hasLayoutWork: Bool { needsLayoutFlag || descendantNeedsLayout }

  /// Display is pending on this layer or below it.
  var hasDisplayWork: Bool { needsDisplayFlag || descendantNeedsDisplay }

  // MARK: - Converting coordinates

  /// What ``convert`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultConvert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
    p.applying(CALayer.conversion(from: l ?? rootLayer, to: self))
  }

  /// What ``convert`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultConvert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
    p.applying(CALayer.conversion(from: self, to: l ?? rootLayer))
  }

  /// What ``convert`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultConvert(_ r: CGRect, from l: CALayer?) -> CGRect {
    r.applying(CALayer.conversion(from: l ?? rootLayer, to: self))
  }

  /// What ``convert`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultConvert(_ r: CGRect, to l: CALayer?) -> CGRect {
    r.applying(CALayer.conversion(from: self, to: l ?? rootLayer))
  }

  /// The map from `source`'s bounds coordinates to `target`'s, through their closest common
  /// ancestor (or, for separate trees, through both roots as if they shared one space).
  ///
  /// - Complexity: O(depth of both layers), without recursion.
  static func conversion(from source: CALayer, to target: CALayer) -> CGAffineTransform {
    if source === target { return .identity }
    // Walked through pointers: the layers are held by their tree for the whole call, and a
    // strong cursor retained and released every layer it passed.
    var up = Unmanaged.passUnretained(source)
    var down = Unmanaged.passUnretained(target)
    var upDepth = source.depth
    var downDepth = target.depth
    var toAncestor = CGAffineTransform.identity
    var fromAncestor = CGAffineTransform.identity  // target → ancestor, inverted at the end
    while upDepth > downDepth, let parent = up.superlayerPointer {
      toAncestor = toAncestor.concatenating(up.transformToSuperlayer)
      up = parent
      upDepth -= 1
    }
    while downDepth > upDepth, let parent = down.superlayerPointer {
      fromAncestor = fromAncestor.concatenating(down.transformToSuperlayer)
      down = parent
      downDepth -= 1
    }
    while up.toOpaque() != down.toOpaque(), let upParent = up.superlayerPointer,
      let downParent = down.superlayerPointer
    {
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
    var layer = superlayerPointer
    while let current = layer {
      count += 1
      layer = current.superlayerPointer
    }
    return count
  }
}

extension Unmanaged<CALayer> {
  /// The layer's superlayer pointer, read without retaining the layer.
  nonisolated var superlayerPointer: Unmanaged<CALayer>? {
    _withUnsafeGuaranteedRef { $0.superlayerPointer }
  }

  /// The layer's transform to its superlayer's space, read without retaining the layer
  /// (through `withGuaranteed`, whose closure is not checked for its isolation at run time).
  @MainActor var transformToSuperlayer: CGAffineTransform {
    withGuaranteed { $0.transformToSuperlayer }
  }
}
