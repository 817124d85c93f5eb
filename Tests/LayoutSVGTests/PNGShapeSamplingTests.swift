import Testing

@testable import LayoutSVG

/// The rasterizer skips pixels a shape surely misses and blends pixels it surely covers
/// without samples. That must only save work: each picture here is compared with one made by
/// sampling every pixel 4 × 4 in the test, by the rule the renderer documents (a sample at
/// ((i + 0.5) / 4) of a pixel is inside by the shape's own test; alpha = (255 × samples +
/// 8) / 16 for an opaque colour; blended over white as (c × alpha + 255 × (255 − alpha) + 127)
/// / 255), for rounded rectangles and ellipses at fractional places and sizes.
@Suite struct PNGShapeSamplingTests {
  /// A small deterministic generator (64-bit LCG), so every run draws the same shapes.
  struct Generator {
    var state: UInt64
    mutating func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
  }

  static let ink = LayoutSnapshot.Color(red: 200, green: 40, blue: 90)

  /// The expected pixels of one shape alone on a `width` × `height` (points) white canvas.
  static func sampled(
    width: Double, height: Double, scale: Int, inside: (Double, Double) -> Bool
  ) -> [UInt8] {
    let w = Int((width * Double(scale)).rounded(.up)), h = Int((height * Double(scale)).rounded(.up))
    var rgba: [UInt8] = []
    for py in 0..<h {
      for px in 0..<w {
        var covered = 0
        for sy in 0..<4 {
          for sx in 0..<4 {
            let x = (Double(px) + (Double(sx) + 0.5) / 4) / Double(scale)
            let y = (Double(py) + (Double(sy) + 0.5) / 4) / Double(scale)
            if x < width, y < height, inside(x, y) { covered += 1 }
          }
        }
        let alpha = (255 * covered + 8) / 16
        for c in [ink.red, ink.green, ink.blue] {
          rgba.append(UInt8((Int(c) * alpha + 255 * (255 - alpha) + 127) / 255))
        }
        rgba.append(255)
      }
    }
    return rgba
  }

  static func rendered(_ drawing: LayoutSnapshot.Drawing, width: Double, height: Double, scale: Int) throws -> [UInt8] {
    let root = LayoutSnapshot.Node(
      name: "root", kind: .label, frame: .init(x: 0, y: 0, width: width, height: height), drawing: [drawing])
    let png = PNGRenderer(scale: scale).render(LayoutSnapshot(caption: "", width: width, height: height, root: root))
    return try PNGTests.decode(png).rgba
  }

  @Test(arguments: [1, 2, 3])
  func roundedRectanglesAreWhatSamplingEveryPixelGives(scale: Int) throws {
    var random = Generator(state: UInt64(scale) * 7919)
    for _ in 0..<40 {
      let rect = LayoutSnapshot.Rect(
        x: random.next() * 6, y: random.next() * 6, width: 1 + random.next() * 20, height: 1 + random.next() * 14)
      // Radii from none to past half the shorter side (clamped to a capsule or a circle).
      let radius = random.next() * 12
      let node = LayoutSnapshot.Node(
        name: "shape", kind: .view, frame: rect, appearance: .init(fill: Self.ink, cornerRadius: radius))
      let root = LayoutSnapshot.Node(name: "root", kind: .label, frame: .init(x: 0, y: 0, width: 28, height: 22), children: [node])
      let png = PNGRenderer(scale: scale).render(LayoutSnapshot(caption: "", width: 28, height: 22, root: root))
      let expected = Self.sampled(width: 28, height: 22, scale: scale) { x, y in
        Canvas.inRoundedRect(x, y, rect, radius)
      }
      #expect(try PNGTests.decode(png).rgba == expected, "\(rect) radius \(radius)")
    }
  }

  @Test(arguments: [1, 2, 3])
  func ellipsesAreWhatSamplingEveryPixelGives(scale: Int) throws {
    var random = Generator(state: UInt64(scale) * 104_729)
    for _ in 0..<40 {
      let rect = LayoutSnapshot.Rect(
        x: random.next() * 6, y: random.next() * 6, width: 0.5 + random.next() * 20, height: 0.5 + random.next() * 14)
      let pixels = try Self.rendered(.fillEllipse(rect, Self.ink), width: 28, height: 22, scale: scale)
      let expected = Self.sampled(width: 28, height: 22, scale: scale) { x, y in Canvas.inEllipse(x, y, rect) }
      #expect(pixels == expected, "\(rect)")
    }
  }

  /// The spans themselves: a circle of radius 10 at (10, 10), the band y 0…1 (its top).
  @Test func theTopBandOfACircleSpansItsChords() throws {
    let circle = LayoutSnapshot.Rect(x: 0, y: 0, width: 20, height: 20)
    let span = try #require(Canvas.roundedRectRow(circle, 10, 0, 1))
    // Nearest the centre, y 1: half-chord √(100 − 81) = √19; the band touches the top, so no
    // inner span.
    #expect(abs(span.outer.0 - (10 - 19.0.squareRoot())) < 1e-12)
    #expect(abs(span.outer.1 - (10 + 19.0.squareRoot())) < 1e-12)
    #expect(span.inner == nil)
    // The band y 9…10 is inside from side to side at y 9 (half-chord √99) and y 10 (10).
    let middle = try #require(Canvas.roundedRectRow(circle, 10, 9, 10))
    #expect(middle.outer == (0, 20))
    let inner = try #require(middle.inner)
    #expect(abs(inner.0 - (10 - 99.0.squareRoot())) < 1e-12)
    // The ellipse's spans agree for a circle.
    let ellipse = try #require(Canvas.ellipseRow(circle, 9, 10))
    #expect(abs(ellipse.inner!.0 - inner.0) < 1e-12 && ellipse.outer == (0, 20))
    // A band below the shape: nothing.
    #expect(Canvas.roundedRectRow(circle, 10, 20, 21) == nil)
    #expect(Canvas.ellipseRow(circle, 20.5, 21) == nil)
  }
}
