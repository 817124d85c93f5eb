import UIKit
import XCTest

/// A table view controller and a self-sizing cell written as apps write them.
final class TableViewControllerTests: XCTestCase {
  func testSelfSizingRowsUnderATitledHeader() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let controller = ContactsViewController(style: .plain)
    controller.contacts = (0..<30).map { Contact(name: "Contact \($0)", lines: $0 % 3) }
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let table = controller.tableView!
    let hairline = 1 / window.screen.scale
    // Row content: 12 + 20 + 4 + 18 × lines + 12 = 48 + 18 × lines, at least the avatar's
    // 12 + 40 + 12 = 64 (both bottoms are ≤ the content's); plus the separator. Under a 22-point padding and a 28-point title.
    func height(_ row: Int) -> CGFloat { max(64, 48 + 18 * CGFloat(row % 3)) + hairline }
    let cells = table.visibleCells.compactMap { $0 as? ContactCell }
    XCTAssertEqual(cells[0].frame.minY, 50, accuracy: 1e-9)
    XCTAssertEqual(cells[0].frame.height, height(0), accuracy: 1e-9)
    XCTAssertEqual(cells[0].contentView.frame.height, 64)
    XCTAssertTrue(window.unsatisfiableConstraintsReports.isEmpty)
    XCTAssertEqual(cells[2].frame.height, height(2), accuracy: 1e-9)
    XCTAssertEqual(cells[2].noteView.frame.height, 36)
    XCTAssertEqual(cells[1].avatar.frame, CGRect(x: 16, y: 12, width: 40, height: 40))
    XCTAssertEqual(cells[1].nameLabel.frame, CGRect(x: 68, y: 12, width: 393 - 68 - 16, height: 20))
    // The rows fill the 852-point screen: as many as start above its bottom.
    var y: CGFloat = 50
    var shown = 0
    while y < 852 {
      y += height(shown)
      shown += 1
    }
    XCTAssertEqual(cells.count, shown)
    // Unseen rows count at the 80-point estimate.
    let measured = (0..<shown).reduce(CGFloat(0)) { $0 + height($1) }
    XCTAssertEqual(table.contentSize.height, 50 + measured + CGFloat(30 - shown) * 80, accuracy: 1e-6)
  }

  func testInsertingAndDeletingRowsKeepsTheOthersCells() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let controller = ContactsViewController(style: .plain)
    controller.contacts = (0..<3).map { Contact(name: "Contact \($0)", lines: 0) }
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let table = controller.tableView!
    let last = table.cellForRow(at: IndexPath(row: 2, section: 0))
    controller.contacts.insert(Contact(name: "New", lines: 1), at: 0)
    controller.contacts.remove(at: 2)
    table.performBatchUpdates({
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    }, completion: nil)
    window.layoutIfNeeded()
    // Old row 2 is row 2 still (one inserted above it, one deleted above it), same cell.
    XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0)) === last)
    let names = table.visibleCells.compactMap { ($0 as? ContactCell)?.nameLabel.text }
    XCTAssertEqual(names, ["New", "Contact 0", "Contact 2"])
  }
}
