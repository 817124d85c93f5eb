// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// A colour, as red, green, blue and alpha components from 0 to 1 (UIKit's `UIColor`,
/// minimal: what the content views store; nothing is rendered).
///
/// An `NSObject`, as UIKit's: `==` is ``isEqual(_:)``, which compares the components.
open class UIColor: NSObject, @unchecked Sendable {
  /// The red component.
  public let red: CGFloat
  /// The green component.
  public let green: CGFloat
  /// The blue component.
  public let blue: CGFloat
  /// The opacity.
  public let alpha: CGFloat

  /// Creates a colour from its components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    super.init()
  }

  /// Creates a grey.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Black.
  public static let black = UIColor(white: 0, alpha: 1)
  /// White.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Fully transparent.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// The colour of primary text: black (the light appearance).
  public static let label = UIColor(white: 0, alpha: 1)
  /// The system blue of the light appearance (0, 122, 255).
  public static let systemBlue = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)

  /// Colours are equal when their components are.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
  }

  /// Hashes the components.
  open override var hash: Int {
    var hasher = Hasher()
    for component in [red, green, blue, alpha] { hasher.combine(component) }
    return hasher.finalize()
  }

  /// `UIExtendedSRGBColorSpace r g b a`, as UIKit prints a colour.
  open override var description: String {
    "UIExtendedSRGBColorSpace "
      + [red, green, blue, alpha].map { DebugFormat.number($0) }.joined(separator: " ")
  }
}
