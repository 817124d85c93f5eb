import Foundation
import Testing

@testable import LayoutSVG

/// The PNG encoder checked by an independent decoder written here (chunk CRCs bit by bit, a
/// fixed-Huffman inflater, the Sub filter undone), and the rasterizer's pixels worked out by
/// hand.
@Suite struct PNGTests {
  /// The RGBA pixels of a PNG the encoder wrote (8-bit RGBA, rows unfiltered or Sub-filtered,
  /// one fixed block).
  static func decode(_ png: [UInt8]) throws -> (width: Int, height: Int, rgba: [UInt8]) {
    #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var offset = 8
    var width = 0, height = 0
    var idat: [UInt8] = []
    func u32(_ at: Int) -> Int { Int(png[at]) << 24 | Int(png[at + 1]) << 16 | Int(png[at + 2]) << 8 | Int(png[at + 3]) }
    while offset < png.count {
      let length = u32(offset)
      let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let data = Array(png[(offset + 8)..<(offset + 8 + length)])
      // CRC-32 bit by bit (not the encoder's table).
      var crc: UInt32 = 0xFFFF_FFFF
      for byte in Array(type.utf8) + data {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
      }
      #expect(UInt32(u32(offset + 8 + length)) == crc ^ 0xFFFF_FFFF, "\(type) CRC")
      if type == "IHDR" {
        width = u32(offset + 8)
        height = u32(offset + 12)
        #expect(Array(data[8...]) == [8, 6, 0, 0, 0])
      }
      if type == "IDAT" { idat += data }
      offset += 12 + length
    }
    #expect(Array(idat[0..<2]) == [0x78, 0x01])
    let raw = try inflateFixed(Array(idat[2..<(idat.count - 4)]))
    var a = 1, b = 0
    for byte in raw { a = (a + Int(byte)) % 65521; b = (b + a) % 65521 }
    let adler = Array(idat.suffix(4)).reduce(0) { $0 << 8 | Int($1) }
    #expect(adler == b << 16 | a)
    var rgba: [UInt8] = []
    for row in 0..<height {
      let start = row * (width * 4 + 1)
      let filter = raw[start]
      #expect(filter == 0 || filter == 1)
      for i in 0..<(width * 4) {
        let left = filter == 1 && i >= 4 ? rgba[rgba.count - 4] : 0
        rgba.append(raw[start + 1 + i] &+ left)
      }
    }
    return (width, height, rgba)
  }

  struct Corrupt: Error {}

  /// Inflates one final block of fixed Huffman codes (all the encoder writes).
  static func inflateFixed(_ bytes: [UInt8]) throws -> [UInt8] {
    var position = 0
    func bit() throws -> Int {
      guard position / 8 < bytes.count else { throw Corrupt() }
      defer { position += 1 }
      return Int(bytes[position / 8] >> (position % 8) & 1)
    }
    func bits(_ n: Int) throws -> Int { var v = 0; for k in 0..<n { v |= try bit() << k }; return v }
    func huffman(_ n: Int) throws -> Int { var v = 0; for _ in 0..<n { v = v << 1 | (try bit()) }; return v }
    #expect(try bits(1) == 1)
    #expect(try bits(2) == 1)
    let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    var out: [UInt8] = []
    while true {
      // The fixed code: 7 bits 256–279, 8 bits 0–143 and 280–287, 9 bits 144–255.
      var code = try huffman(7)
      let symbol: Int
      if code <= 0x17 {
        symbol = code + 256
      } else {
        code = code << 1 | (try bit())
        if code >= 0x30 && code <= 0xBF { symbol = code - 0x30 }
        else if code >= 0xC0 && code <= 0xC7 { symbol = code - 0xC0 + 280 }
        else { code = code << 1 | (try bit()); symbol = code - 0x190 + 144 }
      }
      if symbol < 256 { out.append(UInt8(symbol)); continue }
      if symbol == 256 { return out }
      let index = symbol - 257
      let length = lengthBase[index] + (try bits(lengthExtra[index]))
      let d = try huffman(5)
      let distance = distanceBase[d] + (try bits(distanceExtra[d]))
      for _ in 0..<length { out.append(out[out.count - distance]) }
    }
  }

  @Test func theEncodersBytesDecodeToThePixels() throws {
    // A gradient with repeats, so both literals and matches are written.
    var rgba: [UInt8] = []
    for y in 0..<7 { for x in 0..<13 { rgba += [UInt8(x * 19 % 256), UInt8(y * 37 % 256), UInt8((x + y) % 3 * 100), 255] } }
    let png = PNGEncoder.encode(width: 13, height: 7, rgba: rgba)
    let decoded = try Self.decode(png)
    #expect(decoded.width == 13 && decoded.height == 7)
    #expect(decoded.rgba == rgba)
    let flat = [UInt8](repeating: 200, count: 64 * 64 * 4)
    #expect(try Self.decode(PNGEncoder.encode(width: 64, height: 64, rgba: flat)).rgba == flat)
  }

  @Test func shapesCoverTheirPixels() throws {
    let red = LayoutSnapshot.Color(red: 255, green: 0, blue: 0)
    let root = LayoutSnapshot.Node(
      name: "root", kind: .label, frame: .init(x: 0, y: 0, width: 10, height: 4),
      drawing: [.fill(.init(x: 2, y: 1, width: 3, height: 2), red), .fill(.init(x: 6.5, y: 0, width: 2, height: 1), red)])
    let png = PNGRenderer(scale: 1).render(LayoutSnapshot(caption: "", width: 10, height: 4, root: root))
    let (width, _, rgba) = try Self.decode(png)
    func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(rgba[((y * width + x) * 4)..<((y * width + x) * 4 + 4)]) }
    // Whole pixels: red inside, white outside.
    #expect(pixel(2, 1) == [255, 0, 0, 255])
    #expect(pixel(4, 2) == [255, 0, 0, 255])
    #expect(pixel(1, 1) == [255, 255, 255, 255])
    #expect(pixel(5, 1) == [255, 255, 255, 255])
    // x 6.5…8.5: pixel 6 half covered (8 of 16 samples): alpha (255 × 8 × 255 + 2040) / 4080
    // = 128; green and blue (255 × 127 + 127) / 255 = 127.
    #expect(pixel(6, 0) == [255, 127, 127, 255])
    #expect(pixel(7, 0) == [255, 0, 0, 255])
    #expect(pixel(8, 0) == [255, 127, 127, 255])
  }

  @Test func theSamePictureGivesTheSameBytes() {
    let root = LayoutSnapshot.Node(
      name: "card", kind: .view, frame: .init(x: 0, y: 0, width: 40, height: 30),
      appearance: .init(fill: .init(red: 242, green: 242, blue: 247), stroke: .init(red: 0, green: 122, blue: 255), strokeWidth: 2, cornerRadius: 8),
      drawing: [.fillEllipse(.init(x: 5, y: 5, width: 10, height: 10), .init(red: 52, green: 199, blue: 89))])
    let snapshot = LayoutSnapshot(caption: "", width: 40, height: 30, root: root)
    let one = PNGRenderer(scale: 3).render(snapshot)
    #expect(one == PNGRenderer(scale: 3).render(snapshot))
  }
}
