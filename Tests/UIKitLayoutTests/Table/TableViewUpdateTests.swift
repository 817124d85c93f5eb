import Foundation
import Testing

@testable import UIKitLayout

/// A cell with a multi-line label pinned 12 points inside its content view.
final class WrappingCell: UITableViewCell {
  let label = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
      label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Rows of text in wrapping cells.
@MainActor
final class TextSource: NSObject, UITableViewDataSource {
  var texts: [String]
  init(_ texts: [String]) { self.texts = texts }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath) as! WrappingCell
    cell.label.text = texts[indexPath.row]
    return cell
  }
}

@MainActor
@Suite struct TableViewUpdateTests {
  func table(_ source: UITableViewDataSource, width: CGFloat = 320) -> (UIWindow, UITableView) {
    let window = makeWindow()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 400), style: .plain)
    table.contentInsetAdjustmentBehavior = .never
    table.register(WrappingCell.self, forCellReuseIdentifier: "text")
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = source
    window.addSubview(table)
    window.layoutIfNeeded()
    return (window, table)
  }

  static let long = "The engine might compose elaborate pieces of music of any degree of complexity or extent."

  @Test func aMultiLineLabelWrapsAtTheRowsWidthAndSetsItsHeight() {
    let source = TextSource(["One line", TableViewUpdateTests.long])
    let (window, table) = table(source)
    let hairline = 1 / window.screen.scale
    let cells = table.visibleCells.compactMap { $0 as? WrappingCell }
    #expect(cells.count == 2)
    // The label gets the row's width less 2 × 12, and the row its wrapped height + 24 + the
    // separator.
    let wrapped = cells[1].label.sizeThatFits(CGSize(width: 296, height: CGFloat.greatestFiniteMagnitude)).height
    let oneLine = cells[0].label.sizeThatFits(CGSize(width: 296, height: CGFloat.greatestFiniteMagnitude)).height
    #expect(wrapped > 2 * oneLine)
    #expect(close(cells[1].frame.height, wrapped + 24 + hairline))
    #expect(close(cells[1].label.frame.height, wrapped))
    #expect(cells[1].label.frame.width == 296)
    // Narrower, it wraps again, taller.
    table.frame.size.width = 200
    window.layoutIfNeeded()
    let narrow = cells[1].label.sizeThatFits(CGSize(width: 176, height: CGFloat.greatestFiniteMagnitude)).height
    #expect(narrow > wrapped)
    #expect(close(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, narrow + 24 + hairline))
  }

  @Test func aBatchNamesDeletionsBeforeAndInsertionsAfterTheUpdate() {
    let source = TextSource(["a", "b", "c", "d"])
    let (window, table) = table(source)
    let cellOf = { (text: String) in table.visibleCells.first { ($0 as? WrappingCell)?.label.text == text } }
    let (b, d) = (cellOf("b"), cellOf("d"))
    // Delete old rows 0 and 2 ("a", "c"); insert new rows 0 and 3: x b y d → x, b, y... as
    // the data source now says.
    source.texts = ["x", "b", "d", "y"]
    table.performBatchUpdates {
      table.insertRows(at: [IndexPath(row: 3, section: 0), IndexPath(row: 0, section: 0)], with: .fade)
      table.deleteRows(at: [IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 0)], with: .fade)
    }
    window.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === b)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === d)
    #expect(table.visibleCells.compactMap { ($0 as? WrappingCell)?.label.text } == ["x", "b", "d", "y"])
  }

  @Test func countsThatDoNotAddUpRaiseUIKitsException() {
    let source = TextSource(["a", "b"])
    let (_, table) = table(source)
    source.texts = ["a", "b", "c", "d", "e"]
    let exceptions = recordingExceptions {
      table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
    }
    #expect(exceptions.map(\.name) == [.internalInconsistency])
    #expect(exceptions.first?.reason == "Invalid update: invalid number of rows in section 0. The number of "
      + "rows contained in an existing section after the update (5) must be equal to the number of rows "
      + "contained in that section before the update (2), plus or minus the number of rows inserted or "
      + "deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into "
      + "or out of that section (0 moved in, 0 moved out).")
    // The table then reloads, as UIKit leaves it consistent with its data source.
    #expect(table.numberOfRows(inSection: 0) == 5)
  }

  @Test func reloadingARowAsksForItsCellAgain() {
    let source = TextSource(["a", "b"])
    let (window, table) = table(source)
    let before = table.cellForRow(at: IndexPath(row: 1, section: 0))
    source.texts[1] = TableViewUpdateTests.long
    table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
    window.layoutIfNeeded()
    let after = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? WrappingCell
    #expect(after?.label.text == TableViewUpdateTests.long)
    // Its old cell went back to the queue and came out again for the same row.
    #expect(after === before)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height > 60)
  }
}

@MainActor
@Suite struct TableCellStyleTests {
  @Test func aValue1CellPutsItsDetailOnTheTrailingSide() {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    cell.textLabel?.text = "Wi-Fi"
    cell.detailTextLabel?.text = "Home"
    cell.accessoryType = .disclosureIndicator
    cell.layoutIfNeeded()
    let (text, detail) = (cell.textLabel!, cell.detailTextLabel!)
    // The content view stops where the chevron's 34 points start; 16-point margins inside it.
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 286, height: 44))
    #expect(text.frame.minX == 16)
    #expect(detail.frame.maxX == CGFloat(286 - 16))
    #expect(detail.frame.width == detail.intrinsicContentSize.width)
    #expect(text.frame.maxX == detail.frame.minX - 16)
    // Both centred vertically, on whole points.
    #expect(text.frame.minY == ((44 - text.frame.height) / 2).rounded())
  }

  @Test func aSubtitleCellStacksItsLabelsAsOneCentredBlock() {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
    cell.textLabel?.text = "Title"
    cell.detailTextLabel?.text = "Detail"
    cell.layoutIfNeeded()
    let (text, detail) = (cell.textLabel!, cell.detailTextLabel!)
    #expect(detail.font.pointSize == 12)
    #expect(detail.frame.minY == text.frame.maxY)
    #expect(text.frame.minY == ((60 - text.frame.height - detail.frame.height) / 2).rounded())
    #expect(cell.detailTextLabel != nil && UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
  }
}
