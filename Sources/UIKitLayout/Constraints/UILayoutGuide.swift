// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// A rectangle that takes part in constraints without being a view: no drawing, no events,
/// not in `subviews` (semantics reference 4.10). Add it to a view with `addLayoutGuide(_:)`
/// before constraining it.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
  // Stored properties skip the run-time exclusivity check (`@exclusivity(unchecked)`): layout
  // reads and writes them at every step, and the checks cost more than the arithmetic.
  /// The view the guide belongs to; its `layoutFrame` is in this view's coordinates.
  public internal(set) var owningView: UIView? {
    get { owningViewReference?.view }
    set { owningViewReference = newValue?.itemReference }
  }
  /// The owning view, through its reference (not `weak`: see `ItemReference`).
  @exclusivity(unchecked) private var owningViewReference: ItemReference?
  /// The guide's anchors, kept once made (see `AnchorSlots`).
  @exclusivity(unchecked) private var anchors = AnchorSlots()
  /// What constraints, anchors and engine items point at this guide through.
  @exclusivity(unchecked) nonisolated(unsafe) private var itemReferenceStorage: ItemReference?
  /// The guide's variables in its tree's engine (as a view's `engineItemStorage`): found
  /// through the guide, not by hashing its address, which a new guide can take over once
  /// this one is gone.
  @exclusivity(unchecked) var engineItemStorage: EngineItem?

  /// The reference the layout system points at this guide through.
  var itemReference: ItemReference {
    if let reference = itemReferenceStorage { return reference }
    let reference = ItemReference.tracking(self, as: .guide)
    itemReferenceStorage = reference
    return reference
  }

  deinit {
    // What points at the guide reads nil from now on (see `ItemReference`).
    itemReferenceStorage?.tracked = nil
  }
  /// A name shown in debug output.
  @exclusivity(unchecked) open var identifier = ""

  /// Which built-in guide it is, if one.
  enum Role { case custom, margins, safeArea, readableContent, scrollContent, scrollFrame }
  let role: Role
  let debugAddress: DebugAddress

  /// Creates a guide; add it to a view before use.
  public override init() {
    role = .custom
    debugAddress = DebugAddress.next()
    super.init()
  }

  init(role: Role, identifier: String) {
    self.role = role
    self.identifier = identifier
    debugAddress = DebugAddress.next()
    super.init()
  }

  /// The guide's rectangle in its owning view's coordinates, as of the last layout pass
  /// (`.zero` before the engine has placed it).
  open var layoutFrame: CGRect {
    guard let owner = owningView, let ownerItem = owner.engineItemStorage,
      let engine = LayoutEngine.engine(for: owner, create: false),
      let item = engine.existingItem(for: self)
    else { return .zero }
    let content = ownerItem.solvedContentOrigin()
    let rect = item.solvedRect
    return CGRect(
      x: rect.minX - content.x, y: rect.minY - content.y,
      width: rect.width, height: rect.height)
  }

  /// `UILayoutGuide:0x…'identifier'`.
  var debugName: String {
    "\(debugClassName):\(debugAddress)" + (identifier.isEmpty ? "" : "'\(identifier)'")
  }

  /// The class name debug output shows: the guide's class (a stack view's spacers show the
  /// name of UIKit's private class they stand for).
  var debugClassName: String { DebugFormat.className(of: self) }

  /// `<UILayoutGuide: 0x…; frame = (…); owningView = <…>>`.
  ///
  /// Nonisolated, as `NSObject`'s (see `MainActorAccess`).
  nonisolated open override var description: String {
    MainActorAccess.value(
      {
        "<\(debugClassName): \(debugAddress) - \(DebugFormat.rect(layoutFrame))"
          + (identifier.isEmpty ? "" : ", layoutFrame identifier '\(identifier)'") + ">"
      })
  }

  /// The guide's left edge.
  open var leftAnchor: NSLayoutXAxisAnchor { anchors.x(self, itemReference, .left) }
  /// The guide's right edge.
  open var rightAnchor: NSLayoutXAxisAnchor { anchors.x(self, itemReference, .right) }
  /// The guide's leading edge.
  open var leadingAnchor: NSLayoutXAxisAnchor { anchors.x(self, itemReference, .leading) }
  /// The guide's trailing edge.
  open var trailingAnchor: NSLayoutXAxisAnchor { anchors.x(self, itemReference, .trailing) }
  /// The guide's horizontal middle.
  open var centerXAnchor: NSLayoutXAxisAnchor { anchors.x(self, itemReference, .centerX) }
  /// The guide's top edge.
  open var topAnchor: NSLayoutYAxisAnchor { anchors.y(self, itemReference, .top) }
  /// The guide's bottom edge.
  open var bottomAnchor: NSLayoutYAxisAnchor { anchors.y(self, itemReference, .bottom) }
  /// The guide's vertical middle.
  open var centerYAnchor: NSLayoutYAxisAnchor { anchors.y(self, itemReference, .centerY) }
  /// The guide's width.
  open var widthAnchor: NSLayoutDimension { anchors.dimension(self, itemReference, .width) }
  /// The guide's height.
  open var heightAnchor: NSLayoutDimension { anchors.dimension(self, itemReference, .height) }
}

extension UIView {
  /// What ``layoutGuides`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  var defaultLayoutGuides: [UILayoutGuide] { autoLayout.layoutGuideStorage }

  /// What ``addLayoutGuide`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultAddLayoutGuide(_ layoutGuide: UILayoutGuide) {
    if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
    guard layoutGuide.owningView !== self else { return }
    layoutGuide.owningView = self
    autoLayout.layoutGuideStorage.append(layoutGuide)
  }

  /// What ``removeLayoutGuide`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultRemoveLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView === self else { return }
    var ancestor: UIView? = self
    while let current = ancestor {
      for constraint in current.autoLayout.constraintStorage
      where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
        constraint.isActive = false
      }
      ancestor = current.superviewStorage
    }
    autoLayout.layoutGuideStorage.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
  }

  /// What ``layoutMarginsGuide`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  var defaultLayoutMarginsGuide: UILayoutGuide {
    autoLayout.layoutMarginsGuideStorage ?? makeBuiltInGuide(.margins, "UIViewLayoutMarginsGuide")
  }

  /// What ``safeAreaLayoutGuide`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  var defaultSafeAreaLayoutGuide: UILayoutGuide {
    autoLayout.safeAreaLayoutGuideStorage ?? makeBuiltInGuide(.safeArea, "UIViewSafeAreaLayoutGuide")
  }

  /// What ``readableContentGuide`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  var defaultReadableContentGuide: UILayoutGuide {
    autoLayout.readableContentGuideStorage
      ?? makeBuiltInGuide(.readableContent, "UIViewReadableContentGuide")
  }

  /// Makes and adds a built-in guide, the first time it is asked for. (Stored by a switch on
  /// its role, not through a key path: reading and writing through one cost more than making
  /// the guide.)
  private func makeBuiltInGuide(_ role: UILayoutGuide.Role, _ identifier: String) -> UILayoutGuide {
    let guide = UILayoutGuide(role: role, identifier: identifier)
    switch role {
    case .margins: autoLayout.layoutMarginsGuideStorage = guide
    case .safeArea: autoLayout.safeAreaLayoutGuideStorage = guide
    case .readableContent: autoLayout.readableContentGuideStorage = guide
    case .custom, .scrollContent, .scrollFrame: break
    }
    addLayoutGuide(guide)
    return guide
  }

  /// The widest `readableContentGuide` at the default text size (Large).
  public static let readableContentWidth: CGFloat = 672

  /// The widest readable content at `category`: UIKit's rule, 46 letters "m" of the body
  /// font, rounded up to a multiple of 8 points, with the system font's "m" (0.859 em, which
  /// gives 672 at Large, the width measured on devices).
  public static func readableContentWidth(for category: UIContentSizeCategory) -> CGFloat {
    let body = UIFont.TextStyle.body.dynamicTypeRow.sizes[category.tableIndex]
    return ((46 * 0.859 * body) / 8).rounded(.up) * 8
  }

  /// The readable content guide's insets in a view `width` wide with these margins: the
  /// margins, widened on both sides alike until what is between them is at most the
  /// readable width for `category`.
  static func readableInsets(
    margins: UIEdgeInsets, width: CGFloat, category: UIContentSizeCategory = .large
  ) -> UIEdgeInsets {
    let readable = category == .large || category == .unspecified
      ? readableContentWidth : readableContentWidth(for: category)
    let extra = max(0, width - margins.left - margins.right - readable) / 2
    return UIEdgeInsets(top: margins.top, left: margins.left + extra, bottom: margins.bottom, right: margins.right + extra)
  }
}
