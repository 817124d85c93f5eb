// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
// No view types here (see VisualFormat.swift).

/// Why a Visual Format Language string was refused, and where.
///
/// ``reason`` is the text UIKit puts in its `NSInvalidArgumentException`: the prefix
/// `Unable to parse constraint format: `, the diagnostic, the format string, and a caret under
/// the failing character (semantics reference 5.6). The diagnostics UIKit is known to use are
/// spelled as UIKit spells them; the others are ours (`docs/visual-format-language.md`).
public struct VisualFormatError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Sendable, Equatable {
    /// The string starts with `V` or `H` without a `:` after it (the letter is carried).
    case missingOrientationColon(Character)
    /// A view's `[` or its predicate list's `(` is not closed.
    case unterminatedView
    /// A connection's `(` is not closed.
    case unterminatedConnection
    /// A relation other than `==`, `<=` and `>=`.
    case unknownRelation
    /// A `[` (or the start of the string) where a view must come.
    case expectedView
    /// A `[` not followed by a name.
    case expectedViewName
    /// A predicate without a number or name.
    case expectedConstant
    /// An `@` without a number or name.
    case expectedPriority
    /// A spacing after `-` not closed by another `-`.
    case expectedDash
    /// Characters after the trailing `|`, or a character that starts nothing.
    case unexpectedCharacter
    /// A number too large to be finite.
    case numberOutOfRange
    /// A name with a dot (UIKit reads it as a key path); carries the first component.
    case dottedName(String)
    /// A view name that is not a key of the views dictionary (or not bound to a view).
    case unknownView(String)
    /// A metric name that is not a key of the metrics dictionary (or not a number).
    case unknownMetric(String)
    /// A `|` next to a view that has no superview.
    case noSuperview
    /// A priority outside 1…1000.
    case priorityOutOfRange
    /// An alignment option along the string's own axis; `true` for a horizontal string.
    case alignmentAlongAxis(horizontal: Bool)
  }

  /// What went wrong.
  public var kind: Kind
  /// The UTF-8 offsets of the failing part of ``format``; the caret goes under its start.
  public var range: Range<Int>
  /// The format string.
  public var format: String

  /// Creates an error.
  public init(_ kind: Kind, at range: Range<Int>, in format: String) {
    self.kind = kind
    self.range = range
    self.format = format
  }

  /// The diagnostic line alone, such as `Unable to find view with name blackBox`.
  public var message: String {
    switch kind {
    case .missingOrientationColon(let letter):
      "Expected ':' after '\(letter)' to specify \(letter == "V" ? "vertical" : "horizontal") "
        + "arrangement"
    case .unterminatedView:
      "A predicate on a view's thickness must end with ')' and the view must end with ']'"
    case .unterminatedConnection: "A predicate list between views must end with ')'"
    case .unknownRelation: "Unknown relation. Must be ==, >=, or <="
    case .expectedView: "Expected a view"
    case .expectedViewName: "Expected a view name after '['"
    case .expectedConstant: "Expected a number, a metric name or a view name"
    case .expectedPriority: "Expected a number or a metric name after '@'"
    case .expectedDash: "Expected '-' after the spacing between views"
    case .unexpectedCharacter: "Unexpected character"
    case .numberOutOfRange: "Number out of range"
    case .dottedName(let key): "\(key) is not a key in the views dictionary."
    case .unknownView(let name): "Unable to find view with name \(name)"
    case .unknownMetric(let name): "\(name) is not a key in the metrics dictionary."
    case .noSuperview:
      "Unable to interpret '|' character, because the related view doesn't have a superview"
    case .priorityOutOfRange: "Priorities must be greater than 0 and at most 1000"
    case .alignmentAlongAxis(let horizontal):
      horizontal
        ? "Options mask required views to be aligned on a horizontal edge, which is not "
          + "allowed for layout that is also horizontal."
        : "Options mask required views to be aligned on a vertical edge, which is not "
          + "allowed for layout that is also vertical."
    }
  }

  /// The 0-based column (in characters) of the caret: the start of ``range``.
  public var column: Int {
    String(decoding: format.utf8.prefix(range.lowerBound), as: UTF8.self).count
  }

  /// The exception reason UIKit raises: prefix, diagnostic, format string and caret line,
  /// each of the first three lines ending with a space as in UIKit's text.
  public var reason: String {
    "Unable to parse constraint format: \n\(message) \n\(format) \n"
      + String(repeating: " ", count: column) + "^"
  }

  /// The same as ``reason``.
  public var description: String { reason }
}
