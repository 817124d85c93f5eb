// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// A font's `cmap`: which glyph each Unicode scalar has, read from a format 4 (Basic
/// Multilingual Plane) or format 12 (all planes) subtable.
///
/// Kept as ranges, never expanded per scalar, so a hostile table that claims every code
/// point costs what its bytes cost.
struct CharacterMap: Sendable {
  /// Scalars `start...end` map to `scalar + delta` (modulo 65 536 for format 4), or, when
  /// `arrayStart >= 0`, to `glyphs[arrayStart + scalar − start]`.
  struct Range: Sendable {
    var start: UInt32, end: UInt32
    var delta: Int64
    var arrayStart: Int
    var wraps: Bool
  }

  /// Sorted by `start`.
  let ranges: [Range]
  /// Glyphs of the format 4 segments that list them one by one.
  let glyphs: [UInt16]

  /// The scalars explicitly listed one by one may not exceed this (more than Unicode has).
  static let listedGlyphLimit = 0x110000

  /// The glyph of `scalar`, or `nil` (glyph 0, `.notdef`, counts as none).
  func glyph(for scalar: UInt32) -> UInt16? {
    var low = 0, high = ranges.count
    while low < high {
      let mid = (low + high) / 2
      if ranges[mid].start <= scalar { low = mid + 1 } else { high = mid }
    }
    // The ranges starting at or before the scalar, nearest first (format 4 segments don't
    // overlap; a few steps back is enough for well-formed tables).
    var index = low - 1
    var steps = 0
    while index >= 0, steps < 4 {
      let range = ranges[index]
      if scalar <= range.end {
        let glyph: Int64
        if range.arrayStart >= 0 {
          glyph = Int64(glyphs[range.arrayStart + Int(scalar - range.start)])
        } else {
          let raw = Int64(scalar) + range.delta
          glyph = range.wraps ? raw & 0xFFFF : raw
        }
        return glyph > 0 && glyph <= 0xFFFF ? UInt16(glyph) : nil
      }
      index -= 1
      steps += 1
    }
    return nil
  }

  /// Reads the best Unicode subtable of a `cmap` table: format 12 before format 4, Windows
  /// before Unicode platform entries.
  static func read(_ table: FontTable) throws -> CharacterMap {
    let count = Int(try table.u16(2))
    var candidates: [(rank: Int, offset: Int)] = []
    for index in 0..<count {
      let record = 4 + index * 8
      let platform = try table.u16(record), encoding = try table.u16(record + 2)
      let offset = Int(try table.u32(record + 4))
      let format = try table.u16(offset)
      let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
      guard unicode, format == 4 || format == 12 else { continue }
      candidates.append((rank: (format == 12 ? 0 : 2) + (platform == 3 ? 0 : 1), offset: offset))
    }
    guard let best = candidates.min(by: { $0.rank < $1.rank }) else {
      throw table.error("no Unicode subtable of format 4 or 12")
    }
    let subtable = try table.sub(best.offset)
    return try subtable.u16(0) == 12 ? readFormat12(subtable) : readFormat4(subtable)
  }

  private static func readFormat4(_ table: FontTable) throws -> CharacterMap {
    let segCountX2 = Int(try table.u16(6))
    guard segCountX2 % 2 == 0 else { throw table.error("format 4: odd segCountX2 \(segCountX2)") }
    let segCount = segCountX2 / 2
    let ends = 14, starts = 16 + segCountX2, deltas = starts + segCountX2
    let rangeOffsets = deltas + segCountX2
    try table.check(ends, segCountX2 * 4 + 2)
    var ranges: [Range] = []
    var glyphs: [UInt16] = []
    for segment in 0..<segCount {
      let end = UInt32(try table.u16(ends + segment * 2))
      let start = UInt32(try table.u16(starts + segment * 2))
      let delta = Int64(try table.i16(deltas + segment * 2))
      let rangeOffsetPosition = rangeOffsets + segment * 2
      let rangeOffset = Int(try table.u16(rangeOffsetPosition))
      guard start <= end, !(start == 0xFFFF && end == 0xFFFF) else { continue }
      if rangeOffset == 0 {
        ranges.append(Range(start: start, end: end, delta: delta, arrayStart: -1, wraps: true))
        continue
      }
      let length = Int(end - start) + 1
      guard glyphs.count + length <= listedGlyphLimit else {
        throw table.error("format 4: segments list more glyphs than Unicode has scalars")
      }
      let first = rangeOffsetPosition + rangeOffset
      try table.check(first, length * 2)
      let arrayStart = glyphs.count
      for i in 0..<length {
        let glyph = try table.u16(first + i * 2)
        glyphs.append(glyph == 0 ? 0 : UInt16(truncatingIfNeeded: Int64(glyph) + delta))
      }
      ranges.append(Range(start: start, end: end, delta: 0, arrayStart: arrayStart, wraps: true))
    }
    return CharacterMap(ranges: ranges.sorted { $0.start < $1.start }, glyphs: glyphs)
  }

  private static func readFormat12(_ table: FontTable) throws -> CharacterMap {
    let groupCount = Int(try table.u32(12))
    try table.check(16, groupCount * 12)
    var ranges: [Range] = []
    ranges.reserveCapacity(groupCount)
    for group in 0..<groupCount {
      let record = 16 + group * 12
      let start = try table.u32(record), end = try table.u32(record + 4)
      let glyph = try table.u32(record + 8)
      guard start <= end, start <= 0x10FFFF else { continue }
      ranges.append(
        Range(
          start: start, end: min(end, 0x10FFFF), delta: Int64(glyph) - Int64(start), arrayStart: -1,
          wraps: false))
    }
    return CharacterMap(ranges: ranges.sorted { $0.start < $1.start }, glyphs: [])
  }
}
