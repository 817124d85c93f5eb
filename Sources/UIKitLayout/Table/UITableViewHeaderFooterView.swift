// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// A section's header or footer: a ``contentView`` for the program's views, or a title in
/// ``textLabel`` (what a table shows for `titleForHeaderInSection`).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The identifier the table's reuse queue keeps the view under.
  public let reuseIdentifier: String?
  /// The view the header's content goes in: its bounds.
  public let contentView = UIView()
  private var textLabelStorage: UILabel?
  /// Whether the table made this view to show a section's title (its background is the
  /// table's to set: none, or a bar's while pinned).
  var isTitleView = false

  /// Creates a header or footer view for the reuse queue under `reuseIdentifier`.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Makes a view of a class registered with a table: runs the class's own
  /// `init(reuseIdentifier:)` (see ``UITableViewCell/init(registeredWithReuseIdentifier:)``).
  public required convenience init(registeredWithReuseIdentifier identifier: String) {
    self.init(reuseIdentifier: identifier)
  }

  /// Creates a view with no reuse identifier.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// Creates a view from an archive; nothing is decoded.
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// The title label, made on first use (in ``contentView``).
  open var textLabel: UILabel? {
    if let label = textLabelStorage { return label }
    let label = UILabel()
    label.font = .systemFont(ofSize: UITableViewHeaderFooterView.titleFontSize)
    contentView.addSubview(label)
    textLabelStorage = label
    setNeedsLayout()
    return label
  }

  /// The content shown in the content view, as a configuration (iOS 14): setting one puts
  /// its view in the content view, pinned to its edges.
  open var contentConfiguration: UIContentConfiguration? {
    didSet { configuredContentView = installContent(contentConfiguration, in: contentView, replacing: configuredContentView) }
  }
  /// The view showing ``contentConfiguration``.
  private var configuredContentView: (UIView & UIContentView)?

  /// Called before the table hands the view out again from its reuse queue. Call super.
  open func prepareForReuse() {}

  /// The point size of a title's font.
  static let titleFontSize: CGFloat = 13

  /// Fills the bounds with the content view, and the title, one line high, at the bottom of
  /// the margins.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    guard let label = textLabelStorage else { return }
    let margin = UITableViewCell.standardMargin
    let height = label.intrinsicContentSize.height
    label.frame = CGRect(
      x: margin, y: max(0, bounds.height - UITableViewHeaderFooterView.titleBottomInset - height),
      width: max(0, bounds.width - 2 * margin), height: height)
  }

  /// The space under a title.
  static let titleBottomInset: CGFloat = 6
}
