// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

/// The `glyf` reader against glyphs whose points are known: DejaVu Sans's shipped "l", "I" and
/// "." (read back with fontTools from DejaVuSans.ttf 2.37), and LayoutTest-Outlines.ttf, whose
/// glyphs scripts/fonts/make-test-fonts.py draws point by point (Fixtures/Fonts/README.md).
@Suite struct GlyphOutlineTests {
  typealias Point = GlyphOutline.Point
  typealias Contour = GlyphOutline.Contour

  static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

  /// A contour of straight lines through `points`, back to the first.
  static func polygon(_ points: [(Double, Double)]) -> Contour {
    let all = points.map { p($0.0, $0.1) }
    return Contour(start: all[0], segments: (all.dropFirst() + [all[0]]).map { .line(to: $0) })
  }

  static func outlineFont() throws -> [UInt8] {
    [UInt8](try Data(contentsOf: FontFileTests.fonts.appendingPathComponent("LayoutTest-Outlines.ttf")))
  }

  static func face(_ bytes: [UInt8]) throws -> OpenTypeFace {
    try #require(try OpenTypeFace.faces(in: bytes, file: "Outlines.ttf").first)
  }

  static func outline(_ face: OpenTypeFace, _ character: Unicode.Scalar) throws -> GlyphOutline {
    try face.outline(ofGlyph: try #require(face.glyph(for: character)))
  }

  // MARK: - DejaVu Sans, shipped

  @Test func shippedDejaVuStemsAndFullStopAreRectangles() throws {
    let regular = try #require(OpenTypeFace.dejaVuSansOutlines(bold: false))
    let bold = try #require(OpenTypeFace.dejaVuSansOutlines(bold: true))
    #expect(regular.unitsPerEm == 2048 && regular.hasGlyphOutlines)
    // Each is one clockwise contour of four on-curve points, from the top left.
    #expect(
      try Self.outline(regular, "l")
        == GlyphOutline(contours: [Self.polygon([(193, 1556), (377, 1556), (377, 0), (193, 0)])], advance: 569))
    #expect(
      try Self.outline(regular, "I")
        == GlyphOutline(contours: [Self.polygon([(201, 1493), (403, 1493), (403, 0), (201, 0)])], advance: 604))
    #expect(
      try Self.outline(regular, ".")
        == GlyphOutline(contours: [Self.polygon([(219, 254), (430, 254), (430, 0), (219, 0)])], advance: 651))
    #expect(
      try Self.outline(bold, "I")
        == GlyphOutline(contours: [Self.polygon([(188, 1493), (573, 1493), (573, 0), (188, 0)])], advance: 762))
    // A space has an advance and no outline; a character outside the subset has no glyph.
    #expect(try Self.outline(regular, " ") == GlyphOutline(contours: [], advance: 651))
    #expect(regular.glyph(for: "\u{4E00}") == nil)
  }

  @Test func shippedAdvancesAreTheShippedMetrics() throws {
    for (bold, metrics) in [(false, FontFaceMetrics.dejaVuSans), (true, .dejaVuSansBold)] {
      let face = try #require(OpenTypeFace.dejaVuSansOutlines(bold: bold))
      let scalars: [UInt32] = Array(0x20...0x7E) + Array(0xA0...0xFF) + [0x2013, 0x2014, 0x201C, 0x201D, 0x2026, 0x20AC]
      for value in scalars {
        let scalar = try #require(Unicode.Scalar(value))
        let glyph = try #require(face.glyph(for: scalar), "U+\(String(value, radix: 16))")
        #expect(face.advance(ofGlyph: glyph) == metrics.advance(of: scalar), "U+\(String(value, radix: 16))")
      }
    }
  }

  @Test func shippedAccentedLettersAreComposites() throws {
    let face = try #require(OpenTypeFace.dejaVuSansOutlines(bold: false))
    // "À" is "A" at (0, 0) and a capital grave accent at (1212, 373): A's contours come first,
    // unmoved, then the accent's.
    let a = try Self.outline(face, "A"), aGrave = try Self.outline(face, "\u{C0}")
    #expect(Array(aGrave.contours.prefix(a.contours.count)) == a.contours)
    #expect(aGrave.contours.count == a.contours.count + 1)
    #expect(aGrave.advance == 1401)
  }

  // MARK: - The outline fixture

  @Test func quadraticContoursWithImpliedPoints() throws {
    let face = try Self.face(try Self.outlineFont())
    #expect(face.glyphCount == 14)
    // B: on (0,0), off (0,100), off (100,100), on (100,0): an on-curve point implied at (50,100).
    #expect(
      try Self.outline(face, "B").contours == [
        Contour(
          start: Self.p(0, 0),
          segments: [
            .quadratic(control: Self.p(0, 100), to: Self.p(50, 100)),
            .quadratic(control: Self.p(100, 100), to: Self.p(100, 0)), .line(to: Self.p(0, 0)),
          ])
      ])
    // C starts off-curve: the contour starts at its first on-curve point and ends with the
    // curve through the first point.
    #expect(
      try Self.outline(face, "C").contours == [
        Contour(
          start: Self.p(100, 100),
          segments: [
            .line(to: Self.p(100, 0)), .line(to: Self.p(0, 0)),
            .quadratic(control: Self.p(0, 100), to: Self.p(100, 100)),
          ])
      ])
    // D has no on-curve point: it starts halfway between its last and first points.
    #expect(
      try Self.outline(face, "D").contours == [
        Contour(
          start: Self.p(50, 50),
          segments: [
            .quadratic(control: Self.p(0, 100), to: Self.p(50, 150)),
            .quadratic(control: Self.p(100, 200), to: Self.p(150, 150)),
            .quadratic(control: Self.p(200, 100), to: Self.p(150, 50)),
            .quadratic(control: Self.p(100, 0), to: Self.p(50, 50)),
          ])
      ])
  }

  @Test func repeatedFlagsShortSameAndWordCoordinates() throws {
    let face = try Self.face(try Self.outlineFont())
    // E: ten points of one flag (stored once with a repeat count), a +300 x step (a word),
    // short negative steps, and a second contour whose deltas continue from the first's end.
    var steps: [(Double, Double)] = [(0, 0)]
    for k in 1...10 { steps.append((Double(k * 10), Double(k * 10))) }
    steps += [(400, 100), (400, 0)]
    #expect(
      try Self.outline(face, "E")
        == GlyphOutline(
          contours: [Self.polygon(steps), Self.polygon([(-300, -50), (-300, -20), (-250, -20)])], advance: 500))
    #expect(try Self.outline(face, " ") == GlyphOutline(contours: [], advance: 250))
    #expect(try face.outline(ofGlyph: 0) == GlyphOutline(contours: [], advance: 500))
  }

  @Test func compositeGlyphs() throws {
    let face = try Self.face(try Self.outlineFont())
    func contours(_ c: Unicode.Scalar) throws -> [Contour] { try Self.outline(face, c).contours }
    // The box A is (100, 0)–(400, 700).
    #expect(try contours("A") == [Self.polygon([(100, 0), (100, 700), (400, 700), (400, 0)])])
    // F: moved by (500, −100).
    #expect(try contours("F") == [Self.polygon([(600, -100), (600, 600), (900, 600), (900, -100)])])
    #expect(try Self.outline(face, "F").advance == 900)
    // G: scaled by 0.5, then moved by (10, 20).
    #expect(try contours("G") == [Self.polygon([(60, 20), (60, 370), (210, 370), (210, 20)])])
    // H: x × 1.5, y × 0.5.
    #expect(try contours("H") == [Self.polygon([(150, 0), (150, 350), (600, 350), (600, 0)])])
    // I: the 2 × 2 matrix (0, 1, −1, 0): x′ = −y, y′ = x.
    #expect(try contours("I") == [Self.polygon([(0, 100), (-700, 100), (-700, 400), (0, 400)])])
    // J: F (itself a composite) moved by (0, 50), then B as it is.
    let curve = try contours("B")
    #expect(try contours("J") == [Self.polygon([(600, -50), (600, 650), (900, 650), (900, -50)])] + curve)
    // K: B, then the box moved so its point 1 (100, 700) lies on B's point 2 (100, 100).
    #expect(try contours("K") == curve + [Self.polygon([(100, -600), (100, 100), (400, 100), (400, -600)])])
    // L: SCALED_COMPONENT_OFFSET: the offset (100, 100) is halved with the box.
    #expect(try contours("L") == [Self.polygon([(100, 50), (100, 400), (250, 400), (250, 50)])])
  }

  @Test func facesWithoutTrueTypeOutlines() throws {
    let data = try Data(contentsOf: FontFileTests.fonts.appendingPathComponent("LayoutTest-Regular.otf"))
    let cff = try #require(try OpenTypeFace.faces(in: [UInt8](data), file: "LayoutTest-Regular.otf").first)
    #expect(!cff.hasGlyphOutlines)
    #expect(
      throws: FontFileError(
        file: "LayoutTest-Regular.otf", table: nil,
        reason: "no TrueType outlines ('glyf' and 'loca'); CFF outlines are not read")
    ) { try cff.outline(ofGlyph: 15) }
  }

  // MARK: - Broken outlines

  /// Where table `tag` starts in a single font's bytes.
  static func table(_ tag: String, in bytes: [UInt8]) -> Int {
    func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    let count = Int(bytes[4]) << 8 | Int(bytes[5])
    let record = (0..<count).map { 12 + $0 * 16 }.first { String(decoding: bytes[$0..<$0 + 4], as: UTF8.self) == tag }
    return record.map { u32($0 + 8) } ?? -1
  }

  /// The reason the reader gives for `glyph` of the fixture changed by `patch`.
  static func reason(_ glyph: UInt16, _ patch: (inout [UInt8], _ glyf: Int, _ loca: Int) -> Void) throws -> String? {
    var bytes = try outlineFont()
    let loca = table("loca", in: bytes)
    patch(&bytes, table("glyf", in: bytes), loca)
    let face = try Self.face(bytes)
    do {
      _ = try face.outline(ofGlyph: glyph)
      return nil
    } catch let error as FontFileError {
      #expect(error.file == "Outlines.ttf")
      return error.description
    }
  }

  @Test func brokenOutlinesThrow() throws {
    // The fixture's long loca: glyph 2 (box) at 0–25, 3 (B) 25–46, 6 (E) 93–145, 11 (J)
    // 225–247, 12 (K) 247–269; glyf is 287 bytes.
    func u32(_ bytes: inout [UInt8], _ at: Int, _ value: Int) {
      for k in 0..<4 { bytes[at + k] = UInt8(value >> (24 - 8 * k) & 0xFF) }
    }
    #expect(try Self.reason(14) { _, _, _ in } == "Outlines.ttf: table 'glyf': glyph 14 does not exist (the font has 14)")
    // head.indexToLocFormat 2.
    #expect(
      try Self.reason(2) { bytes, _, _ in bytes[Self.table("head", in: bytes) + 51] = 2 }
        == "Outlines.ttf: table 'head': glyph 2: indexToLocFormat 2 is not 0 (short) or 1 (long)")
    // Glyph 3 (B) ends at 10, before it starts at 25.
    #expect(
      try Self.reason(3) { bytes, _, loca in u32(&bytes, loca + 16, 10) }
        == "Outlines.ttf: table 'loca': glyph 3 ends (offset 10) before it starts (offset 25)")
    // Glyph 2 (the box) ends at 10 000, past glyf's 287 bytes.
    #expect(
      try Self.reason(2) { bytes, _, loca in u32(&bytes, loca + 12, 10_000) }
        == "Outlines.ttf: table 'glyf': glyph 2 (offsets 0 to 10000) runs past the end of the table (287 bytes)")
    // Glyph 2 cut to 20 of its 25 bytes: the last y delta is missing.
    #expect(
      try Self.reason(2) { bytes, _, loca in u32(&bytes, loca + 12, 20) }
        == "Outlines.ttf: table 'glyf': glyph 2: 2 bytes needed at offset 19, the table has 20")
    // E's flag repeat count (its 19th byte) 9 → 200: past its 16 points.
    #expect(
      try Self.reason(6) { bytes, glyf, _ in bytes[glyf + 93 + 18] = 200 }
        == "Outlines.ttf: table 'glyf': glyph 6: a flag repeated 200 times runs past the last point (16 points)")
    // E's second contour ends at point 5, before the first's end (12).
    #expect(
      try Self.reason(6) { bytes, glyf, _ in bytes[glyf + 93 + 13] = 5 }
        == "Outlines.ttf: table 'glyf': glyph 6: contour 1 ends at point 5, before the previous one (12)")
    // J's first component (glyph 7) made J itself: nesting stops at 8 levels.
    #expect(
      try Self.reason(11) { bytes, glyf, _ in bytes[glyf + 225 + 13] = 11 }
        == "Outlines.ttf: table 'glyf': glyph 11: components nested more than 8 deep (a glyph that contains itself?)")
    // K's second component matches point 9 of the box's 4.
    #expect(
      try Self.reason(12) { bytes, glyf, _ in bytes[glyf + 247 + 21] = 9 }
        == "Outlines.ttf: table 'glyf': glyph 12: component 2 matches point 9 of its 4 to point 2 of the glyph's 4")
  }
}
