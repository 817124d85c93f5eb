// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// UIKit's drawing entry points, recording into the current (Linux stand-in) CGContext:
// https://developer.apple.com/documentation/uikit/uigraphicsgetcurrentcontext()
// The display pass pushes a context while a layer draws, so `draw(_:)` can use these exactly as
// on iOS; outside a display (no current context) they do nothing, as UIKit's do.

#if !canImport(CoreGraphics)
  /// The stack of current graphics contexts; the display pass pushes one per drawing layer.
  @MainActor
  enum GraphicsContextStack {
    static var contexts: [CGContext] = []
  }

  /// The context drawing goes into now: the one the drawing layer's display pushed, or the last
  /// one pushed with `UIGraphicsPushContext(_:)`; `nil` outside drawing.
  @preconcurrency @MainActor
  public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.contexts.last }

  /// Makes `context` the current context until `UIGraphicsPopContext()`.
  @preconcurrency @MainActor
  public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.contexts.append(context)
  }

  /// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
  @preconcurrency @MainActor
  public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.contexts.popLast()
  }

  /// Fills `rect` in the current context with its fill colour.
  @preconcurrency @MainActor
  public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

  /// Strokes the outline of `rect` in the current context.
  @preconcurrency @MainActor
  public func UIRectFrame(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.stroke(rect) }

  extension UIColor {
    /// The colour as a Core Graphics colour.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// Creates a colour from a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
      let c = cgColor.components ?? [0, 0, 0, 1]
      self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    /// Makes this the fill colour of the current context.
    @preconcurrency @MainActor
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes this the stroke colour of the current context.
    @preconcurrency @MainActor
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// Makes this both the fill and the stroke colour of the current context.
    @preconcurrency @MainActor
    public func set() {
      setFill()
      setStroke()
    }
  }

  extension UIImage {
    /// Draws the image stretched into `rect` of the current context (recorded as an image box).
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) { UIGraphicsGetCurrentContext()?.recordImage(self, in: rect) }

    /// Draws the image at its size with its top left at `point`.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }
  }

  extension NSAttributedString.Key {
    /// The font of the text (a ``UIFont``).
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text (a ``UIColor``).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The paragraph's spacing and alignment (an ``NSParagraphStyle``).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Points added after each character (a number).
    public static let kern = NSAttributedString.Key("NSKern")
  }

  extension String {
    /// Draws the string on one line with the top left of its line box at `point`, in the
    /// current context; `.font` (default: 12 pt system font) and `.foregroundColor` (default:
    /// black) are honoured. Newlines are not broken: one call is one recorded text run.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
      guard let context = UIGraphicsGetCurrentContext(), !isEmpty else { return }
      let font = attrs?[.font] as? UIFont ?? .systemFont(ofSize: 12)
      let color = (attrs?[.foregroundColor] as? UIColor ?? .black).cgColor
      let width = FontMetricsTextMeasurer().lines(
        self, font: font, maximumWidth: .infinity, numberOfLines: 1, lineBreakMode: .byClipping
      ).first?.width ?? 0
      context.recordText(
        TextRun(
          string: self, origin: point, baseline: point.y + font.ascender, width: width, font: font,
          color: color))
    }

    /// Draws the string at the top left of `rect`; a recording has no clipping, so text
    /// running past `rect` is kept whole (the layer's own clipping still applies).
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
      draw(at: rect.origin, withAttributes: attrs)
    }
  }
#endif
