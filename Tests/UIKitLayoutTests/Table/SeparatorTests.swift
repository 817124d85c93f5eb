import Foundation
import Testing

@testable import UIKitLayout

@MainActor
@Suite struct SeparatorTests {
  /// A `width`-point table of fixed 50-point rows in a window, laid out; `setUp` runs first.
  func table(
    _ rows: [[CGFloat?]], style: UITableView.Style = .plain, width: CGFloat = 320,
    setUp: (UITableView) -> Void = { _ in }
  ) -> (UIWindow, UITableView, RowsSource) {
    let window = makeWindow(width: width, height: 600)
    let table = UITableView(frame: CGRect(x: 0, y: 100, width: width, height: 400), style: style)
    table.contentInsetAdjustmentBehavior = .never
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let source = RowsSource(rows)
    setUp(table)
    table.dataSource = source
    table.delegate = source
    window.addSubview(table)
    window.layoutIfNeeded()
    return (window, table, source)
  }

  func separator(_ cell: UITableViewCell?) -> UIView? {
    cell?.subviews.first { $0 is _UITableViewCellSeparatorView }
  }

  @Test func eachRowHasAHairlineUnderItsContentFromTheContentMargin() {
    let (window, table, _) = table([[50, 50, 50]])
    let hairline = 1 / window.screen.scale
    for cell in table.visibleCells {
      let line = separator(cell)
      // In the strip the content view leaves: from 16 to the trailing edge.
      #expect(line?.frame == CGRect(x: 16, y: 50 - hairline, width: 304, height: hairline))
      #expect(line?.isHidden == false)
      #expect(line?.backgroundColor == .separator)
      #expect(cell.contentView.frame.maxY == 50 - hairline)
    }
  }

  @Test func aGroupedSectionsLastRowHasNone() {
    let (_, table, _) = table([[50, 50], [50]], style: .grouped)
    let shown = table.visibleCells.map { separator($0).map { !$0.isHidden } ?? false }
    #expect(shown == [true, false, false])
  }

  @Test func theTablesInsetAndColourApplyUnlessACellSetsItsOwn() {
    let (window, table, source) = table([[50, 50]]) { table in
      table.separatorInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
      table.separatorColor = .systemRed
    }
    let hairline = 1 / window.screen.scale
    #expect(separator(table.visibleCells[0])?.frame == CGRect(x: 30, y: 50 - hairline, width: 280, height: hairline))
    #expect(separator(table.visibleCells[0])?.backgroundColor == .systemRed)
    // A cell's own inset wins over the table's.
    table.visibleCells[1].separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    window.layoutIfNeeded()
    #expect(separator(table.visibleCells.last)?.frame == CGRect(x: 0, y: 50 - hairline, width: 320, height: hairline))
    withExtendedLifetime(source) {}  // the table holds its data source weakly
  }

  @Test func noSeparatorStyleMeansNoLineAndTheWholeRowForTheContent() {
    let (_, table, _) = table([[50]]) { $0.separatorStyle = .none }
    let cell = table.visibleCells[0]
    #expect(separator(cell).map { !$0.isHidden } ?? false == false)
    #expect(cell.contentView.frame.height == 50)
  }

  @Test func separatorsFollowTheReadableWidthWithTheCells() {
    // 1 024 wide with 8-point margins: the readable guide starts 176 in.
    let (_, table, _) = table([[50]], width: 1024) { $0.cellLayoutMarginsFollowReadableWidth = true }
    #expect(separator(table.visibleCells[0])?.frame.minX == 176)
  }
}
