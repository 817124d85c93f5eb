import UIKit

// A profile header written as apps write adaptive headers: Dynamic Type fonts that adjust,
// a stack that turns vertical at accessibility text sizes (in traitCollectionDidChange, the
// pre-iOS 17 way) and whose spacing follows the width class (registerForTraitChanges, the
// iOS 17 way), and a scaled avatar size from UIFontMetrics.
final class AdaptiveProfileHeader: UIView {
  let avatar = UIView()
  let nameLabel = UILabel()
  let bioLabel = UILabel()
  private let textStack = UIStackView()
  private let stack = UIStackView()
  private var avatarSize: NSLayoutConstraint!

  override init(frame: CGRect) {
    super.init(frame: frame)
    nameLabel.font = UIFont.preferredFont(forTextStyle: .title2)
    nameLabel.adjustsFontForContentSizeCategory = true
    bioLabel.font = UIFont.preferredFont(forTextStyle: .body)
    bioLabel.adjustsFontForContentSizeCategory = true
    bioLabel.numberOfLines = 0

    textStack.axis = .vertical
    textStack.spacing = 4
    textStack.addArrangedSubview(nameLabel)
    textStack.addArrangedSubview(bioLabel)

    stack.alignment = .top
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.addArrangedSubview(avatar)
    stack.addArrangedSubview(textStack)
    addSubview(stack)

    avatarSize = avatar.widthAnchor.constraint(equalToConstant: UIFontMetrics.default.scaledValue(for: 44))
    NSLayoutConstraint.activate([
      avatarSize,
      avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
      stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      stack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
    ])
    registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, _: UITraitCollection) in
      self.stack.spacing = self.traitCollection.horizontalSizeClass == .regular ? 24 : 12
    }
    updateAxis()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory {
      updateAxis()
      avatarSize.constant = UIFontMetrics.default.scaledValue(for: 44, compatibleWith: traitCollection)
    }
  }

  private func updateAxis() {
    stack.axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
  }

  var isStacked: Bool { stack.axis == .vertical }
  var stackSpacing: CGFloat { stack.spacing }
}
