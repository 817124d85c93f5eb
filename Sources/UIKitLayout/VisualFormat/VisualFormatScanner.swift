// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
// No view types here (see VisualFormat.swift).

/// A cursor over the UTF-8 bytes of a format string that reads its tokens: punctuation, C
/// identifiers and numbers. Every read either consumes at least one byte or throws (or returns
/// `nil` and consumes nothing), so the parser's loops always make progress.
struct VisualFormatScanner {
  /// The format string, for errors.
  let format: String
  /// Its bytes.
  private let bytes: [UInt8]
  /// The offset of the next unread byte.
  private(set) var offset = 0

  init(_ format: String) {
    self.format = format
    bytes = Array(format.utf8)
  }

  /// Whether every byte has been read.
  var isAtEnd: Bool { offset >= bytes.count }

  /// The next byte, without reading it.
  var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  /// The byte after the next one.
  var peekSecond: UInt8? { offset + 1 < bytes.count ? bytes[offset + 1] : nil }

  /// An error at `range`, or at the next byte (one past the end at the end of the string).
  func error(_ kind: VisualFormatError.Kind, at range: Range<Int>? = nil) -> VisualFormatError {
    VisualFormatError(kind, at: range ?? offset..<(offset + 1), in: format)
  }

  /// Reads `byte` if it comes next.
  mutating func take(_ byte: UInt8) -> Bool {
    guard peek == byte else { return false }
    offset += 1
    return true
  }

  /// Reads one byte.
  mutating func advance(by count: Int = 1) {
    offset = min(offset + count, bytes.count)
  }

  // MARK: - Names

  /// Whether a C identifier starts at the next byte.
  var atName: Bool { peek.map(Self.isNameStart) ?? false }

  /// Reads a C identifier (`[A-Za-z_][A-Za-z0-9_]*`), or returns `nil` if none starts here.
  ///
  /// A dot after it makes a key path, which UIKit does not accept (semantics reference 5.6,
  /// "self is not a key in the views dictionary."): that throws
  /// ``VisualFormatError/Kind/dottedName(_:)``.
  mutating func name() throws(VisualFormatError) -> (String, Range<Int>)? {
    guard atName else { return nil }
    let start = offset
    while let byte = peek, Self.isNameStart(byte) || Self.isDigit(byte) { offset += 1 }
    let name = String(decoding: bytes[start..<offset], as: UTF8.self)
    if peek == UInt8(ascii: ".") {
      var end = offset
      while end < bytes.count,
        bytes[end] == UInt8(ascii: ".") || Self.isNameStart(bytes[end]) || Self.isDigit(bytes[end])
      {
        end += 1
      }
      throw error(.dottedName(name), at: start..<end)
    }
    return (name, start..<offset)
  }

  // MARK: - Numbers

  /// Whether a number starts at the next byte (a sign only when `signed`).
  func atNumber(signed: Bool) -> Bool {
    var index = offset
    if signed, index < bytes.count,
      bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
    {
      index += 1
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") { index += 1 }
    return index < bytes.count && Self.isDigit(bytes[index])
  }

  /// Reads a decimal number as `strtod` in the C locale reads it (sign when `signed`, digits,
  /// fraction, exponent; no hexadecimal, `inf` or `nan`), or returns `nil` if none starts here.
  mutating func number(signed: Bool) throws(VisualFormatError) -> (Double, Range<Int>)? {
    guard atNumber(signed: signed) else { return nil }
    let start = offset
    if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { offset += 1 }
    skipDigits()
    if take(UInt8(ascii: ".")) { skipDigits() }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      var index = offset + 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      if index < bytes.count, Self.isDigit(bytes[index]) {
        offset = index
        skipDigits()
      }
    }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw error(.numberOutOfRange, at: start..<offset)
    }
    return (value, start..<offset)
  }

  private mutating func skipDigits() {
    while let byte = peek, Self.isDigit(byte) { offset += 1 }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func isNameStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
  }
}
