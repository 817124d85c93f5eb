// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// Edges of a rectangle, in layout-direction terms (UIKit's `NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt
  /// Wraps bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// No edge.
  public static let none = NSDirectionalRectEdge([])
  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge.
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// All four.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct
extension UIButton {
  /// How a button looks and lays out its content (iOS 15's `UIButton.Configuration`, the
  /// layout-relevant part): title, subtitle and image, their placement and padding, and the
  /// content insets, which default by ``Size`` (7 above and below and 12 at the sides at
  /// `.medium`, Apple's documented default).
  public struct Configuration: Sendable {
    /// The button's size class: it sets the default insets and the title's font.
    public enum Size: Int, Sendable {
      /// Mini.
      case mini = 0
      /// Small.
      case small = 1
      /// Medium (the default).
      case medium = 2
      /// Large.
      case large = 3

      /// The default content insets at this size.
      var contentInsets: NSDirectionalEdgeInsets {
        switch self {
        case .mini, .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: NSDirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20)
        }
      }

      /// The title's point size at this size.
      var titlePointSize: CGFloat {
        switch self {
        case .mini, .small: 15
        case .medium, .large: 17
        }
      }
    }

    /// The look the configuration was made with.
    enum Style: Sendable { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }
    let style: Style

    /// The title.
    public var title: String?
    /// A second, smaller line under the title.
    public var subtitle: String?
    /// The image.
    public var image: UIImage?
    /// Where the image is relative to the title: `.leading` (default), `.trailing`, `.top` or
    /// `.bottom`.
    public var imagePlacement: NSDirectionalRectEdge = .leading
    /// The space between the image and the title; 0 by default.
    public var imagePadding: CGFloat = 0
    /// The space between the title and the subtitle; 1 by default.
    public var titlePadding: CGFloat = 1
    /// The size class; setting it resets ``contentInsets`` to that size's default.
    public var buttonSize: Size = .medium {
      didSet { if buttonSize != oldValue { contentInsets = buttonSize.contentInsets } }
    }
    /// The space between the button's edges and its content.
    public var contentInsets = Size.medium.contentInsets
    /// The title and subtitle's alignment: `.automatic` (centred) by default.
    public var titleAlignment: TitleAlignment = .automatic
    /// The content's colour (`nil`: the style's).
    public var baseForegroundColor: UIColor?
    /// The background's colour (`nil`: the style's).
    public var baseBackgroundColor: UIColor?

    /// How the title and subtitle align with each other.
    public enum TitleAlignment: Int, Sendable {
      /// Centred, unless the image's placement says otherwise.
      case automatic = 0
      /// Leading.
      case leading = 1
      /// Centred.
      case center = 2
      /// Trailing.
      case trailing = 3
    }

    init(style: Style) { self.style = style }

    /// No background.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A tinted background.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A grey background.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A filled, tint-coloured background.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// No border or background (the iOS 7 look).
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    /// A bordered look.
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    /// A bordered, tinted look.
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    /// A bordered, prominent look.
    public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

    /// Puts ``contentInsets`` back to the default for ``buttonSize``.
    public mutating func setDefaultContentInsets() { contentInsets = buttonSize.contentInsets }

    /// The title's font at ``buttonSize``.
    var titleFont: UIFont { .systemFont(ofSize: buttonSize.titlePointSize) }
    /// The subtitle's font (13-point at every size).
    var subtitleFont: UIFont { .systemFont(ofSize: 13) }

    /// The background's colour as the style draws it.
    var backgroundColor: UIColor? {
      if let baseBackgroundColor { return baseBackgroundColor }
      switch style {
      case .plain, .borderless: return nil
      case .tinted, .borderedTinted: return UIColor(rgb255: 0, 122, 255, alpha: 0.15)
      case .gray, .bordered: return .systemGray5
      case .filled, .borderedProminent: return .link
      }
    }

    /// The title's colour as the style draws it.
    var foregroundColor: UIColor {
      if let baseForegroundColor { return baseForegroundColor }
      return style == .filled || style == .borderedProminent ? .white : .link
    }
  }
}
