// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

/// The reader against the test fonts of Fixtures/Fonts, whose values (README.md there) were
/// read back with fontTools and HarfBuzz.
@Suite struct FontFileTests {
  static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/Fonts")

  static func faces(_ name: String) throws -> [OpenTypeFace] {
    let data = try Data(contentsOf: fonts.appendingPathComponent(name))
    return try OpenTypeFace.faces(in: [UInt8](data), file: name)
  }

  static func width(_ text: String, _ face: OpenTypeFace) -> Int {
    FontFaceMetrics(face).advance(of: text)
  }

  @Test func namesAndMetricsOfATrueTypeFont() throws {
    let faces = try Self.faces("LayoutTest-Regular.ttf")
    #expect(faces.count == 1)
    let face = try #require(faces.first)
    #expect(face.postScriptName == "LayoutTest-Regular")
    #expect(face.familyName == "Layout Test")
    #expect(face.fullName == "Layout Test Regular")
    #expect(face.weightClass == 400)
    #expect(face.unitsPerEm == 1000)
    // hhea, not OS/2's typo metrics (750/−250/50), as Core Text reads them.
    #expect(face.ascender == 800)
    #expect(face.descender == -200)
    #expect(face.lineGap == 100)
    #expect(face.capHeight == 700)
    #expect(face.xHeight == 500)
    #expect(face.glyphCount == 74)
    #expect(face.tableTags.count == 12)
    #expect(face.tableTags.contains("GPOS"))
  }

  @Test func characterMapAndAdvances() throws {
    let face = try #require(try Self.faces("LayoutTest-Regular.ttf").first)
    #expect(face.glyph(for: "A") == 15)
    #expect(face.glyph(for: "\u{4E8C}") == 72)
    // Only in the format 12 subtable.
    #expect(face.glyph(for: "\u{1F600}") == 73)
    #expect(face.glyph(for: "\u{3A9}") == nil)
    #expect(face.advance(ofGlyph: 15) == 600)
    #expect(face.advance(ofGlyph: 73) == 1200)
    #expect(Self.width("Hello, World\u{2026}", face) == 6300)
    #expect(Self.width("\u{4E00}\u{4E8C}\u{3042}\u{1F600}", face) == 4200)
    // A scalar without a glyph measures as .notdef (500).
    #expect(Self.width("\u{3A9}", face) == 500)
  }

  @Test func gposKerningWinsOverTheKernTable() throws {
    let face = try #require(try Self.faces("LayoutTest-Regular.ttf").first)
    #expect(face.kerning(between: 34, and: 55) == -60)  // T o: GPOS format 1
    #expect(face.kerning(between: 15, and: 36) == 0)  // A V: only in `kern`, ignored
    #expect(Self.width("AV", face) == 1200)
    #expect(Self.width("To", face) == 1040)
    #expect(Self.width("LT", face) == 950)
    // GPOS format 2: A against the class of v, w, y.
    #expect(Self.width("Av", face) == 1070)
    #expect(Self.width("Aw", face) == 1270)
    #expect(Self.width("vA", face) == 1100)
  }

  @Test func boldCollectionAndCFFFaces() throws {
    let bold = try #require(try Self.faces("LayoutTest-Bold.ttf").first)
    #expect(bold.weightClass == 700)
    #expect(Self.width("AV", bold) == 1300)
    #expect(Self.width("i l m W M", bold) == 4250)
    let collection = try Self.faces("LayoutTest.ttc")
    #expect(collection.map(\.postScriptName) == ["LayoutTest-Regular", "LayoutTest-Bold"])
    #expect(Self.width("To", collection[0]) == 1040)
    #expect(Self.width("To", collection[1]) == 1200)
    let cff = try #require(try Self.faces("LayoutTest-Regular.otf").first)
    #expect(cff.tableTags.contains("CFF "))
    #expect(cff.capHeight == 700)
    #expect(Self.width("LT", cff) == 950)
    #expect(Self.width("Hello, World\u{2026}", cff) == 6300)
  }

  @Test func brokenFilesAreRefusedWithTheFileAndTable() throws {
    let cases: [(String, String)] = [
      (
        "LayoutTest-Broken-TruncatedHmtx.ttf",
        "LayoutTest-Broken-TruncatedHmtx.ttf: table 'hmtx': the table (296 bytes at offset 3720) "
          + "runs past the end of the file (3868 bytes)"
      ),
      (
        "LayoutTest-Broken-CmapOffset.ttf",
        "LayoutTest-Broken-CmapOffset.ttf: table 'cmap': the table (292 bytes at offset 8112) runs "
          + "past the end of the file (4016 bytes)"
      ),
      (
        "LayoutTest-Broken-NumberOfHMetrics.ttf",
        "LayoutTest-Broken-NumberOfHMetrics.ttf: table 'hhea': numberOfHMetrics (75) is more than "
          + "the glyph count (74)"
      ),
    ]
    for (file, message) in cases {
      do {
        _ = try Self.faces(file)
        Issue.record("\(file) was read")
      } catch let error as FontFileError {
        #expect(error.description == message)
      }
    }
    // The odd format 4 subtable is not the one read: format 12 is preferred, and intact.
    let face = try #require(try Self.faces("LayoutTest-Broken-Cmap4SegCount.ttf").first)
    #expect(face.glyph(for: "A") == 15)
  }

  @Test func badTablesMadeByHand() throws {
    func error(_ bytes: [UInt8]) -> String? {
      do {
        let table = try FontTable(bytes: bytes, start: 0, count: bytes.count, tag: "cmap", file: "x.ttf")
        _ = try CharacterMap.read(table)
        return nil
      } catch {
        return (error as? FontFileError)?.description
      }
    }
    // One (3,1) record pointing at a format 4 subtable with segCountX2 = 3.
    let odd: [UInt8] = [0, 0, 0, 1, 0, 3, 0, 1, 0, 0, 0, 12, 0, 4, 0, 32, 0, 0, 0, 3] + [UInt8](repeating: 0, count: 20)
    #expect(error(odd) == "x.ttf: table 'cmap': format 4: odd segCountX2 3")
    // A format 12 subtable claiming 2^32 − 1 groups in 16 bytes.
    let huge: [UInt8] = [0, 0, 0, 1, 0, 3, 0, 10, 0, 0, 0, 12, 0, 12, 0, 0, 0, 0, 0, 16, 0, 0, 0, 0, 255, 255, 255, 255]
    #expect(
      error(huge)
        == "x.ttf: table 'cmap': 51539607540 bytes needed at offset 28, the table has 28")
    // No Unicode subtable at all (a Macintosh Roman one only).
    let mac: [UInt8] = [0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 12, 0, 0, 1, 6, 0, 0]
    #expect(error(mac) == "x.ttf: table 'cmap': no Unicode subtable of format 4 or 12")
    // Not a font at all.
    #expect(throws: FontFileError.self) { try OpenTypeFace.faces(in: Array("hello, world".utf8), file: "a.ttf") }
    #expect(throws: FontFileError.self) { try OpenTypeFace.faces(in: [0, 1], file: "a.ttf") }
  }
}

@MainActor
@Suite struct RegisteredFontTests {
  init() throws {
    try UIFont.register(fileAt: FontFileTests.fonts.appendingPathComponent("LayoutTest.ttc"))
  }

  @Test func namedFontsAreTheRegisteredFaces() throws {
    let font = try #require(UIFont(name: "LayoutTest-Regular", size: 20))
    #expect(font.fontName == "LayoutTest-Regular")
    #expect(font.familyName == "Layout Test")
    // hhea at 20 points: 16, −4, 2; a line is 22.
    #expect(font.ascender == 16)
    #expect(font.descender == -4)
    #expect(font.lineHeight == 22)
    #expect(font.capHeight == 14)
    #expect(UIFont(name: "Layout Test Bold", size: 10)?.fontName == "LayoutTest-Bold")
    #expect(UIFont.familyNames.contains("Layout Test"))
    #expect(UIFont.fontNames(forFamilyName: "Layout Test") == ["LayoutTest-Regular", "LayoutTest-Bold"])
  }

  @Test func labelsMeasureWithTheFilesAdvancesAndKerning() throws {
    let label = UILabel()
    label.font = UIFont(name: "LayoutTest-Regular", size: 20)
    // L T: 500 + 550 − 100 = 950 units, 19 points; a line of 22.
    label.text = "LT"
    #expect(label.intrinsicContentSize == CGSize(width: 19, height: 22))
    // "i l m W M": 4000 units, 80 points; wrapped at 50 points after "i l m" (1800 units = 36)
    // the rest "W M" is 1950 = 39.
    label.text = "i l m W M"
    label.numberOfLines = 0
    #expect(label.sizeThatFits(CGSize(width: 50, height: 1000)) == CGSize(width: 39, height: 44))
  }

  @Test func aRegisteredFamilyCanStandForTheSystemFont() {
    TextEnvironment.$systemFontFamily.withValue("Layout Test") {
      #expect(UIFont.systemFont(ofSize: 10).fontName == "LayoutTest-Regular")
      #expect(UIFont.boldSystemFont(ofSize: 10).fontName == "LayoutTest-Bold")
      // Semibold (600) is nearer 700 than 400; medium (500) is nearer 400.
      #expect(UIFont.systemFont(ofSize: 10, weight: .semibold).fontName == "LayoutTest-Bold")
      #expect(UIFont.systemFont(ofSize: 10, weight: .medium).fontName == "LayoutTest-Regular")
      #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == "LayoutTest-Bold")
    }
    #expect(UIFont.systemFont(ofSize: 10).fontName == "DejaVuSans")
  }

  @Test func aBadFileRegistersNothing() {
    let url = FontFileTests.fonts.appendingPathComponent("LayoutTest-Broken-NumberOfHMetrics.ttf")
    #expect(throws: FontFileError.self) { try UIFont.register(fileAt: url) }
    let missing = FontFileTests.fonts.appendingPathComponent("no-such-font.ttf")
    #expect(throws: FontFileError(file: "no-such-font.ttf", table: nil, reason: "cannot be read")) {
      try UIFont.register(fileAt: missing)
    }
  }
}
