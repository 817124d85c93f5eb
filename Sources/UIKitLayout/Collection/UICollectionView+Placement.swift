// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// Which cells a collection view keeps: at each layout, the elements the layout puts in the
// visible rectangle get views — self-sizing items measured first by their cells, the layout
// prepared again with the sizes they prefer — and every other view goes back to its queue.

extension UICollectionView {
  /// The visible rectangle of the content.
  private var visibleRect: CGRect { CGRect(origin: contentOffset, size: bounds.size) }

  func layoutItems() {
    let layout = collectionViewLayout
    if laidOutSize != bounds.size {
      let horizontal = (layout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal
      if let old = laidOutSize, horizontal ? old.height != bounds.height : old.width != bounds.width {
        // Self-sized items were measured across another width.
        layout.forgetMeasuredSizes()
      }
      laidOutSize = bounds.size
      layout.isInvalid = true
    }
    _ = loadCounts()
    guard dataSource != nil else {
      recycleVisibleViews()
      return
    }
    layout.prepareIfNeeded()
    var measured = measureSelfSizingItems()
    let elements = (layout.layoutAttributesForElements(in: visibleRect) ?? [])
      .filter { !$0.isHidden && $0.frame.intersects(visibleRect) }
    let cells = elements.filter { $0.representedElementCategory == .cell }.sorted { $0.indexPath < $1.indexPath }
    // Cells whose items left go back first, so the items coming in reuse them.
    let wanted = Set(cells.map(\.indexPath))
    var kept: [(indexPath: IndexPath, cell: UICollectionViewCell)] = []
    for entry in visibleItems {
      if wanted.contains(entry.indexPath) { kept.append(entry) } else { recycle(entry.cell, entry.indexPath) }
    }
    var placed: [(indexPath: IndexPath, cell: UICollectionViewCell)] = []
    for attributes in cells {
      let indexPath = attributes.indexPath
      let isNew: Bool
      let cell: UICollectionViewCell
      if let i = kept.firstIndex(where: { $0.indexPath == indexPath }) {
        cell = kept.remove(at: i).cell
        isNew = false
      } else if let i = measured.firstIndex(where: { $0.indexPath == indexPath }) {
        cell = measured.remove(at: i).cell
        isNew = true
      } else if let dataSource {
        cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        isNew = true
      } else {
        continue
      }
      if cell.frame != attributes.frame { cell.frame = attributes.frame }
      cell.apply(attributes)
      if cell.superview !== self { insertSubview(cell, at: 0) }
      cell.isHidden = false
      placed.append((indexPath, cell))
      if isNew { delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath) }
    }
    for (indexPath, cell) in measured { recycle(cell, indexPath, shown: false) }
    visibleItems = placed
    placeSupplementaries(elements.filter { $0.representedElementCategory == .supplementaryView })
    let size = layout.collectionViewContentSize
    if contentSize != size { contentSize = size }
  }

  /// Measures the visible self-sizing items that have no size yet, and
  /// prepares the layout again with the sizes their cells prefer (a few rounds: measured items
  /// move others into view). Returns the cells measured, for placing.
  private func measureSelfSizingItems() -> [(indexPath: IndexPath, cell: UICollectionViewCell)] {
    let flow = collectionViewLayout
    guard let dataSource else { return [] }
    var measured: [(indexPath: IndexPath, cell: UICollectionViewCell)] = []
    for _ in 0..<8 {
      let pending = (flow.layoutAttributesForElements(in: visibleRect) ?? [])
        .filter { $0.representedElementCategory == .cell && flow.needsPreferredAttributes($0.indexPath) }
        .sorted { $0.indexPath < $1.indexPath }
      guard !pending.isEmpty else { break }
      for attributes in pending {
        let indexPath = attributes.indexPath
        let cell =
          visibleItems.first { $0.indexPath == indexPath }?.cell
          ?? measured.first { $0.indexPath == indexPath }?.cell
          ?? dataSource.collectionView(self, cellForItemAt: indexPath)
        if !measured.contains(where: { $0.cell === cell }) && !visibleItems.contains(where: { $0.cell === cell }) {
          measured.append((indexPath, cell))
        }
        // Read, then written whole (no heap-allocated `modify` coroutine; see CALayer.frame).
        var frame = cell.frame
        frame.size = attributes.size
        cell.frame = frame
        let preferred = cell.preferredLayoutAttributesFitting(attributes.duplicate())
        if flow.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) {
          flow.takePreferredAttributes(preferred)
        } else {
          flow.keepMeasuredSize(attributes)
        }
      }
      flow.isInvalid = true
      flow.prepareIfNeeded()
    }
    return measured
  }

  /// Gives the visible headers and footers their views.
  private func placeSupplementaries(_ elements: [UICollectionViewLayoutAttributes]) {
    var previous = visibleSupplementaries
    var placed: [(kind: String, indexPath: IndexPath, view: UICollectionReusableView)] = []
    for attributes in elements {
      guard let kind = attributes.representedElementKind else { continue }
      let view: UICollectionReusableView
      if let i = previous.firstIndex(where: { $0.kind == kind && $0.indexPath == attributes.indexPath }) {
        view = previous.remove(at: i).view
      } else if let dataSource {
        view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
      } else {
        continue
      }
      if view.frame != attributes.frame { view.frame = attributes.frame }
      view.apply(attributes)
      if view.superview !== self { addSubview(view) }
      view.isHidden = false
      placed.append((kind, attributes.indexPath, view))
    }
    for entry in previous { recycle(entry.view, kind: entry.kind) }
    visibleSupplementaries = placed
  }

  /// Puts every cell and header or footer on screen back in its queue.
  func recycleVisibleViews() {
    for (indexPath, cell) in visibleItems { recycle(cell, indexPath) }
    visibleItems = []
    for entry in visibleSupplementaries { recycle(entry.view, kind: entry.kind) }
    visibleSupplementaries = []
  }

  /// Queues a cell for reuse. It stays a subview, hidden, as a table's queued cells do: its
  /// constraints stay in the window's engine (leaving the window and coming back made the
  /// engine rebuild from every constraint each time).
  func recycle(_ cell: UICollectionViewCell, _ indexPath: IndexPath, shown: Bool = true) {
    if shown { delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath) }
    guard let identifier = cell.reuseIdentifier else {
      if cell.superview === self { cell.removeFromSuperview() }
      return
    }
    cell.isHidden = true
    cellQueue[identifier, default: []].append(cell)
  }

  /// Queues a supplementary view for reuse (hidden, like cells).
  func recycle(_ view: UICollectionReusableView, kind: String) {
    guard let identifier = view.reuseIdentifier else {
      if view.superview === self { view.removeFromSuperview() }
      return
    }
    view.isHidden = true
    supplementaryQueue[kind + "\u{0}" + identifier, default: []].append(view)
  }

  /// Scrolls (without animation) so the item is at `scrollPosition` (top, centre or bottom
  /// along the scrolling axis; none: as little as shows it), within the content.
  public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
    let vertical = (collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection != .horizontal
    let inset = adjustedContentInset
    let size = collectionViewLayout.collectionViewContentSize
    if vertical {
      let visible = bounds.height - inset.top - inset.bottom
      var y = contentOffset.y
      if scrollPosition.contains(.top) { y = frame.minY - inset.top }
      else if scrollPosition.contains(.centeredVertically) { y = frame.midY - inset.top - visible / 2 }
      else if scrollPosition.contains(.bottom) { y = frame.maxY - inset.top - visible }
      else if frame.minY < y + inset.top { y = frame.minY - inset.top }
      else if frame.maxY > y + inset.top + visible { y = frame.maxY - inset.top - visible }
      let maxY = max(-inset.top, size.height + inset.bottom - bounds.height)
      setContentOffset(CGPoint(x: contentOffset.x, y: min(max(y, -inset.top), maxY)), animated: animated)
    } else {
      let visible = bounds.width - inset.left - inset.right
      var x = contentOffset.x
      if scrollPosition.contains(.left) { x = frame.minX - inset.left }
      else if scrollPosition.contains(.centeredHorizontally) { x = frame.midX - inset.left - visible / 2 }
      else if scrollPosition.contains(.right) { x = frame.maxX - inset.left - visible }
      else if frame.minX < x + inset.left { x = frame.minX - inset.left }
      else if frame.maxX > x + inset.left + visible { x = frame.maxX - inset.left - visible }
      let maxX = max(-inset.left, size.width + inset.right - bounds.width)
      setContentOffset(CGPoint(x: min(max(x, -inset.left), maxX), y: contentOffset.y), animated: animated)
    }
  }

  /// Where ``scrollToItem(at:at:animated:)`` puts an item.
  public struct ScrollPosition: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// A position from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// At the top of the visible area.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// In its vertical middle.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// At its bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// At its left edge.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// In its horizontal middle.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// At its right edge.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }
}
