// UIKitLayout: the feed cell of the Auto Layout benchmark, written twice: once with Auto Layout
// and once with frames computed by hand in `layoutSubviews()`, as apps write cells. The main
// package's tests check that both give the same frames (Tests/UIKitLayoutTests/Benchmarks/
// links this file); `layout-bench` times them against each other.
import Foundation
import UIKitLayout

/// What a cell shows.
public struct FeedItem: Sendable {
  public var name: String
  public var handle: String
  public var time: String
  public var body: String
  public var quote: String
  /// The attached picture's size in points (its aspect ratio sets the media view's height).
  public var mediaSize: CGSize

  public init(
    name: String, handle: String, time: String, body: String, quote: String, mediaSize: CGSize
  ) {
    (self.name, self.handle, self.time) = (name, handle, time)
    (self.body, self.quote, self.mediaSize) = (body, quote, mediaSize)
  }

  /// A typical post: a body and a quote over several lines, a 3:2 picture.
  public static let sample = FeedItem(
    name: "Ada Lovelace", handle: "@ada", time: "2h",
    body: "The engine might compose elaborate pieces of music of any degree of complexity "
      + "or extent, if the relations of pitched sounds were expressed in its notation.",
    quote: "We may say most aptly that the Analytical Engine weaves algebraical patterns.",
    mediaSize: CGSize(width: 1500, height: 1000))

  /// Another post, for a reused cell: other lengths of text, a 4:3 picture.
  public static let other = FeedItem(
    name: "Grace Hopper", handle: "@grace", time: "5m",
    body: "It is often easier to ask for forgiveness than to ask for permission.",
    quote: "The most dangerous phrase in the language is: we have always done it this way. "
      + "Humans are allergic to change; they love to say it.",
    mediaSize: CGSize(width: 1200, height: 900))

  /// Post `index` of a feed: `sample` and `other` in turn, each body and quote numbered, so that
  /// seven in a row are seven texts (more than any label remembers measurements of).
  public static func numbered(_ index: Int) -> FeedItem {
    var item = index.isMultiple(of: 2) ? sample : other
    item.body += " (\(index))"
    item.quote += " (\(index))"
    return item
  }
}

/// The subviews both cells have, made and configured the same way.
@MainActor
public class FeedCellViews: UIView {
  public let avatar = UIImageView(image: UIImage(size: CGSize(width: 48, height: 48)))
  public let header = UIView()
  public let name = UILabel()
  public let handle = UILabel()
  public let time = UILabel()
  public let body = UILabel()
  public let quoteBox = UIView()
  public let quote = UILabel()
  public let media = UIImageView()
  public let actions = UIView()
  public let buttons = [UIButton(type: .system), UIButton(type: .system), UIButton(type: .system)]
  public let separator = UIView()

  /// Every subview, in a fixed order (for comparing the two cells).
  public var allViews: [UIView] {
    [avatar, header, name, handle, time, body, quoteBox, quote, media, actions] + buttons + [separator]
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(avatar)
    addSubview(header)
    for label in [name, handle, time] { header.addSubview(label) }
    addSubview(body)
    addSubview(quoteBox)
    quoteBox.addSubview(quote)
    addSubview(media)
    addSubview(actions)
    for button in buttons { actions.addSubview(button) }
    addSubview(separator)
    FeedContent.style(name: name, handle: handle, time: time, body: body, quote: quote, buttons: buttons)
  }

  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// Shows `item`.
  public func configure(with item: FeedItem) {
    FeedContent.show(item, name: name, handle: handle, time: time, body: body, quote: quote, media: media)
  }

  // The geometry both cells implement.
  static let margin: CGFloat = 16
  static let top: CGFloat = 12
  static let avatarSize: CGFloat = 48
  static let contentLeft: CGFloat = margin + avatarSize + 12
  static let spacing: CGFloat = 8
  static let quoteInset: CGFloat = 8
  static let actionsHeight: CGFloat = 32
}

/// The cell with frames computed by hand.
@MainActor
public final class ManualFeedCell: FeedCellViews {
  public override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: frames(width: size.width).height)
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    let layout = frames(width: bounds.width)
    for (view, frame) in zip(allViews, layout.frames) { view.frame = frame }
  }

  /// Every subview's frame (each in its superview's coordinates) and the cell's height.
  func frames(width: CGFloat) -> (frames: [CGRect], height: CGFloat) {
    let left = Self.contentLeft, contentWidth = width - Self.contentLeft - Self.margin
    let avatar = CGRect(x: Self.margin, y: Self.top, width: Self.avatarSize, height: Self.avatarSize)
    // Header: name and time at their natural widths, the handle takes the rest.
    let nameSize = name.intrinsicContentSize, timeSize = time.intrinsicContentSize
    let handleSize = handle.intrinsicContentSize
    let headerHeight = max(nameSize.height, handleSize.height, timeSize.height)
    let header = CGRect(x: left, y: Self.top, width: contentWidth, height: headerHeight)
    let name = CGRect(x: 0, y: 0, width: nameSize.width, height: headerHeight)
    let time = CGRect(
      x: contentWidth - timeSize.width, y: 0, width: timeSize.width, height: headerHeight)
    let handleX = name.maxX + 4
    let handle = CGRect(x: handleX, y: 0, width: time.minX - 8 - handleX, height: headerHeight)
    let bodyHeight = body.sizeThatFits(CGSize(width: contentWidth, height: 0)).height
    let body = CGRect(x: left, y: header.maxY + 4, width: contentWidth, height: bodyHeight)
    let quoteWidth = contentWidth - 2 * Self.quoteInset
    let quoteHeight = quote.sizeThatFits(CGSize(width: quoteWidth, height: 0)).height
    let quoteBox = CGRect(
      x: left, y: body.maxY + Self.spacing, width: contentWidth,
      height: quoteHeight + 2 * Self.quoteInset)
    let quote = CGRect(
      x: Self.quoteInset, y: Self.quoteInset, width: quoteWidth, height: quoteHeight)
    let imageSize = self.media.image?.size ?? CGSize(width: 1, height: 0)
    let media = CGRect(
      x: left, y: quoteBox.maxY + Self.spacing, width: contentWidth,
      height: contentWidth * imageSize.height / imageSize.width)
    let actions = CGRect(
      x: left, y: media.maxY + Self.spacing, width: contentWidth, height: Self.actionsHeight)
    let third = contentWidth / 3
    let buttons = (0..<3).map {
      CGRect(x: CGFloat($0) * third, y: 0, width: third, height: Self.actionsHeight)
    }
    let separator = CGRect(x: Self.margin, y: actions.maxY + Self.top, width: width - Self.margin, height: 1)
    return (
      [avatar, header, name, handle, time, body, quoteBox, quote, media, actions] + buttons
        + [separator],
      separator.maxY
    )
  }
}

/// The same cell with Auto Layout.
@MainActor
public final class AutoLayoutFeedCell: FeedCellViews {
  private var mediaAspect: NSLayoutConstraint?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    for view in allViews { view.translatesAutoresizingMaskIntoConstraints = false }
    name.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    time.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    handle.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    let left = Self.contentLeft
    var constraints = [
      avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Self.margin),
      avatar.topAnchor.constraint(equalTo: topAnchor, constant: Self.top),
      avatar.widthAnchor.constraint(equalToConstant: Self.avatarSize),
      avatar.heightAnchor.constraint(equalToConstant: Self.avatarSize),
      header.leadingAnchor.constraint(equalTo: leadingAnchor, constant: left),
      header.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -Self.margin),
      header.topAnchor.constraint(equalTo: topAnchor, constant: Self.top),
      name.leadingAnchor.constraint(equalTo: header.leadingAnchor),
      handle.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 4),
      time.leadingAnchor.constraint(equalTo: handle.trailingAnchor, constant: 8),
      time.trailingAnchor.constraint(equalTo: header.trailingAnchor),
      body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 4),
      quoteBox.topAnchor.constraint(equalTo: body.bottomAnchor, constant: Self.spacing),
      quote.leadingAnchor.constraint(equalTo: quoteBox.leadingAnchor, constant: Self.quoteInset),
      quote.trailingAnchor.constraint(equalTo: quoteBox.trailingAnchor, constant: -Self.quoteInset),
      quote.topAnchor.constraint(equalTo: quoteBox.topAnchor, constant: Self.quoteInset),
      quote.bottomAnchor.constraint(equalTo: quoteBox.bottomAnchor, constant: -Self.quoteInset),
      media.topAnchor.constraint(equalTo: quoteBox.bottomAnchor, constant: Self.spacing),
      actions.topAnchor.constraint(equalTo: media.bottomAnchor, constant: Self.spacing),
      actions.heightAnchor.constraint(equalToConstant: Self.actionsHeight),
      separator.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Self.margin),
      separator.trailingAnchor.constraint(equalTo: trailingAnchor),
      separator.topAnchor.constraint(equalTo: actions.bottomAnchor, constant: Self.top),
      separator.heightAnchor.constraint(equalToConstant: 1),
      separator.bottomAnchor.constraint(equalTo: bottomAnchor),
    ]
    for label in [name, handle, time] {
      constraints += [
        label.topAnchor.constraint(equalTo: header.topAnchor),
        label.bottomAnchor.constraint(equalTo: header.bottomAnchor),
      ]
    }
    for view in [body, quoteBox, media, actions] {
      constraints += [
        view.leadingAnchor.constraint(equalTo: header.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: header.trailingAnchor),
      ]
    }
    for (i, button) in buttons.enumerated() {
      constraints += [
        button.topAnchor.constraint(equalTo: actions.topAnchor),
        button.bottomAnchor.constraint(equalTo: actions.bottomAnchor),
        button.leadingAnchor.constraint(
          equalTo: i == 0 ? actions.leadingAnchor : buttons[i - 1].trailingAnchor),
      ]
      if i > 0 { constraints.append(button.widthAnchor.constraint(equalTo: buttons[0].widthAnchor)) }
    }
    constraints.append(buttons[2].trailingAnchor.constraint(equalTo: actions.trailingAnchor))
    NSLayoutConstraint.activate(constraints)
  }

  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// Shows `item`; the media view's aspect ratio follows the picture's.
  public override func configure(with item: FeedItem) {
    super.configure(with: item)
    mediaAspect?.isActive = false
    mediaAspect = item.aspectConstraint(for: media)
    mediaAspect?.isActive = true
  }

}

extension FeedItem {
  /// The media view's height from its width, at the picture's aspect ratio.
  @MainActor
  public func aspectConstraint(for media: UIView) -> NSLayoutConstraint {
    media.heightAnchor.constraint(
      equalTo: media.widthAnchor, multiplier: mediaSize.width > 0 ? mediaSize.height / mediaSize.width : 0)
  }
}

extension UIView {
  /// The view's size at `width`, as a table view asks a self-sizing cell.
  public func fittingSize(width: CGFloat) -> CGSize {
    systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
  }
}

/// How every feed cell styles and fills its content views, whatever lays them out.
@MainActor
enum FeedContent {
  /// Fonts, line counts and button titles.
  static func style(
    name: UILabel, handle: UILabel, time: UILabel, body: UILabel, quote: UILabel, buttons: [UIButton]
  ) {
    name.font = .boldSystemFont(ofSize: 15)
    handle.font = .systemFont(ofSize: 15)
    time.font = .systemFont(ofSize: 15)
    body.font = .systemFont(ofSize: 15)
    body.numberOfLines = 0
    quote.font = .systemFont(ofSize: 13)
    quote.numberOfLines = 0
    for (button, title) in zip(buttons, ["Reply", "Repost", "Like"]) { button.setTitle(title, for: .normal) }
  }

  /// Shows `item` in the views.
  static func show(
    _ item: FeedItem, name: UILabel, handle: UILabel, time: UILabel, body: UILabel, quote: UILabel,
    media: UIImageView
  ) {
    name.text = item.name
    handle.text = item.handle
    time.text = item.time
    body.text = item.body
    quote.text = item.quote
    media.image = UIImage(size: item.mediaSize)
  }
}
