// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

/// Attributed text in labels, measured with the test fonts (Fixtures/Fonts/README.md):
/// Regular "LT" is 950 units (GPOS kerning), Bold "AV" 1300 (no kerning); a line is
/// 800 + 200 + 100 units.
@MainActor
@Suite struct AttributedLabelTests {
  let regular10: UIFont, regular20: UIFont, bold10: UIFont

  init() throws {
    try UIFont.register(fileAt: FontFileTests.fonts.appendingPathComponent("LayoutTest.ttc"))
    regular10 = try #require(UIFont(name: "LayoutTest-Regular", size: 10))
    regular20 = try #require(UIFont(name: "LayoutTest-Regular", size: 20))
    bold10 = try #require(UIFont(name: "LayoutTest-Bold", size: 10))
  }

  private func label(_ text: NSAttributedString, lines: Int = 0) -> UILabel {
    let label = UILabel()
    label.numberOfLines = lines
    label.attributedText = text
    return label
  }

  private func string(_ text: String, _ font: UIFont, _ extra: [NSAttributedString.Key: Any] = [:]) -> NSMutableAttributedString {
    NSMutableAttributedString(string: text, attributes: [.font: font].merging(extra) { $1 })
  }

  @Test func runsInDifferentFontsShareALine() {
    let text = string("LT", regular20)
    text.append(string("AV", bold10))
    // 950 × 20/1000 + 1300 × 10/1000 = 19 + 13; the line is as tall as the 20-point font's:
    // 16 + 4 + 2.
    let label = label(text)
    #expect(label.text == "LTAV")
    #expect(label.intrinsicContentSize == CGSize(width: 32, height: 22))
    #expect(label.firstBaselineOffsetFromTop == 16)
  }

  @Test func extraSpacingFollowsEachCharacter() {
    // A and B are 600 units: 6 points each at 10 points, plus 2 after each.
    let label = label(string("AB", regular10, [.kern: 2]))
    #expect(label.intrinsicContentSize == CGSize(width: 16, height: 11))
  }

  @Test func paragraphStylesSpaceLinesAndParagraphs() {
    let spaced = NSMutableParagraphStyle()
    spaced.lineSpacing = 5
    // Two 11-point lines with 5 between them.
    #expect(label(string("ab\ncd", regular10, [.paragraphStyle: spaced])).intrinsicContentSize.height == 27)

    let tall = NSMutableParagraphStyle()
    tall.lineHeightMultiple = 2
    let doubled = label(string("ab", regular10, [.paragraphStyle: tall]))
    // 22 points; the extra above the text: the baseline is 22 − 2 − 1 down.
    #expect(doubled.intrinsicContentSize.height == 22)
    #expect(doubled.firstBaselineOffsetFromTop == 19)

    let least = NSMutableParagraphStyle()
    least.minimumLineHeight = 30
    #expect(label(string("ab", regular10, [.paragraphStyle: least])).intrinsicContentSize.height == 30)
    let most = NSMutableParagraphStyle()
    most.maximumLineHeight = 8
    #expect(label(string("ab", regular10, [.paragraphStyle: most])).intrinsicContentSize.height == 8)

    let paragraphs = NSMutableParagraphStyle()
    paragraphs.paragraphSpacing = 4
    #expect(label(string("ab\ncd", regular10, [.paragraphStyle: paragraphs])).intrinsicContentSize.height == 26)
  }

  @Test func attributedTextWrapsAndTruncatesLikePlainText() {
    // "ab" and "cd" are 1050 units, the space 250: 23.5 points do not fit 20.
    let wrapped = label(string("ab cd", regular10))
    #expect(wrapped.sizeThatFits(CGSize(width: 20, height: 100)) == CGSize(width: 32.0 / 3, height: 22))
    // One line cut at 20.5: "ab" (10.5) + "…" (10), the ellipsis in the text's font.
    let cut = label(string("ab cd", regular10), lines: 1)
    let measured = cut.measure(maximumWidth: 20.5)
    #expect(measured.size == CGSize(width: 20.5, height: 11))
    #expect(measured.lineCount == 1)
  }

  @Test func plainTextDropsTheAttributesAndTheFontAppliesToAll() {
    let text = string("LT", regular20)
    text.append(string("AV", bold10))
    let label = label(text)
    label.font = regular10
    // All in Regular 10 now: LTAV = 500 + 550 − 100 + 600 + 600 (A V: no GPOS pair) = 2150,
    // 21.5 points, 21.667 on the 3× grid.
    #expect(label.intrinsicContentSize == CGSize(width: 65.0 / 3, height: 11))
    label.text = "LT"
    #expect(label.attributedTextStorage == nil)
    #expect(label.intrinsicContentSize == CGSize(width: 29.0 / 3, height: 11))
    #expect(label.attributedText?.string == "LT")
  }

  @Test func shrinkingToFitIsForDrawingOnly() {
    let label = UILabel()
    label.font = regular20
    label.text = "LT"
    label.adjustsFontSizeToFitWidth = true
    // 19 points of text in 9.5: half the size.
    #expect(label.fontForDrawing(width: 9.5).pointSize == 10)
    label.minimumScaleFactor = 0.75
    #expect(label.fontForDrawing(width: 9.5).pointSize == 15)
    #expect(label.fontForDrawing(width: 30).pointSize == 20)
    // The intrinsic size keeps the whole font.
    #expect(label.intrinsicContentSize == CGSize(width: 19, height: 22))
  }
}
