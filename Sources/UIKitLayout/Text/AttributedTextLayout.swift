// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// Attributed text laid out in lines: runs in different fonts, extra spacing (`.kern`),
/// paragraph styles (line spacing, line height multiple and limits, paragraph spacing).
///
/// The rules are the single-font measurer's (greedy wrapping at Unicode's break
/// opportunities, words wider than a line cut between characters, the last line shown
/// truncated by the mode), with each character measured in its own font. A line is as tall as
/// its tallest font's line (ascender, descender and line gap taken separately, each the
/// largest on the line), times `lineHeightMultiple`, held between `minimumLineHeight` and
/// `maximumLineHeight`; extra height goes above the text, as TextKit places it. `lineSpacing`
/// separates lines, `paragraphSpacing` and `paragraphSpacingBefore` paragraphs.
struct AttributedTextLayout {
  /// Characters of one font on a line, `x` from the line's start.
  struct Run {
    var text: String
    var font: UIFont
    var x: CGFloat
    var width: CGFloat
  }

  /// One line: its runs, width, where it sits, its baseline (from the top of the text) and
  /// its paragraph's alignment.
  struct Line {
    var runs: [Run]
    var width: CGFloat
    var top: CGFloat
    var height: CGFloat
    var baseline: CGFloat
    var alignment: NSTextAlignment
  }

  private(set) var lines: [Line] = []
  private(set) var size = CGSize.zero

  /// The measurement views round.
  var measurement: TextMeasurement {
    guard let first = lines.first, let last = lines.last else {
      return TextMeasurement(size: .zero, lineCount: 0, firstBaselineOffsetFromTop: 0, lastBaselineOffsetFromBottom: 0)
    }
    return TextMeasurement(
      size: size, lineCount: lines.count, firstBaselineOffsetFromTop: first.baseline,
      lastBaselineOffsetFromBottom: size.height - last.baseline)
  }

  // Per character: the character, its font, its width contribution (advance, extra spacing
  // and the kerning with the character before it in the same font), that kerning alone, and
  // its paragraph's style.
  private let characters: [Character]
  private let fonts: [UIFont]
  private let prefix: [CGFloat]
  private let pairKerning: [CGFloat]
  private let styles: [NSParagraphStyle]
  private let maximumWidth: CGFloat

  init(
    _ text: NSAttributedString, defaultFont: UIFont, maximumWidth: CGFloat, numberOfLines: Int,
    lineBreakMode: NSLineBreakMode
  ) {
    let characters = Array(text.string)
    var fonts: [UIFont] = [], styles: [NSParagraphStyle] = []
    var prefix: [CGFloat] = [0], pairKerning: [CGFloat] = []
    var utf16 = 0
    for (index, character) in characters.enumerated() {
      let attributes = text.attributes(at: utf16, effectiveRange: nil)
      utf16 += character.utf16.count
      let font = attributes[.layoutFont] as? UIFont ?? defaultFont
      let kern = Self.number(attributes[.layoutKern])
      let advance = font.points(font.metrics.advance(of: String(character)))
      var pair: CGFloat = 0
      if index > 0, fonts[index - 1] == font, font.metrics.openTypeFace != nil {
        let both = font.metrics.advance(of: String(characters[index - 1]) + String(character))
        pair = font.points(both) - font.points(font.metrics.advance(of: String(characters[index - 1]))) - advance
      }
      fonts.append(font)
      styles.append(attributes[.layoutParagraphStyle] as? NSParagraphStyle ?? .default)
      pairKerning.append(pair)
      prefix.append(prefix[index] + advance + kern + pair)
    }
    self.characters = characters
    self.fonts = fonts
    self.prefix = prefix
    self.pairKerning = pairKerning
    self.styles = styles
    self.maximumWidth = maximumWidth > 0 ? maximumWidth : .infinity
    layOut(defaultFont: defaultFont, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
  }

  private static func number(_ value: Any?) -> CGFloat {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: 0
    }
  }

  /// The width of characters `start..<end` on a line of their own.
  private func width(_ start: Int, _ end: Int) -> CGFloat {
    guard start < end else { return 0 }
    return prefix[end] - prefix[start] - pairKerning[start]
  }

  private func fits(_ width: CGFloat) -> Bool { width <= maximumWidth + 1e-6 }

  // MARK: - Lines

  /// A wrapped line: characters `start..<end`, and where its paragraph ends.
  private struct Wrapped {
    var start: Int, end: Int, paragraphEnd: Int
  }

  private mutating func layOut(defaultFont: UIFont, numberOfLines: Int, lineBreakMode: NSLineBreakMode) {
    guard !characters.isEmpty else { return }
    var wrapped: [Wrapped] = []
    var paragraphs: [(start: Int, end: Int)] = []
    var start = 0
    for index in 0...characters.count where index == characters.count || characters[index].isNewline {
      paragraphs.append((start, index))
      start = index + 1
    }
    var paragraphOfLine: [Int] = []
    for (number, paragraph) in paragraphs.enumerated() {
      let lines = wrap(paragraph.start, paragraph.end, byCharacter: lineBreakMode == .byCharWrapping)
      wrapped += lines
      paragraphOfLine += Array(repeating: number, count: lines.count)
      if numberOfLines > 0 && wrapped.count > numberOfLines { break }
    }
    var lastLineCharacters: [(Character, UIFont)]?
    if numberOfLines > 0, wrapped.count > numberOfLines {
      let last = wrapped[numberOfLines - 1]
      wrapped = Array(wrapped.prefix(numberOfLines))
      paragraphOfLine = Array(paragraphOfLine.prefix(numberOfLines))
      switch lineBreakMode {
      case .byWordWrapping, .byCharWrapping: break
      case .byClipping: wrapped[numberOfLines - 1].end = last.paragraphEnd
      case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail:
        lastLineCharacters = truncated(last.start, last.paragraphEnd, mode: lineBreakMode)
      }
    }
    var top: CGFloat = 0
    for (index, line) in wrapped.enumerated() {
      let pieces: [(Character, UIFont)] =
        index == wrapped.count - 1 && lastLineCharacters != nil
        ? lastLineCharacters! : (line.start..<line.end).map { (characters[$0], fonts[$0]) }
      let style = styles.indices.contains(line.start) ? styles[line.start] : .default
      if index > 0 {
        top += style.lineSpacing
        if paragraphOfLine[index] != paragraphOfLine[index - 1] {
          let previous = styles.indices.contains(wrapped[index - 1].start) ? styles[wrapped[index - 1].start] : .default
          top += previous.paragraphSpacing + style.paragraphSpacingBefore
        }
      }
      // An empty line takes the font of the newline ending it, else the text's last font.
      let lineFonts = pieces.isEmpty ? [fonts[min(line.start, fonts.count - 1)]] : pieces.map(\.1)
      let ascent = lineFonts.map(\.ascender).max() ?? defaultFont.ascender
      let descent = lineFonts.map { -$0.descender }.max() ?? -defaultFont.descender
      let gap = lineFonts.map(\.leading).max() ?? 0
      var height = (ascent + descent + gap) * (style.lineHeightMultiple > 0 ? style.lineHeightMultiple : 1)
      if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
      if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
      var runs: [Run] = []
      var x: CGFloat = 0
      for (character, font) in pieces {
        let advance = font.points(font.metrics.advance(of: String(character)))
        if let last = runs.last, last.font === font {
          runs[runs.count - 1].text.append(character)
          runs[runs.count - 1].width = font.points(font.metrics.advance(of: runs[runs.count - 1].text))
          x = runs[runs.count - 1].x + runs[runs.count - 1].width
        } else {
          runs.append(Run(text: String(character), font: font, x: x, width: advance))
          x += advance
        }
      }
      let lineWidth = lastLineCharacters != nil && index == wrapped.count - 1
        ? x : min(width(line.start, line.end), lineBreakMode == .byClipping ? maximumWidth : .infinity)
      lines.append(
        Line(
          runs: runs, width: lineWidth, top: top, height: height,
          baseline: top + height - descent - gap, alignment: style.alignment))
      top += height
    }
    size = CGSize(width: lines.map(\.width).max() ?? 0, height: top)
  }

  /// One paragraph's lines, greedily.
  private func wrap(_ start: Int, _ end: Int, byCharacter: Bool) -> [Wrapped] {
    let paragraph = String(characters[start..<end])
    let breaker = LineBreaker(font: fonts.first ?? .systemFont(ofSize: 17), maximumWidth: 0)
    var pieces: [(wordEnd: Int, end: Int)] = []
    var offset = start
    for segment in breaker.segments(of: paragraph[...], byCharacter: byCharacter) {
      let wordEnd = offset + segment.word.count
      offset = wordEnd + segment.spaces.count
      pieces.append((wordEnd, offset))
    }
    var result: [Wrapped] = []
    var lineStart = start, lineEnd = start, hasLine = false
    var pieceStart = start
    for piece in pieces {
      if hasLine, fits(width(lineStart, piece.wordEnd)) {
        lineEnd = piece.wordEnd
      } else {
        if hasLine { result.append(Wrapped(start: lineStart, end: lineEnd, paragraphEnd: end)) }
        var wordStart = pieceStart
        // A word wider than a line is cut between characters, each piece on its own line.
        while piece.wordEnd - wordStart > 1, !fits(width(wordStart, piece.wordEnd)) {
          var cut = wordStart + 1
          while cut < piece.wordEnd, fits(width(wordStart, cut + 1)) { cut += 1 }
          result.append(Wrapped(start: wordStart, end: cut, paragraphEnd: end))
          wordStart = cut
        }
        lineStart = wordStart
        lineEnd = piece.wordEnd
        hasLine = true
      }
      // Spaces ending the paragraph are part of its last line when they fit.
      if piece.end == end, fits(width(lineStart, piece.end)) { lineEnd = piece.end }
      pieceStart = piece.end
    }
    result.append(Wrapped(start: lineStart, end: hasLine ? lineEnd : start, paragraphEnd: end))
    return result
  }

  /// Characters `start..<end` (the rest of a paragraph) cut to the width with an ellipsis in
  /// the font of the character it replaces, placed by `mode`.
  private func truncated(_ start: Int, _ end: Int, mode: NSLineBreakMode) -> [(Character, UIFont)] {
    var end = end
    while end > start, characters[end - 1].isBreakingSpace { end -= 1 }
    let items = Array(start..<end)
    let ellipsisFont = mode == .byTruncatingHead ? fonts[max(start, 0)] : fonts[max(end - 1, start)]
    var used = ellipsisFont.points(ellipsisFont.metrics.advance(of: "\u{2026}"))
    var head = 0, tail = 0
    var fromHead = mode != .byTruncatingHead
    while head + tail < items.count {
      let index = fromHead ? items[head] : items[items.count - 1 - tail]
      let advance = fonts[index].points(fonts[index].metrics.advance(of: String(characters[index])))
      guard fits(used + advance) else { break }
      used += advance
      if fromHead { head += 1 } else { tail += 1 }
      if mode == .byTruncatingMiddle { fromHead.toggle() }
    }
    var kept = items.prefix(head).map { (characters[$0], fonts[$0]) }
    while let last = kept.last, last.0.isBreakingSpace { kept.removeLast() }
    return kept + [("\u{2026}", ellipsisFont)] + items.suffix(tail).map { (characters[$0], fonts[$0]) }
  }
}
