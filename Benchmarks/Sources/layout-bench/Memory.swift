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

/// Makes `count` cells (content, fitted at 375, laid out), keeps them, and returns the heap
/// they hold, per cell, in bytes.
@MainActor
func heapPerCell(_ count: Int, _ make: () -> FeedCellViews) -> Double? {
  var cells: [FeedCellViews] = []
  cells.reserveCapacity(count)
  guard let before = heapInUse() else { return nil }
  for _ in 0..<count {
    let cell = make()
    cell.configure(with: .sample)
    let size =
      (cell as? AutoLayoutFeedCell)?.fittingSize(width: 375)
      ?? cell.sizeThatFits(CGSize(width: 375, height: 0))
    cell.frame = CGRect(origin: .zero, size: size)
    cell.layoutIfNeeded()
    cells.append(cell)
  }
  guard let after = heapInUse() else { return nil }
  withExtendedLifetime(cells) {}
  return Double(after - before) / Double(count)
}

/// The heap an Auto Layout feed cell keeps beyond what the same cell laid out by hand keeps
/// (its views, layers, labels' text): the engine, its solver, the constraints and anchors.
@MainActor
func feedCellMemory() {
  // Warm up the allocator and the lazily made statics (fonts, metrics) first.
  _ = heapPerCell(50) { AutoLayoutFeedCell() }
  _ = heapPerCell(50) { ManualFeedCell() }
  guard let manual = heapPerCell(1_000, { ManualFeedCell() }),
    let autoLayout = heapPerCell(1_000, { AutoLayoutFeedCell() })
  else {
    print("feed cell memory: not measured here (needs glibc's mallinfo2)")
    return
  }
  print(
    String(
      format: "feed cell heap kept per laid-out cell (1 000 cells): manual %.1f KB, Auto Layout %.1f KB, "
        + "Auto Layout's own %.1f KB", manual / 1024, autoLayout / 1024, (autoLayout - manual) / 1024))
}

@MainActor
func memoryBreakdown() {
  _ = heapPerCell(50) { AutoLayoutFeedCell() }
  let n = 500
  var cells: [AutoLayoutFeedCell] = []
  let b0 = heapInUse()!
  for _ in 0..<n { let c = AutoLayoutFeedCell(); c.configure(with: .sample); cells.append(c) }
  let b1 = heapInUse()!
  for c in cells { c.frame = CGRect(origin: .zero, size: c.fittingSize(width: 375)); c.layoutIfNeeded() }
  let b2 = heapInUse()!
  var manual: [ManualFeedCell] = []
  for _ in 0..<n { let c = ManualFeedCell(); c.configure(with: .sample); c.frame = CGRect(x: 0, y: 0, width: 375, height: 600); c.layoutIfNeeded(); manual.append(c) }
  let b3 = heapInUse()!
  print("AL built+activated per cell", Double(b1 - b0) / Double(n) / 1024, "KB; engine+layout", Double(b2 - b1) / Double(n) / 1024, "KB; manual", Double(b3 - b2) / Double(n) / 1024)
  withExtendedLifetime((cells, manual)) {}
}
