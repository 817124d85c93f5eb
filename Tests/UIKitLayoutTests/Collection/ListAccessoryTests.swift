import Foundation
import Testing

@testable import UIKitLayout

/// A list cell whose content is one 40-point bar pinned to its content view's edges, with
/// the accessories it is given.
final class BarListCell: UICollectionViewListCell {
  let bar = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    bar.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      bar.topAnchor.constraint(equalTo: contentView.topAnchor),
      bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      bar.heightAnchor.constraint(equalToConstant: 40),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Suite struct ListAccessoryTests {
  final class Rows: NSObject, UICollectionViewDataSource {
    let accessories: [[UICellAccessory]]
    let registration = UICollectionView.CellRegistration<BarListCell, [UICellAccessory]> { cell, _, accessories in
      cell.accessories = accessories
    }
    init(_ accessories: [[UICellAccessory]]) { self.accessories = accessories }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      accessories.count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: accessories[indexPath.item])
    }
  }

  /// A plain 320-point list of `rows`, laid out.
  func list(_ rows: Rows) -> [BarListCell] {
    let window = makeWindow()
    let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
    view.contentInsetAdjustmentBehavior = .never
    view.dataSource = rows
    window.addSubview(view)
    window.layoutIfNeeded()
    return view.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.compactMap { $0 as? BarListCell }
  }

  @Test func trailingAccessoriesTakeTheirRoomFromTheContentView() {
    let rows = Rows([[], [.disclosureIndicator()], [.checkmark(), .disclosureIndicator()]])
    let cells = list(rows)
    #expect(cells.count == 3)
    // The chevron takes 34 points, as in a table cell; with a checkmark, 39 more.
    #expect(cells.map(\.contentView.frame.width) == [320, 286, 247])
    #expect(cells.map(\.bar.frame.width) == [320, 286, 247])
    // The rows are the bar's 40 points tall whatever the accessories.
    #expect(cells.map(\.frame.height) == [40, 40, 40])
  }

  @Test func aDeleteControlSitsOnTheLeadingSide() {
    let cells = list(Rows([[.delete()]]))
    #expect(cells.first?.contentView.frame == CGRect(x: 47, y: 0, width: 273, height: 40))
  }

  @Test func aLabelAccessoryShowsItsTextAtTheTrailingMargin() throws {
    let cells = list(Rows([[.label(text: "12")]]))
    let cell = try #require(cells.first)
    let label = try #require(cell.subviews.compactMap { $0 as? UILabel }.first)
    #expect(label.text == "12")
    let width = label.intrinsicContentSize.width
    // 16 from the trailing edge; the content stops 8 before it.
    #expect(label.frame.maxX == CGFloat(320 - 16))
    #expect(cell.contentView.frame.width == 320 - 16 - width - 8)
  }
}
