// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

@testable import UIKitLayout

// Expectations in the content tests are worked out by hand from DejaVu Sans's numbers, read
// from the font file with fontTools (not from the generated Swift): 2048 units per em, hhea
// ascender 1901, descender -483, line gap 0, so a line is 2384 units; advances:
//   regular  H 1540, e 1260, l 569, o 1253, space 651, W 2025, r 842, d 1300, … (U+2026) 2048
//   bold     H 1714, e 1389, l 702, o 1407
// "Hello" is 5191 units regular (5914 bold), "World" 5989, "Hello World" 11831.

/// `units` font units of DejaVu Sans (2048 per em) at `size` points.
func dejaVu(_ units: Int, at size: CGFloat) -> CGFloat {
  CGFloat(units) * size / 2048
}

/// A measurer that makes every character 10 pt wide and every line 12 pt tall, baseline 9 pt
/// down, ignoring the font; records nothing, wraps nothing.
struct FixedAdvanceMeasurer: TextMeasuring {
  func measure(
    _ text: String, font: UIFont, maximumWidth: CGFloat, numberOfLines: Int,
    lineBreakMode: NSLineBreakMode
  ) -> TextMeasurement {
    TextMeasurement(
      size: CGSize(width: CGFloat(text.count) * 10, height: 12), lineCount: 1,
      firstBaselineOffsetFromTop: 9, lastBaselineOffsetFromBottom: 3)
  }
}
