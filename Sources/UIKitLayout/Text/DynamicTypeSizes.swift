// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// Apple's Dynamic Type table for iOS: each text style's point size and leading (line height)
// at each content size category, from the Human Interface Guidelines (Typography ›
// Specifications › "iOS, iPadOS Dynamic Type sizes" and "larger accessibility type sizes").
// An iOS 13.3 simulator dump agrees with every size except caption2 at AX5 (41 there, 40 in
// the guidelines; the guidelines' value is used). Sources: docs/text-measurement.md.

/// One text style's sizes and leadings, smallest category (xSmall) to largest (AX5).
struct DynamicTypeRow {
  let sizes: [CGFloat]
  let leadings: [CGFloat]
  let weight: UIFont.Weight
}

extension UIFont.TextStyle {
  /// The style's row of the table; an unknown style is body's.
  var dynamicTypeRow: DynamicTypeRow {
    switch self {
    case .largeTitle:
      DynamicTypeRow(
        sizes: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        leadings: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70], weight: .regular)
    case .title1:
      DynamicTypeRow(
        sizes: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        leadings: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68], weight: .regular)
    case .title2:
      DynamicTypeRow(
        sizes: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        leadings: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66], weight: .regular)
    case .title3:
      DynamicTypeRow(
        sizes: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        leadings: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65], weight: .regular)
    case .headline:
      DynamicTypeRow(
        sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        leadings: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62], weight: .semibold)
    case .callout:
      DynamicTypeRow(
        sizes: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        leadings: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60], weight: .regular)
    case .subheadline:
      DynamicTypeRow(
        sizes: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        leadings: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58], weight: .regular)
    case .footnote:
      DynamicTypeRow(
        sizes: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        leadings: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52], weight: .regular)
    case .caption1:
      DynamicTypeRow(
        sizes: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        leadings: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51], weight: .regular)
    case .caption2:
      DynamicTypeRow(
        sizes: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
        leadings: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48], weight: .regular)
    default:  // .body and unknown styles
      DynamicTypeRow(
        sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        leadings: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62], weight: .regular)
    }
  }
}

extension UIContentSizeCategory {
  /// The column of the table: unspecified (and unknown names) read as Large, the default.
  var tableIndex: Int { rank >= 0 ? rank : 3 }
}
