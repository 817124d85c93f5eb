// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// The built-in devices. Sizes, scales and size classes are Apple's (Human Interface
// Guidelines, Layout › Specifications); safe-area insets are those iOS 17/18 simulators report
// (iPhone 17 and Air: iOS 26, one source). Every value and its source: docs/devices.md.

extension DeviceProfile {
  private static func phone(
    _ name: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat = 3, top: CGFloat,
    bottom: CGFloat = 34, landscapeSide: CGFloat, landscapeBottom: CGFloat = 21,
    landscapeTop: CGFloat = 0
  ) -> DeviceProfile {
    DeviceProfile(
      name: name, portraitSize: CGSize(width: width, height: height), scale: scale,
      portraitSafeAreaInsets: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
      landscapeSafeAreaInsets: UIEdgeInsets(
        top: landscapeTop, left: landscapeSide, bottom: landscapeBottom, right: landscapeSide),
      // The phones 414 points wide or more (Plus, Max, Air, XR/11) are regular width in
      // landscape.
      idiom: .phone, landscapeHorizontalSizeClass: width >= 414 ? .regular : .compact)
  }

  private static func pad(
    _ name: String, _ width: CGFloat, _ height: CGFloat, homeButton: Bool = false
  ) -> DeviceProfile {
    let insets = homeButton
      ? UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
      : UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    return DeviceProfile(
      name: name, portraitSize: CGSize(width: width, height: height), scale: 2,
      portraitSafeAreaInsets: insets, landscapeSafeAreaInsets: insets, idiom: .pad)
  }

  // MARK: - iPhones

  /// iPhone SE (2nd and 3rd generation): 375×667 @2x, status bar only.
  public static let iPhoneSE = phone(
    "iPhone SE", 375, 667, scale: 2, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0)
  /// iPhone 8 Plus: 414×736 @3x, status bar only.
  public static let iPhone8Plus = phone(
    "iPhone 8 Plus", 414, 736, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0)
  /// iPhone 11 / XR: 414×896 @2x.
  public static let iPhone11 = phone("iPhone 11", 414, 896, scale: 2, top: 48, landscapeSide: 48)
  /// iPhone 13 mini: 375×812 @3x.
  public static let iPhone13Mini = phone("iPhone 13 mini", 375, 812, top: 50, landscapeSide: 50)
  /// iPhone 13: 390×844 @3x.
  public static let iPhone13 = phone("iPhone 13", 390, 844, top: 47, landscapeSide: 47)
  /// iPhone 14: 390×844 @3x.
  public static let iPhone14 = phone("iPhone 14", 390, 844, top: 47, landscapeSide: 47)
  /// iPhone 14 Plus: 428×926 @3x.
  public static let iPhone14Plus = phone("iPhone 14 Plus", 428, 926, top: 47, landscapeSide: 47)
  /// iPhone 14 Pro: 393×852 @3x, Dynamic Island.
  public static let iPhone14Pro = phone("iPhone 14 Pro", 393, 852, top: 59, landscapeSide: 59)
  /// iPhone 14 Pro Max: 430×932 @3x.
  public static let iPhone14ProMax = phone(
    "iPhone 14 Pro Max", 430, 932, top: 59, landscapeSide: 59)
  /// iPhone 15: 393×852 @3x, Dynamic Island.
  public static let iPhone15 = phone("iPhone 15", 393, 852, top: 59, landscapeSide: 59)
  /// iPhone 15 Plus: 430×932 @3x.
  public static let iPhone15Plus = phone("iPhone 15 Plus", 430, 932, top: 59, landscapeSide: 59)
  /// iPhone 15 Pro: 393×852 @3x.
  public static let iPhone15Pro = phone("iPhone 15 Pro", 393, 852, top: 59, landscapeSide: 59)
  /// iPhone 15 Pro Max: 430×932 @3x.
  public static let iPhone15ProMax = phone(
    "iPhone 15 Pro Max", 430, 932, top: 59, landscapeSide: 59)
  /// iPhone 16: 393×852 @3x.
  public static let iPhone16 = phone("iPhone 16", 393, 852, top: 59, landscapeSide: 59)
  /// iPhone 16 Plus: 430×932 @3x.
  public static let iPhone16Plus = phone("iPhone 16 Plus", 430, 932, top: 59, landscapeSide: 59)
  /// iPhone 16 Pro: 402×874 @3x.
  public static let iPhone16Pro = phone("iPhone 16 Pro", 402, 874, top: 62, landscapeSide: 62)
  /// iPhone 16 Pro Max: 440×956 @3x.
  public static let iPhone16ProMax = phone(
    "iPhone 16 Pro Max", 440, 956, top: 62, landscapeSide: 62)
  /// iPhone 16e: 390×844 @3x, notch.
  public static let iPhone16e = phone("iPhone 16e", 390, 844, top: 47, landscapeSide: 47)
  /// iPhone 17: 402×874 @3x (landscape insets as iOS 26 reports them; one source).
  public static let iPhone17 = phone(
    "iPhone 17", 402, 874, top: 62, landscapeSide: 62, landscapeBottom: 20, landscapeTop: 20)
  /// iPhone Air: 420×912 @3x (insets as iOS 26 reports them; one source).
  public static let iPhoneAir = phone(
    "iPhone Air", 420, 912, top: 68, landscapeSide: 68, landscapeBottom: 29, landscapeTop: 20)
  /// iPhone 17 Pro: 402×874 @3x (landscape insets: iOS 26, one source).
  public static let iPhone17Pro = phone(
    "iPhone 17 Pro", 402, 874, top: 62, landscapeSide: 62, landscapeBottom: 20, landscapeTop: 20)
  /// iPhone 17 Pro Max: 440×956 @3x (landscape insets: iOS 26, one source).
  public static let iPhone17ProMax = phone(
    "iPhone 17 Pro Max", 440, 956, top: 62, landscapeSide: 62, landscapeBottom: 20,
    landscapeTop: 20)

  // MARK: - iPads

  /// iPad mini (6th generation, and A17 Pro): 744×1133 @2x.
  public static let iPadMini = pad("iPad mini", 744, 1133)
  /// iPad (10th generation, and A16): 820×1180 @2x.
  public static let iPad = pad("iPad", 820, 1180)
  /// iPad Air 11-inch (M2, M3): 820×1180 @2x.
  public static let iPadAir11 = pad("iPad Air 11-inch", 820, 1180)
  /// iPad Air 13-inch (M2, M3): 1024×1366 @2x.
  public static let iPadAir13 = pad("iPad Air 13-inch", 1024, 1366)
  /// iPad Pro 11-inch (1st–4th generation): 834×1194 @2x.
  public static let iPadPro11 = pad("iPad Pro 11-inch", 834, 1194)
  /// iPad Pro 12.9-inch (3rd–6th generation, Face ID): 1024×1366 @2x.
  public static let iPadPro12Point9 = pad("iPad Pro 12.9-inch", 1024, 1366)
  /// iPad Pro 11-inch (M4): 834×1210 @2x.
  public static let iPadPro11M4 = pad("iPad Pro 11-inch (M4)", 834, 1210)
  /// iPad Pro 13-inch (M4): 1032×1376 @2x.
  public static let iPadPro13M4 = pad("iPad Pro 13-inch (M4)", 1032, 1376)

  /// The devices current in 2026 (every iPhone and iPad Apple sells or supports with these
  /// screens), phones from smallest, then pads: what a sweep over "all" devices lays out.
  public static let all: [DeviceProfile] = [
    .iPhoneSE, .iPhone13Mini, .iPhone13, .iPhone14, .iPhone16e, .iPhone14Pro, .iPhone15,
    .iPhone15Pro, .iPhone16, .iPhone16Pro, .iPhone17, .iPhone17Pro, .iPhoneAir, .iPhone14Plus,
    .iPhone14ProMax, .iPhone15Plus, .iPhone15ProMax, .iPhone16Plus, .iPhone16ProMax,
    .iPhone17ProMax, .iPadMini, .iPad, .iPadAir11, .iPadPro11, .iPadPro11M4, .iPadAir13,
    .iPadPro12Point9, .iPadPro13M4,
  ]

  /// Older devices still useful to lay out on: iPhone 8 Plus and iPhone 11.
  public static let older: [DeviceProfile] = [.iPhone8Plus, .iPhone11]

  /// The widths an app can have on this iPad in Split View and Slide Over in `orientation`
  /// (a third, then a half in landscape, then two thirds), narrowest first; none on a phone.
  /// iPadOS 9–18's fixed sizes: a 10-point divider between the apps, a third 320 points
  /// (375 on 12.9- and 13-inch iPads and in landscape on 11-inch iPad Pros).
  public func multitaskingWidths(in orientation: UIInterfaceOrientation) -> [CGFloat] {
    guard idiom == .pad else { return [] }
    let full = orientation.isLandscape ? portraitSize.height : portraitSize.width
    let large = portraitSize.width >= 1024
    let third: CGFloat = large || (orientation.isLandscape && portraitSize.width == 834) ? 375 : 320
    let twoThirds = full - 10 - third
    return orientation.isLandscape ? [third, (full - 10) / 2, twoThirds] : [third, twoThirds]
  }
}
