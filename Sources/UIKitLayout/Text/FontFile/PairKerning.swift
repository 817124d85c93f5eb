// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// Pair kerning: how much closer (negative) or farther two glyphs sit, in font units, from
/// the `GPOS` table's pair adjustment lookups under the `kern` feature, else from the `kern`
/// table's format 0 pairs (Core Text prefers `GPOS` when a font has both).
struct PairKerning: Sendable {
  /// A `GPOS` pair adjustment subtable, reduced to the first glyph's x advance change.
  enum Subtable: Sendable {
    /// Format 1: for each covered first glyph, its second glyphs (sorted) and adjustments.
    case pairs(Coverage, [[(second: UInt16, value: Int16)]])
    /// Format 2: a matrix of adjustments between the first glyph's class and the second's.
    case classes(Coverage, ClassDefinition, ClassDefinition, class2Count: Int, values: [Int16])
  }

  /// The `kern` feature's lookups, in order, each a list of subtables.
  let lookups: [[Subtable]]
  /// `kern` table pairs: `left << 16 | right`, sorted, and their values.
  let tablePairs: [UInt32]
  let tableValues: [Int16]

  static let none = PairKerning(lookups: [], tablePairs: [], tableValues: [])

  var isEmpty: Bool { lookups.isEmpty && tablePairs.isEmpty }

  /// The adjustment between `left` and `right`, in font units.
  func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
    if !lookups.isEmpty {
      var total = 0
      for lookup in lookups {
        // Within a lookup the first subtable that applies wins.
        for subtable in lookup {
          if let value = Self.apply(subtable, left, right) {
            total += value
            break
          }
        }
      }
      return total
    }
    let key = UInt32(left) << 16 | UInt32(right)
    var low = 0, high = tablePairs.count
    while low < high {
      let mid = (low + high) / 2
      if tablePairs[mid] < key { low = mid + 1 } else { high = mid }
    }
    return low < tablePairs.count && tablePairs[low] == key ? Int(tableValues[low]) : 0
  }

  private static func apply(_ subtable: Subtable, _ left: UInt16, _ right: UInt16) -> Int? {
    switch subtable {
    case .pairs(let coverage, let sets):
      guard let index = coverage.index(of: left), index < sets.count else { return nil }
      let set = sets[index]
      var low = 0, high = set.count
      while low < high {
        let mid = (low + high) / 2
        if set[mid].second < right { low = mid + 1 } else { high = mid }
      }
      return low < set.count && set[low].second == right ? Int(set[low].value) : nil
    case .classes(let coverage, let first, let second, let class2Count, let values):
      guard coverage.index(of: left) != nil else { return nil }
      let index = first.classOf(left) * class2Count + second.classOf(right)
      return index < values.count ? Int(values[index]) : nil
    }
  }

  // MARK: - Reading

  /// The `kern` table's horizontal format 0 pairs (version 0, Microsoft's layout).
  static func readKernTable(_ table: FontTable) throws -> PairKerning {
    guard try table.u16(0) == 0 else { return .none }  // Apple's version 1 layout: not read.
    let count = Int(try table.u16(2))
    var offset = 4
    var pairs: [(UInt32, Int16)] = []
    for _ in 0..<count {
      let length = Int(try table.u16(offset + 2))
      let coverage = try table.u16(offset + 4)
      // Format 0, horizontal, not cross-stream, not minimum values.
      if coverage >> 8 == 0, coverage & 0x7 == 0x1 {
        let pairCount = Int(try table.u16(offset + 6))
        try table.check(offset + 14, pairCount * 6)
        for index in 0..<pairCount {
          let record = offset + 14 + index * 6
          pairs.append((try table.u32(record), try table.i16(record + 4)))
        }
      }
      guard length >= 6 else { break }
      offset += length
    }
    pairs.sort { $0.0 < $1.0 }
    return PairKerning(lookups: [], tablePairs: pairs.map(\.0), tableValues: pairs.map(\.1))
  }

  /// The pair adjustment lookups of `GPOS`'s `kern` features (every script and language).
  static func readGPOS(_ table: FontTable) throws -> PairKerning {
    let featureList = try table.sub(Int(try table.u16(6)))
    let lookupList = try table.sub(Int(try table.u16(8)))
    var lookupIndices = Set<Int>()
    let featureCount = Int(try featureList.u16(0))
    for index in 0..<featureCount {
      let record = 2 + index * 6
      guard try featureList.tagString(record) == "kern" else { continue }
      let feature = try featureList.sub(Int(try featureList.u16(record + 4)))
      let count = Int(try feature.u16(2))
      for i in 0..<count { lookupIndices.insert(Int(try feature.u16(4 + i * 2))) }
    }
    let lookupCount = Int(try lookupList.u16(0))
    var lookups: [[Subtable]] = []
    // Offsets may point many records at the same bytes: each subtable is read once, and all
    // reading shares one budget, so a hostile table cannot multiply its size.
    var read: [Int: Subtable?] = [:]
    var budget = entryBudget
    for index in lookupIndices.sorted() where index < lookupCount {
      let lookup = try lookupList.sub(Int(try lookupList.u16(2 + index * 2)))
      let type = try lookup.u16(0)
      let count = Int(try lookup.u16(4))
      var subtables: [Subtable] = []
      for i in 0..<count {
        var subtable = try lookup.sub(Int(try lookup.u16(6 + i * 2)))
        var subtableType = type
        if type == 9 {
          // An extension: one level of indirection to the real subtable (never followed
          // further, so offsets cannot loop).
          subtableType = try subtable.u16(2)
          subtable = try subtable.sub(Int(try subtable.u32(4)))
        }
        guard subtableType == 2 else { continue }
        let parsed: Subtable?
        if let cached = read[subtable.start] {
          parsed = cached
        } else {
          parsed = try readPairPositioning(subtable, budget: &budget)
          read[subtable.start] = parsed
        }
        if let parsed { subtables.append(parsed) }
      }
      if !subtables.isEmpty { lookups.append(subtables) }
    }
    return PairKerning(lookups: lookups, tablePairs: [], tableValues: [])
  }

  /// Bytes of a value record of `format` (two per bit of the low byte).
  private static func valueSize(_ format: UInt16) -> Int { (format & 0xFF).nonzeroBitCount * 2 }

  /// Where the x advance sits in a value record of `format`, or `nil` if it has none.
  private static func xAdvanceOffset(_ format: UInt16) -> Int? {
    format & 0x4 == 0 ? nil : (format & 0x3).nonzeroBitCount * 2
  }

  /// The most pairs and class cells read from one `GPOS` table; more is refused.
  static let entryBudget = 1 << 22

  private static func spend(_ count: Int, _ budget: inout Int, _ table: FontTable) throws {
    budget -= count
    guard budget >= 0 else {
      throw table.error("more than \(entryBudget) kerning pairs and class cells")
    }
  }

  private static func readPairPositioning(_ table: FontTable, budget: inout Int) throws -> Subtable? {
    let format = try table.u16(0)
    let coverage = try Coverage.read(try table.sub(Int(try table.u16(2))))
    try spend(coverage.glyphs.count + coverage.ranges.count, &budget, table)
    let format1 = try table.u16(4), format2 = try table.u16(6)
    guard let advance = xAdvanceOffset(format1) else { return nil }
    let recordSize = valueSize(format1) + valueSize(format2)
    if format == 1 {
      let setCount = Int(try table.u16(8))
      try table.check(10, setCount * 2)
      var sets: [[(second: UInt16, value: Int16)]] = []
      var setsByOffset: [Int: [(second: UInt16, value: Int16)]] = [:]
      for index in 0..<setCount {
        let set = try table.sub(Int(try table.u16(10 + index * 2)))
        if let known = setsByOffset[set.start] {
          sets.append(known)
          continue
        }
        let count = Int(try set.u16(0))
        try set.check(2, count * (2 + recordSize))
        try spend(count, &budget, table)
        var pairs: [(second: UInt16, value: Int16)] = []
        pairs.reserveCapacity(count)
        for i in 0..<count {
          let record = 2 + i * (2 + recordSize)
          pairs.append((try set.u16(record), try set.i16(record + 2 + advance)))
        }
        let sorted = pairs.sorted { $0.second < $1.second }
        setsByOffset[set.start] = sorted
        sets.append(sorted)
      }
      return .pairs(coverage, sets)
    }
    guard format == 2 else { return nil }
    let first = try ClassDefinition.read(try table.sub(Int(try table.u16(8))))
    let second = try ClassDefinition.read(try table.sub(Int(try table.u16(10))))
    try spend(first.size + second.size, &budget, table)
    let class1Count = Int(try table.u16(12)), class2Count = Int(try table.u16(14))
    try spend(class1Count * class2Count, &budget, table)
    try table.check(16, class1Count * class2Count * recordSize)
    var values: [Int16] = []
    values.reserveCapacity(class1Count * class2Count)
    for cell in 0..<(class1Count * class2Count) {
      values.append(try table.i16(16 + cell * recordSize + advance))
    }
    return .classes(coverage, first, second, class2Count: class2Count, values: values)
  }
}

/// An OpenType coverage table: which glyphs a subtable applies to, and each one's index.
struct Coverage: Sendable {
  /// Format 1: the glyphs, sorted. Format 2: ranges `(start, end, index of start)`, sorted.
  let glyphs: [UInt16]
  let ranges: [(start: UInt16, end: UInt16, index: Int)]

  func index(of glyph: UInt16) -> Int? {
    if !glyphs.isEmpty {
      var low = 0, high = glyphs.count
      while low < high {
        let mid = (low + high) / 2
        if glyphs[mid] < glyph { low = mid + 1 } else { high = mid }
      }
      return low < glyphs.count && glyphs[low] == glyph ? low : nil
    }
    for range in ranges where range.start <= glyph && glyph <= range.end {
      return range.index + Int(glyph - range.start)
    }
    return nil
  }

  static func read(_ table: FontTable) throws -> Coverage {
    let format = try table.u16(0), count = Int(try table.u16(2))
    switch format {
    case 1:
      try table.check(4, count * 2)
      return Coverage(glyphs: try (0..<count).map { try table.u16(4 + $0 * 2) }.sorted(), ranges: [])
    case 2:
      try table.check(4, count * 6)
      let ranges = try (0..<count).map {
        (start: try table.u16(4 + $0 * 6), end: try table.u16(6 + $0 * 6),
         index: Int(try table.u16(8 + $0 * 6)))
      }
      return Coverage(glyphs: [], ranges: ranges)
    default:
      throw table.error("coverage format \(format) is not 1 or 2")
    }
  }
}

/// An OpenType class definition: each glyph's class (0 when not listed).
struct ClassDefinition: Sendable {
  let startGlyph: UInt16
  let classes: [UInt16]
  let ranges: [(start: UInt16, end: UInt16, value: UInt16)]

  /// Entries read.
  var size: Int { classes.count + ranges.count }

  func classOf(_ glyph: UInt16) -> Int {
    if glyph >= startGlyph, Int(glyph - startGlyph) < classes.count {
      return Int(classes[Int(glyph - startGlyph)])
    }
    var low = 0, high = ranges.count
    while low < high {
      let mid = (low + high) / 2
      if ranges[mid].end < glyph { low = mid + 1 } else { high = mid }
    }
    return low < ranges.count && ranges[low].start <= glyph ? Int(ranges[low].value) : 0
  }

  static func read(_ table: FontTable) throws -> ClassDefinition {
    let format = try table.u16(0)
    switch format {
    case 1:
      let start = try table.u16(2), count = Int(try table.u16(4))
      try table.check(6, count * 2)
      return ClassDefinition(
        startGlyph: start, classes: try (0..<count).map { try table.u16(6 + $0 * 2) }, ranges: [])
    case 2:
      let count = Int(try table.u16(2))
      try table.check(4, count * 6)
      let ranges = try (0..<count).map {
        (start: try table.u16(4 + $0 * 6), end: try table.u16(6 + $0 * 6),
         value: try table.u16(8 + $0 * 6))
      }.sorted { $0.end < $1.end }
      return ClassDefinition(startGlyph: 0, classes: [], ranges: ranges)
    default:
      throw table.error("class definition format \(format) is not 1 or 2")
    }
  }
}
