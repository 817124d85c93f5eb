// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// The default ``TextMeasuring``: lays text out with the advances of the font's
/// ``FontFaceMetrics``, the same on every platform.
///
/// The rules (docs/text-measurement.md has the details and what they leave out):
/// - newlines end paragraphs; each paragraph starts a new line, an empty one is an empty line;
/// - lines wrap greedily at spaces (`.byCharWrapping`: between any characters); a word wider
///   than a line is broken between characters; spaces where a line wraps take no room, spaces
///   ending a paragraph do when they fit;
/// - with more lines than `numberOfLines`, the last line shown holds the rest of its paragraph,
///   cut by the line break mode: an ellipsis at its head, middle or tail, or (`.byClipping`)
///   clipped at the width; the wrapping modes show the wrapped line as it is;
/// - a line is as wide as its characters' advances (no kerning, no shaping); the text is as
///   tall as its lines, each `font.lineHeight`.
public struct FontMetricsTextMeasurer: TextMeasuring {
  /// Creates the measurer.
  public init() {}

  /// One laid-out line: its text (with an ellipsis where one was added) and its width.
  public struct Line: Hashable, Sendable {
    /// The characters shown.
    public var text: String
    /// The line's width in points.
    public var width: CGFloat
  }

  /// Lays `text` out in `font` with the shipped metrics (see ``TextMeasuring``).
  public func measure(
    _ text: String, font: UIFont, maximumWidth: CGFloat, numberOfLines: Int,
    lineBreakMode: NSLineBreakMode
  ) -> TextMeasurement {
    let lines = self.lines(
      text, font: font, maximumWidth: maximumWidth, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode)
    guard !lines.isEmpty else {
      return TextMeasurement(
        size: .zero, lineCount: 0, firstBaselineOffsetFromTop: 0, lastBaselineOffsetFromBottom: 0)
    }
    return TextMeasurement(
      size: CGSize(
        width: lines.map(\.width).max() ?? 0, height: CGFloat(lines.count) * font.lineHeight),
      lineCount: lines.count,
      firstBaselineOffsetFromTop: font.ascender,
      lastBaselineOffsetFromBottom: font.lineHeight - font.ascender)
  }

  /// The lines `text` is laid out in, as ``measure(_:font:maximumWidth:numberOfLines:lineBreakMode:)``
  /// measures them.
  public func lines(
    _ text: String, font: UIFont, maximumWidth: CGFloat, numberOfLines: Int,
    lineBreakMode: NSLineBreakMode
  ) -> [Line] {
    guard !text.isEmpty else { return [] }
    let breaker = LineBreaker(font: font, maximumWidth: maximumWidth)
    var wrapped: [WrappedLine] = []
    // Most texts have no newline: found in their bytes, where cutting the text into
    // characters to look for one cost as much as measuring it.
    let paragraphs =
      Self.mayContainNewline(text)
      ? text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) : [text[...]]
    for paragraph in paragraphs {
      if breaker.maximumWidth == .infinity {
        // Without a width every word fits: the paragraph is one line, its trailing spaces
        // included, which is what wrapping it finds after cutting it into words (an
        // auto-layout engine asks a multi-line label for this size before it has a width).
        wrapped.append(WrappedLine(text: paragraph, restOfParagraph: paragraph))
      } else {
        wrapped += breaker.wrap(paragraph, byCharacter: lineBreakMode == .byCharWrapping)
      }
      if numberOfLines > 0 && wrapped.count > numberOfLines { break }
    }
    guard numberOfLines > 0, wrapped.count > numberOfLines else {
      return wrapped.map { breaker.line(String($0.text)) }
    }
    var shown = wrapped.prefix(numberOfLines).map { breaker.line(String($0.text)) }
    let last = wrapped[numberOfLines - 1]
    switch lineBreakMode {
    case .byWordWrapping, .byCharWrapping:
      break
    case .byClipping:
      let line = breaker.line(String(last.restOfParagraph))
      // The breaker's width: 0 means no width here as everywhere else, not a clip to nothing.
      shown[numberOfLines - 1] = Line(text: line.text, width: min(line.width, breaker.maximumWidth))
    case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail:
      shown[numberOfLines - 1] = breaker.truncate(
        last.restOfParagraph.trimmingTrailingSpaces, mode: lineBreakMode)
    }
    return shown
  }
}

extension FontMetricsTextMeasurer {
  /// Whether `text` may hold a character that `Character.isNewline` accepts: LF, VT, FF, CR
  /// (bytes 0A–0D, CR LF included), NEL (C2 85), LINE SEPARATOR and PARAGRAPH SEPARATOR
  /// (E2 80 A8, E2 80 A9). Such a character is always a grapheme cluster of its own, so a text
  /// without those bytes is one paragraph.
  static func mayContainNewline(_ text: String) -> Bool {
    var previous: (UInt8, UInt8) = (0, 0)
    for byte in text.utf8 {
      switch byte {
      case 0x0A...0x0D: return true
      case 0x85 where previous.1 == 0xC2: return true
      case 0xA8 where previous == (0xE2, 0x80), 0xA9 where previous == (0xE2, 0x80): return true
      default: break
      }
      previous = (previous.1, byte)
    }
    return false
  }
}

/// A line of a paragraph, and the paragraph's text from the line's start on (what a truncated
/// last line is made from).
struct WrappedLine {
  var text: Substring
  var restOfParagraph: Substring
}

/// Greedy line breaking and truncation over a font's advances, in font units.
struct LineBreaker {
  let face: FontFaceMetrics
  let font: UIFont
  let maximumWidth: CGFloat

  init(font: UIFont, maximumWidth: CGFloat) {
    self.face = font.metrics
    self.font = font
    self.maximumWidth = maximumWidth > 0 ? maximumWidth : .infinity
  }

  func units(_ text: some StringProtocol) -> Int { face.advance(of: text) }

  /// Whether `units` font units fit the width (to within a millionth of a point, so a text
  /// measured at its own width fits).
  func fits(_ units: Int) -> Bool { font.points(units) <= maximumWidth + 1e-6 }

  func line(_ text: String) -> FontMetricsTextMeasurer.Line {
    FontMetricsTextMeasurer.Line(text: text, width: font.points(units(text)))
  }

  // MARK: - Wrapping

  /// Breaks one paragraph (no newlines) into lines.
  func wrap(_ paragraph: Substring, byCharacter: Bool) -> [WrappedLine] {
    var lines: [WrappedLine] = []
    var lineStart = paragraph.startIndex
    var lineEnd = lineStart
    var lineUnits = 0
    var pendingSpaceUnits = 0
    var lineHasWord = false

    func finishLine() {
      lines.append(
        WrappedLine(text: paragraph[lineStart..<lineEnd], restOfParagraph: paragraph[lineStart...]))
    }

    for segment in segments(of: paragraph, byCharacter: byCharacter) {
      let wordUnits = units(segment.word)
      if lineHasWord && fits(lineUnits + pendingSpaceUnits + wordUnits) {
        lineUnits += pendingSpaceUnits + wordUnits
        lineEnd = segment.word.endIndex
      } else {
        if lineHasWord { finishLine() }
        // A word wider than a line is broken between characters, each piece on its own line.
        var word = segment.word
        while word.count > 1, !fits(units(word)) {
          let head = longestFittingPrefix(of: word)
          lineStart = word.startIndex
          lineEnd = head.endIndex
          finishLine()
          word = word[head.endIndex...]
        }
        lineStart = word.startIndex
        lineEnd = word.endIndex
        lineUnits = units(word)
        lineHasWord = true
      }
      pendingSpaceUnits = units(segment.spaces)
      if segment.spaces.endIndex == paragraph.endIndex, fits(lineUnits + pendingSpaceUnits) {
        // Spaces ending a paragraph are part of its last line (when they fit).
        lineEnd = segment.spaces.endIndex
      }
    }
    finishLine()
    return lines
  }

  /// The paragraph cut where a line may break (Unicode's line breaking rules, at character
  /// boundaries), each piece as its text and the breaking spaces that end it; a paragraph
  /// starting with spaces starts with an empty word. By character, every character is a
  /// piece.
  func segments(of paragraph: Substring, byCharacter: Bool) -> [(word: Substring, spaces: Substring)] {
    var result: [(word: Substring, spaces: Substring)] = []
    func append(_ piece: Substring) { result.append(Self.wordAndSpaces(piece)) }
    if byCharacter {
      // Every character, its breaking spaces kept with the one before them.
      var index = paragraph.startIndex
      var pieceStart = index
      while index < paragraph.endIndex {
        let next = paragraph.index(after: index)
        if next == paragraph.endIndex || !paragraph[next].isBreakingSpace {
          append(paragraph[pieceStart..<next])
          pieceStart = next
        }
        index = next
      }
      if result.isEmpty { append(paragraph) }
      return result
    }
    // Letters, digits, spaces, full stops and commas only: the rules break after spaces and
    // nowhere else (LB7, LB18, LB28, LB29, LB23), and not before a full stop or a comma unless
    // a digit follows it (LB15c, LB15d), so pieces are words and their spaces.
    // Every byte is a character there (ASCII), so the pieces are found in the bytes: walking
    // the characters cost more than the rest of the measurement.
    if paragraph.utf8.allSatisfy(LineBreaker.isPlainWordByte) {
      let bytes = paragraph.utf8
      var index = bytes.startIndex
      var pieceStart = index
      // Where the current piece's word ends (its spaces follow).
      var wordEnd = index
      var afterSpace = false
      while index < bytes.endIndex {
        let byte = bytes[index]
        let isSpace = byte == UInt8(ascii: " ")
        if !isSpace {
          // A word after spaces starts a piece: the one before ends with those spaces. A "."
          // or "," (an infix separator) starts one only before a digit (LB15c, "SP ÷ IS NU");
          // otherwise no break comes before it (LB15d), and it carries the spaces into the
          // word.
          if afterSpace && (!Self.isInfixSeparator(byte) || Self.digitFollows(index, in: bytes)) {
            result.append((paragraph[pieceStart..<wordEnd], paragraph[wordEnd..<index]))
            pieceStart = index
          }
          wordEnd = bytes.index(after: index)
        }
        afterSpace = isSpace
        index = bytes.index(after: index)
      }
      result.append((paragraph[pieceStart..<wordEnd], paragraph[wordEnd...]))
      return result
    }
    return ruleSegments(of: paragraph)
  }

  /// The paragraph cut by Unicode's line breaking rules alone, as `segments` cuts it (which
  /// takes a shorter way for plain text).
  func ruleSegments(of paragraph: Substring) -> [(word: Substring, spaces: Substring)] {
    var result: [(word: Substring, spaces: Substring)] = []
    func append(_ piece: Substring) { result.append(Self.wordAndSpaces(piece)) }
    let actions = LineBreakOpportunities.actions(Array(paragraph.unicodeScalars))
    var index = paragraph.startIndex
    var pieceStart = index
    var scalarOffset = 0
    while index < paragraph.endIndex {
      let next = paragraph.index(after: index)
      scalarOffset += paragraph[index].unicodeScalars.count
      // Breaks inside a character (a grapheme cluster) are not taken.
      if next < paragraph.endIndex, actions[scalarOffset - 1] != .prohibited {
        append(paragraph[pieceStart..<next])
        pieceStart = next
      }
      index = next
    }
    append(paragraph[pieceStart...])
    return result
  }

  /// A piece as its text and the breaking spaces that end it.
  static func wordAndSpaces(_ piece: Substring) -> (word: Substring, spaces: Substring) {
    var wordEnd = piece.endIndex
    while wordEnd > piece.startIndex, piece[piece.index(before: wordEnd)].isBreakingSpace {
      wordEnd = piece.index(before: wordEnd)
    }
    return (piece[..<wordEnd], piece[wordEnd...])
  }

  /// "." and ",": the plain bytes of Unicode's infix separators (IS).
  static func isInfixSeparator(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",")
  }

  /// Whether the byte after `index` is an ASCII digit.
  static func digitFollows(_ index: Substring.UTF8View.Index, in bytes: Substring.UTF8View) -> Bool {
    let next = bytes.index(after: index)
    return next < bytes.endIndex && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[next])
  }

  /// ASCII letters, digits, space, "." and ",".
  static func isPlainWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: " "), UInt8(ascii: "."), UInt8(ascii: ","):
      return true
    default:
      return false
    }
  }

  /// The longest prefix of `word` that fits, but at least one character.
  func longestFittingPrefix(of word: Substring) -> Substring {
    var end = word.index(after: word.startIndex)
    var total = units(word[..<end])
    while end < word.endIndex {
      let next = word.index(after: end)
      let more = total + units(word[end..<next])
      guard fits(more) else { break }
      total = more
      end = next
    }
    return word[..<end]
  }

  // MARK: - Truncation

  /// `text` on one line, cut to fit with an ellipsis placed by `mode` (the ellipsis is always
  /// shown: the caller only truncates text that has more after it, or is too wide).
  func truncate(_ text: Substring, mode: NSLineBreakMode) -> FontMetricsTextMeasurer.Line {
    let ellipsis = "\u{2026}"
    let budget = units(ellipsis)
    let characters = Array(text)
    let widths = characters.map { units(String($0)) }
    var headCount = 0
    var tailCount = 0
    var used = budget
    // Take characters from the kept end(s), alternating in the middle mode, while they fit.
    var takeFromHead = mode != .byTruncatingHead
    while headCount + tailCount < characters.count {
      let index = takeFromHead ? headCount : characters.count - 1 - tailCount
      guard fits(used + widths[index]) else { break }
      used += widths[index]
      if takeFromHead { headCount += 1 } else { tailCount += 1 }
      if mode == .byTruncatingMiddle { takeFromHead.toggle() }
    }
    let head = String(characters[..<headCount]).trimmingTrailingSpaces
    let tail = String(characters[(characters.count - tailCount)...])
    return line(head + ellipsis + tail)
  }
}

extension Character {
  /// A space lines may wrap at (not a no-break space).
  var isBreakingSpace: Bool { self == " " || self == "\t" || self == "\u{3000}" }
}

extension StringProtocol {
  /// The text without the breaking spaces at its end.
  var trimmingTrailingSpaces: SubSequence {
    var end = endIndex
    while end > startIndex, self[index(before: end)].isBreakingSpace { end = index(before: end) }
    return self[..<end]
  }
}
