// UIKitLayout: snapshot benchmark (not a timed test). A 50-view settings screen (a header and
// ten rows of five views, Auto Layout, a stack view) snapshotted as PNG at 3x on an
// iPhone 15 Pro through UIKitLayoutSnapshotTesting's `.png` strategy (build the screen, host
// it, lay it out, capture, rasterise, encode), and a sweep of 20 configurations (five devices,
// two orientations, two text sizes). Medians of runs, and where the time of one goes.
// Run: swift build -c release --package-path Benchmarks --scratch-path Benchmarks/.build-al \
//        --product snapshot-bench && Benchmarks/.build-al/release/snapshot-bench
import Foundation
import LayoutSVG
import SnapshotTesting
import UIKitLayout
import UIKitLayoutSnapshotTesting

@MainActor
func seconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// The screen: 54 views.
@MainActor
final class SettingsViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    let avatar = UIImageView()
    avatar.backgroundColor = .systemBlue
    avatar.layer.cornerRadius = 32
    let name = UILabel()
    name.text = "Johnny Appleseed"
    name.font = .preferredFont(forTextStyle: .title2)
    name.adjustsFontForContentSizeCategory = true
    let subtitle = UILabel()
    subtitle.text = "Apple Account, iCloud, Media & Purchases"
    subtitle.font = .preferredFont(forTextStyle: .footnote)
    subtitle.adjustsFontForContentSizeCategory = true
    subtitle.numberOfLines = 0
    let rows = UIStackView()
    rows.axis = .vertical
    rows.spacing = 1
    for view in [avatar, name, subtitle, rows] {
      view.translatesAutoresizingMaskIntoConstraints = false
      self.view.addSubview(view)
    }
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      avatar.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
      avatar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      avatar.widthAnchor.constraint(equalToConstant: 64),
      avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
      name.topAnchor.constraint(equalTo: avatar.topAnchor, constant: 8),
      name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
      name.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      subtitle.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4),
      subtitle.leadingAnchor.constraint(equalTo: name.leadingAnchor),
      subtitle.trailingAnchor.constraint(equalTo: name.trailingAnchor),
      rows.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 24),
      rows.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      rows.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
    let titles = [
      "Airplane Mode", "Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "Notifications",
      "Sounds & Haptics", "Focus", "Screen Time", "General",
    ]
    for (index, title) in titles.enumerated() {
      rows.addArrangedSubview(row(title, value: index % 3 == 1 ? "On" : ""))
    }
  }

  func row(_ title: String, value: String) -> UIView {
    let row = UIView()
    row.backgroundColor = UIColor(white: 0.97, alpha: 1)
    let icon = UIView()
    icon.backgroundColor = .systemOrange
    icon.layer.cornerRadius = 7
    let label = UILabel()
    label.text = title
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    let detail = UILabel()
    detail.text = value
    detail.textColor = .gray
    detail.font = .preferredFont(forTextStyle: .body)
    detail.adjustsFontForContentSizeCategory = true
    let chevron = UIView()
    chevron.backgroundColor = .lightGray
    for view in [icon, label, detail, chevron] {
      view.translatesAutoresizingMaskIntoConstraints = false
      row.addSubview(view)
    }
    detail.setContentHuggingPriority(.required, for: .horizontal)
    NSLayoutConstraint.activate([
      icon.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
      icon.centerYAnchor.constraint(equalTo: row.centerYAnchor),
      icon.widthAnchor.constraint(equalToConstant: 29),
      icon.heightAnchor.constraint(equalToConstant: 29),
      label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 16),
      label.topAnchor.constraint(equalTo: row.topAnchor, constant: 11),
      label.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -11),
      detail.leadingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 8),
      detail.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
      chevron.leadingAnchor.constraint(equalTo: detail.trailingAnchor, constant: 8),
      chevron.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
      chevron.centerYAnchor.constraint(equalTo: row.centerYAnchor),
      chevron.widthAnchor.constraint(equalToConstant: 8),
      chevron.heightAnchor.constraint(equalToConstant: 13),
    ])
    return row
  }
}

@MainActor
func snapshot(_ strategy: Snapshotting<UIViewController, Data>) -> Data {
  var data = Data()
  strategy.snapshot(SettingsViewController()).run { data = $0 }
  return data
}

MainActor.assumeIsolated {
  let runs = 21
  let one = Snapshotting<UIViewController, Data>.png(on: .iPhone15Pro)
  var bytes = 0
  _ = snapshot(one)  // warm-up: fonts, tables
  var singles: [Double] = []
  for _ in 0..<runs { singles.append(seconds { bytes = snapshot(one).count }) }

  // Where one snapshot's time goes: each step alone, repeated.
  var layout: [Double] = [], capture: [Double] = [], draw: [Double] = []
  for _ in 0..<runs {
    let controller = SettingsViewController()
    let window = UIWindow(screen: UIScreen(profile: .iPhone15Pro))
    layout.append(
      seconds {
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
      })
    window.rootViewController = nil
  }
  let controller = SettingsViewController()
  let window = UIWindow(screen: UIScreen(profile: .iPhone15Pro))
  window.rootViewController = controller
  window.makeKeyAndVisible()
  window.layoutIfNeeded()
  var shot = LayoutSnapshot.capture(controller.view, options: .init(caption: ""))
  for _ in 0..<runs {
    capture.append(seconds { shot = LayoutSnapshot.capture(controller.view, options: .init(caption: "")) })
  }
  var pixels = 0
  for _ in 0..<runs { draw.append(seconds { pixels = PNGRenderer(scale: 3).render(shot).count }) }

  let devices: [DeviceProfile] = [.iPhoneSE, .iPhone13Mini, .iPhone15Pro, .iPhone16ProMax, .iPadAir11]
  let sweep = SnapshotConfiguration.sweep(
    devices: devices, orientations: [.portrait, .landscapeRight],
    contentSizes: [.large, .accessibilityExtraLarge])
  var sweeps: [Double] = []
  for _ in 0..<5 {
    sweeps.append(seconds { for configuration in sweep { _ = snapshot(.png(configuration)) } })
  }
  print(
    String(
      format: "50-view screen, PNG at 3x on an iPhone 15 Pro (%d KB), medians of %d: %.1f ms a snapshot "
        + "(build + host + layout %.1f ms, capture %.2f ms, rasterise + encode %.1f ms, %d bytes)",
      bytes / 1024, runs, median(singles) * 1000, median(layout) * 1000, median(capture) * 1000,
      median(draw) * 1000, pixels))
  print(
    String(
      format: "sweep of %d configurations (5 devices x 2 orientations x 2 text sizes), median of 5: %.0f ms",
      sweep.count, median(sweeps) * 1000))
}
