// An app's screen, written as it would be for iOS: only `import UIKit`. On Linux that module
// is UIKitLayout's; on iOS this file compiles against Apple's.
import UIKit

/// A profile screen: an avatar, a name and a bio beside it (below it when the screen is too
/// narrow for both), and a row of three buttons pinned to the bottom of the safe area.
final class ProfileViewController: UIViewController {
  private let avatar = UIView()
  private let name = UILabel()
  private let bio = UILabel()
  private let buttons = UIStackView()
  private let header = UIStackView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white

    avatar.backgroundColor = .systemTeal
    avatar.layer.cornerRadius = 40
    avatar.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      avatar.widthAnchor.constraint(equalToConstant: 80),
      avatar.heightAnchor.constraint(equalToConstant: 80),
    ])

    name.text = "Ada Lovelace"
    name.font = .preferredFont(forTextStyle: .title1)
    name.adjustsFontForContentSizeCategory = true
    bio.text = "Mathematician. Wrote the first program for Babbage's Analytical Engine, and saw that it could do more than arithmetic."
    bio.font = .preferredFont(forTextStyle: .body)
    bio.adjustsFontForContentSizeCategory = true
    bio.numberOfLines = 0
    bio.textColor = .darkGray

    let text = UIStackView(arrangedSubviews: [name, bio])
    text.axis = .vertical
    text.spacing = 4

    header.addArrangedSubview(avatar)
    header.addArrangedSubview(text)
    header.spacing = 16
    header.alignment = .top
    header.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(header)

    for title in ["Message", "Follow", "Share"] {
      let button = UIButton(type: .system)
      button.setTitle(title, for: .normal)
      button.backgroundColor = UIColor(white: 0.93, alpha: 1)
      button.layer.cornerRadius = 8
      buttons.addArrangedSubview(button)
    }
    buttons.distribution = .fillEqually
    buttons.spacing = 8
    buttons.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(buttons)

    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      header.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      buttons.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      buttons.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      buttons.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
      buttons.heightAnchor.constraint(equalToConstant: 44),
    ])
    updateHeaderAxis()
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    updateHeaderAxis()
  }

  /// At the largest text sizes the avatar goes above the text, as Apple's guidelines suggest.
  private func updateHeaderAxis() {
    header.axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
  }
}
