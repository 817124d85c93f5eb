// UIKitLayout: layout documents.
import Foundation

/// The names a document defines (views and guides), for checking what constraints refer to.
final class NameTable {
  /// The built-in guides a view has, by the name documents use after the view's name.
  static let builtInGuides = ["margins", "safeArea", "readable"]

  let reader: NodeReader
  private(set) var names: Set<String> = []

  /// The names of a document's views and guides.
  convenience init(document: LayoutDocument, reader: NodeReader) {
    self.init(views: document.allViews, reader: reader)
  }

  /// The names of a cell template's views and guides, and `contentView`, the cell's content
  /// view (which the bare guide names belong to in a template).
  convenience init(template: CellTemplateSpec, reader: NodeReader) {
    self.init(views: template.allViews.map(\.spec), reader: reader, contentView: CellTemplateSpec.contentViewName)
  }

  private init(views: [ViewSpec], reader: NodeReader, contentView: String? = nil) {
    self.reader = reader
    // What each name was first given to, to say so when it comes again.
    var owners: [String: String] = [:]
    if let contentView {
      owners[contentView] = "the cell's content view"
      names.insert(contentView)
    }
    for view in views {
      for (name, what) in [(view.name, "a view")] + view.guides.map({ ($0, "a guide") }) {
        if Self.builtInGuides.contains(name) {
          reader.error(
            at: view.location,
            "'\(name)' is reserved for the \(contentView == nil ? "root" : "content view")'s guide; choose another name")
        } else if name == contentView {
          reader.error(at: view.location, "'\(name)' is reserved for the cell's content view; choose another name")
        } else if let first = owners[name] {
          reader.error(
            at: view.location,
            first == what
              ? "the name '\(name)' is used twice; names must be unique"
              : "'\(name)' names both \(first) and \(what); names must be unique")
        } else {
          owners[name] = what
          names.insert(name)
        }
        if what == "a guide", let problem = DocumentLoader.nameProblem(name) { reader.error(at: view.location, problem) }
      }
    }
  }

  /// Parses an equation and checks that its items exist, reporting with a caret.
  func check(_ spec: ConstraintSpec, metrics: [String: Double]) {
    let equation: ConstraintEquation
    do {
      equation = try ConstraintEquation(parsing: spec.text, metrics: metrics)
    } catch {
      report(spec, error.message, at: error.offset)
      return
    }
    for anchor in [equation.first] + (equation.second.map { [$0] } ?? []) {
      if let problem = problem(with: anchor.item) { report(spec, problem, at: anchor.offset) }
    }
  }

  /// What is wrong with an item path, or `nil` when it names a view or guide.
  func problem(with path: [String]) -> String? {
    // Only for the messages: sorting every name per equation made loading O(views²).
    var known: String { names.sorted().joined(separator: ", ") }
    switch path.count {
    case 1 where Self.builtInGuides.contains(path[0]): return nil
    case 1 where names.contains(path[0]): return nil
    case 1: return "unknown view or guide '\(path[0])'; known names: \(known)"
    case 2 where names.contains(path[0]) && Self.builtInGuides.contains(path[1]): return nil
    case 2 where !names.contains(path[0]): return "unknown view '\(path[0])'; known names: \(known)"
    default:
      return "unknown guide '\(path.joined(separator: "."))'; after a view's name expected one of: "
        + Self.builtInGuides.joined(separator: ", ")
    }
  }

  private func report(_ spec: ConstraintSpec, _ message: String, at offset: Int) {
    var location = spec.location
    location.column += offset
    reader.error(at: location, message, notes: caret(spec.text, offset))
  }
}

/// The text and a caret under character `offset`, indented, as notes under a diagnostic.
func caret(_ text: String, _ offset: Int) -> [String] {
  ["    " + text, "    " + String(repeating: " ", count: max(0, offset)) + "^"]
}
