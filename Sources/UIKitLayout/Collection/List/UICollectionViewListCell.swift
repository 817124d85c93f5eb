// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// A list cell's accessories take room on its sides: the content view is the bounds less the
// leading accessories' room and the trailing ones', and a cell measuring itself measures its
// content view at what is left. Each accessory's room (its glyph and the margins around it) is
// a best guess in the spirit of the table's accessory widths (docs/table-view.md); a label
// accessory shows its text. Accessories are placed in array order from their edge inwards.

/// A list's cell (iOS 14): a collection view cell with a list content configuration and
/// accessories on its sides.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// Views on the cell's sides: each takes its room from the content view.
  open var accessories: [UICellAccessory] = [] {
    didSet {
      for view in accessoryViews { view.removeFromSuperview() }
      accessoryViews = accessories.map { accessory in
        let view = accessory.makeView()
        addSubview(view)
        return view
      }
      setNeedsLayout()
    }
  }
  /// The accessories' views, in the order of ``accessories``.
  private var accessoryViews: [UIView] = []

  /// A plain list cell's configuration, empty.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

  /// The room the leading and the trailing accessories take.
  private var accessoryRoom: (leading: CGFloat, trailing: CGFloat) {
    var room: (leading: CGFloat, trailing: CGFloat) = (0, 0)
    for (accessory, view) in zip(accessories, accessoryViews) {
      if accessory.isLeading { room.leading += accessory.room(of: view) } else { room.trailing += accessory.room(of: view) }
    }
    return room
  }

  /// The content view's fitted size at the width the accessories leave, and their room.
  override func fittingSize(for size: CGSize, keepingWidth: Bool) -> CGSize {
    let room = accessoryRoom
    let sides = room.leading + room.trailing
    let fitted = super.fittingSize(
      for: CGSize(width: max(0, size.width - sides), height: size.height), keepingWidth: keepingWidth)
    return CGSize(width: fitted.width + sides, height: fitted.height)
  }

  /// The content view between the accessories, each accessory in its room, centred vertically.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let room = accessoryRoom
    let content = CGRect(
      x: room.leading, y: 0, width: max(0, bounds.width - room.leading - room.trailing), height: bounds.height)
    if contentView.frame != content { contentView.frame = content }
    var (leading, trailing) = (CGFloat(0), bounds.width)
    for (accessory, view) in zip(accessories, accessoryViews) {
      let size = accessory.glyphSize(of: view)
      let y = ((bounds.height - size.height) / 2).rounded()
      let x: CGFloat
      if accessory.isLeading {
        x = leading + UICellAccessory.outerMargin
        leading += accessory.room(of: view)
      } else {
        x = trailing - UICellAccessory.outerMargin - size.width
        trailing -= accessory.room(of: view)
      }
      let frame = CGRect(x: x, y: y, width: size.width, height: size.height)
      if view.frame != frame { view.frame = frame }
    }
  }
}

/// A view on a list cell's side.
public struct UICellAccessory: Sendable {
  enum Kind: Sendable { case disclosureIndicator, checkmark, delete, reorder, outlineDisclosure, label(String) }
  let kind: Kind
  /// A chevron, on the trailing side.
  public static func disclosureIndicator() -> UICellAccessory { .init(kind: .disclosureIndicator) }
  /// A checkmark, on the trailing side.
  public static func checkmark() -> UICellAccessory { .init(kind: .checkmark) }
  /// A delete control, on the leading side.
  public static func delete() -> UICellAccessory { .init(kind: .delete) }
  /// A reorder control, on the trailing side.
  public static func reorder() -> UICellAccessory { .init(kind: .reorder) }
  /// An outline disclosure control, on the trailing side.
  public static func outlineDisclosure() -> UICellAccessory { .init(kind: .outlineDisclosure) }
  /// A text, on the trailing side, in the secondary label colour.
  public static func label(text: String) -> UICellAccessory { .init(kind: .label(text)) }

  /// The space between an accessory and the cell's edge (or the accessory further out).
  static let outerMargin: CGFloat = 16
  /// The space between a label accessory and the content.
  static let labelInnerSpacing: CGFloat = 8

  /// Whether it sits on the leading side.
  var isLeading: Bool {
    if case .delete = kind { return true }
    return false
  }

  /// The room it takes from the content view, shown by `view` (its ``makeView()``): the table's
  /// accessory widths for the chevron and the checkmark, a label's text and the margins
  /// around it.
  @MainActor func room(of view: UIView) -> CGFloat {
    switch kind {
    case .disclosureIndicator, .outlineDisclosure: UITableViewCell.disclosureAccessoryWidth
    case .checkmark: UITableViewCell.checkmarkAccessoryWidth
    case .delete, .reorder: UITableViewCell.detailButtonAccessoryWidth
    case .label: Self.outerMargin + view.intrinsicContentSize.width + Self.labelInnerSpacing
    }
  }

  /// The view shown: a label for text, an empty glyph box for the controls (nothing is drawn
  /// for them headlessly).
  @MainActor func makeView() -> UIView {
    guard case .label(let text) = kind else { return UIView() }
    let label = UILabel()
    label.font = .systemFont(ofSize: UITableViewCell.textFontSize)
    label.textColor = .secondaryLabel
    label.text = text
    return label
  }

  /// The size its view is laid out at: a label's text, or the glyph's box (the room less the
  /// outer margin and an 8-point space, as tall as it is wide at most 22).
  @MainActor func glyphSize(of view: UIView) -> CGSize {
    if case .label = kind { return view.intrinsicContentSize }
    let width = max(0, room(of: view) - Self.outerMargin - Self.labelInnerSpacing)
    return CGSize(width: width, height: min(22, width))
  }
}
