import Foundation
import Testing

@testable import UIKitLayout

@MainActor
@Suite struct ListLayoutTests {
  final class Rows: NSObject, UICollectionViewDataSource {
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "Row \(item)"
      cell.contentConfiguration = content
    }
    var configured = 0
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
      configured += 1
      return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }
  }

  @Test func aPlainListStacksFullWidthRowsAndReusesTheRegistrationsCells() {
    let window = makeWindow()
    let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    view.contentInsetAdjustmentBehavior = .never
    let rows = Rows()
    view.dataSource = rows
    window.addSubview(view)
    window.layoutIfNeeded()
    // Each row: 11 + a 17-point line + 11, the full 320 points wide, one under the other.
    let line = UILabel()
    line.font = .systemFont(ofSize: 17)
    line.text = "Row 0"
    let row = 22 + line.intrinsicContentSize.height
    let cells = view.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
    #expect(cells.count == Int((200 / row).rounded(.up)))
    for (i, cell) in cells.enumerated() {
      #expect(close(cell.frame.minY, CGFloat(i) * row) && cell.frame.width == 320)
    }
    // Scrolled a screen down, the cells that left come back for the new rows.
    let before = Set(view.visibleCells.map(ObjectIdentifier.init))
    view.contentOffset.y = 200
    window.layoutIfNeeded()
    let after = Set(view.visibleCells.map(ObjectIdentifier.init))
    #expect(!before.intersection(after).isEmpty)
    #expect(view.visibleCells.allSatisfy { $0 is UICollectionViewListCell })
  }
}
