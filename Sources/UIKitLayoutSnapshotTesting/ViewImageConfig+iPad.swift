// UIKitLayout: snapshot testing.
import Foundation
import UIKitLayout

#if !os(iOS) && !os(tvOS) && !os(visionOS)
  extension ViewImageConfig {
    /// An iPad's window widths (landscape: a third, half, two thirds, all of the screen;
    /// portrait: a third, two thirds, all), its screen's long and short sides, its insets, and
    /// the narrowest share with a regular width.
    struct Tablet {
      var landscape: [CGFloat]
      var portrait: [CGFloat]
      var long: CGFloat, short: CGFloat
      var safeArea: UIEdgeInsets
      var regularFrom: CGFloat

      func config(_ orientation: TabletOrientation) -> ViewImageConfig {
        let width: CGFloat, height: CGFloat
        switch orientation {
        case .landscape(let split):
          let index: Int = switch split {
          case .oneThird: 0
          case .oneHalf: 1
          case .twoThirds: 2
          case .full: 3
          }
          (width, height) = (landscape[index], short)
        case .portrait(let split):
          let index: Int = switch split {
          case .oneThird: 0
          case .twoThirds: 1
          case .full: 2
          }
          (width, height) = (portrait[index], long)
        }
        let traits = width >= regularFrom ? UITraitCollection.iPad : UITraitCollection.iPadCompactSplitView
        return ViewImageConfig(safeArea, CGSize(width: width, height: height), traits, scale: 2)
      }

      func config(_ orientation: Orientation) -> ViewImageConfig {
        config(orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
      }
    }

    static let statusBarOnly = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    static let mini = Tablet(
      landscape: [320, 507, 694, 1024], portrait: [320, 438, 768], long: 1024, short: 768, safeArea: statusBarOnly,
      regularFrom: 694)
    static let tenTwo = Tablet(
      landscape: [320, 535, 750, 1080], portrait: [320, 480, 810], long: 1080, short: 810, safeArea: statusBarOnly,
      regularFrom: 750)
    static let tenFive = Tablet(
      landscape: [320, 551, 782, 1112], portrait: [320, 504, 834], long: 1112, short: 834, safeArea: statusBarOnly,
      regularFrom: 782)
    static let eleven = Tablet(
      landscape: [375, 592, 809, 1194], portrait: [320, 504, 834], long: 1194, short: 834,
      safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), regularFrom: 809)
    static let twelveNine = Tablet(
      landscape: [375, 678, 981, 1366], portrait: [375, 639, 1024], long: 1366, short: 1024, safeArea: statusBarOnly,
      regularFrom: 678)

    /// iPad mini, landscape.
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    /// iPad mini (1024 × 768, 2×), the whole screen.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { mini.config(orientation) }
    /// iPad mini, a share of the screen.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig { mini.config(orientation) }
    /// iPad 9.7-inch: as the iPad mini.
    public static let iPad9_7 = iPadMini
    /// iPad 9.7-inch: as the iPad mini.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { mini.config(orientation) }
    /// iPad 9.7-inch: as the iPad mini.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { mini.config(orientation) }
    /// iPad 10.2-inch, landscape.
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    /// iPad 10.2-inch (1080 × 810, 2×), the whole screen.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { tenTwo.config(orientation) }
    /// iPad 10.2-inch, a share of the screen.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig { tenTwo.config(orientation) }
    /// iPad Pro 10.5-inch, landscape.
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    /// iPad Pro 10.5-inch (1112 × 834, 2×), the whole screen.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { tenFive.config(orientation) }
    /// iPad Pro 10.5-inch, a share of the screen.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig { tenFive.config(orientation) }
    /// iPad Pro 11-inch, landscape.
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    /// iPad Pro 11-inch (1194 × 834, 2×), the whole screen.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { eleven.config(orientation) }
    /// iPad Pro 11-inch, a share of the screen.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig { eleven.config(orientation) }
    /// iPad Pro 12.9-inch, landscape.
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    /// iPad Pro 12.9-inch (1366 × 1024, 2×), the whole screen.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { twelveNine.config(orientation) }
    /// iPad Pro 12.9-inch, a share of the screen.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig { twelveNine.config(orientation) }
  }
#endif
