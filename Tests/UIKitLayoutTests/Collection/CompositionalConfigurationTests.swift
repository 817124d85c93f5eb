import Foundation
import Testing

@testable import UIKitLayout

@MainActor
@Suite struct CompositionalConfigurationTests {
  /// A section of one-item groups `width` wide and as tall as their container, 10 apart.
  func strip(width: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: height), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    return section
  }

  /// A 320 × 200 collection view of `sections`, laid out.
  func collection(_ layout: UICollectionViewLayout, _ sections: [[String]]) -> (UIWindow, UICollectionView, SectionsSource) {
    let window = makeWindow()
    let view = UICollectionView(frame: CGRect(x: 0, y: 100, width: 320, height: 200), collectionViewLayout: layout)
    view.contentInsetAdjustmentBehavior = .never
    view.register(BoxCell.self, forCellWithReuseIdentifier: "box")
    let source = SectionsSource(sections)
    view.dataSource = source
    window.addSubview(view)
    window.layoutIfNeeded()
    return (window, view, source)
  }

  func frame(_ view: UICollectionView, _ item: Int, _ section: Int) -> CGRect? {
    view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  @Test func sectionsAreSpacedDownAVerticalLayout() {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    let layout = UICollectionViewCompositionalLayout(
      section: strip(width: .fractionalWidth(1), height: .absolute(50)), configuration: configuration)
    let (_, view, _) = collection(layout, [["a"], ["b"]])
    // 50 for the first section, 20 between: the second at 70.
    #expect(frame(view, 0, 1) == CGRect(x: 0, y: 70, width: 320, height: 50))
    #expect(view.contentSize == CGSize(width: 320, height: 120))
  }

  @Test func aHorizontalLayoutPutsGroupsAndSectionsSideBySide() {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.interSectionSpacing = 20
    let layout = UICollectionViewCompositionalLayout(
      section: strip(width: .absolute(100), height: .fractionalHeight(1)), configuration: configuration)
    let (window, view, source) = collection(layout, [["a", "b", "c"], ["d", "e"]])
    // Groups 100 wide, 10 apart, as tall as the 200-point view: 0, 110, 220; the second
    // section 20 after the first ends (320): 340, 450.
    #expect((0..<3).map { frame(view, $0, 0) } == [0, 110, 220].map { CGRect(x: $0, y: 0, width: 100, height: 200) })
    #expect((0..<2).map { frame(view, $0, 1)?.minX } == [340, 450])
    #expect(view.contentSize == CGSize(width: 550, height: 200))
    // The first screen shows the first section; scrolled by 300, the third item and the
    // second section.
    #expect(view.indexPathsForVisibleItems.sorted() == (0..<3).map { IndexPath(item: $0, section: 0) })
    view.contentOffset = CGPoint(x: 300, y: 0)
    window.layoutIfNeeded()
    #expect(view.indexPathsForVisibleItems.sorted() == [
      IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1),
    ])
    withExtendedLifetime(source) {}
  }

  @Test func aHorizontalSectionsHeaderSitsAboveItsGroups() {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let section = strip(width: .absolute(100), height: .fractionalHeight(1))
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    let (_, view, _) = collection(layout, [["a", "b"]])
    // The header takes the top 30 points; the groups fill the 170 below it.
    #expect(frame(view, 0, 0) == CGRect(x: 0, y: 30, width: 100, height: 170))
    let header = view.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
  }
}
