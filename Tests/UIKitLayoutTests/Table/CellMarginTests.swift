import Foundation
import Testing

@testable import UIKitLayout

/// A cell whose content is a bar 20 points tall pinned to the content view's margins guide,
/// as apps pin their labels to line up with the built-in styles.
final class MarginBarCell: UITableViewCell {
  let bar = UIView()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    bar.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(bar)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: margins.topAnchor),
      bar.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      bar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 20),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// One section of text rows in `.default` style cells, or in `MarginBarCell`s.
@MainActor
final class MarginRowsSource: NSObject, UITableViewDataSource {
  let count: Int
  let bars: Bool
  /// Margins the data source gives each bar cell's content view, if any.
  var contentMargins: UIEdgeInsets?
  init(count: Int, bars: Bool) { (self.count, self.bars) = (count, bars) }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if bars {
      let cell = tableView.dequeueReusableCell(withIdentifier: "bar", for: indexPath)
      if let contentMargins { cell.contentView.layoutMargins = contentMargins }
      return cell
    }
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}

@MainActor
@Suite struct CellMarginTests {
  /// A table `width` wide in a window as wide, laid out with `source` (held weakly).
  func table(width: CGFloat, source: MarginRowsSource, readable: Bool = false, style: UITableView.Style = .plain)
    -> (UIWindow, UITableView)
  {
    // Below the window's status bar: a cell under it would add the safe area to its margins.
    let window = makeWindow(width: width, height: 600)
    let table = UITableView(frame: CGRect(x: 0, y: 100, width: width, height: 400), style: style)
    table.contentInsetAdjustmentBehavior = .never
    table.register(MarginBarCell.self, forCellReuseIdentifier: "bar")
    table.cellLayoutMarginsFollowReadableWidth = readable
    table.dataSource = source
    window.addSubview(table)
    window.layoutIfNeeded()
    return (window, table)
  }

  @Test func readableWidthIsOffByDefaultAsSinceIOS12() {
    #expect(UITableView(frame: .zero, style: .plain).cellLayoutMarginsFollowReadableWidth == false)
  }

  @Test func aCellsContentViewMarginsAre11AboveAndBelowAnd16OnTheSides() {
    let source = MarginRowsSource(count: 3, bars: true)
    let (window, table) = table(width: 320, source: source)
    let hairline = 1 / window.screen.scale
    let cell = table.visibleCells[0] as? MarginBarCell
    #expect(cell?.contentView.layoutMargins == UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
    // The bar sits in the margins: 16 in from each side of 320, 11 down; the row is the
    // bar's 20 points, the two 11-point margins and the separator.
    #expect(cell?.bar.frame == CGRect(x: 16, y: 11, width: 288, height: 20))
    #expect(abs((cell?.frame.height ?? 0) - (42 + hairline)) < 1e-9)
  }

  @Test func marginsTheProgramSetsWin() {
    let source = MarginRowsSource(count: 1, bars: true)
    source.contentMargins = UIEdgeInsets(top: 4, left: 30, bottom: 4, right: 10)
    let (window, table) = table(width: 320, source: source)
    let cell = table.visibleCells[0] as? MarginBarCell
    #expect(cell?.bar.frame == CGRect(x: 30, y: 4, width: 280, height: 20))
    // The row is measured with them: 4 + 20 + 4 and the separator.
    #expect(abs((cell?.frame.height ?? 0) - (28 + 1 / window.screen.scale)) < 1e-9)
  }

  @Test func onAWideTableTheMarginsFollowTheReadableWidthWhenAsked() {
    // 1 024 wide, a plain view's 8-point margins: the readable guide is 672 wide, centred,
    // (1024 − 16 − 672) / 2 = 168 further in than the margins, at 176 from each side.
    let source = MarginRowsSource(count: 2, bars: true)
    let (_, table) = table(width: 1024, source: source, readable: true)
    let cell = table.visibleCells[0] as? MarginBarCell
    #expect(cell?.contentView.layoutMargins == UIEdgeInsets(top: 11, left: 176, bottom: 11, right: 176))
    #expect(cell?.bar.frame == CGRect(x: 176, y: 11, width: 672, height: 20))

    // Without the option the cell keeps its 16-point sides however wide the table is.
    let (_, plain) = self.table(width: 1024, source: MarginRowsSource(count: 2, bars: true))
    #expect((plain.visibleCells[0] as? MarginBarCell)?.bar.frame == CGRect(x: 16, y: 11, width: 992, height: 20))
  }

  @Test func builtInLabelsFollowTheReadableWidthToo() {
    let (_, table) = table(width: 1024, source: MarginRowsSource(count: 1, bars: false), readable: true)
    let label = table.visibleCells[0].textLabel
    #expect(label?.frame.minX == 176)
    #expect(label?.frame.width == 672)
  }

  @Test func aNarrowTableKeepsSixteenPointSidesWithTheOption() {
    // 320 wide: the readable guide is the 8-point margins, narrower than a cell's 16.
    let (_, table) = table(width: 320, source: MarginRowsSource(count: 1, bars: true), readable: true)
    #expect((table.visibleCells[0] as? MarginBarCell)?.bar.frame == CGRect(x: 16, y: 11, width: 288, height: 20))
  }

  @Test func anInsetGroupedRowMeasuresTheReadableInsetsFromItsOwnEdge() {
    // The readable guide is at 176 from the table's sides; the row starts 20 in, so its
    // content margins are 156.
    let (_, table) = table(width: 1024, source: MarginRowsSource(count: 1, bars: true), readable: true, style: .insetGrouped)
    let cell = table.visibleCells[0] as? MarginBarCell
    #expect(cell?.frame.minX == 20)
    #expect(cell?.contentView.layoutMargins.left == 156)
    #expect(cell?.bar.frame == CGRect(x: 156, y: 11, width: 672, height: 20))
  }

  @Test func turningTheOptionOnMovesTheVisibleCells() {
    // The table holds its data source weakly: the test keeps it.
    let source = MarginRowsSource(count: 1, bars: true)
    let (window, table) = table(width: 1024, source: source)
    table.cellLayoutMarginsFollowReadableWidth = true
    window.layoutIfNeeded()
    #expect((table.visibleCells.first as? MarginBarCell)?.bar.frame.minX == 176)
    withExtendedLifetime(source) {}
  }
}
