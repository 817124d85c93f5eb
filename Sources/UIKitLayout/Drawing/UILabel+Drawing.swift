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
    ///
    /// Only the lines that fit the rect's height are drawn (at least one), the last of them
    /// truncated by `lineBreakMode`, as UIKit does when a label is shorter than its text.
    func drawTextLines(in rect: CGRect) {
      if let attributed = attributedTextStorage {
        drawAttributedLines(attributed, in: rect)
        return
      }
      guard let string = text, !string.isEmpty else { return }
      let font = fontForDrawing(width: rect.width)
      let lines = FontMetricsTextMeasurer().lines(
        string, font: font, maximumWidth: rect.width,
        numberOfLines: Self.linesThatFit(rect.height, lineHeight: font.lineHeight, numberOfLines: numberOfLines),
        lineBreakMode: lineBreakMode)
      let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
      let top = rect.minY + (rect.height - CGFloat(lines.count) * font.lineHeight) / 2
      let attributes: [NSAttributedString.Key: Any] = [
        .font: font as UIFont, .foregroundColor: (textColor ?? .label) as UIColor,
      ]
      for (index, line) in lines.enumerated() {
        let x = Self.lineStart(line.width, in: rect, textAlignment, rightToLeft: isRightToLeft)
        line.text.draw(
          at: CGPoint(x: x, y: top + CGFloat(index) * font.lineHeight), withAttributes: attributes)
      }
    }

    /// Attributed text, run by run: each run drawn in its font, at its place on its line.
    private func drawAttributedLines(_ attributed: NSAttributedString, in rect: CGRect) {
      let layout = AttributedTextLayout(
        attributed, defaultFont: font, maximumWidth: rect.width,
        numberOfLines: Self.linesThatFit(rect.height, lineHeight: font.lineHeight, numberOfLines: numberOfLines),
        lineBreakMode: lineBreakMode)
      let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
      let top = rect.minY + (rect.height - layout.size.height) / 2
      let color = (textColor ?? .label) as UIColor
      for line in layout.lines {
        let alignment = line.alignment == .natural ? textAlignment : line.alignment
        let x = Self.lineStart(line.width, in: rect, alignment, rightToLeft: isRightToLeft)
        for run in line.runs {
          run.text.draw(
            at: CGPoint(x: x + run.x, y: top + line.baseline - run.font.ascender),
            withAttributes: [.font: run.font, .foregroundColor: color])
        }
      }
    }

    /// Where a line `width` wide starts in `rect` when aligned by `alignment` (natural:
    /// the reading direction's start).
    static func lineStart(
      _ width: CGFloat, in rect: CGRect, _ alignment: NSTextAlignment, rightToLeft: Bool
    ) -> CGFloat {
      switch alignment {
      case .center: rect.midX - width / 2
      case .right: rect.maxX - width
      case .left, .justified: rect.minX
      default: rightToLeft ? rect.maxX - width : rect.minX
      }
    }

    /// `numberOfLines` (0: unlimited) further limited to the lines a height holds, at least
    /// one. A height within 5 % of a line of a whole number of lines counts as holding it
    /// (pixel-snapped frames are a fraction of a pixel short).
    static func linesThatFit(_ height: CGFloat, lineHeight: CGFloat, numberOfLines: Int) -> Int {
      guard lineHeight > 0, height.isFinite else { return numberOfLines }
      let fit = max(1, Int(min(Double(height / lineHeight) + 0.05, 1e9).rounded(.down)))
      return numberOfLines == 0 ? fit : min(numberOfLines, fit)
    }
  }
#endif
