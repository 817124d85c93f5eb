import UIKit
import XCTest

/// A list screen as iOS 14+ apps write one: a list layout, a cell registration, list content
/// configurations, a diffable data source with section headers.
final class InboxViewController: UIViewController {
  enum Section: Hashable { case today, earlier }
  struct Message: Hashable {
    let id: Int
    let subject: String
  }

  private(set) var collectionView: UICollectionView!
  private var dataSource: UICollectionViewDiffableDataSource<Section, Message>!

  override func viewDidLoad() {
    super.viewDidLoad()
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.contentInsetAdjustmentBehavior = .never
    view.addSubview(collectionView)

    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Message> { cell, _, message in
      var content = cell.defaultContentConfiguration()
      content.text = message.subject
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { header, _, indexPath in
      var content = UIListContentConfiguration.groupedHeader()
      content.text = indexPath.section == 0 ? "Today" : "Earlier"
      header.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Message>(collectionView: collectionView) {
      collectionView, indexPath, message in
      collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: message)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }
  }

  func show(today: [String], earlier: [String]) {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Message>()
    snapshot.appendSections([.today, .earlier])
    snapshot.appendItems(today.enumerated().map { Message(id: $0.offset, subject: $0.element) }, toSection: .today)
    snapshot.appendItems(earlier.enumerated().map { Message(id: 100 + $0.offset, subject: $0.element) }, toSection: .earlier)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

final class ListTests: XCTestCase {
  func testAnInsetGroupedListWithHeaders() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = InboxViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.show(today: ["Lunch?", "Build failed"], earlier: ["Welcome"])
    window.layoutIfNeeded()
    let cells = controller.collectionView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
    XCTAssertEqual(cells.count, 3)
    // Rows inset 20 from each side, full width between; each a 17-point line between 11-point
    // margins, under a 38-point header.
    let label = UILabel()
    label.font = .systemFont(ofSize: 17)
    label.text = "Lunch?"
    let row = 11 + label.intrinsicContentSize.height + 11
    XCTAssertEqual(cells[0].frame.minX, 20)
    XCTAssertEqual(cells[0].frame.width, 350)
    XCTAssertEqual(cells[0].frame.minY, 38, accuracy: 1e-9)
    XCTAssertEqual(cells[0].frame.height, row, accuracy: 1e-9)
    XCTAssertEqual(cells[1].frame.minY, 38 + row, accuracy: 1e-9)
    // The second section: 20 below the first, its own header, then its row.
    XCTAssertEqual(cells[2].frame.minY, 38 + 2 * row + 20 + 38, accuracy: 1e-9)
  }
}
