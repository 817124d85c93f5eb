// UIKitLayout: snapshot testing.
import Foundation
import UIKitLayout

/// Where and how a snapshot lays a view out: on which device, turned which way, at what size,
/// with which traits and Dynamic Type size.
///
/// - With a `device` and no `size`, the view (or controller) fills the device's screen in the
///   orientation, its safe area included, as an app's root view does.
/// - With a `size`, the view fills a window of that size on the device's screen (the main
///   screen's device when `device` is `nil`), with no safe-area insets: a component on its
///   own, as a cell or a card is tested. The orientation is then not used.
/// - With neither, a view keeps its own size (its compressed fitting size when it has none)
///   on the main screen; a controller fills the main screen.
public struct SnapshotConfiguration: Hashable, Sendable {
  /// The device whose screen (size, scale, safe area, size classes) the view is laid out on.
  public var device: DeviceProfile?
  /// The interface orientation (portrait or landscape) on `device`.
  public var orientation: UIInterfaceOrientation
  /// An explicit size, in points.
  public var size: CGSize?
  /// Traits laid over those of the device (size classes, layout direction, style…).
  public var traits: UITraitCollection
  /// The Dynamic Type size, if not the device's default (Large).
  public var contentSize: UIContentSizeCategory?

  /// Creates a configuration.
  public init(
    device: DeviceProfile? = nil, orientation: UIInterfaceOrientation = .portrait,
    size: CGSize? = nil, traits: UITraitCollection = UITraitCollection(),
    contentSize: UIContentSizeCategory? = nil
  ) {
    self.device = device
    self.orientation = orientation
    self.size = size
    self.traits = traits
    self.contentSize = contentSize
  }

  /// A readable name, used for captions and, in sweeps, for the reference files' names:
  /// "iPhone 15 Pro portrait", "iPad mini landscape AX3", "320x200 XL".
  public var name: String {
    var parts: [String] = []
    if let device { parts.append(device.name) }
    if let size {
      parts.append("\(Self.number(size.width))x\(Self.number(size.height))")
    } else if device != nil {
      parts.append(orientation.isLandscape ? "landscape" : "portrait")
    }
    if let contentSize { parts.append(contentSize.shortName) }
    if traits.layoutDirection == .rightToLeft { parts.append("RTL") }
    if traits.userInterfaceStyle == .dark { parts.append("dark") }
    return parts.isEmpty ? "default" : parts.joined(separator: " ")
  }

  /// Every combination of the devices, orientations and Dynamic Type sizes, devices first,
  /// then orientations, then sizes, in the order given (so reference files sort the same way).
  /// An empty `contentSizes` means the default size only.
  public static func sweep(
    devices: [DeviceProfile], orientations: [UIInterfaceOrientation] = [.portrait],
    contentSizes: [UIContentSizeCategory] = [], traits: UITraitCollection = UITraitCollection()
  ) -> [SnapshotConfiguration] {
    let sizes: [UIContentSizeCategory?] = contentSizes.isEmpty ? [nil] : contentSizes
    return devices.flatMap { device in
      orientations.flatMap { orientation in
        sizes.map {
          SnapshotConfiguration(device: device, orientation: orientation, traits: traits, contentSize: $0)
        }
      }
    }
  }

  /// The traits to lay over the device's: `traits` with the content size.
  var overridingTraits: UITraitCollection {
    guard let contentSize else { return traits }
    return UITraitCollection(traitsFrom: [traits, UITraitCollection(preferredContentSizeCategory: contentSize)])
  }

  static func number(_ x: CGFloat) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(Double(x))
  }
}
