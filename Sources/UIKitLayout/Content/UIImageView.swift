// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// https://developer.apple.com/documentation/uikit/uiimageview
/// A view showing an image (UIKit's `UIImageView`): sized by its image.
///
/// Its intrinsic content size and `sizeThatFits(_:)` are the image's size in points (no
/// intrinsic size without an image); like UIKit's, it ignores touches by default. It shows its
/// image by drawing it in `draw(_:)` (DIVERGENCE(UIKit): UIKit sets the layer's contents).
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image shown; changing it re-measures the view and redraws it.
  open var image: UIImage? {
    didSet {
      guard image !== oldValue else { return }
      if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
      setNeedsDisplay()
    }
  }

  /// Creates an image view with `frame` and no image.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Creates an image view showing `image`, sized to it (frame `(0, 0, image.size)`).
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
  }

  /// Creates an image view from an archive; nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// Draws the image stretched to the bounds (`.scaleToFill`, the default content mode; the
  /// other modes draw the same here). In a recording this is one image box
  /// (``DrawingOperation/image(_:imageSize:)``); renderers decide how a box looks.
  open override func draw(_ rect: CGRect) {
    #if !canImport(CoreGraphics)
      image?.draw(in: bounds)
    #endif
  }

  /// The image's size; `(noIntrinsicMetric, noIntrinsicMetric)` without an image.
  open override var intrinsicContentSize: CGSize {
    image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The image's size whatever `size` is; zero without an image.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    image?.size ?? .zero
  }
}
