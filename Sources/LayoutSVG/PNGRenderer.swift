// UIKitLayout: pictures.

/// Draws a ``LayoutSnapshot`` into pixels at a scale and encodes them as PNG, byte for byte the
/// same on every machine (Double arithmetic on exact inputs, integer blending, our own
/// encoder).
///
/// It draws what the SVG renderer draws, in the same order: each view's background (or a
/// hairline for a plain view without one), its recorded drawing, its subviews (clipped to its
/// frame when it clips), then its border inside its frame. Shapes are anti-aliased with 4 × 4
/// samples a pixel at their edges. A view's `alpha` multiplies the colours of everything it
/// draws (not a group opacity). Text is drawn as glyph outlines from the font file in use (the
/// shipped DejaVu Sans for the system font, and for glyphs a registered font lacks or keeps
/// as CFF), filled by the nonzero rule with the same samples, each line stretched to span its
/// measured width.
public struct PNGRenderer: Sendable {
  /// Pixels per point (1 to 4).
  public var scale: Int
  /// What to draw on top of the views (see PNGRenderer+Overlay.swift).
  public var options: Options

  /// What to draw on top of the views: the SVG renderer's options.
  public typealias Options = OverlayOptions

  /// Creates a renderer.
  public init(scale: Int = 2, options: Options = Options()) {
    self.scale = max(1, min(scale, 4))
    self.options = options
  }

  /// The snapshot as PNG bytes, on white.
  public func render(_ snapshot: LayoutSnapshot) -> [UInt8] {
    var canvas = Canvas(
      width: max(1, Int((snapshot.width * Double(scale)).rounded(.up))),
      height: max(1, Int((snapshot.height * Double(scale)).rounded(.up))), scale: Double(scale))
    canvas.draw(snapshot.root)
    canvas.drawOverlays(snapshot, options: options)
    return PNGEncoder.encode(width: canvas.width, height: canvas.height, rows: canvas.pixels)
  }
}

/// RGBA pixels and the shapes drawn into them.
struct Canvas {
  let width: Int, height: Int
  let scale: Double
  /// The pixels as PNG compresses them: each row a filter byte (0, none), then 4 bytes a
  /// pixel, so the encoder takes them without a copy.
  var pixels: [UInt8]
  /// Bytes a row: the filter byte and the pixels.
  let rowStride: Int
  /// The clip, in pixels (left, top, right, bottom).
  private var clip: (Double, Double, Double, Double)
  /// The product of the alphas of the views drawing, 0…255.
  private var opacity = 255

  init(width: Int, height: Int, scale: Double) {
    self.width = width
    self.height = height
    self.scale = scale
    rowStride = width * 4 + 1
    pixels = [UInt8](repeating: 255, count: height * rowStride)
    for row in 0..<height { pixels[row * rowStride] = 0 }
    clip = (0, 0, Double(width), Double(height))
  }

  typealias Color = LayoutSnapshot.Color
  typealias Rect = LayoutSnapshot.Rect

  /// Draws the tree: each view's background (or hairline), its clip, its drawing, its
  /// subviews, then its border, with an explicit stack (a tree can be 100 000 views deep).
  mutating func draw(_ root: LayoutSnapshot.Node) {
    enum Step {
      case open(LayoutSnapshot.Node)
      /// After the subviews: the border, then the clip and opacity from before the view.
      case close(LayoutSnapshot.Node, clip: (Double, Double, Double, Double), opacity: Int)
    }
    var steps: [Step] = [.open(root)]
    while let step = steps.popLast() {
      switch step {
      case .open(let node):
        guard !node.isHidden else { continue }
        let savedClip = clip, savedOpacity = opacity
        opacity = opacity * Int((node.alpha * 255).rounded()) / 255
        let look = node.appearance
        if let fill = look.fill {
          fillRoundedRect(node.frame, radius: look.cornerRadius, fill)
        } else if look.stroke == nil, node.kind == .view || node.kind == .scroll {
          strokeRect(node.frame, Color(red: 0xC7, green: 0xC7, blue: 0xCC), width: 0.5)
        }
        if node.clipsToBounds {
          let f = node.frame
          clip = (
            max(clip.0, f.x * scale), max(clip.1, f.y * scale), min(clip.2, (f.x + f.width) * scale),
            min(clip.3, (f.y + f.height) * scale)
          )
        }
        for operation in node.drawing { draw(operation) }
        steps.append(.close(node, clip: savedClip, opacity: savedOpacity))
        for child in node.children.reversed() { steps.append(.open(child)) }
      case .close(let node, let savedClip, let savedOpacity):
        clip = savedClip
        drawBorder(node)
        opacity = savedOpacity
      }
    }
  }

  /// A view's border, inside its frame, over its subviews.
  private mutating func drawBorder(_ node: LayoutSnapshot.Node) {
    let look = node.appearance
    guard let stroke = look.stroke, look.strokeWidth > 0 else { return }
    let w = look.strokeWidth, f = node.frame, r = look.cornerRadius
    let inner = Rect(x: f.x + w, y: f.y + w, width: max(0, f.width - 2 * w), height: max(0, f.height - 2 * w))
    // Pixels well inside the inner edge (past its corners' reach) are not the border's.
    let reach = max(0, r - w)
    let hole = Rect(
      x: inner.x + reach, y: inner.y + reach, width: max(0, inner.width - 2 * reach),
      height: max(0, inner.height - 2 * reach))
    fill(bounds: f, stroke, hole: hole) { x, y in
      Self.inRoundedRect(x, y, f, r) && !Self.inRoundedRect(x, y, inner, reach)
    }
  }

  private mutating func draw(_ operation: LayoutSnapshot.Drawing) {
    switch operation {
    case .fill(let r, let c): fillRoundedRect(r, radius: 0, c)
    case .stroke(let r, let c, let width): strokeRect(r, c, width: width)
    case .fillEllipse(let r, let c):
      fill(bounds: r, c, rows: { Self.ellipseRow(r, $0, $1) }) { x, y in Self.inEllipse(x, y, r) }
    case .strokeEllipse(let r, let c, let w):
      let outer = Rect(x: r.x - w / 2, y: r.y - w / 2, width: r.width + w, height: r.height + w)
      let inner = Rect(x: r.x + w / 2, y: r.y + w / 2, width: max(0, r.width - w), height: max(0, r.height - w))
      fill(bounds: outer, c) { x, y in Self.inEllipse(x, y, outer) && !Self.inEllipse(x, y, inner) }
    case .image(let r):
      let gray = Color(red: 0x8E, green: 0x8E, blue: 0x93)
      fillRoundedRect(r, radius: 0, Color(red: 0xE5, green: 0xE5, blue: 0xEA))
      strokeRect(r, gray, width: 1)
      fill(bounds: r, gray) { x, y in
        // The two diagonals, a point wide.
        let u = (x - r.x) / max(r.width, 1e-9), v = (y - r.y) / max(r.height, 1e-9)
        let length = (r.width * r.width + r.height * r.height).squareRoot()
        let d1 = abs(u - v) * r.width * r.height / max(length, 1e-9)
        let d2 = abs(u + v - 1) * r.width * r.height / max(length, 1e-9)
        return min(d1, d2) <= 0.5
      }
    case .text(let text):
      // Glyph outlines (PNGRenderer+Text.swift).
      drawText(text, clip: clip, opacity: opacity)
    }
  }

  private mutating func fillRoundedRect(_ r: Rect, radius: Double, _ color: Color) {
    guard radius > 0 else {
      fillRect(r, color)
      return
    }
    fill(bounds: r, color, rows: { Self.roundedRectRow(r, radius, $0, $1) }) { x, y in
      Self.inRoundedRect(x, y, r, radius)
    }
  }

  /// A rectangle's outline centred on its edges: four solid bands.
  private mutating func strokeRect(_ r: Rect, _ color: Color, width w: Double) {
    let outer = Rect(x: r.x - w / 2, y: r.y - w / 2, width: r.width + w, height: r.height + w)
    guard r.width > w, r.height > w else {
      fillRoundedRect(outer, radius: 0, color)
      return
    }
    fillRoundedRect(Rect(x: outer.x, y: outer.y, width: outer.width, height: w), radius: 0, color)
    fillRoundedRect(Rect(x: outer.x, y: r.y + r.height - w / 2, width: outer.width, height: w), radius: 0, color)
    fillRoundedRect(Rect(x: outer.x, y: r.y + w / 2, width: w, height: r.height - w), radius: 0, color)
    fillRoundedRect(Rect(x: r.x + r.width - w / 2, y: r.y + w / 2, width: w, height: r.height - w), radius: 0, color)
  }

  static func inRoundedRect(_ x: Double, _ y: Double, _ r: Rect, _ radius: Double) -> Bool {
    guard x >= r.x, x < r.x + r.width, y >= r.y, y < r.y + r.height else { return false }
    let radius = min(radius, r.width / 2, r.height / 2)
    guard radius > 0 else { return true }
    let cx = min(max(x, r.x + radius), r.x + r.width - radius)
    let cy = min(max(y, r.y + radius), r.y + r.height - radius)
    let dx = x - cx, dy = y - cy
    return dx * dx + dy * dy <= radius * radius
  }

  static func inEllipse(_ x: Double, _ y: Double, _ r: Rect) -> Bool {
    guard r.width > 0, r.height > 0 else { return false }
    let dx = (x - r.x - r.width / 2) / (r.width / 2), dy = (y - r.y - r.height / 2) / (r.height / 2)
    return dx * dx + dy * dy <= 1
  }

  /// What a shape covers of a band of rows (points, top to bottom): `outer` holds every point
  /// of the shape in the band (`nil` for the band: none), `inner` only points of it, for
  /// every y of the band (`nil`: no such span).
  typealias RowSpan = (outer: (Double, Double), inner: (Double, Double)?)

  /// A rounded rectangle's span of the band `top…bottom`: as ``inRoundedRect(_:_:_:_:)``
  /// tests it, the arcs' chords at the band's y nearest to (outer) and farthest from (inner)
  /// the straight sides.
  static func roundedRectRow(_ r: Rect, _ radius: Double, _ top: Double, _ bottom: Double) -> RowSpan? {
    guard bottom > r.y, top < r.y + r.height, r.width > 0 else { return nil }
    let rr = max(0, min(radius, r.width / 2, r.height / 2))
    let upper = r.y + rr, lower = r.y + r.height - rr
    // How far a y is into a corner's arc, and how far in the arc is from the side there.
    func depth(_ y: Double) -> Double { max(0, upper - y, y - lower) }
    func inset(_ d: Double) -> Double { d <= 0 ? 0 : rr - max(0, rr * rr - d * d).squareRoot() }
    let a = max(top, r.y), b = min(bottom, r.y + r.height)
    let nearest = b >= upper && a <= lower ? 0 : min(depth(a), depth(b))
    let outer = (r.x + inset(nearest), r.x + r.width - inset(nearest))
    guard top >= r.y, bottom <= r.y + r.height else { return (outer, nil) }
    let far = inset(max(depth(top), depth(bottom)))
    return (outer, r.width - 2 * far > 0 ? (r.x + far, r.x + r.width - far) : nil)
  }

  /// An ellipse's span of the band `top…bottom`: its chord at the band's y nearest to
  /// (outer) and farthest from (inner) its centre.
  static func ellipseRow(_ r: Rect, _ top: Double, _ bottom: Double) -> RowSpan? {
    guard r.width > 0, r.height > 0 else { return nil }
    let cx = r.x + r.width / 2, cy = r.y + r.height / 2
    func half(_ y: Double) -> Double? {
      let t = (y - cy) / (r.height / 2)
      return abs(t) > 1 ? nil : r.width / 2 * (1 - t * t).squareRoot()
    }
    guard let widest = half(min(max(cy, top), bottom)) else { return nil }
    let outer = (cx - widest, cx + widest)
    guard let h1 = half(top), let h2 = half(bottom), min(h1, h2) > 0 else { return (outer, nil) }
    return (outer, (cx - min(h1, h2), cx + min(h1, h2)))
  }

  /// Blends `color` into the pixels of `bounds` (points) where `inside` (a test in points)
  /// holds, by the share of 16 samples a pixel that are inside. `solid`: rectangles wholly
  /// inside the shape, whose pixels (within the clip) need no samples; `hole`: a rectangle the
  /// shape does not touch, whose pixels are skipped; `rows`: per band of rows, where the shape
  /// can be and where it surely is (pixels left or right of the first are skipped, pixels
  /// within the second take no samples). Each only saves work: every sample of a pixel it
  /// spares is outside or inside by an eighth of a pixel at least, so the pixels are what
  /// sampling every one would give.
  private mutating func fill(
    bounds: Rect, _ color: Color, solid: [Rect] = [], hole: Rect? = nil,
    rows: ((Double, Double) -> RowSpan?)? = nil, inside: (Double, Double) -> Bool
  ) {
    guard color.alpha > 0, opacity > 0, let area = clipped(bounds) else { return }
    let (left, top, right, bottom) = (area.left, area.top, area.right, area.bottom)
    let (x0, x1, y0, y1) = (area.x0, area.x1, area.y0, area.y1)
    let skip = hole.map {
      ($0.x * scale, $0.y * scale, ($0.x + $0.width) * scale, ($0.y + $0.height) * scale)
    }
    let full = solid.map {
      (
        max(left, $0.x * scale), max(top, $0.y * scale), min(right, ($0.x + $0.width) * scale),
        min(bottom, ($0.y + $0.height) * scale)
      )
    }
    // Per row: the widest run of pixels wholly inside a solid rectangle is blended without
    // samples, the hole's run is skipped, and the rest are sampled. (A pixel of a solid
    // rectangle outside that run has all 16 samples inside, so it comes out the same.)
    let solidAlpha = (Int(color.alpha) * 16 * opacity + 16 * 255 / 2) / (16 * 255)
    for py in y0..<y1 {
      let y = Double(py)
      var runStart = x1, runEnd = x1
      for box in full where y >= box.1 && y + 1 <= box.3 {
        let a = max(x0, Int(box.0.rounded(.up))), b = min(x1, Int(box.2.rounded(.down)))
        if b - a > runEnd - runStart { (runStart, runEnd) = (a, b) }
      }
      var sampleStart = x0, sampleEnd = x1
      if let rows {
        guard let span = rows(y / scale, (y + 1) / scale) else { continue }
        sampleStart = max(x0, Int((span.outer.0 * scale).rounded(.down)))
        sampleEnd = min(x1, Int((span.outer.1 * scale).rounded(.up)))
        if let inner = span.inner, y >= top, y + 1 <= bottom {
          let a = max(x0, Int(max(inner.0 * scale, left).rounded(.up)))
          let b = min(x1, Int(min(inner.1 * scale, right).rounded(.down)))
          if b - a > runEnd - runStart { (runStart, runEnd) = (a, b) }
        }
      }
      var skipStart = x1, skipEnd = x1
      if let skip, y >= skip.1, y + 1 <= skip.3 {
        skipStart = max(x0, Int(skip.0.rounded(.up)))
        skipEnd = max(skipStart, min(x1, Int(skip.2.rounded(.down))))
      }
      if runEnd > runStart { blendRun(row: py, from: runStart, to: runEnd, color, alpha: solidAlpha) }
      var px = sampleStart
      while px < sampleEnd {
        if px >= runStart, px < runEnd {
          px = runEnd
          continue
        }
        if px >= skipStart, px < skipEnd {
          px = skipEnd
          continue
        }
        var covered = 0
        let x = Double(px)
        for sy in 0..<4 {
          let yp = y + (Double(sy) + 0.5) / 4
          guard yp >= top, yp < bottom else { continue }
          for sx in 0..<4 {
            let xp = x + (Double(sx) + 0.5) / 4
            guard xp >= left, xp < right else { continue }
            if inside(xp / scale, yp / scale) { covered += 1 }
          }
        }
        if covered > 0 {
          let alpha = (Int(color.alpha) * covered * opacity + 16 * 255 / 2) / (16 * 255)
          blendRun(row: py, from: px, to: px + 1, color, alpha: alpha)
        }
        px += 1
      }
    }
  }

  /// `r` (points) in pixels within the clip: its edges, and the pixels they touch (`nil` when
  /// nothing of it is inside the clip).
  private func clipped(_ r: Rect) -> (
    left: Double, top: Double, right: Double, bottom: Double, x0: Int, x1: Int, y0: Int, y1: Int
  )? {
    let left = max(clip.0, r.x * scale), top = max(clip.1, r.y * scale)
    let right = min(clip.2, (r.x + r.width) * scale)
    let bottom = min(clip.3, (r.y + r.height) * scale)
    guard right > left, bottom > top else { return nil }
    return (
      left, top, right, bottom, max(0, Int(left.rounded(.down))), min(width, Int(right.rounded(.up))),
      max(0, Int(top.rounded(.down))), min(height, Int(bottom.rounded(.up)))
    )
  }

  /// A rectangle: what ``fill(bounds:_:solid:hole:rows:inside:)`` gives with the rectangle as its
  /// shape, computed per column and per row. A sample is inside when it is inside in x and in
  /// y, so a pixel's count is its column's times its row's, by the same comparisons.
  private mutating func fillRect(_ r: Rect, _ color: Color) {
    guard color.alpha > 0, opacity > 0, let area = clipped(r), area.x1 > area.x0, area.y1 > area.y0 else { return }
    let (left, top, right, bottom) = (area.left, area.top, area.right, area.bottom)
    let (x0, x1, y0, y1) = (area.x0, area.x1, area.y0, area.y1)
    let scale = scale
    func samples(_ pixel: Int, _ low: Double, _ high: Double, _ origin: Double, _ extent: Double) -> Int {
      var n = 0
      for s in 0..<4 {
        let p = Double(pixel) + (Double(s) + 0.5) / 4
        if p >= low, p < high, p / scale >= origin, p / scale < origin + extent { n += 1 }
      }
      return n
    }
    // The columns in runs of equal samples: an edge pixel, the inside, the other edge.
    var runs: [(start: Int, end: Int, samples: Int)] = []
    for px in x0..<x1 {
      let n = samples(px, left, right, r.x, r.width)
      if let last = runs.last, last.samples == n, last.end == px {
        runs[runs.count - 1].end = px + 1
      } else {
        runs.append((px, px + 1, n))
      }
    }
    for py in y0..<y1 {
      let rows = samples(py, top, bottom, r.y, r.height)
      guard rows > 0 else { continue }
      for run in runs where run.samples > 0 {
        let covered = run.samples * rows
        blendRun(
          row: py, from: run.start, to: run.end, color,
          alpha: (Int(color.alpha) * covered * opacity + 16 * 255 / 2) / (16 * 255))
      }
    }
  }

  /// Blends `color` at `alpha` (0…255) into pixels `from..<to` of `row`: every shape, glyph
  /// and overlay mark blends through here, with the same integer rounding.
  mutating func blendRun(row: Int, from: Int, to: Int, _ color: Color, alpha: Int) {
    guard alpha > 0, to > from else { return }
    let start = row * rowStride + 1
    pixels.withUnsafeMutableBufferPointer { pixels in
      var i = start + from * 4
      let end = start + to * 4
      if alpha == 255 {
        // The canvas is opaque (its alpha bytes stay 255): whole pixels at a time.
        // Stored little-endian: red, green, blue, alpha in memory on any machine.
        let pixel = (UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16 | 0xFF00_0000).littleEndian
        let raw = UnsafeMutableRawBufferPointer(pixels)
        guard let base = raw.baseAddress else { return }
        raw.storeBytes(of: pixel, toByteOffset: i, as: UInt32.self)
        // Then the pixels written so far copied after themselves, doubling each time: a few
        // block copies for a long run.
        var filled = 4
        while i + filled < end {
          let count = min(filled, end - i - filled)
          (base + i + filled).copyMemory(from: base + i, byteCount: count)
          filled += count
        }
        return
      }
      let keep = 255 - alpha
      let r = Int(color.red) * alpha + 127, g = Int(color.green) * alpha + 127, b = Int(color.blue) * alpha + 127
      while i < end {
        pixels[i] = UInt8((r + Int(pixels[i]) * keep) / 255)
        pixels[i + 1] = UInt8((g + Int(pixels[i + 1]) * keep) / 255)
        pixels[i + 2] = UInt8((b + Int(pixels[i + 2]) * keep) / 255)
        i += 4
      }
    }
  }
}
