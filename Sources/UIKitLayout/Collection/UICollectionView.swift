// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// What a collection view shows: how many sections and items, each item's cell, and the
/// sections' headers and footers.
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// The number of items in `section`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell for an item, usually dequeued and configured.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  /// The number of sections; 1 when not implemented.
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// A header or footer view, usually dequeued; required when the layout has them.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// A plain view (UIKit raises when the layout asks and the method is missing).
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }
}

/// What a collection view tells about the cells it shows.
@MainActor
public protocol UICollectionViewDelegate: NSObjectProtocol {
  /// A cell is about to be shown.
  func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  /// A cell left the visible area.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  /// An item was selected.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  /// Nothing.
  public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
  /// Nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  /// Nothing.
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

/// A scrolling view of items placed by a ``UICollectionViewLayout``: it asks its data source
/// for counts and cells, its layout where each goes, keeps cells only for the items visible
/// at ``contentOffset`` (reusing the others), and sizes self-sizing items by their cells.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// The kind of a flow layout's section headers.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a flow layout's section footers.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// Creates a collection view laid out by `layout`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// Creates a collection view from an archive (a flow layout); nothing is decoded.
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  /// The layout; setting one lays out again.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      collectionViewLayout.collectionView = self
      collectionViewLayout.invalidateLayout()
    }
  }
  /// Where the items come from. Not retained.
  open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
  /// Display callbacks and (for a flow layout) sizes. Not retained.
  open weak var delegate: UICollectionViewDelegate? { didSet { collectionViewLayout.invalidateLayout() } }

  var counts: [Int]?
  var visibleItems: [(indexPath: IndexPath, cell: UICollectionViewCell)] = []
  var visibleSupplementaries: [(kind: String, indexPath: IndexPath, view: UICollectionReusableView)] = []
  var cellQueue: [String: [UICollectionViewCell]] = [:]
  var supplementaryQueue: [String: [UICollectionReusableView]] = [:]
  var registeredCells: [String: UICollectionViewCell.Type] = [:]
  /// Nibs registered for cells (the last registration for an identifier, class or nib, wins).
  var registeredCellNibs: [String: UINib] = [:]
  /// A storyboard's prototype cells, made from their elements.
  var prototypeCells: [String: () -> UICollectionViewCell?] = [:]
  var registeredSupplementaries: [String: UICollectionReusableView.Type] = [:]
  var laidOutSize: CGSize?
  /// Item updates collected by ``performBatchUpdates(_:completion:)``.
  var pendingItemBatch: CollectionItemBatch?

  // MARK: - Reuse

  /// Registers the class the collection view makes cells of for `identifier`.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    registeredCells[identifier] = cellClass as? UICollectionViewCell.Type
    registeredCellNibs[identifier] = nil
  }

  /// Registers a nib whose top-level object is the cell made for `identifier`.
  open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
    registeredCellNibs[identifier] = nib
    registeredCells[identifier] = nil
  }

  /// Registers the class of a supplementary view of `elementKind`.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {
    registeredSupplementaries[elementKind + "\u{0}" + identifier] = viewClass as? UICollectionReusableView.Type
  }

  /// A cell put aside under `identifier`, or a new one of the registered class (UIKit raises
  /// when nothing is registered).
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
    if var queue = cellQueue[identifier], let cell = queue.popLast() {
      cellQueue[identifier] = queue
      cell.prepareForReuse()
      return cell
    }
    if let type = registeredCells[identifier] { return type.init(registeredWithReuseIdentifier: identifier) }
    if let nib = registeredCellNibs[identifier],
      let cell = nib.instantiate(withOwner: nil).first(where: { $0 is UICollectionViewCell }) as? UICollectionViewCell
    {
      cell.reuseIdentifier = identifier
      return cell
    }
    if let prototype = prototypeCells[identifier], let cell = prototype() { return cell }
    LayoutEnvironment.raise(
      .internalInconsistency,
      "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must "
        + "register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    let cell = UICollectionViewCell(frame: .zero)
    cell.reuseIdentifier = identifier
    return cell
  }

  /// A supplementary view put aside, or a new one of the registered class.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let key = elementKind + "\u{0}" + identifier
    if var queue = supplementaryQueue[key], let view = queue.popLast() {
      supplementaryQueue[key] = queue
      view.prepareForReuse()
      return view
    }
    if let type = registeredSupplementaries[key] { return type.init(registeredWithReuseIdentifier: identifier) }
    LayoutEnvironment.raise(
      .internalInconsistency,
      "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib "
        + "or a class for the identifier or connect a prototype cell in a storyboard")
    return UICollectionReusableView(frame: .zero)
  }

  // MARK: - Loading and queries

  /// Forgets the counts and every cell on screen; the next layout asks again.
  open func reloadData() {
    counts = nil
    recycleVisibleViews()
    collectionViewLayout.invalidateLayout()
    setNeedsLayout()
  }

  /// The number of sections.
  open var numberOfSections: Int { loadCounts().count }

  /// The number of items in `section`.
  open func numberOfItems(inSection section: Int) -> Int {
    let counts = loadCounts()
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// The cells on screen, in index-path order.
  open var visibleCells: [UICollectionViewCell] { visibleItems.map(\.cell) }
  /// The index paths of the items on screen, in order.
  open var indexPathsForVisibleItems: [IndexPath] { visibleItems.map(\.indexPath) }
  /// The cell on screen for an item.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    visibleItems.first { $0.indexPath == indexPath }?.cell
  }
  /// The layout's attributes for an item.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }
  /// The item at a point of the content.
  open func indexPathForItem(at point: CGPoint) -> IndexPath? {
    collectionViewLayout.layoutAttributesForElements(in: CGRect(origin: point, size: CGSize(width: 1, height: 1)))?
      .filter { $0.representedElementCategory == .cell && $0.frame.contains(point) }
      .map(\.indexPath).min()
  }

  /// Lays out: the layout prepared if invalid, ``contentSize`` from it, cells for the items
  /// in the visible rectangle (self-sizing ones measured first), headers and footers.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutItems()
  }

  func loadCounts() -> [Int] {
    if let counts { return counts }
    guard let dataSource else {
      counts = []
      return []
    }
    let loaded = (0..<max(0, dataSource.numberOfSections(in: self))).map {
      max(0, dataSource.collectionView(self, numberOfItemsInSection: $0))
    }
    counts = loaded
    return loaded
  }
}

extension UICollectionView {
  /// Which way a layout's content scrolls.
  public enum ScrollDirection: Int, Sendable {
    /// Down: rows (a flow layout) or sections (a compositional one) stacked down.
    case vertical = 0
    /// Across: columns or sections side by side.
    case horizontal = 1
  }
}
