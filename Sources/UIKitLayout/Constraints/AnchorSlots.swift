// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// An item's anchors, each made when first read and then kept, as UIKit keeps them:
/// `view.topAnchor === view.topAnchor`, and making constraints from anchors allocates no
/// anchor after the first (every constraint read two).
///
/// The anchors point back at the item through its `ItemReference`, so keeping them in the
/// item makes no reference cycle.
struct AnchorSlots {
  /// One slot per attribute that has an anchor (see `slot(_:)`); empty until the first read.
  private var anchors: [NSObject?] = []

  private static func slot(_ attribute: NSLayoutConstraint.Attribute) -> Int {
    switch attribute {
    case .left: 0
    case .right: 1
    case .leading: 2
    case .trailing: 3
    case .centerX: 4
    case .top: 5
    case .bottom: 6
    case .centerY: 7
    case .firstBaseline: 8
    case .lastBaseline: 9
    case .width: 10
    case .height: 11
    default: -1
    }
  }

  /// The kept anchor of `attribute`, if made already (a slot only ever holds its own type).
  private func kept(_ slot: Int) -> NSObject? { anchors.isEmpty ? nil : anchors[slot] }

  private mutating func keep(_ anchor: NSObject, _ slot: Int) {
    if anchors.isEmpty { anchors = [NSObject?](repeating: nil, count: 12) }
    anchors[slot] = anchor
  }

  /// The kept anchor of `attribute`, made by `make` the first time.
  @MainActor private mutating func anchor<Anchor: NSObject>(
    _ attribute: NSLayoutConstraint.Attribute, _ make: () -> Anchor
  ) -> Anchor {
    let slot = Self.slot(attribute)
    if let anchor = kept(slot) { return unsafeDowncast(anchor, to: Anchor.self) }
    let anchor = make()
    keep(anchor, slot)
    return anchor
  }

  /// The horizontal anchor of `attribute` of `item`. `reference` is the item's own
  /// (`itemReference`), read only when the anchor is made.
  @MainActor mutating func x(
    _ item: AnyObject, _ reference: @autoclosure () -> ItemReference,
    _ attribute: NSLayoutConstraint.Attribute
  ) -> NSLayoutXAxisAnchor {
    anchor(attribute) { NSLayoutXAxisAnchor(item, reference: reference(), attribute) }
  }

  /// The vertical anchor of `attribute` of `item`.
  @MainActor mutating func y(
    _ item: AnyObject, _ reference: @autoclosure () -> ItemReference,
    _ attribute: NSLayoutConstraint.Attribute
  ) -> NSLayoutYAxisAnchor {
    anchor(attribute) { NSLayoutYAxisAnchor(item, reference: reference(), attribute) }
  }

  /// The width or height anchor of `item`.
  @MainActor mutating func dimension(
    _ item: AnyObject, _ reference: @autoclosure () -> ItemReference,
    _ attribute: NSLayoutConstraint.Attribute
  ) -> NSLayoutDimension {
    anchor(attribute) { NSLayoutDimension(item, reference: reference(), attribute) }
  }
}
