// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// Dynamic Type: text-style fonts sized for a content size category, and how fonts follow a
// category change (`adjustsFontForContentSizeCategory`). Only two kinds of font follow: a
// text style's font (`preferredFont(forTextStyle:)`) and a font scaled by `UIFontMetrics`;
// any other font, and a text style's font resized with `withSize(_:)`, stays as it is.

/// How Dynamic Type resizes a font.
enum DynamicTypeScaling: Hashable, Sendable {
  /// A text style's font: its size is the style's at the category.
  case textStyle(UIFont.TextStyle)
  /// A font scaled by `UIFontMetrics(forTextStyle: style)` from `pointSize` at Large, at most
  /// `maximum` points (0: no maximum).
  case metrics(UIFont.TextStyle, pointSize: CGFloat, maximum: CGFloat)
}

extension UIFont {
  /// The font for `style` at the content size category of ``UITraitCollection/current``
  /// (Large unless trait callbacks are running).
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The font for `style` at `traitCollection`'s content size category (the current one if it
  /// has none), from Apple's Dynamic Type table: body is 17 points at Large, 14 at xSmall and
  /// 53 at AX5. Bold text (`legibilityWeight == .bold`) gives the bold face.
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let traits = DynamicTypeTraits(traitCollection)
    let row = style.dynamicTypeRow
    // Bold Text moves regular styles to semibold, as iOS does.
    let weight = traits.legibilityWeight == .bold && row.weight < .semibold ? .semibold : row.weight
    return UIFont(
      metrics: systemFace(weight: weight),
      pointSize: row.sizes[traits.category.tableIndex], scaling: .textStyle(style))
  }

  /// This font as Dynamic Type makes it for `traitCollection`: a text style's font at the
  /// category's size, a scaled font scaled again from its original size; any other font is
  /// returned unchanged.
  func adjusted(for traitCollection: UITraitCollection) -> UIFont {
    switch scaling {
    case .textStyle(let style):
      return UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
    case .metrics(let style, let size, let maximum):
      return UIFontMetrics(forTextStyle: style).scaled(
        metrics, pointSize: size, maximumPointSize: maximum, traitCollection)
    case nil:
      return self
    }
  }
}

extension UIFont {
  /// This font made again for `now` when the Dynamic Type size or Bold Text changed since
  /// `previous` and it follows them; `nil` when it stays (what views that adjust their font
  /// do on a trait change).
  func adjustedForTraitChange(from previous: UITraitCollection, to now: UITraitCollection) -> UIFont? {
    guard scaling != nil,
      now.preferredContentSizeCategory != previous.preferredContentSizeCategory
        || now.legibilityWeight != previous.legibilityWeight
    else { return nil }
    let adjusted = adjusted(for: now)
    return adjusted == self ? nil : adjusted
  }
}

/// The category and weight a Dynamic Type computation uses: the collection's, else the
/// current collection's, else Large and regular.
struct DynamicTypeTraits {
  var category: UIContentSizeCategory
  var legibilityWeight: UILegibilityWeight
  var displayScale: CGFloat

  init(_ traitCollection: UITraitCollection?) {
    let current = UITraitCollection.current
    let given = traitCollection?.preferredContentSizeCategory ?? .unspecified
    category = given != .unspecified ? given : current.preferredContentSizeCategory
    let weight = traitCollection?.legibilityWeight ?? .unspecified
    legibilityWeight = weight != .unspecified ? weight : current.legibilityWeight
    let scale = traitCollection?.displayScale ?? 0
    displayScale = scale > 0 ? scale : (current.displayScale > 0 ? current.displayScale : 3)
  }
}

/// Something whose font can follow the content size category (labels, text fields, text
/// views).
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
  /// Whether the font follows category changes (default `false`); only text style fonts and
  /// fonts scaled by `UIFontMetrics` can follow.
  var adjustsFontForContentSizeCategory: Bool { get set }
}
