// UIKitLayout: the benchmark's feed cell a third time, built from nested stack views as apps
// often write it: the same content views and geometry as FeedCell.swift's cells, the
// containers stack views instead of plain views and constraints. The main package's tests
// check that it places the content where the hand-written cell does (Tests/UIKitLayoutTests/
// Benchmarks/ links this file); `layout-bench` times it against the plain Auto Layout cell.
import Foundation
import UIKitLayout

/// The feed cell from stack views: an avatar beside a column (header row, body, quote box,
/// media, a row of equal buttons), a separator under them.
@MainActor
public final class StackFeedCell: UIView {
  public let avatar = UIImageView(image: UIImage(size: CGSize(width: 48, height: 48)))
  public let name = UILabel()
  public let handle = UILabel()
  public let time = UILabel()
  public let body = UILabel()
  public let quote = UILabel()
  public let media = UIImageView()
  public let buttons = [UIButton(type: .system), UIButton(type: .system), UIButton(type: .system)]
  public let separator = UIView()
  public let header: UIStackView
  public let quoteBox: UIStackView
  public let actions: UIStackView
  public let column: UIStackView
  public let row: UIStackView
  private var mediaAspect: NSLayoutConstraint?

  /// The content views, in FeedCellViews' order without its containers.
  public var contentViews: [UIView] { [avatar, name, handle, time, body, quote, media] + buttons + [separator] }

  public override init(frame: CGRect) {
    header = UIStackView(arrangedSubviews: [name, handle, time])
    quoteBox = UIStackView(arrangedSubviews: [quote])
    actions = UIStackView(arrangedSubviews: buttons)
    column = UIStackView(arrangedSubviews: [header, body, quoteBox, media, actions])
    row = UIStackView(arrangedSubviews: [avatar, column])
    super.init(frame: frame)
    FeedContent.style(name: name, handle: handle, time: time, body: body, quote: quote, buttons: buttons)
    // Name and time at their own widths, the handle takes the rest.
    name.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    time.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    handle.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    header.setCustomSpacing(4, after: name)
    header.setCustomSpacing(8, after: handle)
    quoteBox.isLayoutMarginsRelativeArrangement = true
    quoteBox.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    actions.distribution = .fillEqually
    column.axis = .vertical
    column.spacing = 8
    column.setCustomSpacing(4, after: header)
    row.alignment = .top
    row.spacing = 12
    row.translatesAutoresizingMaskIntoConstraints = false
    separator.translatesAutoresizingMaskIntoConstraints = false
    addSubview(row)
    addSubview(separator)
    NSLayoutConstraint.activate([
      avatar.widthAnchor.constraint(equalToConstant: 48),
      avatar.heightAnchor.constraint(equalToConstant: 48),
      actions.heightAnchor.constraint(equalToConstant: 32),
      row.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      row.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      row.topAnchor.constraint(equalTo: topAnchor, constant: 12),
      separator.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      separator.trailingAnchor.constraint(equalTo: trailingAnchor),
      separator.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 12),
      separator.heightAnchor.constraint(equalToConstant: 1),
      separator.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }

  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// Shows `item`; the media view's aspect ratio follows the picture's.
  public func configure(with item: FeedItem) {
    FeedContent.show(item, name: name, handle: handle, time: time, body: body, quote: quote, media: media)
    mediaAspect?.isActive = false
    mediaAspect = item.aspectConstraint(for: media)
    mediaAspect?.isActive = true
  }

}
