import Foundation
@testable import LayoutSVG
import Testing

/// The library's PNG reader, on files other encoders wrote and on broken ones.
@Suite struct PNGDecoderTests {
  /// A 16 × 16 RGB picture written by Python's zlib at level 9 (a dynamic-Huffman block), its
  /// rows filtered None, Sub, Up, Average, Paeth in turn, the stream split over two IDAT
  /// chunks. Pixel (x, y) is (16x, 16y, 8(x + y)).
  static let gradient = Data(
    base64Encoded:
      "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAZUlEQVR42rWPkXrEQBhFb9pCcLA4UFgcDAaDF4ODwcHgYHAweHFxcDG4GCwGi/8jdPsGDeR8Rw8cAHBoPVzAZw9P3CJCQpfRFwwCK8YNccd0IBnmBq59Bf/37RWc8h3etWf4+OtwSt4cgycQOPkAAABlSURBVGcX2PccSEaOiTFzKkziXJk3LjvLwdWoBjFcPT18XT0tOo1eMWjqlag5KictWaVolVR131R3PQ5tpmeDOl49nbqrp212lr0twUpvK03R7slqtkexTfastm/2vdtx2I+Z/QKN7Wuzmt1IowAAAABJRU5ErkJggg=="
  )!

  @Test func anotherEncodersFileDecodesToItsPixels() throws {
    let image = try PNGDecoder.decode([UInt8](Self.gradient))
    #expect(image.width == 16 && image.height == 16)
    var expected: [UInt8] = []
    for y in 0..<16 {
      for x in 0..<16 { expected += [UInt8(16 * x), UInt8(16 * y), UInt8(8 * (x + y)), 255] }
    }
    #expect(image.rgba == expected)
  }

  @Test func ourOwnFilesRoundTrip() throws {
    var rgba: [UInt8] = []
    for i in 0..<(7 * 5) { rgba += [UInt8(i * 7 % 256), UInt8(i * 13 % 256), 200, UInt8(255 - i)] }
    let image = try PNGDecoder.decode(PNGEncoder.encode(width: 7, height: 5, rgba: rgba))
    #expect(image == PNGDecoder.Image(width: 7, height: 5, rgba: rgba))
  }

  @Test func brokenFilesThrowWithAReason() {
    let good = [UInt8](Self.gradient)
    #expect(throws: PNGDecoder.Failure("not a PNG file")) { try PNGDecoder.decode(Array(good.prefix(4))) }
    #expect(throws: PNGDecoder.Failure("the file ends inside a chunk")) {
      try PNGDecoder.decode(Array(good.prefix(40)))
    }
    // The first IDAT's data cut short: the stream ends before its blocks do.
    var truncated = good
    truncated.removeSubrange(60..<(good.count - 12))
    #expect(throws: PNGDecoder.Failure.self) { try PNGDecoder.decode(truncated) }
    // A declared size no file of this kind has.
    var huge = good
    huge[16...19] = [0x7F, 0xFF, 0xFF, 0xFF]
    huge[20...23] = [0x7F, 0xFF, 0xFF, 0xFF]
    #expect(throws: PNGDecoder.Failure.self) { try PNGDecoder.decode(huge) }
  }

  @Test func everyTruncationThrowsRatherThanTraps() {
    let good = [UInt8](Self.gradient)
    for length in 0..<good.count {
      _ = try? PNGDecoder.decode(Array(good.prefix(length)))
    }
    // And every single-byte corruption of the compressed data.
    for position in 41..<(good.count - 12) {
      var bad = good
      bad[position] ^= 0x5A
      _ = try? PNGDecoder.decode(bad)
    }
  }
}
