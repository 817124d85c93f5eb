// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics

  extension CGContext {
    /// A 1×1 bitmap context clipped to `clip`: enough for `boundingBoxOfClipPath` to report the
    /// dirty region. Nothing drawn into it is kept (the recording context is Linux-only).
    static func headless(clip: CGRect) -> CGContext? {
      let context = CGContext(
        data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
      context?.clip(to: clip)
      return context
    }
  }
#else
  /// A colour as Core Graphics stores it (Core Graphics' `CGColor`, minimal): sRGB red, green,
  /// blue and alpha components from 0 to 1.
  public final class CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The components: red, green, blue, alpha.
    public let components: [CGFloat]?
    /// The opacity.
    public var alpha: CGFloat { components?[3] ?? 1 }
    /// How many components there are (always 4: RGBA).
    public var numberOfComponents: Int { 4 }

    /// Creates a colour from sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      components = [red, green, blue, alpha]
    }

    /// Opaque black: the default border, fill and stroke colour, made once and shared (a colour
    /// is immutable), so that a layer does not allocate one, and its components, each.
    static let opaqueBlack = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    /// Colours are equal when their components are.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    /// `<CGColor r g b a>`.
    public var description: String {
      "<CGColor " + (components ?? []).map { DebugFormat.number($0) }.joined(separator: " ") + ">"
    }
  }

  /// A drawing context: Core Graphics' type, reduced to what a headless library can honour.
  /// It draws no pixels; it **records** what is drawn into it (fills, strokes, text runs, image
  /// boxes) as ``DrawingOperation`` values, in the drawing layer's bounds coordinates, and tells
  /// the code drawing into it which region is being redrawn.
  ///
  /// The graphics state (fill and stroke colour, line width, current transform) is saved and
  /// restored by `saveGState()`/`restoreGState()`, as in Core Graphics. Colours default to
  /// opaque black, the line width to 1.
  public final class CGContext {
    /// The region being redrawn, in the drawing layer's bounds coordinates.
    public let boundingBoxOfClipPath: CGRect

    /// What has been drawn so far, in the order drawn: our addition.
    public private(set) var recordedOperations: [DrawingOperation] = []

    /// The graphics state `saveGState()` saves.
    struct GState {
      var fillColor = CGColor.opaqueBlack
      var strokeColor = CGColor.opaqueBlack
      var lineWidth: CGFloat = 1
      var ctm = CGAffineTransform.identity
    }
    var state = GState()
    private var savedStates: [GState] = []

    init(headlessClip clip: CGRect) { boundingBoxOfClipPath = clip }

    /// A context for redrawing `clip`.
    static func headless(clip: CGRect) -> CGContext? { CGContext(headlessClip: clip) }

    /// The current transformation matrix (user space to the layer's bounds coordinates).
    public var ctm: CGAffineTransform { state.ctm }

    /// Pushes a copy of the graphics state.
    public func saveGState() { savedStates.append(state) }

    /// Pops the graphics state saved last; does nothing when none is saved.
    public func restoreGState() {
      if let saved = savedStates.popLast() { state = saved }
    }

    /// Moves user space's origin by (`tx`, `ty`).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
      state.ctm = CGAffineTransform(translationX: tx, y: ty).concatenating(state.ctm)
    }

    /// Scales user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
      state.ctm = CGAffineTransform(scaleX: sx, y: sy).concatenating(state.ctm)
    }

    /// Sets the colour fills use.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }

    /// Sets the colour strokes use.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    /// Sets the width strokes use.
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }

    /// Fills `rect` with the fill colour.
    public func fill(_ rect: CGRect) {
      record(.fillRect(device(rect), color: state.fillColor))
    }

    /// Strokes the outline of `rect` with the stroke colour and line width.
    public func stroke(_ rect: CGRect) {
      record(.strokeRect(device(rect), color: state.strokeColor, lineWidth: state.lineWidth))
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
      record(.fillEllipse(device(rect), color: state.fillColor))
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
      record(.strokeEllipse(device(rect), color: state.strokeColor, lineWidth: state.lineWidth))
    }

    /// Records a run of text; `run`'s geometry is in user space (UIKit's string drawing calls this).
    func recordText(_ run: TextRun) {
      var moved = run
      moved.origin = run.origin.applying(state.ctm)
      moved.baseline = CGPoint(x: run.origin.x, y: run.baseline).applying(state.ctm).y
      record(.text(moved))
    }

    /// Records an image drawn into `rect` (user space).
    func recordImage(_ image: UIImage, in rect: CGRect) {
      record(.image(device(rect), imageSize: image.size))
    }

    private func device(_ rect: CGRect) -> CGRect {
      state.ctm.isIdentity ? rect : rect.applying(state.ctm)
    }

    private func record(_ operation: DrawingOperation) { recordedOperations.append(operation) }
  }
#endif
