import Foundation
import Testing

@testable import UIKitLayout

/// A data source and delegate that records its calls, with rows given as heights.
@MainActor
final class RowsSource: NSObject, UITableViewDataSource, UITableViewDelegate {
  var rows: [[CGFloat?]]
  var headerTitles: [String?] = []
  var calls: [String] = []
  var identifier = "cell"

  init(_ rows: [[CGFloat?]]) { self.rows = rows }

  func numberOfSections(in tableView: UITableView) -> Int { rows.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    calls.append("cell \(indexPath.section).\(indexPath.row)")
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    (cell as? BarCell)?.barHeight = 20 + 10 * CGFloat(indexPath.row)
    return cell
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    headerTitles.indices.contains(section) ? headerTitles[section] : nil
  }
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    rows[indexPath.section][indexPath.row] ?? UITableView.automaticDimension
  }
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    calls.append("show \(indexPath.section).\(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    calls.append("hide \(indexPath.section).\(indexPath.row)")
  }
}

/// A cell whose content is a bar `barHeight` tall, 10 points below the content view's top and
/// 10 above its bottom: it fits `barHeight + 20` points of content.
final class BarCell: UITableViewCell {
  let bar = UIView()
  let barHeightConstraint: NSLayoutConstraint
  static var reuses = 0

  var barHeight: CGFloat {
    get { barHeightConstraint.constant }
    set { barHeightConstraint.constant = newValue }
  }

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    barHeightConstraint = bar.heightAnchor.constraint(equalToConstant: 20)
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    bar.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
      bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
      bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      barHeightConstraint,
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func prepareForReuse() {
    super.prepareForReuse()
    BarCell.reuses += 1
  }
}

@MainActor
@Suite struct TableViewTests {
  /// A 320 × 200 table in a window, laid out, with `source` as data source and delegate.
  func table(_ source: RowsSource, style: UITableView.Style = .plain, cell: AnyClass = UITableViewCell.self)
    -> (UIWindow, UITableView)
  {
    let window = makeWindow()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: style)
    // The window's safe area would add to the adjusted content inset (tested apart).
    table.contentInsetAdjustmentBehavior = .never
    table.register(cell, forCellReuseIdentifier: "cell")
    table.dataSource = source
    table.delegate = source
    window.addSubview(table)
    window.layoutIfNeeded()
    return (window, table)
  }

  @Test func fixedHeightsGiveTheContentSizeAndOnlyTheVisibleRowsGetCells() {
    let source = RowsSource([Array(repeating: 50, count: 10)])
    let (window, table) = table(source)
    let hairline = 1 / window.screen.scale
    // Ten 50-point rows: 500 points of content; rows 0–3 fill the 200-point bounds.
    #expect(table.contentSize == CGSize(width: 320, height: 500))
    #expect(table.indexPathsForVisibleRows == (0..<4).map { IndexPath(row: $0, section: 0) })
    #expect(source.calls == ["cell 0.0", "show 0.0", "cell 0.1", "show 0.1", "cell 0.2", "show 0.2", "cell 0.3", "show 0.3"])
    #expect(table.visibleCells.map(\.frame) == (0..<4).map { CGRect(x: 0, y: 50 * CGFloat($0), width: 320, height: 50) })
    // The separator is inside the cell, under its content view.
    let first = table.visibleCells[0]
    #expect(first.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 50 - hairline))
    #expect(first.superview === table)
    #expect(table.rectForRow(at: IndexPath(row: 7, section: 0)) == CGRect(x: 0, y: 350, width: 320, height: 50))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 260)) == IndexPath(row: 5, section: 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 520)) == nil)
  }

  @Test func scrollingReusesTheCellsThatLeft() {
    let source = RowsSource([Array(repeating: 50, count: 10)])
    let (window, table) = table(source)
    source.calls = []
    let before = Set(table.visibleCells.map(ObjectIdentifier.init))
    // At 120 the bounds cover 120–320: rows 2 (100–150) to 6 (300–350). Rows 0 and 1 leave
    // first, and their two cells come back for rows 4 and 5; row 6 gets a new one.
    table.contentOffset = CGPoint(x: 0, y: 120)
    window.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows == (2..<7).map { IndexPath(row: $0, section: 0) })
    #expect(source.calls == ["hide 0.0", "hide 0.1", "cell 0.4", "show 0.4", "cell 0.5", "show 0.5", "cell 0.6", "show 0.6"])
    let after = table.visibleCells.map(ObjectIdentifier.init)
    #expect(Set(after).intersection(before).count == 4)
    #expect(table.visibleCells[2].frame == CGRect(x: 0, y: 200, width: 320, height: 50))
    #expect(table.subviews.filter { $0 is UITableViewCell }.count == 5)
  }

  @Test func automaticHeightsAreTheCellsFittedContentPlusTheSeparator() {
    // Row r's bar is 20 + 10r tall, with 10 points above and below: 40 + 10r of content.
    let source = RowsSource([Array(repeating: nil, count: 6)])
    let (window, table) = table(source, cell: BarCell.self)
    let hairline = 1 / window.screen.scale
    let heights = (0..<6).map { 40 + 10 * CGFloat($0) + hairline }
    // Rows 0–3 start within the 200-point bounds (0, 40.3, 90.7, 151); row 4 starts at 212.
    let visible = table.visibleCells
    #expect(visible.count == 4)
    var y: CGFloat = 0
    for (r, cell) in visible.enumerated() {
      #expect(close(cell.frame.minY, y) && close(cell.frame.height, heights[r]))
      #expect(close(cell.contentView.frame.height, 40 + 10 * CGFloat(r)))
      y += heights[r]
    }
    let bar = (visible[1] as? BarCell)?.bar.frame
    #expect(bar == CGRect(x: 0, y: 10, width: 320, height: 30))
    // Rows not yet shown count at the estimate (44) in the content size.
    #expect(close(table.contentSize.height, heights[0..<4].reduce(0, +) + 2 * 44))
  }

  @Test func titledSectionsInAPlainTableHaveFloatingHeaders() {
    let source = RowsSource([Array(repeating: 50, count: 4), Array(repeating: 50, count: 4)])
    source.headerTitles = ["A", "B"]
    let (window, table) = table(source)
    // Each section: 22 of padding, a 28-point title header, four 50-point rows.
    #expect(table.contentSize.height == CGFloat(2 * (22 + 28 + 200)))
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 272, width: 320, height: 28))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 300, width: 320, height: 50))
    func header(_ title: String) -> UIView? {
      table.subviews.first { ($0 as? UITableViewHeaderFooterView)?.textLabel?.text == title }
    }
    #expect(header("A")?.frame == CGRect(x: 0, y: 22, width: 320, height: 28))
    // Scrolled to 100: section A's header floats at the top of the bounds.
    table.contentOffset = CGPoint(x: 0, y: 100)
    window.layoutIfNeeded()
    #expect(header("A")?.frame == CGRect(x: 0, y: 100, width: 320, height: 28))
    // At 240 section A ends (250) 10 points under the top: its header is pushed up by it.
    table.contentOffset = CGPoint(x: 0, y: 240)
    window.layoutIfNeeded()
    #expect(header("A")?.frame == CGRect(x: 0, y: 222, width: 320, height: 28))
    #expect(header("B")?.frame == CGRect(x: 0, y: 272, width: 320, height: 28))
  }

  @Test func aTitleHeaderHasABackgroundOnlyWhilePinned() {
    let source = RowsSource([Array(repeating: 50, count: 4), Array(repeating: 50, count: 4)])
    source.headerTitles = ["A", "B"]
    let (window, table) = table(source)
    func header(_ title: String) -> UIView? {
      table.subviews.first { ($0 as? UITableViewHeaderFooterView)?.textLabel?.text == title }
    }
    // At its place (22) the header is clear: the table shows through (iOS 15).
    #expect(header("A")?.backgroundColor == nil)
    // Pinned at the top of the bounds it covers the rows scrolling under it.
    table.contentOffset = CGPoint(x: 0, y: 100)
    window.layoutIfNeeded()
    #expect(header("A")?.backgroundColor == .systemBackground)
    #expect(header("B")?.backgroundColor == nil)
    table.contentOffset = .zero
    window.layoutIfNeeded()
    #expect(header("A")?.backgroundColor == nil)
  }

  @Test func scrollToRowClampsToTheContent() {
    let source = RowsSource([Array(repeating: 50, count: 10)])
    let (_, table) = table(source)
    table.scrollToRow(at: IndexPath(row: 3, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == 150)
    table.scrollToRow(at: IndexPath(row: 3, section: 0), at: .bottom, animated: false)
    #expect(table.contentOffset.y == 0)
    table.scrollToRow(at: IndexPath(row: 9, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == 300)
  }

  @Test func dequeuingAnUnregisteredIdentifierRaisesUIKitsException() {
    let source = RowsSource([[50]])
    source.identifier = "missing"
    var exceptions: [RaisedException] = []
    exceptions = recordingExceptions { _ = table(source) }
    #expect(exceptions.count == 1)
    #expect(exceptions.first?.reason == "unable to dequeue a cell with identifier missing - must register a nib "
      + "or a class for the identifier or connect a prototype cell in a storyboard")
  }

  @Test func reloadDataAsksTheDataSourceAgain() {
    let source = RowsSource([[50, 50]])
    let (window, table) = table(source)
    #expect(table.numberOfRows(inSection: 0) == 2)
    source.rows = [[30, 30, 30], [40]]
    #expect(table.numberOfSections == 1)
    table.reloadData()
    window.layoutIfNeeded()
    #expect(table.numberOfSections == 2)
    #expect(table.contentSize.height == 130)
    #expect(table.visibleCells.map(\.frame.minY) == [0, 30, 60, 90])
  }
}

@MainActor
@Suite struct TableHeaderViewTests {
  /// Headers as views from the delegate: sized by their constraints when automatic.
  final class ViewHeaders: NSObject, UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 40 }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      let header = UIView()
      let bar = UIView()
      bar.translatesAutoresizingMaskIntoConstraints = false
      header.addSubview(bar)
      NSLayoutConstraint.activate([
        bar.topAnchor.constraint(equalTo: header.topAnchor, constant: 6),
        bar.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -6),
        bar.leadingAnchor.constraint(equalTo: header.leadingAnchor),
        bar.heightAnchor.constraint(equalToConstant: 20 + 10 * CGFloat(section)),
        bar.widthAnchor.constraint(equalToConstant: 50),
      ])
      return header
    }
  }

  @Test func theTableHeaderViewComesFirstAndViewHeadersFitTheirConstraints() {
    let window = makeWindow()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .grouped)
    table.contentInsetAdjustmentBehavior = .never
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 25))
    let source = ViewHeaders()
    table.dataSource = source
    table.delegate = source
    window.addSubview(table)
    window.layoutIfNeeded()
    // The header view keeps its height and takes the table's width. Section headers: 6 + bar
    // + 6 (32 and 42); grouped footers without a title: 18; rows 40.
    #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 60, width: 320, height: 32))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 92)
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 60 + 32 + 80 + 18, width: 320, height: 42))
    let sections = 2 * (80 + 18) + 32 + 42
    #expect(table.contentSize.height == CGFloat(60 + sections + 25))
    #expect(table.tableFooterView?.frame == CGRect(x: 0, y: CGFloat(60 + sections), width: 320, height: 25))
  }
}
