// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// Item updates on a collection view, as on a table (UITableView+Updates.swift): deletions and
// reloads name items as they were before the update, insertions as they are after it; the
// data source's counts must match, or UIKit's exception is raised. Cells on screen follow
// their items; the layout is prepared again. Nothing animates headlessly.

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

  /// Runs `updates` (item inserts, deletes, reloads) as one change, then calls `completion`
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

  /// Applies a batch: the new counts checked against the old less deletions plus insertions,
  /// the cells on screen moved to their items' new index paths.
  private func apply(_ batch: CollectionItemBatch) {
    guard let old = counts, dataSource != nil else { return }
    counts = nil
    let new = loadCounts()
    guard new.count == old.count else {
      LayoutEnvironment.raise(
        .internalInconsistency,
        "Invalid update: invalid number of sections. The number of sections contained in the collection "
          + "view after the update (\(new.count)) must be equal to the number of sections contained in the "
          + "collection view before the update (\(old.count)), plus or minus the number of sections inserted "
          + "or deleted (0 inserted, 0 deleted).")
      reloadData()
      return
    }
    var moved: [(from: IndexPath, to: IndexPath)] = []
    for s in old.indices {
      var items: [Int?] = (0..<old[s]).filter { !batch.deleted.contains(IndexPath(item: $0, section: s)) }
      for indexPath in batch.inserted.filter({ $0.section == s }).sorted() where indexPath.item <= items.count {
        items.insert(nil, at: indexPath.item)
      }
      guard items.count == new[s] else {
        let inserted = batch.inserted.filter { $0.section == s }.count
        let deleted = old[s] - items.count + inserted
        LayoutEnvironment.raise(
          .internalInconsistency,
          "Invalid update: invalid number of items in section \(s). The number of items contained in an "
            + "existing section after the update (\(new[s])) must be equal to the number of items contained "
            + "in that section before the update (\(old[s])), plus or minus the number of items inserted or "
            + "deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the "
            + "number of items moved into or out of that section (0 moved in, 0 moved out).")
        reloadData()
        return
      }
      for (i, item) in items.enumerated() {
        if let item, !batch.reloaded.contains(IndexPath(item: item, section: s)) {
          moved.append((IndexPath(item: item, section: s), IndexPath(item: i, section: s)))
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
    // Sizes measured for the old index paths no longer name the same items.
    collectionViewLayout.forgetMeasuredSizes()
    collectionViewLayout.invalidateLayout()
    setNeedsLayout()
  }
}

/// The item changes of one batch, collected until it ends.
struct CollectionItemBatch {
  var inserted: [IndexPath] = []
  var deleted: [IndexPath] = []
  var reloaded: [IndexPath] = []
}
