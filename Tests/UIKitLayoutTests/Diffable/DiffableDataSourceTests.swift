import Foundation
import Testing

@testable import UIKitLayout

@MainActor
@Suite struct DiffableDataSourceTests {
  enum Section: Hashable { case pinned, all }

  @Test func aSnapshotKeepsSectionsAndItemsInOrder() {
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.pinned, .all])
    snapshot.appendItems(["a"], toSection: .pinned)
    snapshot.appendItems(["b", "c", "d"])  // the last section
    snapshot.insertItems(["x"], beforeItem: "c")
    snapshot.moveItem("b", afterItem: "d")
    snapshot.deleteItems(["c"])
    #expect(snapshot.itemIdentifiers(inSection: .all) == ["x", "d", "b"])
    #expect(snapshot.numberOfItems == 4)
    #expect(snapshot.indexOfItem("d") == 2)
    #expect(snapshot.sectionIdentifier(containingItem: "a") == .pinned)
    snapshot.deleteSections([.pinned])
    #expect(snapshot.sectionIdentifiers == [.all] && snapshot.itemIdentifiers == ["x", "d", "b"])
  }

  @Test func aDuplicateIdentifierRaisesAndChangesNothing() {
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.all])
    snapshot.appendItems(["a", "b"])
    let exceptions = recordingExceptions { snapshot.appendItems(["c", "a"]) }
    #expect(exceptions.first?.reason
      == "Item identifier a already exists in the snapshot. Item identifiers must be unique.")
    #expect(snapshot.itemIdentifiers == ["a", "b"])
  }

  @Test func aTableShowsTheAppliedSnapshot() {
    let window = makeWindow()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
    table.contentInsetAdjustmentBehavior = .never
    table.rowHeight = 40
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    window.addSubview(table)
    let dataSource = UITableViewDiffableDataSource<Section, String>(tableView: table) { table, indexPath, item in
      let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = item
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.pinned, .all])
    snapshot.appendItems(["Inbox"], toSection: .pinned)
    snapshot.appendItems(["Drafts", "Sent"], toSection: .all)
    dataSource.apply(snapshot, animatingDifferences: false)
    window.layoutIfNeeded()
    // Two sections without headers: three 40-point rows.
    #expect(table.contentSize.height == 120)
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["Inbox", "Drafts", "Sent"])
    #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 1)) == "Sent")
    #expect(dataSource.indexPath(for: "Drafts") == IndexPath(row: 0, section: 1))
    // A new snapshot: the table shows it at the next layout.
    snapshot.deleteItems(["Drafts"])
    snapshot.appendItems(["Archive"], toSection: .pinned)
    dataSource.apply(snapshot)
    window.layoutIfNeeded()
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["Inbox", "Archive", "Sent"])
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 80, width: 320, height: 40))
  }

  @Test func aCollectionViewShowsTheAppliedSnapshot() {
    let window = makeWindow()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: UICollectionViewFlowLayout())
    view.contentInsetAdjustmentBehavior = .never
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    window.addSubview(view)
    let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: view) { view, indexPath, _ in
      view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.all])
    snapshot.appendItems(Array(0..<7))
    dataSource.apply(snapshot)
    window.layoutIfNeeded()
    // The flow layout's defaults: five 50-point items per 320-point line, then two.
    #expect(view.visibleCells.count == 7)
    #expect(view.contentSize == CGSize(width: 320, height: 110))
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 6, section: 0)) == 6)
  }
}
