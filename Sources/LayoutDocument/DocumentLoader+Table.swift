// UIKitLayout: layout documents.
import Foundation
import UIKitLayout
import Yams

// `kind: table`: a table's rows as data.
//
//   - name: settings
//     kind: table
//     style: insetGrouped            # plain (default) | grouped | insetGrouped
//     cellStyle: value1              # default (default) | subtitle | value1 | value2
//     rowHeight: 44                  # optional: rows size themselves otherwise
//     contentOffset: 0               # how far the content is scrolled
//     sections:
//       - title: Network             # optional header and footer titles
//         rows:
//           - {text: Wi-Fi, detail: Home, accessory: disclosureIndicator}
//           - Bluetooth              # a row of text alone
//
// With a cell template, rows are fields filled into the template's `{field}` placeholders:
//
//     cell:
//       subviews:
//         - {name: title, kind: label, text: "{title}"}
//       constraints: [title.top == contentView.topMargin, ...]
//       vfl: ["H:|-[title]-|"]
//     sections:
//       - rows:
//           - {title: Ada Lovelace, accessory: disclosureIndicator}

extension DocumentLoader {
  static let tableStyles: [(String, UITableView.Style)] = [
    ("plain", .plain), ("grouped", .grouped), ("insetGrouped", .insetGrouped),
  ]
  static let cellStyles: [(String, UITableViewCell.CellStyle)] = [
    ("default", .default), ("subtitle", .subtitle), ("value1", .value1), ("value2", .value2),
  ]
  static let accessories: [(String, UITableViewCell.AccessoryType)] = [
    ("none", .none), ("disclosureIndicator", .disclosureIndicator),
    ("detailDisclosureButton", .detailDisclosureButton), ("checkmark", .checkmark), ("detailButton", .detailButton),
  ]
  static let scrollDirections: [(String, UICollectionView.ScrollDirection)] = [
    ("vertical", .vertical), ("horizontal", .horizontal),
  ]
  /// The most rows and sections a document's tables may hold together.
  static let maxTableRows = DocumentLimits.maxViews

  /// A table's spec from its node's entries.
  func table(_ values: [String: Node], name: String, depth: Int) -> TableSpec {
    var spec = TableSpec()
    // The template first: it says how rows are read and how much each one weighs.
    if let node = values["cell"] { spec.cell = cellTemplate(node, name: name, depth: depth) }
    func field(_ key: String) -> String { "'\(key)' of '\(name)'" }
    if let node = values["style"], let style = reader.choice(node, "table style", Self.tableStyles) { spec.style = style }
    if let node = values["cellStyle"], let style = reader.choice(node, "cell style", Self.cellStyles) {
      spec.cellStyle = style
    }
    if let node = values["rowHeight"] { spec.rowHeight = reader.length(node, field("rowHeight"), nonNegative: true) }
    if let node = values["contentOffset"] {
      spec.contentOffset = reader.length(node, field("contentOffset"), nonNegative: true) ?? 0
    }
    spec.sections = sections(values["sections"], of: name, rowsKey: "rows", template: spec.cell)
    return spec
  }

  /// A collection view's spec from its node's entries.
  func collection(_ values: [String: Node], name: String, depth: Int) -> CollectionSpec {
    var spec = CollectionSpec()
    if let node = values["cell"] { spec.cell = cellTemplate(node, name: name, depth: depth) }
    func field(_ key: String) -> String { "'\(key)' of '\(name)'" }
    if let node = values["itemSize"], let size = size(node, field("itemSize")) { spec.itemSize = size }
    if let node = values["lineSpacing"] {
      spec.lineSpacing = reader.length(node, field("lineSpacing"), nonNegative: true) ?? spec.lineSpacing
    }
    if let node = values["interitemSpacing"] {
      spec.interitemSpacing = reader.length(node, field("interitemSpacing"), nonNegative: true) ?? spec.interitemSpacing
    }
    if let node = values["sectionInset"] {
      // A number for every side, or the sides given (the others 0, as UIKit's default).
      if node.scalar != nil, let all = reader.length(node, field("sectionInset"), nonNegative: true) {
        spec.sectionInset = UIEdgeInsets(top: all, left: all, bottom: all, right: all)
      } else if let sides = reader.mapping(node, field("sectionInset"), allowed: ["top", "left", "bottom", "right"]) {
        for (key, _, value) in sides {
          let length = reader.length(value, "'\(key)' of the section inset of '\(name)'", nonNegative: true) ?? 0
          switch key {
          case "top": spec.sectionInset.top = length
          case "left": spec.sectionInset.left = length
          case "bottom": spec.sectionInset.bottom = length
          default: spec.sectionInset.right = length
          }
        }
      }
    }
    if let node = values["scrollDirection"],
      let direction = reader.choice(node, "scroll direction", Self.scrollDirections)
    {
      spec.scrollDirection = direction
    }
    if let node = values["contentOffset"] {
      spec.contentOffset = reader.length(node, field("contentOffset"), nonNegative: true) ?? 0
    }
    spec.sections = sections(values["sections"], of: name, rowsKey: "items", template: spec.cell)
    return spec
  }

  /// A table's sections (`rows` in each, with a title and a footer) or a collection view's
  /// (`items`): rows as built-in style rows, or as fields of `template`. Rows and sections
  /// count towards the document's limit, a row of a template as its cell's views plus one.
  func sections(_ node: Node?, of name: String, rowsKey: String, template: CellTemplateSpec?) -> [TableSectionSpec] {
    let rowWeight = 1 + (template?.allViews.count ?? 0)
    let allowed = rowsKey == "rows" ? ["title", "footer", "rows"] : [rowsKey]
    var result: [TableSectionSpec] = []
    for node in node.flatMap({ reader.sequence($0, "'sections' of '\(name)'") }) ?? [] {
      // A section counts as a row towards the limit (aliases can repeat empty ones).
      guard reader.tableRowCount < Self.maxTableRows else {
        reader.error(node, "the document's tables have more than \(Self.maxTableRows) rows and sections")
        break
      }
      reader.tableRowCount += 1
      guard let entries = reader.mapping(node, "a section of '\(name)'", allowed: allowed) else { continue }
      var section = TableSectionSpec()
      for (key, _, value) in entries {
        switch key {
        case "title": section.title = reader.string(value, "a section title")
        case "footer": section.footer = reader.string(value, "a section footer")
        default:
          for row in reader.sequence(value, "the \(rowsKey) of a section of '\(name)'") ?? [] {
            guard reader.tableRowCount + rowWeight <= Self.maxTableRows else {
              reader.error(
                row,
                template == nil
                  ? "the document's tables have more than \(Self.maxTableRows) rows and sections"
                  : "the document's tables have more than \(Self.maxTableRows) rows and sections (a row of "
                    + "'\(name)' counts as its cell's \(rowWeight) views)")
              break
            }
            reader.tableRowCount += rowWeight
            // A collection's items are always fields: its default cell shows `text`.
            let parsed = template == nil && rowsKey == "rows" ? tableRow(row, name: name) : templateRow(row, name: name)
            if let parsed { section.rows.append(parsed) }
          }
        }
      }
      result.append(section)
    }
    if let template { checkPlaceholders(template, rows: result.flatMap(\.rows), name: name) }
    return result
  }

  /// `cell:`: the content view's subviews and their constraints.
  func cellTemplate(_ node: Node, name: String, depth: Int) -> CellTemplateSpec? {
    let what = "the cell of '\(name)'"
    guard let entries = reader.mapping(node, what, allowed: ["subviews", "constraints", "vfl"]) else { return nil }
    var template = CellTemplateSpec()
    template.location = reader.location(node)
    for (key, _, value) in entries {
      let items = reader.sequence(value, "'\(key)' of \(what)") ?? []
      switch key {
      case "subviews": template.subviews = items.compactMap { view($0, depth: depth + 2) }
      case "constraints":
        template.constraints = items.compactMap { item in
          reader.string(item, "a constraint").map { ConstraintSpec($0, location: reader.textLocation(item)) }
        }
      default:
        template.visualFormats = items.compactMap { item in
          reader.string(item, "a visual format").map { VisualFormatSpec($0, location: reader.textLocation(item)) }
        }
      }
    }
    // A table in a cell would need a template of its own, checked nowhere.
    for (view, _) in template.allViews {
      switch view.kind {
      case .control(.table): reader.error(at: view.location, "'\(view.name)': a cell template cannot hold a table")
      case .control(.collection):
        reader.error(at: view.location, "'\(view.name)': a cell template cannot hold a collection view")
      default: break
      }
    }
    return template
  }

  /// A row of a template table: its text alone (the field `text`), or a mapping of fields,
  /// `accessory` among them.
  private func templateRow(_ node: Node, name: String) -> TableRowSpec? {
    if node.scalar != nil {
      return reader.string(node, "a row of '\(name)'").map { text in
        var row = TableRowSpec(text: text)
        row.fields["text"] = text
        return row
      }
    }
    // Field names are the document's own: every key is allowed.
    let keys = node.mapping?.keys.compactMap { $0.scalar?.string } ?? []
    guard let entries = reader.mapping(node, "a row of '\(name)'", allowed: keys) else { return nil }
    var row = TableRowSpec(text: "")
    for (key, _, value) in entries {
      if key == "accessory" {
        row.accessory = reader.choice(value, "accessory", Self.accessories) ?? .none
      } else if let text = reader.string(value, "the field '\(key)' of a row") {
        row.fields[key] = text
      }
    }
    return row
  }

  /// Every `{field}` of the template is given by at least one row: a misspelt field would
  /// otherwise leave every cell's text empty without a word.
  private func checkPlaceholders(_ template: CellTemplateSpec, rows: [TableRowSpec], name: String) {
    var given: Set<String> = []
    for row in rows { given.formUnion(row.fields.keys) }
    for (view, _) in template.allViews {
      for text in CellTemplateSpec.templatedTexts(of: view) {
        for field in CellTemplateSpec.placeholders(in: text) where !given.contains(field) {
          reader.error(
            at: view.location,
            "'{\(field)}' in '\(view.name)' is not a field of any row of '\(name)'"
              + (given.isEmpty ? "" : "; the rows give: \(given.sorted().joined(separator: ", "))"))
        }
      }
    }
  }

  /// A row: its text alone, or `{text:, detail:, accessory:}`.
  private func tableRow(_ node: Node, name: String) -> TableRowSpec? {
    if node.scalar != nil { return reader.string(node, "a row of '\(name)'").map { TableRowSpec(text: $0) } }
    guard let entries = reader.mapping(node, "a row of '\(name)'", allowed: ["text", "detail", "accessory"]) else {
      return nil
    }
    var row = TableRowSpec(text: "")
    for (key, _, value) in entries {
      switch key {
      case "text": row.text = reader.string(value, "a row's text") ?? ""
      case "detail": row.detail = reader.string(value, "a row's detail")
      default: row.accessory = reader.choice(value, "accessory", Self.accessories) ?? .none
      }
    }
    return row
  }
}
