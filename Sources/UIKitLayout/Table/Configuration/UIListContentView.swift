// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// Shows a ``UIListContentConfiguration``: its image, text and secondary text inside its
/// margins, placed by constraints so that a cell holding it sizes itself.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
  private let imageView = UIImageView()
  private let textLabel = UILabel()
  private let secondaryTextLabel = UILabel()
  /// The stacked texts' block, centred between the margins (on an image taller than it).
  private let textBlock = UILayoutGuide()
  private var placed: [NSLayoutConstraint] = []
  private var listConfiguration: UIListContentConfiguration

  /// A view showing `configuration`.
  public init(configuration: UIListContentConfiguration) {
    listConfiguration = configuration
    super.init(frame: .zero)
    for view in [imageView, textLabel, secondaryTextLabel] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    addLayoutGuide(textBlock)
    apply(configuration)
  }

  /// Creates a view from an archive; nothing is decoded.
  public required init?(coder: NSCoder) {
    listConfiguration = .cell()
    super.init(coder: coder)
  }

  /// The configuration shown (a ``UIListContentConfiguration``; others are ignored).
  open var configuration: UIContentConfiguration {
    get { listConfiguration }
    set {
      guard let list = newValue as? UIListContentConfiguration else { return }
      listConfiguration = list
      apply(list)
    }
  }

  /// Sets the labels and image and places them again.
  private func apply(_ c: UIListContentConfiguration) {
    directionalLayoutMargins = c.directionalLayoutMargins
    for (label, text, properties) in [
      (textLabel, c.text, c.textProperties), (secondaryTextLabel, c.secondaryText, c.secondaryTextProperties),
    ] {
      label.text = text
      label.font = properties.font
      label.textColor = properties.color
      label.numberOfLines = properties.numberOfLines
      label.textAlignment = properties.alignment
      label.lineBreakMode = properties.lineBreakMode
      label.isHidden = text == nil
    }
    imageView.image = c.image
    imageView.isHidden = c.image == nil
    NSLayoutConstraint.deactivate(placed)
    placed = constraints(for: c)
    NSLayoutConstraint.activate(placed)
  }

  /// The image on the leading side, centred; the texts after it — stacked, or side by side
  /// for a value cell — between the top and bottom margins.
  private func constraints(for c: UIListContentConfiguration) -> [NSLayoutConstraint] {
    let margins = layoutMarginsGuide
    var result: [NSLayoutConstraint] = []
    var leading = margins.leadingAnchor
    var padding: CGFloat = 0
    if let image = c.image {
      var size = image.size
      if c.imageProperties.maximumSize.width > 0 { size.width = min(size.width, c.imageProperties.maximumSize.width) }
      if c.imageProperties.maximumSize.height > 0 { size.height = min(size.height, c.imageProperties.maximumSize.height) }
      result += [
        imageView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        imageView.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
        imageView.widthAnchor.constraint(equalToConstant: size.width),
        imageView.heightAnchor.constraint(equalToConstant: size.height),
        imageView.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
        imageView.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
      ]
      leading = imageView.trailingAnchor
      padding = c.imageToTextPadding
    }
    let shown = [textLabel, secondaryTextLabel].filter { !$0.isHidden }
    guard !shown.isEmpty else {
      // Nothing but the margins (and the image): the view is as tall as they make it.
      if c.image == nil { result.append(margins.heightAnchor.constraint(equalToConstant: 0)) }
      return result
    }
    if c.prefersSideBySideTextAndSecondaryText && shown.count == 2 {
      secondaryTextLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
      secondaryTextLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
      for label in shown {
        result += [
          label.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
          label.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
          label.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
        ]
      }
      result += [
        textLabel.leadingAnchor.constraint(equalTo: leading, constant: padding),
        secondaryTextLabel.leadingAnchor.constraint(
          greaterThanOrEqualTo: textLabel.trailingAnchor, constant: c.textToSecondaryTextHorizontalPadding),
        secondaryTextLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ]
      return result
    }
    result += [
      textBlock.leadingAnchor.constraint(equalTo: leading, constant: padding),
      textBlock.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ]
    var top = textBlock.topAnchor
    var gap: CGFloat = 0
    for label in shown {
      result += [
        label.leadingAnchor.constraint(equalTo: leading, constant: padding),
        label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        label.topAnchor.constraint(equalTo: top, constant: gap),
      ]
      top = label.bottomAnchor
      gap = c.textToSecondaryTextVerticalPadding
    }
    result.append(top.constraint(equalTo: textBlock.bottomAnchor))
    if c.image != nil {
      // Centred, on an image that may be the taller.
      result += [
        textBlock.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
        textBlock.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
        textBlock.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
      ]
    } else {
      result += [
        textBlock.topAnchor.constraint(equalTo: margins.topAnchor),
        textBlock.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ]
    }
    return result
  }
}
