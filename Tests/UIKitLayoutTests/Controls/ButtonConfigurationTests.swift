import Foundation
import Testing

@testable import UIKitLayout

/// `UIButton.Configuration` and images in buttons: sizes and placements worked out by hand
/// from the documented insets (7, 12, 7, 12 at `.medium`) and the parts' own sizes.
@MainActor
@Suite struct ButtonConfigurationTests {
  /// One line of `text` in the system font of `size`, as a label measures it.
  static func line(_ text: String, _ size: CGFloat) -> CGSize {
    let label = UILabel()
    label.font = .systemFont(ofSize: size)
    label.text = text
    return label.intrinsicContentSize
  }

  static let icon = UIImage(size: CGSize(width: 20, height: 20))

  @Test func aFilledButtonIsItsTitlePlusTheInsets() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Continue"
    #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    let button = UIButton(configuration: configuration)
    let title = Self.line("Continue", 17)
    #expect(button.intrinsicContentSize == CGSize(width: title.width + 24, height: title.height + 14))
    #expect(button.titleLabel?.text == "Continue")
    // A smaller size class: its own insets and a 15-point title.
    configuration.buttonSize = .small
    button.configuration = configuration
    let small = Self.line("Continue", 15)
    #expect(button.intrinsicContentSize == CGSize(width: small.width + 20, height: small.height + 10))
    configuration.contentInsets = .zero
    configuration.setDefaultContentInsets()
    #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
  }

  @Test func anImageBesideTheTitle() {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Share"
    configuration.image = Self.icon
    configuration.imagePadding = 8
    let button = UIButton(configuration: configuration)
    let title = Self.line("Share", 17)
    let size = button.intrinsicContentSize
    #expect(size == CGSize(width: 20 + 8 + title.width + 24, height: max(20, title.height) + 14))
    button.frame = CGRect(origin: .zero, size: size)
    button.layoutIfNeeded()
    // Leading: the image 12 in, the title 8 after it, both centred vertically.
    #expect(button.imageView?.frame == CGRect(x: 12, y: (size.height - 20) / 2, width: 20, height: 20))
    #expect(button.titleLabel?.frame.minX == 40)
    // Trailing: the title first.
    configuration.imagePlacement = .trailing
    button.configuration = configuration
    button.layoutIfNeeded()
    #expect(button.titleLabel?.frame.minX == 12)
    #expect(button.imageView?.frame.minX == 12 + title.width + 8)
    // Right to left, leading is the right: the image at the right end.
    configuration.imagePlacement = .leading
    button.configuration = configuration
    button.semanticContentAttribute = .forceRightToLeft
    button.layoutIfNeeded()
    #expect(button.imageView?.frame.maxX == size.width - 12)
  }

  @Test func anImageAboveTheTitleWithASubtitle() {
    var configuration = UIButton.Configuration.gray()
    configuration.title = "Camera"
    configuration.subtitle = "Front"
    configuration.titlePadding = 2
    configuration.image = Self.icon
    configuration.imagePlacement = .top
    configuration.imagePadding = 6
    let button = UIButton(configuration: configuration)
    let title = Self.line("Camera", 17), subtitle = Self.line("Front", 13)
    let size = button.intrinsicContentSize
    #expect(button.subtitleLabel?.text == "Front")
    #expect(size.width == max(20, title.width, subtitle.width) + 24)
    #expect(size.height == 20 + 6 + title.height + 2 + subtitle.height + 14)
    button.frame = CGRect(origin: .zero, size: size)
    button.layoutIfNeeded()
    #expect(close(button.imageView?.frame ?? .zero, CGRect(x: (size.width - 20) / 2, y: 7, width: 20, height: 20)))
    #expect(close(button.titleLabel?.frame.minY ?? 0, 33))
    #expect(close(button.subtitleLabel?.frame.minY ?? 0, 33 + title.height + 2))
  }

  @Test func classicImages() {
    // An image alone: the image's size, no padding.
    let button = UIButton(type: .system)
    button.setImage(Self.icon, for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(button.currentImage === Self.icon && button.image(for: .highlighted) === Self.icon)
    // With a title: side by side, 6 above and below the taller.
    button.setTitle("Add", for: .normal)
    let title = Self.line("Add", 15)
    #expect(button.intrinsicContentSize == CGSize(width: 20 + title.width, height: max(20, title.height) + 12))
  }

  @Test func aPrimaryActionIsKept() {
    let action = UIAction(title: "Go") { _ in }
    let button = UIButton(configuration: .borderedProminent(), primaryAction: action)
    #expect(button.primaryAction === action && button.buttonType == .system)
  }
}
