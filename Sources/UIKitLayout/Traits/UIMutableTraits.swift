// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// A set of traits that can be changed: what `UITraitCollection(mutations:)` and
/// `modifyingTraits(_:)` hand their closure (iOS 17).
public protocol UIMutableTraits {
  /// The horizontal size class.
  var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
  /// The vertical size class.
  var verticalSizeClass: UIUserInterfaceSizeClass { get set }
  /// The kind of device.
  var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
  /// Pixels per point (0: unspecified).
  var displayScale: CGFloat { get set }
  /// The layout direction.
  var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
  /// The Dynamic Type size.
  var preferredContentSizeCategory: UIContentSizeCategory { get set }
  /// Light or dark.
  var userInterfaceStyle: UIUserInterfaceStyle { get set }
  /// Whether bold text is on.
  var legibilityWeight: UILegibilityWeight { get set }
}

/// Overrides of traits on a view, a controller or a window (iOS 17 `traitOverrides`): each
/// trait set here replaces the inherited value for the owner and everything below it.
public protocol UITraitOverrides: UIMutableTraits {
  /// Whether `trait` is overridden.
  func contains(_ trait: UITrait) -> Bool
  /// Stops overriding `trait`.
  mutating func remove(_ trait: UITrait)
}

/// The mutable traits and overrides this library hands out: a ``TraitValues`` where
/// unspecified means "not set".
struct MutableTraitValues: UITraitOverrides, Equatable {
  var values: TraitValues

  var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { values.horizontalSizeClass }
    set { values.horizontalSizeClass = newValue }
  }
  var verticalSizeClass: UIUserInterfaceSizeClass {
    get { values.verticalSizeClass }
    set { values.verticalSizeClass = newValue }
  }
  var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { values.userInterfaceIdiom }
    set { values.userInterfaceIdiom = newValue }
  }
  var displayScale: CGFloat {
    get { values.displayScale }
    set { values.displayScale = newValue }
  }
  var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { values.layoutDirection }
    set { values.layoutDirection = newValue }
  }
  var preferredContentSizeCategory: UIContentSizeCategory {
    get { values.preferredContentSizeCategory }
    set { values.preferredContentSizeCategory = newValue }
  }
  var userInterfaceStyle: UIUserInterfaceStyle {
    get { values.userInterfaceStyle }
    set { values.userInterfaceStyle = newValue }
  }
  var legibilityWeight: UILegibilityWeight {
    get { values.legibilityWeight }
    set { values.legibilityWeight = newValue }
  }

  func contains(_ trait: UITrait) -> Bool {
    guard let key = TraitKey(trait) else { return false }
    return !key.equal(values, TraitValues())
  }

  mutating func remove(_ trait: UITrait) {
    TraitKey(trait)?.clear(&values)
  }
}

extension TraitValues {
  /// The values of any mutable traits (another conformer than ours).
  init(_ traits: any UIMutableTraits) {
    self.init(
      horizontalSizeClass: traits.horizontalSizeClass, verticalSizeClass: traits.verticalSizeClass,
      userInterfaceIdiom: traits.userInterfaceIdiom, displayScale: traits.displayScale,
      layoutDirection: traits.layoutDirection,
      preferredContentSizeCategory: traits.preferredContentSizeCategory,
      userInterfaceStyle: traits.userInterfaceStyle, legibilityWeight: traits.legibilityWeight)
  }
}
