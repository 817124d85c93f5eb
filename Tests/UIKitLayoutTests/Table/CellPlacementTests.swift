import Foundation
import Testing

@testable import UIKitLayout

/// A cell with one label pinned to the content view's top and bottom edges.
final class LabelCell: UITableViewCell {
  let label = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    label.text = "Row"
    // 15-point text is 17⅔ points tall at 3× and 17½ at 2×.
    label.font = .systemFont(ofSize: 15)
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: contentView.topAnchor),
      label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Rows of one registered cell class.
@MainActor
final class RegisteredRowsSource: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }
}

@MainActor
@Suite struct CellPlacementTests {
  @Test func aNewCellIsMeasuredAtTheScaleOfTheTablesScreen() throws {
    // An iPhone SE is 2×: a label is a whole number of half points tall there, and the row
    // is its content plus a half-point separator. (The main screen here is 3×: measured
    // outside the window the label would be a third of a point off, and its row with it.)
    let window = UIWindow(screen: UIScreen(profile: .iPhoneSE))
    let table = UITableView(frame: CGRect(x: 0, y: 100, width: 375, height: 400), style: .plain)
    table.contentInsetAdjustmentBehavior = .never
    table.register(LabelCell.self, forCellReuseIdentifier: "cell")
    let source = RegisteredRowsSource()
    table.dataSource = source
    window.addSubview(table)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let cell = try #require(table.visibleCells.first as? LabelCell)
    let labelHeight = cell.label.frame.height
    #expect((labelHeight * 2).rounded() == labelHeight * 2)
    #expect(cell.contentView.frame.height == labelHeight)
    #expect(cell.frame.height == labelHeight + 0.5)
  }

  @Test func withoutAWindowNewCellsAreLaidOutInTheSamePass() {
    // A table in a plain view (no window), laid out once: the cells it adds during the pass
    // get their content laid out in it too.
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let table = UITableView(frame: root.bounds, style: .plain)
    table.register(BarCell.self, forCellReuseIdentifier: "cell")
    let source = RowsSource([[nil, nil]])
    table.dataSource = source
    root.addSubview(table)
    root.layoutIfNeeded()
    // Row 1's bar is 30 tall, 10 below its content view's top, across the 320-point row.
    let bar = (table.visibleCells.last as? BarCell)?.bar
    #expect(bar?.frame == CGRect(x: 0, y: 10, width: 320, height: 30))
    // Below row 0 (40 + a third-point hairline at 3×), still a whole number of pixels.
    #expect(bar?.superview?.convert(bar?.frame ?? .zero, to: root).minY == table.visibleCells[1].frame.minY + 10)
  }
}
