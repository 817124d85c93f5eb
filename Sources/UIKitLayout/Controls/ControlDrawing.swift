// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// What the standard controls draw: enough of their look (tracks, knobs, dots, borders) for a
// recording or an SVG to show which control is where and in what state. Shapes only: a
// recording has rectangles, ellipses and text.

#if !canImport(CoreGraphics)
  @MainActor
  enum ControlDrawing {
    /// A capsule (a rectangle with round ends) filled with `color`: its middle as a
    /// rectangle, its ends as circles.
    static func fillCapsule(_ rect: CGRect, _ color: UIColor) {
      guard let context = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0 else { return }
      context.setFillColor(color.cgColor)
      let radius = min(rect.width, rect.height) / 2
      if rect.width >= rect.height {
        context.fill(rect.insetBy(dx: radius, dy: 0))
        context.fillEllipse(in: CGRect(x: rect.minX, y: rect.minY, width: 2 * radius, height: rect.height))
        context.fillEllipse(in: CGRect(x: rect.maxX - 2 * radius, y: rect.minY, width: 2 * radius, height: rect.height))
      } else {
        context.fill(rect.insetBy(dx: 0, dy: radius))
        context.fillEllipse(in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 2 * radius))
        context.fillEllipse(in: CGRect(x: rect.minX, y: rect.maxY - 2 * radius, width: rect.width, height: 2 * radius))
      }
    }

    /// A filled circle of `diameter` centred at `center`.
    static func fillCircle(center: CGPoint, diameter: CGFloat, _ color: UIColor) {
      guard let context = UIGraphicsGetCurrentContext() else { return }
      context.setFillColor(color.cgColor)
      context.fillEllipse(
        in: CGRect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter))
    }

    /// A rectangle's outline.
    static func strokeRect(_ rect: CGRect, _ color: UIColor, lineWidth: CGFloat = 1) {
      guard let context = UIGraphicsGetCurrentContext() else { return }
      context.setStrokeColor(color.cgColor)
      context.setLineWidth(lineWidth)
      context.stroke(rect.insetBy(dx: lineWidth / 2, dy: lineWidth / 2))
    }

    /// One line of text centred in `rect`.
    static func drawCentered(_ text: String, in rect: CGRect, font: UIFont, _ color: UIColor) {
      let width = FontMetricsTextMeasurer().measure(
        text, font: font, maximumWidth: .infinity, numberOfLines: 1, lineBreakMode: .byClipping
      ).size.width
      text.draw(
        at: CGPoint(x: rect.midX - width / 2, y: rect.midY - font.lineHeight / 2),
        withAttributes: [.font: font, .foregroundColor: color])
    }
  }
#endif
