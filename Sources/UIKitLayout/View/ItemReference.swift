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
  var tracked: AnyObject? {
    get { trackedStorage?.takeUnretainedValue() }
    set { trackedStorage = unretained(newValue) }
  }
  /// The tracked object's pointer: testing it for `nil` retains nothing (an `unowned(unsafe)`
  /// optional compared with `nil` was loaded, retained and released).
  nonisolated(unsafe) private var trackedStorage: Unmanaged<AnyObject>?
  /// Any other object, weakly.
  nonisolated(unsafe) weak var other: AnyObject?

  /// What the reference was made for, fixed at creation: the layout paths ask this instead
  /// of casting the object (a dynamic cast of an `AnyObject` is a call and a retain).
  let kind: Kind

  /// What a reference points at.
  enum Kind { case view, guide, other }

  private init(kind: Kind) { self.kind = kind }

  /// The object, or `nil` once it is gone.
  var object: AnyObject? { tracked ?? other }

  /// The object without a retain, or `nil` once it is gone: for code that uses it only while
  /// its owners hold it (a view's superview, a guide's owning view; anything else is loaded
  /// from its weak reference, and kept by whoever holds it).
  var unretainedObject: Unmanaged<AnyObject>? {
    if let trackedStorage { return trackedStorage }
    return unretained(other)
  }

  /// The tracked object's identity, read without retaining it (`nil` once it is gone, and
  /// for references to anything else).
  var trackedIdentity: ObjectIdentifier? {
    trackedStorage.map { ObjectIdentifier($0.takeUnretainedValue()) }
  }

  /// Whether the object is still there (read without loading it for views and guides).
  var isAlive: Bool { kind == .other ? other != nil : trackedStorage != nil }

  /// The kind while the object is there, else `nil`.
  var liveKind: Kind? { isAlive ? kind : nil }

  /// The view the item stands for: the view itself, or a guide's owning view (`nil` once gone,
  /// for an ownerless guide and for anything else).
  @MainActor var itemView: UIView? {
    switch kind {
    case .view: view
    case .guide: guide?.owningView
    case .other: nil
    }
  }

  /// ``itemView`` without a retain (the view is in a tree that holds it, or a guide's owner).
  @MainActor var unretainedItemView: Unmanaged<UIView>? {
    // No closures here: one handed to `Optional.map` checks its main-actor isolation at run
    // time, every call (`unretained(_:)` takes none).
    if kind == .view {
      guard let trackedStorage else { return nil }
      return Unmanaged<UIView>.fromOpaque(trackedStorage.toOpaque())
    }
    return unretained(itemView)
  }

  /// Marks the view the item stands for as named by a constraint (see
  /// `AutoLayoutState.isConstraintItem`), the view not retained.
  @MainActor func markItemViewNamed() {
    if kind == .view, let trackedStorage {
      trackedStorage.withGuaranteed { unsafeDowncast($0, to: UIView.self).autoLayout.isConstraintItem = true }
    } else {
      itemView?.autoLayout.isConstraintItem = true
    }
  }

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
  static func tracking(_ object: AnyObject, as kind: Kind) -> ItemReference {
    let reference = ItemReference(kind: kind)
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
      let reference = ItemReference(kind: .other)
      reference.other = other
      return reference
    }
  }
}

extension UIView {
  /// The reference the layout system points at this view through.
  var itemReference: ItemReference {
    if let reference = itemReferenceStorage { return reference }
    let reference = ItemReference.tracking(self, as: .view)
    itemReferenceStorage = reference
    return reference
  }

  /// Releases the subviews of a view being deallocated. It touches only the subview arrays
  /// (see their declaration), as a nonisolated `deinit` may.
  ///
  /// Releasing a deep tree would recurse once per level through the subviews' deinits and
  /// overflow the stack (test: "a 100 000-deep tree deallocates"): the subviews of each subview
  /// that dies here are detached before it is released, so every release is shallow. The
  /// layers are torn down the same way by CALayer's deinit.
  ///
  /// The pointers cleared here stand in for weak references (see `ItemReference`): a subview
  /// that outlives its superview has no superview and no window, as after
  /// `removeFromSuperview()`.
  nonisolated static func dismantle(_ subviews: inout [UIView]) {
    // Take the array out first, so each subview's only reference is the worklist's.
    var worklist = subviews
    subviews = []
    while var view = worklist.popLast() {
      view.superviewStorage = nil
      if isKnownUniquelyReferenced(&view) {
        worklist.append(contentsOf: view.subviewStorage)
        view.subviewStorage = []
      } else {
        leaveWindow(view)
      }
    }
  }

  /// Clears the window of a subtree that outlived its superview (iteratively: it may be deep).
  private nonisolated static func leaveWindow(_ root: UIView) {
    var stack = [root]
    while let view = stack.popLast() {
      view.windowStorage = nil
      stack.append(contentsOf: view.subviewStorage)
    }
  }
}
