// UIKitLayout: SVG rendering.

/// Draws ``LayoutSnapshot``s as SVG.
///
/// Output is byte-for-byte stable for equal snapshots and options: elements in tree order
/// (back to front, as UIKit composites), numbers through ``SVGWriter``, no timestamps or ids
/// that depend on memory; clip paths are numbered in document order. Each view is drawn as
/// Core Animation composites a layer: its background (rounded by the corner radius), then what
/// its `draw(_:)` recorded (fills, strokes, text runs, image boxes drawn as crossed boxes),
/// then its subviews, clipped to its frame when it clips to bounds, then its border inside the
/// frame on top. A plain view or scroll view with neither background nor border gets a
/// hairline, so the layout stays visible. Overlays the ``options`` ask for go on top (see
/// ``OverlayOptions`` and SVGRenderer+Overlay.swift).
public struct SVGRenderer: Sendable {
  /// What to draw on top of the views.
  public typealias Options = OverlayOptions

  /// The options.
  public var options: Options

  /// Creates a renderer.
  public init(options: Options = Options()) { self.options = options }

  /// Space between pictures side by side, and above each for its caption.
  static let gap = 24.0, captionHeight = 24.0

  /// One picture at the snapshot's size.
  public func render(_ snapshot: LayoutSnapshot) -> String {
    var out = header(width: snapshot.width, height: snapshot.height, title: snapshot.caption)
    var clips = 0
    panel(snapshot, into: &out, indent: "  ", clips: &clips)
    return out + "</svg>\n"
  }

  /// Several pictures in a row, each with its caption above, tops aligned.
  public func renderSideBySide(_ snapshots: [LayoutSnapshot], title: String) -> String {
    let width = snapshots.map(\.width).reduce(0, +) + Self.gap * Double(snapshots.count + 1)
    let height = (snapshots.map(\.height).max() ?? 0) + Self.captionHeight + Self.gap * 2
    var out = header(width: width, height: height, title: title)
    var x = Self.gap
    var clips = 0
    for snapshot in snapshots {
      let y = Self.gap + Self.captionHeight
      out += "  <g transform=\"translate(\(SVGWriter.number(x)) \(SVGWriter.number(y)))\">\n"
      out += "    <text x=\"0\" y=\"-8\" font-size=\"13\" fill=\"#3c3c43\">"
        + "\(SVGWriter.escape(snapshot.caption))</text>\n"
      panel(snapshot, into: &out, indent: "    ", clips: &clips)
      out += "  </g>\n"
      x += snapshot.width + Self.gap
    }
    return out + "</svg>\n"
  }

  private func header(width: Double, height: Double, title: String) -> String {
    let w = SVGWriter.number(width), h = SVGWriter.number(height)
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)" \
      font-family="DejaVu Sans, Verdana, sans-serif">
        <title>\(SVGWriter.escape(title))</title>

      """
  }

  private func panel(_ snapshot: LayoutSnapshot, into out: inout String, indent: String, clips: inout Int) {
    // The root's own box, so empty space reads as the screen.
    out += indent + "<rect " + SVGWriter.attributes([
      ("width", SVGWriter.number(snapshot.width)), ("height", SVGWriter.number(snapshot.height)),
      ("fill", "#ffffff"), ("stroke", "#8e8e93"), ("stroke-width", "1"),
    ]) + "/>\n"
    draw(snapshot.root, into: &out, indent: indent, clips: &clips)
    overlays(snapshot, into: &out, indent: indent)
  }

  /// One level deeper than `indent`, up to 40 levels: a tree of 100 000 nested views would
  /// otherwise write gigabytes of spaces (the nesting of the groups still says the depth).
  static func deeper(_ indent: String) -> String {
    indent.utf8.count >= 80 ? indent : indent + "  "
  }

  /// The tree, without recursion: a stack of nodes to open and closing text to write.
  private func draw(_ root: LayoutSnapshot.Node, into out: inout String, indent: String, clips: inout Int) {
    enum Step {
      case open(LayoutSnapshot.Node, indent: String)
      case close(String)
    }
    var stack = [Step.open(root, indent: indent)]
    while let step = stack.popLast() {
      switch step {
      case .close(let text): out += text
      case .open(let node, let indent):
        // UIKit draws neither a hidden view nor its subviews.
        guard !node.isHidden else { continue }
        var inner = Self.deeper(indent)
        out += indent + "<g " + SVGWriter.attributes([
          ("class", node.kind.rawValue), ("data-name", node.name),
          ("opacity", node.alpha < 1 ? SVGWriter.number(node.alpha) : nil),
        ]) + ">\n"
        let look = node.appearance
        background(node, into: &out, indent: inner)
        var closing = ""
        if node.clipsToBounds {
          // Core Animation clips the contents and sublayers, not the border.
          clips += 1
          let id = "clip\(clips)"
          out += inner + "<clipPath id=\"\(id)\"><rect " + SVGWriter.attributes(box(node.frame) + [
            ("rx", look.cornerRadius > 0 ? SVGWriter.number(look.cornerRadius) : nil)
          ]) + "/></clipPath>\n"
          out += inner + "<g clip-path=\"url(#\(id))\">\n"
          closing += inner + "</g>\n"
          inner = Self.deeper(inner)
        }
        for operation in node.drawing { draw(operation, into: &out, indent: inner) }
        closing += border(node, indent: Self.deeper(indent))
        if options.marksAmbiguity, node.isAmbiguous {
          closing += Self.deeper(indent) + "<rect " + SVGWriter.attributes(box(node.frame) + [
            ("class", "ambiguous"), ("fill", "none"), ("stroke", "#ff3b30"), ("stroke-width", "2"),
            ("stroke-dasharray", "4 2"),
          ]) + "/>\n"
        }
        stack.append(.close(closing + indent + "</g>\n"))
        for child in node.children.reversed() { stack.append(.open(child, indent: inner)) }
      }
    }
  }

  /// The background fill, or a hairline for a plain view with neither fill nor border.
  private func background(_ node: LayoutSnapshot.Node, into out: inout String, indent: String) {
    let look = node.appearance
    if let fill = look.fill {
      out += indent + "<rect " + SVGWriter.attributes(box(node.frame) + [
        ("rx", look.cornerRadius > 0 ? SVGWriter.number(look.cornerRadius) : nil),
        ("fill", SVGWriter.color(fill)), ("fill-opacity", SVGWriter.opacity(fill)),
      ]) + "/>\n"
    } else if look.stroke == nil, node.kind == .view || node.kind == .scroll {
      out += indent + "<rect " + SVGWriter.attributes(box(node.frame) + [
        ("fill", "none"), ("stroke", "#c7c7cc"), ("stroke-width", "0.5"),
      ]) + "/>\n"
    }
  }

  /// The border: a stroke centred half its width inside the frame, so it lies within it.
  private func border(_ node: LayoutSnapshot.Node, indent: String) -> String {
    let look = node.appearance
    guard let stroke = look.stroke, look.strokeWidth > 0 else { return "" }
    let half = look.strokeWidth / 2, r = node.frame
    let inset = LayoutSnapshot.Rect(
      x: r.x + half, y: r.y + half, width: max(0, r.width - look.strokeWidth),
      height: max(0, r.height - look.strokeWidth))
    let radius = look.cornerRadius - half
    return indent + "<rect " + SVGWriter.attributes(box(inset) + [
      ("rx", radius > 0 ? SVGWriter.number(radius) : nil), ("fill", "none"),
      ("stroke", SVGWriter.color(stroke)), ("stroke-opacity", SVGWriter.opacity(stroke)),
      ("stroke-width", SVGWriter.number(look.strokeWidth)),
    ]) + "/>\n"
  }

  /// One recorded drawing operation.
  private func draw(_ operation: LayoutSnapshot.Drawing, into out: inout String, indent: String) {
    func paint(_ name: String, _ c: LayoutSnapshot.Color) -> [(String, String?)] {
      [(name, SVGWriter.color(c)), (name + "-opacity", SVGWriter.opacity(c))]
    }
    func ellipse(_ r: LayoutSnapshot.Rect) -> [(String, String?)] {
      [
        ("cx", SVGWriter.number(r.x + r.width / 2)), ("cy", SVGWriter.number(r.y + r.height / 2)),
        ("rx", SVGWriter.number(r.width / 2)), ("ry", SVGWriter.number(r.height / 2)),
      ]
    }
    switch operation {
    case .fill(let r, let c):
      out += indent + "<rect " + SVGWriter.attributes(box(r) + paint("fill", c)) + "/>\n"
    case .stroke(let r, let c, let width):
      out += indent + "<rect " + SVGWriter.attributes(box(r) + [("fill", "none")] + paint("stroke", c) + [
        ("stroke-width", SVGWriter.number(width))
      ]) + "/>\n"
    case .fillEllipse(let r, let c):
      out += indent + "<ellipse " + SVGWriter.attributes(ellipse(r) + paint("fill", c)) + "/>\n"
    case .strokeEllipse(let r, let c, let width):
      out += indent + "<ellipse " + SVGWriter.attributes(ellipse(r) + [("fill", "none")] + paint("stroke", c) + [
        ("stroke-width", SVGWriter.number(width))
      ]) + "/>\n"
    case .image(let r):
      out += indent + "<rect " + SVGWriter.attributes(box(r) + [
        ("fill", "#e5e5ea"), ("stroke", "#8e8e93"), ("stroke-width", "1"),
      ]) + "/>\n"
      let (x0, y0) = (SVGWriter.number(r.x), SVGWriter.number(r.y))
      let (x1, y1) = (SVGWriter.number(r.x + r.width), SVGWriter.number(r.y + r.height))
      out += indent + "<path d=\"M\(x0) \(y0)L\(x1) \(y1)M\(x1) \(y0)L\(x0) \(y1)\" stroke=\"#8e8e93\" stroke-width=\"1\"/>\n"
    case .text(let text):
      out += indent + "<text " + SVGWriter.attributes([
        ("x", SVGWriter.number(text.isRightToLeft ? text.origin.x + text.width : text.origin.x)),
        ("y", SVGWriter.number(text.origin.y)),
        ("font-size", SVGWriter.number(text.fontSize)),
        ("font-weight", text.isBold ? "bold" : nil),
        ("text-anchor", text.isRightToLeft ? "end" : nil),
      ] + paint("fill", text.color)) + ">" + SVGWriter.escape(text.string) + "</text>\n"
    }
  }

  private func box(_ r: LayoutSnapshot.Rect) -> [(String, String?)] {
    [
      ("x", SVGWriter.number(r.x)), ("y", SVGWriter.number(r.y)),
      ("width", SVGWriter.number(r.width)), ("height", SVGWriter.number(r.height)),
    ]
  }
}
