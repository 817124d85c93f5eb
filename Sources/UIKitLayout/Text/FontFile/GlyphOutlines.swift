// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// A TrueType face's `glyf` and `loca` tables, read one glyph at a time when an outline is
/// asked for (registering a font reads no outline; measuring needs none).
///
/// Simple glyphs: contour ends, instructions (skipped), flags with repeat counts, and x and y
/// coordinates as short (one byte and a sign bit), same-as-previous or 16-bit deltas.
/// Composite glyphs: components placed by x/y offsets (scaled with the component only when
/// `SCALED_COMPONENT_OFFSET` is set without `UNSCALED_COMPONENT_OFFSET`, as FreeType does) or
/// by matching a point of the glyph so far with a point of the component, transformed by a
/// scale, x and y scales or a 2 × 2 matrix (F2Dot14).
///
/// Untrusted bytes: every read is bounds-checked; components nest at most ``depthLimit`` deep
/// (so a glyph that contains itself is an error, not a hang), a glyph expands to at most
/// ``pointLimit`` points through at most ``componentLimit`` components, so no input makes the
/// reader recurse, work or allocate without bound.
struct GlyphTables: Sendable {
  let loca: FontTable
  let glyf: FontTable
  /// `head`, for `indexToLocFormat` (0: 16-bit offsets, halved; 1: 32-bit ones), read when a
  /// glyph is, so a bad value stops outlines, not measuring.
  let head: FontTable
  /// `maxp.numGlyphs`.
  let glyphCount: Int

  /// Most levels of nested components (real fonts use one or two).
  static let depthLimit = 8
  /// Most points one glyph may expand to (`maxp` counts points in 16 bits).
  static let pointLimit = 65_535
  /// Most component references one glyph may expand through.
  static let componentLimit = 1_024

  /// What one glyph's expansion may still spend.
  struct Budget {
    var points = GlyphTables.pointLimit
    var components = GlyphTables.componentLimit
  }

  /// The outline of `glyph` with `advance`, or a ``FontFileError`` naming the glyph.
  func outline(ofGlyph glyph: UInt16, advance: Int) throws -> GlyphOutline {
    var budget = Budget()
    var points = RawGlyphPoints()
    do {
      try read(Int(glyph), depth: 0, into: &points, budget: &budget)
    } catch let error as FontFileError where !error.reason.hasPrefix("glyph ") {
      // A bounds check deep in the glyph's bytes: say which glyph it was.
      throw FontFileError(file: error.file, table: error.table, reason: "glyph \(glyph): \(error.reason)")
    }
    return GlyphOutline(points: points, advance: advance)
  }

  /// The bytes of `glyph` in `glyf` (empty for a glyph without an outline, such as a space),
  /// as a table whose errors give offsets from the start of `glyf`.
  private func data(of glyph: Int) throws -> FontTable {
    guard glyph < glyphCount else {
      throw glyf.error("glyph \(glyph) does not exist (the font has \(glyphCount))")
    }
    let start: Int, end: Int
    let locaFormat = try head.i16(50)
    switch locaFormat {
    case 0:
      try loca.check(0, (glyphCount + 1) * 2)
      start = Int(try loca.u16(glyph * 2)) * 2
      end = Int(try loca.u16(glyph * 2 + 2)) * 2
    case 1:
      try loca.check(0, (glyphCount + 1) * 4)
      start = Int(try loca.u32(glyph * 4))
      end = Int(try loca.u32(glyph * 4 + 4))
    default:
      throw head.error("indexToLocFormat \(locaFormat) is not 0 (short) or 1 (long)")
    }
    guard start <= end else {
      throw loca.error("glyph \(glyph) ends (offset \(end)) before it starts (offset \(start))")
    }
    guard end <= glyf.count else {
      throw glyf.error(
        "glyph \(glyph) (offsets \(start) to \(end)) runs past the end of the table (\(glyf.count) bytes)")
    }
    var table = try FontTable(
      bytes: glyf.bytes, start: glyf.start + start, count: end - start, tag: glyf.tag, file: glyf.file)
    table.origin = glyf.origin + start
    return table
  }

  /// Appends `glyph`'s points (a composite's components expanded) to `points`.
  private func read(_ glyph: Int, depth: Int, into points: inout RawGlyphPoints, budget: inout Budget) throws {
    let data = try data(of: glyph)
    guard data.count > 0 else { return }
    let contourCount = Int(try data.i16(0))
    if contourCount >= 0 {
      try readSimple(data, glyph: glyph, contourCount: contourCount, into: &points, budget: &budget)
    } else {
      try readComposite(data, glyph: glyph, depth: depth, into: &points, budget: &budget)
    }
  }

  private func readSimple(
    _ data: FontTable, glyph: Int, contourCount: Int, into points: inout RawGlyphPoints, budget: inout Budget
  ) throws {
    // Header (10 bytes), contour ends, instruction length.
    try data.check(10, contourCount * 2 + 2)
    var ends: [Int] = []
    ends.reserveCapacity(contourCount)
    var last = -1
    for index in 0..<contourCount {
      let end = Int(try data.u16(10 + index * 2))
      guard end >= last else {
        throw data.error("glyph \(glyph): contour \(index) ends at point \(end), before the previous one (\(last))")
      }
      last = end
      ends.append(end + 1)
    }
    let pointCount = last + 1
    budget.points -= pointCount
    guard budget.points >= 0 else {
      throw data.error("glyph \(glyph): more than \(Self.pointLimit) points")
    }
    let instructionLength = Int(try data.u16(10 + contourCount * 2))
    var offset = 12 + contourCount * 2 + instructionLength

    // Flags: one byte a point, or a byte with bit 3 set and a count of repeats after it.
    var flags: [UInt8] = []
    flags.reserveCapacity(pointCount)
    while flags.count < pointCount {
      let flag = try data.u8(offset)
      offset += 1
      flags.append(flag)
      if flag & 0x08 != 0 {
        let repeats = Int(try data.u8(offset))
        offset += 1
        guard flags.count + repeats <= pointCount else {
          throw data.error(
            "glyph \(glyph): a flag repeated \(repeats) times runs past the last point (\(pointCount) points)")
        }
        flags.append(contentsOf: repeatElement(flag, count: repeats))
      }
    }
    // x, then y: short (bit 1 or 2: one byte, bit 4 or 5 the sign: set is positive), the
    // same as before (bit 4 or 5 without the short bit), or a signed 16-bit delta.
    func coordinates(short: UInt8, same: UInt8) throws -> [Double] {
      var values: [Double] = []
      values.reserveCapacity(pointCount)
      var value = 0
      for flag in flags {
        if flag & short != 0 {
          let delta = Int(try data.u8(offset))
          offset += 1
          value += flag & same != 0 ? delta : -delta
        } else if flag & same == 0 {
          value += Int(try data.i16(offset))
          offset += 2
        }
        values.append(Double(value))
      }
      return values
    }
    let xs = try coordinates(short: 0x02, same: 0x10)
    let ys = try coordinates(short: 0x04, same: 0x20)
    let base = points.count
    points.xs += xs
    points.ys += ys
    points.onCurve += flags.map { $0 & 0x01 != 0 }
    points.ends += ends.map { $0 + base }
  }

  private func readComposite(
    _ data: FontTable, glyph: Int, depth: Int, into points: inout RawGlyphPoints, budget: inout Budget
  ) throws {
    guard depth < Self.depthLimit else {
      throw data.error(
        "glyph \(glyph): components nested more than \(Self.depthLimit) deep (a glyph that contains itself?)")
    }
    var offset = 10
    var more = true
    while more {
      let flags = try data.u16(offset)
      let component = Int(try data.u16(offset + 2))
      offset += 4
      budget.components -= 1
      guard budget.components >= 0 else {
        throw data.error("glyph \(glyph): more than \(Self.componentLimit) components")
      }
      let areWords = flags & 0x0001 != 0, areOffsets = flags & 0x0002 != 0
      let arg1: Int, arg2: Int
      switch (areWords, areOffsets) {
      case (true, true): (arg1, arg2) = (Int(try data.i16(offset)), Int(try data.i16(offset + 2)))
      case (true, false): (arg1, arg2) = (Int(try data.u16(offset)), Int(try data.u16(offset + 2)))
      case (false, true):
        (arg1, arg2) = (Int(Int8(bitPattern: try data.u8(offset))), Int(Int8(bitPattern: try data.u8(offset + 1))))
      case (false, false): (arg1, arg2) = (Int(try data.u8(offset)), Int(try data.u8(offset + 1)))
      }
      offset += areWords ? 4 : 2
      func f2dot14(_ at: Int) throws -> Double { Double(try data.i16(at)) / 16384 }
      var matrix: (a: Double, b: Double, c: Double, d: Double)?
      if flags & 0x0008 != 0 {
        let scale = try f2dot14(offset)
        matrix = (scale, 0, 0, scale)
        offset += 2
      } else if flags & 0x0040 != 0 {
        matrix = (try f2dot14(offset), 0, 0, try f2dot14(offset + 2))
        offset += 4
      } else if flags & 0x0080 != 0 {
        matrix = (try f2dot14(offset), try f2dot14(offset + 2), try f2dot14(offset + 4), try f2dot14(offset + 6))
        offset += 8
      }
      var part = RawGlyphPoints()
      try read(component, depth: depth + 1, into: &part, budget: &budget)
      var dx = 0.0, dy = 0.0
      if areOffsets {
        (dx, dy) = (Double(arg1), Double(arg2))
        if let m = matrix, flags & 0x0800 != 0, flags & 0x1000 == 0 {
          (dx, dy) = (m.a * dx + m.c * dy, m.b * dx + m.d * dy)
        }
      } else {
        // Point matching: the component moves so its point arg2 (transformed) lands on the
        // glyph's point arg1 so far.
        guard arg1 < points.count, arg2 < part.count else {
          throw data.error(
            "glyph \(glyph): component \(component) matches point \(arg2) of its \(part.count) to point "
              + "\(arg1) of the glyph's \(points.count)")
        }
        var x = part.xs[arg2], y = part.ys[arg2]
        if let m = matrix { (x, y) = (m.a * x + m.c * y, m.b * x + m.d * y) }
        (dx, dy) = (points.xs[arg1] - x, points.ys[arg1] - y)
      }
      points.append(part, matrix: matrix, dx: dx, dy: dy)
      more = flags & 0x0020 != 0
    }
  }
}

extension OpenTypeFace {
  /// Whether the face has TrueType outlines (`glyf` and `loca`). A CFF-flavoured OpenType
  /// font (`.otf` with a `CFF ` table) has none the library reads.
  public var hasGlyphOutlines: Bool { glyphTables != nil }

  /// The outline of `glyph` in font units, and its `hmtx` advance; read once, then kept with
  /// the face.
  ///
  /// Throws ``FontFileError`` when the face has no TrueType outlines (CFF outlines are not
  /// read), for a glyph the face doesn't have, and for anything wrong in the glyph's bytes
  /// (offsets outside `glyf`, truncated data, flags repeated past the last point, components
  /// nested too deep or too many, points that don't exist).
  public func outline(ofGlyph glyph: UInt16) throws -> GlyphOutline {
    guard let glyphTables else {
      throw FontFileError(
        file: fileName, table: nil, reason: "no TrueType outlines ('glyf' and 'loca'); CFF outlines are not read")
    }
    let advance = advance(ofGlyph: glyph)
    return try outlineCache.outline(glyph) {
      do {
        return .success(try glyphTables.outline(ofGlyph: glyph, advance: advance))
      } catch let error as FontFileError {
        return .failure(error)
      } catch {
        return .failure(FontFileError(file: fileName, table: "glyf", reason: "glyph \(glyph): \(error)"))
      }
    }.get()
  }
}
