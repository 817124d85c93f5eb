// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// Scales fonts and values with Dynamic Type, like a text style (UIKit's `UIFontMetrics`).
///
/// The factor is the style's leading at the category over its leading at Large (not the
/// ratio of point sizes): body's is 21/22 at Medium, so `scaledValue(for: 17)` there is
/// 16.333 at 3×, and 62/22 at AX5, so a 17-point font scales to 48 points (body's own font is
/// 53 there). Fonts are rounded to whole points, then held to the maximum; values are rounded
/// to the display's pixels.
public final class UIFontMetrics: NSObject, @unchecked Sendable {
  private let textStyle: UIFont.TextStyle

  /// The metrics of the body style.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// The metrics of `textStyle`.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
    super.init()
  }

  /// `font` scaled for the current content size category.
  public func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
  }

  /// `font` scaled for the current category, at most `maximumPointSize` points.
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  /// `font` scaled for `traitCollection`'s category.
  public func scaledFont(
    for font: UIFont, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
  }

  /// `font` scaled for `traitCollection`'s category, at most `maximumPointSize` points
  /// (0: no maximum). Scaling a font this returned again raises `NSInvalidArgumentException`,
  /// as UIKit does, and returns the font unchanged.
  public func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    if case .metrics = font.scaling {
      raiseAnywhere(
        "A scaled font returned by UIFontMetrics should not be used to create another scaled font.")
      return font
    }
    return scaled(font.metrics, pointSize: font.pointSize, maximumPointSize: maximumPointSize, traitCollection)
  }

  /// `value` scaled for the current category, rounded to the display's pixels.
  public func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// `value` scaled for `traitCollection`'s category, rounded to its display scale's pixels
  /// (the current collection's, else 3).
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  {
    let traits = DynamicTypeTraits(traitCollection)
    let scaled = value * factor(traits.category)
    return (scaled * traits.displayScale).rounded() / traits.displayScale
  }

  // MARK: - Internals

  /// The style's leading at `category` over its leading at Large.
  func factor(_ category: UIContentSizeCategory) -> CGFloat {
    let leadings = textStyle.dynamicTypeRow.leadings
    return leadings[category.tableIndex] / leadings[UIContentSizeCategory.large.tableIndex]
  }

  /// A face at `pointSize` (its size at Large) scaled for `traitCollection`.
  func scaled(
    _ face: FontFaceMetrics, pointSize: CGFloat, maximumPointSize: CGFloat,
    _ traitCollection: UITraitCollection?
  ) -> UIFont {
    var size = (pointSize * factor(DynamicTypeTraits(traitCollection).category)).rounded()
    if maximumPointSize > 0 { size = min(size, maximumPointSize) }
    return UIFont(
      metrics: face, pointSize: size,
      scaling: .metrics(textStyle, pointSize: pointSize, maximum: maximumPointSize))
  }

  /// Raises through the task's exception handler: font code runs on any thread, so it reads
  /// the task-local handler rather than the main actor's effective one.
  private func raiseAnywhere(_ reason: String) {
    LayoutEnvironment.exceptionHandler.body(RaisedException(name: .invalidArgument, reason: reason))
  }
}
