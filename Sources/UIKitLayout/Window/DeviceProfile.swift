// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// A device a ``UIScreen`` can stand for: its screen size in points (portrait), scale, and the
/// safe-area insets of a full-screen window in portrait and in landscape.
///
/// Values are those the iOS 17/18 simulators report for each device, recalled rather than
/// re-measured for this library; treat them as close, not authoritative.
public struct DeviceProfile: Hashable, Sendable {
  /// The device's marketing name.
  public var name: String
  /// The screen's size in points, portrait.
  public var portraitSize: CGSize
  /// Pixels per point.
  public var scale: CGFloat
  /// A full-screen window's safe-area insets in portrait.
  public var portraitSafeAreaInsets: UIEdgeInsets
  /// A full-screen window's safe-area insets in landscape.
  public var landscapeSafeAreaInsets: UIEdgeInsets
  /// The kind of device: `.phone` or `.pad`.
  public var idiom: UIUserInterfaceIdiom
  /// A phone's horizontal size class in landscape: regular on the large (Plus, Max) phones.
  public var landscapeHorizontalSizeClass: UIUserInterfaceSizeClass

  /// Creates a profile.
  public init(
    name: String, portraitSize: CGSize, scale: CGFloat, portraitSafeAreaInsets: UIEdgeInsets,
    landscapeSafeAreaInsets: UIEdgeInsets, idiom: UIUserInterfaceIdiom = .phone,
    landscapeHorizontalSizeClass: UIUserInterfaceSizeClass = .compact
  ) {
    self.name = name
    self.portraitSize = portraitSize
    self.scale = scale
    self.portraitSafeAreaInsets = portraitSafeAreaInsets
    self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
    self.idiom = idiom
    self.landscapeHorizontalSizeClass = landscapeHorizontalSizeClass
  }

  /// The size classes of a window of `size` on this device.
  ///
  /// A phone: compact width and regular height in portrait; in landscape compact height and
  /// ``landscapeHorizontalSizeClass``. A pad: regular height, and regular width unless the
  /// window is narrower than ``padRegularWidthMinimum`` (Slide Over, and the narrow side of
  /// Split View).
  public func sizeClasses(forWindowSize size: CGSize)
    -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)
  {
    if idiom == .pad {
      return (size.width >= Self.padRegularWidthMinimum ? .regular : .compact, .regular)
    }
    return size.width > size.height ? (landscapeHorizontalSizeClass, .compact) : (.compact, .regular)
  }

  /// The narrowest iPad window with a regular width.
  public static let padRegularWidthMinimum: CGFloat = 678

  /// The insets of a full-screen window in `orientation`.
  public func safeAreaInsets(for orientation: UIInterfaceOrientation) -> UIEdgeInsets {
    orientation.isLandscape ? landscapeSafeAreaInsets : portraitSafeAreaInsets
  }
}
