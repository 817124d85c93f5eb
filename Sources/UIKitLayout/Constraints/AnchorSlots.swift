// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// An item's anchors, each made when first read and then kept, as UIKit keeps them:
/// `view.topAnchor === view.topAnchor`, and making constraints from anchors allocates no
/// anchor after the first (every constraint read two).
///
/// The anchors point back at the item through its `ItemReference`, so keeping them in the
/// item makes no reference cycle.
struct AnchorSlots {
  /// The slots, made at the first read (most views of a tree never read an anchor).
  private var storage: Storage?

  /// Twelve slots in one object. An array of optionals (as this was) is made and destroyed
  /// by the runtime's generic code: about 650 instructions to make one (its storage type's
  /// metadata looked up at every call) and a witness call for every slot when it is freed,
  /// nil or not — 2.6 % of a big tree's constraints, and as much again when it is released.
  /// A class of its own is allocated with its metadata at hand and frees its slots inline.
  private final class Storage {
    // A homogeneous tuple is laid out as an array of its element: slots are read and written
    // through a pointer to it.
    var slots: (
      NSObject?, NSObject?, NSObject?, NSObject?, NSObject?, NSObject?,
      NSObject?, NSObject?, NSObject?, NSObject?, NSObject?, NSObject?
    ) = (nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil)

    subscript(slot: Int) -> NSObject? {
      get {
        withUnsafeMutablePointer(to: &slots) {
          $0.withMemoryRebound(to: NSObject?.self, capacity: 12) { $0[slot] }
        }
      }
      set {
        withUnsafeMutablePointer(to: &slots) {
          $0.withMemoryRebound(to: NSObject?.self, capacity: 12) { $0[slot] = newValue }
        }
      }
    }
  }

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
  /// The storage is used unretained (the view holds it): `if let storage` retained it.
  private func kept(_ slot: Int) -> NSObject? {
    guard storage != nil else { return nil }
    return Unmanaged.passUnretained(storage.unsafelyUnwrapped).withGuaranteed { $0[slot] }
  }

  private mutating func keep(_ anchor: NSObject, _ slot: Int) {
    if storage == nil { storage = Storage() }
    Unmanaged.passUnretained(storage.unsafelyUnwrapped).withGuaranteed { $0[slot] = anchor }
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
