// UIKitLayout: pictures.

/// Deflate decompression (RFC 1951): stored, fixed-Huffman and dynamic-Huffman blocks.
///
/// Canonical Huffman codes are decoded by counting codes of each length (as zlib's `puff`
/// does), which needs no tables beyond the code lengths. Output stops with an error at
/// `limit` bytes, so a hostile stream cannot allocate without bound.
struct Inflater {
  let bytes: [UInt8]
  var position: Int
  let limit: Int
  private var bitBuffer = 0, bitCount = 0
  private var output: [UInt8] = []

  init(bytes: [UInt8], position: Int, limit: Int) {
    self.bytes = bytes
    self.position = position
    self.limit = limit
  }

  /// Decompresses to the end of the final block.
  mutating func run() throws -> [UInt8] {
    output.reserveCapacity(limit)
    var final = false
    while !final {
      final = try bits(1) == 1
      switch try bits(2) {
      case 0: try stored()
      case 1: try codes(Self.fixedLiterals, Self.fixedDistances)
      case 2: try dynamic()
      default: throw PNGDecoder.Failure("a deflate block has the reserved type")
      }
    }
    return output
  }

  private mutating func bits(_ n: Int) throws -> Int {
    while bitCount < n {
      guard position < bytes.count else { throw PNGDecoder.Failure("the deflate stream ends early") }
      bitBuffer |= Int(bytes[position]) << bitCount
      position += 1
      bitCount += 8
    }
    let value = bitBuffer & ((1 << n) - 1)
    bitBuffer >>= n
    bitCount -= n
    return value
  }

  private mutating func emit(_ byte: UInt8) throws {
    guard output.count < limit else { throw PNGDecoder.Failure("the pixel data is longer than the picture") }
    output.append(byte)
  }

  private mutating func stored() throws {
    bitBuffer = 0
    bitCount = 0
    guard position + 4 <= bytes.count else { throw PNGDecoder.Failure("the deflate stream ends early") }
    let length = Int(bytes[position]) | Int(bytes[position + 1]) << 8
    let check = Int(bytes[position + 2]) | Int(bytes[position + 3]) << 8
    guard length == ~check & 0xFFFF else { throw PNGDecoder.Failure("a stored block's length is corrupt") }
    position += 4
    guard position + length <= bytes.count else { throw PNGDecoder.Failure("the deflate stream ends early") }
    for i in 0..<length { try emit(bytes[position + i]) }
    position += length
  }

  /// A canonical code: how many codes have each length, and the symbols in code order.
  struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    init(lengths: [Int]) throws {
      for length in lengths { counts[length] += 1 }
      var left = 1
      for length in 1..<16 {
        left = left << 1 - counts[length]
        guard left >= 0 else { throw PNGDecoder.Failure("a Huffman code is over-subscribed") }
      }
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
      counts[0] = 0
    }
  }

  private mutating func decode(_ code: Huffman) throws -> Int {
    var value = 0, first = 0, index = 0
    for length in 1..<16 {
      value |= try bits(1)
      let count = code.counts[length]
      if value - count < first { return code.symbols[index + value - first] }
      index += count
      first = (first + count) << 1
      value <<= 1
    }
    throw PNGDecoder.Failure("a Huffman code is not in its table")
  }

  private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
  private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
  private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
  private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

  // The fixed codes are well formed, so building them cannot throw.
  private static let fixedLiterals = try! Huffman(
    lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
      + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))
  private static let fixedDistances = try! Huffman(lengths: [Int](repeating: 5, count: 30))

  private mutating func codes(_ literals: Huffman, _ distances: Huffman) throws {
    while true {
      let symbol = try decode(literals)
      if symbol < 256 {
        try emit(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let index = symbol - 257
        guard index < Self.lengthBase.count else { throw PNGDecoder.Failure("a length code is out of range") }
        let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
        let code = try decode(distances)
        guard code < Self.distanceBase.count else { throw PNGDecoder.Failure("a distance code is out of range") }
        let distance = Self.distanceBase[code] + (try bits(Self.distanceExtra[code]))
        guard distance <= output.count else { throw PNGDecoder.Failure("a distance reaches before the start") }
        for _ in 0..<length { try emit(output[output.count - distance]) }
      }
    }
  }

  private mutating func dynamic() throws {
    let literalCount = try bits(5) + 257, distanceCount = try bits(5) + 1, codeCount = try bits(4) + 4
    guard literalCount <= 286, distanceCount <= 30 else { throw PNGDecoder.Failure("a dynamic block has too many codes") }
    let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    var codeLengths = [Int](repeating: 0, count: 19)
    for i in 0..<codeCount { codeLengths[order[i]] = try bits(3) }
    let lengthCode = try Huffman(lengths: codeLengths)
    var lengths: [Int] = []
    while lengths.count < literalCount + distanceCount {
      let symbol = try decode(lengthCode)
      switch symbol {
      case 0..<16: lengths.append(symbol)
      case 16:
        guard let last = lengths.last else { throw PNGDecoder.Failure("a repeat has nothing to repeat") }
        lengths += [Int](repeating: last, count: 3 + (try bits(2)))
      case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
      default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
      }
    }
    guard lengths.count == literalCount + distanceCount else { throw PNGDecoder.Failure("code lengths overrun") }
    try codes(
      Huffman(lengths: Array(lengths[0..<literalCount])),
      Huffman(lengths: Array(lengths[literalCount...])))
  }
}
