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
  // MARK: - Geometry

  /// The layer's own coordinate space: its size, and the origin its sublayers are placed
  /// against (scrolling moves this origin).
  ///
  /// Changing it marks the layer as needing layout; a view's layer also tells its view, which
  /// autoresizes its subviews when the size changed.
  public var bounds: CGRect = .zero {
    didSet {
      if bounds != oldValue { boundsDidChange(from: oldValue) }
    }
  }

  /// Where the anchor point sits, in the superlayer's coordinate space (a view's `center`).
  public var position: CGPoint = .zero

  /// The point of `bounds` (in unit coordinates, (0.5, 0.5) is the middle) that `position`
  /// refers to and that the transform turns about.
  ///
  /// Changing it keeps `position`, so the layer appears to move.
  public var anchorPoint = CGPoint(x: 0.5, y: 0.5)

  /// The affine transform, applied about the anchor point.
  var transformStorage: CGAffineTransform = .identity

  /// The layer's transform, as an affine transform.
  public func affineTransform() -> CGAffineTransform { transformStorage }

  /// Sets the layer's transform; this changes `frame` but not `bounds` or `position`.
  public func setAffineTransform(_ m: CGAffineTransform) { transformStorage = m }

  /// Whether the layer (and everything in it) is hidden.
  public var isHidden = false

  /// The layer's opacity, 0 (transparent) to 1 (opaque).
  public var opacity: Float = 1

  /// Whether sublayers are clipped to the bounds (a view's `clipsToBounds`).
  public var masksToBounds = false

  /// Whether any change of `bounds` marks the layer as needing display
  /// (what a view's `.redraw` content mode turns on).
  public var needsDisplayOnBoundsChange = false

  /// A name for debugging.
  public var name: String?

  // MARK: - Appearance (Core Animation draws these itself, outside `draw(in:)`)

  #if !canImport(CoreGraphics)
    /// The colour filling the bounds (with ``cornerRadius``), behind the contents; `nil`
    /// (the default) fills nothing.
    public var backgroundColor: CGColor?

    /// The border's colour; opaque black by default, as in Core Animation.
    public var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    /// What the layer's last display recorded through `draw(in:)`, in its bounds coordinates:
    /// our addition. Kept until the next display replaces it; emptied when a display finds the
    /// layer without an area.
    public internal(set) var recordedDrawing: [DrawingOperation] = []
  #endif

  /// The border's width, drawn inside the bounds above the contents and sublayers; 0 (the
  /// default) draws no border.
  public var borderWidth: CGFloat = 0

  /// The radius of the rounded corners of the background and border (and, with
  /// ``masksToBounds``, of the clip); 0 by default.
  public var cornerRadius: CGFloat = 0

  // MARK: - Tree

  /// The object told about layout and drawing; a view's layer has its view here.
  public weak var delegate: (any CALayerDelegate)?

  /// The sublayers, back to front.
  ///
  /// `nonisolated(unsafe)` only so that the (nonisolated) deinit can dismantle a deep tree
  /// iteratively; everything else reaches it on the main actor.
  nonisolated(unsafe) var sublayerStorage: [CALayer] = []

  /// The layer this layer is a sublayer of.
  public internal(set) weak var superlayer: CALayer?

  // MARK: - Pass bookkeeping (internal)

  /// `setNeedsLayout()` was called and `layoutSublayers()` has not run since.
  var needsLayoutFlag = false
  /// Some sublayer, at any depth, needs layout.
  var descendantNeedsLayout = false
  /// `setNeedsDisplay()`/`setNeedsDisplay(_:)` was called and `display()` has not run since.
  var needsDisplayFlag = false
  /// `setNeedsDisplay()` (the whole bounds) was called since the last display.
  var needsFullDisplay = false
  /// The union of the rectangles passed to `setNeedsDisplay(_:)` since the last display.
  var pendingDisplayRect = CGRect.null
  /// Some sublayer, at any depth, needs display.
  var descendantNeedsDisplay = false
  /// The region being redrawn while the display pass runs `display()` on this layer.
  var displayingRect: CGRect?
  /// The layer has been displayed at least once (it has "contents").
  var hasContents = false
  /// This root layer is in the transaction's list of trees to commit.
  var isRegisteredForCommit = false
  /// `layoutSublayers()` is running on this layer now.
  var isLayingOut = false
  /// Which layout session last counted this layer, and how many layouts it counted; the
  /// feedback-loop detector uses these instead of a dictionary keyed by layer.
  var layoutSessionGeneration = -1
  var layoutCountInSession = 0

  /// The address shown in `description`.
  let debugAddress: String

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
    var worklist = sublayerStorage
    sublayerStorage = []
    while var layer = worklist.popLast() {
      if isKnownUniquelyReferenced(&layer) {
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
  public var frame: CGRect {
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
      bounds.size = size
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
