// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// https://developer.apple.com/documentation/uikit/uislider
/// A slider (UIKit's `UISlider`): 30 points tall (its thumb and the room around it), no width
/// of its own. No touches headlessly: set ``value``.
@preconcurrency @MainActor
open class UISlider: UIControl {
  /// The slider's height (docs/controls.md).
  static let height: CGFloat = 30
  /// The thumb's diameter, and the track's thickness.
  static let thumb: CGFloat = 27, track: CGFloat = 4

  /// The value, kept between ``minimumValue`` and ``maximumValue``; 0 by default.
  open var value: Float = 0 {
    didSet {
      let clamped = min(max(value, minimumValue), maximumValue)
      if clamped != value { value = clamped }
      setNeedsDisplay()
    }
  }
  /// The lowest value; 0 by default.
  open var minimumValue: Float = 0 { didSet { value = max(value, minimumValue) } }
  /// The highest value; 1 by default.
  open var maximumValue: Float = 1 { didSet { value = min(value, maximumValue) } }
  /// Whether changes are sent while dragging; `true` by default.
  open var isContinuous = true
  /// The track's colour left of the thumb (`nil`: the tint, system blue).
  open var minimumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The track's colour right of the thumb (`nil`: light grey).
  open var maximumTrackTintColor: UIColor? { didSet { setNeedsDisplay() } }

  /// Sets ``value``; headless changes are never animated.
  open func setValue(_ value: Float, animated: Bool) { self.value = value }

  /// No intrinsic width; 30 tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
  }

  /// `size`'s width (the bounds' if none) by 30.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width > 0 ? size.width : bounds.width, height: Self.height)
  }

  /// The track, blue up to the thumb, and the white thumb.
  open override func draw(_ rect: CGRect) {
    #if !canImport(CoreGraphics)
      let usable = max(bounds.width - Self.thumb, 0)
      let span = maximumValue - minimumValue
      let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
      let x = Self.thumb / 2 + usable * fraction
      let y = bounds.height / 2
      let track = CGRect(x: 0, y: y - Self.track / 2, width: bounds.width, height: Self.track)
      ControlDrawing.fillCapsule(track, maximumTrackTintColor ?? .systemGray5)
      ControlDrawing.fillCapsule(
        CGRect(x: 0, y: track.minY, width: x, height: Self.track), minimumTrackTintColor ?? .link)
      ControlDrawing.fillCircle(center: CGPoint(x: x, y: y), diameter: Self.thumb + 1, .systemGray4)
      ControlDrawing.fillCircle(center: CGPoint(x: x, y: y), diameter: Self.thumb, .white)
    #endif
  }
}
