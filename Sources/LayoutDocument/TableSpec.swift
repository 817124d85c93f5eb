// UIKitLayout: layout documents.
import Foundation
import UIKitLayout

/// A table in a document (`kind: table`): its rows given as data — sections of rows, each a
/// built-in style cell's text, detail and accessory — and the offset it is scrolled to.
public struct TableSpec: Sendable {
  /// `UITableView.Style`.
  public var style: UITableView.Style = .plain
  /// The built-in cell style of every row.
  public var cellStyle: UITableViewCell.CellStyle = .default
  /// Every row's height; `nil`: sized by the cells (built-in cells are at least 44 points).
  public var rowHeight: Double?
  /// `contentOffset.y`: the part of the content shown.
  public var contentOffset: Double = 0
  /// The sections.
  public var sections: [TableSectionSpec] = []

  /// An empty plain table.
  public init() {}
}

/// A table section of a document.
public struct TableSectionSpec: Sendable {
  /// The header's title.
  public var title: String?
  /// The footer's title.
  public var footer: String?
  /// The rows.
  public var rows: [TableRowSpec] = []

  /// A section of rows.
  public init(title: String? = nil, footer: String? = nil, rows: [TableRowSpec] = []) {
    (self.title, self.footer, self.rows) = (title, footer, rows)
  }
}

/// A table row of a document: what its built-in style cell shows.
public struct TableRowSpec: Sendable {
  /// `textLabel`'s text.
  public var text: String
  /// `detailTextLabel`'s text (styles other than `default`).
  public var detail: String?
  /// The accessory.
  public var accessory: UITableViewCell.AccessoryType = .none

  /// A row.
  public init(text: String, detail: String? = nil, accessory: UITableViewCell.AccessoryType = .none) {
    (self.text, self.detail, self.accessory) = (text, detail, accessory)
  }
}

/// The table a document's `kind: table` makes: its own data source (a table holds its data
/// source weakly; this one is itself), showing the spec's rows in built-in style cells.
final class DocumentTableView: UITableView, UITableViewDataSource {
  private let spec: TableSpec

  init(_ spec: TableSpec) {
    self.spec = spec
    super.init(frame: .zero, style: spec.style)
    if let height = spec.rowHeight { rowHeight = CGFloat(height) }
    dataSource = self
    contentOffset = CGPoint(x: 0, y: spec.contentOffset)
  }

  required init?(coder: NSCoder) { nil }

  func numberOfSections(in tableView: UITableView) -> Int { spec.sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    spec.sections[section].rows.count
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    spec.sections[section].title
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    spec.sections[section].footer
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let row = spec.sections[indexPath.section].rows[indexPath.row]
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row")
      ?? UITableViewCell(style: spec.cellStyle, reuseIdentifier: "row")
    cell.textLabel?.text = row.text
    cell.detailTextLabel?.text = row.detail
    cell.accessoryType = row.accessory
    return cell
  }
}
