// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// Something with traits that hears when they change: screens, windows, views, controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
  /// The traits in effect here.
  var traitCollection: UITraitCollection { get }
  /// Called after ``traitCollection`` changed; `previousTraitCollection` is the one before.
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A registration made by `registerForTraitChanges(_:handler:)`; pass it to
/// `unregisterForTraitChanges(_:)` to stop it (iOS 17).
public protocol UITraitChangeRegistration: AnyObject, Sendable {}

/// What can register for changes of chosen traits (iOS 17): views and controllers.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {
  /// Stops a registration.
  func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

extension UITraitChangeObservable {
  /// Stops a registration made by `registerForTraitChanges(_:handler:)`.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    (self as? any TraitStateOwner)?.traitState?.registrations.removeAll { $0 === registration }
  }
}

/// A view or controller: keeps overrides and registrations, and can recompute its traits.
@MainActor
protocol TraitStateOwner: AnyObject {
  var traitState: TraitState? { get set }
  func refreshTraits()
}

extension TraitStateOwner {
  /// The object's trait state, made on first use.
  func traitStateMakingIfNeeded() -> TraitState {
    if let traitState { return traitState }
    let state = TraitState()
    traitState = state
    return state
  }

  /// The overrides, as `traitOverrides` hands them out.
  var overridesAsTraits: any UITraitOverrides {
    MutableTraitValues(values: traitState?.overrides ?? TraitValues())
  }

  /// Sets the overrides and, if they changed, recomputes the traits below.
  func setOverrides(_ newValue: any UITraitOverrides) {
    let values = TraitValues(newValue)
    guard values != (traitState?.overrides ?? TraitValues()) else { return }
    traitStateMakingIfNeeded().overrides = values
    // Leading and trailing stop skipping the walk up for the direction.
    if values.layoutDirection != .unspecified { UIView.semanticAttributeSetCount += 1 }
    refreshTraits()
  }
}

/// The handler type of `registerForTraitChanges(_:handler:)`.
public typealias UITraitChangeHandler<TraitEnvironment: UITraitEnvironment> =
  (TraitEnvironment, UITraitCollection) -> Void

extension UITraitChangeObservable {
  /// Calls `handler` with the object and its previous traits after any of `traits` changed
  /// (after `traitCollectionDidChange(_:)`); returns the registration, to unregister.
  ///
  /// Generic over the environment the handler takes, as UIKit's: write its type in the
  /// closure, `{ (self: Self, previous: UITraitCollection) in … }` or
  /// `{ (view: MyView, previous: UITraitCollection) in … }`.
  @discardableResult
  public func registerForTraitChanges<Environment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let keys = traits.compactMap(TraitKey.init)
    let registration = TraitRegistration(keys: keys) { object, previous in
      if let object = object as? Environment { handler(object, previous) }
    }
    (self as? any TraitStateOwner)?.traitStateMakingIfNeeded().registrations.append(registration)
    return registration
  }
}

/// One registered handler and the traits it watches.
final class TraitRegistration: UITraitChangeRegistration, @unchecked Sendable {
  let keys: [TraitKey]
  let call: @MainActor (AnyObject, UITraitCollection) -> Void

  init(keys: [TraitKey], call: @escaping @MainActor (AnyObject, UITraitCollection) -> Void) {
    self.keys = keys
    self.call = call
  }
}

/// A view's or controller's own trait state, allocated when first needed: its overrides and
/// its registrations.
@MainActor
final class TraitState {
  var overrides = TraitValues()
  var registrations: [TraitRegistration] = []
  /// A controller's overrides for its children (`setOverrideTraitCollection(_:forChild:)`).
  var childOverrides: [ChildTraitOverride] = []
}

/// A trait change waiting to be delivered: the object and the collection it had before.
struct PendingTraitChange {
  let object: any UITraitEnvironment
  let previous: UITraitCollection
}

extension UITraitCollection {
  /// The traits an environment has when nothing above it says otherwise: a view outside any
  /// window, a controller without a parent or a window. UIKit predicts the app's traits;
  /// here they are those of the main screen's device (``DeviceProfile/iPhone15``) in
  /// portrait, unmodified settings.
  static let unattached: UITraitCollection = {
    let profile = DeviceProfile.iPhone15
    let (horizontal, vertical) = profile.sizeClasses(forWindowSize: profile.portraitSize)
    return UITraitCollection(
      values: TraitValues(
        horizontalSizeClass: horizontal, verticalSizeClass: vertical,
        userInterfaceIdiom: profile.idiom, displayScale: profile.scale,
        layoutDirection: .leftToRight, preferredContentSizeCategory: .large,
        userInterfaceStyle: .light, legibilityWeight: .regular))
  }()

  private static let currentKey = "UIKitLayout.UITraitCollection.current"

  /// The traits of the code running now on this thread: set while trait callbacks run and in
  /// ``performAsCurrent(_:)``; ``unattached`` otherwise. Thread-local, as UIKit's.
  public static var current: UITraitCollection {
    get { Thread.current.threadDictionary[currentKey] as? UITraitCollection ?? unattached }
    set { Thread.current.threadDictionary[currentKey] = newValue }
  }

  /// Runs `actions` with this collection as ``current``, then restores the previous one.
  public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    let dictionary = Thread.current.threadDictionary
    let saved = dictionary[Self.currentKey]
    dictionary[Self.currentKey] = self
    defer { dictionary[Self.currentKey] = saved }
    try actions()
  }

  /// This collection with `overrides` laid over it; itself when they change nothing.
  func overlaid(with overrides: TraitValues) -> UITraitCollection {
    if overrides.isEmpty { return self }
    let merged = values.merged(with: overrides)
    return merged == values ? self : UITraitCollection(values: merged)
  }
}

/// Delivers trait changes in order: each object's `traitCollectionDidChange(_:)`, then its
/// registrations for a trait that changed, with the object's new traits as `current`.
@MainActor
func deliverTraitChanges(_ changes: [PendingTraitChange]) {
  for change in changes {
    let object = change.object
    let now = object.traitCollection
    now.performAsCurrent {
      (object as? UIView)?.builtInTraitsDidChange(from: change.previous)
      object.traitCollectionDidChange(change.previous)
      let registrations = (object as? any TraitStateOwner)?.traitState?.registrations ?? []
      for registration in registrations
      where registration.keys.contains(where: { !$0.equal(now.values, change.previous.values) }) {
        registration.call(object, change.previous)
      }
    }
  }
}
