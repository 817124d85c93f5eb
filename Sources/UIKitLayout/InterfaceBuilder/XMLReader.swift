// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// A small XML reader for Interface Builder files: elements, attributes, text, comments,
// CDATA, processing instructions and a skipped DOCTYPE, with the line and column of every
// element and error. Written here rather than taken from FoundationXML so that it needs no
// system library, reports exact positions, and can be fuzzed alone (Fuzz/run-xml.sh).
// Iterative: a hostile file nested 100 000 deep is refused by depth, not by the stack.

/// An element: its name, attributes in document order, children, text, and where it starts.
final class XMLNode: @unchecked Sendable {
  let name: String
  let attributes: [(name: String, value: String)]
  var children: [XMLNode] = []
  var text = ""
  /// 1-based line and column of its `<`.
  let line: Int, column: Int

  init(name: String, attributes: [(name: String, value: String)], line: Int, column: Int) {
    self.name = name
    self.attributes = attributes
    self.line = line
    self.column = column
  }

  /// The value of attribute `name`, if present.
  subscript(_ name: String) -> String? { attributes.first { $0.name == name }?.value }

  /// The first child named `name`, optionally with `key` as its `key` attribute.
  func child(_ name: String, key: String? = nil) -> XMLNode? {
    children.first { $0.name == name && (key == nil || $0["key"] == key) }
  }
}

/// Why a file is not well-formed XML, and where.
struct XMLError: Error, Equatable, Sendable {
  var line: Int, column: Int
  var message: String
}

/// Reads XML text into a tree.
struct XMLReader {
  /// The deepest nesting read.
  static let depthLimit = 512
  /// The most elements read.
  static let elementLimit = 2_000_000

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1, lineStart = 0

  private init(_ text: String) { bytes = Array(text.utf8) }

  /// The document's root element. Errors point at where the problem starts (the attribute's
  /// name for a repeated attribute, the `&` of a bad entity).
  static func parse(_ text: String) throws(XMLError) -> XMLNode {
    var reader = XMLReader(text)
    return try reader.document()
  }

  private var column: Int { index - lineStart + 1 }

  private func error(_ message: String) -> XMLError {
    XMLError(line: line, column: column, message: message)
  }

  private mutating func advance(_ count: Int = 1) {
    for _ in 0..<count where index < bytes.count {
      if bytes[index] == 0x0A {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
  }

  private func peek(_ literal: String) -> Bool {
    let utf8 = Array(literal.utf8)
    guard index + utf8.count <= bytes.count else { return false }
    return Array(bytes[index..<index + utf8.count]) == utf8
  }

  /// Skips to just past `terminator`; throws `message` at the start if it never comes.
  private mutating func skip(past terminator: String, _ message: String) throws(XMLError) {
    let start = error(message)
    while index < bytes.count {
      if peek(terminator) {
        advance(terminator.utf8.count)
        return
      }
      advance()
    }
    throw start
  }

  private mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { advance() }
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
      || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte == 0x2D || byte == 0x2E || byte == 0x3A
  }

  private mutating func name() throws(XMLError) -> String {
    let start = index
    while index < bytes.count, Self.isNameByte(bytes[index]) { advance() }
    guard index > start else {
      throw error(index < bytes.count ? "expected a name, found '\(Character(Unicode.Scalar(bytes[index])))'" : "unexpected end of file")
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// Text with entities decoded, up to `<` (or a quote for attribute values).
  private mutating func characters(until stop: UInt8) throws(XMLError) -> String {
    var result: [UInt8] = []
    while index < bytes.count, bytes[index] != stop {
      if bytes[index] == 0x3C, stop != 0x3C { throw error("'<' inside an attribute value") }
      if bytes[index] == 0x26 {  // &
        let entityStart = error("an unterminated entity")
        advance()
        var entity: [UInt8] = []
        while index < bytes.count, bytes[index] != 0x3B, entity.count < 12 {
          entity.append(bytes[index])
          advance()
        }
        guard index < bytes.count, bytes[index] == 0x3B else { throw entityStart }
        advance()
        let text = String(decoding: entity, as: UTF8.self)
        switch text {
        case "amp": result.append(0x26)
        case "lt": result.append(0x3C)
        case "gt": result.append(0x3E)
        case "quot": result.append(0x22)
        case "apos": result.append(0x27)
        default:
          let value: UInt32?
          if text.hasPrefix("#x") { value = UInt32(text.dropFirst(2), radix: 16) }
          else if text.hasPrefix("#") { value = UInt32(text.dropFirst(), radix: 10) }
          else { value = nil }
          guard let value, let scalar = Unicode.Scalar(value) else {
            throw XMLError(line: entityStart.line, column: entityStart.column, message: "unknown entity '&\(text);'")
          }
          result.append(contentsOf: Array(String(Character(scalar)).utf8))
        }
        continue
      }
      result.append(bytes[index])
      advance()
    }
    return String(decoding: result, as: UTF8.self)
  }

  private mutating func document() throws(XMLError) -> XMLNode {
    var root: XMLNode?
    var stack: [XMLNode] = []
    var elements = 0
    while true {
      if stack.isEmpty { skipSpace() }
      guard index < bytes.count else { break }
      if bytes[index] != 0x3C {
        guard let top = stack.last else {
          throw error(root == nil ? "expected '<' at the start of the document" : "text after the root element")
        }
        top.text += try characters(until: 0x3C)
        continue
      }
      if peek("<!--") {
        try skip(past: "-->", "an unterminated comment")
      } else if peek("<![CDATA[") {
        guard let top = stack.last else { throw error("CDATA outside the root element") }
        advance(9)
        let start = index
        try skip(past: "]]>", "an unterminated CDATA section")
        top.text += String(decoding: bytes[start..<(index - 3)], as: UTF8.self)
      } else if peek("<?") {
        try skip(past: "?>", "an unterminated processing instruction")
      } else if peek("<!") {
        try skip(past: ">", "an unterminated declaration")
      } else if peek("</") {
        let closing = error("")
        advance(2)
        let name = try self.name()
        skipSpace()
        guard index < bytes.count, bytes[index] == 0x3E else { throw error("expected '>' to end </\(name)") }
        advance()
        guard let open = stack.popLast() else {
          throw XMLError(line: closing.line, column: closing.column, message: "</\(name)> closes nothing")
        }
        guard open.name == name else {
          throw XMLError(
            line: closing.line, column: closing.column,
            message: "</\(name)> closes <\(open.name)> opened at \(open.line):\(open.column)")
        }
      } else {
        let (startLine, startColumn) = (line, column)
        advance()
        let name = try self.name()
        var attributes: [(name: String, value: String)] = []
        while true {
          skipSpace()
          guard index < bytes.count else { throw error("unexpected end of file in <\(name)>") }
          if bytes[index] == 0x3E || peek("/>") { break }
          let attributeStart = error("")
          let attribute = try self.name()
          skipSpace()
          guard index < bytes.count, bytes[index] == 0x3D else { throw error("expected '=' after '\(attribute)'") }
          advance()
          skipSpace()
          guard index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 else {
            throw error("expected a quoted value for '\(attribute)'")
          }
          let quote = bytes[index]
          let valueStart = error("an unterminated value for '\(attribute)'")
          advance()
          let value = try characters(until: quote)
          guard index < bytes.count else { throw valueStart }
          advance()
          if attributes.contains(where: { $0.name == attribute }) {
            throw XMLError(
              line: attributeStart.line, column: attributeStart.column, message: "attribute '\(attribute)' given twice")
          }
          attributes.append((attribute, value))
        }
        let node = XMLNode(name: name, attributes: attributes, line: startLine, column: startColumn)
        elements += 1
        guard elements <= Self.elementLimit else { throw error("more than \(Self.elementLimit) elements") }
        if let parent = stack.last {
          parent.children.append(node)
        } else if root == nil {
          root = node
        } else {
          throw XMLError(line: startLine, column: startColumn, message: "a second root element <\(name)>")
        }
        if peek("/>") {
          advance(2)
        } else {
          advance()
          stack.append(node)
          guard stack.count <= Self.depthLimit else { throw error("elements nested more than \(Self.depthLimit) deep") }
        }
      }
    }
    if let open = stack.last {
      throw XMLError(line: open.line, column: open.column, message: "<\(open.name)> is never closed")
    }
    guard let root else { throw XMLError(line: 1, column: 1, message: "no root element") }
    return root
  }
}
