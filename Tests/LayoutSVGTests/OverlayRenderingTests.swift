import Foundation
import Testing

@testable import LayoutSVG

/// The overlays as SVG text and PNG pixels, from snapshots made by hand.
@Suite struct OverlayRenderingTests {
  typealias Mark = LayoutSnapshot.ConstraintMark

  /// A plain 200 × 60 root with 8-point margins, a 10-point top and 5-point bottom safe area,
  /// a hidden subview (whose margins are not drawn), a broken width I-bar and an alignment.
  func snapshot() -> LayoutSnapshot {
    let margins = LayoutSnapshot.Insets(top: 8, left: 8, bottom: 8, right: 8)
    let hidden = LayoutSnapshot.Node(
      name: "gone", kind: .view, frame: .init(x: 0, y: 0, width: 50, height: 50), isHidden: true,
      layoutMargins: margins)
    let root = LayoutSnapshot.Node(
      name: "root", kind: .view, frame: .init(x: 0, y: 0, width: 200, height: 60), layoutMargins: margins,
      children: [hidden])
    return LayoutSnapshot(
      caption: "o", width: 200, height: 60, root: root,
      constraints: [
        Mark(
          kind: .size, axis: .horizontal, from: .init(x: 10, y: 40), to: .init(x: 90, y: 40), label: "80",
          labelCenter: .init(x: 50, y: 33), isBroken: true, description: "box.width == 80"),
        Mark(
          kind: .alignment, axis: .vertical, from: .init(x: 44, y: 10), to: .init(x: 56, y: 10),
          labelCenter: .init(x: 50, y: 3), description: "a.centerY == b.centerY"),
      ],
      safeAreaInsets: .init(top: 10, left: 0, bottom: 5, right: 0))
  }

  @Test func svgDrawsBandsMarginsMarksAndTheBrokenList() {
    let svg = SVGRenderer(options: .init(showsConstraints: true, showsSafeArea: true, showsMargins: true))
      .render(snapshot())
    #expect(svg == """
      <svg xmlns="http://www.w3.org/2000/svg" width="200" height="60" viewBox="0 0 200 60" font-family="DejaVu Sans, Verdana, sans-serif">
        <title>o</title>
        <rect width="200" height="60" fill="#ffffff" stroke="#8e8e93" stroke-width="1"/>
        <g class="view" data-name="root">
          <rect x="0" y="0" width="200" height="60" fill="none" stroke="#c7c7cc" stroke-width="0.5"/>
        </g>
        <g class="safe-area" fill="#ff9500" fill-opacity="0.2">
          <rect x="0" y="0" width="200" height="10"/>
          <rect x="0" y="55" width="200" height="5"/>
        </g>
        <g class="margins" fill="none" stroke="#32ade6" stroke-width="0.5">
          <rect x="8" y="8" width="184" height="44" data-name="root"/>
        </g>
        <g class="constraints" fill="none" stroke="#0a60ff" stroke-width="1" font-size="9" text-anchor="middle">
          <g class="size broken" stroke="#ff3b30" stroke-width="2">
            <title>box.width == 80</title>
            <g class="casing" stroke="#ffffff" stroke-width="4">
              <line x1="10" y1="40" x2="90" y2="40"/>
              <path d="M10 37V43M90 37V43"/>
              <path class="cross" d="M47 37L53 43M53 37L47 43"/>
            </g>
            <line x1="10" y1="40" x2="90" y2="40"/>
            <path d="M10 37V43M90 37V43"/>
            <path class="cross" d="M47 37L53 43M53 37L47 43"/>
            <text x="50" y="36" fill="#ff3b30" stroke="#ffffff" stroke-width="3" stroke-linejoin="round" paint-order="stroke">80</text>
          </g>
          <g class="alignment">
            <title>a.centerY == b.centerY</title>
            <g class="casing" stroke="#ffffff" stroke-width="3">
              <line x1="44" y1="10" x2="56" y2="10"/>
            </g>
            <line x1="44" y1="10" x2="56" y2="10"/>
          </g>
        </g>
        <g class="broken-constraints" font-size="10" fill="#ff3b30" stroke="#ffffff" stroke-width="3" stroke-linejoin="round" paint-order="stroke">
          <text x="4" y="56">✕ broken: box.width == 80</text>
        </g>
      </svg>

      """)
  }

  @Test func withTheOptionsOffNothingIsDrawnAndALongBrokenLineIsCut() {
    var plain = snapshot()
    plain.constraints = []
    plain.safeAreaInsets = nil
    plain.root.layoutMargins = nil
    // What the snapshot holds is not drawn unless asked for.
    #expect(SVGRenderer().render(snapshot()) == SVGRenderer().render(plain))
    #expect(PNGRenderer(scale: 1).render(snapshot()) == PNGRenderer(scale: 1).render(plain))
    // 60 wide: (60 − 8) / 6 = 8 characters, the last an ellipsis.
    var narrow = snapshot()
    narrow.width = 60
    let svg = SVGRenderer(options: .init(showsConstraints: true)).render(narrow)
    #expect(svg.contains(">✕ broke…</text>"))
  }

  /// A 40 × 50 picture at 2 pixels a point: an I-bar, a dashed gap, a broken gap (listed at
  /// the bottom, baseline 46), the bottom safe-area band and the margins.
  func pixels() throws -> (Int, Int) -> [UInt8] {
    let root = LayoutSnapshot.Node(
      name: "root", kind: .view, frame: .init(x: 0, y: 0, width: 40, height: 50),
      layoutMargins: .init(top: 8, left: 8, bottom: 8, right: 8))
    let snapshot = LayoutSnapshot(
      caption: "", width: 40, height: 50, root: root,
      constraints: [
        Mark(kind: .size, axis: .horizontal, from: .init(x: 5, y: 20), to: .init(x: 35, y: 20), labelCenter: .init(x: 20, y: 13)),
        Mark(
          kind: .spacing, axis: .vertical, from: .init(x: 20, y: 0), to: .init(x: 20, y: 10),
          labelCenter: .init(x: 25, y: 5), isOptional: true),
        Mark(
          kind: .spacing, axis: .horizontal, from: .init(x: 5, y: 5), to: .init(x: 15, y: 5),
          labelCenter: .init(x: 10, y: 10), isBroken: true),
      ],
      safeAreaInsets: .init(top: 0, left: 0, bottom: 4, right: 0))
    let png = PNGRenderer(
      scale: 2, options: .init(showsConstraints: true, showsSafeArea: true, showsMargins: true)
    ).render(snapshot)
    let (width, _, rgba) = try PNGTests.decode(png)
    return { x, y in Array(rgba[((y * width + x) * 4)..<((y * width + x) * 4 + 3)]) }
  }

  @Test func pngDrawsIBarsDashesAndTheBrokenMarkInTheirColoursOnAWhiteCasing() throws {
    let pixel = try pixels()
    let blue: [UInt8] = [0x0A, 0x60, 0xFF], red: [UInt8] = [0xFF, 0x3B, 0x30], white: [UInt8] = [255, 255, 255]
    // The I-bar at y 20 (19.5…20.5 points: pixel rows 39 and 40), mid-way along.
    #expect(pixel(40, 39) == blue && pixel(40, 40) == blue)
    #expect(pixel(40, 38) == white && pixel(40, 41) == white)
    // Its cap at x 5 (pixel columns 9 and 10) runs 3 points either side: rows 34…45.
    #expect(pixel(9, 35) == blue && pixel(10, 44) == blue && pixel(9, 33) == white)
    // The optional gap along x 20: dashes of 3 on, 2 off from y 0, so y 1 is drawn, y 4 not.
    #expect(pixel(39, 2) == blue && pixel(40, 8) == white && pixel(40, 11) == blue)
    // The broken gap, 2 points wide at y 5 (rows 8…11), red; its cross at (10, 5) too.
    #expect(pixel(14, 9) == red && pixel(20, 10) == red)
    // Below the line between the cross's arms.
    #expect(pixel(20, 14) == white)
  }

  @Test func pngTintsTheSafeAreaAndOutlinesTheMargins() throws {
    let pixel = try pixels()
    // The bottom band (y 46…50), orange at 51/255 over white: 255, (149·51 + 255·204 + 127) / 255
    // = 234, (255·204 + 127) / 255 = 204. At x 38.5, right of the broken list ("✕ br…", 4 to
    // about 36 points, its halo a point further).
    #expect(pixel(77, 96) == [255, 234, 204])
    #expect(pixel(77, 91) == [255, 255, 255])
    // The margins' left edge, half a point wide on x 8 (7.75…8.25 points: half of pixel
    // columns 15 and 16), at 128/255: (50·128 + 255·127 + 127) / 255 = 152, 214, 242.
    #expect(pixel(15, 30) == [152, 214, 242] && pixel(16, 30) == [152, 214, 242])
    #expect(pixel(14, 30) == [255, 255, 255])
  }

  /// A 120 × 60 black root at 2 pixels a point with one I-bar labelled "≤ 360" (centred on
  /// x 60, baseline 33 + 3 = 36, 9 points) and, when `broken`, a broken alignment listed at the
  /// bottom (baseline 60 − 4 = 56, 10 points). Returns the pixels' RGB.
  func labelled(broken: Bool, label: String? = "≤ 360") throws -> (Int, Int) -> [UInt8] {
    let root = LayoutSnapshot.Node(
      name: "root", kind: .view, frame: .init(x: 0, y: 0, width: 120, height: 60),
      appearance: .init(fill: .init(red: 0, green: 0, blue: 0)))
    var marks = [
      Mark(
        kind: .size, axis: .horizontal, from: .init(x: 10, y: 45), to: .init(x: 110, y: 45), label: label,
        labelCenter: .init(x: 60, y: 33))
    ]
    if broken {
      marks.append(
        Mark(
          kind: .alignment, axis: .vertical, from: .init(x: 100, y: 10), to: .init(x: 112, y: 10),
          labelCenter: .init(x: 106, y: 3), isBroken: true, description: "a.top == b.top"))
    }
    let png = PNGRenderer(scale: 2, options: .init(showsConstraints: true))
      .render(LayoutSnapshot(caption: "", width: 120, height: 60, root: root, constraints: marks))
    let (width, _, rgba) = try PNGTests.decode(png)
    return { x, y in Array(rgba[((y * width + x) * 4)..<((y * width + x) * 4 + 3)]) }
  }

  /// The pixels of rows `ys` and columns `xs` (pixels) for which `test` holds.
  func count(_ pixel: (Int, Int) -> [UInt8], _ xs: Range<Int>, _ ys: Range<Int>, _ test: ([UInt8]) -> Bool) -> [(Int, Int)] {
    ys.flatMap { y in xs.compactMap { x in test(pixel(x, y)) ? (x, y) : nil } }
  }

  @Test func pngDrawsMarkLabelsAsGlyphsOnAWhiteHalo() throws {
    let pixel = try labelled(broken: false)
    let bluish = { (p: [UInt8]) in Int(p[2]) > Int(p[0]) + 60 }
    let white = { (p: [UInt8]) in p == [255, 255, 255] }
    // "≤ 360" in DejaVu Sans: advances 1716 + 651 + 3 × 1303 = 6 276 units of 2 048, at 9
    // points 27.6 wide, so from x 46.2 to 73.8. The digits reach 1 520 units above the baseline
    // at 36 (6.7 points: y 29.3) and overshoot 29 below it (0.13 points): pixel rows 58…72.
    let ink = count(pixel, 80..<160, 40..<76, bluish)
    #expect(ink.count > 40)
    let xs = ink.map(\.0), ys = ink.map(\.1)
    #expect(xs.min()! >= 92 && xs.max()! < 148)
    // Left bearing of "≤" (217 units, 0.95 points) and right bearing of "0" (about 0.6): the
    // ink spans at least 25 of the 27.6 points.
    #expect(xs.max()! - xs.min()! >= 50)
    #expect(ys.min()! >= 58 && ys.max()! <= 72)
    // The halo: white pixels on the black view around the glyphs, and none far from them.
    #expect(count(pixel, 80..<160, 40..<76, white).count > 40)
    #expect(count(pixel, 0..<240, 0..<50, { $0 != [0, 0, 0] }).isEmpty)
    // Without the label the same place stays black (the I-bar at y 45 is below it).
    let bare = try labelled(broken: false, label: nil)
    #expect(count(bare, 80..<160, 40..<76, { $0 != [0, 0, 0] }).isEmpty)
  }

  @Test func pngListsTheBrokenConstraintAtTheBottomLeftInRed() throws {
    let red = { (p: [UInt8]) in Int(p[0]) > Int(p[1]) + 100 && Int(p[0]) > Int(p[2]) + 100 }
    // 120 wide: (120 − 8) / 6 = 18 characters: "✕ broken: a.top =…", from x 4, baseline 56;
    // "p" reaches 426 units of 2 048 below it (2.1 points: pixel row 116).
    let listed = try labelled(broken: true)
    let ink = count(listed, 0..<240, 96..<120, red)
    #expect(ink.count > 100)
    #expect(ink.map(\.0).min()! >= 8 && ink.map(\.1).max()! <= 116)
    // The "✕" (its outline x 259…1457, y 148…1345 units: x 5.3…11.1, y 49.4…55.3): red there.
    #expect(!count(listed, 10..<24, 96..<112, red).isEmpty)
    // Without a broken constraint nothing is listed: the band stays black.
    let clean = try labelled(broken: false)
    #expect(count(clean, 0..<240, 96..<120, { $0 != [0, 0, 0] }).isEmpty)
  }
}
