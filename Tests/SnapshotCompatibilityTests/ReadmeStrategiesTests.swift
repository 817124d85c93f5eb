// Snapshot tests as swift-snapshot-testing's README writes them for iOS (XCTest, Swift 5, its
// `.image` and `.recursiveDescription` strategies and `ViewImageConfig` presets), compiled
// unedited against `import UIKit` on Linux. Only the screen under test is ours. The reference
// files are in __Snapshots__/ReadmeStrategiesTests/: this library's PNG and text, recorded on
// Linux (an iOS project records its references again once).
import SnapshotTesting
import UIKit
import XCTest

final class GreetingViewController: UIViewController {
  let titleLabel = UILabel()
  let button = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    titleLabel.text = "Hello, snapshots"
    titleLabel.font = .systemFont(ofSize: 24, weight: .bold)
    button.setTitle("Continue", for: .normal)
    button.backgroundColor = .systemBlue
    button.layer.cornerRadius = 8

    [titleLabel, button].forEach {
      $0.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview($0)
    }
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      titleLabel.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      button.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 20),
      button.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -20),
      button.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
      button.heightAnchor.constraint(equalToConstant: 50),
    ])
  }
}

class ReadmeStrategiesTests: XCTestCase {
  func testMyViewController() {
    let vc = GreetingViewController()

    assertSnapshot(of: vc, as: .image)
  }

  func testDevices() {
    let vc = GreetingViewController()

    assertSnapshot(of: vc, as: .image(on: .iPhoneSe))
    assertSnapshot(of: vc, as: .recursiveDescription(on: .iPhoneSe))

    assertSnapshot(of: vc, as: .image(on: .iPhoneSe(.landscape)))
    assertSnapshot(of: vc, as: .recursiveDescription(on: .iPhoneSe(.landscape)))

    assertSnapshot(of: vc, as: .image(on: .iPhoneX))
    assertSnapshot(of: vc, as: .recursiveDescription(on: .iPhoneX))

    assertSnapshot(of: vc, as: .image(on: .iPadMini(.portrait)))
    assertSnapshot(of: vc, as: .recursiveDescription(on: .iPadMini(.portrait)))
  }

  func testView() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
    view.backgroundColor = .systemOrange
    view.layer.cornerRadius = 20

    assertSnapshot(of: view, as: .image)
    assertSnapshot(of: view, as: .recursiveDescription)
  }
}
