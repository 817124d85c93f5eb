// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// https://developer.apple.com/documentation/uikit/uiactivityindicatorview
/// A spinner (UIKit's `UIActivityIndicatorView`): 20 × 20 (`.medium`) or 37 × 37 (`.large`),
/// hugging at 750. With ``hidesWhenStopped`` (the default) it is hidden until
/// ``startAnimating()``, as in UIKit.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// The spinner's size and colour, with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// Large, white (deprecated in iOS 13).
    case whiteLarge = 0
    /// Small, white (deprecated in iOS 13).
    case white = 1
    /// Small, grey (deprecated in iOS 13).
    case gray = 2
    /// Small (20 × 20).
    case medium = 100
    /// Large (37 × 37).
    case large = 101

    /// The side of the spinner's square.
    var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
  }

  /// The style; `.medium` by default. Changing it resizes the spinner.
  open var style: Style = .medium {
    didSet {
      guard style != oldValue else { return }
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }
  /// The spokes' colour (`nil`: grey, or white for the white styles).
  open var color: UIColor! {
    get { colorStorage ?? (style == .white || style == .whiteLarge ? .white : .systemGray) }
    set { colorStorage = newValue; setNeedsDisplay() }
  }
  private var colorStorage: UIColor?
  /// Whether the spinner hides when stopped; `true` by default.
  open var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }
  /// Whether it is spinning.
  open private(set) var isAnimating = false

  /// Creates a spinner of `style`, sized to it, hidden until started.
  public init(style: Style) {
    self.style = style
    super.init(frame: CGRect(origin: .zero, size: CGSize(width: style.side, height: style.side)))
    setUp()
  }

  /// Creates a `.medium` spinner at `frame`, hidden until started.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Creates a spinner from an archive; nothing is decoded.
  public required init(coder: NSCoder) {
    super.init(frame: .zero)
    setUp()
  }

  private func setUp() {
    hugsFirmly()
    isHidden = hidesWhenStopped
  }

  /// Starts spinning (and shows the spinner).
  open func startAnimating() {
    isAnimating = true
    isHidden = false
  }

  /// Stops spinning (and hides the spinner if ``hidesWhenStopped``).
  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  /// The style's square: 20 × 20 or 37 × 37.
  open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

  /// The style's square, whatever `size` is.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Eight dots on a circle.
  open override func draw(_ rect: CGRect) {
    #if !canImport(CoreGraphics)
      let side = style.side
      let center = CGPoint(x: bounds.midX, y: bounds.midY)
      let radius = side * 0.38, dot = side * 0.16
      for index in 0..<8 {
        let angle = Double(index) * .pi / 4
        ControlDrawing.fillCircle(
          center: CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle))),
          diameter: dot, color)
      }
    #endif
  }
}
