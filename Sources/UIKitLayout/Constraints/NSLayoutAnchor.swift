// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// One attribute of a layout item, to make constraints from (semantics reference 4.9).
///
/// The type parameter is the anchor's own subclass, so `leadingAnchor.constraint(equalTo:
/// topAnchor)` does not compile: only anchors of one axis (or two dimensions) combine.
/// Constraints made here are inactive until activated.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// The view or guide the anchor belongs to (held weakly).
  public var item: AnyObject? { itemReference?.object }
  /// The item, through its reference (not `weak`: see `ItemReference`).
  let itemReference: ItemReference?
  let attribute: NSLayoutConstraint.Attribute

  init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
    itemReference = ItemReference.to(item)
    self.attribute = attribute
    itemIdentity = ObjectIdentifier(item)
    super.init()
  }

  /// An anchor of a view or guide that hands its own reference (no cast to find it).
  init(_ item: AnyObject, reference: ItemReference, _ attribute: NSLayoutConstraint.Attribute) {
    itemReference = reference
    self.attribute = attribute
    itemIdentity = ObjectIdentifier(item)
    super.init()
  }

  /// The item's identity, kept for equality after the (weakly held) item is gone.
  private let itemIdentity: ObjectIdentifier

  /// Whether `object` is an anchor for the same attribute of the same item. UIKit hands out
  /// one anchor object per item and attribute, and so does this (`AnchorSlots`); an anchor made
  /// apart (`anchorWithOffset(to:)`'s dimension of its hidden guide) compares by item and
  /// attribute as well.
  nonisolated open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSLayoutAnchor<AnchorType> else { return false }
    return other.itemIdentity == itemIdentity && other.attribute == attribute
  }

  /// A hash consistent with ``isEqual(_:)``.
  nonisolated open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(itemIdentity)
    hasher.combine(attribute)
    return hasher.finalize()
  }

  /// `self == anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.equal, anchor, constant: 0)
  }

  /// `self >= anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, constant: 0)
  }

  /// `self <= anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: 0)
  }

  /// `self == anchor + c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, constant: c)
  }

  /// `self >= anchor + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: c)
  }

  /// `self <= anchor + c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, constant: c)
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
    multiplier: CGFloat = 1, constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      firstReference: itemReference, attribute, relation, secondReference: anchor?.itemReference,
      anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }

  /// Whether the anchor's item has an ambiguous layout along the anchor's axis.
  open var hasAmbiguousLayout: Bool {
    (item as? UIView)?.hasAmbiguousLayout ?? false
  }

  /// `UIView:0x….leading`.
  ///
  /// Nonisolated, as `NSObject`'s (see `MainActorAccess`).
  nonisolated open override var description: String {
    MainActorAccess.value(
      { "\(NSLayoutConstraint.itemName(item)).\(attribute.debugName)" })
  }
}

/// A horizontal position: leading, trailing, left, right or centerX.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// `self == anchor + multiplier × system spacing` (8 points between views), `self` after
  /// `anchor` in the reading direction.
  open func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
  }

  /// `self >= anchor + multiplier × system spacing`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
  }

  /// `self <= anchor + multiplier × system spacing`.
  open func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
  }

  /// The distance from this anchor to `otherAnchor`, as a dimension.
  open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(offsetFrom: (item, attribute), to: (otherAnchor.item, otherAnchor.attribute))
  }
}

/// A vertical position: top, bottom, centerY, firstBaseline or lastBaseline.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// `self == anchor + multiplier × system spacing`, `self` below `anchor`.
  open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
  }

  /// `self >= anchor + multiplier × system spacing`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
  }

  /// `self <= anchor + multiplier × system spacing`.
  open func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
  }

  /// The distance from this anchor to `otherAnchor`, as a dimension.
  open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(offsetFrom: (item, attribute), to: (otherAnchor.item, otherAnchor.attribute))
  }
}

/// A size: width or height (or the distance between two anchors, `anchorWithOffset(to:)`).
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// For `anchorWithOffset(to:)`: the span is `to − from`, realised as a hidden guide.
  convenience init(
    offsetFrom start: (AnyObject?, NSLayoutConstraint.Attribute),
    to end: (AnyObject?, NSLayoutConstraint.Attribute)
  ) {
    // A guide spanning the two anchors: its width/height is the offset. It is owned by the
    // first item's view and tied with two required constraints, active from now on.
    let guide = UILayoutGuide()
    guide.identifier = "NSLayoutAnchorOffset"
    let horizontal = start.1.axis == .horizontal
    if let owner = ConstraintInstallation.view(of: start.0) { owner.addLayoutGuide(guide) }
    self.init(guide, horizontal ? .width : .height)
    // Leading/trailing anchors can't be tied to left/right edges (that raises): the guide
    // uses leading/trailing when either anchor does, left/right otherwise.
    let directional = start.1.isDirectional || end.1.isDirectional
    let startEdge: NSLayoutConstraint.Attribute = horizontal ? (directional ? .leading : .left) : .top
    let endEdge: NSLayoutConstraint.Attribute = horizontal ? (directional ? .trailing : .right) : .bottom
    if let startItem = start.0, let endItem = end.0 {
      NSLayoutConstraint.activate([
        NSLayoutConstraint(
          first: guide, startEdge, .equal, second: startItem, start.1, multiplier: 1, constant: 0),
        NSLayoutConstraint(
          first: guide, endEdge, .equal, second: endItem, end.1, multiplier: 1, constant: 0),
      ])
    }
  }

  /// `self == c`.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, nil, constant: c)
  }

  /// `self >= c`.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c)
  }

  /// `self <= c`.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, constant: c)
  }

  /// `self == m × anchor`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: m, constant: 0)
  }

  /// `self >= m × anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// `self <= m × anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// `self == m × anchor + c`.
  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: c)
  }

  /// `self >= m × anchor + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// `self <= m × anchor + c`.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}

extension NSLayoutConstraint {
  /// The standard spacing between two views (undocumented by Apple; 8 points, the sibling
  /// spacing of the Auto Layout Guide).
  static let systemSpacing: CGFloat = 8
}

extension UIView {
  /// What ``leftAnchor`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  var defaultLeftAnchor: NSLayoutXAxisAnchor { autoLayout.anchors.x(self, itemReference, .left) }
  /// What ``rightAnchor`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  var defaultRightAnchor: NSLayoutXAxisAnchor { autoLayout.anchors.x(self, itemReference, .right) }
  /// What ``leadingAnchor`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  var defaultLeadingAnchor: NSLayoutXAxisAnchor {
    autoLayout.anchors.x(self, itemReference, .leading)
  }
  /// What ``trailingAnchor`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  var defaultTrailingAnchor: NSLayoutXAxisAnchor {
    autoLayout.anchors.x(self, itemReference, .trailing)
  }
  /// What ``centerXAnchor`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  var defaultCenterXAnchor: NSLayoutXAxisAnchor {
    autoLayout.anchors.x(self, itemReference, .centerX)
  }
  /// What ``topAnchor`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  var defaultTopAnchor: NSLayoutYAxisAnchor { autoLayout.anchors.y(self, itemReference, .top) }
  /// What ``bottomAnchor`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  var defaultBottomAnchor: NSLayoutYAxisAnchor {
    autoLayout.anchors.y(self, itemReference, .bottom)
  }
  /// What ``centerYAnchor`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  var defaultCenterYAnchor: NSLayoutYAxisAnchor {
    autoLayout.anchors.y(self, itemReference, .centerY)
  }
  /// What ``firstBaselineAnchor`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  var defaultFirstBaselineAnchor: NSLayoutYAxisAnchor {
    autoLayout.anchors.y(self, itemReference, .firstBaseline)
  }
  /// What ``lastBaselineAnchor`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  var defaultLastBaselineAnchor: NSLayoutYAxisAnchor {
    autoLayout.anchors.y(self, itemReference, .lastBaseline)
  }
  /// What ``widthAnchor`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  var defaultWidthAnchor: NSLayoutDimension {
    autoLayout.anchors.dimension(self, itemReference, .width)
  }
  /// What ``heightAnchor`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  var defaultHeightAnchor: NSLayoutDimension {
    autoLayout.anchors.dimension(self, itemReference, .height)
  }
}
