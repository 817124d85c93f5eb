// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// The engine's items: one per view or guide that a constraint (or a pin) names, made on
// first use, ancestors first.

extension LayoutEngine {
  /// `item(for:)` when the caller knows whether `object` is a view (from its
  /// `ItemReference`): a view's item is found without a cast.
  func item(for object: AnyObject, isView: Bool) -> EngineItem {
    isView ? item(forView: unsafeDowncast(object, to: UIView.self)) : item(for: object)
  }

  /// `item(for:isView:)` not retained: a view's item is read from the view's pointer, and
  /// the engine holds every item it made (`itemOrder`).
  func unretainedItem(for object: AnyObject, isView: Bool) -> Unmanaged<EngineItem> {
    if isView, let held = unsafeDowncast(object, to: UIView.self).engineItemPointer,
      held.withGuaranteed({ $0.ownerToken === token })
    {
      return held
    }
    return Unmanaged.passUnretained(item(for: object, isView: isView))
  }

  /// The item of a view or guide, created (with its ancestors) if needed.
  func item(for object: AnyObject) -> EngineItem {
    if let view = object as? UIView { return item(forView: view) }
    let guide = object as! UILayoutGuide
    if let existing = existingItem(forGuide: guide) { return existing }
    // Not `owningView.map { … }`: a main-actor closure handed to a generic function checks at
    // run time, every call, that it runs on the main actor (a fifth of making a guide's item).
    var owner: EngineItem?
    if let owningView = guide.owningView { owner = item(forView: owningView) }
    let created = newItem(view: nil, guide: guide, parent: owner)
    register(created, key: ObjectIdentifier(guide))
    if fittingTarget == nil { guide.engineItemStorage = created }
    if guide.role != .custom { builtinGuideItems.append(created) }
    markDirty(created)
    return created
  }

  /// A view's item in this engine, if it has one. A tree's engine finds it through the view's
  /// own pointer, without hashing (every constraint looks its items up while it is added);
  /// a fitting engine, which leaves the views' pointers alone, keeps a dictionary.
  func existingItem(forView view: UIView) -> EngineItem? {
    if let stored = view.engineItemStorage, stored.ownerToken === token { return stored }
    return fittingTarget == nil ? nil : items[ObjectIdentifier(view)]
  }

  /// A guide's item in this engine, if it has one: found as a view's is.
  func existingItem(forGuide guide: UILayoutGuide) -> EngineItem? {
    if let stored = guide.engineItemStorage, stored.ownerToken === token { return stored }
    return fittingTarget == nil ? nil : items[ObjectIdentifier(guide)]
  }

  private func item(forView view: UIView) -> EngineItem {
    if let existing = existingItem(forView: view) { return existing }
    guard view !== host, let superview = view.superviewStorage else { return makeItem(view, parent: nil) }
    // Usually the superview has its item already: no list of missing ancestors to build.
    if let parent = existingItem(forView: superview) { return makeItem(view, parent: parent) }
    // Create the missing ancestors first, top-down, without recursion, each under the one
    // made before it; the view's own item last.
    var ancestors: [UIView] = [superview]
    var parent: EngineItem?
    var cursor: UIView? = superview === host ? nil : superview.superviewStorage
    while let current = cursor {
      if let found = existingItem(forView: current) {
        parent = found
        break
      }
      ancestors.append(current)
      cursor = current === host ? nil : current.superviewStorage
    }
    for ancestor in ancestors.reversed() { parent = makeItem(ancestor, parent: parent) }
    return makeItem(view, parent: parent)
  }

  /// A new item for `view`, under its superview's item `parent` (nil for the host).
  private func makeItem(_ view: UIView, parent: EngineItem?) -> EngineItem {
    let item = newItem(view: view, guide: nil, parent: parent)
    parent?.hasSubviewItems = true
    if let parent, parent.movedChildren.capacity == 0 { reserveMovedList(of: parent) }
    register(item, key: ObjectIdentifier(view))
    markMoved(item)
    if fittingTarget == nil { view.engineItemStorage = item }
    if view is UILabel || (view.isScrollView && view is UITextView) { labelItems.append(item) }
    markDirty(item)
    return item
  }

  /// Room in `parent`'s moved list for every subview, at its first subview's item: only
  /// subviews are listed, and the list keeps its storage between passes. Grown from empty,
  /// a container whose subviews all moved reallocated it at the second, third, fifth… (a
  /// fifth of making an item); checked at each move instead, the check cost a re-layout more
  /// than the reallocations. Out of line: it runs once a parent.
  @inline(never) private func reserveMovedList(of parent: EngineItem) {
    guard let count = parent.view?.subviewStorage.count else { return }
    parent.movedChildren.reserveCapacity(count)
  }

  /// A new item with its four numbered variables, each tagged (`userData`) with the item's
  /// place in `itemOrder` plus one: the place `register` gives it next.
  func newItem(view: UIView?, guide: UILayoutGuide?, parent: EngineItem?) -> EngineItem {
    let minX = solver.makeVariables(4, userData: itemOrder.count + 1)
    return EngineItem(view: view, guide: guide, parent: parent, minX: minX, space: solver.space)
  }

  func register(_ item: EngineItem, key: ObjectIdentifier) {
    item.ownerToken = token
    // A tree's engine finds its items through their views and guides (see
    // `existingItem(forView:)`); a fitting engine, which leaves those pointers alone, keeps
    // a dictionary.
    if fittingTarget != nil { items[key] = item }
    itemOrder.append(item)
  }

  func makeHostItem() {
    let item = newItem(view: host, guide: nil, parent: nil)
    register(item, key: ObjectIdentifier(host))
    if fittingTarget == nil { host.engineItemStorage = item }
    if host is UILabel || host is UITextView { labelItems.append(item) }
    hostItem = item
    item.pins = hostPins(item)
    for pin in item.pins { install(pin) }
  }

  /// The item of an object if it has one.
  func existingItem(for object: AnyObject) -> EngineItem? {
    if let view = object as? UIView { return existingItem(forView: view) }
    if let guide = object as? UILayoutGuide { return existingItem(forGuide: guide) }
    return items[ObjectIdentifier(object)]
  }
}
