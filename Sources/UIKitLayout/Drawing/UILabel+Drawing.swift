// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

#if !canImport(CoreGraphics)
  extension UILabel {
    /// The lines as `drawText(in:)` draws them: one `String.draw(at:withAttributes:)` per line.
    ///
    /// Lines come from the font-metrics line breaker (whatever measurer sizes the label: a
    /// recording has no other way to break lines); the block of `lineCount × lineHeight` is
    /// centred in `rect`, so line `i`'s baseline is
    /// `rect.minY + (rect.height − lineCount × lineHeight) / 2 + ascender + i × lineHeight`.
    func drawTextLines(in rect: CGRect) {
      guard let string = text, !string.isEmpty, let font else { return }
      let lines = FontMetricsTextMeasurer().lines(
        string, font: font, maximumWidth: rect.width, numberOfLines: numberOfLines,
        lineBreakMode: lineBreakMode)
      let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
      let top = rect.minY + (rect.height - CGFloat(lines.count) * font.lineHeight) / 2
      let attributes: [NSAttributedString.Key: Any] = [
        .font: font as UIFont, .foregroundColor: (textColor ?? .label) as UIColor,
      ]
      for (index, line) in lines.enumerated() {
        let x: CGFloat
        switch textAlignment {
        case .center: x = rect.midX - line.width / 2
        case .right: x = rect.maxX - line.width
        case .left, .justified: x = rect.minX
        default: x = isRightToLeft ? rect.maxX - line.width : rect.minX
        }
        line.text.draw(
          at: CGPoint(x: x, y: top + CGFloat(index) * font.lineHeight), withAttributes: attributes)
      }
    }
  }
#endif
