// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// The values of the built-in traits, each possibly unspecified: what a trait collection,
/// a set of overrides and a set of mutable traits hold.
struct TraitValues: Hashable, Sendable {
  var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
  var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
  var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
  var displayScale: CGFloat = 0
  var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
  var preferredContentSizeCategory = UIContentSizeCategory.unspecified
  var userInterfaceStyle = UIUserInterfaceStyle.unspecified
  var legibilityWeight = UILegibilityWeight.unspecified

  /// These values with every trait `other` specifies taken from `other`.
  func merged(with other: TraitValues) -> TraitValues {
    var result = self
    if other.horizontalSizeClass != .unspecified {
      result.horizontalSizeClass = other.horizontalSizeClass
    }
    if other.verticalSizeClass != .unspecified { result.verticalSizeClass = other.verticalSizeClass }
    if other.userInterfaceIdiom != .unspecified {
      result.userInterfaceIdiom = other.userInterfaceIdiom
    }
    if other.displayScale != 0 { result.displayScale = other.displayScale }
    if other.layoutDirection != .unspecified { result.layoutDirection = other.layoutDirection }
    if other.preferredContentSizeCategory != .unspecified {
      result.preferredContentSizeCategory = other.preferredContentSizeCategory
    }
    if other.userInterfaceStyle != .unspecified {
      result.userInterfaceStyle = other.userInterfaceStyle
    }
    if other.legibilityWeight != .unspecified { result.legibilityWeight = other.legibilityWeight }
    return result
  }

  /// Whether every trait `other` specifies has the same value here.
  func contains(_ other: TraitValues) -> Bool {
    merged(with: other) == self
  }

  /// Whether nothing is specified.
  var isEmpty: Bool { self == TraitValues() }
}

/// The traits of an interface environment: size classes, idiom, scale, layout direction,
/// Dynamic Type size, appearance and bold text (UIKit's `UITraitCollection`).
///
/// Immutable. Views and controllers get theirs from their window through the tree
/// (``UITraitEnvironment``); a collection made here specifies only what it is given, the rest
/// is unspecified.
public final class UITraitCollection: NSObject, @unchecked Sendable {
  let values: TraitValues

  init(values: TraitValues) {
    self.values = values
    super.init()
  }

  /// A collection that specifies nothing.
  public override convenience init() { self.init(values: TraitValues()) }

  /// A collection specifying only the horizontal size class.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(values: TraitValues(horizontalSizeClass: horizontalSizeClass))
  }

  /// A collection specifying only the vertical size class.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(values: TraitValues(verticalSizeClass: verticalSizeClass))
  }

  /// A collection specifying only the idiom.
  public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
    self.init(values: TraitValues(userInterfaceIdiom: idiom))
  }

  /// A collection specifying only the display scale.
  public convenience init(displayScale scale: CGFloat) {
    self.init(values: TraitValues(displayScale: scale))
  }

  /// A collection specifying only the layout direction.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(values: TraitValues(layoutDirection: layoutDirection))
  }

  /// A collection specifying only the Dynamic Type size.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(values: TraitValues(preferredContentSizeCategory: preferredContentSizeCategory))
  }

  /// A collection specifying only the appearance.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(values: TraitValues(userInterfaceStyle: userInterfaceStyle))
  }

  /// A collection specifying only the text weight.
  public convenience init(legibilityWeight: UILegibilityWeight) {
    self.init(values: TraitValues(legibilityWeight: legibilityWeight))
  }

  /// The collections merged in order: each trait takes its value from the last collection
  /// that specifies it.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    self.init(
      values: traitCollections.reduce(TraitValues()) { $0.merged(with: $1.values) })
  }

  /// A collection made by `mutations` from one that specifies nothing (iOS 17).
  public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
    var traits: any UIMutableTraits = MutableTraitValues(values: TraitValues())
    mutations(&traits)
    self.init(values: (traits as? MutableTraitValues)?.values ?? TraitValues(traits))
  }

  /// This collection changed by `mutations` (iOS 17).
  public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void)
    -> UITraitCollection
  {
    var traits: any UIMutableTraits = MutableTraitValues(values: values)
    mutations(&traits)
    return UITraitCollection(
      values: (traits as? MutableTraitValues)?.values ?? TraitValues(traits))
  }

  // MARK: - Traits

  /// The horizontal size class.
  public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
  /// The vertical size class.
  public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
  /// The kind of device.
  public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
  /// Pixels per point; 0 when unspecified.
  public var displayScale: CGFloat { values.displayScale }
  /// The layout direction.
  public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
  /// The Dynamic Type size.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    values.preferredContentSizeCategory
  }
  /// Light or dark.
  public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
  /// Whether bold text is on.
  public var legibilityWeight: UILegibilityWeight { values.legibilityWeight }

  /// The value of a built-in trait, by its definition (`traits[UITraitVerticalSizeClass.self]`).
  public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
    TraitKey(T.self)?.read(values) as? T.Value ?? T.defaultValue
  }

  // MARK: - Comparing

  /// Whether every trait `trait` specifies has the same value here (`nil` contains nothing:
  /// `false`).
  public func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return false }
    return values.contains(trait.values)
  }

  /// Whether colours could look different in `traitCollection` (appearance or idiom or
  /// legibility weight differ).
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool
  {
    guard let other = traitCollection?.values else { return true }
    return values.userInterfaceStyle != other.userInterfaceStyle
      || values.legibilityWeight != other.legibilityWeight
      || values.userInterfaceIdiom != other.userInterfaceIdiom
  }

  /// The built-in traits whose values differ from `previousTraitCollection`'s (all of them
  /// when it is `nil`), in declaration order (iOS 17).
  public func changedTraits(from previousTraitCollection: UITraitCollection?) -> [UITrait] {
    TraitKey.all.filter { key in
      guard let previous = previousTraitCollection else { return true }
      return !key.equal(values, previous.values)
    }.map(\.definition)
  }

  /// Collections are equal when every trait has the same value.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return other.values == values
  }

  /// Hashes the traits.
  public override var hash: Int { values.hashValue }

  /// `<UITraitCollection: …; HorizontalSizeClass = Compact, …>`, the specified traits only,
  /// as UIKit prints them.
  public override var description: String {
    var fields: [String] = []
    let v = values
    if v.userInterfaceIdiom != .unspecified { fields.append("UserInterfaceIdiom = \(v.userInterfaceIdiom)") }
    if v.displayScale != 0 { fields.append("DisplayScale = \(DebugFormat.number(v.displayScale))") }
    if v.horizontalSizeClass != .unspecified {
      fields.append("HorizontalSizeClass = \(v.horizontalSizeClass)")
    }
    if v.verticalSizeClass != .unspecified { fields.append("VerticalSizeClass = \(v.verticalSizeClass)") }
    if v.userInterfaceStyle != .unspecified { fields.append("UserInterfaceStyle = \(v.userInterfaceStyle)") }
    if v.layoutDirection != .unspecified { fields.append("LayoutDirection = \(v.layoutDirection)") }
    if v.preferredContentSizeCategory != .unspecified {
      fields.append("PreferredContentSizeCategory = \(v.preferredContentSizeCategory.shortName)")
    }
    if v.legibilityWeight != .unspecified { fields.append("LegibilityWeight = \(v.legibilityWeight)") }
    return "<UITraitCollection: " + fields.joined(separator: ", ") + ">"
  }
}
