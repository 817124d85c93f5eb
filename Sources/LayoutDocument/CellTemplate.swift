// UIKitLayout: layout documents.
import Foundation
import UIKitLayout

// Cells a document's table makes from its `cell:` template: the template's views in the
// content view with their constraints, as an app's cell subclass builds them in its
// initializer, and `{field}` placeholders in texts and titles filled from each row.

extension CellTemplateSpec {
  /// The field names of the `{field}` placeholders in `text`, in order (a field is letters,
  /// digits and '_'; other braces are text).
  public static func placeholders(in text: String) -> [String] {
    var fields: [String] = []
    _ = scan(text) { field in
      fields.append(field)
      return ""
    }
    return fields
  }

  /// `text` with each `{field}` replaced by the row's value (empty when the row has none), in
  /// one pass: a value that looks like a placeholder stays as it is.
  public static func fill(_ text: String, with fields: [String: String]) -> String {
    scan(text) { fields[$0] ?? "" }
  }

  /// `text` with each placeholder replaced by what `replacement` gives for its field.
  private static func scan(_ text: String, _ replacement: (String) -> String) -> String {
    var result = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      let after = rest[rest.index(after: open)...]
      guard let close = after.firstIndex(of: "}") else { break }
      let name = after[..<close]
      if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
        result += rest[..<open]
        result += replacement(String(name))
        rest = after[after.index(after: close)...]
      } else {
        result += rest[...open]
        rest = after
      }
    }
    return result + rest
  }

  /// The texts of a view that take placeholders: a label's text, a button's title.
  static func templatedTexts(of view: ViewSpec) -> [String] {
    switch view.kind {
    case .label(let label): [label.text]
    case .button(let title, _): [title]
    default: []
    }
  }
}

/// A template's views built in a cell's content view, with their constraints, and the row's
/// fields filled into them.
@MainActor
final class TemplateContent {
  /// One view of the template, with its spec and depth below the content view.
  struct Part {
    /// The template's spec of the view.
    let spec: ViewSpec
    /// The view, in this cell.
    let view: UIView
    /// 1 for the content view's subviews.
    let depth: Int
  }

  /// The template's views in tree order.
  let parts: [Part]
  /// The template's constraints, as made for this cell.
  private(set) var written: [LaidOutDocument.WrittenConstraint] = []

  /// Builds the template's views in `contentView` and activates its constraints with
  /// `writer`, the content view being `contentView` (and `|` in visual formats).
  init(_ template: CellTemplateSpec, in contentView: UIView, writer: ConstraintWriter) {
    var tree = TreeMaker()
    for spec in template.subviews { contentView.addSubview(tree.make(spec, depth: 1)) }
    parts = tree.entries.map { Part(spec: $0.spec, view: $0.view, depth: $0.depth) }
    var views = Dictionary(tree.entries.map { ($0.name, $0.view) }, uniquingKeysWith: { a, _ in a })
    views[CellTemplateSpec.contentViewName] = contentView
    let guides = tree.guides
    written = writer.write(template.constraints, template.visualFormats, views: views) { path in
      if path.count == 1 { return builtInGuide(path[0], of: contentView) ?? views[path[0]] ?? guides[path[0]] }
      return views[path[0]].flatMap { builtInGuide(path[1], of: $0) }
    }
  }

  /// Shows a row's fields in the templated texts.
  func configure(_ fields: [String: String]) {
    for part in parts {
      switch (part.spec.kind, part.view) {
      case (.label(let label), let view as UILabel):
        view.text = CellTemplateSpec.fill(label.text, with: fields)
      case (.button(let title, _), let view as UIButton):
        view.setTitle(CellTemplateSpec.fill(title, with: fields), for: .normal)
      default: break
      }
    }
  }
}

/// A table cell built from a document's cell template (reuse identifier `template`).
@MainActor
final class TemplateCell: UITableViewCell {
  /// The template's views and constraints in this cell.
  private(set) var content: TemplateContent?

  /// Builds the template in the content view (see ``TemplateContent``).
  init(_ template: CellTemplateSpec, writer: ConstraintWriter) {
    super.init(style: .default, reuseIdentifier: "template")
    content = TemplateContent(template, in: contentView, writer: writer)
  }

  /// A cell with no template views. Overriding it keeps `init(registeredWithReuseIdentifier:)`,
  /// which `UITableViewCell` requires; the document's tables never register this class.
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) { nil }

  /// Shows `row`: its fields in the templated texts, its accessory.
  func configure(_ row: TableRowSpec) {
    content?.configure(row.fields)
    accessoryType = row.accessory
  }
}
