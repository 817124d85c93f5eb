// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// https://developer.apple.com/documentation/uikit/uiprogressview
/// A progress bar (UIKit's `UIProgressView`): as tall as its style's artwork (4 points with
/// round ends since iOS 14; `.bar` 2.5), no width of its own; hugging 250 across, 750 up
/// and down.
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// The bar's look, with UIKit's raw values.
  public enum Style: Int, Sendable {
    /// The standard bar, round-ended.
    case `default` = 0
    /// The thinner, square bar used in toolbars.
    case bar = 1

    var height: CGFloat { self == .default ? 4 : 2.5 }
  }

  /// The style; `.default` by default.
  open var progressViewStyle: Style = .default {
    didSet {
      guard progressViewStyle != oldValue else { return }
      invalidateIntrinsicContentSize()
      setNeedsDisplay()
    }
  }
  /// The progress, 0 to 1 (values outside are clamped); 0 by default.
  open var progress: Float = 0 {
    didSet {
      let clamped = min(max(progress, 0), 1)
      if clamped != progress { progress = clamped }
      setNeedsDisplay()
    }
  }
  /// The filled part's colour (`nil`: the tint, system blue).
  open var progressTintColor: UIColor? { didSet { setNeedsDisplay() } }
  /// The unfilled part's colour (`nil`: light grey).
  open var trackTintColor: UIColor? { didSet { setNeedsDisplay() } }

  /// Creates a progress view of `style`, 0 wide.
  public init(progressViewStyle style: Style) {
    progressViewStyle = style
    super.init(frame: CGRect(x: 0, y: 0, width: 0, height: style.height))
    setUp()
  }

  /// Creates a `.default` progress view at `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Creates a progress view from an archive; nothing is decoded.
  public required init(coder: NSCoder) {
    super.init(frame: .zero)
    setUp()
  }

  private func setUp() { hugsFirmly(horizontal: false) }

  /// Sets ``progress``; headless changes are never animated.
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

  /// The style's height; no intrinsic width.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle.height)
  }

  /// `size`'s width (the bounds' if none) by the style's height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width > 0 ? size.width : bounds.width, height: progressViewStyle.height)
  }

  /// The track, and the filled part over it.
  open override func draw(_ rect: CGRect) {
    #if !canImport(CoreGraphics)
      let track = CGRect(x: 0, y: (bounds.height - progressViewStyle.height) / 2,
                         width: bounds.width, height: progressViewStyle.height)
      let filled = CGRect(x: track.minX, y: track.minY, width: track.width * CGFloat(progress), height: track.height)
      if progressViewStyle == .default {
        ControlDrawing.fillCapsule(track, trackTintColor ?? .systemGray5)
        ControlDrawing.fillCapsule(filled, progressTintColor ?? .link)
      } else {
        (trackTintColor ?? .systemGray5).setFill()
        UIRectFill(track)
        (progressTintColor ?? .link).setFill()
        UIRectFill(filled)
      }
    #endif
  }
}
