// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

/// Break opportunities against Unicode's own test cases (Fixtures/LineBreakTest.txt, the
/// 2 000 of the 19 338 lines of LineBreakTest-17.0.0.txt, spread evenly through it).
@Suite struct LineBreakTests {
  static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/LineBreakTest.txt")

  /// The test lines: scalars and, for each boundary between two of them, whether it breaks.
  static func cases() throws -> [(line: Int, scalars: [Unicode.Scalar], breaks: [Bool], text: String)] {
    let text = try String(contentsOf: file, encoding: .utf8)
    var result: [(Int, [Unicode.Scalar], [Bool], String)] = []
    for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let body = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
      let fields = body.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      guard fields.count >= 3 else { continue }
      var scalars: [Unicode.Scalar] = []
      var marks: [Bool] = []
      for field in fields {
        if field == "×" || field == "÷" {
          marks.append(field == "÷")
        } else if let value = UInt32(field, radix: 16), let scalar = Unicode.Scalar(value) {
          scalars.append(scalar)
        }
      }
      // Marks: before the first scalar, between each pair, after the last.
      guard marks.count == scalars.count + 1 else { continue }
      result.append((number + 1, scalars, Array(marks.dropFirst().dropLast()), String(raw)))
    }
    return result
  }

  @Test func unicodesTestCasesBreakWhereTheySay() throws {
    let cases = try Self.cases()
    #expect(cases.count == 2000)
    var failures: [String] = []
    for (line, scalars, breaks, text) in cases {
      let actions = LineBreakOpportunities.actions(scalars).map { $0 != .prohibited }
      if actions != breaks { failures.append("line \(line): \(text)") }
    }
    #expect(failures.isEmpty, Comment(rawValue: "\(failures.count) failing:\n" + failures.prefix(20).joined(separator: "\n")))
  }
}

/// The rules the test file's spread of lines leaves out, by hand from UAX #14's text.
@Suite struct LineBreakRuleTests {
  /// `×`/`÷` at each boundary of `text`, as the test file writes them.
  static func marks(_ text: String) -> String {
    LineBreakOpportunities.actions(Array(text.unicodeScalars))
      .map { $0 == .prohibited ? "×" : ($0 == .mandatory ? "!" : "÷") }.joined()
  }

  @Test func rulesOutsideTheSample() {
    // LB5: CR × LF, then a mandatory break.
    #expect(Self.marks("a\r\nb") == "××!")
    // LB15c: a space then ".5" may break before the point; LB15d: not otherwise.
    #expect(Self.marks("a .5") == "×÷×")
    #expect(Self.marks("a.b") == "××")
    // LB17: two-em dashes stay together across spaces.
    #expect(Self.marks("\u{2014} \u{2014}") == "××")
    // LB21a: a Hebrew letter, a hyphen, then a non-Hebrew letter: no break after the hyphen.
    #expect(Self.marks("\u{05D0}-a") == "××")
    // LB25: numbers with their prefixes, suffixes and separators.
    #expect(Self.marks("$(12.50)%") == "××××××××")
    #expect(Self.marks("-3") == "×")
    // LB30a: regional indicators pair into flags, and flags break between each other.
    #expect(Self.marks("\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}") == "×÷×")
    // LB18 and LB31 in ordinary text, LB12 at a no-break space, LB21 after a hyphen.
    #expect(Self.marks("ab cd") == "××÷×")
    #expect(Self.marks("a\u{00A0}b") == "××")
    #expect(Self.marks("well-known") == "××××÷××××")
    // Ideographs break between each other; a closing punctuation mark stays with the text.
    #expect(Self.marks("一二。") == "÷×")
    // A URL breaks after "/" (LB31), never before it (LB13).
    #expect(Self.marks("a/b") == "×÷")
  }
}

/// Labels wrap where the rules allow: measured with the test font, whose advances are round
/// numbers (Fixtures/Fonts/README.md).
@MainActor
@Suite struct UnicodeLineWrappingTests {
  init() throws {
    try UIFont.register(fileAt: FontFileTests.fonts.appendingPathComponent("LayoutTest-Regular.ttf"))
  }

  private func size(_ text: String, width: CGFloat, points: CGFloat = 20, mode: NSLineBreakMode = .byWordWrapping) -> CGSize {
    let label = UILabel()
    label.font = UIFont(name: "LayoutTest-Regular", size: points)
    label.numberOfLines = 0
    label.lineBreakMode = mode
    label.text = text
    return label.sizeThatFits(CGSize(width: width, height: 10_000))
  }

  @Test func aHyphenatedWordWrapsAfterItsHyphen() {
    // "well-" is 700 + 500 + 250 + 250 + 333 = 2033 units, "known" 2850; at 20 points 40.66
    // and 57; a line is 22. Before these rules the word was cut between characters.
    #expect(size("well-known", width: 60) == CGSize(width: 57, height: 44))
  }

  @Test func ideographsWrapBetweenEachOther() {
    // 一 二 あ are 1000 units each: 10 points at 10 points; a line is 11.
    #expect(size("一二あ", width: 25, points: 10) == CGSize(width: 20, height: 22))
  }

  @Test func noBreakSpacesHoldWordsTogether() {
    // "ab cd" breaks at the space: "ab" is 1050 units, 21 points at 20.
    #expect(size("ab cd", width: 30) == CGSize(width: 21, height: 44))
    // With a no-break space "ab cd" (250) is one word of 2350 units, 47 points, wider than
    // the line: cut between characters at 30 points ("ab " 1300 = 26, then "cd" 1050 = 21).
    #expect(size("ab\u{00A0}cd", width: 30) == CGSize(width: 26, height: 44))
  }

  @Test func charactersNotScalarsAreWhatBreaks() {
    // "e" + U+0301 is one character: U+0301 has no glyph (.notdef, 500), so each is 1000
    // units, 10 points at 10 points. Character wrapping at 12 keeps each whole: two lines.
    #expect(size("e\u{301}e\u{301}", width: 12, points: 10, mode: .byCharWrapping) == CGSize(width: 10, height: 22))
  }

  /// Plain text (letters, digits, spaces, "." and ",") is cut in its bytes, the way Unicode's
  /// rules cut it: every paragraph of a seeded random sample, leading, repeated and trailing
  /// spaces included.
  @Test @MainActor func plainTextIsCutAsTheRulesCutIt() {
    let breaker = LineBreaker(font: .systemFont(ofSize: 17), maximumWidth: 100)
    let alphabet = Array("ab9 .,")
    var random = SeededRandom(seed: 7)
    var paragraphs = ["", " ", "   ", "a", "a ", " a", "a  b", "ab, cd. ", "  lead and trail  "]
    for _ in 0..<500 {
      let length = random.next(below: 12)
      paragraphs.append(String((0..<length).map { _ in alphabet[random.next(below: alphabet.count)] }))
    }
    for text in paragraphs {
      let paragraph = text[...]
      let fast = breaker.segments(of: paragraph, byCharacter: false).map { [String($0.word), String($0.spaces)] }
      let rules = breaker.ruleSegments(of: paragraph).map { [String($0.word), String($0.spaces)] }
      #expect(fast == rules, "\"\(text)\"")
    }
  }
}
