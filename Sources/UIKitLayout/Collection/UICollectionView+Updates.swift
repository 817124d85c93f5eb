// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// Item and section updates on a collection view, as on a table (UITableView+Updates.swift):
// deletions and reloads name items and sections as they were before the update, insertions as
// they are after it, and a move its item before and after; the data source's counts must
// match, or UIKit's exception is raised. Cells on screen follow their items; the layout is
// prepared again. Nothing animates headlessly.

extension UICollectionView {
  /// Inserts items (index paths after the update).
  public func insertItems(at indexPaths: [IndexPath]) {
    performBatchUpdates { self.pendingItemBatch?.inserted += indexPaths }
  }

  /// Deletes items (index paths before the update).
  public func deleteItems(at indexPaths: [IndexPath]) {
    performBatchUpdates { self.pendingItemBatch?.deleted += indexPaths }
  }

  /// Asks the data source for these items' cells again.
  public func reloadItems(at indexPaths: [IndexPath]) {
    performBatchUpdates { self.pendingItemBatch?.reloaded += indexPaths }
  }

  /// Moves an item from `indexPath` (before the update) to `newIndexPath` (after it); its
  /// cell goes along.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    performBatchUpdates { self.pendingItemBatch?.moves.append((indexPath, newIndexPath)) }
  }

  /// Inserts sections (indexes after the update).
  public func insertSections(_ sections: IndexSet) {
    performBatchUpdates { self.pendingItemBatch?.insertedSections.formUnion(sections) }
  }

  /// Deletes sections (indexes before the update).
  public func deleteSections(_ sections: IndexSet) {
    performBatchUpdates { self.pendingItemBatch?.deletedSections.formUnion(sections) }
  }

  /// Asks the data source for these sections' items again.
  public func reloadSections(_ sections: IndexSet) {
    performBatchUpdates { self.pendingItemBatch?.reloadedSections.formUnion(sections) }
  }

  /// Runs `updates` (item and section inserts, deletes, reloads, moves) as one change, then calls `completion`
  /// with `true` (at once: nothing animates).
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    let outermost = pendingItemBatch == nil
    if outermost { pendingItemBatch = CollectionItemBatch() }
    updates?()
    if outermost, let batch = pendingItemBatch {
      pendingItemBatch = nil
      apply(batch)
    }
    completion?(true)
  }

  /// Applies a batch: the new counts checked against the old less deletions plus insertions
  /// and moves, the cells on screen moved to their items' new index paths.
  private func apply(_ batch: CollectionItemBatch) {
    guard let old = counts, dataSource != nil else { return }
    counts = nil
    let new = loadCounts()
    let deletedSections = batch.deletedSections.filter { $0 < old.count }.count
    guard new.count == old.count - deletedSections + batch.insertedSections.count else {
      LayoutEnvironment.raise(
        .internalInconsistency,
        "Invalid update: invalid number of sections. The number of sections contained in the collection "
          + "view after the update (\(new.count)) must be equal to the number of sections contained in the "
          + "collection view before the update (\(old.count)), plus or minus the number of sections inserted "
          + "or deleted (\(batch.insertedSections.count) inserted, \(deletedSections) deleted).")
      reloadData()
      return
    }
    // Each new section: the old section it continues (nil: inserted).
    var origins: [Int?] = (0..<old.count).filter { !batch.deletedSections.contains($0) }
    for s in batch.insertedSections.sorted() where s <= origins.count { origins.insert(nil, at: s) }
    let movedFrom = Set(batch.moves.map(\.from))
    var moved: [(from: IndexPath, to: IndexPath)] = []
    for (s, origin) in origins.enumerated() {
      guard let origin, !batch.reloadedSections.contains(origin) else { continue }
      // The items that stay, then the inserted and moved-in ones at their new indexes.
      var items: [IndexPath?] = (0..<old[origin]).map { IndexPath(item: $0, section: origin) }.filter {
        !batch.deleted.contains($0) && !movedFrom.contains($0)
      }
      let arrivals =
        batch.inserted.filter { $0.section == s }.map { ($0.item, IndexPath?.none) }
        + batch.moves.filter { $0.to.section == s }.map { ($0.to.item, Optional($0.from)) }
      for (index, item) in arrivals.sorted(by: { $0.0 < $1.0 }) where index <= items.count {
        items.insert(item, at: index)
      }
      guard items.count == new[s] else {
        let inserted = batch.inserted.filter { $0.section == s }.count
        let movedIn = batch.moves.filter { $0.to.section == s && $0.from.section != origin }.count
        let movedOut = batch.moves.filter { $0.from.section == origin && $0.to.section != s }.count
        let deleted = batch.deleted.filter { $0.section == origin && $0.item < old[origin] }.count
        LayoutEnvironment.raise(
          .internalInconsistency,
          "Invalid update: invalid number of items in section \(s). The number of items contained in an "
            + "existing section after the update (\(new[s])) must be equal to the number of items contained "
            + "in that section before the update (\(old[origin])), plus or minus the number of items inserted or "
            + "deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the "
            + "number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
        reloadData()
        return
      }
      for (i, item) in items.enumerated() {
        if let item, !batch.reloaded.contains(item) {
          moved.append((item, IndexPath(item: i, section: s)))
        }
      }
    }
    var kept: [(indexPath: IndexPath, cell: UICollectionViewCell)] = []
    for (indexPath, cell) in visibleItems {
      if let move = moved.first(where: { $0.from == indexPath }) {
        kept.append((move.to, cell))
      } else {
        recycle(cell, indexPath)
      }
    }
    visibleItems = kept.sorted { $0.indexPath < $1.indexPath }
    // Headers and footers are asked for again: their sections may have moved.
    for entry in visibleSupplementaries { recycle(entry.view, kind: entry.kind) }
    visibleSupplementaries = []
    // Sizes measured for the old index paths no longer name the same items.
    collectionViewLayout.forgetMeasuredSizes()
    collectionViewLayout.invalidateLayout()
    setNeedsLayout()
  }
}

/// The item and section changes of one batch, collected until it ends.
struct CollectionItemBatch {
  var inserted: [IndexPath] = []
  var deleted: [IndexPath] = []
  var reloaded: [IndexPath] = []
  var moves: [(from: IndexPath, to: IndexPath)] = []
  var insertedSections = IndexSet()
  var deletedSections = IndexSet()
  var reloadedSections = IndexSet()
}
