// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// The orientation of the app's interface, with UIKit's raw values.
public enum UIInterfaceOrientation: Int, Sendable {
  /// Not known.
  case unknown = 0
  /// Portrait, home edge at the bottom.
  case portrait = 1
  /// Portrait, upside down.
  case portraitUpsideDown = 2
  /// Landscape, home edge on the right (the device turned to `UIDeviceOrientation.landscapeLeft`).
  case landscapeRight = 3
  /// Landscape, home edge on the left (the device turned to `UIDeviceOrientation.landscapeRight`).
  case landscapeLeft = 4

  /// Whether the orientation is a landscape one.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

  /// Whether the orientation is a portrait one.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// A display: its size in points (oriented like the interface, as since iOS 8) and scale,
/// taken from a ``DeviceProfile``.
@preconcurrency @MainActor
open class UIScreen: NSObject, UITraitEnvironment {
  /// The default screen, an iPhone 15 (393×852 @3x). UIKit's own shared instance; tests that
  /// rotate should make their own screen instead.
  public static let main = UIScreen(profile: .iPhone15)

  /// The device this screen stands for.
  public let profile: DeviceProfile

  /// The interface orientation its windows are shown in (set by `UIWindow.rotate(to:)`).
  public internal(set) var interfaceOrientation: UIInterfaceOrientation = .portrait

  /// Creates a screen for `profile`, in portrait.
  public init(profile: DeviceProfile) {
    self.profile = profile
  }

  /// The screen's rectangle in points, for the current interface orientation.
  public var bounds: CGRect {
    CGRect(origin: .zero, size: size(for: interfaceOrientation))
  }

  /// The screen's rectangle in pixels, portrait.
  public var nativeBounds: CGRect {
    CGRect(
      x: 0, y: 0, width: profile.portraitSize.width * profile.scale,
      height: profile.portraitSize.height * profile.scale)
  }

  /// Pixels per point.
  public var scale: CGFloat { profile.scale }

  /// Pixels per point of the physical display (the same as ``scale`` here).
  public var nativeScale: CGFloat { profile.scale }

  /// The size of the screen in points when the interface is in `orientation`.
  func size(for orientation: UIInterfaceOrientation) -> CGSize {
    let portrait = profile.portraitSize
    return orientation.isLandscape
      ? CGSize(width: portrait.height, height: portrait.width) : portrait
  }

  // MARK: - Traits

  /// The screen's traits in its current orientation: see ``traitCollection(forWindowSize:)``.
  open var traitCollection: UITraitCollection {
    traitCollection(forWindowSize: bounds.size)
  }

  /// Screens hear of no changes here (their traits change with the orientation only).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The traits of a window of `size` on this screen: the device's idiom and scale, size
  /// classes for that size (see ``DeviceProfile/sizeClasses(forWindowSize:)``), Dynamic Type
  /// Large, light appearance, left to right, regular weight: an unmodified device's settings.
  /// Our addition.
  public func traitCollection(forWindowSize size: CGSize) -> UITraitCollection {
    let (horizontal, vertical) = profile.sizeClasses(forWindowSize: size)
    let key = TraitCacheKey(horizontal: horizontal, vertical: vertical)
    if let cached = traitCache, cached.key == key { return cached.collection }
    let collection = UITraitCollection(
      values: TraitValues(
        horizontalSizeClass: horizontal, verticalSizeClass: vertical,
        userInterfaceIdiom: profile.idiom, displayScale: profile.scale,
        layoutDirection: .leftToRight, preferredContentSizeCategory: .large,
        userInterfaceStyle: .light, legibilityWeight: .regular))
    traitCache = (key, collection)
    return collection
  }

  /// The last collection made, so that views reading their screen's traits share one object.
  private var traitCache: (key: TraitCacheKey, collection: UITraitCollection)?

  private struct TraitCacheKey: Equatable {
    var horizontal, vertical: UIUserInterfaceSizeClass
  }
}
