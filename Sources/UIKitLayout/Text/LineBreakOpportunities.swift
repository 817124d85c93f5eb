// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// Where a line may break, by Unicode's line breaking algorithm (UAX #14, Unicode 17.0: rules
// LB1–LB31, with the classes of LineBreakClass.swift). Apple's text system breaks by
// ICU's rules, which are UAX #14 with CJ as NS ("strict", as LB1 here resolves it).
//
// Approximations (docs/DIVERGENCES.md): East Asian Width, which LB19a and LB30 consult, is
// read from a short list of ranges (the CJK, Hangul, kana, full-width and emoji blocks), not
// from EastAsianWidth.txt; LB30b's unassigned pictographic code points are not known; South
// East Asian scripts (class SA) break only where a dictionary-less reading can: their marks
// join the letter before, their letters don't break between each other.

/// What may happen between two characters.
enum LineBreakAction: Equatable, Sendable {
  /// No break here.
  case prohibited
  /// A line may end here.
  case allowed
  /// A line must end here (after a hard line break).
  case mandatory
}

/// One character with the combining marks that follow it (LB9): breaks fall between units.
private struct BreakUnit {
  var lineBreakClass: LineBreakClass
  var first: Unicode.Scalar
  var lastIsZWJ: Bool
  /// The scalar offset the unit starts at.
  var start: Int
}

enum LineBreakOpportunities {
  /// The action at each boundary between `scalars[i - 1]` and `scalars[i]`, for i in
  /// 1..<count (index 0 of the result is the boundary before scalar 1). The end of the text
  /// always allows a break (LB3) and is not listed.
  static func actions(_ scalars: [Unicode.Scalar]) -> [LineBreakAction] {
    guard scalars.count > 1 else { return [] }
    var result = [LineBreakAction](repeating: .prohibited, count: scalars.count - 1)
    let units = makeUnits(scalars)
    for j in 1..<units.count {
      result[units[j].start - 1] = action(units, j)
    }
    return result
  }

  /// LB1 (class resolution), then LB9/LB10 (marks join their base).
  private static func makeUnits(_ scalars: [Unicode.Scalar]) -> [BreakUnit] {
    var units: [BreakUnit] = []
    units.reserveCapacity(scalars.count)
    for (offset, scalar) in scalars.enumerated() {
      let raw = resolved(scalar)
      if raw == .CM || raw == .ZWJ, let last = units.last,
        ![.BK, .CR, .LF, .NL, .SP, .ZW].contains(last.lineBreakClass)
      {
        units[units.count - 1].lastIsZWJ = raw == .ZWJ
        continue
      }
      let unitClass: LineBreakClass = raw == .CM || raw == .ZWJ ? .AL : raw
      units.append(BreakUnit(lineBreakClass: unitClass, first: scalar, lastIsZWJ: raw == .ZWJ, start: offset))
    }
    return units
  }

  /// LB1: AI, SG, XX → AL; SA → CM for its marks, else AL; CJ → NS.
  static func resolved(_ scalar: Unicode.Scalar) -> LineBreakClass {
    if scalar.value < 0x80 { return ascii[Int(scalar.value)] }
    let raw = LineBreakPropertyData.lineBreakClass(of: scalar)
    switch raw {
    case .AI, .SG, .XX: return .AL
    case .SA:
      let category = scalar.properties.generalCategory
      return category == .nonspacingMark || category == .spacingMark ? .CM : .AL
    case .CJ: return .NS
    default: return raw
    }
  }

  /// The resolved classes of ASCII, looked up once (most text is ASCII).
  private static let ascii: [LineBreakClass] = (0..<0x80).map { value in
    let raw = LineBreakPropertyData.lineBreakClass(of: Unicode.Scalar(UInt8(value)))
    return raw == .AI || raw == .SG || raw == .XX ? .AL : raw
  }

  // MARK: - The rules

  private static let hardBreaks: [LineBreakClass] = [.BK, .CR, .LF, .NL]

  /// The action between `units[j - 1]` and `units[j]`, by the first rule that applies.
  private static func action(_ units: [BreakUnit], _ j: Int) -> LineBreakAction {
    let a = units[j - 1].lineBreakClass, b = units[j].lineBreakClass
    func cls(_ k: Int) -> LineBreakClass? { k >= 0 && k < units.count ? units[k].lineBreakClass : nil }
    // The last unit before j that is not a space, and the index of it.
    var lastNonSpace = j - 1
    while lastNonSpace >= 0, units[lastNonSpace].lineBreakClass == .SP { lastNonSpace -= 1 }
    let beforeSpaces = cls(lastNonSpace)

    if a == .BK { return .mandatory }  // LB4
    if a == .CR && b == .LF { return .prohibited }  // LB5
    if a == .CR || a == .LF || a == .NL { return .mandatory }
    if hardBreaks.contains(b) { return .prohibited }  // LB6
    if b == .SP || b == .ZW { return .prohibited }  // LB7
    if beforeSpaces == .ZW { return .allowed }  // LB8
    if units[j - 1].lastIsZWJ { return .prohibited }  // LB8a
    if a == .WJ || b == .WJ { return .prohibited }  // LB11
    if a == .GL { return .prohibited }  // LB12
    if b == .GL, ![.SP, .BA, .HY, .HH].contains(a) { return .prohibited }  // LB12a
    if [.EX, .CL, .CP, .SY].contains(b) { return .prohibited }  // LB13
    if beforeSpaces == .OP { return .prohibited }  // LB14
    // LB15a: an opening quote that begins a quotation, then spaces.
    if beforeSpaces == .QU, isInitialQuote(units[lastNonSpace].first) {
      let before = cls(lastNonSpace - 1)
      if before == nil
        || [.BK, .CR, .LF, .NL, .OP, .QU, .GL, .SP, .ZW].contains(before!)
      {
        return .prohibited
      }
    }
    // LB15b: a closing quote that ends a quotation.
    if b == .QU, isFinalQuote(units[j].first) {
      let after = cls(j + 1)
      if after == nil
        || [.SP, .GL, .WJ, .CL, .QU, .CP, .EX, .IS, .SY, .BK, .CR, .LF, .NL, .ZW].contains(after!)
      {
        return .prohibited
      }
    }
    if a == .SP, b == .IS, cls(j + 1) == .NU { return .allowed }  // LB15c
    if b == .IS { return .prohibited }  // LB15d
    if (beforeSpaces == .CL || beforeSpaces == .CP), b == .NS { return .prohibited }  // LB16
    if beforeSpaces == .B2, b == .B2 { return .prohibited }  // LB17
    if a == .SP { return .allowed }  // LB18
    // LB19: quotes that are not opening (before) or not closing (after).
    if b == .QU, !isInitialQuote(units[j].first) { return .prohibited }
    if a == .QU, !isFinalQuote(units[j - 1].first) { return .prohibited }
    // LB19a: unless East Asian on both sides, no break either side of a quote.
    if b == .QU {
      if !isEastAsian(units[j - 1].first) { return .prohibited }
      if j + 1 >= units.count || !isEastAsian(units[j + 1].first) { return .prohibited }
    }
    if a == .QU {
      if !isEastAsian(units[j].first) { return .prohibited }
      if j - 2 < 0 || !isEastAsian(units[j - 2].first) { return .prohibited }
    }
    if a == .CB || b == .CB { return .allowed }  // LB20
    // LB20a: a word-initial hyphen.
    if a == .HY || a == .HH, b == .AL || b == .HL {
      let before = cls(j - 2)
      if before == nil || [.BK, .CR, .LF, .NL, .SP, .ZW, .CB, .GL].contains(before!) {
        return .prohibited
      }
    }
    if [.BA, .HH, .HY, .NS].contains(b) || a == .BB { return .prohibited }  // LB21
    if a == .HY || a == .HH, cls(j - 2) == .HL, b != .HL { return .prohibited }  // LB21a
    if a == .SY, b == .HL { return .prohibited }  // LB21b
    if b == .IN { return .prohibited }  // LB22
    let letters: [LineBreakClass] = [.AL, .HL]
    if letters.contains(a) && b == .NU || a == .NU && letters.contains(b) { return .prohibited }  // LB23
    if a == .PR && [.ID, .EB, .EM].contains(b) || [.ID, .EB, .EM].contains(a) && b == .PO {
      return .prohibited  // LB23a
    }
    if [.PR, .PO].contains(a) && letters.contains(b) || letters.contains(a) && [.PR, .PO].contains(b) {
      return .prohibited  // LB24
    }
    if numberRule(units, j) { return .prohibited }  // LB25
    let korean: [LineBreakClass] = [.JL, .JV, .JT, .H2, .H3]
    if a == .JL, [.JL, .JV, .H2, .H3].contains(b) { return .prohibited }  // LB26
    if a == .JV || a == .H2, b == .JV || b == .JT { return .prohibited }
    if a == .JT || a == .H3, b == .JT { return .prohibited }
    if korean.contains(a) && b == .PO || a == .PR && korean.contains(b) { return .prohibited }  // LB27
    if letters.contains(a), letters.contains(b) { return .prohibited }  // LB28
    if aksaraRule(units, j) { return .prohibited }  // LB28a
    if a == .IS, letters.contains(b) { return .prohibited }  // LB29
    // LB30: letters and digits against brackets that are not East Asian.
    if (letters.contains(a) || a == .NU), b == .OP, !isEastAsian(units[j].first) { return .prohibited }
    if a == .CP, !isEastAsian(units[j - 1].first), letters.contains(b) || b == .NU { return .prohibited }
    // LB30a: regional indicators pair up.
    if a == .RI, b == .RI {
      var count = 0
      var k = j - 1
      while k >= 0, units[k].lineBreakClass == .RI {
        count += 1
        k -= 1
      }
      if count % 2 == 1 { return .prohibited }
    }
    if a == .EB, b == .EM { return .prohibited }  // LB30b
    return .allowed  // LB31
  }

  /// LB25's parts, which keep numbers with their prefixes, suffixes and separators.
  private static func numberRule(_ units: [BreakUnit], _ j: Int) -> Bool {
    let a = units[j - 1].lineBreakClass, b = units[j].lineBreakClass
    func cls(_ k: Int) -> LineBreakClass? { k >= 0 && k < units.count ? units[k].lineBreakClass : nil }
    /// Whether NU (SY|IS)* ends at unit `end` (inclusive).
    func numberEnds(at end: Int) -> Bool {
      var k = end
      while k >= 0, let c = cls(k), c == .SY || c == .IS { k -= 1 }
      return cls(k) == .NU
    }
    if b == .PO || b == .PR {
      if a == .CL || a == .CP { if numberEnds(at: j - 2) { return true } }
      if numberEnds(at: j - 1) { return true }
    }
    if a == .PO || a == .PR {
      if b == .NU { return true }
      if b == .OP, cls(j + 1) == .NU || (cls(j + 1) == .IS && cls(j + 2) == .NU) { return true }
    }
    if (a == .HY || a == .IS), b == .NU { return true }
    if b == .NU, numberEnds(at: j - 1) { return true }
    return false
  }

  /// LB28a: Brahmic orthographic syllables (U+25CC, the dotted circle, stands for a base).
  private static func aksaraRule(_ units: [BreakUnit], _ j: Int) -> Bool {
    func isBase(_ k: Int) -> Bool {
      guard k >= 0, k < units.count else { return false }
      let c = units[k].lineBreakClass
      return c == .AK || c == .AS || units[k].first == "\u{25CC}"
    }
    func cls(_ k: Int) -> LineBreakClass? { k >= 0 && k < units.count ? units[k].lineBreakClass : nil }
    let a = units[j - 1].lineBreakClass, b = units[j].lineBreakClass
    if a == .AP, isBase(j) { return true }
    if isBase(j - 1), b == .VF || b == .VI { return true }
    if a == .VI, isBase(j - 2), isBase(j), b == .AK || units[j].first == "\u{25CC}" { return true }
    if isBase(j - 1), isBase(j), cls(j + 1) == .VF { return true }
    return false
  }

  /// Opening quotation marks (general category Pi).
  static func isInitialQuote(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .initialPunctuation
  }

  /// Closing quotation marks (general category Pf).
  static func isFinalQuote(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .finalPunctuation
  }

  /// East Asian Width F, W or H, from the blocks that hold them (an approximation).
  static func isEastAsian(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return (0x1100...0x115F).contains(v) || (0x2329...0x232A).contains(v)
      || (0x2E80...0x303E).contains(v)
      || (0x3041...0x33FF).contains(v) || (0x3400...0x4DBF).contains(v)
      || (0x4E00...0x9FFF).contains(v) || (0xA000...0xA4CF).contains(v)
      || (0xA960...0xA97F).contains(v) || (0xAC00...0xD7A3).contains(v)
      || (0xF900...0xFAFF).contains(v) || (0xFE10...0xFE19).contains(v)
      || (0xFE30...0xFE6F).contains(v) || (0xFF00...0xFF60).contains(v)
      || (0xFFE0...0xFFE6).contains(v) || (0x16FE0...0x18AFF).contains(v)
      || (0x1B000...0x1B2FF).contains(v) || (0x1F300...0x1F64F).contains(v)
      || (0x1F900...0x1F9FF).contains(v) || (0x20000...0x3FFFD).contains(v)
  }
}
