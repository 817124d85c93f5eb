// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

#if !canImport(CoreGraphics)
  /// One thing drawn into a recording ``CGContext``, in the drawing layer's bounds coordinates:
  /// our addition, what `CALayer.recordedDrawing` keeps after a display.
  public enum DrawingOperation: Equatable, Sendable {
    /// `fill(_:)`/`UIRectFill(_:)`: a filled rectangle.
    case fillRect(CGRect, color: CGColor)
    /// `stroke(_:)`: a rectangle's outline, centred on its edges.
    case strokeRect(CGRect, color: CGColor, lineWidth: CGFloat)
    /// `fillEllipse(in:)`: the filled ellipse inscribed in the rectangle.
    case fillEllipse(CGRect, color: CGColor)
    /// `strokeEllipse(in:)`: the outline of the ellipse inscribed in the rectangle.
    case strokeEllipse(CGRect, color: CGColor, lineWidth: CGFloat)
    /// `String.draw(at:withAttributes:)`/`draw(in:withAttributes:)`: one line of text.
    case text(TextRun)
    /// `UIImage.draw(in:)`: an image stretched into the rectangle (there are no pixels, so
    /// only its box and natural size are kept).
    case image(CGRect, imageSize: CGSize)
  }

  /// One line of text as drawn: our addition, recorded by UIKit's string drawing.
  public struct TextRun: Equatable, Sendable {
    /// The characters drawn.
    public var string: String
    /// The top left of the line's box (where `draw(at:)` was asked to draw).
    public var origin: CGPoint
    /// The baseline's y: the origin's y plus the font's ascender.
    public var baseline: CGFloat
    /// The line's advance width, as the text measurer measures it.
    public var width: CGFloat
    /// The font.
    public var font: UIFont
    /// The colour (`.foregroundColor`, black by default).
    public var color: CGColor

    /// Creates a text run.
    public init(
      string: String, origin: CGPoint, baseline: CGFloat, width: CGFloat, font: UIFont,
      color: CGColor
    ) {
      self.string = string
      self.origin = origin
      self.baseline = baseline
      self.width = width
      self.font = font
      self.color = color
    }
  }
#endif
