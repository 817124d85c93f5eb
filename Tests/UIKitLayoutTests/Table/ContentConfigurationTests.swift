import Foundation
import Testing

@testable import UIKitLayout

@MainActor
@Suite struct ContentConfigurationTests {
  /// A list row's texts from a subtitle configuration, in self-sizing rows.
  final class Source: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      var content = UIListContentConfiguration.subtitleCell()
      content.text = "Title \(indexPath.row)"
      content.secondaryText = indexPath.row == 0 ? nil : "Detail"
      cell.contentConfiguration = content
      return cell
    }
  }

  @Test func aSubtitleConfigurationSizesItsRow() {
    let window = makeWindow()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    table.contentInsetAdjustmentBehavior = .never
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let source = Source()
    table.dataSource = source
    window.addSubview(table)
    window.layoutIfNeeded()
    let hairline = 1 / window.screen.scale
    let cells = table.visibleCells
    #expect(cells.count == 2)
    // Row 0: the text alone between 11-point margins; row 1: text, 3 points, the 15-point
    // secondary text.
    let title = UILabel()
    title.font = .systemFont(ofSize: 17)
    title.text = "Title 0"
    let detail = UILabel()
    detail.font = .systemFont(ofSize: 15)
    detail.text = "Detail"
    let one = title.intrinsicContentSize.height, two = detail.intrinsicContentSize.height
    #expect(close(cells[0].frame.height, 11 + one + 11 + hairline))
    #expect(close(cells[1].frame.height, 11 + one + 3 + two + 11 + hairline))
    // The labels sit 16 in from the leading edge, the secondary text under the text.
    let labels = cells[1].contentView.subviews.first?.subviews.compactMap { $0 as? UILabel } ?? []
    #expect(labels.map(\.frame.minX) == [16, 16])
    #expect(close(labels[1].frame.minY, labels[0].frame.maxY + 3))
  }

  @Test func aValueConfigurationPutsTheSecondaryTextOnTheTrailingSide() {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = "Wi-Fi"
    content.secondaryText = "Home"
    cell.contentConfiguration = content
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    cell.layoutIfNeeded()
    let labels = cell.contentView.subviews.first?.subviews.compactMap { $0 as? UILabel } ?? []
    #expect(labels.count == 2)
    #expect(close(labels[0].frame.minX, 16))
    #expect(close(labels[1].frame.maxX, 320 - 16))
    #expect(close(labels[0].frame.midY, 22) && close(labels[1].frame.midY, 22))
    // Setting another list configuration updates the same view.
    let view = cell.contentView.subviews.first
    content.text = "Bluetooth"
    cell.contentConfiguration = content
    #expect(cell.contentView.subviews.first === view)
    #expect(labels[0].text == "Bluetooth")
  }
}
