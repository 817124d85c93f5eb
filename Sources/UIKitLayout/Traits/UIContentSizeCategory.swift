// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// A Dynamic Type text size the user chose (Settings › Display & Brightness › Text Size),
/// with UIKit's raw values; ordered from smallest to largest.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable,
  CustomStringConvertible
{
  /// The category's name, as UIKit spells it (`UICTContentSizeCategoryL`).
  public let rawValue: String

  /// Wraps a name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Not known (a trait collection that doesn't say).
  public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// xSmall.
  public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
  /// Small.
  public static let small = Self(rawValue: "UICTContentSizeCategoryS")
  /// Medium.
  public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
  /// Large: the default.
  public static let large = Self(rawValue: "UICTContentSizeCategoryL")
  /// xLarge.
  public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
  /// xxLarge.
  public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
  /// xxxLarge: the largest without Larger Accessibility Sizes.
  public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
  /// AX1.
  public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// AX2.
  public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// AX3.
  public static let accessibilityExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// AX4.
  public static let accessibilityExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// AX5: the largest.
  public static let accessibilityExtraExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Every specified category, smallest first (our addition, for sweeps).
  public static let allSpecified: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { rank >= 7 }

  /// The position in ``allSpecified``; -1 for unspecified or unknown names.
  var rank: Int { Self.allSpecified.firstIndex(of: self) ?? -1 }

  /// Orders by size; unspecified (and unknown names) come first.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }

  /// The short name people use: `L`, `XXL`, `AX3`, `unspecified`.
  public var shortName: String {
    let names = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
    return rank >= 0 ? names[rank] : "unspecified"
  }

  /// The category a name spells: a short name (`L`, `xxxl`, `AX3`), the API's name (`large`,
  /// `accessibilityMedium`) or the raw value; `nil` for anything else. Our addition, for tools.
  public init?(name: String) {
    let key = name.lowercased().replacingOccurrences(of: "-", with: "")
    let api = [
      "extrasmall", "small", "medium", "large", "extralarge", "extraextralarge",
      "extraextraextralarge", "accessibilitymedium", "accessibilitylarge",
      "accessibilityextralarge", "accessibilityextraextralarge", "accessibilityextraextraextralarge",
    ]
    let short = ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"]
    if let index = api.firstIndex(of: key) ?? short.firstIndex(of: key) {
      self = Self.allSpecified[index]
    } else if let raw = (Self.allSpecified + [.unspecified]).first(where: { $0.rawValue == name }) {
      self = raw
    } else {
      return nil
    }
  }

  /// The raw value.
  public var description: String { rawValue }
}
