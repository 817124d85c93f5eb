// UIKitLayout: snapshot testing.
import Foundation
import LayoutSVG
import SnapshotTesting
import UIKitLayout

extension Snapshotting where Value: UIView, Format == String {
  /// The view as laid out at its own size: a text dump of the tree (``LayoutDescription``).
  public static var layout: Snapshotting { layout(SnapshotConfiguration()) }

  /// The view laid out on a device, at a size, with traits and a Dynamic Type size, as a
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

  /// The view laid out as `configuration` says, as a text dump of the tree.
  public static func layout(_ configuration: SnapshotConfiguration, constraints: Bool = false) -> Snapshotting {
    SnapshotStrategies.layout(constraints: constraints) { view, body in
      SnapshotHost.with(view, configuration, body)
    }
  }

  /// The view as laid out at its own size, drawn as SVG.
  public static var svg: Snapshotting { svg(SnapshotConfiguration()) }

  /// The view laid out on a device, at a size, with traits and a Dynamic Type size, drawn as
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

  /// The view laid out as `configuration` says, drawn as SVG.
  public static func svg(
    _ configuration: SnapshotConfiguration, options: OverlayOptions = OverlayOptions()
  ) -> Snapshotting {
    SnapshotStrategies.svg(options: options) { view, body in SnapshotHost.with(view, configuration, body) }
  }
}

extension Snapshotting where Value: UIView, Format == Data {
  /// The view as laid out at its own size, drawn as PNG at the main screen's scale.
  public static var png: Snapshotting { png(SnapshotConfiguration()) }

  /// The view laid out on a device, at a size, with traits and a Dynamic Type size, drawn as
  /// PNG at the device's scale (or `scale`, 1 to 4); `options` adds the constraint overlay,
  /// safe area, margins and ambiguity marks. `precision` is the share of pixels that must
  /// match (1: every one), as swift-snapshot-testing's image strategies take it.
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

  /// The view laid out as `configuration` says, drawn as PNG.
  public static func png(
    _ configuration: SnapshotConfiguration, scale: Int? = nil,
    options: OverlayOptions = OverlayOptions(), precision: Double = 1
  ) -> Snapshotting {
    SnapshotStrategies.png(scale: scale, options: options, precision: precision) { view, body in
      SnapshotHost.with(view, configuration, body)
    }
  }
}

/// The three formats, for any value a host can put in a window (views and controllers).
enum SnapshotStrategies {
  /// Puts the value in a window, hands the hosted view to the body, takes the value out.
  typealias Host<Value, Result> = @MainActor (Value, (SnapshotHost.Hosted) -> Result) -> Result

  static func layout<Value: Sendable>(constraints: Bool, host: @escaping Host<Value, String>) -> Snapshotting<Value, String> {
    SimplySnapshotting.lines.pullback { value in
      MainActor.assumeIsolated { host(value) { LayoutDescription.describe($0.view, constraints: constraints) } }
    }
  }

  static func svg<Value: Sendable>(options: OverlayOptions, host: @escaping Host<Value, String>) -> Snapshotting<Value, String> {
    Snapshotting(pathExtension: "svg", diffing: .lines) { value in
      MainActor.assumeIsolated {
        host(value) { SVGRenderer(options: options).render(SnapshotPicture.capture($0, options: options)) }
      }
    }
  }

  static func png<Value: Sendable>(
    scale: Int?, options: OverlayOptions, precision: Double, host: @escaping Host<Value, Data>
  ) -> Snapshotting<Value, Data> {
    Snapshotting(pathExtension: "png", diffing: .png(precision: precision)) { value in
      MainActor.assumeIsolated { host(value) { SnapshotPicture.png($0, scale: scale, options: options) } }
    }
  }
}

/// Drawing a hosted view.
@MainActor
enum SnapshotPicture {
  /// The hosted view's snapshot with what the overlay asks for: the active constraints in its
  /// tree (in tree order) and those the engine broke, the safe area, the margins.
  static func capture(_ hosted: SnapshotHost.Hosted, options: OverlayOptions) -> LayoutSnapshot {
    var constraints: [NSLayoutConstraint] = []
    var broken: [NSLayoutConstraint] = []
    if options.showsConstraints {
      var stack = [hosted.view]
      while let view = stack.popLast() {
        constraints += view.constraints.filter(\.isActive)
        stack += view.subviews.reversed()
      }
      // The engine reports the constraint it left out by its description.
      for report in hosted.view.unsatisfiableConstraintsReports {
        if let constraint = constraints.first(where: { $0.description == report.brokenConstraint }),
          !broken.contains(where: { $0 === constraint })
        {
          broken.append(constraint)
        }
      }
    }
    return LayoutSnapshot.capture(
      hosted.view,
      options: .init(
        caption: hosted.caption, constraints: constraints, brokenConstraints: broken,
        marksAmbiguity: options.marksAmbiguity, capturesSafeArea: options.showsSafeArea,
        capturesMargins: options.showsMargins))
  }

  /// The hosted view as PNG bytes at `scale`, or its screen's scale.
  static func png(_ hosted: SnapshotHost.Hosted, scale: Int?, options: OverlayOptions) -> Data {
    let pixels = scale ?? Int(hosted.scale.rounded(.up))
    return Data(PNGRenderer(scale: pixels, options: options).render(capture(hosted, options: options)))
  }
}
