// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// An image, reduced to what layout needs: its size (UIKit's `UIImage`, minimal).
///
/// Images are made from a size with ``init(size:scale:)``, our addition, or found by name
/// in a bundle (`UIImage(named:)`: PNG files, whose headers give the size; nothing is decoded).
///
/// An `NSObject`, as UIKit's: two images are equal when they are the same object.
open class UIImage: NSObject, @unchecked Sendable {
  /// The image's size in points.
  public let size: CGSize
  /// Pixels per point of the image's bitmap.
  public let scale: CGFloat

  /// Creates an image of `size` points, `scale` pixels per point: our addition, standing in
  /// for loading a file.
  public init(size: CGSize, scale: CGFloat = 1) {
    self.size = size
    self.scale = scale
    super.init()
  }

  /// Creates an empty image (size zero), as UIKit's `UIImage()`.
  public convenience override init() {
    self.init(size: .zero)
  }

  /// `<UIImage: size {w, h}, scale s>`.
  open override var description: String {
    "<UIImage: size {\(DebugFormat.number(size.width)), \(DebugFormat.number(size.height))}"
      + ", scale \(DebugFormat.number(scale))>"
  }
}
