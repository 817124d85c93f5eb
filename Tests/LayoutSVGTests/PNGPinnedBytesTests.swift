import Foundation
import LayoutSVG
import Testing

/// The PNG bytes of a few pictures, pinned by their SHA-256: the promise is that the same
/// snapshot gives the same bytes on every machine (x86-64 and arm64, Linux and macOS), so a
/// reference recorded on a laptop passes on CI. The pictures' pixels are checked against hand
/// computations elsewhere (PNGTests, the overlay and text tests); these hashes fail when a
/// platform's arithmetic, or a change to the renderer or encoder, moves any byte. A deliberate
/// change to either updates them (`sha256sum` of the written file gives the new value).
@Suite struct PNGPinnedBytesTests {
  static let blue = LayoutSnapshot.Color(red: 0, green: 122, blue: 255)
  static let green = LayoutSnapshot.Color(red: 52, green: 199, blue: 89)
  static let ink = LayoutSnapshot.Color(red: 0, green: 0, blue: 0)

  /// Shapes: a rounded card with a border, an ellipse, a clipped half-transparent child.
  static let shapes = LayoutSnapshot(
    caption: "", width: 60, height: 40,
    root: .init(
      name: "card", kind: .view, frame: .init(x: 0, y: 0, width: 60, height: 40),
      appearance: .init(fill: .init(red: 242, green: 242, blue: 247), stroke: blue, strokeWidth: 2, cornerRadius: 8),
      drawing: [.fillEllipse(.init(x: 5, y: 5, width: 10, height: 10), green)],
      clipsToBounds: true,
      children: [
        .init(
          name: "badge", kind: .view, frame: .init(x: 50, y: 30, width: 20, height: 20),
          appearance: .init(fill: .init(red: 255, green: 59, blue: 48)), alpha: 0.5)
      ]))

  /// Text: two lines of the system font, regular and bold.
  static let text = LayoutSnapshot(
    caption: "", width: 120, height: 50,
    root: .init(
      name: "label", kind: .label, frame: .init(x: 0, y: 0, width: 120, height: 50),
      drawing: [
        .text(.init(string: "Hello, world", origin: .init(x: 4, y: 18), fontSize: 17, isBold: false, color: ink, width: 98.9)),
        .text(.init(string: "Bold 42", origin: .init(x: 4, y: 42), fontSize: 17, isBold: true, color: blue, width: 66.3)),
      ]))

  static func sha256Hex(_ bytes: [UInt8]) -> String {
    SHA256.hash(bytes).map { String(format: "%02x", $0) }.joined()
  }

  @Test func shapesAtThreeTimes() {
    #expect(Self.sha256Hex(PNGRenderer(scale: 3).render(Self.shapes)) == "000e63f34a4876f81fc84857f506c89b95a213d509e77f1b21d756061992a811")
  }

  @Test func textAtTwoTimes() {
    #expect(Self.sha256Hex(PNGRenderer(scale: 2).render(Self.text)) == "5e9ddb62c4f8f728f382d7d7b32bcbe6ef688a7f0016fd7912ad9c91253d0628")
  }

  /// Overlays: safe-area bands, margins, a broken I-bar with its label, an alignment tick and
  /// the list of broken constraints (OverlayRenderingTests' snapshot), at 2×.
  @Test func overlaysAtTwoTimes() {
    let png = PNGRenderer(
      scale: 2, options: .init(showsConstraints: true, showsSafeArea: true, showsMargins: true)
    ).render(OverlayRenderingTests().snapshot())
    #expect(Self.sha256Hex(png) == "b7c18bf714d41ebdd0d18c374606dc3bd86876c32c8f2df23caed297dda93411")
  }

  /// The test's own SHA-256 (FIPS 180-4) gives the published digest of "abc".
  @Test func theDigestIsSHA256() {
    #expect(
      Self.sha256Hex(Array("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }
}

/// SHA-256 (FIPS 180-4), small and slow: enough to pin a few files.
enum SHA256 {
  static let k: [UInt32] = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
  ]

  static func hash(_ message: [UInt8]) -> [UInt8] {
    var h: [UInt32] = [
      0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]
    var data = message + [0x80]
    while data.count % 64 != 56 { data.append(0) }
    let bits = UInt64(message.count) * 8
    for shift in stride(from: 56, through: 0, by: -8) { data.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { x >> n | x << (32 - n) }
    for block in stride(from: 0, to: data.count, by: 64) {
      var w = [UInt32](repeating: 0, count: 64)
      for t in 0..<16 {
        w[t] = (0..<4).reduce(0) { $0 << 8 | UInt32(data[block + t * 4 + $1]) }
      }
      for t in 16..<64 {
        let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
        let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
        w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
      }
      var (a, b, c, d, e, f, g, hh) = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7])
      for t in 0..<64 {
        let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
        let choice = (e & f) ^ (~e & g)
        let t1 = hh &+ s1 &+ choice &+ k[t] &+ w[t]
        let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
        let majority = (a & b) ^ (a & c) ^ (b & c)
        let t2 = s0 &+ majority
        (hh, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
      }
      for (i, value) in [a, b, c, d, e, f, g, hh].enumerated() { h[i] = h[i] &+ value }
    }
    return h.flatMap { value in (0..<4).map { UInt8(truncatingIfNeeded: value >> UInt32(24 - 8 * $0)) } }
  }
}
