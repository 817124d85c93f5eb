// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

@MainActor
@Suite struct FontMetricsTextMeasurerTests {
  let measurer = FontMetricsTextMeasurer()
  let font = UIFont.systemFont(ofSize: 17)

  func lines(
    _ text: String, width: CGFloat = .infinity, lines: Int = 0,
    mode: NSLineBreakMode = .byWordWrapping
  ) -> [String] {
    measurer.lines(
      text, font: font, maximumWidth: width, numberOfLines: lines, lineBreakMode: mode
    ).map(\.text)
  }

  @Test func oneLineIsTheSumOfTheAdvances() {
    let measured = measurer.measure(
      "Hello", font: font, maximumWidth: .infinity, numberOfLines: 1,
      lineBreakMode: .byTruncatingTail)
    #expect(measured.size == CGSize(width: dejaVu(5191, at: 17), height: dejaVu(2384, at: 17)))
    #expect(measured.lineCount == 1)
    #expect(measured.firstBaselineOffsetFromTop == dejaVu(1901, at: 17))
    #expect(measured.lastBaselineOffsetFromBottom == dejaVu(483, at: 17))
  }

  @Test func emptyTextHasNoLines() {
    let measured = measurer.measure(
      "", font: font, maximumWidth: 100, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(measured.size == .zero)
    #expect(measured.lineCount == 0)
  }

  @Test func wordsWrapAtSpacesAndTheWidestLineWins() {
    // 60 pt is 7228.2 units: "Hello" (5191) fits, "Hello World" (11831) doesn't.
    #expect(lines("Hello World", width: 60) == ["Hello", "World"])
    let measured = measurer.measure(
      "Hello World", font: font, maximumWidth: 60, numberOfLines: 0,
      lineBreakMode: .byWordWrapping)
    #expect(measured.size == CGSize(width: dejaVu(5989, at: 17), height: dejaVu(2 * 2384, at: 17)))
    #expect(measured.lineCount == 2)
  }

  @Test func aWordWiderThanALineBreaksBetweenCharacters() {
    // 30 pt is 3614 units; one W is 2025.
    #expect(lines("WWWW", width: 30) == ["W", "W", "W", "W"])
    // 45 pt is 5421 units: "World" (5989) doesn't fit, "Worl" (4689) does.
    #expect(lines("Hello World", width: 45) == ["Hello", "Worl", "d"])
  }

  @Test func charWrappingFillsLinesCharacterByCharacter() {
    // 70 pt is 8433 units: "Hello W" is 7867, "Hello Wo" 9120.
    #expect(lines("Hello World", width: 70) == ["Hello", "World"])
    #expect(lines("Hello World", width: 70, mode: .byCharWrapping) == ["Hello W", "orld"])
  }

  @Test func newlinesStartLines() {
    #expect(lines("Hello\nWorld") == ["Hello", "World"])
    #expect(lines("Hello\n\nWorld") == ["Hello", "", "World"])
  }

  @Test func everyKindOfNewlineStartsALine() {
    // LF, VT, FF, CR, CR LF, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR: `Character.isNewline`.
    for newline in ["\n", "\u{0B}", "\u{0C}", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}"] {
      #expect(lines("Hello" + newline + "World") == ["Hello", "World"], "\(newline.unicodeScalars.map(\.value))")
      #expect(FontMetricsTextMeasurer.mayContainNewline("a" + newline))
    }
  }

  @Test func textWithoutANewlineIsOneParagraphWhateverItsOtherCharacters() {
    // Characters whose bytes start like NEL's or the separators' (C2 …, E2 80 …), and others.
    for text in ["Hello World", "caf\u{E9} \u{A0}\u{A8}\u{A9}\u{AB}", "\u{201C}quoted\u{201D} \u{2014} \u{2026}", "\u{2027}\u{202A}", "e\u{301}", ""] {
      #expect(!FontMetricsTextMeasurer.mayContainNewline(text), "\(text.unicodeScalars.map(\.value))")
      #expect(lines(text).count == (text.isEmpty ? 0 : 1))
    }
  }

  @Test func truncationPutsTheEllipsisWhereTheModeSays() {
    // 60 pt is 7228.2 units and the ellipsis 2048: "Hell…" is 5986, "Hello…" 7239.
    #expect(lines("Hello World", width: 60, lines: 1, mode: .byTruncatingTail) == ["Hell…"])
    // "…orld" is 6012, "…World" 8037.
    #expect(lines("Hello World", width: 60, lines: 1, mode: .byTruncatingHead) == ["…orld"])
    // Alternating from both ends: H, d, e, l (6717), then l would make 7286.
    #expect(lines("Hello World", width: 60, lines: 1, mode: .byTruncatingMiddle) == ["He…ld"])
    #expect(lines("Hello World", width: 60, lines: 1, mode: .byWordWrapping) == ["Hello"])
    let clipped = measurer.lines(
      "Hello World", font: font, maximumWidth: 60, numberOfLines: 1, lineBreakMode: .byClipping)
    #expect(clipped.map(\.text) == ["Hello World"])
    #expect(clipped.map(\.width) == [60])
  }

  @Test func theLastLineShownHoldsTheRestOfItsParagraph() {
    #expect(
      lines("Hello World Hello", width: 60, lines: 2, mode: .byTruncatingTail)
        == ["Hello", "Worl…"])
    #expect(lines("Hello\nWorld", lines: 1, mode: .byTruncatingTail) == ["Hello…"])
    #expect(lines("Hello World Hello", width: 60, lines: 2) == ["Hello", "World"])
  }

  @Test func spacesAtAWrapTakeNoRoomButSpacesEndingTheTextDo() {
    let wrapped = measurer.lines(
      "Hello   World", font: font, maximumWidth: 60, numberOfLines: 0,
      lineBreakMode: .byWordWrapping)
    #expect(wrapped.map(\.width) == [dejaVu(5191, at: 17), dejaVu(5989, at: 17)])
    let trailing = measurer.measure(
      "Hello ", font: font, maximumWidth: .infinity, numberOfLines: 1,
      lineBreakMode: .byTruncatingTail)
    #expect(trailing.size.width == dejaVu(5191 + 651, at: 17))
  }

  /// Without a width (0 or infinity) a paragraph is one line, measured without cutting it into
  /// words: the same lines, widths and truncations as at a width every word fits in.
  @Test(arguments: [
    "Hello World", "  leading spaces", "trailing spaces   ", "one\ntwo words\n\nfour",
    "Größe — naïve café, 東京タワー and 😀 emoji", "tab\tseparated\u{00A0}no-break", "",
    "line\r\nbreaks\u{2028}everywhere\n",
  ])
  func noWidthIsOneLineAParagraph(text: String) {
    for count in [0, 1, 2] {
      for mode in [NSLineBreakMode.byWordWrapping, .byCharWrapping, .byTruncatingTail, .byClipping] {
        for width in [CGFloat.infinity, 0] {
          let unbounded = measurer.lines(text, font: font, maximumWidth: width, numberOfLines: count, lineBreakMode: mode)
          let wide = measurer.lines(text, font: font, maximumWidth: 1e9, numberOfLines: count, lineBreakMode: mode)
          #expect(unbounded == wide, "\(text.debugDescription) lines \(count) \(mode) width \(width)")
        }
      }
    }
    // Each paragraph is a line of its own: "one", "two words", "", "four".
    #expect(lines("one\ntwo words\n\nfour") == ["one", "two words", "", "four"])
  }

  /// A width of 0 is no width: a clipped last line keeps its whole width ("Hello" is 5191
  /// units), where it was clipped to nothing.
  @Test func clippingWithoutAWidthClipsNothing() {
    let shown = measurer.lines(
      "Hello\nWorld", font: font, maximumWidth: 0, numberOfLines: 1, lineBreakMode: .byClipping)
    #expect(shown.map(\.text) == ["Hello"])
    #expect(shown.map(\.width) == [dejaVu(5191, at: 17)])
  }
}
