// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// One row of a ``UITableView``: a ``contentView`` the program fills (its subviews sized by
/// constraints when the table's rows size themselves), or the built-in labels and image of a
/// ``CellStyle``, and an accessory on the trailing side.
///
/// The metrics of the built-in styles (margins, fonts, accessory widths) are in
/// docs/table-view.md, with their sources.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// The built-in arrangements of ``textLabel``, ``detailTextLabel`` and ``imageView``.
  public enum CellStyle: Int, Sendable {
    /// An image and one label, left-aligned.
    case `default` = 0
    /// A label, and a detail label right-aligned on the trailing side.
    case value1 = 1
    /// A small right-aligned label, then a detail label (as in Contacts).
    case value2 = 2
    /// A label over a smaller detail label.
    case subtitle = 3
  }

  /// The standard views on a cell's trailing side.
  public enum AccessoryType: Int, Sendable {
    /// None.
    case none = 0
    /// A chevron.
    case disclosureIndicator = 1
    /// An info button and a chevron.
    case detailDisclosureButton = 2
    /// A checkmark.
    case checkmark = 3
    /// An info button.
    case detailButton = 4
  }

  /// The built-in arrangement this cell was made with.
  public let style: CellStyle
  /// The identifier the table's reuse queue keeps the cell under (a nib's cell takes the one
  /// it is registered or written with).
  public internal(set) var reuseIdentifier: String?
  /// The view a cell's content goes in: the cell's bounds, less the accessory and the
  /// separator.
  public let contentView: UIView
  /// The accessory shown on the trailing side; ignored while ``accessoryView`` is set.
  open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
  /// A view shown on the trailing side instead of ``accessoryType``'s.
  open var accessoryView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let accessoryView { addSubview(accessoryView) }
      setNeedsLayout()
    }
  }
  /// Where the separator under the cell starts and ends. Unless set, the table's: its own
  /// `separatorInset` if the program set one, else the cell's content margins (16 points, or
  /// the readable insets).
  open var separatorInset = UIEdgeInsets(top: 0, left: UITableViewCell.standardMargin, bottom: 0, right: 0) {
    didSet {
      separatorInsetWasSet = true
      setNeedsLayout()
    }
  }
  /// Whether the cell is selected; kept, not drawn.
  open var isSelected = false
  /// Whether the cell is highlighted; kept, not drawn.
  open var isHighlighted = false
  /// How a selected cell looks; kept, not drawn.
  open var selectionStyle: SelectionStyle = .default
  /// Selection appearances (not drawn headlessly).
  public enum SelectionStyle: Int, Sendable {
    /// None.
    case none = 0
    /// Blue (iOS 6).
    case blue = 1
    /// Grey (iOS 6).
    case gray = 2
    /// The system's.
    case `default` = 3
  }

  /// The content view's side margins while the program has not set its margins: 16, or the
  /// table's readable insets (`cellLayoutMarginsFollowReadableWidth`); set by the table.
  var systemSideMargins: (left: CGFloat, right: CGFloat) = (standardMargin, standardMargin) {
    didSet {
      guard systemSideMargins != oldValue, !contentView.autoLayout.layoutMarginsWereSet else { return }
      contentView.layoutMarginsDidChange()
      contentView.layoutEngineMarginsDidChange()
    }
  }

  /// The height of the separator the table draws at the bottom of the cell, inside it: the
  /// content view stops above it (a hairline, one pixel). 0 when the table shows none.
  var separatorHeight: CGFloat = 0 { didSet { if separatorHeight != oldValue { setNeedsLayout() } } }
  /// The separator's look and place as the table gives them (see UITableViewCell+Separator).
  var separatorAppearance = SeparatorAppearance() { didSet { if separatorAppearance != oldValue { setNeedsLayout() } } }
  /// Whether the program set ``separatorInset`` (the table's then no longer applies).
  var separatorInsetWasSet = false
  /// The hairline view, made when first shown.
  var separatorView: UIView?

  /// Creates a cell of a style, for the table's reuse queue under `reuseIdentifier`.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    contentView = UITableViewCellContentView()
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// Makes a cell of a class registered with a table (`register(_:forCellReuseIdentifier:)`):
  /// a convenience initializer, which runs the class's own `init(style:reuseIdentifier:)`
  /// (Swift calls an initializer of a class known only at run time through a required one,
  /// and every subclass that overrides `init(style:reuseIdentifier:)` inherits this one).
  public required convenience init(registeredWithReuseIdentifier identifier: String) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  /// Creates a `.default` cell with no reuse identifier.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Creates a `.default` cell from an archive; nothing is decoded.
  public required init?(coder: NSCoder) {
    style = .default
    reuseIdentifier = nil
    contentView = UITableViewCellContentView()
    super.init(coder: coder)
    addSubview(contentView)
  }

  private var textLabelStorage: UILabel?
  private var detailTextLabelStorage: UILabel?
  private var imageViewStorage: UIImageView?
  /// The built-in views made so far (layout leaves the others unmade).
  var textLabelIfMade: UILabel? { textLabelStorage }
  var detailTextLabelIfMade: UILabel? { detailTextLabelStorage }
  var imageViewIfMade: UIImageView? { imageViewStorage }

  /// The main label, made on first use (in ``contentView``).
  open var textLabel: UILabel? {
    if let label = textLabelStorage { return label }
    let label = UILabel()
    label.font = .systemFont(ofSize: UITableViewCell.textFontSize)
    contentView.addSubview(label)
    textLabelStorage = label
    setNeedsLayout()
    return label
  }

  /// The detail label of the `.value1`, `.value2` and `.subtitle` styles; `nil` for
  /// `.default`.
  open var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    if let label = detailTextLabelStorage { return label }
    let label = UILabel()
    label.font = .systemFont(ofSize: style == .subtitle ? UITableViewCell.subtitleFontSize : UITableViewCell.textFontSize)
    if style == .value1 { label.textAlignment = .right }
    contentView.addSubview(label)
    detailTextLabelStorage = label
    setNeedsLayout()
    return label
  }

  /// The image on the leading side, made on first use; shown when it has an image.
  open var imageView: UIImageView? {
    if let view = imageViewStorage { return view }
    let view = UIImageView()
    contentView.addSubview(view)
    imageViewStorage = view
    setNeedsLayout()
    return view
  }

  /// The content shown in the content view, as a configuration (iOS 14): setting one puts
  /// its view in the content view, pinned to its edges.
  open var contentConfiguration: UIContentConfiguration? {
    didSet { configuredContentView = installContent(contentConfiguration, in: contentView, replacing: configuredContentView) }
  }
  /// The view showing ``contentConfiguration``.
  private var configuredContentView: (UIView & UIContentView)?

  /// Called before the table hands the cell out again from its reuse queue: reset state
  /// that depends on the row here. Call super.
  open func prepareForReuse() {}

  /// Places the content view (the bounds less the accessory and the separator), the
  /// accessory, and the built-in labels of the cell's style.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateContentViewFrame()
    if let accessoryView {
      let size = accessoryView.frame.size
      accessoryView.frame = CGRect(
        x: bounds.width - UITableViewCell.standardMargin - size.width,
        y: ((bounds.height - separatorHeight - size.height) / 2).rounded(), width: size.width, height: size.height)
    }
    layoutBuiltInViews()
    layoutSeparator()
  }

  /// Sets the content view's frame from the cell's bounds: at once when the table moves or
  /// resizes the cell, so that the engine, which may solve before the cell lays out, never
  /// sees the content view at its old size (its constraints would conflict with that).
  func updateContentViewFrame() {
    // On the pixel grid: 64⅓ less a ⅓ hairline is 64, not 63.99999999999999.
    let scale = window?.screen.scale ?? UIScreen.main.scale
    let height = UIView.snapToPixel(max(0, bounds.height - separatorHeight), scale: scale)
    let frame = CGRect(x: 0, y: 0, width: max(0, bounds.width - accessoryWidth), height: height)
    if contentView.frame != frame { contentView.frame = frame }
  }

  /// The width the accessory takes from the content view.
  var accessoryWidth: CGFloat {
    if let accessoryView { return accessoryView.frame.width + 2 * UITableViewCell.accessoryMargin }
    switch accessoryType {
    case .none: return 0
    case .disclosureIndicator: return UITableViewCell.disclosureAccessoryWidth
    case .checkmark: return UITableViewCell.checkmarkAccessoryWidth
    case .detailButton: return UITableViewCell.detailButtonAccessoryWidth
    case .detailDisclosureButton: return UITableViewCell.detailDisclosureAccessoryWidth
    }
  }

  override var descriptionTrailingFields: [String] {
    reuseIdentifier.map { ["reuseIdentifier = \($0)"] } ?? []
  }
}

/// A table cell's content view (UIKit's class name, as logs show it). Its margins are the
/// cell's until the program sets them: 11 points above and below (where the built-in styles'
/// labels sit) and 16 on the sides, or the table's readable insets — so content pinned to
/// the margins lines up with the built-in labels and the separator.
final class UITableViewCellContentView: UIView {
  override var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      guard !autoLayout.layoutMarginsWereSet, let cell = superview as? UITableViewCell else {
        return super.directionalLayoutMargins
      }
      let (left, right) = cell.systemSideMargins
      let vertical = UITableView.builtInVerticalMargin
      return effectiveUserInterfaceLayoutDirection == .rightToLeft
        ? NSDirectionalEdgeInsets(top: vertical, leading: right, bottom: vertical, trailing: left)
        : NSDirectionalEdgeInsets(top: vertical, leading: left, bottom: vertical, trailing: right)
    }
    set { super.directionalLayoutMargins = newValue }
  }
}
