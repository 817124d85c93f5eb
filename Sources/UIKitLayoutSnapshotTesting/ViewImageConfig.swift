// UIKitLayout: snapshot testing.
import Foundation
import UIKitLayout

#if !os(iOS) && !os(tvOS) && !os(visionOS)
  /// swift-snapshot-testing's device configurations (`.iPhoneSe`, `.iPhoneX`,
  /// `.iPadMini(.portrait)`), which it defines on iOS only: here, so tests written for iOS
  /// (`assertSnapshot(of: vc, as: .image(on: .iPhoneX))`) compile unchanged.
  ///
  /// The presets have swift-snapshot-testing 1.19's sizes, safe areas and traits; the pictures
  /// are drawn at the real device's scale (swift-snapshot-testing draws at the simulator's).
  /// Where a ``DeviceProfile`` exists for a current device, `.png(on:)` with it is the richer
  /// choice: it also knows the device's landscape insets and its Dynamic Type default.
  public struct ViewImageConfig: Sendable {
    /// A phone's orientation.
    public enum Orientation: Sendable {
      /// Landscape.
      case landscape
      /// Portrait.
      case portrait
    }

    /// An iPad's orientation, with the share of the screen a Split View gives the app.
    public enum TabletOrientation: Sendable {
      /// Portrait shares.
      public enum PortraitSplits: Sendable {
        /// A third of the screen.
        case oneThird
        /// Two thirds of the screen.
        case twoThirds
        /// The whole screen.
        case full
      }
      /// Landscape shares.
      public enum LandscapeSplits: Sendable {
        /// A third of the screen.
        case oneThird
        /// Half the screen.
        case oneHalf
        /// Two thirds of the screen.
        case twoThirds
        /// The whole screen.
        case full
      }
      /// Landscape, with a share of the screen.
      case landscape(splitView: LandscapeSplits)
      /// Portrait, with a share of the screen.
      case portrait(splitView: PortraitSplits)
    }

    /// The safe-area insets of the window the view is laid out in.
    public var safeArea: UIEdgeInsets
    /// The window's size; `nil`: the view's own.
    public var size: CGSize?
    /// The traits laid over the window's.
    public var traits: UITraitCollection
    /// Pixels per point of the pictures (the preset's device; `nil`: the traits'
    /// `displayScale`, else the main screen's).
    var scale: CGFloat?

    /// Creates a configuration.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
      self.safeArea = safeArea
      self.size = size
      self.traits = traits
    }

    init(_ safeArea: UIEdgeInsets, _ size: CGSize, _ traits: UITraitCollection, scale: CGFloat) {
      self.init(safeArea: safeArea, size: size, traits: traits)
      self.scale = scale
    }

    /// A phone: `portrait` is its size upright; landscape swaps it.
    static func phone(
      _ orientation: Orientation, _ portrait: CGSize, scale: CGFloat, portraitInsets: UIEdgeInsets,
      landscapeInsets: UIEdgeInsets, traits: (Orientation) -> UITraitCollection
    ) -> ViewImageConfig {
      switch orientation {
      case .portrait: ViewImageConfig(portraitInsets, portrait, traits(.portrait), scale: scale)
      case .landscape:
        ViewImageConfig(landscapeInsets, CGSize(width: portrait.height, height: portrait.width), traits(.landscape), scale: scale)
      }
    }

    static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    static let notchPortrait = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    static let notchLandscape = UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44)
    static let iPhone12Portrait = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    static let iPhone12Landscape = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    /// iPhone SE (first generation), portrait.
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    /// iPhone SE (first generation): 320 × 568, 2×.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
      phone(orientation, CGSize(width: 320, height: 568), scale: 2, portraitInsets: statusBar, landscapeInsets: .zero, traits: UITraitCollection.iPhoneSe)
    }
    /// iPhone 8, portrait.
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    /// iPhone 8: 375 × 667, 2×.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
      phone(orientation, CGSize(width: 375, height: 667), scale: 2, portraitInsets: statusBar, landscapeInsets: .zero, traits: UITraitCollection.iPhone8)
    }
    /// iPhone 8 Plus, portrait.
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    /// iPhone 8 Plus: 414 × 736, 3×.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
      phone(orientation, CGSize(width: 414, height: 736), scale: 3, portraitInsets: statusBar, landscapeInsets: .zero, traits: UITraitCollection.iPhone8Plus)
    }
    /// iPhone X, portrait.
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    /// iPhone X: 375 × 812, 3×.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
      phone(orientation, CGSize(width: 375, height: 812), scale: 3, portraitInsets: notchPortrait, landscapeInsets: notchLandscape, traits: UITraitCollection.iPhoneX)
    }
    /// iPhone XS Max, portrait.
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    /// iPhone XS Max: 414 × 896, 3×.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
      phone(orientation, CGSize(width: 414, height: 896), scale: 3, portraitInsets: notchPortrait, landscapeInsets: notchLandscape, traits: UITraitCollection.iPhoneXsMax)
    }
    /// iPhone XR, portrait.
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    /// iPhone XR: 414 × 896, 2×.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
      phone(orientation, CGSize(width: 414, height: 896), scale: 2, portraitInsets: notchPortrait, landscapeInsets: notchLandscape, traits: UITraitCollection.iPhoneXr)
    }
    /// iPhone 12, portrait.
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    /// iPhone 12: 390 × 844, 3×.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
      phone(orientation, CGSize(width: 390, height: 844), scale: 3, portraitInsets: iPhone12Portrait, landscapeInsets: iPhone12Landscape, traits: UITraitCollection.iPhone12)
    }
    /// iPhone 12 Pro, portrait.
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    /// iPhone 12 Pro: as the iPhone 12.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }
    /// iPhone 12 Pro Max, portrait.
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max: 428 × 926, 3×.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
      phone(orientation, CGSize(width: 428, height: 926), scale: 3, portraitInsets: iPhone12Portrait, landscapeInsets: iPhone12Landscape, traits: UITraitCollection.iPhone12ProMax)
    }
    /// iPhone 13, portrait.
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    /// iPhone 13: 390 × 844, 3×.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
      phone(orientation, CGSize(width: 390, height: 844), scale: 3, portraitInsets: iPhone12Portrait, landscapeInsets: iPhone12Landscape, traits: UITraitCollection.iPhone13)
    }
    /// iPhone 13 mini, portrait.
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    /// iPhone 13 mini: 375 × 812, 3×.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
      phone(
        orientation, CGSize(width: 375, height: 812), scale: 3,
        portraitInsets: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
        landscapeInsets: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50), traits: UITraitCollection.iPhone13)
    }
    /// iPhone 13 Pro, portrait.
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    /// iPhone 13 Pro: as the iPhone 13.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }
    /// iPhone 13 Pro Max, portrait.
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max: 428 × 926, 3×.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
      phone(orientation, CGSize(width: 428, height: 926), scale: 3, portraitInsets: iPhone12Portrait, landscapeInsets: iPhone12Landscape, traits: UITraitCollection.iPhone13ProMax)
    }
  }
#endif
