// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// https://developer.apple.com/documentation/uikit/uiswitch
/// An on/off switch (UIKit's `UISwitch`): always 51 × 31 points, whatever frame it is given
/// (UIKit's switch enforces its size), hugging at 750. No touches headlessly: set ``isOn``.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// The switch's size on iOS 7 to 18 (docs/controls.md).
  static let size = CGSize(width: 51, height: 31)

  /// Whether the switch is on; `false` by default.
  open var isOn = false { didSet { if isOn != oldValue { setNeedsDisplay() } } }
  /// The track's colour when on (`nil`: UIKit's green).
  open var onTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The knob's colour (`nil`: white).
  open var thumbTintColor: UIColor? { didSet { setNeedsDisplay() } }

  /// Creates a switch at `frame`'s origin, 51 × 31.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    hugsFirmly()
  }

  /// Creates a switch from an archive; nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    frame.size = Self.size
    hugsFirmly()
  }

  /// Sets ``isOn``; headless changes are never animated.
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }

  /// 51 × 31.
  open override var intrinsicContentSize: CGSize { Self.size }

  /// 51 × 31, whatever `size` is.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

  /// A capsule track (green when on, light grey when off) and a white knob at its end.
  open override func draw(_ rect: CGRect) {
    #if !canImport(CoreGraphics)
      let track = CGRect(origin: .zero, size: Self.size)
      ControlDrawing.fillCapsule(track, isOn ? (onTintColor ?? .systemGreen) : .systemGray5)
      let knob = track.height - 4
      let x = isOn ? track.maxX - 2 - knob / 2 : track.minX + 2 + knob / 2
      ControlDrawing.fillCircle(center: CGPoint(x: x, y: track.midY), diameter: knob, thumbTintColor ?? .white)
    #endif
  }
}
