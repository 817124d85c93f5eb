// UIKitLayout: snapshot testing.
import Foundation
import SnapshotTesting
import UIKitLayout

#if !os(iOS) && !os(tvOS) && !os(visionOS)
  // swift-snapshot-testing's UIKit strategies by their iOS names, which it defines on iOS
  // only: `.image` draws the PNG this library draws (`.png`), `.recursiveDescription` writes
  // its text dump (`.layout`), so a test written for iOS compiles unchanged. The references
  // are this library's pictures and text, not the simulator's: record them again once.
  // `perceptualPrecision` is accepted and not used (pictures are compared pixel by pixel, with
  // `precision`); `drawHierarchyInKeyWindow` makes no difference here.

  extension ViewImageConfig {
    /// This configuration as the library's: a window of `size` (or the preset's), its safe
    /// area the preset's, with the preset's traits and then `traits` laid over the device's,
    /// drawn at the preset's device scale (or `traits.displayScale`, or the main screen's: an
    /// iPhone 15's).
    /// With no size at all, the view keeps its own (a controller fills the main screen).
    func snapshotConfiguration(size override: CGSize?, traits extra: UITraitCollection) -> SnapshotConfiguration {
      let traits = UITraitCollection(traitsFrom: [self.traits, extra])
      guard let size = override ?? size else { return SnapshotConfiguration(traits: traits) }
      let displayScale = traits.displayScale > 0 ? traits.displayScale : nil
      let profile = DeviceProfile(
        name: SnapshotConfiguration.number(size.width) + "x" + SnapshotConfiguration.number(size.height),
        portraitSize: CGSize(width: max(1, size.width), height: max(1, size.height)),
        scale: scale ?? displayScale ?? DeviceProfile.iPhone15.scale, portraitSafeAreaInsets: safeArea,
        landscapeSafeAreaInsets: safeArea, idiom: traits.userInterfaceIdiom == .pad ? .pad : .phone)
      return SnapshotConfiguration(device: profile, traits: traits)
    }
  }

  extension Snapshotting where Value: UIViewController, Format == Data {
    /// The controller's view filling the main screen, as PNG (swift-snapshot-testing's iOS
    /// name for its image strategy).
    public static var image: Snapshotting { .image() }

    /// The controller's view in a window of a preset device (`.iPhoneX`, `.iPadMini(.portrait)`),
    /// as PNG at that device's scale.
    public static func image(
      on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
      traits: UITraitCollection = .init()
    ) -> Snapshotting {
      .png(config.snapshotConfiguration(size: size, traits: traits), precision: Double(precision))
    }

    /// The controller's view at `size` (or filling the main screen), as PNG.
    public static func image(
      drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
      size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
      .image(on: ViewImageConfig(), precision: precision, perceptualPrecision: perceptualPrecision, size: size, traits: traits)
    }
  }

  extension Snapshotting where Value: UIView, Format == Data {
    /// The view at its own size, as PNG (swift-snapshot-testing's iOS name for its image
    /// strategy).
    public static var image: Snapshotting { .image() }

    /// The view at `size` (or its own), as PNG.
    public static func image(
      drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
      size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
      .png(ViewImageConfig().snapshotConfiguration(size: size, traits: traits), precision: Double(precision))
    }
  }

  extension Snapshotting where Value: UIViewController, Format == String {
    /// The controller's view filling the main screen, as the library's text dump of the tree
    /// (swift-snapshot-testing's iOS name: `recursiveDescription`).
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The controller's view in a window of a preset device, or at `size`, as text.
    public static func recursiveDescription(
      on config: ViewImageConfig = .init(), size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
      .layout(config.snapshotConfiguration(size: size, traits: traits))
    }
  }

  extension Snapshotting where Value: UIView, Format == String {
    /// The view at its own size, as the library's text dump of the tree
    /// (swift-snapshot-testing's iOS name: `recursiveDescription`).
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view at `size` (or its own), as text.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
      .layout(ViewImageConfig().snapshotConfiguration(size: size, traits: traits))
    }
  }
#endif
