// UIKitLayout: layout documents.
import Foundation
import UIKitLayout
import Yams

extension LayoutDocument {
  /// The keys a document's top level may have.
  static let topLevelKeys = ["title", "sizes", "root", "metrics", "constraints", "vfl"]

  /// Reads a document from a file (YAML or JSON, whatever its extension).
  ///
  /// - Throws: ``DocumentError`` naming the file when it can't be read or holds a bad document.
  public static func load(contentsOf url: URL) throws(DocumentError) -> LayoutDocument {
    let text: String
    do {
      text = try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw DocumentError([
        DocumentDiagnostic(file: url.path, line: 0, column: 0, message: "cannot read the file")
      ])
    }
    return try LayoutDocument(text: text, file: url.path)
  }

  /// Parses a document from its text.
  ///
  /// - Parameters:
  ///   - text: YAML or JSON.
  ///   - file: The name diagnostics give the text.
  /// - Throws: ``DocumentError`` with every problem found: YAML syntax (which stops reading),
  ///   then wrong types, unknown keys, duplicate names, bad equations and unknown names.
  public init(text: String, file: String = "<input>") throws(DocumentError) {
    let node: Node?
    do {
      node = try Yams.compose(yaml: text)
    } catch {
      throw DocumentError([Self.diagnostic(for: error, file: file)])
    }
    guard let node else {
      throw DocumentError([
        DocumentDiagnostic(file: file, line: 1, column: 1, message: "the document is empty; expected a mapping with 'root'")
      ])
    }
    let reader = NodeReader(file: file)
    let loaded = DocumentLoader(reader: reader).document(node, file: file)
    guard reader.diagnostics.isEmpty, let loaded else { throw DocumentError(reader.diagnostics) }
    self = loaded
  }

  /// A YAML parser error as a diagnostic at its mark.
  static func diagnostic(for error: any Error, file: String) -> DocumentDiagnostic {
    guard let yaml = error as? YamlError else {
      return DocumentDiagnostic(file: file, line: 0, column: 0, message: "\(error)")
    }
    switch yaml {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let what = context.map { "\($0.text) " } ?? ""
      return DocumentDiagnostic(
        file: file, line: mark.line, column: mark.column, message: "invalid YAML: \(what)\(problem)")
    case .duplicatedKeysInMapping(let duplicates, let context):
      return DocumentDiagnostic(
        file: file, line: context.mark.line, column: context.mark.column,
        message: "duplicate keys: \(duplicates.joined(separator: ", "))")
    default:
      return DocumentDiagnostic(file: file, line: 0, column: 0, message: "invalid YAML: \(yaml)")
    }
  }
}
