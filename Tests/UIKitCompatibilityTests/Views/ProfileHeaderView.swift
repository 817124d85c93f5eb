import UIKit

/// A profile header as apps build them with stack views: closure-initialised `lazy var`s, an
/// avatar beside a column of labels, a row of equal buttons inside margins, a hidden bio
/// toggled in an animation block.
final class ProfileHeaderView: UIView {
  let avatarView: UIView = {
    let view = UIView()
    view.backgroundColor = .systemGray
    view.layer.cornerRadius = 32
    return view
  }()

  let nameLabel: UILabel = {
    let label = UILabel()
    label.font = UIFont.boldSystemFont(ofSize: 20)
    return label
  }()

  let bioLabel: UILabel = {
    let label = UILabel()
    label.font = UIFont.systemFont(ofSize: 14)
    label.textColor = .secondaryLabel
    return label
  }()

  let followButton = UIButton(type: .system)
  let messageButton = UIButton(type: .system)

  lazy var textStack: UIStackView = {
    let stack = UIStackView(arrangedSubviews: [nameLabel, bioLabel])
    stack.axis = .vertical
    stack.spacing = 4
    stack.alignment = .leading
    return stack
  }()

  lazy var topRow: UIStackView = {
    let stack = UIStackView(arrangedSubviews: [avatarView, textStack])
    stack.spacing = 12
    stack.alignment = .center
    return stack
  }()

  lazy var buttonRow: UIStackView = {
    let stack = UIStackView(arrangedSubviews: [followButton, messageButton])
    stack.distribution = .fillEqually
    stack.spacing = 8
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutMargins = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
    return stack
  }()

  lazy var mainStack: UIStackView = {
    let stack = UIStackView(arrangedSubviews: [topRow, buttonRow])
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    return stack
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    followButton.setTitle("Follow", for: .normal)
    messageButton.setTitle("Message", for: .normal)
    addSubview(mainStack)
    NSLayoutConstraint.activate([
      mainStack.topAnchor.constraint(equalTo: topAnchor, constant: 16),
      mainStack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      mainStack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      mainStack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
      avatarView.widthAnchor.constraint(equalToConstant: 64),
      avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(name: String, bio: String?) {
    nameLabel.text = name
    bioLabel.text = bio
    bioLabel.isHidden = bio == nil
  }

  func toggleBio() {
    UIView.animate(withDuration: 0.3) {
      self.bioLabel.isHidden.toggle()
      self.layoutIfNeeded()
    }
  }
}
