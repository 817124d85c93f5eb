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
  /// The most rows and sections a document's tables may hold together.
  static let maxTableRows = DocumentLimits.maxViews

  /// A table's spec from its node's entries.
  func table(_ values: [String: Node], name: String) -> TableSpec {
    var spec = TableSpec()
    func field(_ key: String) -> String { "'\(key)' of '\(name)'" }
    if let node = values["style"], let style = reader.choice(node, "table style", Self.tableStyles) { spec.style = style }
    if let node = values["cellStyle"], let style = reader.choice(node, "cell style", Self.cellStyles) {
      spec.cellStyle = style
    }
    if let node = values["rowHeight"] { spec.rowHeight = reader.length(node, field("rowHeight"), nonNegative: true) }
    if let node = values["contentOffset"] {
      spec.contentOffset = reader.length(node, field("contentOffset"), nonNegative: true) ?? 0
    }
    for node in values["sections"].flatMap({ reader.sequence($0, field("sections")) }) ?? [] {
      // A section counts as a row towards the limit (aliases can repeat empty ones).
      guard reader.tableRowCount < Self.maxTableRows else {
        reader.error(node, "the document's tables have more than \(Self.maxTableRows) rows and sections")
        break
      }
      reader.tableRowCount += 1
      guard let entries = reader.mapping(node, "a section of '\(name)'", allowed: ["title", "footer", "rows"]) else {
        continue
      }
      var section = TableSectionSpec()
      for (key, _, value) in entries {
        switch key {
        case "title": section.title = reader.string(value, "a section title")
        case "footer": section.footer = reader.string(value, "a section footer")
        default:
          for row in reader.sequence(value, "the rows of a section of '\(name)'") ?? [] {
            guard reader.tableRowCount < Self.maxTableRows else {
              reader.error(row, "the document's tables have more than \(Self.maxTableRows) rows and sections")
              break
            }
            reader.tableRowCount += 1
            if let parsed = tableRow(row, name: name) { section.rows.append(parsed) }
          }
        }
      }
      spec.sections.append(section)
    }
    return spec
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
