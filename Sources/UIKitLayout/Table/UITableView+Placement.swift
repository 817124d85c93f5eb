// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// Which cells a table keeps: at each layout, the rows that meet the visible rectangle (the
// bounds, at `contentOffset`) get cells, in row order — resolving their heights as they come,
// so a row measured taller pushes the next ones down — and every other cell goes back to
// its reuse queue.

extension UITableView {
  /// Loads the rows if needed, places the table's header and footer views, the visible rows'
  /// cells and the visible headers and footers, and sets ``contentSize``.
  func layoutTable() {
    if bounds.width != loadedWidth {
      // Every resolved height was for another width.
      if loadedWidth != nil {
        for s in sections.indices { sections[s].resolved = sections[s].automatic.map { !$0 } }
      }
      loadedWidth = bounds.width
    }
    loadIfNeeded()
    placeRows()
    placeSupplementaries()
    let height = contentHeight
    tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: tableHeaderView?.frame.height ?? 0)
    if let footer = tableFooterView {
      footer.frame = CGRect(x: 0, y: height - footer.frame.height, width: bounds.width, height: footer.frame.height)
    }
    let size = CGSize(width: bounds.width, height: height)
    if contentSize != size { contentSize = size }
  }

  /// The visible rectangle of the content.
  private var visibleRect: CGRect { CGRect(origin: contentOffset, size: bounds.size) }

  /// Gives the rows that meet the visible rectangle cells, resolving their heights first.
  private func placeRows() {
    guard let dataSource else {
      removeVisibleViews()
      return
    }
    let visible = visibleRect
    var kept: [(indexPath: IndexPath, cell: UITableViewCell)] = []
    // Cells whose rows left the visible area go back to the queue first, so the rows coming
    // in reuse them (UIKit's order: didEndDisplaying, then cellForRowAt of the new rows).
    var previous: [(indexPath: IndexPath, cell: UITableViewCell)] = []
    for entry in visibleRows {
      let rect = isLoaded(entry.indexPath) ? rectForRow(at: entry.indexPath) : .null
      if rect.isNull || rect.maxY <= visible.minY || rect.minY >= visible.maxY {
        recycle(entry.cell)
        delegate?.tableView(self, didEndDisplaying: entry.cell, forRowAt: entry.indexPath)
      } else {
        previous.append(entry)
      }
    }
    visibleRows = previous
    var y = sectionsTop
    for s in sections.indices {
      y += sections[s].topPadding + sections[s].headerHeight
      for r in sections[s].rowHeights.indices {
        guard y < visible.maxY else { break }
        let indexPath = IndexPath(row: r, section: s)
        if y + sections[s].rowHeights[r] > visible.minY || !sections[s].resolved[r] && y >= visible.minY {
          var cell: UITableViewCell?
          if let i = previous.firstIndex(where: { $0.indexPath == indexPath }) {
            cell = previous.remove(at: i).cell
          }
          if !sections[s].resolved[r] {
            let measured = cell ?? dataSource.tableView(self, cellForRowAt: indexPath)
            resolveHeight(indexPath, cell: measured)
            cell = measured
          }
          let height = sections[s].rowHeights[r]
          if y + height > visible.minY {
            let shown = cell ?? dataSource.tableView(self, cellForRowAt: indexPath)
            place(shown, at: CGRect(x: rowX, y: y, width: rowWidth, height: height), indexPath: indexPath)
            let isNew = !visibleRows.contains { $0.cell === shown }
            kept.append((indexPath, shown))
            if isNew { delegate?.tableView(self, willDisplay: shown, forRowAt: indexPath) }
          } else if let cell {
            recycle(cell)
          }
        }
        y += sections[s].rowHeights[r]
      }
      y += sections[s].footerHeight
    }
    for (indexPath, cell) in previous where !kept.contains(where: { $0.cell === cell }) {
      recycle(cell)
      delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }
    visibleRows = kept
  }

  /// Whether the loaded sections have the row.
  func isLoaded(_ indexPath: IndexPath) -> Bool {
    sections.indices.contains(indexPath.section) && sections[indexPath.section].rowHeights.indices.contains(indexPath.row)
  }

  /// Puts a cell in the table at `frame` (below the headers, which float over the rows).
  private func place(_ cell: UITableViewCell, at frame: CGRect, indexPath: IndexPath) {
    cell.separatorHeight = separatorHeight
    cell.systemSideMargins = cellSideMargins
    // A grouped section's last row ends in the section's rounded edge, not a separator.
    let isLast = indexPath.row == sections[indexPath.section].rowHeights.count - 1
    cell.separatorAppearance = SeparatorAppearance(
      isShown: style == .plain || !isLast, color: separatorColor, tableInset: separatorInsetWasSet ? separatorInset : nil)
    // A cell without a colour of its own takes its table style's (UIKit's defaults).
    if cell.backgroundColor == nil {
      cell.backgroundColor = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
    }
    if cell.frame != frame { cell.frame = frame }
    cell.updateContentViewFrame()
    if cell.superview !== self {
      insertSubview(cell, at: 0)
    }
    cell.isHidden = false
  }

  /// Queues a cell for reuse: hidden, it stays a subview, so its constraints stay in the
  /// window's engine (leaving the window and coming back rebuilt the engine each time).
  func recycle(_ cell: UITableViewCell) {
    guard let identifier = cell.reuseIdentifier else {
      if cell.superview === self { cell.removeFromSuperview() }
      return
    }
    cell.isHidden = true
    reuseQueue[identifier, default: []].append(cell)
  }

  /// Takes every cell and header off the table (into the reuse queues).
  func removeVisibleViews() {
    for (indexPath, cell) in visibleRows {
      recycle(cell)
      delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }
    visibleRows = []
    for entry in visibleSupplementaries { removeSupplementary(entry.view) }
    visibleSupplementaries = []
  }

  private func removeSupplementary(_ view: UIView) {
    if view.superview === self { view.removeFromSuperview() }
    if let view = view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier {
      headerFooterReuseQueue[identifier, default: []].append(view)
    }
  }

  /// Places the visible sections' headers and footers: where they scroll to, or in a plain
  /// table, floating — a header held at the top of the visible area while its section is
  /// under it, a footer at the bottom.
  private func placeSupplementaries() {
    let visible = visibleRect
    let inset = adjustedContentInset
    let tops = sectionTops()
    var kept: [(section: Int, header: Bool, view: UIView)] = []
    var previous = visibleSupplementaries
    for s in sections.indices {
      let section = sections[s]
      for header in [true, false] {
        let height = header ? section.headerHeight : section.footerHeight
        guard height > 0 else { continue }
        let headerTop = tops[s] + section.topPadding
        var y = header ? headerTop : tops[s + 1] - height
        if style == .plain {
          if header {
            y = min(max(y, visible.minY + inset.top), tops[s + 1] - section.footerHeight - height)
          } else {
            y = max(min(y, visible.maxY - inset.bottom - height), headerTop + section.headerHeight)
          }
        }
        let frame = CGRect(x: rowX, y: y, width: rowWidth, height: height)
        guard frame.maxY > visible.minY && frame.minY < visible.maxY else { continue }
        var view: UIView?
        if let i = previous.firstIndex(where: { $0.section == s && $0.header == header }) {
          view = previous.remove(at: i).view
        } else {
          view = supplementaryView(s, header: header, title: header ? section.headerTitle : section.footerTitle)
        }
        guard let view else { continue }
        if view.frame != frame { view.frame = frame }
        // A plain table's title header has no background until it is pinned over the rows
        // (iOS 15); then it has one (UIKit's is a bar material), and hides the rows under it.
        if let titleView = view as? UITableViewHeaderFooterView, titleView.isTitleView {
          let natural = header ? headerTop : tops[s + 1] - height
          titleView.backgroundColor = y != natural ? .systemBackground : nil
        }
        if view.superview !== self { addSubview(view) }
        kept.append((s, header, view))
      }
    }
    for entry in previous { removeSupplementary(entry.view) }
    visibleSupplementaries = kept
  }

  /// A section's header or footer view: the delegate's, or a title view.
  private func supplementaryView(_ section: Int, header: Bool, title: String?) -> UIView? {
    let given = header
      ? delegate?.tableView(self, viewForHeaderInSection: section)
      : delegate?.tableView(self, viewForFooterInSection: section)
    if let given { return given }
    guard let title else { return nil }
    let identifier = "UITableView-title-\(header ? "header" : "footer")"
    let view =
      dequeueReusableHeaderFooterView(withIdentifier: identifier)
      ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
    view.textLabel?.text = title
    view.isTitleView = true
    return view
  }
}
