// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// The value types a trait collection holds, with UIKit's raw values (they show in archives
// and in `rawValue` comparisons people write).

/// A size class: how much room an axis has.
public enum UIUserInterfaceSizeClass: Int, Sendable, CustomStringConvertible {
  /// Not known (a collection that doesn't say).
  case unspecified = 0
  /// Little room (an iPhone's width in portrait, its height in landscape).
  case compact = 1
  /// Plenty of room (an iPad full screen).
  case regular = 2

  /// `Unspecified`, `Compact`, `Regular`, as UIKit's descriptions spell them.
  public var description: String {
    switch self {
    case .unspecified: "Unspecified"
    case .compact: "Compact"
    case .regular: "Regular"
    }
  }
}

/// The kind of device an interface is for.
public enum UIUserInterfaceIdiom: Int, Sendable, CustomStringConvertible {
  /// Not known.
  case unspecified = -1
  /// An iPhone or iPod touch.
  case phone = 0
  /// An iPad.
  case pad = 1
  /// Apple TV.
  case tv = 2
  /// CarPlay.
  case carPlay = 3
  /// A Mac (Mac Catalyst with the Mac idiom).
  case mac = 5
  /// Apple Vision Pro.
  case vision = 6

  /// `Phone`, `Pad`, … as UIKit's descriptions spell them.
  public var description: String {
    switch self {
    case .unspecified: "Unspecified"
    case .phone: "Phone"
    case .pad: "Pad"
    case .tv: "TV"
    case .carPlay: "CarPlay"
    case .mac: "Mac"
    case .vision: "Vision"
    }
  }
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable, CustomStringConvertible {
  /// Not known.
  case unspecified = 0
  /// Light appearance.
  case light = 1
  /// Dark appearance.
  case dark = 2

  /// `Unspecified`, `Light`, `Dark`.
  public var description: String {
    switch self {
    case .unspecified: "Unspecified"
    case .light: "Light"
    case .dark: "Dark"
    }
  }
}

/// Whether the user asked for bold text (Settings › Accessibility › Bold Text).
public enum UILegibilityWeight: Int, Sendable, CustomStringConvertible {
  /// Not known.
  case unspecified = -1
  /// Regular text.
  case regular = 0
  /// Bold text.
  case bold = 1

  /// `Unspecified`, `Regular`, `Bold`.
  public var description: String {
    switch self {
    case .unspecified: "Unspecified"
    case .regular: "Regular"
    case .bold: "Bold"
    }
  }
}

/// The layout direction a trait collection gives (``UIUserInterfaceLayoutDirection`` plus
/// "not known").
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, CustomStringConvertible {
  /// Not known.
  case unspecified = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1

  /// `Unspecified`, `LeftToRight`, `RightToLeft`.
  public var description: String {
    switch self {
    case .unspecified: "Unspecified"
    case .leftToRight: "LeftToRight"
    case .rightToLeft: "RightToLeft"
    }
  }
}
