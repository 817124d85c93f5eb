// UIKitLayout: pictures.

/// Encodes RGBA pixels as PNG, byte for byte the same on every machine: no system library,
/// integer arithmetic only.
///
/// Rows are stored unfiltered and compressed with deflate (fixed Huffman codes) whose matches
/// look in two places only: the same bytes one row up, and the pixel to the left. A layout
/// picture is mostly flat colour, so those two find nearly every repeat; no hash table is
/// built, and comparing eight bytes at a time keeps a full-screen picture at 3× to a few
/// milliseconds.
public enum PNGEncoder {
  /// A PNG of `width` × `height` pixels, `rgba` holding 4 bytes a pixel, rows top to bottom.
  public static func encode(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
    precondition(rgba.count == width * height * 4, "4 bytes a pixel")
    let stride = width * 4
    // Each row behind its filter byte (0: none).
    var raw = [UInt8](repeating: 0, count: height * (stride + 1))
    raw.withUnsafeMutableBufferPointer { target in
      rgba.withUnsafeBufferPointer { source in
        guard let from = source.baseAddress, let to = target.baseAddress else { return }
        for row in 0..<height {
          (to + row * (stride + 1) + 1).update(from: from + row * stride, count: stride)
        }
      }
    }
    return encode(width: width, height: height, rows: raw)
  }

  /// A PNG of `width` × `height` RGBA pixels given as PNG stores them before compression:
  /// each row a filter byte (0, none) and then its 4 × `width` bytes. A canvas kept in this
  /// layout is encoded without a copy of its pixels.
  static func encode(width: Int, height: Int, rows raw: [UInt8]) -> [UInt8] {
    precondition(raw.count == height * (width * 4 + 1), "a filter byte and 4 bytes a pixel a row")
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    header += bigEndian(UInt32(width))
    header += bigEndian(UInt32(height))
    header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filters, no interlace
    chunk("IHDR", header, into: &png)
    chunk("IDAT", zlib(raw, rowLength: width * 4 + 1), into: &png)
    chunk("IEND", [], into: &png)
    return png
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  static func chunk(_ type: String, _ data: [UInt8], into png: inout [UInt8]) {
    png += bigEndian(UInt32(data.count))
    let typed = Array(type.utf8) + data
    png += typed
    png += bigEndian(crc32(typed))
  }

  private static let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }

  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt64 = 1, b: UInt64 = 0
    // Sums kept per lane of 16 bytes and reduced once a block. Byte i of an L-byte block
    // adds x to a and (L − i) x to b, besides b's L a; for byte j of chunk k of N chunks,
    // L − i = 16 (N − 1 − k) + (16 − j). `lanes` sums each lane's bytes, `earlier` each lane's
    // bytes once for every chunk after theirs (Σ (N − 1 − k) x), so the block adds Σ lanes to
    // a and L a + 16 Σ earlier + Σ (16 − j) lanes[j] to b: the same sums as byte by byte.
    let weights = SIMD16<UInt32>(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
    bytes.withUnsafeBytes { buffer in
      // 5 552 bytes a block keeps every lane (at most 255 × 347² / 2) within 32 bits.
      var start = 0
      while start < buffer.count {
        let end = min(start + 5552, buffer.count)
        var lanes = SIMD16<UInt32>(repeating: 0), earlier = SIMD16<UInt32>(repeating: 0)
        var i = start
        while i + 16 <= end {
          earlier &+= lanes
          lanes &+= SIMD16<UInt32>(truncatingIfNeeded: buffer.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self))
          i += 16
        }
        let length = UInt64(i - start)
        var sumLanes: UInt64 = 0, sumEarlier: UInt64 = 0, weighted: UInt64 = 0
        for j in 0..<16 {
          sumLanes += UInt64(lanes[j])
          sumEarlier += UInt64(earlier[j])
          weighted += UInt64(lanes[j]) * UInt64(weights[j])
        }
        b += length * a + 16 * sumEarlier + weighted
        a += sumLanes
        while i < end {
          a += UInt64(buffer[i])
          b += a
          i += 1
        }
        a %= 65521
        b %= 65521
        start = end
      }
    }
    return UInt32(b << 16 | a)
  }

  /// A zlib stream: header, one deflate stream of fixed-Huffman blocks, Adler-32.
  /// `rowLength`: the distance at which the row above repeats (0: none).
  static func zlib(_ data: [UInt8], rowLength: Int = 0) -> [UInt8] {
    var bits = BitWriter()
    bits.bytes = [0x78, 0x01]
    deflate(data, rowLength: rowLength, into: &bits)
    bits.flush()
    return bits.bytes + bigEndian(adler32(data))
  }

  // MARK: - Deflate

  private static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
  private static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
  private static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
  private static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

  /// One final block of fixed Huffman codes. At each byte the longer of two matches is
  /// taken: against the bytes `rowLength` back (the row above, when that is within deflate's
  /// 32 768-byte window) and against the 4 bytes back (the pixel to the left); shorter than 3,
  /// a literal. Deterministic, and linear in the data.
  static func deflate(_ data: [UInt8], rowLength: Int = 0, into bits: inout BitWriter) {
    bits.write(1, count: 1)  // final block
    bits.write(1, count: 2)  // fixed Huffman
    let up = rowLength > 0 && rowLength <= 32768 ? rowLength : 0
    data.withUnsafeBytes { buffer in
      let count = buffer.count
      var i = 0
      while i < count {
        let limit = min(258, count - i)
        var length = 0, distance = 0
        if up > 0, i >= up {
          length = matchLength(buffer, i, i - up, limit)
          distance = up
        }
        if length < limit, i >= 4 {
          let left = matchLength(buffer, i, i - 4, limit)
          if left > length {
            length = left
            distance = 4
          }
        }
        if length >= 3 {
          writeLength(length, into: &bits)
          writeDistance(distance, into: &bits)
          i += length
        } else {
          writeLiteral(Int(buffer[i]), into: &bits)
          i += 1
        }
      }
    }
    writeLiteral(256, into: &bits)  // end of block
  }

  /// How many bytes from `at` equal those from `earlier`, up to `limit`: eight at a time.
  /// (An overlapping match is fine: deflate copies byte by byte, so the bytes compared are
  /// the ones the decoder will have written.)
  private static func matchLength(_ buffer: UnsafeRawBufferPointer, _ at: Int, _ earlier: Int, _ limit: Int) -> Int {
    var n = 0
    while n + 8 <= limit {
      let a = buffer.loadUnaligned(fromByteOffset: at + n, as: UInt64.self)
      let b = buffer.loadUnaligned(fromByteOffset: earlier + n, as: UInt64.self)
      if a != b { break }  // the byte loop below finds which byte
      n += 8
    }
    while n < limit, buffer[at + n] == buffer[earlier + n] { n += 1 }
    return n
  }

  /// The fixed code's literal/length symbols, bit-reversed as written, each with its length.
  private static let literalCodes: [(code: UInt32, count: Int)] = (0..<288).map { symbol in
    let (code, count) =
      switch symbol {
      case 0...143: (0x30 + symbol, 8)
      case 144...255: (0x190 + symbol - 144, 9)
      case 256...279: (symbol - 256, 7)
      default: (0xC0 + symbol - 280, 8)
      }
    return (UInt32(BitWriter.reversed(code, count: count)), count)
  }

  /// A literal/length symbol in the fixed code.
  private static func writeLiteral(_ symbol: Int, into bits: inout BitWriter) {
    let (code, count) = literalCodes[symbol]
    bits.write(code, count: count)
  }

  private static func writeLength(_ length: Int, into bits: inout BitWriter) {
    var code = lengthBase.count - 1
    while lengthBase[code] > length { code -= 1 }
    writeLiteral(257 + code, into: &bits)
    if lengthExtra[code] > 0 { bits.write(UInt32(length - lengthBase[code]), count: lengthExtra[code]) }
  }

  private static func writeDistance(_ distance: Int, into bits: inout BitWriter) {
    var code = distanceBase.count - 1
    while distanceBase[code] > distance { code -= 1 }
    bits.write(UInt32(BitWriter.reversed(code, count: 5)), count: 5)
    if distanceExtra[code] > 0 { bits.write(UInt32(distance - distanceBase[code]), count: distanceExtra[code]) }
  }

  /// Bits packed least significant first, as deflate stores them: gathered 64 at a time and
  /// stored four bytes at once.
  struct BitWriter {
    var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var used = 0

    /// `count` (at most 32) bits of `value`, least significant first (extra bits, header
    /// fields, codes already reversed).
    mutating func write(_ value: UInt32, count: Int) {
      buffer |= UInt64(value) << UInt64(used)
      used += count
      if used >= 32 {
        let word = UInt32(truncatingIfNeeded: buffer)
        bytes.append(UInt8(truncatingIfNeeded: word))
        bytes.append(UInt8(truncatingIfNeeded: word >> 8))
        bytes.append(UInt8(truncatingIfNeeded: word >> 16))
        bytes.append(UInt8(truncatingIfNeeded: word >> 24))
        buffer >>= 32
        used -= 32
      }
    }

    /// `code`'s low `count` bits in reverse order.
    static func reversed(_ code: Int, count: Int) -> Int {
      var reversed = 0
      for k in 0..<count where code >> k & 1 == 1 { reversed |= 1 << (count - 1 - k) }
      return reversed
    }

    mutating func flush() {
      while used > 0 {
        bytes.append(UInt8(truncatingIfNeeded: buffer))
        buffer >>= 8
        used -= 8
      }
      buffer = 0
      used = 0
    }
  }
}
