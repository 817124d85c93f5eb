import Foundation
import LayoutDocument
import Testing
import UIKitLayout

/// `fonts:`, `systemFont:`, `contentSize:` and text style fonts in documents. The test font's
/// advances are round numbers (Tests/UIKitLayoutTests/Fixtures/Fonts/README.md): "LT" is
/// 950 units (GPOS kerning L T −100), "AV" 1200; a line is 1100 units (hhea 800/−200/100).
@MainActor
@Suite struct FontAndTraitDocumentTests {
  static let collection = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("UIKitLayoutTests/Fixtures/Fonts/LayoutTest.ttc").path

  @Test func documentFontsNameLabelsAndStandForTheSystemFont() throws {
    let doc = try LayoutDocument(text: """
      sizes: [200x100]
      fonts: ["\(Self.collection)"]
      systemFont: Layout Test
      root:
        name: root
        subviews:
          - {name: named, kind: label, text: LT, font: {name: LayoutTest-Regular, size: 20}}
          - {name: system, kind: label, text: AV, font: 20}
      constraints:
        - named.top == root.top
        - named.leading == root.leading
        - system.top == named.bottom
        - system.leading == root.leading
      """)
    #expect(doc.systemFontFamily == "Layout Test")
    #expect(doc.fontFiles == [Self.collection])
    let laidOut = try doc.layOut(at: doc.sizes[0])
    // 950 × 20/1000 = 19 by 22; "AV" in the family's regular face: 24 by 22.
    #expect(laidOut.view(named: "named")?.frame == CGRect(x: 0, y: 0, width: 19, height: 22))
    #expect(laidOut.view(named: "system")?.frame == CGRect(x: 0, y: 22, width: 24, height: 22))
  }

  @Test func textStyleLabelsFollowTheContentSize() throws {
    let doc = try LayoutDocument(text: """
      sizes: [400x200]
      fonts: ["\(Self.collection)"]
      systemFont: Layout Test
      contentSize: [L, AX5]
      root:
        name: root
        subviews:
          - {name: body, kind: label, text: LT, font: {textStyle: body}}
      constraints: [body.top == root.top, body.leading == root.leading]
      """)
    #expect(doc.contentSizes == [.large, .accessibilityExtraExtraExtraLarge])
    #expect(doc.variants.count == 2)
    // Body is 17 points at Large: 16.15 wide, 18.7 high, rounded up to thirds of a point.
    let large = try doc.layOut(at: doc.sizes[0], contentSize: .large)
    #expect(large.caption == "400x200, text L")
    #expect(large.view(named: "body")?.frame == CGRect(x: 0, y: 0, width: 49.0 / 3, height: 19))
    // 53 points at AX5: 50.35 by 58.3.
    let ax5 = try doc.layOut(at: doc.sizes[0], contentSize: .accessibilityExtraExtraExtraLarge)
    #expect(ax5.view(named: "body")?.frame == CGRect(x: 0, y: 0, width: 152.0 / 3, height: 175.0 / 3))
    // On a device the window's traits carry it too.
    let phone = try doc.layOut(at: .device(.iPhone15, .portrait), contentSize: .extraSmall)
    #expect((phone.view(named: "body") as? UILabel)?.font.pointSize == 14)
  }

  @Test func badFontsFamiliesAndSizesAreErrorsAtTheirLines() {
    func message(_ text: String) -> String {
      do {
        _ = try LayoutDocument(text: text)
        return "loaded"
      } catch {
        return error.description
      }
    }
    let broken = Self.collection.replacingOccurrences(of: "LayoutTest.ttc", with: "LayoutTest-Broken-NumberOfHMetrics.ttf")
    #expect(
      message("fonts: [\"\(broken)\"]\nsizes: [10x10]\nroot: {name: r}\n")
        == "<input>:1:9: error: cannot load the font '\(broken)': LayoutTest-Broken-NumberOfHMetrics.ttf: "
        + "table 'hhea': numberOfHMetrics (75) is more than the glyph count (74)")
    #expect(
      message("systemFont: Nope\nsizes: [10x10]\nroot: {name: r}\n")
        == "<input>:1:13: error: unknown font family 'Nope' for 'systemFont'; the document's fonts have: none")
    #expect(
      message("contentSize: huge\nsizes: [10x10]\nroot: {name: r}\n")
        == "<input>:1:14: error: unknown content size 'huge'; expected one of XS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5")
    #expect(message("sizes: [10x10]\nroot: {name: r, subviews: [{name: l, kind: label, font: {name: Nowhere-Bold}}]}\n").contains("unknown font 'Nowhere-Bold'"))
  }
}
