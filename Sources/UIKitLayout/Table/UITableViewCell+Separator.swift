// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// The separator under each row: a hairline view in the cell (UIKit's own is a
// `_UITableViewCellSeparatorView`), in the strip the content view leaves at the bottom, from
// the separator's left inset to its right one. A grouped table's last row of a section has
// none (its section's rounded end); plain tables draw no extra separators below their rows.

/// The hairline under a table cell.
final class _UITableViewCellSeparatorView: UIView {}

/// What the table says about a cell's separator.
struct SeparatorAppearance: Equatable {
  /// Whether the row shows one.
  var isShown = true
  /// Its colour (`UITableView.separatorColor`).
  var color: UIColor? = .separator
  /// The table's inset, when the program set one; otherwise the cell's content margins.
  var tableInset: UIEdgeInsets?
}

extension UITableViewCell {
  /// The separator's left and right insets: the cell's own, the table's, or its content
  /// margins' sides.
  var effectiveSeparatorInset: UIEdgeInsets {
    if separatorInsetWasSet { return separatorInset }
    if let inset = separatorAppearance.tableInset { return inset }
    return UIEdgeInsets(top: 0, left: systemSideMargins.left, bottom: 0, right: 0)
  }

  /// Places (or hides) the separator in the strip under the content view.
  func layoutSeparator() {
    let shown = separatorHeight > 0 && separatorAppearance.isShown
    guard shown || separatorView != nil else { return }
    let view = separatorView ?? {
      let made = _UITableViewCellSeparatorView()
      addSubview(made)
      separatorView = made
      return made
    }()
    view.isHidden = !shown
    view.backgroundColor = separatorAppearance.color
    let inset = effectiveSeparatorInset
    let frame = CGRect(
      x: inset.left, y: bounds.height - separatorHeight,
      width: max(0, bounds.width - inset.left - inset.right), height: separatorHeight)
    if view.frame != frame { view.frame = frame }
  }
}
