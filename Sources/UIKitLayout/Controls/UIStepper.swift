// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// https://developer.apple.com/documentation/uikit/uistepper
/// A minus/plus pair (UIKit's `UIStepper`): 94 × 32 (iOS 13 and later), hugging at 750.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  static let size = CGSize(width: 94, height: 32)

  /// The value, kept between ``minimumValue`` and ``maximumValue``; 0 by default.
  open var value: Double = 0 {
    didSet {
      let clamped = min(max(value, minimumValue), maximumValue)
      if clamped != value { value = clamped }
    }
  }
  /// The lowest value; 0 by default.
  open var minimumValue: Double = 0 { didSet { value = max(value, minimumValue) } }
  /// The highest value; 100 by default.
  open var maximumValue: Double = 100 { didSet { value = min(value, maximumValue) } }
  /// The step; 1 by default.
  open var stepValue: Double = 1
  /// Whether the value wraps around at the ends; `false` by default.
  open var wraps = false
  /// Whether holding a button repeats; `true` by default (no touches headlessly).
  open var autorepeat = true
  /// Whether changes are sent while holding; `true` by default.
  open var isContinuous = true

  /// Creates a stepper at `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    hugsFirmly()
  }

  /// Creates a stepper from an archive; nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    hugsFirmly()
  }

  /// 94 × 32.
  open override var intrinsicContentSize: CGSize { Self.size }

  /// 94 × 32, whatever `size` is.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

  /// Two grey halves with a minus and a plus.
  open override func draw(_ rect: CGRect) {
    #if !canImport(CoreGraphics)
      let box = CGRect(origin: .zero, size: bounds.size)
      UIColor.systemGray5.setFill()
      UIRectFill(box)
      let half = box.width / 2
      let font = UIFont.systemFont(ofSize: 20)
      ControlDrawing.drawCentered("−", in: CGRect(x: 0, y: 0, width: half, height: box.height), font: font, .label)
      ControlDrawing.drawCentered("+", in: CGRect(x: half, y: 0, width: half, height: box.height), font: font, .label)
      UIColor.systemGray3.setFill()
      UIRectFill(CGRect(x: half - 0.5, y: box.height * 0.25, width: 1, height: box.height * 0.5))
    #endif
  }
}
