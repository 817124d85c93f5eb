// UIKitLayout: layout documents.

/// A problem found in a layout document, at a position in its file.
///
/// Rendered the way compilers print errors, so editors can jump to it:
/// `login.yaml:12:7: error: unknown key 'colour' in a view; expected one of: …`.
public struct DocumentDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file's path as given (or `<input>`).
  public var file: String
  /// The line, from 1 (0 when unknown).
  public var line: Int
  /// The column, from 1 (0 when unknown).
  public var column: Int
  /// What is wrong and what was expected.
  public var message: String
  /// Extra lines shown under the message (for example a constraint string with a caret).
  public var notes: [String]

  /// Creates a diagnostic.
  public init(file: String, line: Int, column: Int, message: String, notes: [String] = []) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.notes = notes
  }

  /// `file:line:column: error: message`, then the notes, one per line.
  public var description: String {
    ([("\(file):\(line):\(column): error: \(message)")] + notes).joined(separator: "\n")
  }
}

/// Every problem found in a document (the loader collects them rather than stopping at the first).
public struct DocumentError: Error, Sendable, CustomStringConvertible {
  /// The problems, in file order.
  public var diagnostics: [DocumentDiagnostic]

  /// Wraps a non-empty list of problems.
  public init(_ diagnostics: [DocumentDiagnostic]) { self.diagnostics = diagnostics }

  /// The diagnostics, one block per problem.
  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// A position in a document: where a value starts, for diagnostics.
public struct SourceLocation: Hashable, Sendable {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int

  /// Creates a location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// An unknown position.
  public static let unknown = SourceLocation(line: 0, column: 0)
}
