import Foundation
import Testing

@testable import UIKitLayout

/// A cell whose content is a box of a set size pinned to its content view's edges.
final class BoxCell: UICollectionViewCell {
  let box = UIView()
  let width: NSLayoutConstraint
  let height: NSLayoutConstraint

  override init(frame: CGRect) {
    width = box.widthAnchor.constraint(equalToConstant: 10)
    height = box.heightAnchor.constraint(equalToConstant: 10)
    super.init(frame: frame)
    box.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(box)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      box.topAnchor.constraint(equalTo: contentView.topAnchor),
      box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      width, height,
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Items given as sizes (nil: the layout's item size), recording displays.
@MainActor
final class ItemsSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  var sizes: [CGSize?]
  var shown: [Int] = []
  var boxSize: (Int) -> CGSize = { _ in CGSize(width: 10, height: 10) }
  init(_ sizes: [CGSize?]) { self.sizes = sizes }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sizes.count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath)
    if let cell = cell as? BoxCell {
      let size = boxSize(indexPath.item)
      cell.width.constant = size.width
      cell.height.constant = size.height
    }
    return cell
  }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizes[indexPath.item] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
  }
  func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
    shown.append(indexPath.item)
  }
}

@MainActor
@Suite struct FlowLayoutTests {
  func collection(
    _ source: ItemsSource, size: CGSize = CGSize(width: 320, height: 400), _ configure: (UICollectionViewFlowLayout) -> Void = { _ in }
  ) -> (UIWindow, UICollectionView) {
    let window = makeWindow()
    let layout = UICollectionViewFlowLayout()
    configure(layout)
    let view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    view.contentInsetAdjustmentBehavior = .never
    view.register(BoxCell.self, forCellWithReuseIdentifier: "box")
    view.dataSource = source
    view.delegate = source
    window.addSubview(view)
    window.layoutIfNeeded()
    return (window, view)
  }

  func frames(_ view: UICollectionView) -> [CGRect] {
    (0..<view.numberOfItems(inSection: 0)).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null }
  }

  @Test func fullLinesAreJustifiedAndTheLastKeepsTheirColumns() {
    // 50-point items, 10 apart at least: five fit in 320 (290). The spare 70 spreads over
    // four gaps, 17.5 each; the last line of same-sized items keeps those columns.
    let (_, view) = collection(ItemsSource(Array(repeating: nil, count: 7)))
    let xs: [CGFloat] = [0, 67.5, 135, 202.5, 270]
    #expect(frames(view) == xs.map { CGRect(x: $0, y: 0, width: 50, height: 50) }
      + xs.prefix(2).map { CGRect(x: $0, y: 60, width: 50, height: 50) })
    #expect(view.contentSize == CGSize(width: 320, height: 110))
    #expect(view.visibleCells.map(\.frame) == frames(view))
  }

  @Test func mixedSizesCentreAcrossTheirLineAndTheLastLineKeepsTheMinimumSpacing() {
    let source = ItemsSource([
      CGSize(width: 100, height: 40), CGSize(width: 150, height: 60), CGSize(width: 120, height: 40),
      CGSize(width: 60, height: 40),
    ])
    let (_, view) = collection(source) { $0.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) }
    // 300 available: 100 + 10 + 150 fits, + 120 doesn't. The first line spreads its 50 spare
    // points into its one gap; its items centre on the 60-point line. The last line: 10 apart.
    #expect(frames(view) == [
      CGRect(x: 10, y: 20, width: 100, height: 40), CGRect(x: 160, y: 10, width: 150, height: 60),
      CGRect(x: 10, y: 80, width: 120, height: 40), CGRect(x: 140, y: 80, width: 60, height: 40),
    ])
    #expect(view.contentSize.height == 130)
  }

  @Test func aLoneItemOnALineThatIsNotTheLastIsCentred() {
    let (_, view) = collection(ItemsSource([CGSize(width: 250, height: 50), CGSize(width: 250, height: 50), CGSize(width: 100, height: 50)]))
    #expect(frames(view).map(\.minX) == [35, 35, 0])
    #expect(frames(view).map(\.minY) == [0, 60, 120])
  }

  @Test func headersComeBeforeTheItems() {
    let (_, view) = collection(ItemsSource([nil])) { $0.headerReferenceSize = CGSize(width: 0, height: 30) }
    let header = view.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(frames(view) == [CGRect(x: 0, y: 30, width: 50, height: 50)])
  }

  @Test func horizontalScrollingFillsColumns() {
    // 200 tall: three 50-point items per column (170), spread 25 apart; columns 60 apart.
    let (_, view) = collection(ItemsSource(Array(repeating: nil, count: 7)), size: CGSize(width: 320, height: 200)) {
      $0.scrollDirection = .horizontal
    }
    #expect(frames(view).map(\.origin) == [
      CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 75), CGPoint(x: 0, y: 150), CGPoint(x: 60, y: 0),
      CGPoint(x: 60, y: 75), CGPoint(x: 60, y: 150), CGPoint(x: 120, y: 0),
    ])
    #expect(view.contentSize == CGSize(width: 170, height: 200))
  }

  @Test func onlyVisibleItemsGetCellsAndScrollingReusesThem() {
    let source = ItemsSource(Array(repeating: nil, count: 30))
    let (window, view) = collection(source, size: CGSize(width: 320, height: 100))
    // Lines at 0 and 60 meet the 100-point bounds: items 0–9.
    #expect(view.indexPathsForVisibleItems.map(\.item) == Array(0..<10))
    #expect(source.shown == Array(0..<10))
    let cells = Set(view.visibleCells.map(ObjectIdentifier.init))
    view.contentOffset = CGPoint(x: 0, y: 120)
    window.layoutIfNeeded()
    // Lines at 120 and 180: items 10–19, in the ten cells of items 0–9.
    #expect(view.indexPathsForVisibleItems.map(\.item) == Array(10..<20))
    #expect(Set(view.visibleCells.map(ObjectIdentifier.init)) == cells)
    #expect(view.indexPathForItem(at: CGPoint(x: 70, y: 185)) == IndexPath(item: 16, section: 0))
  }

  @Test func selfSizingItemsTakeTheSizeTheirCellsConstraintsGive() {
    let source = ItemsSource(Array(repeating: nil, count: 4))
    source.boxSize = { CGSize(width: 80 + 10 * CGFloat($0), height: 30 + 10 * CGFloat($0 % 2)) }
    let (_, view) = collection(source) { $0.estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
    // Widths 80, 90, 100, 110: 80 + 10 + 90 + 10 + 100 = 290 fits 320, + 110 doesn't. The first
    // line spreads 30 over two gaps (25 each); heights 30 and 40 centre on a 40-point line.
    #expect(frames(view) == [
      CGRect(x: 0, y: 5, width: 80, height: 30), CGRect(x: 105, y: 0, width: 90, height: 40),
      CGRect(x: 220, y: 5, width: 100, height: 30), CGRect(x: 0, y: 50, width: 110, height: 40),
    ])
    #expect((view.cellForItem(at: IndexPath(item: 1, section: 0)) as? BoxCell)?.box.frame == CGRect(x: 0, y: 0, width: 90, height: 40))
  }

  @Test func defaultsAreUIKits() {
    let layout = UICollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == .zero && layout.estimatedItemSize == .zero)
    #expect(layout.scrollDirection == .vertical)
  }
}
