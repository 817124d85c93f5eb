// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// Measures text for the views that show it (`UILabel`, `UIButton`): our addition, standing
/// in for UIKit's text system.
///
/// The default, ``FontMetricsTextMeasurer``, uses the shipped font metrics, so every
/// platform gets the same sizes. Inject another one for the code that lays out with
/// `TextEnvironment.$measurer.withValue(…) { … }`, or for one label with
/// `UILabel.textMeasurer`.
public protocol TextMeasuring: Sendable {
  /// Lays `text` out in `font` and measures it.
  ///
  /// - Parameters:
  ///   - text: The text; newlines start new lines.
  ///   - font: The font.
  ///   - maximumWidth: The width lines wrap (or are cut) at; `.infinity` for no limit.
  ///   - numberOfLines: The most lines shown; 0 for no limit.
  ///   - lineBreakMode: How lines wrap and how the last line shown is cut.
  /// - Returns: The exact (unrounded) size of the text's lines and where their baselines are;
  ///   the views round it to the pixel grid.
  func measure(
    _ text: String, font: UIFont, maximumWidth: CGFloat, numberOfLines: Int,
    lineBreakMode: NSLineBreakMode
  ) -> TextMeasurement
}

/// The size of laid-out text and where its baselines are.
public struct TextMeasurement: Hashable, Sendable {
  /// The width of the widest line and the height of all lines, unrounded.
  public var size: CGSize
  /// How many lines are shown (0 for empty text).
  public var lineCount: Int
  /// Distance from the top of the text to the first line's baseline.
  public var firstBaselineOffsetFromTop: CGFloat
  /// Distance from the bottom of the text up to the last line's baseline.
  public var lastBaselineOffsetFromBottom: CGFloat

  /// Creates a measurement.
  public init(
    size: CGSize, lineCount: Int, firstBaselineOffsetFromTop: CGFloat,
    lastBaselineOffsetFromBottom: CGFloat
  ) {
    self.size = size
    self.lineCount = lineCount
    self.firstBaselineOffsetFromTop = firstBaselineOffsetFromTop
    self.lastBaselineOffsetFromBottom = lastBaselineOffsetFromBottom
  }
}

/// Where text measurement comes from: our addition.
///
/// `@TaskLocal`, like `LayoutEnvironment`, so a test replaces the measurer for the code it
/// runs while other tests run in parallel. Inject with
/// `TextEnvironment.$measurer.withValue(myMeasurer) { … }` around the code that lays out
/// (including the `CATransaction.flush()` or `layoutIfNeeded()`): views measure when they are
/// asked for their size, and read the value then. A run-loop commit, which runs outside any
/// task, sees the default. Don't nest `withValue` outside a task: on Swift 6.3 that crashes
/// optimised builds (reading is fine).
public enum TextEnvironment {
  /// The measurer views use when they have none of their own.
  @TaskLocal public static var measurer: any TextMeasuring = FontMetricsTextMeasurer()

  /// The registered family the system fonts (`systemFont(ofSize:)`, text styles) are made
  /// from, or `nil` (the default) for the shipped DejaVu Sans: say SF Pro, registered from a
  /// Mac's fonts with `UIFont.register(fileAt:)`. Weights pick the family's face of the
  /// nearest `OS/2` weight class. Task-local, like ``measurer``.
  @TaskLocal public static var systemFontFamily: String? = nil
}

/// Rounding of measured sizes to the display's pixel grid: the only place text sizes round.
enum PixelGrid {
  /// `value` rounded up to a multiple of `1 / scale`.
  ///
  /// A millionth of a pixel is forgiven first, so a width that is a whole number of pixels
  /// up to floating-point error doesn't grow by a pixel.
  static func ceil(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    guard value > 0 else { return 0 }
    return (value * scale - 1e-6).rounded(.up) / scale
  }

  /// `value`, or the pixel boundary it is within floating-point error of (a ten-millionth of
  /// a point): the solver's incremental updates leave such noise (374.9999999999998 for a
  /// required 375), which a fitted size should not show.
  static func cleaned(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    let snapped = (value * scale).rounded() / scale
    return abs(snapped - value) < 1e-7 ? snapped : value
  }

  /// `size` rounded up to the pixel grid on both axes.
  static func ceil(_ size: CGSize, scale: CGFloat) -> CGSize {
    CGSize(width: ceil(size.width, scale: scale), height: ceil(size.height, scale: scale))
  }
}
