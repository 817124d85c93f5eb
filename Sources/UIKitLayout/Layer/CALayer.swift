// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// Core Animation's layer: the geometry every view really stores, its place in the layer tree,
/// and its layout and display flags.
///
/// A view owns one layer (see `UIView.layerClass`) and is its delegate, so a view's `frame`,
/// `bounds`, `center` and `transform` are this layer's geometry. Layers can also be used on
/// their own, as sublayers of a view's layer. Nothing is drawn: "display" means calling the
/// drawing callbacks with the right rectangle.
@preconcurrency @MainActor
open class CALayer: NSObject {
  // Stored properties skip the run-time exclusivity check (`@exclusivity(unchecked)`): layout
  // reads and writes them at every step, and the checks cost more than the arithmetic.
  // MARK: - Geometry

  /// The layer's own coordinate space: its size, and the origin its sublayers are placed
  /// against (scrolling moves this origin).
  ///
  /// Changing it marks the layer as needing layout; a view's layer also tells its view, which
  /// autoresizes its subviews when the size changed.
  @exclusivity(unchecked) open var bounds: CGRect = .zero {
    didSet {
      if bounds != oldValue { boundsDidChange(from: oldValue) }
    }
  }

  /// Where the anchor point sits, in the superlayer's coordinate space (a view's `center`).
  @exclusivity(unchecked) open var position: CGPoint = .zero

  /// The point of `bounds` (in unit coordinates, (0.5, 0.5) is the middle) that `position`
  /// refers to and that the transform turns about.
  ///
  /// Changing it keeps `position`, so the layer appears to move.
  @exclusivity(unchecked) open var anchorPoint = CGPoint(x: 0.5, y: 0.5)

  /// The affine transform, applied about the anchor point.
  @exclusivity(unchecked) var transformStorage: CGAffineTransform = .identity

  /// The layer's transform, as an affine transform.
  open func affineTransform() -> CGAffineTransform { transformStorage }

  /// Sets the layer's transform; this changes `frame` but not `bounds` or `position`.
  open func setAffineTransform(_ m: CGAffineTransform) { transformStorage = m }

  /// Whether the layer (and everything in it) is hidden.
  @exclusivity(unchecked) open var isHidden = false

  /// The layer's opacity, 0 (transparent) to 1 (opaque).
  @exclusivity(unchecked) open var opacity: Float = 1

  /// Whether sublayers are clipped to the bounds (a view's `clipsToBounds`).
  @exclusivity(unchecked) open var masksToBounds = false

  /// Whether any change of `bounds` marks the layer as needing display
  /// (what a view's `.redraw` content mode turns on).
  @exclusivity(unchecked) open var needsDisplayOnBoundsChange = false

  /// A name for debugging.
  @exclusivity(unchecked) open var name: String?

  // MARK: - Appearance (Core Animation draws these itself, outside `draw(in:)`)

  #if !canImport(CoreGraphics)
    /// The colour filling the bounds (with ``cornerRadius``), behind the contents; `nil`
    /// (the default) fills nothing.
    public var backgroundColor: CGColor?

    /// The border's colour; opaque black by default, as in Core Animation.
    public var borderColor: CGColor? = .opaqueBlack

    /// What the layer's last display recorded through `draw(in:)`, in its bounds coordinates:
    /// our addition. Kept until the next display replaces it; emptied when a display finds the
    /// layer without an area.
    public internal(set) var recordedDrawing: [DrawingOperation] = []
  #endif

  /// The border's width, drawn inside the bounds above the contents and sublayers; 0 (the
  /// default) draws no border.
  @exclusivity(unchecked) open var borderWidth: CGFloat = 0

  /// The radius of the rounded corners of the background and border (and, with
  /// ``masksToBounds``, of the clip); 0 by default.
  @exclusivity(unchecked) open var cornerRadius: CGFloat = 0

  // MARK: - Tree

  /// The object told about layout and drawing; a view's layer has its view here.
  open var delegate: (any CALayerDelegate)? {
    get { delegateView ?? otherDelegate }
    set {
      delegateView = nil
      otherDelegate = newValue
    }
  }
  /// The view whose layer this is: not `weak` (see `ItemReference`); the view's deinit clears
  /// it.
  @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var delegateView: UIView?
  /// A delegate set by the program.
  private weak var otherDelegate: (any CALayerDelegate)?

  /// The sublayers, back to front.
  ///
  /// `nonisolated(unsafe)` only so that the (nonisolated) deinit can dismantle a deep tree
  /// iteratively; everything else reaches it on the main actor.
  @exclusivity(unchecked) nonisolated(unsafe) var sublayerStorage: [CALayer] = []

  /// The layer this layer is a sublayer of. Not `weak` (see `ItemReference`): the superlayer
  /// owns this layer, and its deinit (or removal) clears this first.
  open internal(set) nonisolated var superlayer: CALayer? {
    get { superlayerStorage }
    set { superlayerStorage = newValue }
  }
  /// `superlayer` as the layer system reads it: a final property, so a read is a load and not
  /// a call through the class's table (the open property can be overridden), as
  /// `UIView.superviewStorage` is for `superview`.
  final nonisolated var superlayerStorage: CALayer? {
    get { superlayerPointer?.takeUnretainedValue() }
    set { superlayerPointer = unretained(newValue) }
  }
  /// The superlayer as a pointer: walks up the tree read it without a retain and a release at
  /// every level (an `unowned(unsafe)` reference loaded into a local was retained).
  @exclusivity(unchecked) nonisolated(unsafe) var superlayerPointer: Unmanaged<CALayer>?

  // MARK: - Pass bookkeeping (internal)

  /// `setNeedsLayout()` was called and `layoutSublayers()` has not run since.
  @exclusivity(unchecked) var needsLayoutFlag = false
  /// Some sublayer, at any depth, needs layout.
  @exclusivity(unchecked) var descendantNeedsLayout = false
  /// `setNeedsDisplay()`/`setNeedsDisplay(_:)` was called and `display()` has not run since.
  @exclusivity(unchecked) var needsDisplayFlag = false
  /// `setNeedsDisplay()` (the whole bounds) was called since the last display.
  @exclusivity(unchecked) var needsFullDisplay = false
  /// The union of the rectangles passed to `setNeedsDisplay(_:)` since the last display.
  @exclusivity(unchecked) var pendingDisplayRect = CGRect.null
  /// Some sublayer, at any depth, needs display.
  @exclusivity(unchecked) var descendantNeedsDisplay = false
  /// Where the pending work below this layer is (see CALayer+PendingWork.swift): the
  /// sublayers noted with work, and this layer's position among its superlayer's sublayers.
  @exclusivity(unchecked) nonisolated(unsafe) var pendingSublayers = PendingSublayers()
  /// A layout was asked for by something other than the engine's record of moved subviews
  /// since the view's last application of solved frames (see `UIView.applySolvedFrames`).
  @exclusivity(unchecked) var layoutAskedOutsideEngine = false
  /// The region being redrawn while the display pass runs `display()` on this layer.
  @exclusivity(unchecked) var displayingRect: CGRect?
  /// The layer has been displayed at least once (it has "contents").
  @exclusivity(unchecked) var hasContents = false
  /// This root layer is in the transaction's list of trees to commit.
  @exclusivity(unchecked) var isRegisteredForCommit = false
  /// `layoutSublayers()` is running on this layer now.
  @exclusivity(unchecked) var isLayingOut = false
  /// Which layout session last counted this layer, and how many layouts it counted; the
  /// feedback-loop detector uses these instead of a dictionary keyed by layer.
  @exclusivity(unchecked) var layoutSessionGeneration = -1
  @exclusivity(unchecked) var layoutCountInSession = 0

  /// The address shown in `description`.
  let debugAddress: DebugAddress

  // MARK: - Life cycle

  /// Creates a layer with empty bounds at the origin.
  public required override init() {
    debugAddress = DebugAddress.next()
    super.init()
  }

  /// Creates a layer with the geometry of `layer` (Core Animation uses this for presentation
  /// copies); anything other than a `CALayer` gives a default layer.
  public convenience init(layer: Any) {
    self.init()
    guard let other = layer as? CALayer else { return }
    bounds = other.bounds
    position = other.position
    anchorPoint = other.anchorPoint
    transformStorage = other.transformStorage
    isHidden = other.isHidden
    opacity = other.opacity
    masksToBounds = other.masksToBounds
  }

  /// `<CALayer: 0x7f…>`, as Core Animation prints a layer (nonisolated, as `NSObject`'s).
  nonisolated open override var description: String {
    "<\(DebugFormat.className(of: self)): \(debugAddress)>"
  }

  deinit {
    // Nonisolated (see `sublayerStorage`); `@preconcurrency` classes cannot isolate it.
    // Releasing a deep tree would recurse once per level in the sublayers' deinits and overflow
    // the stack (test: "a 100 000-deep tree deallocates"). Detach the sublayers of every
    // sublayer that dies here before it is released, so each release is shallow.
    // The notes hold sublayers: dropped first, so that each sublayer is unique in the worklist.
    pendingSublayers.dropNotes()
    var worklist = sublayerStorage
    sublayerStorage = []
    while var layer = worklist.popLast() {
      layer.superlayerStorage = nil
      // Its note in this layer's notes goes with them.
      layer.pendingSublayers.isNoted = (false, false)
      if isKnownUniquelyReferenced(&layer) {
        layer.pendingSublayers.dropNotes()
        worklist.append(contentsOf: layer.sublayerStorage)
        layer.sublayerStorage = []
      }
    }
  }

  // MARK: - Derived geometry

  /// The layer's rectangle in its superlayer's coordinate space.
  ///
  /// With an identity transform this is `bounds.size` placed so that the anchor point lands on
  /// `position`. With any other transform it is the smallest upright rectangle holding the
  /// transformed bounds (UIKit leaves this undefined; this is what it returns in practice).
  /// Setting it sets `position` and `bounds.size`; with a transform, the size is chosen so the
  /// transformed box matches where that is solvable (scales, quarter turns) and kept otherwise.
  open var frame: CGRect {
    get {
      transformedBox(of: bounds.size).offsetBy(dx: position.x, dy: position.y)
    }
    set {
      let t = transformStorage
      var size = newValue.size
      if !t.isIdentity {
        // The box of a w×h rectangle is (|a|w + |c|h) × (|b|w + |d|h); invert that when it can be.
        let (a, b, c, d) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
        let determinant = a * d - c * b
        if determinant != 0 {
          size = CGSize(
            width: (d * newValue.width - c * newValue.height) / determinant,
            height: (a * newValue.height - b * newValue.width) / determinant)
        } else {
          size = bounds.size  // DIVERGENCE(UIKit): undefined there; we keep the size.
        }
      }
      // Read, then written whole: `bounds.size = size` went through the property's `modify`
      // coroutine, whose frame an open property's caller allocates on the heap (a malloc per
      // frame set).
      var newBounds = bounds
      newBounds.size = size
      bounds = newBounds
      let box = transformedBox(of: size)
      position = CGPoint(
        x: newValue.origin.x - box.origin.x, y: newValue.origin.y - box.origin.y)
    }
  }

  /// Where a rectangle of `size` lies relative to `position` once placed on the anchor point
  /// and transformed: the frame, minus the position.
  private func transformedBox(of size: CGSize) -> CGRect {
    let local = CGRect(
      x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height,
      width: size.width, height: size.height)
    return transformStorage.isIdentity ? local : local.applying(transformStorage)
  }

  /// The map from this layer's bounds coordinates to its superlayer's bounds coordinates:
  /// move the anchor to the origin, apply the transform, move to `position`.
  var transformToSuperlayer: CGAffineTransform {
    let anchorX = bounds.origin.x + anchorPoint.x * bounds.size.width
    let anchorY = bounds.origin.y + anchorPoint.y * bounds.size.height
    if transformStorage.isIdentity {
      return CGAffineTransform(translationX: position.x - anchorX, y: position.y - anchorY)
    }
    return CGAffineTransform(translationX: -anchorX, y: -anchorY)
      .concatenating(transformStorage)
      .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
  }

  // MARK: - Tree

  /// The sublayers, back to front; `nil` when there are none, as in Core Animation.
  ///
  /// Setting it removes the current sublayers and adds the new ones in order.
  open var sublayers: [CALayer]? {
    get { defaultSublayers }
    set { defaultSublayers = newValue }
  }

  /// Adds `layer` in front of the other sublayers (moving it there if it already is one).
  open func addSublayer(_ layer: CALayer) { defaultAddSublayer(layer) }

  /// Inserts `layer` at `idx` in `sublayers` (clamped to the end).
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    defaultInsertSublayer(layer, at: idx)
  }

  /// Inserts `layer` just behind `sibling`, or at the back if `sibling` is not a sublayer.
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    defaultInsertSublayer(layer, below: sibling)
  }

  /// Inserts `layer` just in front of `sibling`, or at the front if `sibling` is not a
  /// sublayer.
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    defaultInsertSublayer(layer, above: sibling)
  }

  /// Puts `newLayer` where `oldLayer` is; does nothing if `oldLayer` is not a sublayer.
  open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    defaultReplaceSublayer(oldLayer, with: newLayer)
  }

  /// Detaches the layer from its superlayer, which then needs layout.
  open func removeFromSuperlayer() { defaultRemoveFromSuperlayer() }

  // MARK: - Layout and display

  /// Marks the layer as needing layout; `layoutSublayers()` runs at the next commit (see
  /// ``CATransaction``) or `layoutIfNeeded()`. Marks coalesce: ten calls, one layout.
  open func setNeedsLayout() { defaultSetNeedsLayout() }

  /// Whether `setNeedsLayout()` was called and layout has not run since.
  open func needsLayout() -> Bool { defaultNeedsLayout() }

  /// Lays out now whatever is pending: first walks up to the highest superlayer that needs
  /// layout, then lays out that layer's tree top-down (pending constraint updates first).
  ///
  /// Returns without any callback when nothing is pending.
  open func layoutIfNeeded() { defaultLayoutIfNeeded() }

  /// Marks the whole layer as needing display at the next commit.
  open func setNeedsDisplay() { defaultSetNeedsDisplay() }

  /// Adds `r` (in the layer's bounds coordinates) to the region to redraw at the next commit.
  open func setNeedsDisplay(_ r: CGRect) { defaultSetNeedsDisplay(r) }

  /// Whether the layer is waiting to be displayed.
  open func needsDisplay() -> Bool { defaultNeedsDisplay() }

  /// Displays the layer now if it is waiting to, after laying out what is pending.
  open func displayIfNeeded() { defaultDisplayIfNeeded() }

  /// Converts `p` from `l`'s coordinate space (`nil`: the root layer's) to this layer's.
  open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { defaultConvert(p, from: l) }

  /// Converts `p` from this layer's coordinate space to `l`'s (`nil`: the root layer's).
  open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { defaultConvert(p, to: l) }

  /// Converts `r` from `l`'s coordinate space to this layer's; with transforms, the result is
  /// the upright box around the converted rectangle.
  open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { defaultConvert(r, from: l) }

  /// Converts `r` from this layer's coordinate space to `l`'s.
  open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { defaultConvert(r, to: l) }

  // MARK: - Presentation

  /// A copy of the layer as it appears now: its geometry with the running animations applied
  /// at its window's `animationClock` time (Core Animation's presentation layer).
  ///
  /// The copy stands alone (no superlayer, delegate or sublayers); its `frame` is in the
  /// superlayer's coordinates, like the model's. Only a view's own layer animates here, so any
  /// other layer's copy equals its model.
  open func presentation() -> Self? { defaultPresentation() }

  /// The layer holding the model values: the receiver itself (a presentation copy is not
  /// linked back to its model here).
  open func model() -> Self { defaultModel() }

  // MARK: - Override points (declared here: extension members can't be overridden)

  /// Lays out the sublayers; the default asks the delegate (`layoutSublayers(of:)`), which for
  /// a view's layer runs the view's `layoutSubviews()`.
  ///
  /// Called by the layout pass; don't call it directly.
  open func layoutSublayers() {
    delegate?.layoutSublayers(of: self)
  }

  /// Updates the layer's contents: the default lets the delegate do it (`display(_:)`), whose
  /// default draws with `draw(in:)` into a fresh context clipped to the dirty region.
  ///
  /// Called by the display pass; don't call it directly.
  open func display() {
    if let delegate {
      delegate.display(self)
    } else {
      drawIntoBackingStore()
    }
  }

  /// Draws the layer's content into `ctx`; the default asks the delegate (`draw(_:in:)`),
  /// which for a view's layer calls the view's `draw(_:)`.
  open func draw(in ctx: CGContext) {
    delegate?.draw(self, in: ctx)
  }

  /// Core Animation's reaction to a bounds change: relayout, and redraw if asked to; a view's
  /// layer then lets its view react (autoresizing, marking the superview).
  private func boundsDidChange(from oldBounds: CGRect) {
    setNeedsLayout()
    if needsDisplayOnBoundsChange { setNeedsDisplay() }
    if let view = delegate as? UIView, view.layer === self {
      view.layerBoundsDidChange(from: oldBounds)
    }
  }
}
