// UIKitLayout: SVG rendering.

/// Draws ``LayoutSnapshot``s as SVG.
///
/// Output is byte-for-byte stable for equal snapshots and options: elements in tree order
/// (back to front, as UIKit composites), numbers through ``SVGWriter``, no timestamps or ids
/// that depend on memory. Each view is drawn by its kind: a plain view as its fill and border
/// (a hairline when it has neither, so the layout stays visible), a label as its text lines, an
/// image view as a crossed box, a button as its fill under its title label.
public struct SVGRenderer: Sendable {
  /// What to draw on top of the views.
  public struct Options: Sendable, Hashable {
    /// Draw each snapshot's constraint lines (dashed when optional).
    public var showsConstraints: Bool
    /// Outline views whose layout is ambiguous, in red.
    public var marksAmbiguity: Bool
    /// Creates options.
    public init(showsConstraints: Bool = false, marksAmbiguity: Bool = false) {
      self.showsConstraints = showsConstraints
      self.marksAmbiguity = marksAmbiguity
    }
  }

  /// The options.
  public var options: Options

  /// Creates a renderer.
  public init(options: Options = Options()) { self.options = options }

  /// Space between pictures side by side, and above each for its caption.
  static let gap = 24.0, captionHeight = 24.0

  /// One picture at the snapshot's size.
  public func render(_ snapshot: LayoutSnapshot) -> String {
    var out = header(width: snapshot.width, height: snapshot.height, title: snapshot.caption)
    panel(snapshot, into: &out, indent: "  ")
    return out + "</svg>\n"
  }

  /// Several pictures in a row, each with its caption above, tops aligned.
  public func renderSideBySide(_ snapshots: [LayoutSnapshot], title: String) -> String {
    let width = snapshots.map(\.width).reduce(0, +) + Self.gap * Double(snapshots.count + 1)
    let height = (snapshots.map(\.height).max() ?? 0) + Self.captionHeight + Self.gap * 2
    var out = header(width: width, height: height, title: title)
    var x = Self.gap
    for snapshot in snapshots {
      let y = Self.gap + Self.captionHeight
      out += "  <g transform=\"translate(\(SVGWriter.number(x)) \(SVGWriter.number(y)))\">\n"
      out += "    <text x=\"0\" y=\"-8\" font-size=\"13\" fill=\"#3c3c43\">"
        + "\(SVGWriter.escape(snapshot.caption))</text>\n"
      panel(snapshot, into: &out, indent: "    ")
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

  private func panel(_ snapshot: LayoutSnapshot, into out: inout String, indent: String) {
    // The root's own box, so empty space reads as the screen.
    out += indent + "<rect " + SVGWriter.attributes([
      ("width", SVGWriter.number(snapshot.width)), ("height", SVGWriter.number(snapshot.height)),
      ("fill", "#ffffff"), ("stroke", "#8e8e93"), ("stroke-width", "1"),
    ]) + "/>\n"
    draw(snapshot.root, into: &out, indent: indent)
    if options.showsConstraints, !snapshot.constraints.isEmpty {
      out += indent + "<g class=\"constraints\" stroke=\"#ff2d55\" stroke-width=\"1\" fill=\"#ff2d55\">\n"
      for line in snapshot.constraints { constraint(line, into: &out, indent: indent + "  ") }
      out += indent + "</g>\n"
    }
  }

  private func draw(_ node: LayoutSnapshot.Node, into out: inout String, indent: String) {
    // UIKit draws neither a hidden view nor its subviews.
    guard !node.isHidden else { return }
    let r = node.frame
    let attributes: [(String, String?)] = [
      ("class", node.kind.rawValue), ("data-name", node.name),
      ("opacity", node.alpha < 1 ? SVGWriter.number(node.alpha) : nil),
    ]
    out += indent + "<g " + SVGWriter.attributes(attributes) + ">\n"
    let inner = indent + "  "
    let look = node.appearance
    if look.fill != nil || look.stroke != nil {
      out += inner + "<rect " + SVGWriter.attributes(box(r) + [
        ("rx", look.cornerRadius > 0 ? SVGWriter.number(look.cornerRadius) : nil),
        ("fill", look.fill.map(SVGWriter.color) ?? "none"),
        ("fill-opacity", look.fill.flatMap(SVGWriter.opacity)),
        ("stroke", look.stroke.map(SVGWriter.color)),
        ("stroke-opacity", look.stroke.flatMap(SVGWriter.opacity)),
        ("stroke-width", look.stroke.map { _ in SVGWriter.number(look.strokeWidth) }),
      ]) + "/>\n"
    } else if node.kind == .view || node.kind == .scroll {
      out += inner + "<rect " + SVGWriter.attributes(box(r) + [
        ("fill", "none"), ("stroke", "#c7c7cc"), ("stroke-width", "0.5"),
      ]) + "/>\n"
    }
    if node.kind == .image {
      out += inner + "<rect " + SVGWriter.attributes(box(r) + [
        ("fill", "#e5e5ea"), ("stroke", "#8e8e93"), ("stroke-width", "1"),
      ]) + "/>\n"
      let (x0, y0) = (SVGWriter.number(r.x), SVGWriter.number(r.y))
      let (x1, y1) = (SVGWriter.number(r.x + r.width), SVGWriter.number(r.y + r.height))
      out += inner + "<path d=\"M\(x0) \(y0)L\(x1) \(y1)M\(x1) \(y0)L\(x0) \(y1)\" stroke=\"#8e8e93\" stroke-width=\"1\"/>\n"
    }
    if let text = node.text { self.text(text, into: &out, indent: inner) }
    for child in node.children { draw(child, into: &out, indent: inner) }
    if options.marksAmbiguity, node.isAmbiguous {
      out += inner + "<rect " + SVGWriter.attributes(box(r) + [
        ("class", "ambiguous"), ("fill", "none"), ("stroke", "#ff3b30"), ("stroke-width", "2"),
        ("stroke-dasharray", "4 2"),
      ]) + "/>\n"
    }
    out += indent + "</g>\n"
  }

  private func box(_ r: LayoutSnapshot.Rect) -> [(String, String?)] {
    [
      ("x", SVGWriter.number(r.x)), ("y", SVGWriter.number(r.y)),
      ("width", SVGWriter.number(r.width)), ("height", SVGWriter.number(r.height)),
    ]
  }

  private func text(_ text: LayoutSnapshot.Text, into out: inout String, indent: String) {
    for line in text.lines {
      out += indent + "<text " + SVGWriter.attributes([
        ("x", SVGWriter.number(line.origin.x)), ("y", SVGWriter.number(line.origin.y)),
        ("font-size", SVGWriter.number(text.fontSize)),
        ("font-weight", text.isBold ? "bold" : nil),
        ("text-anchor", text.anchor == .start ? nil : text.anchor.rawValue),
        ("fill", SVGWriter.color(text.color)), ("fill-opacity", SVGWriter.opacity(text.color)),
      ]) + ">" + SVGWriter.escape(line.string) + "</text>\n"
    }
  }

  private func constraint(_ line: LayoutSnapshot.ConstraintLine, into out: inout String, indent: String) {
    out += indent + "<line " + SVGWriter.attributes([
      ("x1", SVGWriter.number(line.from.x)), ("y1", SVGWriter.number(line.from.y)),
      ("x2", SVGWriter.number(line.to.x)), ("y2", SVGWriter.number(line.to.y)),
      ("stroke-dasharray", line.isOptional ? "3 2" : nil),
    ]) + "/>\n"
    for point in [line.from, line.to] {
      out += indent + "<circle cx=\"\(SVGWriter.number(point.x))\" cy=\"\(SVGWriter.number(point.y))\" r=\"1.5\"/>\n"
    }
  }
}
