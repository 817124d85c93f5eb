// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// A non-owning reference to a view or layout guide that reads `nil` once the object is gone,
/// as `weak` does, without being a weak reference.
///
/// Why: the first weak reference to an object gives it a side table, and from then on every
/// retain and release of that object takes the runtime's slow path. Constraints, anchors,
/// guides and engine items all point at views, and the engine retains views at every turn:
/// with `weak` those slow paths were a third of Auto Layout's time. Instead each view and
/// guide owns one of these (made when first needed); everything that points at the object
/// holds the reference, and the object's deinit clears it.
///
/// Anything else (an illegal constraint's item, say) is held weakly, as before.
final class ItemReference: @unchecked Sendable {
  /// The view or guide, until its deinit clears it.
  nonisolated(unsafe) unowned(unsafe) var tracked: AnyObject?
  /// Any other object, weakly.
  nonisolated(unsafe) weak var other: AnyObject?

  private init() {}

  /// The object, or `nil` once it is gone.
  var object: AnyObject? { tracked ?? other }

  /// The view it tracks (for references made by ``UIView/itemReference``).
  var view: UIView? {
    guard let object = tracked else { return nil }
    return unsafeDowncast(object, to: UIView.self)
  }

  /// The guide it tracks (for references made by ``UILayoutGuide/itemReference``).
  var guide: UILayoutGuide? {
    guard let object = tracked else { return nil }
    return unsafeDowncast(object, to: UILayoutGuide.self)
  }

  /// A tracking reference, for a view's or guide's own use.
  static func tracking(_ object: AnyObject) -> ItemReference {
    let reference = ItemReference()
    reference.tracked = object
    return reference
  }

  /// The shared reference of a view or guide, or a weak one to anything else.
  @MainActor static func to(_ object: AnyObject?) -> ItemReference? {
    switch object {
    case nil: return nil
    case let view as UIView: return view.itemReference
    case let guide as UILayoutGuide: return guide.itemReference
    case let other?:
      let reference = ItemReference()
      reference.other = other
      return reference
    }
  }
}
