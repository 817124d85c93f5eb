// UIKitLayout: snapshot testing.
import Foundation
import LayoutSVG
import SnapshotTesting
import UIKitLayout

extension Snapshotting where Value: UIViewController, Format == String {
  /// The controller's view filling the main screen: a text dump of the tree (``LayoutDescription``).
  public static var layout: Snapshotting { layout(SnapshotConfiguration()) }

  /// The controller's view laid out on a device, at a size, with traits and a Dynamic Type size, as a
  /// text dump of the tree (``LayoutDescription``); `constraints` lists the active
  /// constraints after it.
  public static func layout(
    on device: DeviceProfile? = nil, orientation: UIInterfaceOrientation = .portrait,
    size: CGSize? = nil, traits: UITraitCollection = UITraitCollection(),
    contentSize: UIContentSizeCategory? = nil, constraints: Bool = false
  ) -> Snapshotting {
    layout(
      SnapshotConfiguration(
        device: device, orientation: orientation, size: size, traits: traits, contentSize: contentSize),
      constraints: constraints)
  }

  /// The controller's view laid out as `configuration` says, as a text dump of the tree.
  public static func layout(_ configuration: SnapshotConfiguration, constraints: Bool = false) -> Snapshotting {
    SnapshotStrategies.layout(constraints: constraints) { controller, body in
      SnapshotHost.with(controller, configuration, body)
    }
  }

  /// The controller's view filling the main screen, drawn as SVG.
  public static var svg: Snapshotting { svg(SnapshotConfiguration()) }

  /// The controller's view laid out on a device, at a size, with traits and a Dynamic Type size, drawn as
  /// SVG; `options` adds the constraint overlay and ambiguity marks.
  public static func svg(
    on device: DeviceProfile? = nil, orientation: UIInterfaceOrientation = .portrait,
    size: CGSize? = nil, traits: UITraitCollection = UITraitCollection(),
    contentSize: UIContentSizeCategory? = nil, options: OverlayOptions = OverlayOptions()
  ) -> Snapshotting {
    svg(
      SnapshotConfiguration(
        device: device, orientation: orientation, size: size, traits: traits, contentSize: contentSize),
      options: options)
  }

  /// The controller's view laid out as `configuration` says, drawn as SVG.
  public static func svg(
    _ configuration: SnapshotConfiguration, options: OverlayOptions = OverlayOptions()
  ) -> Snapshotting {
    SnapshotStrategies.svg(options: options) { controller, body in SnapshotHost.with(controller, configuration, body) }
  }
}

extension Snapshotting where Value: UIViewController, Format == Data {
  /// The controller's view filling the main screen, drawn as PNG at its scale.
  public static var png: Snapshotting { png(SnapshotConfiguration()) }

  /// The controller's view laid out on a device, at a size, with traits and a Dynamic Type
  /// size, drawn as PNG at the device's scale (or `scale`, 1 to 4); `options` adds the
  /// constraint overlay, safe area, margins and ambiguity marks. `precision` is the share of
  /// pixels that must match (1: every one), as swift-snapshot-testing's image strategies take it.
  public static func png(
    on device: DeviceProfile? = nil, orientation: UIInterfaceOrientation = .portrait,
    size: CGSize? = nil, traits: UITraitCollection = UITraitCollection(),
    contentSize: UIContentSizeCategory? = nil, scale: Int? = nil,
    options: OverlayOptions = OverlayOptions(), precision: Double = 1
  ) -> Snapshotting {
    png(
      SnapshotConfiguration(
        device: device, orientation: orientation, size: size, traits: traits, contentSize: contentSize),
      scale: scale, options: options, precision: precision)
  }

  /// The controller's view laid out as `configuration` says, drawn as PNG.
  public static func png(
    _ configuration: SnapshotConfiguration, scale: Int? = nil,
    options: OverlayOptions = OverlayOptions(), precision: Double = 1
  ) -> Snapshotting {
    SnapshotStrategies.png(scale: scale, options: options, precision: precision) { controller, body in
      SnapshotHost.with(controller, configuration, body)
    }
  }
}

