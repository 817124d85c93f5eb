// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// A relation between two attributes of layout items (views or layout guides):
/// `firstItem.firstAttribute <relation> multiplier × secondItem.secondAttribute + constant`
/// (semantics reference 4.1).
///
/// A new constraint is inactive; activating it installs it on the closest common ancestor of
/// its items, and the engine of that view tree takes it into account at the next layout pass.
/// Only ``constant``, ``priority`` (within one side of required), ``isActive`` and
/// ``identifier`` change after creation.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  // Stored properties skip the run-time exclusivity check (`@exclusivity(unchecked)`): layout
  // reads and writes them at every step, and the checks cost more than the arithmetic.
  /// The item on the left-hand side (held weakly, as in UIKit).
  public var firstItem: AnyObject? { firstItemReference?.object }
  /// The first item, through its reference (not `weak`: see `ItemReference`).
  let firstItemReference: ItemReference?
  /// The attribute of the first item.
  public let firstAttribute: Attribute
  /// How the two sides compare.
  public let relation: Relation
  /// The attribute of the second item (``Attribute/notAnAttribute`` without one).
  public let secondAttribute: Attribute
  /// Whether the constraint is archived with its view (kept for source compatibility).
  @exclusivity(unchecked) open var shouldBeArchived = false
  // The small fields sit together after the first item: spread among the references they
  // cost a constraint 16 bytes of padding (one malloc size class).
  /// The priority's storage (see ``priority``).
  @exclusivity(unchecked) var priorityStorage: UILayoutPriority = .required
  /// The item on the right-hand side, `nil` for a constant (held weakly, as in UIKit).
  public var secondItem: AnyObject? { secondItemReference?.object }
  /// The second item, through its reference.
  let secondItemReference: ItemReference?
  /// The factor applied to the second attribute; read-only, as in UIKit.
  public let multiplier: CGFloat

  /// The value added to the right-hand side. Changing it on an active constraint changes only
  /// that constant in the engine (no remove and re-add) and takes effect at the next layout.
  @exclusivity(unchecked) open var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      guard constant.isFinite else {
        // UIKit raises before storing it; if the handler returns, the old value stays.
        let refused = constant
        constant = oldValue
        LayoutEnvironment.raise(.internalInconsistency, nonFiniteConstantReason(refused))
        return
      }
      installedEngine?.constantDidChange(of: self)
    }
  }

  /// How much the constraint matters (1…1000). On an active constraint it may change between
  /// optional values, not between required and optional (that raises, as UIKit does).
  open var priority: UILayoutPriority {
    get { priorityStorage }
    set { setPriority(newValue) }
  }

  /// A name shown in the constraint's description and in conflict logs.
  @exclusivity(unchecked) open var identifier: String?

  /// Whether the constraint is installed and affects layout. Setting it activates (installs on
  /// the closest common ancestor of the items) or deactivates.
  open var isActive: Bool {
    get { isInstalled }
    set { newValue ? activateOne() : deactivateOne() }
  }

  /// The view the constraint is installed on (its `constraints` array holds it).
  var installedView: UIView? {
    get { installedViewReference?.view }
    set { installedViewReference = newValue?.itemReference }
  }
  /// The installed view's reference (`UIView.install` stores the view's own: passing the
  /// view to `installedView`'s setter retained and released it, every activation).
  @exclusivity(unchecked) var installedViewReference: ItemReference?
  /// Whether the constraint is installed on a view, read without loading the view.
  var isInstalled: Bool { installedViewReference?.isAlive ?? false }
  /// The identity of the view it is installed on, read without loading the view.
  var installedViewIdentity: ObjectIdentifier? { installedViewReference?.trackedIdentity }
  /// The engine that holds the constraint now, if any.
  var installedEngine: LayoutEngine? {
    get { installedEngineToken?.engine }
    set { installedEngineToken = newValue?.token }
  }
  /// The engine's token (not a weak reference to the engine: see `ItemReference`).
  @exclusivity(unchecked) private var installedEngineToken: EngineToken?
  /// Whether the engine `token` stands for holds the constraint, told by the token's
  /// identity (loading the engine to compare it retained and released it and the token).
  func isHeld(byEngineOf token: EngineToken) -> Bool { installedEngineToken === token }
  /// The record of the constraint in its tree's engine, once synced: the engine finds it
  /// here, without hashing (a dictionary keyed by the constraint cost about 900 instructions
  /// an add); fitting engines keep their own.
  ///
  /// Unowned: the engine holds its records (a strong reference would be a cycle through the
  /// record's `source`). It is read only when `engineRecordGeneration` is the engine's
  /// current one (`LayoutEngine.recordGeneration`), which an engine takes anew when it
  /// drops its records; and it is cleared when the constraint leaves the engine.
  @exclusivity(unchecked) unowned(unsafe) var engineRecord: EngineConstraint?
  /// The `LayoutEngine.recordGeneration` `engineRecord` belongs to (0: none).
  @exclusivity(unchecked) var engineRecordGeneration = 0
  /// The address shown in `description`.
  let debugAddress: DebugAddress
  /// A subclass name to print instead of the class name (the engine's own constraints).
  var debugClassName: String { DebugFormat.className(of: self) }

  /// Creates a constraint `item.attribute <relation> multiplier × toItem.attribute + constant`.
  ///
  /// Illegal combinations raise through ``LayoutEnvironment/exceptionHandler`` with UIKit's
  /// reason; if the handler returns, the constraint is created but can never be activated.
  ///
  /// A designated initializer, as in UIKit: a subclass that declares no initializer of its own
  /// inherits it (Auto Layout DSLs make their constraint type that way).
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    let second = view2.map { $0 as AnyObject }
    // The same assignments as `init(first:…)`: a designated initializer cannot delegate to
    // another one of its class.
    firstItemReference = ItemReference.to(view1 as AnyObject)
    firstAttribute = attr1
    self.relation = relation
    secondItemReference = attr2 == .notAnAttribute ? nil : ItemReference.to(second)
    secondAttribute = second == nil ? .notAnAttribute : attr2
    self.multiplier = multiplier
    constant = c
    debugAddress = DebugAddress.next()
    super.init()
    validate()
  }

  /// The initializer of the anchors and of the engine's own constraint classes (which skip
  /// the validation: their location-equals-constant pins are legal inside the engine).
  init(
    first: AnyObject?, _ attr1: Attribute, _ relation: Relation, second: AnyObject?,
    _ attr2: Attribute, multiplier: CGFloat, constant: CGFloat, validate: Bool = true
  ) {
    firstItemReference = ItemReference.to(first)
    firstAttribute = attr1
    self.relation = relation
    secondItemReference = attr2 == .notAnAttribute ? nil : ItemReference.to(second)
    secondAttribute = second == nil ? .notAnAttribute : attr2
    self.multiplier = multiplier
    self.constant = constant
    debugAddress = DebugAddress.next()
    super.init()
    if validate { self.validate() }
  }

  /// The anchors' initializer: the items come as the anchors hold them, so making a
  /// constraint neither loads nor casts them (a cast of an `AnyObject` is a call and a
  /// retain). The same assignments as `init(first:…)`, which takes the items themselves.
  init(
    firstReference: consuming ItemReference?, _ attr1: Attribute, _ relation: Relation,
    secondReference: consuming ItemReference?, _ attr2: Attribute, multiplier: CGFloat,
    constant: CGFloat
  ) {
    // An item gone already counts as none, as `ItemReference.to(nil)` makes it. Each
    // reference is read once after its test, so the argument moves into its property (a
    // local copy used twice cost a retain and a release a constraint).
    let hasSecond = attr2 != .notAnAttribute && secondReference?.isAlive == true
    firstItemReference = firstReference?.isAlive == true ? consume firstReference : nil
    firstAttribute = attr1
    self.relation = relation
    secondItemReference = hasSecond ? consume secondReference : nil
    secondAttribute = hasSecond ? attr2 : .notAnAttribute
    self.multiplier = multiplier
    self.constant = constant
    debugAddress = DebugAddress.next()
    super.init()
    validate()
  }

  /// Raises UIKit's exception for an illegal constraint (which then never activates).
  private func validate() {
    if !multiplier.isFinite {
      isIllegal = true
      LayoutEnvironment.raise(
        .internalInconsistency,
        "Multiplier is not finite!  That's illegal.  multiplier:\(String(format: "%g", Double(multiplier)))")
    } else if !constant.isFinite {
      isIllegal = true
      LayoutEnvironment.raise(.internalInconsistency, nonFiniteConstantReason(constant))
    } else if let reason = validationFailure() {
      isIllegal = true
      LayoutEnvironment.raise(.invalidArgument, reason)
    }
  }

  /// UIKit's reason for a NaN or infinite constant (NSLayoutConstraint.m).
  private func nonFiniteConstantReason(_ value: CGFloat) -> String {
    let second = secondItem == nil ? "(null)" : anchorText(secondItem, secondAttribute)
    return "NSLayoutConstraint constant is not finite!  That's illegal.  constant:"
      + "\(String(format: "%g", Double(value))) firstAnchor:\(anchorText(firstItem, firstAttribute)) "
      + "secondAnchor:\(second)"
  }

  /// An anchor as UIKit's `%@` prints it: `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">`.
  private func anchorText(_ item: AnyObject?, _ attribute: Attribute) -> String {
    let kind = attribute.isSize ? "NSLayoutDimension" : attribute.axis == .horizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor"
    return "<\(kind):\(debugAddress) \"\(NSLayoutConstraint.itemName(item)).\(attribute.debugName)\">"
  }

  /// Set when the initialiser raised; such a constraint is never installed.
  @exclusivity(unchecked) var isIllegal = false

  /// UIKit's reason for refusing these items and attributes, or `nil` if they are legal.
  private func validationFailure() -> String? {
    // From the references' kinds: neither item is loaded or cast.
    let first = firstItemReference?.liveKind, second = secondItemReference?.liveKind
    guard let first, first != .other else {
      return "Constraint must contain a first layout item"
    }
    if second == .other {
      return "Constraint items must each be a view or layout guide."
    }
    // Built only when returned: every constraint is validated when made.
    var pairing: String {
      "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:"
        + "multiplier:constant:]: Invalid pairing of layout attributes"
    }
    if firstAttribute == .notAnAttribute { return pairing }
    if !firstAttribute.isSize && (second == nil || multiplier == 0) {
      return "A multiplier of 0 or a nil second item together with a location for the first "
        + "attribute creates an illegal constraint of a location equal to a constant. "
        + "Location attributes must be specified in pairs."
    }
    guard second != nil else { return nil }
    // Sizes pair with sizes and locations with locations, on either axis: UIKit creates and
    // installs `height == 2 × width` (aspect ratios) and `left == top + 50` (docs/auto-layout.md).
    if firstAttribute.isSize != secondAttribute.isSize { return pairing }
    if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontal)
      || (firstAttribute.isAbsoluteHorizontal && secondAttribute.isDirectional)
    {
      return "A constraint cannot be made between a leading/trailing attribute and a "
        + "right/left attribute. Use leading/trailing for both or neither."
    }
    return nil
  }

  // MARK: - Activation

  /// Activates each constraint (as setting ``isActive`` does, in order).
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    // The caller's array holds them: each is used without a retain.
    constraints.forEachUnretained { $0.activateOne() }
  }

  /// Deactivates each constraint.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    constraints.forEachUnretained { $0.deactivateOne() }
  }

  private func activateOne() {
    guard !isInstalled, !isIllegal else { return }
    guard let ancestor = ConstraintInstallation.commonAncestor(of: self) else {
      LayoutEnvironment.raise(
        .generic,
        "Unable to activate constraint with anchors \(anchorDescription(firstItem, firstAttribute)) "
          + "and \(anchorDescription(secondItem, secondAttribute)) because they have no common "
          + "ancestor.  Does the constraint or its anchors reference items in different view "
          + "hierarchies?  That's illegal.")
      return
    }
    ancestor.withGuaranteed { $0.install(self) }
  }

  private func deactivateOne() {
    installedView?.uninstall(self)
  }

  private func setPriority(_ newValue: UILayoutPriority) {
    let old = priorityStorage
    guard newValue != old else { return }
    if isActive && (newValue == .required) != (old == .required) {
      LayoutEnvironment.raise(
        .internalInconsistency,
        "Mutating a priority from required to not on an installed constraint (or vice-versa) "
          + "is not supported.  You passed priority \(DebugFormat.number(CGFloat(newValue.rawValue))) "
          + "and the existing priority was \(DebugFormat.number(CGFloat(old.rawValue))).")
      return
    }
    priorityStorage = newValue
    installedEngine?.priorityDidChange(of: self)
  }

  // MARK: - Visual Format Language (NSLayoutConstraint+VisualFormat)

  /// Creates the constraints a Visual Format Language string describes, such as
  /// `H:|-[find]-[findNext]-[findField(>=20)]-|` (semantics reference 5; the grammar and the
  /// order of the array are in `docs/visual-format-language.md`).
  ///
  /// The constraints are inactive; activate them with ``activate(_:)``. Views keep the
  /// `translatesAutoresizingMaskIntoConstraints` their caller gave them. A `|` stands for the
  /// superview of the view next to it, so the views must already be in their hierarchy.
  ///
  /// A bad string raises `NSInvalidArgumentException` through
  /// ``LayoutEnvironment/exceptionHandler`` with UIKit's reason (``VisualFormatError/reason``);
  /// if the handler returns, the result is empty.
  ///
  /// - Parameters:
  ///   - format: The format string.
  ///   - opts: Alignment of the views, direction and spacing (``FormatOptions``).
  ///   - metrics: Named numbers for spacings, sizes and priorities (`Int`, `Double`, `Float`,
  ///     `CGFloat` or `NSNumber` values).
  ///   - views: The views the string names (`UIView` values).
  /// - Returns: The constraints, in the order UIKit lists them.
  open class func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    defaultConstraints(withVisualFormat: format, options: opts, metrics: metrics, views: views)
  }

  // MARK: - Description

  /// `<NSLayoutConstraint:0x… 'id' UIView:0x….leading == UIView:0x….leading + 20   (active)>`.
  ///
  /// Nonisolated, as `NSObject`'s (see `MainActorAccess`).
  nonisolated open override var description: String {
    MainActorAccess.value({ fullDescription })
  }

  private var fullDescription: String {
    var text = "<\(debugClassName):\(debugAddress)"
    if let identifier { text += " '\(identifier)'" }
    text += " " + equationDescription
    text += isActive ? "   (active)>" : "   (inactive)>"
    return text
  }

  /// The equation part of the description.
  var equationDescription: String {
    var text = "\(NSLayoutConstraint.itemName(firstItem)).\(firstAttribute.debugName) "
    text += relation.symbol
    if let secondItem {
      text += " "
      if multiplier != 1 { text += DebugFormat.number(multiplier) + "*" }
      text += "\(NSLayoutConstraint.itemName(secondItem)).\(secondAttribute.debugName)"
      if constant > 0 { text += " + " + DebugFormat.number(constant) }
      if constant < 0 { text += " - " + DebugFormat.number(-constant) }
    } else {
      text += " " + DebugFormat.number(constant)
    }
    if priorityStorage != .required {
      text += " priority:" + DebugFormat.number(CGFloat(priorityStorage.rawValue))
    }
    return text
  }

  /// `UIView:0x…`, or `UILayoutGuide:0x…'UIViewLayoutMarginsGuide'`.
  static func itemName(_ item: AnyObject?) -> String {
    switch item {
    case let view as UIView: "\(DebugFormat.className(of: view)):\(view.debugAddress)"
    case let guide as UILayoutGuide: guide.debugName
    default: "nil"
    }
  }

  private func anchorDescription(_ item: AnyObject?, _ attribute: Attribute) -> String {
    "\"<NSLayoutAnchor:\(debugAddress) \"\(NSLayoutConstraint.itemName(item)).\(attribute.debugName)\">\""
  }
}
