// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// A table's data source driven by snapshots: ``apply(_:animatingDifferences:completion:)``
/// a snapshot of section and item identifiers, and cells come from the cell provider.
///
/// Applying reloads the table (nothing animates headlessly; the next layout asks for the
/// visible rows' cells again). The table does not retain its data source: keep this object.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  NSObject, UITableViewDataSource
{
  /// Makes the cell for an item.
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  /// How changes would animate (kept; nothing animates headlessly).
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// Becomes `tableView`'s data source.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  /// Shows a snapshot.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    current = snapshot
    tableView?.reloadData()
    completion?()
  }

  /// Shows a snapshot by reloading the table.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
  ) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// A copy of the snapshot shown.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

  /// The item at an index path.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(section: indexPath.section, index: indexPath.row)
  }

  /// An item's index path.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.location(of: itemIdentifier).map { IndexPath(row: $0.index, section: $0.section) }
  }

  /// The section at an index.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
  }

  /// A section's index.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

  /// The snapshot's sections.
  open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

  /// A section's items.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    guard let identifier = sectionIdentifier(for: section) else { return 0 }
    return current.numberOfItems(inSection: identifier)
  }

  /// The cell provider's cell (UIKit raises when it returns none).
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
    LayoutEnvironment.raise(.internalInconsistency, "UITableView dataSource returned a nil cell for row at index path: \(indexPath).")
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// No header title (override).
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// No footer title (override).
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// A collection view's data source driven by snapshots (see ``UITableViewDiffableDataSource``).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  NSObject, UICollectionViewDataSource
{
  /// Makes the cell for an item.
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  /// Makes a header or footer.
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  /// Makes the headers and footers the layout asks for.
  open var supplementaryViewProvider: SupplementaryViewProvider?

  /// Becomes `collectionView`'s data source.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  /// Shows a snapshot (reloading: nothing animates headlessly).
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    current = snapshot
    collectionView?.reloadData()
    completion?()
  }

  /// Shows a snapshot by reloading the collection view.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
  ) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// A copy of the snapshot shown.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

  /// The item at an index path.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(section: indexPath.section, index: indexPath.item)
  }

  /// An item's index path.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.location(of: itemIdentifier).map { IndexPath(item: $0.index, section: $0.section) }
  }

  /// The snapshot's sections.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

  /// A section's items.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    let sections = current.sectionIdentifiers
    guard sections.indices.contains(section) else { return 0 }
    return current.numberOfItems(inSection: sections[section])
  }

  /// The cell provider's cell (UIKit raises when it returns none).
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    if let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) { return cell }
    LayoutEnvironment.raise(
      .internalInconsistency, "UICollectionView dataSource returned a nil cell for item at index path: \(indexPath).")
    return UICollectionViewCell(frame: .zero)
  }

  /// The supplementary view provider's view.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
  }
}
