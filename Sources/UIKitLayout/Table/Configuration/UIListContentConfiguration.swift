// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// The standard content of a list cell or header (iOS 14): an image, a text and a secondary
/// text, laid out by ``UIListContentView`` with constraints, so rows size themselves.
///
/// The default values of each style are in docs/table-view.md; Apple does not document them,
/// and they are best guesses here (see DIVERGENCES.md).
public struct UIListContentConfiguration: UIContentConfiguration {
  /// How a text is shown.
  public struct TextProperties {
    /// The font.
    public var font: UIFont
    /// The colour.
    public var color: UIColor
    /// How many lines (0: as many as needed).
    public var numberOfLines: Int = 0
    /// The alignment.
    public var alignment: NSTextAlignment = .natural
    /// How the text is cut when it does not fit.
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  }

  /// How the image is shown.
  public struct ImageProperties {
    /// The largest size the image is shown at (zero: its own size).
    public var maximumSize = CGSize.zero
    /// The room kept for the image whatever its size (zero: the image's).
    public var reservedLayoutSize = CGSize.zero
  }

  enum Style { case cell, subtitleCell, valueCell, plainHeader, groupedHeader, plainFooter, groupedFooter }
  let style: Style

  /// The image on the leading side.
  public var image: UIImage?
  /// The main text.
  public var text: String?
  /// The secondary text (under the text, or on the trailing side of a value cell).
  public var secondaryText: String?
  /// How the text is shown.
  public var textProperties: TextProperties
  /// How the secondary text is shown.
  public var secondaryTextProperties: TextProperties
  /// How the image is shown.
  public var imageProperties = ImageProperties()
  /// The margins around the content.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets
  /// The space between the image and the texts.
  public var imageToTextPadding: CGFloat = 16
  /// The space between the text and the secondary text stacked.
  public var textToSecondaryTextVerticalPadding: CGFloat = 3
  /// The least space between the text and the secondary text side by side.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 16
  /// Whether a value cell's texts sit side by side when they fit.
  public var prefersSideBySideTextAndSecondaryText: Bool

  init(style: Style) {
    self.style = style
    let body = TextProperties(font: .systemFont(ofSize: 17), color: .label)
    switch style {
    case .cell:
      textProperties = body
      secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel)
      prefersSideBySideTextAndSecondaryText = false
    case .subtitleCell:
      textProperties = body
      secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel)
      prefersSideBySideTextAndSecondaryText = false
    case .valueCell:
      textProperties = body
      secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 17), color: .secondaryLabel)
      prefersSideBySideTextAndSecondaryText = true
    case .plainHeader, .groupedHeader, .plainFooter, .groupedFooter:
      textProperties = TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel)
      secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel)
      prefersSideBySideTextAndSecondaryText = false
    }
    directionalLayoutMargins =
      switch style {
      case .cell, .subtitleCell, .valueCell: NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
      default: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16)
      }
  }

  /// A plain cell's: an image and a text.
  public static func cell() -> UIListContentConfiguration { .init(style: .cell) }
  /// A subtitle cell's: a text over a smaller secondary text.
  public static func subtitleCell() -> UIListContentConfiguration { .init(style: .subtitleCell) }
  /// A value cell's: a text and, on the trailing side, a secondary text.
  public static func valueCell() -> UIListContentConfiguration { .init(style: .valueCell) }
  /// A plain list's section header.
  public static func plainHeader() -> UIListContentConfiguration { .init(style: .plainHeader) }
  /// A grouped list's section header.
  public static func groupedHeader() -> UIListContentConfiguration { .init(style: .groupedHeader) }
  /// A plain list's section footer.
  public static func plainFooter() -> UIListContentConfiguration { .init(style: .plainFooter) }
  /// A grouped list's section footer.
  public static func groupedFooter() -> UIListContentConfiguration { .init(style: .groupedFooter) }

  /// A ``UIListContentView`` showing this configuration.
  public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

  /// The same configuration (states do not change it headlessly).
  public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}
