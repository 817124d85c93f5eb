// UIKitLayout: snapshot testing.
import UIKitLayout

#if !os(iOS) && !os(tvOS) && !os(visionOS)
  // The traits of swift-snapshot-testing's device presets (``ViewImageConfig``), which it
  // defines on iOS only.
  extension UITraitCollection {
    /// A phone's traits as swift-snapshot-testing gives them: left to right, Medium text,
    /// compact width (regular in landscape on `wideInLandscape` phones), and compact height in
    /// landscape.
    static func phone(_ orientation: ViewImageConfig.Orientation, wideInLandscape: Bool) -> UITraitCollection {
      UITraitCollection(traitsFrom: [
        UITraitCollection(layoutDirection: .leftToRight),
        UITraitCollection(preferredContentSizeCategory: .medium),
        UITraitCollection(userInterfaceIdiom: .phone),
        UITraitCollection(horizontalSizeClass: orientation == .landscape && wideInLandscape ? .regular : .compact),
        UITraitCollection(verticalSizeClass: orientation == .landscape ? .compact : .regular),
      ])
    }

    /// iPhone SE's traits (swift-snapshot-testing's).
    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
      phone(orientation, wideInLandscape: false)
    }
    /// iPhone 8's traits.
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
      phone(orientation, wideInLandscape: false)
    }
    /// iPhone 8 Plus's traits (regular width in landscape).
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
      phone(orientation, wideInLandscape: true)
    }
    /// iPhone X's traits.
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
      phone(orientation, wideInLandscape: false)
    }
    /// iPhone XR's traits (regular width in landscape).
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
      phone(orientation, wideInLandscape: true)
    }
    /// iPhone XS Max's traits (regular width in landscape).
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
      phone(orientation, wideInLandscape: true)
    }
    /// iPhone 12's traits.
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
      phone(orientation, wideInLandscape: false)
    }
    /// iPhone 12 Pro Max's traits (regular width in landscape).
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
      phone(orientation, wideInLandscape: true)
    }
    /// iPhone 13's traits.
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
      phone(orientation, wideInLandscape: false)
    }
    /// iPhone 13 Pro Max's traits (regular width in landscape).
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
      phone(orientation, wideInLandscape: true)
    }

    /// An iPad's whole screen or its wider shares: regular both ways.
    static let iPad = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .regular),
      UITraitCollection(userInterfaceIdiom: .pad),
    ])
    /// An iPad's narrower Split View shares: compact width.
    static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
      UITraitCollection(userInterfaceIdiom: .pad),
    ])
  }
#endif
