// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// How traits reach views. A window's traits come from its screen (idiom, scale, size classes
// of its own size); a controller's from its parent controller (with the parent's override for
// it) or else from where its view sits; a view's from its controller if it is a controller's
// root view, else from its superview; and each one's `traitOverrides` are laid over what it
// inherits, for itself and everything below.
//
// Every view keeps its current collection (`traitStorage`), so reading it costs nothing. When
// something that traits come from changes (a view moves, overrides change, a window rotates
// or is resized, a controller is added as a child), the affected subtree is walked once:
// the new collections are stored first, then `traitCollectionDidChange(_:)` and the
// registrations run top-down (a controller before its view) for each object whose traits
// changed. A subtree whose root's traits did not change is not walked.
//
// DIVERGENCE(UIKit): iOS 17 updates traits lazily, just before layout; here they are updated
// when the change happens, so callbacks run before the next layout pass too, only earlier.

extension UIView: TraitStateOwner {
  /// What ``traitCollection`` does unless a subclass overrides it.
  var defaultTraitCollection: UITraitCollection { traitStorage ?? .unattached }

  /// What ``traitOverrides`` does unless a subclass overrides it.
  var defaultTraitOverrides: any UITraitOverrides {
    get { overridesAsTraits }
    set { setOverrides(newValue) }
  }

  /// The collection this view inherits before its own overrides: its controller's, its
  /// superview's, its screen's for a window, else the unattached one.
  var inheritedTraitCollection: UITraitCollection {
    if let controller = owningViewController { return controller.traitCollection }
    if windowStorage === self, let window = self as? UIWindow { return window.screenTraitCollection }
    return superviewStorage?.traitCollection ?? .unattached
  }

  /// Recomputes the traits of this view's subtree and delivers the changes.
  func refreshTraits() {
    deliverTraitChanges(updateTraits())
  }

  /// Recomputes and stores the traits of this view's subtree; returns the changes to deliver,
  /// in order. Iterative, so 100 000 nested views don't overflow the stack.
  func updateTraits() -> [PendingTraitChange] {
    // Most views never leave the unattached traits (trees built and laid out off-window):
    // nothing to walk.
    if traitStorage == nil, traitState == nil, owningViewController == nil, windowStorage !== self,
      superviewStorage?.traitStorage == nil
    {
      return []
    }
    var changes: [PendingTraitChange] = []
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      if let controller = view.owningViewController {
        controller.storeTraits(into: &changes)
      }
      let old = view.defaultTraitCollection
      let new = view.inheritedTraitCollection.overlaid(
        with: view.traitState?.overrides ?? TraitValues())
      // Unchanged here means unchanged below: the subviews inherit from this one.
      if old === new || old.values == new.values { continue }
      view.traitStorage = new
      changes.append(PendingTraitChange(object: view, previous: old))
      stack.append(contentsOf: view.subviewStorage.reversed())
    }
    return changes
  }
}

extension UIView {
  /// A view whose size classes, Dynamic Type size or direction changed lays out again (its
  /// margins, readable width and leading/trailing depend on them).
  func defaultBuiltInTraitsDidChange(from previous: UITraitCollection) {
    let now = traitCollection.values
    let old = previous.values
    if now.layoutDirection != old.layoutDirection { layoutDirectionDidChange() }
    if now.horizontalSizeClass != old.horizontalSizeClass
      || now.verticalSizeClass != old.verticalSizeClass
      || now.preferredContentSizeCategory != old.preferredContentSizeCategory
    {
      setNeedsLayout()
    }
  }
}

extension UIWindow {
  /// The traits the root controller will have once the window is `size`: what
  /// `willTransition(to:with:)` is given.
  func traitCollection(afterResizingTo size: CGSize) -> UITraitCollection {
    var collection = screen.traitCollection(forWindowSize: size)
      .overlaid(with: traitState?.overrides ?? TraitValues())
    if let root = rootViewController {
      collection = collection.overlaid(with: root.traitState?.overrides ?? TraitValues())
    }
    return collection
  }

  /// The traits the window's screen gives it: idiom and scale from the device, size classes
  /// from the window's own size (a window narrower than its screen is an iPad app in Split
  /// View), Dynamic Type Large, light, left to right, regular weight.
  var screenTraitCollection: UITraitCollection {
    screen.traitCollection(forWindowSize: bounds.size)
  }

  /// Recomputes the window's traits (after its size or screen changed) and delivers changes.
  func windowTraitsMayHaveChanged() {
    // During UIView's initialiser the window is not yet its own window.
    guard windowStorage === self else { return }
    refreshTraits()
  }
}
