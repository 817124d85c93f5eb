// UIKitLayout: pictures.

// The overlays in PNG: what SVGRenderer+Overlay.swift draws, in the same order and colours
// (OverlayStyle), labels and the list of broken constraints included, their text in the
// shipped DejaVu Sans on a white halo. Ambiguity outlines come first, as the SVG draws them
// with the views.
//
// Overlay shapes are lines and bands along the axes, so they are blended with the exact share
// of each pixel they cover (no samples); only a broken mark's cross is sampled, 4 × 4 a pixel
// as the views' shapes are. Overlays are drawn over everything: no clip, no view's alpha.

import UIKitLayout

private typealias Point = LayoutSnapshot.Point

/// Where an overlay text's halo copies go, in points: the eight neighbours a point away, as
/// SVG's white stroke 3 points wide reaches 1.5 points around the glyphs.
private let haloOffsets: [(Double, Double)] = [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)]

extension Canvas {
  mutating func drawOverlays(_ snapshot: LayoutSnapshot, options: OverlayOptions) {
    let nodes =
      options.marksAmbiguity || options.showsMargins ? OverlayStyle.visibleNodes(snapshot.root) : []
    if options.marksAmbiguity {
      for node in nodes where node.isAmbiguous {
        overlayOutline(node.frame, OverlayStyle.ambiguous, width: 2, dash: (4, 2))
      }
    }
    if options.showsSafeArea, let insets = snapshot.safeAreaInsets {
      for band in OverlayStyle.safeAreaBands(insets, width: snapshot.width, height: snapshot.height) {
        overlayBlend(band, OverlayStyle.safeArea)
      }
    }
    if options.showsMargins {
      for node in nodes {
        guard let rect = OverlayStyle.marginsRect(node) else { continue }
        overlayOutline(rect, OverlayStyle.margins, width: OverlayStyle.marginWidth, dash: nil)
      }
    }
    if options.showsConstraints {
      for mark in snapshot.constraints { drawMark(mark) }
      for line in OverlayStyle.brokenList(snapshot) {
        overlayText(line.text, at: line.origin, size: OverlayStyle.listFontSize, centered: false, OverlayStyle.broken)
      }
    }
  }

  /// One mark: its strokes on a white casing a point wider each side (so it stands out on a
  /// view of its own colour), as the SVG draws it.
  private mutating func drawMark(_ mark: LayoutSnapshot.ConstraintMark) {
    let w = mark.isBroken ? OverlayStyle.brokenWidth : OverlayStyle.constraintWidth
    let white = Color(red: 255, green: 255, blue: 255)
    markStrokes(mark, white, width: w + 2 * OverlayStyle.casing)
    let colour = mark.isBroken ? OverlayStyle.broken : OverlayStyle.constraint
    markStrokes(mark, colour, width: w)
    if let label = mark.label {
      overlayText(
        label, at: Point(x: mark.labelCenter.x, y: OverlayStyle.labelBaseline(mark)),
        size: LayoutSnapshot.ConstraintMark.labelFontSize, centered: true, colour)
    }
  }

  /// A line of overlay text with its baseline at `origin` (its left end there, or its middle
  /// when `centered`), in the shipped DejaVu Sans at its own advances, on a white halo: the
  /// text drawn white at the eight points a point around it, then in `colour`. Over
  /// everything, as the other overlays: no clip, no view's alpha.
  private mutating func overlayText(_ string: String, at origin: Point, size: Double, centered: Bool, _ colour: Color) {
    guard let face = LayoutSnapshot.ConstraintMark.labelFace, !string.isEmpty else { return }
    let natural = Double(face.advance(of: string)) * size / Double(max(1, face.unitsPerEm))
    let left = centered ? origin.x - natural / 2 : origin.x
    let canvas = (0.0, 0.0, Double(width), Double(height))
    var text = LayoutSnapshot.Text(
      string: string, origin: origin, fontSize: size, isBold: false, color: Color(red: 255, green: 255, blue: 255),
      fontFace: face)
    for (dx, dy) in haloOffsets {
      text.origin = Point(x: left + dx, y: origin.y + dy)
      drawText(text, clip: canvas, opacity: 255)
    }
    text.origin = Point(x: left, y: origin.y)
    text.color = colour
    drawText(text, clip: canvas, opacity: 255)
  }

  /// A mark's line (dashed when optional), its caps and a broken one's cross, `w` wide.
  private mutating func markStrokes(_ mark: LayoutSnapshot.ConstraintMark, _ color: Color, width w: Double) {
    overlaySegment(mark.from, mark.to, color, width: w, dash: mark.isOptional ? OverlayStyle.dash : nil)
    if mark.hasCaps {
      let c = LayoutSnapshot.ConstraintMark.capHalfLength
      for p in [mark.from, mark.to] {
        if mark.axis == .horizontal {
          overlaySegment(Point(x: p.x, y: p.y - c), Point(x: p.x, y: p.y + c), color, width: w, dash: nil)
        } else {
          overlaySegment(Point(x: p.x - c, y: p.y), Point(x: p.x + c, y: p.y), color, width: w, dash: nil)
        }
      }
    }
    if mark.isBroken {
      let m = mark.middle, k = OverlayStyle.crossHalfSize
      let bounds = Rect(x: m.x - k - w, y: m.y - k - w, width: 2 * (k + w), height: 2 * (k + w))
      overlayBlend(bounds, color) { x, y in
        // Within half the width of either diagonal, inside the cross's square.
        let dx = x - m.x, dy = y - m.y
        guard abs(dx) <= k, abs(dy) <= k else { return false }
        return min(abs(dx - dy), abs(dx + dy)) / 2.0.squareRoot() <= w / 2
      }
    }
  }

  /// A line `width` wide from `a` to `b`, in dashes (on, off) from `a`'s end when asked.
  /// Along an axis it is a band (or bands); any other line is sampled.
  private mutating func overlaySegment(_ a: Point, _ b: Point, _ color: Color, width w: Double, dash: (Double, Double)?) {
    guard a.x == b.x || a.y == b.y else {
      let length = max(((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot(), 1e-9)
      let bounds = Rect(
        x: min(a.x, b.x) - w, y: min(a.y, b.y) - w, width: abs(b.x - a.x) + 2 * w, height: abs(b.y - a.y) + 2 * w)
      overlayBlend(bounds, color) { x, y in
        // Within half the width of the line, between its ends.
        let t = ((x - a.x) * (b.x - a.x) + (y - a.y) * (b.y - a.y)) / (length * length)
        let distance = abs((x - a.x) * (b.y - a.y) - (y - a.y) * (b.x - a.x)) / length
        return t >= 0 && t <= 1 && distance <= w / 2
      }
      return
    }
    let horizontal = a.y == b.y
    let (lo, hi) = horizontal ? (min(a.x, b.x), max(a.x, b.x)) : (min(a.y, b.y), max(a.y, b.y))
    var pieces: [(Double, Double)] = [(lo, hi)]
    if let (on, off) = dash, on > 0, off >= 0 {
      pieces = []
      var t = lo
      while t < hi {
        pieces.append((t, min(t + on, hi)))
        t += on + off
      }
    }
    for (start, end) in pieces {
      overlayBlend(
        horizontal
          ? Rect(x: start, y: a.y - w / 2, width: end - start, height: w)
          : Rect(x: a.x - w / 2, y: start, width: w, height: end - start), color)
    }
  }

  /// A rectangle's outline centred on its edges, each side dashed from its first corner when
  /// asked.
  private mutating func overlayOutline(_ r: Rect, _ color: Color, width w: Double, dash: (Double, Double)?) {
    let (x0, y0, x1, y1) = (r.x, r.y, r.x + r.width, r.y + r.height)
    guard dash != nil else {
      // Four bands meeting at the corners, each pixel covered once.
      overlayBlend(Rect(x: x0 - w / 2, y: y0 - w / 2, width: r.width + w, height: w), color)
      overlayBlend(Rect(x: x0 - w / 2, y: y1 - w / 2, width: r.width + w, height: w), color)
      overlayBlend(Rect(x: x0 - w / 2, y: y0 + w / 2, width: w, height: max(0, r.height - w)), color)
      overlayBlend(Rect(x: x1 - w / 2, y: y0 + w / 2, width: w, height: max(0, r.height - w)), color)
      return
    }
    overlaySegment(Point(x: x0, y: y0), Point(x: x1, y: y0), color, width: w, dash: dash)
    overlaySegment(Point(x: x1, y: y0), Point(x: x1, y: y1), color, width: w, dash: dash)
    overlaySegment(Point(x: x0, y: y1), Point(x: x1, y: y1), color, width: w, dash: dash)
    overlaySegment(Point(x: x0, y: y0), Point(x: x0, y: y1), color, width: w, dash: dash)
  }

  /// Blends `color` over the pixels `r` (points) covers, each by the share of its area the
  /// rectangle covers: exact for a rectangle along the axes.
  private mutating func overlayBlend(_ r: Rect, _ color: Color) {
    let left = max(0, r.x * scale), right = min(Double(width), (r.x + r.width) * scale)
    let top = max(0, r.y * scale), bottom = min(Double(height), (r.y + r.height) * scale)
    guard right > left, bottom > top, color.alpha > 0 else { return }
    for py in Int(top.rounded(.down))..<Int(bottom.rounded(.up)) {
      let coverY = min(Double(py + 1), bottom) - max(Double(py), top)
      for px in Int(left.rounded(.down))..<Int(right.rounded(.up)) {
        let coverX = min(Double(px + 1), right) - max(Double(px), left)
        overlayPut(px, py, color, alpha: Int((coverX * coverY * Double(color.alpha)).rounded()))
      }
    }
  }

  /// Blends `color` over the pixels of `bounds` (points) by the share of 16 samples a pixel
  /// for which `inside` (a test in points) holds.
  private mutating func overlayBlend(_ bounds: Rect, _ color: Color, inside: (Double, Double) -> Bool) {
    let x0 = max(0, Int((bounds.x * scale).rounded(.down)))
    let x1 = min(width, Int(((bounds.x + bounds.width) * scale).rounded(.up)))
    let y0 = max(0, Int((bounds.y * scale).rounded(.down)))
    let y1 = min(height, Int(((bounds.y + bounds.height) * scale).rounded(.up)))
    guard x1 > x0, y1 > y0 else { return }
    for py in y0..<y1 {
      for px in x0..<x1 {
        var covered = 0
        for sy in 0..<4 {
          for sx in 0..<4 {
            let x = (Double(px) + (Double(sx) + 0.5) / 4) / scale, y = (Double(py) + (Double(sy) + 0.5) / 4) / scale
            if inside(x, y) { covered += 1 }
          }
        }
        overlayPut(px, py, color, alpha: (Int(color.alpha) * covered + 8) / 16)
      }
    }
  }

  /// One pixel blended with `color` at `alpha` (0…255), with the views' integer rounding.
  private mutating func overlayPut(_ px: Int, _ py: Int, _ color: Color, alpha: Int) {
    blendRun(row: py, from: px, to: px + 1, color, alpha: alpha)
  }
}
