// UIKitLayout: pictures.
import UIKitLayout

// Text in PNG pictures: each line drawn as glyph outlines from the font file in use, placed
// by the advances the text was measured with, so the pixels fall where the layout put them.

/// One glyph of a line: its outline, its face's units per em, and its pen position along the
/// line in units of the face the line was measured in.
struct PlacedGlyph {
  var outline: GlyphOutline
  var unitsPerEm: Int
  var pen: Int
}

/// A line of text laid out as glyphs, the way the library measured it.
///
/// Advances (and pair kerning, for a face read from a file) come from the measuring face, as
/// `FontFaceMetrics.advance(of:)` sums them; outlines come from the face's own file when it
/// has TrueType outlines and the glyph, else from the shipped DejaVu Sans (bold for bold
/// text). A character neither has is left out but still advances. Only the first line is
/// laid out: a run's width was measured to its first line break.
struct TextLine {
  /// The glyphs with outlines, left to right.
  var glyphs: [PlacedGlyph] = []
  /// The line's advance, in units of the measuring face.
  var advance = 0
  /// The measuring face's units per em.
  var unitsPerEm: Int

  init(_ text: LayoutSnapshot.Text) {
    let metrics = text.fontFace ?? .shipped(bold: text.isBold)
    unitsPerEm = max(1, metrics.unitsPerEm)
    let file = metrics.openTypeFace
    let own = file?.hasGlyphOutlines == true ? file : nil
    let fallback = OpenTypeFace.dejaVuSansOutlines(bold: text.isBold)
    let scalars = Array(text.string.unicodeScalars.prefix { !Self.isLineBreak($0) })

    // Each character's advance and the kerning between it and the one before it.
    var widths: [(advance: Int, kerning: Int)] = []
    widths.reserveCapacity(scalars.count)
    var previous: UInt16?
    for scalar in scalars {
      guard let file else {
        widths.append((metrics.advance(of: scalar), 0))
        continue
      }
      let glyph = file.glyph(for: scalar) ?? 0
      widths.append((file.advance(ofGlyph: glyph), previous.map { file.kerning(between: $0, and: glyph) } ?? 0))
      previous = glyph
    }
    // Left to right; a right-to-left line in visual order, each kerning kept beside the
    // character it was measured with.
    let order = text.isRightToLeft ? Self.visualOrder(scalars) : Array(scalars.indices)
    var pen = 0
    for index in order {
      let (width, kerning) = widths[index]
      if !text.isRightToLeft { pen += kerning }
      let scalar = scalars[index]
      if let (outline, unitsPerEm) = Self.outline(of: scalar, in: own) ?? Self.outline(of: scalar, in: fallback),
        !outline.contours.isEmpty
      {
        glyphs.append(PlacedGlyph(outline: outline, unitsPerEm: max(1, unitsPerEm), pen: pen))
      }
      pen += width + (text.isRightToLeft ? kerning : 0)
    }
    advance = pen
  }

  /// The outline of `scalar`'s glyph in `face`, if it has one that can be read.
  static func outline(of scalar: Unicode.Scalar, in face: OpenTypeFace?) -> (GlyphOutline, Int)? {
    guard let face, let glyph = face.glyph(for: scalar), let outline = try? face.outline(ofGlyph: glyph) else {
      return nil
    }
    return (outline, face.unitsPerEm)
  }

  /// What `Character.isNewline` breaks paragraphs at.
  static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  /// The order a right-to-left line's characters are drawn in, left to right: the Unicode
  /// bidirectional algorithm for one right-to-left paragraph without embeddings, in short.
  /// Runs of left-to-right letters and of digits keep their order, the rest is reversed;
  /// digits after a left-to-right letter join it (W7), spaces and punctuation go left to
  /// right only between two left-to-right characters (N1, digits counting as right to left),
  /// and marks stay after their base. No mirrored brackets, no Arabic joining.
  static func visualOrder(_ scalars: [Unicode.Scalar]) -> [Int] {
    // Clusters: a character and the marks after it.
    var clusters: [Range<Int>] = []
    for (index, scalar) in scalars.enumerated() {
      let category = scalar.properties.generalCategory
      if let last = clusters.indices.last, category == .nonspacingMark || category == .enclosingMark {
        clusters[last] = clusters[last].lowerBound..<(index + 1)
      } else {
        clusters.append(index..<(index + 1))
      }
    }
    // −1 right to left, +1 left to right, 2 a digit, 0 neutral (spaces, punctuation, symbols).
    var kind = clusters.map { cluster -> Int in
      let scalar = scalars[cluster.lowerBound]
      switch scalar.value {
      case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return -1
      default:
        if scalar.properties.numericType == .decimal { return 2 }
        return scalar.properties.isAlphabetic ? 1 : 0
      }
    }
    var lastStrong = -1  // the paragraph's own direction before its first character
    for i in kind.indices {
      if kind[i] == 1 || kind[i] == -1 { lastStrong = kind[i] } else if kind[i] == 2, lastStrong == 1 { kind[i] = 1 }
    }
    // For neutrals, the direction of the nearest strong character each side (digits count
    // as right to left; the line's ends as its own direction).
    let side = kind.map { $0 == 0 ? 0 : ($0 == 1 ? 1 : -1) }
    var before = [Int](repeating: -1, count: clusters.count)
    var after = [Int](repeating: -1, count: clusters.count)
    for i in clusters.indices.dropFirst() { before[i] = side[i - 1] != 0 ? side[i - 1] : before[i - 1] }
    for i in clusters.indices.reversed().dropFirst() { after[i] = side[i + 1] != 0 ? side[i + 1] : after[i + 1] }
    let leftToRight = clusters.indices.map { kind[$0] > 0 || (kind[$0] == 0 && before[$0] > 0 && after[$0] > 0) }
    var order = Array(clusters.indices.reversed())
    var start = 0
    while start < order.count {
      guard leftToRight[order[start]] else {
        start += 1
        continue
      }
      var end = start
      while end < order.count, leftToRight[order[end]] { end += 1 }
      order[start..<end].reverse()
      start = end
    }
    return order.flatMap { Array(clusters[$0]) }
  }
}

extension Canvas {
  /// Draws a line of text as its glyphs' outlines, filled by the nonzero rule with the same
  /// 4 × 4 samples a pixel as shapes, within `clip` (pixels) and faded by `opacity` (0…255).
  ///
  /// The line is stretched (or squeezed) horizontally to span exactly its measured width, so
  /// it stays where the layout measured it even when the outlines' font is not the one it was
  /// measured in; without a measured width, it keeps its own, and a right-to-left line then
  /// ends at its origin.
  mutating func drawText(_ text: LayoutSnapshot.Text, clip: (Double, Double, Double, Double), opacity: Int) {
    guard text.color.alpha > 0, opacity > 0, text.fontSize > 0, text.fontSize.isFinite,
      text.origin.x.isFinite, text.origin.y.isFinite, text.width.isFinite
    else { return }
    // Glyphs reach at most a few ems from the baseline and their pen positions.
    let reach = 4 * text.fontSize * scale
    guard text.origin.y * scale + reach > clip.1, text.origin.y * scale - reach < clip.3 else { return }
    let line = TextLine(text)
    guard !line.glyphs.isEmpty else { return }
    let unit = text.fontSize / Double(line.unitsPerEm)
    let natural = Double(line.advance) * unit
    let measured = text.width > 0 && natural > 0
    let stretch = measured ? text.width / natural : 1
    let left = text.isRightToLeft && !measured ? text.origin.x - natural : text.origin.x

    // Glyphs grouped into paths that share no pixel column: the winding of a sample depends
    // only on its own group (a closed contour's crossings left of a sample cancel), and no
    // pixel is blended twice, so each group fills on its own, with a short list of edges.
    var groups: [PathFiller] = []
    for glyph in line.glyphs {
      let pen = left + Double(glyph.pen) * unit * stretch
      let reachX = reach * max(1, stretch)
      guard pen * scale - reachX < clip.2, pen * scale + reachX > clip.0 else { continue }
      let size = text.fontSize / Double(glyph.unitsPerEm)
      let (xScale, yScale) = (size * stretch * scale, size * scale)
      let (x0, y0) = (pen * scale, text.origin.y * scale)
      var path = PathFiller()
      for contour in glyph.outline.contours {
        path.move(to: x0 + contour.start.x * xScale, y0 - contour.start.y * yScale)
        for segment in contour.segments {
          switch segment {
          case .line(let p):
            path.line(to: x0 + p.x * xScale, y0 - p.y * yScale)
          case .quadratic(let c, let p):
            path.quadratic(control: x0 + c.x * xScale, y0 - c.y * yScale, to: x0 + p.x * xScale, y0 - p.y * yScale)
          }
        }
      }
      path.close()
      guard !path.edges.isEmpty else { continue }
      var separate: [PathFiller] = []
      for group in groups {
        let (a, b) = (group.columns, path.columns)
        if a.lower < b.upper, b.lower < a.upper { path.absorb(group) } else { separate.append(group) }
      }
      let index = separate.firstIndex { $0.columns.lower > path.columns.lower } ?? separate.count
      separate.insert(path, at: index)
      groups = separate
    }
    let color = text.color
    for index in groups.indices {
      groups[index].fill(clip: clip, width: width, height: height) { x, y, covered in
        // As shapes blend: the colour's alpha × the share of samples × the views' opacity.
        let alpha = (Int(color.alpha) * covered * opacity + 16 * 255 / 2) / (16 * 255)
        blendRun(row: y, from: x, to: x + 1, color, alpha: alpha)
      }
    }
  }
}
