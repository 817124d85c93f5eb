// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics

  extension CGContext {
    /// A 1×1 bitmap context clipped to `clip`: enough for `boundingBoxOfClipPath` to report the
    /// dirty region. Nothing drawn into it is kept.
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
  /// A drawing context: Core Graphics' type, reduced to what a headless layout library can
  /// honour. It draws nothing; it tells the code drawing into it which region is being redrawn.
  public final class CGContext {
    /// The region being redrawn, in the drawing layer's bounds coordinates.
    public let boundingBoxOfClipPath: CGRect

    init(headlessClip clip: CGRect) { boundingBoxOfClipPath = clip }

    /// A context for redrawing `clip`.
    static func headless(clip: CGRect) -> CGContext? { CGContext(headlessClip: clip) }
  }
#endif
