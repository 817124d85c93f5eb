// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// A controller's traits, as since iOS 17: those of its view's superview if the view is in
// one, else its parent controller's, else the unattached ones; then its parent's override for
// it (`setOverrideTraitCollection(_:forChild:)`), then its own `traitOverrides`. Its root view
// inherits them. See UIView+Traits for when they are recomputed.

extension UIViewController: TraitStateOwner {
  /// What ``traitCollection`` does unless a subclass overrides it.
  var defaultTraitCollection: UITraitCollection {
    let base: UITraitCollection
    if let superview = viewIfLoaded?.superviewStorage {
      base = superview.traitCollection
    } else if let parent {
      base = parent.traitCollection
    } else if let window = viewIfLoaded as? UIWindow {
      base = window.screenTraitCollection
    } else {
      base = .unattached
    }
    var overrides = parent?.childTraitOverrides(for: self) ?? TraitValues()
    if let own = traitState?.overrides { overrides = overrides.merged(with: own) }
    return base.overlaid(with: overrides)
  }

  /// What ``traitOverrides`` does unless a subclass overrides it.
  var defaultTraitOverrides: any UITraitOverrides {
    get { overridesAsTraits }
    set { setOverrides(newValue) }
  }

  /// Lays `collection` over the traits `childViewController` inherits (`nil` removes the
  /// override); the child and its view hear of the change.
  public func setOverrideTraitCollection(
    _ collection: UITraitCollection?, forChild childViewController: UIViewController
  ) {
    guard childViewController.parent === self else { return }
    let state = traitStateMakingIfNeeded()
    state.childOverrides.removeAll { $0.child === childViewController }
    if let collection, !collection.values.isEmpty {
      state.childOverrides.append(ChildTraitOverride(child: childViewController, values: collection.values))
      if collection.values.layoutDirection != .unspecified { UIView.semanticAttributeSetCount += 1 }
    }
    childViewController.refreshTraits()
  }

  /// The collection set for `childViewController` by
  /// ``setOverrideTraitCollection(_:forChild:)``, if any.
  public func overrideTraitCollection(forChild childViewController: UIViewController)
    -> UITraitCollection?
  {
    childTraitOverrides(for: childViewController).map { UITraitCollection(values: $0) }
  }

  func childTraitOverrides(for child: UIViewController) -> TraitValues? {
    traitState?.childOverrides.first { $0.child === child }?.values
  }

  /// Recomputes the traits of the controller, its view's subtree, and its children whose views
  /// are elsewhere (or not loaded); delivers the changes.
  func refreshTraits() {
    var changes: [PendingTraitChange] = []
    if let view = viewIfLoaded {
      changes = view.updateTraits()
      if !changes.contains(where: { $0.object === self }) { storeTraits(into: &changes) }
    } else {
      storeTraits(into: &changes)
    }
    deliverTraitChanges(changes)
    for child in children {
      // A child whose view is in this controller's view was walked above.
      if let root = viewIfLoaded, let childView = child.viewIfLoaded, childView.isDescendant(of: root) {
        continue
      }
      child.refreshTraits()
    }
  }

  /// Stores the controller's current traits; records a change if they differ from the last
  /// ones stored.
  func storeTraits(into changes: inout [PendingTraitChange]) {
    let new = traitCollection
    let old = traitStorage ?? .unattached
    guard old !== new, old.values != new.values else {
      traitStorage = new
      return
    }
    traitStorage = new
    changes.append(PendingTraitChange(object: self, previous: old))
  }
}

/// A parent's override for one child.
struct ChildTraitOverride {
  weak var child: UIViewController?
  let values: TraitValues
}
