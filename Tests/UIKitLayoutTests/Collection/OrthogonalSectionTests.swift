import Foundation
import Testing

@testable import UIKitLayout

@MainActor
@Suite struct OrthogonalSectionTests {
  /// A section of one-item groups `width` × 100, 10 apart, scrolling across.
  func carousel(width: CGFloat, behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, leading: CGFloat)
    -> NSCollectionLayoutSection
  {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(100)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: leading, bottom: 0, trailing: leading)
    section.orthogonalScrollingBehavior = behavior
    return section
  }

  func collection(_ layout: UICollectionViewLayout, items: Int) -> (UIWindow, UICollectionView, ItemsSource) {
    let window = makeWindow()
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
    view.contentInsetAdjustmentBehavior = .never
    view.register(BoxCell.self, forCellWithReuseIdentifier: "box")
    let source = ItemsSource(Array(repeating: nil, count: items))
    view.dataSource = source
    window.addSubview(view)
    window.layoutIfNeeded()
    return (window, view, source)
  }

  func frame(_ view: UICollectionView, _ item: Int) -> CGRect? {
    view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
  }

  @Test func aCarouselsGroupsStandSideBySideAndOnlyTheOnesOnScreenGetCells() {
    let section = carousel(width: 120, behavior: .continuous, leading: 20)
    let (_, view, _) = collection(UICollectionViewCompositionalLayout(section: section), items: 5)
    // From the leading inset, 120 wide and 10 apart: 20, 150, 280, 410, 540.
    #expect((0..<5).map { frame(view, $0)?.minX } == [20, 150, 280, 410, 540])
    #expect(frame(view, 4) == CGRect(x: 540, y: 0, width: 120, height: 100))
    // One row of groups: the section is one group tall, and the content no wider than the view.
    #expect(view.contentSize == CGSize(width: 320, height: 100))
    // Items 0–2 meet the 320-point bounds; 3 and 4 wait for the section to scroll.
    #expect(view.indexPathsForVisibleItems.map(\.item).sorted() == [0, 1, 2])
  }

  @Test func centredGroupPagingCentresTheFirstGroup() {
    let section = carousel(width: 200, behavior: .groupPagingCentered, leading: 0)
    let (_, view, _) = collection(UICollectionViewCompositionalLayout(section: section), items: 3)
    // (320 − 200) / 2 = 60; then 60 + 200 + 10.
    #expect(frame(view, 0)?.minX == 60)
    #expect(frame(view, 1)?.minX == 270)
  }

  @Test func aCarouselAboveAnOrdinarySection() {
    let layout = UICollectionViewCompositionalLayout { index, _ in
      if index == 0 { return self.carousel(width: 120, behavior: .paging, leading: 20) }
      let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
        subitems: [item])
      return NSCollectionLayoutSection(group: group)
    }
    let window = makeWindow()
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
    view.contentInsetAdjustmentBehavior = .never
    view.register(BoxCell.self, forCellWithReuseIdentifier: "box")
    let source = SectionsSource([["a", "b", "c", "d"], ["e", "f"]])
    view.dataSource = source
    window.addSubview(view)
    window.layoutIfNeeded()
    // The carousel is 100 tall; the ordinary section's rows follow, down the view.
    let rows = (0..<2).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 1))?.frame }
    #expect(rows == [CGRect(x: 0, y: 100, width: 320, height: 50), CGRect(x: 0, y: 150, width: 320, height: 50)])
    #expect(view.contentSize == CGSize(width: 320, height: 200))
  }
}
