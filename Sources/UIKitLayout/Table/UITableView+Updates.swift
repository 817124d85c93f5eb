// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// Row and section updates. The table keeps what it knows of the rows that stay (their
// heights, their cells on screen, moved to their new index paths) and asks the data source
// only about the new ones. As in UIKit, deletions and reloads name rows as they were before
// the update and insertions rows as they are after it, whatever order a batch lists them in;
// the counts the data source then gives must match, or the table raises UIKit's exception.
// Nothing animates headlessly: the next layout shows the result.

/// The changes of one batch, collected until it ends.
struct TableUpdateBatch {
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var reloadedSections = IndexSet()
  var deletedRows: [IndexPath] = []
  var insertedRows: [IndexPath] = []
  var reloadedRows: [IndexPath] = []
}

extension UITableView {
  /// Inserts rows (index paths after the update).
  func defaultInsertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update { $0.insertedRows += indexPaths }
  }

  /// Deletes rows (index paths before the update).
  func defaultDeleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update { $0.deletedRows += indexPaths }
  }

  /// Asks the data source for these rows again: new cells, heights measured again.
  func defaultReloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update { $0.reloadedRows += indexPaths }
  }

  /// Inserts sections (indexes after the update).
  func defaultInsertSections(_ sections: IndexSet, with animation: RowAnimation) {
    update { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes sections (indexes before the update).
  func defaultDeleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    update { $0.deletedSections.formUnion(sections) }
  }

  /// Asks the data source for these sections again.
  func defaultReloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    update { $0.reloadedSections.formUnion(sections) }
  }

  /// Runs `updates` (inserts, deletes, reloads) as one change, then calls `completion` with
  /// `true` (at once: nothing animates).
  func defaultPerformBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
    beginUpdates()
    updates?()
    endUpdates()
    completion?(true)
  }

  /// Starts collecting updates into one change (calls nest).
  func defaultBeginUpdates() {
    if updateDepth == 0 { pendingBatch = TableUpdateBatch() }
    updateDepth += 1
  }

  /// Applies the updates collected since the outermost ``beginUpdates()``.
  func defaultEndUpdates() {
    guard updateDepth > 0 else { return }
    updateDepth -= 1
    if updateDepth == 0, let batch = pendingBatch {
      pendingBatch = nil
      apply(batch)
    }
  }

  private func update(_ change: (inout TableUpdateBatch) -> Void) {
    beginUpdates()
    if var batch = pendingBatch {
      change(&batch)
      pendingBatch = batch
    }
    endUpdates()
  }

  /// Applies a batch to the loaded sections and the cells on screen.
  func apply(_ batch: TableUpdateBatch) {
    // Nothing loaded yet: the next layout loads everything anyway.
    guard !needsReload, let dataSource else { return }
    let oldCount = sections.count
    let newCount = max(0, dataSource.numberOfSections(in: self))
    let deleted = batch.deletedSections.filter { $0 < oldCount }.count
    guard newCount == oldCount - deleted + batch.insertedSections.count else {
      LayoutEnvironment.raise(
        .internalInconsistency,
        "Invalid update: invalid number of sections. The number of sections contained in the table "
          + "view after the update (\(newCount)) must be equal to the number of sections contained in "
          + "the table view before the update (\(oldCount)), plus or minus the number of sections "
          + "inserted or deleted (\(batch.insertedSections.count) inserted, \(deleted) deleted).")
      reloadData()
      return
    }
    // Each new section: the old section it continues (nil: inserted or reloaded).
    var origins: [Int?] = (0..<oldCount).filter { !batch.deletedSections.contains($0) }
    for s in batch.insertedSections.sorted() where s <= origins.count { origins.insert(nil, at: s) }
    var newSections: [TableSection] = []
    var moved: [(from: IndexPath, to: IndexPath)] = []
    for (s, origin) in origins.enumerated() {
      guard let origin, !batch.reloadedSections.contains(origin) else {
        newSections.append(loadSection(s))
        continue
      }
      // The old rows that stay, then the inserted ones in their new places.
      var rows: [Int?] = (0..<sections[origin].rowHeights.count).filter {
        !batch.deletedRows.contains(IndexPath(row: $0, section: origin))
      }
      for indexPath in batch.insertedRows.filter({ $0.section == s }).sorted() where indexPath.row <= rows.count {
        rows.insert(nil, at: indexPath.row)
      }
      let expected = max(0, dataSource.tableView(self, numberOfRowsInSection: s))
      guard expected == rows.count else {
        let inserted = batch.insertedRows.filter { $0.section == s }.count
        let removed = sections[origin].rowHeights.count - rows.count + inserted
        LayoutEnvironment.raise(
          .internalInconsistency,
          "Invalid update: invalid number of rows in section \(s). The number of rows contained in an "
            + "existing section after the update (\(expected)) must be equal to the number of rows "
            + "contained in that section before the update (\(sections[origin].rowHeights.count)), plus "
            + "or minus the number of rows inserted or deleted from that section (\(inserted) inserted, "
            + "\(removed) deleted) and plus or minus the number of rows moved into or out of that "
            + "section (0 moved in, 0 moved out).")
        reloadData()
        return
      }
      var section = sections[origin]
      section.rowHeights = []
      section.resolved = []
      section.automatic = []
      for (r, old) in rows.enumerated() {
        let indexPath = IndexPath(row: r, section: s)
        if let old, !batch.reloadedRows.contains(IndexPath(row: old, section: origin)) {
          section.rowHeights.append(sections[origin].rowHeights[old])
          section.resolved.append(sections[origin].resolved[old])
          section.automatic.append(sections[origin].automatic[old])
          moved.append((IndexPath(row: old, section: origin), indexPath))
        } else {
          appendRow(indexPath, to: &section)
        }
      }
      newSections.append(section)
    }
    sections = newSections
    // Cells on screen follow their rows; the others' go back to the queue.
    var kept: [(indexPath: IndexPath, cell: UITableViewCell)] = []
    for (indexPath, cell) in visibleRows {
      if let move = moved.first(where: { $0.from == indexPath }) {
        kept.append((move.to, cell))
      } else {
        recycle(cell)
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
      }
    }
    visibleRows = kept.sorted { $0.indexPath < $1.indexPath }
    setNeedsLayout()
  }

  /// A section loaded afresh from the data source (an inserted or reloaded one).
  func loadSection(_ s: Int) -> TableSection {
    guard let dataSource else {
      return TableSection(headerHeight: 0, footerHeight: 0, rowHeights: [], resolved: [])
    }
    var section = TableSection(
      headerTitle: dataSource.tableView(self, titleForHeaderInSection: s),
      footerTitle: dataSource.tableView(self, titleForFooterInSection: s), headerHeight: 0,
      footerHeight: 0, rowHeights: [], resolved: [])
    section.headerHeight = supplementaryHeight(s, header: true, title: section.headerTitle)
    section.footerHeight = supplementaryHeight(s, header: false, title: section.footerTitle)
    if section.headerHeight > 0 {
      section.topPadding =
        sectionHeaderTopPadding >= 0
        ? sectionHeaderTopPadding : (style == .plain ? UITableView.plainHeaderTopPadding : 0)
    }
    for r in 0..<max(0, dataSource.tableView(self, numberOfRowsInSection: s)) {
      appendRow(IndexPath(row: r, section: s), to: &section)
    }
    return section
  }

  /// Appends a row as loaded: its given height, or its estimate until it is shown when it
  /// sizes itself (44 with estimates off: UIKit sizes rows by their cells only with
  /// estimates on).
  func appendRow(_ indexPath: IndexPath, to section: inout TableSection) {
    let height = givenHeight(indexPath)
    let automatic = height < 0 && !estimatesAreOff
    section.rowHeights.append(
      height >= 0 ? height : (automatic ? estimatedHeight(indexPath) : UITableView.defaultRowHeight))
    section.resolved.append(!automatic)
    section.automatic.append(automatic)
  }
}

extension UITableView {
  /// Selects a row (the delegate is not told, as in UIKit) and scrolls it to `scrollPosition`.
  func defaultSelectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    for (path, cell) in visibleRows { cell.isSelected = path == indexPath }
    selectedRow = indexPath
    if let indexPath, scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects a row.
  func defaultDeselectRow(at indexPath: IndexPath, animated: Bool) {
    guard selectedRow == indexPath else { return }
    selectedRow = nil
    cellForRow(at: indexPath)?.isSelected = false
  }

  /// The selected row, if any.
  var defaultIndexPathForSelectedRow: IndexPath? { selectedRow }
}
