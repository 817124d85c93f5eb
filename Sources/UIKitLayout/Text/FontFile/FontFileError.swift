// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// Why a font file could not be read: the file, the table (when the problem is inside one)
/// and what is wrong, as in `Inter.ttf: table 'hmtx': 12 bytes needed at offset 400, the table
/// has 404`.
public struct FontFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file's name (or a name given for data).
  public var file: String
  /// The table's tag (`cmap`), or `nil` for the file's header and directory.
  public var table: String?
  /// What is wrong.
  public var reason: String

  /// Creates an error.
  public init(file: String, table: String?, reason: String) {
    self.file = file
    self.table = table
    self.reason = reason
  }

  /// `FILE: table 'TAG': REASON`, or `FILE: REASON`.
  public var description: String {
    if let table { return "\(file): table '\(table)': \(reason)" }
    return "\(file): \(reason)"
  }
}

/// A table's bytes, read big-endian with every access checked against the table's bounds:
/// a bad offset or a truncated table throws instead of reading past the end.
struct FontTable {
  /// The whole file.
  let bytes: [UInt8]
  /// Where the table starts in the file, and its length.
  let start: Int, count: Int
  /// How far `start` is from the start of the table itself (a subtable's view): errors give
  /// offsets from the table's start.
  var origin = 0
  /// The table's tag, for errors.
  let tag: String?
  /// The file's name, for errors.
  let file: String

  /// The table at `start` of `count` bytes; throws if it does not fit in the file.
  init(bytes: [UInt8], start: Int, count: Int, tag: String?, file: String) throws {
    self.bytes = bytes
    self.start = start
    self.count = count
    self.tag = tag
    self.file = file
    guard start >= 0, count >= 0, start <= bytes.count, count <= bytes.count - start else {
      throw FontFileError(
        file: file, table: tag,
        reason: "the table (\(count) bytes at offset \(start)) runs past the end of the file "
          + "(\(bytes.count) bytes)")
    }
  }

  func error(_ reason: String) -> FontFileError {
    FontFileError(file: file, table: tag, reason: reason)
  }

  /// Throws unless `length` bytes are at `offset` (relative to the table).
  func check(_ offset: Int, _ length: Int) throws {
    guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
      throw error(
        "\(length) bytes needed at offset \(origin + offset), the table has \(origin + count)")
    }
  }

  func u8(_ offset: Int) throws -> UInt8 {
    try check(offset, 1)
    return bytes[start + offset]
  }

  func u16(_ offset: Int) throws -> UInt16 {
    try check(offset, 2)
    let i = start + offset
    return UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
  }

  func i16(_ offset: Int) throws -> Int16 { Int16(bitPattern: try u16(offset)) }

  func u32(_ offset: Int) throws -> UInt32 {
    try check(offset, 4)
    let i = start + offset
    return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8
      | UInt32(bytes[i + 3])
  }

  /// The four-letter tag at `offset`.
  func tagString(_ offset: Int) throws -> String {
    try check(offset, 4)
    let scalars = (0..<4).map { Character(Unicode.Scalar(bytes[start + offset + $0])) }
    return String(scalars)
  }

  /// A sub-range of this table (a subtable at `offset` to the table's end), as a table.
  func sub(_ offset: Int) throws -> FontTable {
    try check(offset, 0)
    var table = try FontTable(
      bytes: bytes, start: start + offset, count: count - offset, tag: tag, file: file)
    table.origin = origin + offset
    return table
  }
}
