// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Cassowary
import Foundation

/// One constraint the engine holds in its solver: a user's `NSLayoutConstraint`, or one of its
/// own (translated autoresizing mask, content size, guide tie, root size).
///
/// It keeps how to rebuild its expression, so that a change of something the expression reads
/// from outside the solver (a constant, a margin, a scroll offset) becomes `setConstant` when
/// only the constant moved, and a reshape (out of the solver, new expression, back in)
/// otherwise.
///
/// The record *is* the solver's constraint (a subclass of `Cassowary.Constraint`): a record
/// with a constraint object beside it cost an allocation, its release and a reference count
/// at every use, for each of the thousands of records of a screen. Not isolated to the main
/// actor, as its superclass is not; the engine uses it only from the main actor, and the
/// members that read views are isolated.
final class EngineConstraint: Cassowary.Constraint, @unchecked Sendable {
  /// What made the constraint.
  enum Source {
    /// A user's constraint.
    case user(NSLayoutConstraint)
    /// The engine's own: its description's equation part is built only when something prints
    /// it, from the state it reads then (building text for every constraint cost more than
    /// solving it).
    /// (Indirect: only fitting pins are made this way, and its payload inline made every
    /// record 40 bytes larger.)
    indirect case engine(className: String, identifier: String?, equation: () -> String)
    /// One of an item's content-size constraints (hugging, or compression resistance), its
    /// text built from the item's measurement when printed; `hugs == nil`: both of one
    /// dimension in one two-sided equality (see IntrinsicSizeConstraints.swift).
    case contentSize(hugs: Bool?)
    /// One of the pins the engine ties an item with (its frame, a built-in guide's tie to its
    /// owner, the root's size): its text is built from `builder` and `item` when printed.
    case pin
  }

  /// A view's frame pin: which side of which axis, and what its text shows (the mask and the
  /// frame the pin was made from).
  struct FramePin {
    var horizontal: Bool
    var position: Bool
    /// Follows the autoresizing mask (`NSAutoresizingMaskLayoutConstraint`), or holds the
    /// frame of a view opted out of it that no constraint mentions.
    var followsMask: Bool
    /// The mask when made, as `UIView.AutoresizingMask`'s raw value.
    var mask: UInt8
    /// The frame's origin or length when made.
    var shown: CGFloat
  }

  /// How the expression is rebuilt from the current state (`LayoutEngine.expression(for:)`).
  /// No record but a fitting pin needs a closure of its own (a closure and its context cost
  /// two allocations per pin, thousands for a screen of margin guides).
  enum Builder {
    /// `LayoutEngine.expression(of:)` of the user's constraint.
    case user
    /// `dimension − intrinsic length` of `item` along `contentSizeAxis`.
    case contentSize
    /// `item`'s frame pin (see AutoresizingConstraints.swift).
    case framePin(FramePin)
    /// Side `index` (0 left, 1 top, 2 width, 3 height) of built-in guide `item`'s tie to its
    /// owner (see GuideConstraints.swift).
    case guidePin(Int)
    /// The root's pin `index` (0 minX, 1 minY, 2 width, 3 height) on root item `item`.
    case rootPin(Int)
    /// Anything else.
    case closure(() -> EngineExpression)
  }

  // The stored properties are laid out for size (a laid-out feed cell has 76 records): the
  // one-byte ones first, where they fill the word the superclass ends in (after its
  // `relation`), then the wider ones.
  /// Whether the record is in the solver (false while broken by a conflict).
  @exclusivity(unchecked) var isInSolver = false
  /// Whether a change of its constant waits in the engine's batch (`pendingConstants`).
  @exclusivity(unchecked) var hasPendingConstant = false
  @exclusivity(unchecked) private var storedContentSizeAxis: Int8?
  /// A content-size record's or a pin's item (the engine owns both: unowned).
  unowned(unsafe) let item: EngineItem?
  /// The address of an engine constraint's description.
  let debugAddress: DebugAddress
  /// Builds the expression (`expression relation 0`) from the current state.
  let builder: Builder
  /// What made the record. Never reassigned: a `let`, so that matching it borrows the value
  /// where a `var` was copied (a retain of its payload at every refresh of every record).
  let source: Source
  /// A user constraint's items, as resolved when it was added: what its removal gives back.
  /// Unowned: items and records belong to one engine and are dropped together (a strong
  /// reference would make a cycle through the items' `dependents`).
  struct NamedItems {
    unowned(unsafe) var first: EngineItem?
    unowned(unsafe) var second: EngineItem?
    /// The items whose `dependents` hold the record (each side's item, or nil).
    unowned(unsafe) var firstDependency: EngineItem?
    unowned(unsafe) var secondDependency: EngineItem?
  }

  /// A user record's items (see ``NamedItems``).
  @exclusivity(unchecked) var namedItems: NamedItems?

  /// The record's place in the engine's `installedRecords` while installed, else -1. Kept as
  /// the constraint's `userData` (the slot + 1; 0 while not installed), which is also what
  /// leads a constraint a conflict names back to its record: one field, not two.
  var slot: Int {
    get { userData - 1 }
    set { userData = newValue + 1 }
  }

  /// For a content-size constraint, the dimension it sizes (0 width, 1 height).
  var contentSizeAxis: Int? {
    get { storedContentSizeAxis.map(Int.init) }
    set { storedContentSizeAxis = newValue.map(Int8.init) }
  }

  /// A record rebuilt by `build`.
  @MainActor
  convenience init(
    source: Source, relation: Cassowary.Relation, strength: Strength,
    build: @escaping () -> EngineExpression
  ) {
    self.init(
      source: source, relation: relation, strength: strength, expression: build(),
      builder: .closure(build), item: nil)
  }

  /// A record whose expression is `expression` now and `builder`'s later; `strengthBelow`
  /// makes an equality two-sided.
  @MainActor
  init(
    source: Source, relation: Cassowary.Relation, strength: Strength,
    expression: consuming EngineExpression, builder: Builder, item: EngineItem?, strengthBelow: Strength? = nil
  ) {
    self.source = source
    self.builder = builder
    self.item = item
    if case .user(let constraint) = source {
      debugAddress = constraint.debugAddress
    } else {
      debugAddress = DebugAddress.next()
    }
    if let strengthBelow {
      super.init(expression, equalWithStrengthAbove: strength, below: strengthBelow)
    } else {
      super.init(expression, relation, strength: strength)
    }
  }

  /// The strength the record should have. A user constraint's follows its priority (a change
  /// waits in the engine's `pendingRefresh` until the next update); every other record keeps
  /// the strengths it has until the engine gives it new ones
  /// (`LayoutEngine.refresh(_:strength:below:)`, a content-size record's new priorities).
  /// (Read from the source, not kept beside the solver's: two stored strengths made every
  /// record 24 bytes larger.)
  @MainActor
  var wantedStrength: Strength {
    guard case .user(let constraint) = source else { return strength }
    return Strength(uiKitPriority: constraint.priority.rawValue)
  }

  /// Whether the solver holds the record at the strengths it should have.
  @MainActor
  var hasCurrentStrengths: Bool {
    // Every other record's are current by definition: said without reading them.
    guard case .user = source else { return true }
    return strength == wantedStrength
  }

  /// The user's constraint, if it is one.
  var userConstraint: NSLayoutConstraint? {
    if case .user(let constraint) = source { return constraint }
    return nil
  }

  /// UIKit's description: `<NSLayoutConstraint:0x… UIView:0x….width == 100   (active)>`
  /// (`description` is the solver's text of the constraint).
  @MainActor
  var uikitDescription: String {
    switch source {
    case .user(let constraint): return constraint.description
    case .engine(let className, let identifier, let equation):
      let name = identifier.map { " '\($0)'" } ?? ""
      return "<\(className):\(debugAddress)\(name) \(equation())   (active)>"
    case .contentSize(let hugs):
      // Both sides in one record print as UIKit's two constraints (hugging first).
      guard let hugs else { return contentSizeDescription(hugs: true) + "\n" + contentSizeDescription(hugs: false) }
      return contentSizeDescription(hugs: hugs)
    case .pin:
      let (className, identifier, equation) = pinText
      let name = identifier.map { " '\($0)'" } ?? ""
      return "<\(className):\(debugAddress)\(name) \(equation)   (active)>"
    }
  }

  /// The text of a content-size record's hugging or compression-resistance side.
  @MainActor
  func contentSizeDescription(hugs: Bool) -> String {
    "<NSContentSizeLayoutConstraint:\(debugAddress) \(contentSizeEquation(hugs: hugs))   (active)>"
  }

  /// `UIView:0x….width == 40 Hug:250`, as UIKit prints a content-size constraint, from the
  /// item's current measurement.
  @MainActor
  private func contentSizeEquation(hugs: Bool) -> String {
    guard let item, let axis = contentSizeAxis else { return "(released)" }
    let key = item.contentSizeKey
    let name = axis == 0 ? "width" : "height"
    let priority = DebugFormat.number(CGFloat(key.priority(hugs: hugs, axis)))
    return "\(item.debugName).\(name) == \(DebugFormat.number(CGFloat(key.length(axis))))"
      + (hugs ? " Hug:\(priority)" : " CompressionResistance:\(priority)")
  }

  /// Whether it is a translated autoresizing-mask constraint (the log's "Note:" line).
  var isAutoresizing: Bool {
    if case .engine(let className, _, _) = source {
      return className == "NSAutoresizingMaskLayoutConstraint"
    }
    if case .framePin(let pin) = builder { return pin.followsMask }
    return false
  }
}
