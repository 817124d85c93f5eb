// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Cassowary
import Foundation

/// What a built-in guide's pins read: the guide's insets within its owner, and the owner's
/// alignment insets.
struct GuidePinInputs: Equatable {
  var insets = UIEdgeInsets.zero
  var owner = UIEdgeInsets.zero
  /// A scroll view's content guide: the `contentSize` its size leans towards.
  var size = CGSize.zero
}

/// A built-in guide's insets (margins, safe area, readable content): what its pins were last
/// built from, and when they were read (`LayoutEngine.guideInputs(of:)` reads them).
@MainActor
final class GuideState {
  /// What the pins' expressions read (the last reading).
  @exclusivity(unchecked) var inputs: GuidePinInputs
  /// The engine's `updateStamp` when the insets were last read.
  @exclusivity(unchecked) var readStamp: Int

  init(inputs: GuidePinInputs, readStamp: Int) {
    self.inputs = inputs
    self.readStamp = readStamp
  }
}

/// What the engine builds its records' expressions in: Cassowary's compact expression, its
/// terms inline (an array per expression cost an allocation and its release per record).
typealias EngineExpression = Cassowary.CompactExpression

extension EngineExpression {
  /// `a · x + b · y + constant` over the engine's numbered variables `x` and `y` (no array,
  /// no object).
  init(
    _ x: Int32, _ a: Double = 1, _ y: Int32? = nil, _ b: Double = 1, in space: VariableSpace,
    constant: Double
  ) {
    self.init(constant: constant)
    add(x, in: space, a)
    if let y { add(y, in: space, b) }
  }
}

/// An engine's identity, held by its items: a view's stored item is this engine's only if
/// the tokens are the same object (held, so no other engine can ever share its identity).
/// Constraints find their engine through it: the engine's deinit clears `engine`, which
/// stands in for a weak reference (see `ItemReference`).
final class EngineToken: @unchecked Sendable {
  nonisolated(unsafe) unowned(unsafe) var engine: LayoutEngine?
}

/// The solver variables of one layout item (a view or a layout guide) in one engine.
///
/// The four variables are the item's **alignment rect in the engine root's coordinate space**:
/// the root's bounds space with every level's frame origin added and its `bounds.origin`
/// subtracted, i.e. where the item is on screen relative to the root. Cross-branch constraints
/// are then plain linear terms; each item is converted back to its superview's bounds space
/// when applied (see `applySolvedFrames` in UIView+LayoutEngineHooks.swift). Derived
/// attributes (right, centerX, leading, baselines …) are expressions over these four; no other
/// variables exist. They are numbered variables of the engine's solver (`Solver.makeVariables`),
/// not `Variable` objects.
@MainActor
final class EngineItem {
  // Stored properties skip the run-time exclusivity check (`@exclusivity(unchecked)`): layout
  // reads and writes them at every step, and the checks cost more than the arithmetic.
  /// The engine that registered the item.
  @exclusivity(unchecked) var ownerToken: EngineToken?
  /// The view, when the item is one (through its reference, not `weak`: see `ItemReference`).
  var view: UIView? { viewReference?.view }
  /// The guide, when the item is one.
  var guide: UILayoutGuide? { guideReference?.guide }
  /// Whether the item stands for a view (read without loading the view: a retain).
  var isViewItem: Bool { viewReference != nil }
  private let viewReference: ItemReference?
  private let guideReference: ItemReference?
  /// The item whose bounds space this one lives in: the superview, or a guide's owning view;
  /// `nil` for the engine's root.
  let parent: EngineItem?
  /// The engine solver's numbered variables (their values, and what expressions name).
  let space: VariableSpace
  /// The alignment rect's left edge (the first of the item's four numbered variables, made
  /// together: no object each).
  let minX: Int32
  /// The alignment rect's top edge, in root coordinates.
  var minY: Int32 { minX + 1 }
  /// The alignment rect's width.
  var width: Int32 { minX + 2 }
  /// The alignment rect's height.
  var height: Int32 { minX + 3 }
  /// How many active user constraints mention the item. A view with
  /// `translatesAutoresizingMaskIntoConstraints == false` that no constraint mentions (it is
  /// only in the engine as an ancestor of one that is) keeps its frame: it is pinned.
  @exclusivity(unchecked) var referenceCount = 0
  /// The engine's own constraints fixing this item: its translated autoresizing mask, its
  /// frame pin, a guide's tie to its owner, or the root's size.
  @exclusivity(unchecked) var pins: [EngineConstraint] = []
  /// The four content-size (hugging / compression resistance) constraints, as present.
  @exclusivity(unchecked) var contentSize: [EngineConstraint] = []
  /// Constraints whose expression reads state of this item outside the solver (its
  /// `bounds.origin`, baselines, margins): rebuilt when the item is marked dirty.
  @exclusivity(unchecked) var dependents: [EngineConstraint] = []
  /// How many of `dependents` name a baseline (which reads the view's content, not only its
  /// `bounds.origin`).
  @exclusivity(unchecked) var baselineDependents = 0
  /// The `bounds.origin` the dependents were last refreshed for: a dirty item whose origin
  /// didn't move (a resize) leaves them alone unless they read baselines.
  @exclusivity(unchecked) var dependentsOrigin: CGPoint?
  /// What `pins` are.
  @exclusivity(unchecked) var pinKind: PinKind = .none
  /// The kinds of pins an item can have.
  enum PinKind { case none, autoresizing, frame, root, guide }
  /// The intrinsic size and priorities the content-size constraints were made from.
  @exclusivity(unchecked) var contentSizeKey = ContentSizeKey.none
  /// Waiting in the engine's dirty list.
  @exclusivity(unchecked) var isDirty = false
  /// A built-in guide's pin state (see GuideConstraints.swift); `nil` for every other item,
  /// which so pays one pointer for it.
  @exclusivity(unchecked) var guideState: GuideState?
  /// A wrapping label's solved width its intrinsic size was last measured at (see
  /// `LayoutEngine.settleWrappingLabels()`).
  @exclusivity(unchecked) var wrappingWidth: CGFloat?
  /// Subviews' items whose solved rect changed since this view last applied frames.
  @exclusivity(unchecked) var movedChildren: [MovedItem] = []
  /// Waiting in its parent's `movedChildren`.
  @exclusivity(unchecked) var isMoved = false
  /// Whether any subview of the view has had an item in this engine (items are only made,
  /// never taken out one by one): a view without (a button laying out its title by hand)
  /// has no solved frame to apply.
  @exclusivity(unchecked) var hasSubviewItems = false
  /// The engine's `markStamp` when the view was last asked to lay out for a moved subview:
  /// asked once per marking run, not once per moved subview.
  @exclusivity(unchecked) var markStamp = 0
  /// What the subviews' frames were last applied relative to: the view's snapped origin in
  /// root coordinates less its `bounds.origin`, and the pixel scale (`nil` until the first
  /// application, which applies every subview's frame).
  @exclusivity(unchecked) var appliedOrigin: (x: CGFloat, y: CGFloat, scale: CGFloat)?
  /// An entry of `movedChildren`: unowned, as the parent and child items both belong to the
  /// engine (a strong reference would make a cycle through `parent`).
  struct MovedItem { unowned(unsafe) let item: EngineItem }

  /// A wrapping label's unwrapped intrinsic size, until the label invalidates it.
  @exclusivity(unchecked) var unwrappedSize: CGSize?

  /// The variables are numbered, not objects (four allocations an item, and a reference
  /// count at every use in an expression), and unnamed: building `UIView:0x….minX` for every
  /// item cost more than solving for it, and nothing UIKit prints shows them (the engine maps
  /// a variable to its item through `owner(of:)`). `minX` is the first of four numbers made
  /// for the item by `LayoutEngine.newItem`.
  init(view: UIView?, guide: UILayoutGuide?, parent: EngineItem?, minX: Int32, space: VariableSpace) {
    viewReference = view?.itemReference
    guideReference = guide?.itemReference
    self.parent = parent
    self.minX = minX
    self.space = space
  }

  /// Which of the item's numbered variables `variable` is the object of (made for a reader:
  /// an ambiguity, a term handed out), if it is one of them.
  func number(of variable: Variable) -> Int32? {
    (minX...height).first { space.existingObject($0) === variable }
  }

  /// The solved value of one of the item's variables.
  func value(_ variable: Int32) -> Double { space.value(variable) }

  /// The solved alignment rect, in root coordinates.
  var solvedRect: CGRect {
    let (x, y, width, height) = space.values(ofFourFrom: minX)
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// The alignment insets of the item (zero for guides).
  var alignmentInsets: UIEdgeInsets { view?.alignmentRectInsets ?? .zero }

  /// Where the origin of the item's bounds space is, in root coordinates, as solved (frame
  /// left/top minus `bounds.origin`): what its subviews' frames are relative to.
  func solvedContentOrigin() -> CGPoint {
    let insets = alignmentInsets
    let origin = view?.bounds.origin ?? .zero
    // The constant plus the term, in the order the expression these once were summed them
    // (the same bits).
    return CGPoint(
      x: CGFloat(Double(-insets.left - origin.x) + 1 * value(minX)),
      y: CGFloat(Double(-insets.top - origin.y) + 1 * value(minY)))
  }

  /// The item's debug name: `UIView:0x…` or `UILayoutGuide:0x…'name'`.
  var debugName: String { NSLayoutConstraint.itemName(view ?? guide) }
}
