import UIKit
import XCTest

/// A photo grid as modern apps write one: a diffable data source over a flow layout whose
/// cells size themselves, sections as an enum, items as a Hashable struct.
final class PhotoGridViewController: UIViewController {
  enum Section { case recent, favourites }
  struct Photo: Hashable {
    let id: Int
    let width: CGFloat
  }

  final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    let thumbnail = UIView()
    private lazy var width = thumbnail.widthAnchor.constraint(equalToConstant: 0)

    override init(frame: CGRect) {
      super.init(frame: frame)
      thumbnail.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(thumbnail)
      NSLayoutConstraint.activate([
        thumbnail.topAnchor.constraint(equalTo: contentView.topAnchor),
        thumbnail.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        thumbnail.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        thumbnail.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        thumbnail.heightAnchor.constraint(equalToConstant: 60),
        width,
      ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(with photo: Photo) { width.constant = photo.width }
  }

  private(set) var collectionView: UICollectionView!
  private var dataSource: UICollectionViewDiffableDataSource<Section, Photo>!

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    view.addSubview(collectionView)
    dataSource = UICollectionViewDiffableDataSource<Section, Photo>(collectionView: collectionView) {
      collectionView, indexPath, photo in
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as? PhotoCell
      cell?.configure(with: photo)
      return cell
    }
  }

  func show(_ photos: [Photo]) {
    var snapshot = NSDiffableDataSourceSnapshot<Section, Photo>()
    snapshot.appendSections([.recent])
    snapshot.appendItems(photos, toSection: .recent)
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}

final class DiffableListTests: XCTestCase {
  func testSelfSizingPhotosFlowIntoLines() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = PhotoGridViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.show([100, 120, 90, 140].enumerated().map { .init(id: $0.offset, width: $0.element) })
    window.layoutIfNeeded()
    let frames = controller.collectionView.visibleCells.map(\.frame)
    // 304 points inside the insets: 100 + 10 + 120 = 230, + 10 + 90 > 304. The first line
    // spreads its 74 spare points into its gap; the second (90 + 10 + 140) keeps 10.
    XCTAssertEqual(frames, [
      CGRect(x: 8, y: 8, width: 100, height: 60), CGRect(x: 192, y: 8, width: 120, height: 60),
      CGRect(x: 8, y: 78, width: 90, height: 60), CGRect(x: 108, y: 78, width: 140, height: 60),
    ])
    XCTAssertEqual(controller.collectionView.contentSize, CGSize(width: 320, height: 146))
  }
}

/// A settings screen as iOS 14+ apps write one: an inset-grouped table whose cells show list
/// content configurations.
final class SettingsViewController: UITableViewController {
  let rows: [(String, String?)] = [("Wi-Fi", "Home"), ("Bluetooth", "On"), ("Cellular", nil)]

  init() { super.init(style: .insetGrouped) }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
    tableView.contentInsetAdjustmentBehavior = .never
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
    var content = UIListContentConfiguration.valueCell()
    content.text = rows[indexPath.row].0
    content.secondaryText = rows[indexPath.row].1
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}

final class ContentConfigurationTests: XCTestCase {
  func testAnInsetGroupedSettingsList() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = SettingsViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let cells = controller.tableView.visibleCells
    XCTAssertEqual(cells.count, 3)
    // Inset 20 from each side; the chevron takes 34 of the content view's width.
    XCTAssertEqual(cells[0].frame.minX, 20)
    XCTAssertEqual(cells[0].frame.width, 350)
    XCTAssertEqual(cells[0].contentView.frame.width, 350 - 34)
    // The grouped table's empty header (18) comes first.
    XCTAssertEqual(cells[0].frame.minY, 18, accuracy: 1e-9)
  }
}
