// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

@MainActor
@Suite struct UIFontTests {
  @Test func systemFontMetricsAreTheHheaValuesScaledToThePointSize() {
    let font = UIFont.systemFont(ofSize: 17)
    #expect(font.pointSize == 17)
    #expect(font.ascender == dejaVu(1901, at: 17))
    #expect(font.descender == -dejaVu(483, at: 17))
    #expect(font.leading == 0)
    #expect(font.lineHeight == dejaVu(2384, at: 17))
    #expect(font.capHeight == dejaVu(1493, at: 17))
    #expect(font.xHeight == dejaVu(1120, at: 17))
    #expect(font.fontName == "DejaVuSans")
    #expect(font.familyName == "DejaVu Sans")
  }

  @Test func boldAndSemiboldUseTheBoldFace() {
    #expect(UIFont.boldSystemFont(ofSize: 12).fontName == "DejaVuSans-Bold")
    #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == "DejaVuSans-Bold")
    #expect(UIFont.systemFont(ofSize: 12, weight: .medium).fontName == "DejaVuSans")
    #expect(UIFont.boldSystemFont(ofSize: 10).metrics.advance(of: "Hello") == 5914)
  }

  @Test func namedFontsAreTheShippedFace() {
    let helvetica = UIFont(name: "Helvetica", size: 12)
    #expect(helvetica?.fontName == "DejaVuSans")
    #expect(helvetica?.pointSize == 12)
    #expect(UIFont(name: "Helvetica-Bold", size: 12)?.fontName == "DejaVuSans-Bold")
  }

  @Test func textStylesHaveTheLargeDynamicTypeSizes() {
    let expected: [(UIFont.TextStyle, CGFloat, String)] = [
      (.largeTitle, 34, "DejaVuSans"), (.title1, 28, "DejaVuSans"), (.title2, 22, "DejaVuSans"),
      (.title3, 20, "DejaVuSans"), (.headline, 17, "DejaVuSans-Bold"), (.body, 17, "DejaVuSans"),
      (.callout, 16, "DejaVuSans"), (.subheadline, 15, "DejaVuSans"),
      (.footnote, 13, "DejaVuSans"), (.caption1, 12, "DejaVuSans"), (.caption2, 11, "DejaVuSans"),
    ]
    for (style, size, face) in expected {
      let font = UIFont.preferredFont(forTextStyle: style)
      #expect(font.pointSize == size, "\(style.rawValue)")
      #expect(font.fontName == face, "\(style.rawValue)")
    }
  }

  @Test func withSizeKeepsTheFaceAndEqualityIsFaceAndSize() {
    let bold = UIFont.boldSystemFont(ofSize: 10)
    #expect(bold.withSize(20) == UIFont.boldSystemFont(ofSize: 20))
    #expect(bold.withSize(20) != UIFont.systemFont(ofSize: 20))
    #expect(UIFont.systemFont(ofSize: 17) == UIFont.preferredFont(forTextStyle: .body))
  }

  @Test func advancesCoverLatinHebrewArabicAndFallBackToNotdef() {
    let face = FontFaceMetrics.dejaVuSans
    #expect(face.advance(of: "H" as Unicode.Scalar) == 1540)
    #expect(face.advance(of: "\u{2026}" as Unicode.Scalar) == 2048)
    #expect(face.advance(of: "\u{05D0}" as Unicode.Scalar) == 1369)  // alef
    #expect(face.advance(of: "\u{0628}" as Unicode.Scalar) == 1928)  // beh, isolated form
    #expect(face.advance(of: "\u{0301}" as Unicode.Scalar) == 0)  // combining acute
    #expect(face.advance(of: "\u{4E2D}" as Unicode.Scalar) == 1229)  // not shipped: .notdef
    #expect(face.advance(of: "e\u{0301}") == 1260)
  }
}
