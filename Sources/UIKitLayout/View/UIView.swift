// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// This file is longer than the others on purpose. Every member UIKit declares `open` must be
// declared in the class body, the only place Swift lets a member be overridden, so the body is
// the view's table of contents: stored state, initialisers, and one forwarder per override
// point. The behaviour stays in the extension that owns each concern (`default…` members).

/// A rectangle in a window's tree: UIKit's `UIView`, for layout.
///
/// Its geometry is its layer's (``layer``); its subviews are kept in order and mirrored by its
/// layer's sublayers. The concerns live in extensions: `UIView+Geometry`, `+Hierarchy`,
/// `+Autoresizing`, `+LayoutCycle`, `+Display`, `+Sizing`, `+Conversion`, `+HitTesting`,
/// `+Debugging`.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate, UITraitEnvironment, UITraitChangeObservable {
  // Stored properties skip the run-time exclusivity check (`@exclusivity(unchecked)`): layout
  // reads and writes them at every step, and the checks cost more than the arithmetic.
  /// The class of the layer each instance creates; override to use a `CALayer` subclass.
  open class var layerClass: AnyClass { CALayer.self }

  /// The view's layer, created from ``layerClass``, whose delegate is the view.
  public let layer: CALayer

  // MARK: - Stored state (used by the extensions)

  /// The subviews, back to front.
  ///
  /// `nonisolated(unsafe)` only so that the (nonisolated) deinit can dismantle a deep tree
  /// iteratively; everything else reaches it on the main actor.
  @exclusivity(unchecked) nonisolated(unsafe) var subviewStorage: [UIView] = []
  /// The superview and the window, as pointers (`superviewStorage`, `windowStorage` and why:
  /// UIView+Links.swift). `nonisolated(unsafe)` for the deinit, as `subviewStorage`.
  @exclusivity(unchecked) nonisolated(unsafe) var superviewPointer: Unmanaged<UIView>?
  @exclusivity(unchecked) nonisolated(unsafe) var windowPointer: Unmanaged<UIWindow>?
  /// What constraints, anchors, guides and engine items point at this view through.
  @exclusivity(unchecked) nonisolated(unsafe) var itemReferenceStorage: ItemReference?
  /// The controller whose root view this is.
  weak var owningViewController: UIViewController? {
    didSet { hasController = owningViewController != nil }
  }
  /// Whether the view is a `UIScrollView` / a `UIStackView` (hot paths ask: a flag costs less
  /// than a dynamic cast); whether a controller set itself as `owningViewController` (a layout
  /// pass loads that weak reference only then, not for every view it lays out).
  @exclusivity(unchecked) var isScrollView = false, isStackView = false, hasController = false

  /// An integer to find the view by (``viewWithTag(_:)``).
  @exclusivity(unchecked) open var tag = 0

  /// Whether hit testing may return this view or its subviews.
  @exclusivity(unchecked) open var isUserInteractionEnabled = true

  /// How the view's frame follows its superview's size (see `UIView+Autoresizing`).
  @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = [] {
    didSet { if engineItemStorage != nil { layoutEngineFrameDidChange() } }
  }

  /// Whether the view resizes its subviews, by their masks, when its size changes.
  @exclusivity(unchecked) open var autoresizesSubviews = true

  #if !canImport(CoreGraphics)
    /// The colour filling the view's bounds behind its content; `nil` (the default) is
    /// transparent. Stored by the layer (`layer.backgroundColor`), which draws it.
    open var backgroundColor: UIColor? {
      get { layer.backgroundColor.map { UIColor(cgColor: $0) } }
      set { layer.backgroundColor = newValue?.cgColor }
    }
  #endif

  /// How the view's content follows a change of its bounds; `.redraw` redraws on every change.
  @exclusivity(unchecked) open var contentMode: ContentMode = .scaleToFill {
    didSet { layer.needsDisplayOnBoundsChange = contentMode == .redraw }
  }

  /// `setNeedsUpdateConstraints()` was called and the constraint pass has not run since.
  @exclusivity(unchecked) var needsUpdateConstraintsFlag: Bool
  /// Some subview, at any depth, needs its constraints updated.
  @exclusivity(unchecked) var descendantNeedsUpdateConstraints = false
  /// The feedback-loop detector's count of constraint updates (see `LayoutSession`).
  @exclusivity(unchecked) var constraintSessionGeneration = -1
  @exclusivity(unchecked) var constraintUpdateCountInSession = 0
  /// Set while an autoresizing sweep resizes this view, so that the view defers resizing its
  /// own subviews to the sweep instead of recursing (see `UIView+Autoresizing`).
  @exclusivity(unchecked) var isBeingAutoresized = false
  @exclusivity(unchecked) var deferredAutoresizingOldSize: CGSize?

  /// The address shown in `description`.
  let debugAddress: DebugAddress

  // MARK: - Auto Layout state (Constraints/, Engine/)

  /// The view's item in its tree's engine and the engine of the tree it is the root of
  /// (`engineItemStorage`, `layoutEngineStorage`: UIView+Links.swift).
  @exclusivity(unchecked) final var engineLinks = EngineLinks()
  /// The rest of the view's Auto Layout state (UIView+AutoLayoutState.swift).
  @exclusivity(unchecked) final var autoLayout = AutoLayoutState()

  // MARK: - Trait state (Traits/)

  /// The view's current traits; `nil` until it first differs from the unattached ones.
  @exclusivity(unchecked) var traitStorage: UITraitCollection?
  /// Overrides and registrations, once the view has any.
  @exclusivity(unchecked) var traitState: TraitState?

  // MARK: - Animation state (Animation/)

  /// The animations running on this view's layer, at most one per property, in start order.
  @exclusivity(unchecked) var runningAnimations: [ViewAnimation] = []
  /// A window's animation clock, created on first use (`UIWindow.animationClock`).
  @exclusivity(unchecked) var animationClockStorage: AnimationClock?

  // MARK: - Life cycle

  /// Creates a view with the given frame.
  ///
  /// Nothing is laid out during initialisation; a non-empty frame leaves the view needing
  /// layout (its size changed from zero), `.zero` does not.
  public init(frame: CGRect) {
    layer = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()
    debugAddress = DebugAddress.next()
    needsUpdateConstraintsFlag = Self.requiresConstraintBasedLayout
    super.init()
    layer.delegateView = self
    // DIVERGENCE(UIKit): every view is displayed (draw(_:) called with its bounds) the first
    // time it is committed with an area; views that don't override draw(_:) see nothing of it.
    layer.setNeedsDisplay()
    self.frame = frame
  }

  /// Creates a view from an archive; nothing is decoded, the view starts with a zero frame.
  public required init?(coder: NSCoder) {
    layer = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()
    debugAddress = DebugAddress.next()
    needsUpdateConstraintsFlag = Self.requiresConstraintBasedLayout
    super.init()
    layer.delegateView = self
    layer.setNeedsDisplay()
  }

  /// Creates a view with a zero frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  deinit {
    // Nonisolated, as UIKit's: a view may be released anywhere, and `@preconcurrency` classes
    // cannot have an isolated deinit (see `UIView.dismantle` for what it does).
    itemReferenceStorage?.tracked = nil
    if layer.delegateView === self { layer.delegateView = nil }
    UIView.dismantle(&subviewStorage)
  }

  /// The view's controller if it is a controller's root view, else its superview.
  open override var next: UIResponder? { owningViewController ?? superviewStorage }

  // MARK: - Override points
  //
  // Swift cannot override members declared in extensions, so every override point UIKit has
  // is declared here; each forwards to the extension that owns the concern.

  /// Whether the view only works with constraint-based layout; `true` makes the constraint
  /// pass run `updateConstraints()` for it even when nothing else asked for it.
  open class var requiresConstraintBasedLayout: Bool { false }
  /// The view's rectangle in its superview's coordinate space (see `UIView+Geometry`).
  open var frame: CGRect {
    get { layer.frame }
    set { defaultSetFrame(newValue) }
  }
  /// The view's own coordinate space; its origin shifts the subviews, as scrolling does.
  open var bounds: CGRect {
    get { layer.bounds }
    set { defaultSetBounds(newValue) }
  }
  /// The middle of the view (its layer's `position`), in its superview's coordinate space.
  open var center: CGPoint {
    get { layer.position }
    set { defaultSetCenter(newValue) }
  }
  /// The transform, applied about the center; it changes `frame`, not `bounds` or `center`.
  open var transform: CGAffineTransform {
    get { layer.affineTransform() }
    set { layer.setAffineTransform(newValue) }
  }
  /// Lays out the subviews. The default applies the Auto Layout engine's frames (nothing yet);
  /// override to set the subviews' frames. Never call it directly: use `setNeedsLayout()` and
  /// `layoutIfNeeded()`.
  open func layoutSubviews() {
    layoutEngineApplyLayoutToSubviews()
  }
  /// Updates the view's constraints; call `super` as the last step. Never call it directly:
  /// use `setNeedsUpdateConstraints()` and `updateConstraintsIfNeeded()`.
  open func updateConstraints() {
    layoutEngineUpdateConstraints()
  }
  /// Draws the view's content in `rect`, the part of the bounds being redrawn. The default
  /// draws nothing. Never call it directly: use `setNeedsDisplay()`.
  open func draw(_ rect: CGRect) {}
  /// The size the view would like within `size`; the default is the current bounds size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
  /// The natural size of the view's content; `UIView.noIntrinsicMetric` in a dimension that
  /// has none (the default). Auto Layout turns it into hugging and compression-resistance
  /// constraints; call `invalidateIntrinsicContentSize()` when it changes.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
  /// Tells the layout system that `intrinsicContentSize` changed; the next layout pass
  /// measures the view again. Overridable, as in UIKit (call super).
  open func invalidateIntrinsicContentSize() { defaultInvalidateIntrinsicContentSize() }
  /// Distance from the top of the alignment rect to the first baseline, for views with
  /// text (UILabel, UIButton); nil for views without one. Internal: the engine reads it for
  /// `.firstBaseline` constraints (UIKit asks `forFirstBaselineLayout`).
  var firstBaselineOffsetFromTop: CGFloat? { nil }
  /// Distance from the bottom of the alignment rect up to the last baseline; nil without text.
  var lastBaselineOffsetFromBottom: CGFloat? { nil }
  /// The view whose first baseline constraints to this view's `.firstBaseline` use: itself,
  /// unless it stands for a subview's text (a stack view vends an arranged view's).
  open var forFirstBaselineLayout: UIView { self }
  /// The view whose last baseline constraints to this view's `.lastBaseline` use.
  open var forLastBaselineLayout: UIView { self }
  /// Insets from the frame to the rectangle constraints align (the alignment rect); zero by
  /// default.
  open var alignmentRectInsets: UIEdgeInsets { .zero }
  /// The alignment rect for `frame`: the frame inset by `alignmentRectInsets`.
  open func alignmentRect(forFrame frame: CGRect) -> CGRect {
    defaultAlignmentRect(forFrame: frame)
  }
  /// The frame for `alignmentRect`: the inverse of `alignmentRect(forFrame:)`.
  open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
    defaultFrame(forAlignmentRect: alignmentRect)
  }
  /// The default margins around the content (8 points on each side); in right-to-left layouts
  /// left and right are swapped against `directionalLayoutMargins`.
  open var layoutMargins: UIEdgeInsets {
    get { physicalLayoutMargins }
    set { setPhysicalLayoutMargins(newValue) }
  }
  /// Called when the layout margins change.
  open func layoutMarginsDidChange() {}
  /// Called when the safe-area insets change.
  open func safeAreaInsetsDidChange() {}
  /// Marks the view as needing layout; `layoutSubviews()` runs once at the next commit or
  /// `layoutIfNeeded()`, however many times this is called before (see UIView+LayoutCycle).
  open func setNeedsLayout() { layer.setNeedsLayout() }
  /// Lays out now whatever is pending in this view's tree: the highest ancestor that needs
  /// layout first, then its subtree top-down, after pending constraint updates. Does nothing
  /// (no callbacks) when nothing is pending.
  open func layoutIfNeeded() { layer.layoutIfNeeded() }
  /// The view's opacity, 0 to 1; below 0.01 the view is skipped by hit testing.
  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue) }
  }
  /// Whether the view is hidden; hidden views are skipped by hit testing but still laid out.
  open var isHidden: Bool {
    get { layer.isHidden }
    set { defaultSetHidden(newValue) }
  }
  /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
  /// How far the window's unsafe edges (status bar, sensor housing, home indicator) reach into
  /// this view, from its window's screen profile and orientation, narrowed by view
  /// controllers' `additionalSafeAreaInsets`; zero outside a window.
  ///
  /// `open`, as in UIKit: a window subclass that overrides it (a common way to simulate a
  /// device) sets the safe area every view and the engine's safe-area guides measure from.
  open var safeAreaInsets: UIEdgeInsets {
    defaultSafeAreaInsets
  }

  /// Whether the view's content flips in right-to-left layouts.
  open var semanticContentAttribute: UISemanticContentAttribute {
    get { autoLayout.semanticContentAttributeStorage }
    set {
      guard newValue != autoLayout.semanticContentAttributeStorage else { return }
      autoLayout.semanticContentAttributeStorage = newValue
      if newValue != .unspecified { UIView.semanticAttributeSetCount += 1 }
      layoutDirectionDidChange()
    }
  }
  /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its frame origin.
  open func sizeToFit() { applySizeThatFits() }
  /// Called after `subview` was added (or inserted).
  open func didAddSubview(_ subview: UIView) {}
  /// Called before `subview` is removed.
  open func willRemoveSubview(_ subview: UIView) {}
  /// Called before the view moves to `newSuperview` (`nil`: it is being removed).
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the view moved to a new superview (or was removed).
  open func didMoveToSuperview() {}
  /// Called before the view (or an ancestor) moves to `newWindow`.
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Called after the view (or an ancestor) moved to a new window (or out of one).
  open func didMoveToWindow() {}
  /// The deepest visible, interactive descendant (or the view itself) containing `point`, in
  /// the view's coordinates; `nil` if the point is outside or the view is hidden, nearly
  /// transparent or not interactive.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    defaultHitTest(point, with: event)
  }
  /// Whether `point`, in the view's coordinates, is inside its bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }
  /// `<UIView: 0x7f…; frame = (0 0; 320 200); layer = <CALayer: 0x7f…>>`, as UIKit prints a
  /// view (see `UIView+Debugging`).
  ///
  /// Nonisolated, as `NSObject`'s (see `MainActorAccess`).
  nonisolated open override var description: String {
    MainActorAccess.value({ defaultDescription })
  }
  /// Extra `name = value` fields a subclass adds to ``description`` after the layer.
  var descriptionTrailingFields: [String] { [] }

  // MARK: - Hierarchy

  /// The view this view is a subview of.
  open var superview: UIView? { defaultSuperview }
  /// The subviews, back to front.
  open var subviews: [UIView] { defaultSubviews }
  /// The window at the root of this view's tree (for a window, the window itself).
  open var window: UIWindow? { defaultWindow }
  /// Adds `view` in front of the other subviews (moving it from its superview).
  open func addSubview(_ view: UIView) { defaultAddSubview(view) }
  /// Inserts `view` at `index` in `subviews` (clamped to the valid range).
  open func insertSubview(_ view: UIView, at index: Int) { defaultInsertSubview(view, at: index) }
  /// Inserts `view` just in front of `siblingSubview` (at the front if it is not a subview).
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    defaultInsertSubview(view, aboveSubview: siblingSubview)
  }
  /// Inserts `view` just behind `siblingSubview` (at the front if it is not a subview).
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    defaultInsertSubview(view, belowSubview: siblingSubview)
  }
  /// Detaches the view from its superview, which then needs layout.
  open func removeFromSuperview() { defaultRemoveFromSuperview() }
  /// Moves `view` in front of its siblings; does nothing if it is not a subview.
  open func bringSubviewToFront(_ view: UIView) { defaultBringSubviewToFront(view) }
  /// Moves `view` behind its siblings; does nothing if it is not a subview.
  open func sendSubviewToBack(_ view: UIView) { defaultSendSubviewToBack(view) }
  /// Swaps the subviews at two indices (and their layers).
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    defaultExchangeSubview(at: index1, withSubviewAt: index2)
  }
  /// Whether this view is `view` or one of its descendants.
  open func isDescendant(of view: UIView) -> Bool { defaultIsDescendant(of: view) }
  /// The first view with `tag`, searching this view, then its subviews depth-first in order.
  open func viewWithTag(_ tag: Int) -> UIView? { defaultViewWithTag(tag) }

  // MARK: - Coordinate conversion

  /// Converts `point` from this view's coordinate space to `view`'s (`nil`: the window's).
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    defaultConvert(point, to: view)
  }
  /// Converts `point` from `view`'s coordinate space (`nil`: the window's) to this view's.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    defaultConvert(point, from: view)
  }
  /// Converts `rect` from this view's coordinate space to `view`'s (`nil`: the window's).
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { defaultConvert(rect, to: view) }
  /// Converts `rect` from `view`'s coordinate space (`nil`: the window's) to this view's.
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    defaultConvert(rect, from: view)
  }

  // MARK: - Display

  /// Marks the whole view as needing to be redrawn at the next commit.
  open func setNeedsDisplay() { defaultSetNeedsDisplay() }
  /// Adds `rect` (in the view's bounds coordinates) to the region redrawn at the next commit.
  open func setNeedsDisplay(_ rect: CGRect) { defaultSetNeedsDisplay(rect) }

  // MARK: - The constraint pass

  /// Marks the view's constraints as needing an update at the next pass.
  open func setNeedsUpdateConstraints() { defaultSetNeedsUpdateConstraints() }
  /// Whether the view's constraints are waiting to be updated.
  open func needsUpdateConstraints() -> Bool { defaultNeedsUpdateConstraints() }
  /// Runs the constraint pass over this view's subtree now (subviews before their superview).
  open func updateConstraintsIfNeeded() { defaultUpdateConstraintsIfNeeded() }

  // MARK: - Constraints

  /// The constraints installed on this view.
  open var constraints: [NSLayoutConstraint] { defaultConstraints }
  /// Installs `constraint` on this view (the pre-iOS 8 way; prefer `isActive`).
  open func addConstraint(_ constraint: NSLayoutConstraint) { defaultAddConstraint(constraint) }
  /// Installs each constraint (see `addConstraint(_:)`).
  open func addConstraints(_ constraints: [NSLayoutConstraint]) {
    defaultAddConstraints(constraints)
  }
  /// Uninstalls `constraint` if it is installed on this view.
  open func removeConstraint(_ constraint: NSLayoutConstraint) {
    defaultRemoveConstraint(constraint)
  }
  /// Uninstalls each constraint installed on this view.
  open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    defaultRemoveConstraints(constraints)
  }
  /// Whether the view's autoresizing mask and frame become constraints.
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { defaultTranslatesAutoresizingMaskIntoConstraints }
    set { defaultTranslatesAutoresizingMaskIntoConstraints = newValue }
  }
  /// How strongly the view resists growing past its intrinsic size along `axis` (250).
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    defaultContentHuggingPriority(for: axis)
  }
  /// Sets the hugging priority along `axis`.
  open func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    defaultSetContentHuggingPriority(priority, for: axis)
  }
  /// How strongly the view resists shrinking below its intrinsic size along `axis` (750).
  open func contentCompressionResistancePriority(
    for axis: NSLayoutConstraint.Axis
  ) -> UILayoutPriority {
    defaultContentCompressionResistancePriority(for: axis)
  }
  /// Sets the compression-resistance priority along `axis`.
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    defaultSetContentCompressionResistancePriority(priority, for: axis)
  }

  // MARK: - Margins

  /// The margins with leading/trailing in place of left/right.
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { defaultDirectionalLayoutMargins }
    set { defaultDirectionalLayoutMargins = newValue }
  }
  /// Whether the margins grow so content stays inside the superview's margins.
  open var preservesSuperviewLayoutMargins: Bool {
    get { defaultPreservesSuperviewLayoutMargins }
    set { defaultPreservesSuperviewLayoutMargins = newValue }
  }
  /// Whether the margins are measured from the safe area (default `true`).
  open var insetsLayoutMarginsFromSafeArea: Bool {
    get { defaultInsetsLayoutMarginsFromSafeArea }
    set { defaultInsetsLayoutMarginsFromSafeArea = newValue }
  }
  /// The direction leading/trailing follow for this view.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    defaultEffectiveUserInterfaceLayoutDirection
  }

  // MARK: - Traits (Traits/UIView+Traits.swift)

  /// The view's traits: its controller's or superview's, with its own overrides laid over.
  open var traitCollection: UITraitCollection { defaultTraitCollection }
  /// Called after the view's traits changed (a rotation, a Dynamic Type change, an override).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// Traits this view sets for itself and its subviews, over those it inherits (iOS 17).
  open var traitOverrides: any UITraitOverrides {
    get { defaultTraitOverrides }
    set { defaultTraitOverrides = newValue }
  }
  /// Brings the view's traits up to date; they always are here (iOS 17).
  open func updateTraitsIfNeeded() {}
  /// What built-in views do when their traits change (a label follows Dynamic Type), before
  /// `traitCollectionDidChange(_:)`, so that overrides that don't call `super` keep it.
  func builtInTraitsDidChange(from previous: UITraitCollection) {
    defaultBuiltInTraitsDidChange(from: previous)
  }

  // MARK: - Layout guides

  /// The guides added to this view, in order.
  open var layoutGuides: [UILayoutGuide] { defaultLayoutGuides }
  /// Adds `layoutGuide` to the view (a guide has one owner; adding it elsewhere moves it).
  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { defaultAddLayoutGuide(layoutGuide) }
  /// Removes `layoutGuide`, deactivating the constraints that name it.
  open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    defaultRemoveLayoutGuide(layoutGuide)
  }
  /// The view's bounds inset by its layout margins.
  open var layoutMarginsGuide: UILayoutGuide { defaultLayoutMarginsGuide }
  /// The view's bounds inset by its safe-area insets.
  open var safeAreaLayoutGuide: UILayoutGuide { defaultSafeAreaLayoutGuide }
  /// The margins area narrowed to a comfortable reading width, centred.
  open var readableContentGuide: UILayoutGuide { defaultReadableContentGuide }

  // MARK: - Anchors

  /// The left edge of the alignment rect.
  open var leftAnchor: NSLayoutXAxisAnchor { defaultLeftAnchor }
  /// The right edge.
  open var rightAnchor: NSLayoutXAxisAnchor { defaultRightAnchor }
  /// The leading edge (left, or right in right-to-left layouts).
  open var leadingAnchor: NSLayoutXAxisAnchor { defaultLeadingAnchor }
  /// The trailing edge.
  open var trailingAnchor: NSLayoutXAxisAnchor { defaultTrailingAnchor }
  /// The horizontal middle.
  open var centerXAnchor: NSLayoutXAxisAnchor { defaultCenterXAnchor }
  /// The top edge.
  open var topAnchor: NSLayoutYAxisAnchor { defaultTopAnchor }
  /// The bottom edge.
  open var bottomAnchor: NSLayoutYAxisAnchor { defaultBottomAnchor }
  /// The vertical middle.
  open var centerYAnchor: NSLayoutYAxisAnchor { defaultCenterYAnchor }
  /// The first text baseline (the bottom for views without text).
  open var firstBaselineAnchor: NSLayoutYAxisAnchor { defaultFirstBaselineAnchor }
  /// The last text baseline (the bottom for views without text).
  open var lastBaselineAnchor: NSLayoutYAxisAnchor { defaultLastBaselineAnchor }
  /// The width.
  open var widthAnchor: NSLayoutDimension { defaultWidthAnchor }
  /// The height.
  open var heightAnchor: NSLayoutDimension { defaultHeightAnchor }

  // MARK: - Fitting and debugging

  /// Whether the constraints leave this view's frame undetermined.
  open var hasAmbiguousLayout: Bool { defaultHasAmbiguousLayout }
  /// Moves an ambiguously laid-out view to another frame its constraints allow.
  open func exerciseAmbiguityInLayout() { defaultExerciseAmbiguityInLayout() }
  /// The active constraints acting on the view along `axis`, nearest first.
  open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    defaultConstraintsAffectingLayout(for: axis)
  }
  /// The size closest to `targetSize` that satisfies the view's constraints.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    defaultSystemLayoutSizeFitting(targetSize)
  }
  /// The size closest to `targetSize`, each dimension held at its priority.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    defaultSystemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }

  // MARK: - Animation (UIView+Animation)

  /// Animates the changes `animations` makes to views' `frame`, `bounds` and `center`, then
  /// calls `completion` (see `defaultAnimate` for the timing).
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    defaultAnimate(
      withDuration: duration, delay: delay, options: options, animations: animations,
      completion: completion)
  }
  /// Animates over `duration` seconds, ease-in-ease-out, no delay; then calls `completion`.
  open class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, delay: 0, animations: animations, completion: completion)
  }
  /// Animates over `duration` seconds, ease-in-ease-out, no delay.
  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, animations: animations)
  }
  /// Runs `actionsWithoutAnimation` with no animation recorded, even inside an animation block.
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    AnimationRecording.run(nil, actionsWithoutAnimation)
  }
  /// The duration of the animation block running now (inside its `animations`), else 0.
  open class var inheritedAnimationDuration: TimeInterval { AnimationRecording.current?.duration ?? 0 }
  /// The direction a view with `attribute` gets (without a global language: unspecified is
  /// left to right).
  open class func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
  }

  // MARK: - CALayerDelegate

  /// Supplies the layer's contents; the default draws through `draw(_:)`.
  open func display(_ layer: CALayer) { layer.drawIntoBackingStore() }
  /// Draws the view's layer by calling `draw(_:)` with the region being redrawn.
  open func draw(_ layer: CALayer, in ctx: CGContext) {
    guard layer === self.layer else { return }
    let rect = ctx.boundingBoxOfClipPath
    LayoutEnvironment.effectiveTrace?.record(.draw(rect), self)
    draw(rect)
  }
  /// Called before the view's layer draws.
  open func layerWillDraw(_ layer: CALayer) {}
  /// Lays out the view's layer by running the view's layout (`layoutSubviews()`, wrapped by
  /// its controller's `viewWillLayoutSubviews()`/`viewDidLayoutSubviews()`).
  open func layoutSublayers(of layer: CALayer) {
    guard layer === self.layer else { return }
    performLayoutSubviews()
  }
}
