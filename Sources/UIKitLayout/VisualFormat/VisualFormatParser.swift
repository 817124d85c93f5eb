// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
// No view types here (see VisualFormat.swift).

/// Reads a format string into a ``VisualFormat`` by recursive descent over the grammar of
/// the Auto Layout Guide (semantics reference 5.1), stopping at the first error.
///
/// ```
/// format     := (('H' | 'V') ':')? ('|' connection)? view (connection view)* (connection '|')?
/// view       := '[' name ('(' predicate (',' predicate)* ')')? ']'
/// connection := e | '-' | '-' (number | name | '(' predicate (',' predicate)* ')') '-'
/// predicate  := ('==' | '<=' | '>=')? (number | name) ('@' (number | name))?
/// ```
struct VisualFormatParser {
  private var scanner: VisualFormatScanner

  init(_ format: String) {
    scanner = VisualFormatScanner(format)
  }

  /// Parses the whole string.
  mutating func parseFormat() throws(VisualFormatError) -> VisualFormat {
    let orientation = try parseOrientation()
    var leadingEdge: VisualFormat.Edge?
    let leadingBar = scanner.offset
    if scanner.take(UInt8(ascii: "|")) {
      leadingEdge = VisualFormat.Edge(barOffset: leadingBar, connection: try parseConnection())
    }
    var views = [try parseView()]
    var connections: [VisualFormat.Connection] = []
    var trailingEdge: VisualFormat.Edge?
    while !scanner.isAtEnd {
      let start = scanner.offset
      let connection = try parseConnection()
      let bar = scanner.offset
      if scanner.take(UInt8(ascii: "|")) {
        trailingEdge = VisualFormat.Edge(barOffset: bar, connection: connection)
        guard scanner.isAtEnd else { throw scanner.error(.unexpectedCharacter) }
        break
      }
      if scanner.peek != UInt8(ascii: "["), connection.kind == .flush {
        throw scanner.error(.unexpectedCharacter)
      }
      views.append(try parseView())
      connections.append(connection)
      // A view is at least "[x]", so every turn reads something.
      assert(scanner.offset > start, "the format loop made no progress")
    }
    return VisualFormat(
      orientation: orientation, leadingEdge: leadingEdge, views: views, connections: connections,
      trailingEdge: trailingEdge)
  }

  /// `H:`, `V:` or nothing; a leading `H` or `V` without the colon is an error.
  private mutating func parseOrientation() throws(VisualFormatError) -> VisualFormat.Orientation {
    guard let letter = scanner.peek, letter == UInt8(ascii: "H") || letter == UInt8(ascii: "V")
    else { return .horizontal }
    scanner.advance()
    guard scanner.take(UInt8(ascii: ":")) else {
      throw scanner.error(.missingOrientationColon(Character(Unicode.Scalar(letter))))
    }
    return letter == UInt8(ascii: "V") ? .vertical : .horizontal
  }

  /// `[name(predicates)]`.
  private mutating func parseView() throws(VisualFormatError) -> VisualFormat.View {
    guard scanner.take(UInt8(ascii: "[")) else { throw scanner.error(.expectedView) }
    guard let (name, nameRange) = try scanner.name() else {
      throw scanner.error(.expectedViewName)
    }
    var predicates: [VisualFormat.Predicate] = []
    if scanner.take(UInt8(ascii: "(")) {
      predicates = try parsePredicates(unterminated: .unterminatedView)
    }
    guard scanner.take(UInt8(ascii: "]")) else { throw scanner.error(.unterminatedView) }
    return VisualFormat.View(name: name, nameRange: nameRange, predicates: predicates)
  }

  /// Nothing (flush), `-` (standard) or `-spacing-`.
  private mutating func parseConnection() throws(VisualFormatError) -> VisualFormat.Connection {
    let start = scanner.offset
    guard scanner.take(UInt8(ascii: "-")) else {
      return VisualFormat.Connection(kind: .flush, range: start..<start)
    }
    if scanner.isAtEnd { throw scanner.error(.expectedView) }
    if scanner.peek == UInt8(ascii: "[") || scanner.peek == UInt8(ascii: "|") {
      return VisualFormat.Connection(kind: .standard, range: start..<scanner.offset)
    }
    let predicates: [VisualFormat.Predicate]
    if scanner.take(UInt8(ascii: "(")) {
      predicates = try parsePredicates(unterminated: .unterminatedConnection)
    } else {
      // A simple predicate: a positive number or a metric name.
      let valueStart = scanner.offset
      let value: VisualFormat.Value
      if let (number, _) = try scanner.number(signed: false) {
        value = .number(number)
      } else if let (name, _) = try scanner.name() {
        value = .name(name)
      } else {
        throw scanner.error(.expectedConstant)
      }
      predicates = [
        VisualFormat.Predicate(
          relation: .equal, object: value, objectRange: valueStart..<scanner.offset,
          priority: nil, priorityRange: scanner.offset..<scanner.offset)
      ]
    }
    guard scanner.take(UInt8(ascii: "-")) else { throw scanner.error(.expectedDash) }
    return VisualFormat.Connection(kind: .predicates(predicates), range: start..<scanner.offset)
  }

  /// `predicate (',' predicate)* ')'`, after the `(`.
  private mutating func parsePredicates(
    unterminated: VisualFormatError.Kind
  ) throws(VisualFormatError) -> [VisualFormat.Predicate] {
    var predicates: [VisualFormat.Predicate] = []
    repeat {
      let start = scanner.offset
      predicates.append(try parsePredicate())
      // A predicate reads at least its object.
      assert(scanner.offset > start, "the predicate loop made no progress")
    } while scanner.take(UInt8(ascii: ","))
    guard scanner.take(UInt8(ascii: ")")) else { throw scanner.error(unterminated) }
    return predicates
  }

  /// `relation? object ('@' priority)?`.
  private mutating func parsePredicate() throws(VisualFormatError) -> VisualFormat.Predicate {
    let relation = try parseRelation()
    let objectStart = scanner.offset
    guard let object = try parseValue() else { throw scanner.error(.expectedConstant) }
    let objectRange = objectStart..<scanner.offset
    var priority: VisualFormat.Value?
    var priorityRange = scanner.offset..<scanner.offset
    if scanner.take(UInt8(ascii: "@")) {
      let priorityStart = scanner.offset
      guard let value = try parseValue() else { throw scanner.error(.expectedPriority) }
      priority = value
      priorityRange = priorityStart..<scanner.offset
    }
    return VisualFormat.Predicate(
      relation: relation, object: object, objectRange: objectRange, priority: priority,
      priorityRange: priorityRange)
  }

  /// `==`, `<=`, `>=` or nothing (`==`). Any other use of `=`, `<`, `>` or `!` is an error.
  private mutating func parseRelation() throws(VisualFormatError) -> VisualFormat.Relation {
    guard let first = scanner.peek,
      [UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!")].contains(first)
    else { return .equal }
    let start = scanner.offset
    guard scanner.peekSecond == UInt8(ascii: "="), first != UInt8(ascii: "!") else {
      throw scanner.error(.unknownRelation, at: start..<start + 1)
    }
    scanner.advance(by: 2)
    switch first {
    case UInt8(ascii: "<"): return .lessThanOrEqual
    case UInt8(ascii: ">"): return .greaterThanOrEqual
    default: return .equal
    }
  }

  /// A signed number or a name, or `nil` if neither starts here.
  private mutating func parseValue() throws(VisualFormatError) -> VisualFormat.Value? {
    if let (number, _) = try scanner.number(signed: true) { return .number(number) }
    if let (name, _) = try scanner.name() { return .name(name) }
    return nil
  }
}
