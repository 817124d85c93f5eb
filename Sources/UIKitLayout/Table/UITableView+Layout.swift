// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// One section of a table as loaded: its header and footer, and each row's height (an
/// estimate until the row is shown, when it is resolved: the delegate's height, or the cell's
/// fitted height for ``UITableView/automaticDimension``).
struct TableSection {
  var headerTitle: String?
  var footerTitle: String?
  var headerHeight: CGFloat
  var footerHeight: CGFloat
  /// Space above the header (``UITableView/sectionHeaderTopPadding``), 0 without a header.
  var topPadding: CGFloat = 0
  var rowHeights: [CGFloat]
  /// Whether a row's height is known: given (resolved when loaded), or fitted (when shown).
  var resolved: [Bool]
  /// Whether a row sizes itself by its cell (``UITableView/automaticDimension``).
  var automatic: [Bool] = []
}

extension UITableView {
  /// The automatic space above a plain table's section headers (iOS 15).
  static let plainHeaderTopPadding: CGFloat = 22
  /// The height of a plain table's title header or footer.
  static let plainTitleHeaderHeight: CGFloat = 28
  /// The height of a grouped table's title header, and of an empty header or footer.
  static let groupedTitleHeaderHeight: CGFloat = 38
  static let groupedEmptyHeaderHeight: CGFloat = 18
  /// How far an inset-grouped table's sections are from its sides.
  static let insetGroupedSideInset: CGFloat = 20

  /// The hairline under each cell, one pixel, when separators are on.
  var separatorHeight: CGFloat {
    guard separatorStyle != .none else { return 0 }
    return 1 / (window?.screen.scale ?? UIScreen.main.scale)
  }

  /// Loads counts, titles and header heights from the data source and delegate when they
  /// changed (``reloadData()``), with every row at its estimate: rows are resolved as they are
  /// shown, or all now when estimates are off (`estimatedRowHeight == 0`).
  func loadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    sections = []
    guard let dataSource else { return }
    // Every row's height is asked for now; a row that sizes itself counts at its estimate
    // until it is shown.
    sections = (0..<max(0, dataSource.numberOfSections(in: self))).map { loadSection($0) }
  }

  /// The delegate's height for a row, or the table's ``rowHeight``.
  func givenHeight(_ indexPath: IndexPath) -> CGFloat {
    delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
  }

  /// Whether rows are measured all at once when loaded (no estimates).
  var estimatesAreOff: Bool { estimatedRowHeight == 0 }

  /// A row's height before it is shown.
  func estimatedHeight(_ indexPath: IndexPath) -> CGFloat {
    let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
    return estimate > 0 ? estimate : UITableView.defaultRowHeight
  }

  /// Resolves a self-sizing row's height as it is shown: `cell` (the row's, configured by the
  /// data source) fitted to the table's width — unless the delegate now gives a height.
  func resolveHeight(_ indexPath: IndexPath, cell: UITableViewCell) {
    let (s, r) = (indexPath.section, indexPath.row)
    let given = givenHeight(indexPath)
    sections[s].rowHeights[r] = given >= 0 ? given : fittedHeight(of: cell)
    sections[s].resolved[r] = true
  }

  /// The height of a cell at the table's row width: its content view fitted by its
  /// constraints (`systemLayoutSizeFitting` at the content width, the height as small as
  /// they allow), plus the separator. A cell of a built-in style is as tall as its labels
  /// and their margins, at least the default 44 points.
  func fittedHeight(of cell: UITableViewCell) -> CGFloat {
    let width = rowWidth
    // Read, then written whole (no heap-allocated `modify` coroutine; see CALayer.frame).
    var frame = cell.frame
    frame.size.width = width
    cell.frame = frame
    cell.separatorHeight = separatorHeight
    cell.systemSideMargins = cellSideMargins
    // Measured where it will be shown: in the table, so its labels measure at the pixel scale
    // of the table's screen (a new cell is in no window yet).
    if cell.superview !== self { insertSubview(cell, at: 0) }
    let contentWidth = max(0, width - cell.accessoryWidth)
    if cell.textLabelIfMade != nil || cell.detailTextLabelIfMade != nil, cell.contentView.constraints.isEmpty {
      let heights = [cell.textLabelIfMade, cell.detailTextLabelIfMade].compactMap { $0?.intrinsicContentSize.height }
      // Stacked in a subtitle cell, side by side in the value styles.
      let text = cell.style == .subtitle ? heights.reduce(0, +) : (heights.max() ?? 0)
      return max(UITableView.defaultRowHeight, text + 2 * UITableView.builtInVerticalMargin + separatorHeight)
    }
    let size = cell.contentView.systemLayoutSizeFitting(
      CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    return size.height + separatorHeight
  }

  /// The space above and below a built-in style's labels.
  static let builtInVerticalMargin: CGFloat = 11

  /// A cell's content side margins: 16, or with ``cellLayoutMarginsFollowReadableWidth`` the
  /// table's readable content insets (at least 16), measured from the row's edges.
  var cellSideMargins: (left: CGFloat, right: CGFloat) {
    let standard = UITableViewCell.standardMargin
    guard cellLayoutMarginsFollowReadableWidth else { return (standard, standard) }
    let readable = UIView.readableInsets(
      margins: engineLayoutMargins(frameInWindow: nil), width: bounds.width,
      category: traitCollection.preferredContentSizeCategory)
    // An inset-grouped row starts that far in from the table's edge.
    let row = (bounds.width - rowWidth) / 2
    return (max(standard, readable.left - row), max(standard, readable.right - row))
  }

  /// A section header's or footer's height: the delegate's (or the table's property), and
  /// for ``automaticDimension`` the height of its view, its title's, or none.
  func supplementaryHeight(_ section: Int, header: Bool, title: String?) -> CGFloat {
    let given =
      header
      ? (delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
      : (delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
    let view = header
      ? delegate?.tableView(self, viewForHeaderInSection: section)
      : delegate?.tableView(self, viewForFooterInSection: section)
    // A grouped table treats 0 as "the default" (apps return a tiny height to hide one).
    if given > 0 || (given == 0 && style == .plain) {
      // A plain table shows no header where there is neither a view nor a title.
      if style == .plain && view == nil && title == nil { return 0 }
      return given
    }
    if let view {
      return view.systemLayoutSizeFitting(
        CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
      ).height
    }
    switch style {
    case .plain: return title == nil ? 0 : UITableView.plainTitleHeaderHeight
    case .grouped, .insetGrouped:
      return title == nil ? UITableView.groupedEmptyHeaderHeight : UITableView.groupedTitleHeaderHeight
    }
  }

  /// The width of a row's cell: the table's, less an inset-grouped table's side insets.
  var rowWidth: CGFloat {
    style == .insetGrouped ? max(0, bounds.width - 2 * UITableView.insetGroupedSideInset) : bounds.width
  }

  /// Where rows start horizontally.
  var rowX: CGFloat { style == .insetGrouped ? UITableView.insetGroupedSideInset : 0 }

  // MARK: - Geometry

  /// Where the first section starts: under the table header view.
  var sectionsTop: CGFloat { tableHeaderView?.frame.height ?? 0 }

  /// The top of each section, and the end of the last (in content coordinates).
  func sectionTops() -> [CGFloat] {
    var tops: [CGFloat] = []
    tops.reserveCapacity(sections.count + 1)
    var y = sectionsTop
    for section in sections {
      tops.append(y)
      y += section.topPadding + section.headerHeight + section.rowHeights.reduce(0, +) + section.footerHeight
    }
    tops.append(y)
    return tops
  }

  /// The whole content's height: the header view, the sections, the footer view.
  var contentHeight: CGFloat {
    (sectionTops().last ?? sectionsTop) + (tableFooterView?.frame.height ?? 0)
  }

  /// The rectangle of a section: header, rows and footer.
  func defaultRect(forSection section: Int) -> CGRect {
    loadIfNeeded()
    let tops = sectionTops()
    guard sections.indices.contains(section) else { return .zero }
    return CGRect(x: 0, y: tops[section], width: bounds.width, height: tops[section + 1] - tops[section])
  }

  /// The rectangle of a section's header (where it scrolls to, not where it floats).
  func defaultRectForHeader(inSection section: Int) -> CGRect {
    let rect = rect(forSection: section)
    guard sections.indices.contains(section) else { return .zero }
    return CGRect(
      x: 0, y: rect.minY + sections[section].topPadding, width: bounds.width, height: sections[section].headerHeight)
  }

  /// The rectangle of a section's footer.
  func defaultRectForFooter(inSection section: Int) -> CGRect {
    let rect = rect(forSection: section)
    guard sections.indices.contains(section) else { return .zero }
    let height = sections[section].footerHeight
    return CGRect(x: 0, y: rect.maxY - height, width: bounds.width, height: height)
  }

  /// The rectangle of a row (its height an estimate until the row has been shown).
  func defaultRectForRow(at indexPath: IndexPath) -> CGRect {
    let rect = rect(forSection: indexPath.section)
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].rowHeights.indices.contains(indexPath.row)
    else { return .zero }
    let section = sections[indexPath.section]
    let y = rect.minY + section.topPadding + section.headerHeight + section.rowHeights[..<indexPath.row].reduce(0, +)
    return CGRect(x: rowX, y: y, width: rowWidth, height: section.rowHeights[indexPath.row])
  }

  /// The row at a point of the content; `nil` outside every row.
  func defaultIndexPathForRow(at point: CGPoint) -> IndexPath? {
    defaultIndexPathsForRows(in: CGRect(x: point.x, y: point.y, width: 0, height: 0))?.first
  }

  /// The rows that meet a rectangle of the content, in order.
  func defaultIndexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    loadIfNeeded()
    var result: [IndexPath] = []
    let tops = sectionTops()
    for (s, section) in sections.enumerated() {
      var y = tops[s] + section.topPadding + section.headerHeight
      for (r, height) in section.rowHeights.enumerated() {
        if y <= rect.maxY && y + height > rect.minY && rect.maxX >= rowX && rect.minX <= rowX + rowWidth {
          result.append(IndexPath(row: r, section: s))
        }
        y += height
      }
    }
    return result
  }

  /// Scrolls (without animation) so the row is at `position`, within the content's bounds.
  func defaultScrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    let row = rectForRow(at: indexPath)
    let inset = adjustedContentInset
    let visibleHeight = bounds.height - inset.top - inset.bottom
    var y = contentOffset.y
    switch position {
    case .top: y = row.minY - inset.top
    case .middle: y = row.midY - inset.top - visibleHeight / 2
    case .bottom: y = row.maxY - inset.top - visibleHeight
    case .none:
      if row.minY < y + inset.top { y = row.minY - inset.top }
      else if row.maxY > y + inset.top + visibleHeight { y = row.maxY - inset.top - visibleHeight }
    }
    let maxY = max(-inset.top, contentHeight + inset.bottom - bounds.height)
    setContentOffset(CGPoint(x: contentOffset.x, y: min(max(y, -inset.top), maxY)), animated: animated)
  }
}
