import Foundation
import Testing

@testable import UIKitLayout

@MainActor
@Suite struct CompositionalLayoutTests {
  func collection(_ layout: UICollectionViewLayout, items: Int, box: @escaping (Int) -> CGSize = { _ in CGSize(width: 10, height: 10) })
    -> (UIWindow, UICollectionView, ItemsSource)
  {
    let window = makeWindow()
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
    view.contentInsetAdjustmentBehavior = .never
    view.register(BoxCell.self, forCellWithReuseIdentifier: "box")
    let source = ItemsSource(Array(repeating: nil, count: items))
    source.boxSize = box
    view.dataSource = source
    window.addSubview(view)
    window.layoutIfNeeded()
    return (window, view, source)
  }

  func frames(_ view: UICollectionView) -> [CGRect] {
    (0..<view.numberOfItems(inSection: 0)).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null }
  }

  @Test func aGridOfFractionalWidthsWithInsets() {
    // Three items a row (each a third of the group), the group the full content width and
    // 100 tall; 5-point item insets; section insets 10 all round; groups 8 apart.
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    section.interGroupSpacing = 8
    let (_, view, _) = collection(UICollectionViewCompositionalLayout(section: section), items: 4)
    // Content 300 wide: rooms of 100 at x 10, 110, 210, less 5 on each side.
    #expect(frames(view) == [
      CGRect(x: 15, y: 15, width: 90, height: 90), CGRect(x: 115, y: 15, width: 90, height: 90),
      CGRect(x: 215, y: 15, width: 90, height: 90), CGRect(x: 15, y: 123, width: 90, height: 90),
    ])
    // 10 + 100 + 8 + 100 + 10.
    #expect(view.contentSize == CGSize(width: 320, height: 228))
  }

  @Test func aCountedGroupSizesItsItemsToFillIt() {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
      widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      subitem: item, count: 2)
    group.interItemSpacing = .fixed(20)
    let (_, view, _) = collection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), items: 3)
    // (320 − 20) / 2 = 150 each; the third item starts the next group.
    #expect(frames(view) == [
      CGRect(x: 0, y: 0, width: 150, height: 50), CGRect(x: 170, y: 0, width: 150, height: 50),
      CGRect(x: 0, y: 50, width: 150, height: 50),
    ])
  }

  @Test func aListOfEstimatedHeightsTakesTheCellsHeights() {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let section = NSCollectionLayoutSection(group: group)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    // Each box 320 wide and 60 + 10i tall; the width is not estimated, so the fit holds it.
    let (_, view, _) = collection(UICollectionViewCompositionalLayout(section: section), items: 3) {
      CGSize(width: 320, height: 60 + 10 * CGFloat($0))
    }
    #expect(frames(view) == [
      CGRect(x: 0, y: 30, width: 320, height: 60), CGRect(x: 0, y: 90, width: 320, height: 70),
      CGRect(x: 0, y: 160, width: 320, height: 80),
    ])
    let header = view.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(view.contentSize.height == 240)
  }
}
