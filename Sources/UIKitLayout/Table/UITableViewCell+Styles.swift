// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// The built-in styles' arrangement of the cell's labels and image, and the metrics they use
// (see docs/table-view.md for their sources and what is approximate).

extension UITableViewCell {
  /// The leading and trailing margin of a cell's content, and the default separator inset.
  static let standardMargin: CGFloat = 16
  /// The space between the image and the text.
  static let imageTextSpacing: CGFloat = 16
  /// The point size of ``textLabel``'s font (and of a `.value1` detail label's).
  static let textFontSize: CGFloat = 17
  /// The point size of a `.subtitle` cell's detail label.
  static let subtitleFontSize: CGFloat = 12
  /// The width of a `.value2` cell's title column.
  static let value2TitleWidth: CGFloat = 67
  /// The room each accessory takes on the trailing side.
  static let disclosureAccessoryWidth: CGFloat = 34
  static let checkmarkAccessoryWidth: CGFloat = 39
  static let detailButtonAccessoryWidth: CGFloat = 47
  static let detailDisclosureAccessoryWidth: CGFloat = 67
  /// The margin on each side of a custom accessory view.
  static let accessoryMargin: CGFloat = 16

  /// Lays out the style's labels and image in the content view, each label as tall as its
  /// text and centred vertically (a `.subtitle` cell's two labels as one block).
  func layoutBuiltInViews() {
    let bounds = contentView.bounds
    // The content view's side margins: 16, or the table's readable insets.
    let (leftMargin, margin) = (contentView.layoutMargins.left, contentView.layoutMargins.right)
    var textX = leftMargin
    if let image = imageViewIfMade, let size = image.image?.size {
      image.frame = CGRect(
        x: leftMargin, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
      textX = image.frame.maxX + UITableViewCell.imageTextSpacing
    }
    let available = max(0, bounds.width - textX - margin)
    let text = textLabelIfMade
    let detail = detailTextLabelIfMade
    func height(_ label: UILabel?, width: CGFloat) -> CGFloat {
      guard let label else { return 0 }
      return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }
    switch style {
    case .default:
      guard let text else { return }
      let h = height(text, width: available)
      text.frame = CGRect(x: textX, y: ((bounds.height - h) / 2).rounded(), width: available, height: h)
    case .subtitle:
      let (h1, h2) = (height(text, width: available), height(detail, width: available))
      let top = ((bounds.height - h1 - h2) / 2).rounded()
      text?.frame = CGRect(x: textX, y: top, width: available, height: h1)
      detail?.frame = CGRect(x: textX, y: top + h1, width: available, height: h2)
    case .value1:
      // The detail keeps its own width on the trailing side; the title takes what is left.
      let detailWidth = min(available, detail.map { $0.intrinsicContentSize.width } ?? 0)
      let h2 = height(detail, width: detailWidth)
      detail?.frame = CGRect(
        x: bounds.width - margin - detailWidth, y: ((bounds.height - h2) / 2).rounded(), width: detailWidth,
        height: h2)
      let titleWidth = max(0, available - detailWidth - (detailWidth > 0 ? margin : 0))
      let h1 = height(text, width: titleWidth)
      text?.frame = CGRect(x: textX, y: ((bounds.height - h1) / 2).rounded(), width: titleWidth, height: h1)
    case .value2:
      let titleWidth = min(available, UITableViewCell.value2TitleWidth)
      let h1 = height(text, width: titleWidth)
      text?.frame = CGRect(x: textX, y: ((bounds.height - h1) / 2).rounded(), width: titleWidth, height: h1)
      let detailX = textX + titleWidth + 6
      let detailWidth = max(0, bounds.width - detailX - margin)
      let h2 = height(detail, width: detailWidth)
      detail?.frame = CGRect(x: detailX, y: ((bounds.height - h2) / 2).rounded(), width: detailWidth, height: h2)
    }
  }
}
