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

  /// Creates a profile.
  public init(
    name: String, portraitSize: CGSize, scale: CGFloat, portraitSafeAreaInsets: UIEdgeInsets,
    landscapeSafeAreaInsets: UIEdgeInsets
  ) {
    self.name = name
    self.portraitSize = portraitSize
    self.scale = scale
    self.portraitSafeAreaInsets = portraitSafeAreaInsets
    self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
  }

  /// The insets of a full-screen window in `orientation`.
  public func safeAreaInsets(for orientation: UIInterfaceOrientation) -> UIEdgeInsets {
    orientation.isLandscape ? landscapeSafeAreaInsets : portraitSafeAreaInsets
  }

  private static func phone(
    _ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat, top: CGFloat,
    bottom: CGFloat, landscapeSide: CGFloat, landscapeBottom: CGFloat
  ) -> DeviceProfile {
    DeviceProfile(
      name: name, portraitSize: CGSize(width: width, height: height), scale: scale,
      portraitSafeAreaInsets: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
      landscapeSafeAreaInsets: UIEdgeInsets(
        top: 0, left: landscapeSide, bottom: landscapeBottom, right: landscapeSide))
  }

  private static func pad(_ name: String, _ width: CGFloat, _ height: CGFloat) -> DeviceProfile {
    let insets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    return DeviceProfile(
      name: name, portraitSize: CGSize(width: width, height: height), scale: 2,
      portraitSafeAreaInsets: insets, landscapeSafeAreaInsets: insets)
  }

  /// iPhone SE (2nd and 3rd generation): 375×667 @2x, status bar only.
  public static let iPhoneSE = phone(
    "iPhone SE", 375, 667, scale: 2, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0)
  /// iPhone 8 Plus: 414×736 @3x, status bar only.
  public static let iPhone8Plus = phone(
    "iPhone 8 Plus", 414, 736, scale: 3, top: 20, bottom: 0, landscapeSide: 0,
    landscapeBottom: 0)
  /// iPhone 11 / XR: 414×896 @2x.
  public static let iPhone11 = phone(
    "iPhone 11", 414, 896, scale: 2, top: 48, bottom: 34, landscapeSide: 48, landscapeBottom: 21)
  /// iPhone 13 mini: 375×812 @3x.
  public static let iPhone13Mini = phone(
    "iPhone 13 mini", 375, 812, scale: 3, top: 50, bottom: 34, landscapeSide: 50,
    landscapeBottom: 21)
  /// iPhone 14 (and 13, 12): 390×844 @3x.
  public static let iPhone14 = phone(
    "iPhone 14", 390, 844, scale: 3, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21)
  /// iPhone 14 Plus: 428×926 @3x.
  public static let iPhone14Plus = phone(
    "iPhone 14 Plus", 428, 926, scale: 3, top: 47, bottom: 34, landscapeSide: 47,
    landscapeBottom: 21)
  /// iPhone 15 (and 15 Pro, 14 Pro): 393×852 @3x, Dynamic Island.
  public static let iPhone15 = phone(
    "iPhone 15", 393, 852, scale: 3, top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21)
  /// iPhone 15 Pro Max (and 15 Plus, 14 Pro Max): 430×932 @3x.
  public static let iPhone15ProMax = phone(
    "iPhone 15 Pro Max", 430, 932, scale: 3, top: 59, bottom: 34, landscapeSide: 59,
    landscapeBottom: 21)
  /// iPhone 16 Pro: 402×874 @3x.
  public static let iPhone16Pro = phone(
    "iPhone 16 Pro", 402, 874, scale: 3, top: 62, bottom: 34, landscapeSide: 62,
    landscapeBottom: 21)
  /// iPhone 16 Pro Max: 440×956 @3x.
  public static let iPhone16ProMax = phone(
    "iPhone 16 Pro Max", 440, 956, scale: 3, top: 62, bottom: 34, landscapeSide: 62,
    landscapeBottom: 21)
  /// iPad mini (6th generation): 744×1133 @2x.
  public static let iPadMini = pad("iPad mini", 744, 1133)
  /// iPad (10th generation): 820×1180 @2x.
  public static let iPad = pad("iPad", 820, 1180)
  /// iPad Pro 11-inch: 834×1194 @2x.
  public static let iPadPro11 = pad("iPad Pro 11-inch", 834, 1194)
  /// iPad Pro 12.9-inch: 1024×1366 @2x.
  public static let iPadPro12Point9 = pad("iPad Pro 12.9-inch", 1024, 1366)

  /// Every built-in profile, phones from smallest, then pads.
  public static let all: [DeviceProfile] = [
    .iPhoneSE, .iPhone8Plus, .iPhone13Mini, .iPhone14, .iPhone15, .iPhone16Pro, .iPhone11,
    .iPhone14Plus, .iPhone15ProMax, .iPhone16ProMax, .iPadMini, .iPad, .iPadPro11, .iPadPro12Point9,
  ]
}
