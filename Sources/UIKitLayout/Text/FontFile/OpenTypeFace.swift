// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// One face of a TrueType or OpenType font file (`.ttf`, `.otf`, or a member of a `.ttc`):
/// its names and what measuring text needs: metrics, advances, the character map, kerning.
///
/// Read with ``faces(in:file:)``. Tables read: `head`, `hhea`, `maxp`, `hmtx`, `cmap`
/// (formats 4 and 12), `OS/2`, `name`, `kern` (format 0), `GPOS` (pair adjustments under
/// `kern`), and `loca`/`glyf` for the tops of "H" and "x" when `OS/2` has no cap or x-height;
/// glyph outlines (`loca`/`glyf`) are read only when asked for, by ``outline(ofGlyph:)``.
public struct OpenTypeFace: Sendable {
  /// The PostScript name (`Inter-Bold`).
  public let postScriptName: String
  /// The family (`Inter`), preferring the typographic family name.
  public let familyName: String
  /// The full name (`Inter Bold`).
  public let fullName: String
  /// The `OS/2` weight class (400 regular, 700 bold); 400 without `OS/2`.
  public let weightClass: Int
  /// Font units per em.
  public let unitsPerEm: Int
  /// `hhea` ascender (positive), descender (negative) and line gap, as Core Text reads them.
  public let ascender: Int, descender: Int, lineGap: Int
  /// Height of capitals and of "x" above the baseline.
  public let capHeight: Int, xHeight: Int
  /// Number of glyphs.
  public let glyphCount: Int
  /// The tables the file has, in directory order.
  public let tableTags: [String]

  let advances: [UInt16]
  let characterMap: CharacterMap
  let kerning: PairKerning
  /// The file's name, for errors.
  let fileName: String
  /// `glyf` and `loca`, when the face has TrueType outlines.
  let glyphTables: GlyphTables?
  /// The outlines read so far, shared by the face's copies.
  let outlineCache = GlyphOutlineCache()

  /// The glyph for `scalar`, or `nil` when the face has none.
  public func glyph(for scalar: Unicode.Scalar) -> UInt16? { characterMap.glyph(for: scalar.value) }

  /// A glyph's advance in font units (the last metric's for glyphs past `numberOfHMetrics`).
  public func advance(ofGlyph glyph: UInt16) -> Int {
    advances.isEmpty ? 0 : Int(advances[min(Int(glyph), advances.count - 1)])
  }

  /// The kerning between two glyphs, in font units (negative: closer).
  public func kerning(between left: UInt16, and right: UInt16) -> Int {
    kerning.adjustment(left, right)
  }

  // MARK: - Reading

  /// Most faces a collection may hold.
  static let collectionLimit = 256

  /// The faces in a font file's bytes (one, or each of a collection's); `file` names it in
  /// errors. Throws ``FontFileError`` for anything that cannot be read.
  public static func faces(in bytes: [UInt8], file: String) throws -> [OpenTypeFace] {
    let whole = try FontTable(bytes: bytes, start: 0, count: bytes.count, tag: nil, file: file)
    guard bytes.count >= 12 else {
      throw whole.error("\(bytes.count) bytes is too short for a font file")
    }
    if try whole.tagString(0) == "ttcf" {
      let count = Int(try whole.u32(8))
      guard count >= 1, count <= collectionLimit else {
        throw whole.error("a collection of \(count) fonts (1 to \(collectionLimit) expected)")
      }
      return try (0..<count).map { try face(in: whole, at: Int(try whole.u32(12 + $0 * 4))) }
    }
    return [try face(in: whole, at: 0)]
  }

  private static func face(in file: FontTable, at offset: Int) throws -> OpenTypeFace {
    let version = try file.u32(offset)
    guard [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version) else {
      throw file.error(String(format: "not a TrueType or OpenType font (version 0x%08X)", version))
    }
    let tableCount = Int(try file.u16(offset + 4))
    var directory: [String: FontTable] = [:]
    var tags: [String] = []
    for index in 0..<tableCount {
      let record = offset + 12 + index * 16
      let tag = try file.tagString(record)
      let table = try FontTable(
        bytes: file.bytes, start: Int(try file.u32(record + 8)), count: Int(try file.u32(record + 12)),
        tag: tag, file: file.file)
      if directory[tag] == nil { tags.append(tag) }
      directory[tag] = table
    }
    func required(_ tag: String) throws -> FontTable {
      guard let table = directory[tag] else { throw file.error("no '\(tag)' table") }
      return table
    }
    let head = try required("head"), hhea = try required("hhea"), maxp = try required("maxp")
    let unitsPerEm = Int(try head.u16(18))
    guard (16...16384).contains(unitsPerEm) else {
      throw head.error("unitsPerEm \(unitsPerEm) is outside 16…16384")
    }
    let glyphCount = Int(try maxp.u16(4))
    let metricCount = Int(try hhea.u16(34))
    guard metricCount >= 1 else { throw hhea.error("numberOfHMetrics is 0") }
    guard metricCount <= glyphCount else {
      throw hhea.error("numberOfHMetrics (\(metricCount)) is more than the glyph count (\(glyphCount))")
    }
    let hmtx = try required("hmtx")
    try hmtx.check(0, metricCount * 4)
    let advances = try (0..<metricCount).map { try hmtx.u16($0 * 4) }
    let characterMap = try CharacterMap.read(try required("cmap"))

    var weightClass = 400
    var capHeight: Int?, xHeight: Int?
    if let os2 = directory["OS/2"] {
      weightClass = Int(try os2.u16(4))
      if try os2.u16(0) >= 2, os2.count >= 90 {
        xHeight = Int(try os2.i16(86))
        capHeight = Int(try os2.i16(88))
      }
    }
    let ascender = Int(try hhea.i16(4))
    let glyphTop = { (scalar: Unicode.Scalar) -> Int? in
      guard let glyph = characterMap.glyph(for: scalar.value) else { return nil }
      return try? Self.glyphTop(glyph, head: head, loca: directory["loca"], glyf: directory["glyf"])
    }
    var kerning = PairKerning.none
    if let gpos = directory["GPOS"] { kerning = try PairKerning.readGPOS(gpos) }
    if kerning.isEmpty, let kern = directory["kern"] { kerning = try PairKerning.readKernTable(kern) }
    let glyphTables = directory["glyf"].flatMap { glyf in
      directory["loca"].map {
        GlyphTables(loca: $0, glyf: glyf, head: head, glyphCount: glyphCount)
      }
    }
    let names = try directory["name"].map(NameTable.read) ?? NameTable()
    let postScriptName = names.postScriptName ?? names.fullName ?? (file.file as NSString).deletingPathExtension
    return OpenTypeFace(
      postScriptName: postScriptName, familyName: names.familyName ?? postScriptName,
      fullName: names.fullName ?? postScriptName, weightClass: weightClass, unitsPerEm: unitsPerEm,
      ascender: ascender, descender: Int(try hhea.i16(6)), lineGap: Int(try hhea.i16(8)),
      capHeight: capHeight ?? glyphTop("H") ?? ascender * 7 / 10,
      xHeight: xHeight ?? glyphTop("x") ?? ascender / 2,
      glyphCount: glyphCount, tableTags: tags, advances: advances, characterMap: characterMap,
      kerning: kerning, fileName: file.file, glyphTables: glyphTables)
  }

  /// The top of a TrueType glyph's outline (its `glyf` header's yMax).
  private static func glyphTop(_ glyph: UInt16, head: FontTable, loca: FontTable?, glyf: FontTable?) throws -> Int? {
    guard let loca, let glyf else { return nil }
    let long = try head.i16(50) == 1
    let offset = long ? Int(try loca.u32(Int(glyph) * 4)) : Int(try loca.u16(Int(glyph) * 2)) * 2
    return Int(try glyf.i16(offset + 8))
  }
}

/// The names of a `name` table: family, full and PostScript names, from Windows (UTF-16)
/// or Macintosh (Roman) records.
struct NameTable {
  var familyName: String?, fullName: String?, postScriptName: String?

  static func read(_ table: FontTable) throws -> NameTable {
    let count = Int(try table.u16(2))
    let storage = Int(try table.u16(4))
    var found: [UInt16: String] = [:]
    for index in 0..<count {
      let record = 6 + index * 12
      let platform = try table.u16(record), encoding = try table.u16(record + 2)
      let nameID = try table.u16(record + 6)
      guard [1, 4, 6, 16].contains(nameID) else { continue }
      let length = Int(try table.u16(record + 8)), offset = Int(try table.u16(record + 10))
      try table.check(storage + offset, length)
      let start = table.start + storage + offset
      let bytes = table.bytes[start..<start + length]
      let text: String?
      if platform == 3 || platform == 0 {
        let units = stride(from: 0, to: length - 1, by: 2).map {
          UInt16(bytes[start + $0]) << 8 | UInt16(bytes[start + $0 + 1])
        }
        text = String(decoding: units, as: UTF16.self)
      } else if platform == 1, encoding == 0 {
        text = String(decoding: bytes.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
      } else {
        text = nil
      }
      // Windows records win over Macintosh ones.
      if let text, !text.isEmpty, found[nameID] == nil || platform == 3 { found[nameID] = text }
    }
    return NameTable(
      familyName: found[16] ?? found[1], fullName: found[4], postScriptName: found[6])
  }
}
