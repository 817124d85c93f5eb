// UIKitLayout: the heap a laid-out feed cell keeps, Auto Layout against the hand-written cell
// (the same views), measured with glibc's allocator statistics (`mallinfo2`, Linux).
import FeedCell
import Foundation
import UIKitLayout

import MallocStats

/// Bytes the allocator has handed out and not had back, or `nil` where it cannot tell.
func heapInUse() -> Int? {
  let bytes = malloc_stats_bytes_in_use()
  return bytes < 0 ? nil : bytes
}

/// Makes `count` cells with content (laid out unless `layout` is false: fitted at 375 and
/// laid out at that size), keeps them, and returns the heap they hold, per cell, in bytes.
@MainActor
func heapPerCell(_ count: Int, layout: Bool = true, _ make: () -> FeedCellViews) -> Double? {
  var cells: [FeedCellViews] = []
  cells.reserveCapacity(count)
  guard let before = heapInUse() else { return nil }
  for _ in 0..<count {
    let cell = make()
    cell.configure(with: .sample)
    if layout {
      let size =
        (cell as? AutoLayoutFeedCell)?.fittingSize(width: 375)
        ?? cell.sizeThatFits(CGSize(width: 375, height: 0))
      cell.frame = CGRect(origin: .zero, size: size)
      cell.layoutIfNeeded()
    }
    cells.append(cell)
  }
  guard let after = heapInUse() else { return nil }
  withExtendedLifetime(cells) {}
  return Double(after - before) / Double(count)
}

/// The heap an Auto Layout feed cell keeps beyond what the same cell laid out by hand keeps
/// (its views, layers, labels' text): its constraints once activated, then the engine (the
/// solver's tableau and the engine's items and records) once laid out. Returns the Auto Layout
/// cell's own heap (laid out, less the hand-written cell's), in bytes.
@MainActor
@discardableResult
func feedCellMemory() -> Double? {
  // Warm up the allocator and the lazily made statics (fonts, metrics) first.
  _ = heapPerCell(50) { AutoLayoutFeedCell() }
  _ = heapPerCell(50) { ManualFeedCell() }
  guard let manual = heapPerCell(1_000, { ManualFeedCell() }),
    let activated = heapPerCell(1_000, layout: false, { AutoLayoutFeedCell() }),
    let laidOut = heapPerCell(1_000, { AutoLayoutFeedCell() })
  else {
    print("feed cell memory: not measured here (needs glibc's mallinfo2)")
    return nil
  }
  let kb = { (bytes: Double) in String(format: "%.1f KB", bytes / 1024) }
  print(
    "feed cell heap kept per cell (1 000 cells): by hand, laid out \(kb(manual)); Auto Layout, "
      + "activated \(kb(activated)), laid out \(kb(laidOut)): its own \(kb(laidOut - manual)), "
      + "of which the engine \(kb(laidOut - activated))")
  return laidOut - manual
}
