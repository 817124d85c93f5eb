import Foundation
import Testing
import UIKitLayout

@testable import LayoutSVG

/// Text drawn as glyph outlines, checked against outlines read with fontTools: DejaVu Sans's
/// "I" is the rectangle x 201…403, y 0…1493 (advance 604, 2048 units an em); its "." is
/// 219…430 × 0…254 (advance 651); the bold "I" is 188…573 (advance 762). At 204.8 points a
/// unit is 0.1 point, so at scale 1 the regular "I" is the stem x 20.1…40.3, from 149.3 points
/// above the baseline down to it. Pixel values follow the renderer's blending:
/// alpha = (255 × samples × opacity + 2040) / 4080, then (colour × alpha + background ×
/// (255 − alpha) + 127) / 255.
@Suite struct PNGTextTests {
  static let black = LayoutSnapshot.Color(red: 0, green: 0, blue: 0)
  static let white: [UInt8] = [255, 255, 255, 255]

  static func text(
    _ string: String, x: Double = 0, baseline: Double = 160, size: Double = 204.8, bold: Bool = false,
    width: Double, rightToLeft: Bool = false, face: FontFaceMetrics? = nil
  ) -> LayoutSnapshot.Drawing {
    .text(
      .init(
        string: string, origin: .init(x: x, y: baseline), fontSize: size, isBold: bold, color: black,
        width: width, isRightToLeft: rightToLeft, fontFace: face))
  }

  /// The pixels of `drawing` drawn by a label `width` × `height` at scale 1, inside a root
  /// that clips to `clipWidth` when given, at `alpha`.
  static func render(
    _ drawing: [LayoutSnapshot.Drawing], width: Double = 70, height: Double = 170, clipWidth: Double? = nil,
    alpha: Double = 1
  ) throws -> (Int, Int) -> [UInt8] {
    let label = LayoutSnapshot.Node(
      name: "label", kind: .label, frame: .init(x: 0, y: 0, width: width, height: height), drawing: drawing,
      alpha: alpha)
    let root = LayoutSnapshot.Node(
      name: "root", kind: .label, frame: .init(x: 0, y: 0, width: clipWidth ?? width, height: height),
      clipsToBounds: clipWidth != nil, children: [label])
    let png = PNGRenderer(scale: 1).render(LayoutSnapshot(caption: "", width: width, height: height, root: root))
    let (w, _, rgba) = try PNGTests.decode(png)
    return { x, y in Array(rgba[((y * w + x) * 4)..<((y * w + x) * 4 + 4)]) }
  }

  @Test func anIFillsItsStemWithPartialPixelsAtItsEdges() throws {
    let pixel = try Self.render([Self.text("I", width: 60.4)])
    // Well inside the stem (x 20.1…40.3, y 10.7…160): the text colour.
    #expect(pixel(30, 100) == [0, 0, 0, 255])
    #expect(pixel(20, 100) == [0, 0, 0, 255])  // samples from 20.125: all inside
    #expect(pixel(30, 159) == [0, 0, 0, 255])
    // Outside: background.
    #expect(pixel(19, 100) == Self.white)
    #expect(pixel(41, 100) == Self.white)
    #expect(pixel(30, 160) == Self.white)
    #expect(pixel(30, 9) == Self.white)
    // Column 40: only the sample column at 40.125 is left of 40.3 (4 of 16): alpha 64, grey 191.
    #expect(pixel(40, 100) == [191, 191, 191, 255])
    // Row 10: only the sample at 10.875 is below 10.7 (4 of 16): alpha 64, grey 191.
    #expect(pixel(30, 10) == [191, 191, 191, 255])
    // The corner (40, 10): 1 of 16: alpha 16, grey 239.
    #expect(pixel(40, 10) == [239, 239, 239, 255])
  }

  @Test func aClipCutsTheText() throws {
    // The root clips at x 30.5: column 30 keeps 2 of its 4 sample columns.
    let pixel = try Self.render([Self.text("I", width: 60.4)], clipWidth: 30.5)
    #expect(pixel(29, 100) == [0, 0, 0, 255])
    #expect(pixel(30, 100) == [127, 127, 127, 255])
    #expect(pixel(31, 100) == Self.white)
    #expect(pixel(35, 100) == Self.white)
  }

  @Test func aViewsAlphaFadesItsText() throws {
    // alpha 0.5: opacity 255 × 128 / 255 = 128; a covered pixel blends at 128: grey 127.
    let pixel = try Self.render([Self.text("I", width: 60.4)], alpha: 0.5)
    #expect(pixel(30, 100) == [127, 127, 127, 255])
    #expect(pixel(19, 100) == Self.white)
  }

  @Test func theLineIsStretchedToItsMeasuredWidth() throws {
    // Measured twice as wide as DejaVu's advance: the stem is drawn at x 40.2…80.6.
    let pixel = try Self.render([Self.text("I", width: 120.8)], width: 130)
    #expect(pixel(35, 100) == Self.white)
    #expect(pixel(41, 100) == [0, 0, 0, 255])
    #expect(pixel(79, 100) == [0, 0, 0, 255])
    #expect(pixel(81, 100) == Self.white)
  }

  @Test func rightToLeftLinesEndAtTheirRightEndInVisualOrder() throws {
    // Without a measured width, a right-to-left line ends at its origin: from 70, the "I"
    // starts at 9.6, its stem at 29.7…49.9. Column 29 has one sample column inside (29.875).
    let anchored = try Self.render([Self.text("I", x: 70, width: 0, rightToLeft: true)])
    #expect(anchored(29, 100) == [191, 191, 191, 255])
    #expect(anchored(30, 100) == [0, 0, 0, 255])
    #expect(anchored(49, 100) == [0, 0, 0, 255])
    #expect(anchored(50, 100) == Self.white)
    // With its measured width it spans it, as a left-to-right line does.
    let measured = try Self.render([Self.text("I", width: 60.4, rightToLeft: true)])
    #expect(measured(20, 100) == [0, 0, 0, 255])
    #expect(measured(19, 100) == Self.white)
    // "I." right to left: the full stop (a neutral at the end of the line) goes left of the
    // "I": "." at 0 (x 21.9…43.0, 25.4 high), "I" at 65.1 (stem x 85.2…105.4).
    let rtl = try Self.render([Self.text("I.", width: 125.5, rightToLeft: true)], width: 130)
    #expect(rtl(30, 150) == [0, 0, 0, 255])
    #expect(rtl(30, 50) == Self.white)
    #expect(rtl(95, 50) == [0, 0, 0, 255])
    // Left to right: "I" at 0 (20.1…40.3), "." at 60.4 (82.3…103.4).
    let ltr = try Self.render([Self.text("I.", width: 125.5)], width: 130)
    #expect(ltr(30, 50) == [0, 0, 0, 255])
    #expect(ltr(95, 150) == [0, 0, 0, 255])
    #expect(ltr(95, 50) == Self.white)
  }

  @Test func rightToLeftVisualOrder() {
    // Reading right to left: שלום, עולם, 123, ABC. Drawn left to right: "ABC", " ", "123",
    // " ", then the Hebrew words' letters last to first. Digits after Hebrew stay a run of
    // their own; the space between them and "ABC" goes with the paragraph.
    let words = Array("\u{05E9}\u{05DC}\u{05D5}\u{05DD} \u{05E2}\u{05D5}\u{05DC}\u{05DD} 123 ABC".unicodeScalars)
    #expect(TextLine.visualOrder(words) == [14, 15, 16, 13, 10, 11, 12, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0])
    // A mark (qamats under alef) stays after its base; digits after a Latin letter join it.
    #expect(TextLine.visualOrder(Array("\u{05D0}\u{05B8}\u{05D1}".unicodeScalars)) == [2, 0, 1])
    #expect(TextLine.visualOrder(Array("\u{05D0} A1".unicodeScalars)) == [2, 3, 1, 0])
  }

  @Test func boldTextUsesTheBoldFace() throws {
    // Bold "I": 188…573, so x 18.8…57.3 at 204.8 points.
    let pixel = try Self.render([Self.text("I", bold: true, width: 76.2)], width: 80)
    #expect(pixel(19, 100) == [0, 0, 0, 255])
    #expect(pixel(56, 100) == [0, 0, 0, 255])
    #expect(pixel(58, 100) == Self.white)
  }

  @Test func charactersWithoutAGlyphAdvanceButDrawNothing() throws {
    // 一 is not in the shipped subset: it advances by .notdef's 1229 units (as the metrics
    // measure it) and draws nothing; the "I" after it is at (1229 + 201) × 0.05 = 71.5 …
    // (1229 + 403) × 0.05 = 81.6 at 102.4 points, from 74.65 above the baseline (90).
    let pixel = try Self.render([Self.text("\u{4E00}I", baseline: 90, size: 102.4, width: 91.65)], width: 95, height: 100)
    #expect((0..<71).allSatisfy { pixel($0, 50) == Self.white })
    #expect(pixel(75, 50) == [0, 0, 0, 255])
    #expect(pixel(82, 50) == Self.white)
  }

  static func fixtureFace(_ name: String) throws -> FontFaceMetrics {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("UIKitLayoutTests/Fixtures/Fonts/\(name)")
    let faces = try OpenTypeFace.faces(in: [UInt8](try Data(contentsOf: url)), file: name)
    return FontFaceMetrics(try #require(faces.first))
  }

  @Test func aFontFileDrawsItsOwnOutlinesWithItsKerning() throws {
    // LayoutTest-Regular (1000 units an em) at 100 points: "T" is the box 50…500 × 0…700
    // (advance 550); GPOS kerns "T o" by −60, so "o" (box 50…500 × 0…500) starts at pen 490:
    // x 54…99. The line measures 1040 units, 104 points; the baseline is at 80.
    let face = try Self.fixtureFace("LayoutTest-Regular.ttf")
    let pixel = try Self.render([Self.text("To", baseline: 80, size: 100, width: 104, face: face)], width: 110, height: 90)
    #expect(pixel(10, 20) == [0, 0, 0, 255])  // T, 70 points tall
    #expect(pixel(52, 60) == Self.white)  // between T (to 50) and o (from 54)
    #expect(pixel(55, 60) == [0, 0, 0, 255])
    #expect(pixel(98, 60) == [0, 0, 0, 255])
    #expect(pixel(99, 60) == Self.white)
    #expect(pixel(70, 20) == Self.white)  // o is 50 points tall: from y 30
  }

  @Test func aFontWithoutTrueTypeOutlinesFallsBackToDejaVu() throws {
    // The CFF LayoutTest-Regular.otf: "I" advances 300 units (30 points at 100), drawn with
    // DejaVu's "I" at 100 points: x 201/20.48 = 9.81 … 403/20.48 = 19.68, not the file's
    // box 5…25.
    let face = try Self.fixtureFace("LayoutTest-Regular.otf")
    let pixel = try Self.render([Self.text("I", baseline: 80, size: 100, width: 30, face: face)], width: 40, height: 90)
    #expect(pixel(7, 60) == Self.white)
    #expect(pixel(15, 60) == [0, 0, 0, 255])
    #expect(pixel(22, 60) == Self.white)
  }

  @Test func theSameTextGivesTheSameBytes() {
    let root = LayoutSnapshot.Node(
      name: "label", kind: .label, frame: .init(x: 0, y: 0, width: 200, height: 40),
      drawing: [Self.text("Héllo, “wörld” — 12 € …", x: 3.3, baseline: 30, size: 17, width: 190)])
    let snapshot = LayoutSnapshot(caption: "", width: 200, height: 40, root: root)
    #expect(PNGRenderer(scale: 3).render(snapshot) == PNGRenderer(scale: 3).render(snapshot))
  }
}
