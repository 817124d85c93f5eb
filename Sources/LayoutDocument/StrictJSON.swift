// A small strict JSON reader: solver-system files and `.json` layout documents.
//
// Foundation's JSONSerialization is not used because these formats need what it blurs: it
// accepts trailing commas on Linux, `true`
// is not the number 1 (Linux bridges both to NSNumber), a repeated key is a mistake rather
// than "last one wins", key order is kept for messages, and a syntax error should say the
// line and column. Numbers are read with `Double(_:)`, which rounds correctly, so a value
// written by a shortest-round-trip printer reads back to the same double.

/// A parsed JSON value.
public enum JSONValue: Equatable, Sendable {
  /// `null`
  case null
  /// `true` or `false`
  case bool(Bool)
  /// A number, as the nearest double.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object: its members in the order they were written (keys are unique).
  case object([(key: String, value: JSONValue)])

  /// Compares values structurally; objects compare member by member, in order.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  /// The member named `key` of an object (nil for a missing key or a non-object).
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// What kind of value this is, for messages ("a string", "an array", …).
  public var kindDescription: String {
    switch self {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// A JSON syntax error, with the 1-based line and column where reading stopped.
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
  /// The line (1-based).
  public var line: Int
  /// The column (1-based, in bytes of UTF-8).
  public var column: Int
  /// What was wrong there.
  public var reason: String

  /// `line 3, column 7: expected ',' or '}'`.
  public var description: String { "line \(line), column \(column): \(reason)" }
}

/// Parses JSON text (RFC 8259) into a ``JSONValue``.
public struct JSONParser {
  private let bytes: [UInt8]
  private var position = 0
  private var depth = 0
  /// Deeper input is refused rather than risking the recursion exhausting the stack.
  private static let maximumDepth = 512

  /// Parses one JSON value that fills the whole of `bytes` (UTF-8), surrounding whitespace
  /// aside.
  public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    if parser.position < bytes.count { throw parser.error("unexpected text after the JSON value") }
    return value
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  private func error(_ reason: String) -> JSONSyntaxError {
    var line = 1, lineStart = 0
    for i in 0..<min(position, bytes.count) where bytes[i] == UInt8(ascii: "\n") {
      line += 1
      lineStart = i + 1
    }
    return JSONSyntaxError(line: line, column: position - lineStart + 1, reason: reason)
  }

  /// Describes the byte at the current position for an "expected …, got …" message.
  private var found: String {
    guard let c = current else { return "the end of the input" }
    if c >= 0x20 && c < 0x7F { return "'\(Character(Unicode.Scalar(c)))'" }
    return "byte 0x\(String(c, radix: 16, uppercase: true))"
  }

  private mutating func skipWhitespace() {
    while let c = current, c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { position += 1 }
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    guard let c = current else { throw error("expected a JSON value, got \(found)") }
    switch c {
    case UInt8(ascii: "{"): return try nested { (p: inout JSONParser) throws(JSONSyntaxError) in try p.parseObject() }
    case UInt8(ascii: "["): return try nested { (p: inout JSONParser) throws(JSONSyntaxError) in try p.parseArray() }
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): try literal("true"); return .bool(true)
    case UInt8(ascii: "f"): try literal("false"); return .bool(false)
    case UInt8(ascii: "n"): try literal("null"); return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw error("expected a JSON value, got \(found)")
    }
  }

  private mutating func nested(
    _ body: (inout JSONParser) throws(JSONSyntaxError) -> JSONValue
  ) throws(JSONSyntaxError) -> JSONValue {
    depth += 1
    if depth > JSONParser.maximumDepth { throw error("nested too deeply") }
    defer { depth -= 1 }
    return try body(&self)
  }

  private mutating func literal(_ word: String) throws(JSONSyntaxError) {
    for b in word.utf8 {
      guard current == b else { throw error("expected a JSON value, got \(found)") }
      position += 1
    }
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
    position += 1  // '{'
    var members: [(key: String, value: JSONValue)] = []
    var seen = Set<String>()
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      position += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw error("expected a key in quotes, got \(found)") }
      let keyStart = position
      let key = try parseString()
      if !seen.insert(key).inserted {
        position = keyStart
        throw error("key \"\(key)\" appears twice in one object")
      }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw error("expected ':', got \(found)") }
      position += 1
      skipWhitespace()
      members.append((key, try parseValue()))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"): position += 1; return .object(members)
      default: throw error("expected ',' or '}', got \(found)")
      }
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    position += 1  // '['
    var elements: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      position += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "]"): position += 1; return .array(elements)
      default: throw error("expected ',' or ']', got \(found)")
      }
    }
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let start = position
    func digits(_ p: inout JSONParser) -> Int {
      let s = p.position
      while let c = p.current, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") { p.position += 1 }
      return p.position - s
    }
    if current == UInt8(ascii: "-") { position += 1 }
    // JSON forbids leading zeros ("01") and a bare sign.
    if current == UInt8(ascii: "0") {
      position += 1
    } else if digits(&self) == 0 {
      throw error("expected a digit, got \(found)")
    }
    if current == UInt8(ascii: ".") {
      position += 1
      if digits(&self) == 0 { throw error("expected a digit after '.', got \(found)") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      if digits(&self) == 0 { throw error("expected a digit in the exponent, got \(found)") }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      position = start
      throw error("number \(text) is out of range")
    }
    return value
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    let start = position
    position += 1  // opening quote
    var out: [UInt8] = []
    while true {
      guard let c = current else { throw error("unterminated string") }
      switch c {
      case UInt8(ascii: "\""):
        position += 1
        // Decoding validates: a file that is not UTF-8 is rejected, not silently repaired.
        guard let s = String(validating: out, as: UTF8.self) else {
          position = start
          throw error("string is not valid UTF-8")
        }
        return s
      case UInt8(ascii: "\\"):
        position += 1
        try parseEscape(into: &out)
      case 0x00..<0x20:
        throw error("control character in a string (write it as an escape)")
      default:
        out.append(c)
        position += 1
      }
    }
  }

  private mutating func parseEscape(into out: inout [UInt8]) throws(JSONSyntaxError) {
    guard let c = current else { throw error("unterminated string") }
    position += 1
    let simple: [UInt8: UInt8] = [
      UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
      UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
      UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]
    if let b = simple[c] {
      out.append(b)
      return
    }
    guard c == UInt8(ascii: "u") else {
      position -= 1
      throw error("unknown escape \\\(Character(Unicode.Scalar(c)))")
    }
    var scalar = try hex4()
    if (0xD800..<0xDC00).contains(scalar) {
      // A high surrogate must be followed by an escaped low one: together one scalar.
      guard current == UInt8(ascii: "\\"), position + 1 < bytes.count,
        bytes[position + 1] == UInt8(ascii: "u")
      else { throw error("unpaired surrogate in \\u escape") }
      position += 2
      let low = try hex4()
      guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
      scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00..<0xE000).contains(scalar) {
      throw error("unpaired surrogate in \\u escape")
    }
    // Every value left is a valid scalar (surrogates were handled above).
    out.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let c = current, let d = Character(Unicode.Scalar(c)).hexDigitValue else {
        throw error("expected 4 hex digits after \\u")
      }
      value = value * 16 + UInt32(d)
      position += 1
    }
    return value
  }
}
