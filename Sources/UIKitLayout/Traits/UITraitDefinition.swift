// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// iOS 17's trait system: traits named by types (`UITraitVerticalSizeClass.self`), mutable
// trait sets, overrides on views and controllers.
//
// DIVERGENCE(UIKit): only the built-in traits below exist; custom traits (your own
// `UITraitDefinition`s) are not stored. See docs/DIVERGENCES.md.

/// A trait: a type naming one value of a trait collection (iOS 17).
public protocol UITraitDefinition {
  /// The type of the trait's value.
  associatedtype Value
  /// The value when no environment specifies it.
  static var defaultValue: Value { get }
  /// A unique name, reverse-DNS style.
  static var identifier: String { get }
  /// A readable name.
  static var name: String { get }
  /// Whether a change of the value can change colours.
  static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
  /// The type's name.
  public static var name: String { String(describing: Self.self) }
  /// `false`.
  public static var affectsColorAppearance: Bool { false }
}

/// A trait, as passed to `registerForTraitChanges(_:handler:)`.
public typealias UITrait = any UITraitDefinition.Type

/// The horizontal size class trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceSizeClass.unspecified
  /// `UITraitHorizontalSizeClass`.
  public static let identifier = "UITraitHorizontalSizeClass"
}

/// The vertical size class trait.
public enum UITraitVerticalSizeClass: UITraitDefinition {
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceSizeClass.unspecified
  /// `UITraitVerticalSizeClass`.
  public static let identifier = "UITraitVerticalSizeClass"
}

/// The idiom trait.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceIdiom.unspecified
  /// `UITraitUserInterfaceIdiom`.
  public static let identifier = "UITraitUserInterfaceIdiom"
  /// `true`: colours may differ per idiom.
  public static var affectsColorAppearance: Bool { true }
}

/// The display scale trait.
public enum UITraitDisplayScale: UITraitDefinition {
  /// 0 (unspecified).
  public static let defaultValue: CGFloat = 0
  /// `UITraitDisplayScale`.
  public static let identifier = "UITraitDisplayScale"
}

/// The layout direction trait.
public enum UITraitLayoutDirection: UITraitDefinition {
  /// Unspecified.
  public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
  /// `UITraitLayoutDirection`.
  public static let identifier = "UITraitLayoutDirection"
}

/// The Dynamic Type size trait.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
  /// Unspecified.
  public static let defaultValue = UIContentSizeCategory.unspecified
  /// `UITraitPreferredContentSizeCategory`.
  public static let identifier = "UITraitPreferredContentSizeCategory"
}

/// The appearance trait.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
  /// Unspecified.
  public static let defaultValue = UIUserInterfaceStyle.unspecified
  /// `UITraitUserInterfaceStyle`.
  public static let identifier = "UITraitUserInterfaceStyle"
  /// `true`.
  public static var affectsColorAppearance: Bool { true }
}

/// The bold-text trait.
public enum UITraitLegibilityWeight: UITraitDefinition {
  /// Unspecified.
  public static let defaultValue = UILegibilityWeight.unspecified
  /// `UITraitLegibilityWeight`.
  public static let identifier = "UITraitLegibilityWeight"
  /// `true`.
  public static var affectsColorAppearance: Bool { true }
}

/// One built-in trait, as a value: reads, writes and compares it in ``TraitValues``.
enum TraitKey: CaseIterable {
  case horizontalSizeClass, verticalSizeClass, userInterfaceIdiom, displayScale
  case layoutDirection, preferredContentSizeCategory, userInterfaceStyle, legibilityWeight

  static let all = allCases

  /// The key for a trait type; an unknown (custom) trait has none.
  init?(_ trait: UITrait) {
    guard let key = TraitKey.all.first(where: { $0.definition.identifier == trait.identifier })
    else { return nil }
    self = key
  }

  var definition: UITrait {
    switch self {
    case .horizontalSizeClass: UITraitHorizontalSizeClass.self
    case .verticalSizeClass: UITraitVerticalSizeClass.self
    case .userInterfaceIdiom: UITraitUserInterfaceIdiom.self
    case .displayScale: UITraitDisplayScale.self
    case .layoutDirection: UITraitLayoutDirection.self
    case .preferredContentSizeCategory: UITraitPreferredContentSizeCategory.self
    case .userInterfaceStyle: UITraitUserInterfaceStyle.self
    case .legibilityWeight: UITraitLegibilityWeight.self
    }
  }

  func read(_ values: TraitValues) -> Any {
    switch self {
    case .horizontalSizeClass: values.horizontalSizeClass
    case .verticalSizeClass: values.verticalSizeClass
    case .userInterfaceIdiom: values.userInterfaceIdiom
    case .displayScale: values.displayScale
    case .layoutDirection: values.layoutDirection
    case .preferredContentSizeCategory: values.preferredContentSizeCategory
    case .userInterfaceStyle: values.userInterfaceStyle
    case .legibilityWeight: values.legibilityWeight
    }
  }

  func equal(_ a: TraitValues, _ b: TraitValues) -> Bool {
    switch self {
    case .horizontalSizeClass: a.horizontalSizeClass == b.horizontalSizeClass
    case .verticalSizeClass: a.verticalSizeClass == b.verticalSizeClass
    case .userInterfaceIdiom: a.userInterfaceIdiom == b.userInterfaceIdiom
    case .displayScale: a.displayScale == b.displayScale
    case .layoutDirection: a.layoutDirection == b.layoutDirection
    case .preferredContentSizeCategory:
      a.preferredContentSizeCategory == b.preferredContentSizeCategory
    case .userInterfaceStyle: a.userInterfaceStyle == b.userInterfaceStyle
    case .legibilityWeight: a.legibilityWeight == b.legibilityWeight
    }
  }

  /// Sets the trait back to unspecified.
  func clear(_ values: inout TraitValues) {
    let empty = TraitValues()
    switch self {
    case .horizontalSizeClass: values.horizontalSizeClass = empty.horizontalSizeClass
    case .verticalSizeClass: values.verticalSizeClass = empty.verticalSizeClass
    case .userInterfaceIdiom: values.userInterfaceIdiom = empty.userInterfaceIdiom
    case .displayScale: values.displayScale = empty.displayScale
    case .layoutDirection: values.layoutDirection = empty.layoutDirection
    case .preferredContentSizeCategory:
      values.preferredContentSizeCategory = empty.preferredContentSizeCategory
    case .userInterfaceStyle: values.userInterfaceStyle = empty.userInterfaceStyle
    case .legibilityWeight: values.legibilityWeight = empty.legibilityWeight
    }
  }
}
