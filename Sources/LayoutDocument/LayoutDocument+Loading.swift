// UIKitLayout: layout documents.
import Foundation
import UIKitLayout
import Yams

extension LayoutDocument {
  /// The keys a document's top level may have.
  static let topLevelKeys = [
    "title", "sizes", "root", "metrics", "constraints", "vfl", "fonts", "systemFont", "contentSize",
  ]

  /// Reads a document from a file: YAML, or JSON when the name ends in `.json` (then read as
  /// strict JSON first: YAML would accept trailing commas and comments).
  ///
  /// - Throws: ``DocumentError`` naming the file and why it can't be read (no such file, a
  ///   folder, not UTF-8 at a line and column, a binary file), or every problem of a bad
  ///   document.
  public static func load(contentsOf url: URL) throws(DocumentError) -> LayoutDocument {
    let path = url.path
    func failure(_ message: String, line: Int = 0, column: Int = 0) -> DocumentError {
      DocumentError([DocumentDiagnostic(file: path, line: line, column: column, message: message)])
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw failure("cannot read the file: no such file")
    }
    guard !isDirectory.boolValue else { throw failure("cannot read the file: it is a folder") }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw failure("cannot read the file: permission denied or not a regular file")
    }
    let bytes = [UInt8](data)
    if let (line, column) = Self.position(ofFirst: 0, in: bytes) {
      throw failure("not a text file (a NUL byte at \(line):\(column))", line: line, column: column)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      let (line, column) = Self.firstInvalidUTF8(in: bytes)
      throw failure("not valid UTF-8 at \(line):\(column)", line: line, column: column)
    }
    if url.pathExtension.lowercased() == "json" {
      do {
        _ = try JSONParser.parse(bytes)
      } catch {
        throw failure("invalid JSON: \(error.reason)", line: error.line, column: error.column)
      }
    }
    return try LayoutDocument(text: text, file: path)
  }

  /// The 1-based line and column of the first `byte` in `bytes`, if there is one.
  static func position(ofFirst byte: UInt8, in bytes: [UInt8]) -> (Int, Int)? {
    guard let index = bytes.firstIndex(of: byte) else { return nil }
    return lineAndColumn(of: index, in: bytes)
  }

  /// Where UTF-8 decoding of `bytes` first fails (1-based line and column, in bytes).
  static func firstInvalidUTF8(in bytes: [UInt8]) -> (Int, Int) {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var consumed = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): consumed += UTF8.width(scalar)
      case .emptyInput: return lineAndColumn(of: bytes.count, in: bytes)
      case .error: return lineAndColumn(of: consumed, in: bytes)
      }
    }
  }

  static func lineAndColumn(of index: Int, in bytes: [UInt8]) -> (Int, Int) {
    var line = 1, start = 0
    for i in 0..<min(index, bytes.count) where bytes[i] == 0x0A {
      line += 1
      start = i + 1
    }
    return (line, index - start + 1)
  }

  /// Parses a document from its text.
  ///
  /// - Parameters:
  ///   - text: YAML or JSON.
  ///   - file: The name diagnostics give the text.
  /// - Throws: ``DocumentError`` with every problem found: YAML syntax (which stops reading),
  ///   then wrong types, unknown keys, duplicate names, bad equations and unknown names.
  public init(text: String, file: String = "<input>") throws(DocumentError) {
    if let refusal = YAMLPrescan.refusal(of: text) {
      throw DocumentError([
        DocumentDiagnostic(file: file, line: refusal.line, column: refusal.column, message: refusal.message)
      ])
    }
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
      if problem.contains("Maximum nesting level") {
        // libyaml's own words name a C function; say what the limit is.
        return DocumentDiagnostic(
          file: file, line: mark.line, column: mark.column,
          message: "the document nests deeper than YAML's limit of 1000 mappings and lists (about "
            + "500 levels of subviews); layout documents may nest views \(DocumentLimits.maxDepth) deep")
      }
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
