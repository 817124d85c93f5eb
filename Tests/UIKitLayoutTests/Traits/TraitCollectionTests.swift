// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

@MainActor
@Suite struct TraitCollectionTests {
  @Test func anEmptyCollectionSpecifiesNothing() {
    let traits = UITraitCollection()
    #expect(traits.horizontalSizeClass == .unspecified)
    #expect(traits.verticalSizeClass == .unspecified)
    #expect(traits.userInterfaceIdiom == .unspecified)
    #expect(traits.displayScale == 0)
    #expect(traits.layoutDirection == .unspecified)
    #expect(traits.preferredContentSizeCategory == .unspecified)
    #expect(traits.userInterfaceStyle == .unspecified)
    #expect(traits.legibilityWeight == .unspecified)
  }

  @Test func rawValuesAreUIKits() {
    #expect(UIUserInterfaceSizeClass.compact.rawValue == 1)
    #expect(UIUserInterfaceSizeClass.regular.rawValue == 2)
    #expect(UIUserInterfaceIdiom.unspecified.rawValue == -1)
    #expect(UIUserInterfaceIdiom.pad.rawValue == 1)
    #expect(UIUserInterfaceStyle.dark.rawValue == 2)
    #expect(UILegibilityWeight.bold.rawValue == 1)
    #expect(UITraitEnvironmentLayoutDirection.rightToLeft.rawValue == 1)
    #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    #expect(UIContentSizeCategory.unspecified.rawValue == "_UICTContentSizeCategoryUnspecified")
    #expect(
      UIContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue
        == "UICTContentSizeCategoryAccessibilityXXXL")
  }

  @Test func categoriesAreOrderedAndAccessibilityOnesKnown() {
    #expect(UIContentSizeCategory.extraSmall < .large)
    #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(UIContentSizeCategory(name: "AX3") == .accessibilityExtraLarge)
    #expect(UIContentSizeCategory(name: "xxl") == .extraExtraLarge)
    #expect(UIContentSizeCategory(name: "accessibilityMedium") == .accessibilityMedium)
    #expect(UIContentSizeCategory(name: "huge") == nil)
  }

  @Test func mergingTakesEachTraitFromTheLastCollectionSpecifyingIt() {
    let merged = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .compact),
      UITraitCollection(verticalSizeClass: .regular),
      UITraitCollection(horizontalSizeClass: .regular),
      // Unspecified does not erase what came before.
      UITraitCollection(horizontalSizeClass: .unspecified),
    ])
    #expect(merged.horizontalSizeClass == .regular)
    #expect(merged.verticalSizeClass == .regular)
    #expect(merged.displayScale == 0)
  }

  @Test func containsIgnoresWhatTheArgumentLeavesUnspecified() {
    let traits = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(displayScale: 3),
    ])
    #expect(traits.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
    #expect(traits.containsTraits(in: UITraitCollection()))
    #expect(!traits.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
    // The receiver's unspecified trait does not match a specified one.
    #expect(!traits.containsTraits(in: UITraitCollection(verticalSizeClass: .compact)))
    #expect(!traits.containsTraits(in: nil))
  }

  @Test func equalityHashAndDescription() {
    let a = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(displayScale: 2),
    ])
    let b = UITraitCollection(traitsFrom: [
      UITraitCollection(displayScale: 2), UITraitCollection(horizontalSizeClass: .compact),
    ])
    #expect(a == b)
    #expect(a.hash == b.hash)
    #expect(a != UITraitCollection(horizontalSizeClass: .compact))
    #expect(a.description == "<UITraitCollection: DisplayScale = 2, HorizontalSizeClass = Compact>")
  }

  @Test func mutationsAndTraitTypes() {
    let traits = UITraitCollection { traits in
      traits.horizontalSizeClass = .regular
      traits.preferredContentSizeCategory = .extraLarge
    }
    #expect(traits.horizontalSizeClass == .regular)
    #expect(traits.preferredContentSizeCategory == .extraLarge)
    let dark = traits.modifyingTraits { $0.userInterfaceStyle = .dark }
    #expect(dark.userInterfaceStyle == .dark)
    #expect(dark.horizontalSizeClass == .regular)
    #expect(traits.userInterfaceStyle == .unspecified)
    #expect(dark[UITraitUserInterfaceStyle.self] == .dark)
    #expect(dark[UITraitPreferredContentSizeCategory.self] == .extraLarge)
    let changed = dark.changedTraits(from: traits).map { $0.identifier }
    #expect(changed == ["UITraitUserInterfaceStyle"])
    #expect(dark.hasDifferentColorAppearance(comparedTo: traits))
    #expect(!traits.hasDifferentColorAppearance(comparedTo: traits.modifyingTraits { $0.displayScale = 2 }))
  }

  @Test func currentIsSetWhileCallbacksRun() {
    let traits = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    var seen: UIContentSizeCategory?
    traits.performAsCurrent { seen = UITraitCollection.current.preferredContentSizeCategory }
    #expect(seen == .extraSmall)
    // Outside: the main screen's device, unmodified settings.
    #expect(UITraitCollection.current.preferredContentSizeCategory == .large)
    #expect(UITraitCollection.current.userInterfaceIdiom == .phone)
  }
}
