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
  /// A cell of the document's own making, shown for every row instead of a built-in style.
  public var cell: CellTemplateSpec?

  /// An empty plain table.
  public init() {}
}

/// A table cell drawn from a template (`cell:` of a `kind: table`): the views its content view
/// holds and their constraints, with `{field}` in texts and titles filled from each row.
///
/// Names are the template's own: unique in it, and `contentView` is the cell's content view
/// (`|` in its visual formats; bare `margins` and `readable` are its guides).
public struct CellTemplateSpec: Sendable {
  /// The content view's subviews, back to front.
  public var subviews: [ViewSpec] = []
  /// Constraints as equations over the template's names.
  public var constraints: [ConstraintSpec] = []
  /// Constraints in the Visual Format Language, the content view as the superview.
  public var visualFormats: [VisualFormatSpec] = []
  /// Where the template was written.
  public var location: SourceLocation = .unknown

  /// An empty template.
  public init() {}

  /// Every view of the template in tree order, with its depth below the content view (1 for
  /// its subviews).
  public var allViews: [(spec: ViewSpec, depth: Int)] {
    var result: [(ViewSpec, Int)] = []
    // Depth first without recursion: a template may nest as deep as a document.
    var pending = subviews.reversed().map { ($0, 1) }
    while let (view, depth) = pending.popLast() {
      result.append((view, depth))
      pending += view.subviews.reversed().map { ($0, depth + 1) }
    }
    return result
  }

  /// The name of the cell's content view in the template's constraints.
  public static let contentViewName = "contentView"
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
  /// In a table with a cell template, the row's values by field name (a row given as text
  /// alone is the field `text`), filled into the template's `{field}` placeholders.
  public var fields: [String: String] = [:]

  /// A row.
  public init(text: String, detail: String? = nil, accessory: UITableViewCell.AccessoryType = .none) {
    (self.text, self.detail, self.accessory) = (text, detail, accessory)
  }
}

/// The table a document's `kind: table` makes: its own data source (a table holds its data
/// source weakly; this one is itself), showing the spec's rows in built-in style cells.
final class DocumentTableView: UITableView, UITableViewDataSource {
  /// The rows it shows.
  let spec: TableSpec
  /// The document's metrics, for the cell template's constraints.
  var metrics: [String: Double] = [:]

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

  /// Makes one cell from the template with `writer`, which reports what UIKit refuses with
  /// the place it was written; the cells made later are made the same way.
  func tryTemplate(_ writer: ConstraintWriter) {
    if let template = spec.cell { _ = TemplateContent(template, in: UIView(), writer: writer) }
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let row = spec.sections[indexPath.section].rows[indexPath.row]
    if let template = spec.cell {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "template") as? TemplateCell
        ?? TemplateCell(template, writer: ConstraintWriter(metrics: metrics))
      cell.configure(row)
      return cell
    }
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "row")
      ?? UITableViewCell(style: spec.cellStyle, reuseIdentifier: "row")
    cell.textLabel?.text = row.text
    cell.detailTextLabel?.text = row.detail
    cell.accessoryType = row.accessory
    return cell
  }
}
