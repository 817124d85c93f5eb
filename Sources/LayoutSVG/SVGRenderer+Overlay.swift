// UIKitLayout: SVG rendering.

// The overlays drawn over a panel's views, each a group with a class of its own (so a reader
// or a stylesheet can pick them out), in the order OverlayOptions gives: the safe area's bands,
// the margins' outlines, the constraint marks, the list of broken constraints. A group is
// written only when its option is on and the snapshot holds something for it, so a picture
// without overlays is what it always was.

extension SVGRenderer {
  func overlays(_ snapshot: LayoutSnapshot, into out: inout String, indent: String) {
    if options.showsSafeArea, let insets = snapshot.safeAreaInsets {
      let bands = OverlayStyle.safeAreaBands(insets, width: snapshot.width, height: snapshot.height)
      if !bands.isEmpty {
        out += indent + "<g " + SVGWriter.attributes([
          ("class", "safe-area"), ("fill", SVGWriter.color(OverlayStyle.safeArea)),
          ("fill-opacity", SVGWriter.opacity(OverlayStyle.safeArea)),
        ]) + ">\n"
        for band in bands { out += indent + "  <rect " + SVGWriter.attributes(Self.rectAttributes(band)) + "/>\n" }
        out += indent + "</g>\n"
      }
    }
    if options.showsMargins {
      let outlined = OverlayStyle.visibleNodes(snapshot.root).compactMap { node in
        OverlayStyle.marginsRect(node).map { (node.name, $0) }
      }
      if !outlined.isEmpty {
        out += indent + "<g " + SVGWriter.attributes([
          ("class", "margins"), ("fill", "none"), ("stroke", SVGWriter.color(OverlayStyle.margins)),
          ("stroke-width", SVGWriter.number(OverlayStyle.marginWidth)),
        ]) + ">\n"
        for (name, rect) in outlined {
          out += indent + "  <rect " + SVGWriter.attributes(Self.rectAttributes(rect) + [("data-name", name)]) + "/>\n"
        }
        out += indent + "</g>\n"
      }
    }
    guard options.showsConstraints, !snapshot.constraints.isEmpty else { return }
    out += indent + "<g " + SVGWriter.attributes([
      ("class", "constraints"), ("fill", "none"), ("stroke", SVGWriter.color(OverlayStyle.constraint)),
      ("stroke-width", SVGWriter.number(OverlayStyle.constraintWidth)),
      ("font-size", SVGWriter.number(LayoutSnapshot.ConstraintMark.labelFontSize)), ("text-anchor", "middle"),
    ]) + ">\n"
    for mark in snapshot.constraints { self.mark(mark, into: &out, indent: indent + "  ") }
    out += indent + "</g>\n"
    brokenList(snapshot, into: &out, indent: indent)
  }

  /// One mark: a group (classed by kind, `optional`, `broken`) holding its tooltip, its
  /// strokes on a white casing, and its label on a white halo.
  private func mark(_ mark: LayoutSnapshot.ConstraintMark, into out: inout String, indent: String) {
    var classes = mark.kind.rawValue
    if mark.isOptional { classes += " optional" }
    if mark.isBroken { classes += " broken" }
    let colour = mark.isBroken ? OverlayStyle.broken : OverlayStyle.constraint
    out += indent + "<g " + SVGWriter.attributes([
      ("class", classes),
      ("stroke", mark.isBroken ? SVGWriter.color(colour) : nil),
      ("stroke-width", mark.isBroken ? SVGWriter.number(OverlayStyle.brokenWidth) : nil),
    ]) + ">\n"
    let inner = indent + "  "
    if !mark.description.isEmpty { out += inner + "<title>" + SVGWriter.escape(mark.description) + "</title>\n" }
    // The strokes twice: a white casing a point wider each side first, so the mark stands out
    // on a view of its own colour, then the mark.
    let width = mark.isBroken ? OverlayStyle.brokenWidth : OverlayStyle.constraintWidth
    out += inner + "<g " + SVGWriter.attributes([
      ("class", "casing"), ("stroke", "#ffffff"), ("stroke-width", SVGWriter.number(width + 2 * OverlayStyle.casing)),
    ]) + ">\n"
    strokes(mark, into: &out, indent: inner + "  ")
    out += inner + "</g>\n"
    strokes(mark, into: &out, indent: inner)
    if let label = mark.label {
      out += inner + "<text " + SVGWriter.attributes([
        ("x", SVGWriter.number(mark.labelCenter.x)), ("y", SVGWriter.number(OverlayStyle.labelBaseline(mark))),
        ("fill", SVGWriter.color(colour)),
      ] + Self.halo) + ">" + SVGWriter.escape(label) + "</text>\n"
    }
    out += indent + "</g>\n"
  }

  /// A mark's line (dashed when optional), its end caps across it, a broken one's cross.
  private func strokes(_ mark: LayoutSnapshot.ConstraintMark, into out: inout String, indent: String) {
    out += indent + "<line " + SVGWriter.attributes([
      ("x1", SVGWriter.number(mark.from.x)), ("y1", SVGWriter.number(mark.from.y)),
      ("x2", SVGWriter.number(mark.to.x)), ("y2", SVGWriter.number(mark.to.y)),
      ("stroke-dasharray", mark.isOptional ? "\(SVGWriter.number(OverlayStyle.dash.0)) \(SVGWriter.number(OverlayStyle.dash.1))" : nil),
    ]) + "/>\n"
    if mark.hasCaps {
      let c = LayoutSnapshot.ConstraintMark.capHalfLength
      let d = [mark.from, mark.to].map { p in
        mark.axis == .horizontal
          ? "M\(SVGWriter.number(p.x)) \(SVGWriter.number(p.y - c))V\(SVGWriter.number(p.y + c))"
          : "M\(SVGWriter.number(p.x - c)) \(SVGWriter.number(p.y))H\(SVGWriter.number(p.x + c))"
      }.joined()
      out += indent + "<path d=\"\(d)\"/>\n"
    }
    if mark.isBroken {
      let m = mark.middle, k = OverlayStyle.crossHalfSize
      let (x0, x1) = (SVGWriter.number(m.x - k), SVGWriter.number(m.x + k))
      let (y0, y1) = (SVGWriter.number(m.y - k), SVGWriter.number(m.y + k))
      out += indent + "<path class=\"cross\" d=\"M\(x0) \(y0)L\(x1) \(y1)M\(x1) \(y0)L\(x0) \(y1)\"/>\n"
    }
  }

  /// The broken constraints listed at the bottom left of the panel (``OverlayStyle/brokenList(_:)``).
  private func brokenList(_ snapshot: LayoutSnapshot, into out: inout String, indent: String) {
    let lines = OverlayStyle.brokenList(snapshot)
    guard !lines.isEmpty else { return }
    out += indent + "<g " + SVGWriter.attributes([
      ("class", "broken-constraints"), ("font-size", SVGWriter.number(OverlayStyle.listFontSize)),
      ("fill", SVGWriter.color(OverlayStyle.broken)),
    ] + Self.halo) + ">\n"
    for line in lines {
      out += indent + "  <text x=\"\(SVGWriter.number(line.origin.x))\" y=\"\(SVGWriter.number(line.origin.y))\">"
        + SVGWriter.escape(line.text) + "</text>\n"
    }
    out += indent + "</g>\n"
  }

  /// A white outline drawn under the text's fill: legible on any background.
  private static let halo: [(String, String?)] = [
    ("stroke", "#ffffff"), ("stroke-width", "3"), ("stroke-linejoin", "round"), ("paint-order", "stroke"),
  ]

  private static func rectAttributes(_ r: LayoutSnapshot.Rect) -> [(String, String?)] {
    [
      ("x", SVGWriter.number(r.x)), ("y", SVGWriter.number(r.y)),
      ("width", SVGWriter.number(r.width)), ("height", SVGWriter.number(r.height)),
    ]
  }
}
