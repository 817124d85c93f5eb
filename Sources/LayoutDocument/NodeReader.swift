// UIKitLayout: layout documents.
import Foundation
import Yams

/// Reads typed values out of a composed YAML tree, collecting positioned diagnostics.
///
/// JSON is read through the same YAML parser (YAML 1.2 is a superset of JSON) so both formats
/// get line and column numbers. Every reader returns `nil` after recording a diagnostic, so the
/// loader goes on and reports every problem in one run.
final class NodeReader {
  let file: String
  private(set) var diagnostics: [DocumentDiagnostic] = []
  /// Views read so far (the loader's guard against alias expansion).
  var viewCount = 0
  /// Rows of the document's tables read so far (see `DocumentLoader.maxTableRows`).
  var tableRowCount = 0

  init(file: String) { self.file = file }

  func location(_ node: Node?) -> SourceLocation {
    guard let mark = node?.mark else { return .unknown }
    return SourceLocation(line: mark.line, column: mark.column)
  }

  func error(_ node: Node?, _ message: String, notes: [String] = []) {
    error(at: location(node), message, notes: notes)
  }

  func error(at location: SourceLocation, _ message: String, notes: [String] = []) {
    diagnostics.append(
      DocumentDiagnostic(
        file: file, line: location.line, column: location.column, message: message, notes: notes))
  }

  /// The entries of a mapping, in file order; an unknown key is reported with the allowed ones.
  func mapping(_ node: Node, _ what: String, allowed: [String]) -> [(String, Node, Node)]? {
    guard case .mapping(let mapping) = node else {
      error(node, "expected a mapping for \(what), found \(kind(of: node))")
      return nil
    }
    var entries: [(String, Node, Node)] = []
    for (keyNode, value) in mapping {
      guard let key = keyNode.scalar?.string else {
        error(keyNode, "expected a plain key in \(what)")
        continue
      }
      guard allowed.contains(key) else {
        error(keyNode, "unknown key '\(key)' in \(what); expected one of: \(allowed.joined(separator: ", "))")
        continue
      }
      entries.append((key, keyNode, value))
    }
    return entries
  }

  func sequence(_ node: Node, _ what: String) -> [Node]? {
    guard case .sequence(let sequence) = node else {
      error(node, "expected a list for \(what), found \(kind(of: node))")
      return nil
    }
    return Array(sequence)
  }

  func string(_ node: Node, _ what: String) -> String? {
    guard case .scalar(let scalar) = node, node.tag.description != Tag.Name.null.rawValue else {
      error(node, "expected a string for \(what), found \(kind(of: node))")
      return nil
    }
    return scalar.string
  }

  func number(_ node: Node, _ what: String) -> Double? {
    guard case .scalar(let scalar) = node, let value = Double(scalar.string), value.isFinite else {
      error(node, "expected a number for \(what), found \(describe(node))")
      return nil
    }
    return value
  }

  /// A number within ±``DocumentLimits/maxLength``; with `nonNegative`, ≥ 0.
  func length(_ node: Node, _ what: String, nonNegative: Bool = false) -> Double? {
    guard let value = number(node, what) else { return nil }
    if let problem = DocumentLimits.lengthProblem(value) {
      error(node, "\(what): \(problem)")
      return nil
    }
    if nonNegative && value < 0 {
      error(node, "\(what) cannot be negative: \(scalarText(node))")
      return nil
    }
    return value
  }

  /// A whole number in `range`.
  func integer(_ node: Node, _ what: String, in range: ClosedRange<Int>) -> Int? {
    guard let value = number(node, what) else { return nil }
    guard value == value.rounded(), value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
      error(node, "expected a whole number \(range.lowerBound)…\(range.upperBound) for \(what), found \(scalarText(node))")
      return nil
    }
    return Int(value)
  }

  private func scalarText(_ node: Node) -> String { node.scalar?.string ?? describe(node) }

  func bool(_ node: Node, _ what: String) -> Bool? {
    guard case .scalar(let scalar) = node else {
      error(node, "expected true or false for \(what), found \(kind(of: node))")
      return nil
    }
    switch scalar.string {
    case "true", "True", "TRUE", "yes": return true
    case "false", "False", "FALSE", "no": return false
    default:
      error(node, "expected true or false for \(what), found '\(scalar.string)'")
      return nil
    }
  }

  /// One of `choices`, by name.
  func choice<T>(_ node: Node, _ what: String, _ choices: [(String, T)]) -> T? {
    guard let text = string(node, what) else { return nil }
    guard let match = choices.first(where: { $0.0 == text }) else {
      error(node, "unknown \(what) '\(text)'; expected one of: \(choices.map(\.0).joined(separator: ", "))")
      return nil
    }
    return match.1
  }

  /// Where a scalar's text starts: one column later when it is quoted.
  func textLocation(_ node: Node) -> SourceLocation {
    var location = location(node)
    if case .scalar(let scalar) = node, scalar.style == .singleQuoted || scalar.style == .doubleQuoted {
      location.column += 1
    }
    return location
  }

  private func kind(of node: Node) -> String {
    switch node {
    case .scalar(let scalar): "'\(scalar.string)'"
    case .mapping: "a mapping"
    case .sequence: "a list"
    case .alias: "an alias"
    }
  }

  private func describe(_ node: Node) -> String { kind(of: node) }
}
