import Foundation
import Testing

/// `render --constraints`, `--safe-area` and `--margins`, as a user runs them.
@Suite struct OverlayEndToEndTests {
  /// A 200 × 100 box document whose two widths can't both hold: the engine breaks the second.
  static let conflicting = """
    sizes: [200x100]
    root:
      name: root
      subviews:
        - name: box
          background: systemGray5
          translatesAutoresizingMaskIntoConstraints: false
          margins: {top: 20, leading: 16, bottom: 20, trailing: 16}
    constraints:
      - box.leading == root.leading + 16
      - box.top == root.top + 20
      - box.height == 60
      - box.width == 100
      - box.width == 150
    """

  func render(_ document: String, name: String = "box.yaml", _ flags: [String]) throws -> (ToolRunner.Run, URL) {
    let url = try ToolRunner.file(name, document)
    let output = ToolRunner.folder("overlay")
    let run = try ToolRunner.run(["render", url.path, "-o", output.path, "--quiet"] + flags)
    return (run, output)
  }

  @Test func constraintsAreDrawnAsXcodeDoesWithTheBrokenOneMarkedAndListed() throws {
    let (run, output) = try render(Self.conflicting, ["--constraints"])
    defer { try? FileManager.default.removeItem(at: output) }
    #expect(run.status == 0, "\(run.standardError)")
    let svg = try String(contentsOf: output.appendingPathComponent("box-200x100.svg"), encoding: .utf8)
    #expect(isWellFormedXML(svg))
    // The leading gap: x 0 to 16 at the box's middle (20 + 60 / 2), labelled 16, named by the
    // document's equation.
    #expect(svg.contains("""
          <g class="spacing">
            <title>box.leading == root.leading + 16</title>
            <g class="casing" stroke="#ffffff" stroke-width="3">
              <line x1="0" y1="50" x2="16" y2="50"/>
              <path d="M0 47V53M16 47V53"/>
            </g>
            <line x1="0" y1="50" x2="16" y2="50"/>
            <path d="M0 47V53M16 47V53"/>
            <text x="8" y="46" fill="#0a60ff" stroke="#ffffff" stroke-width="3" stroke-linejoin="round" paint-order="stroke">16</text>
          </g>
      """))
    // The width the engine kept: an I-bar across the box (16…116) 8 above its bottom (80).
    #expect(svg.contains("""
          <g class="size">
            <title>box.width == 100</title>
            <g class="casing" stroke="#ffffff" stroke-width="3">
              <line x1="16" y1="72" x2="116" y2="72"/>
      """))
    // The broken one, red and crossed, 12 above it; and listed.
    #expect(svg.contains("""
            </g>
            <line x1="16" y1="60" x2="116" y2="60"/>
            <path d="M16 57V63M116 57V63"/>
            <path class="cross" d="M63 57L69 63M69 57L63 63"/>
            <text x="66" y="52" fill="#ff3b30" stroke="#ffffff" stroke-width="3" stroke-linejoin="round" paint-order="stroke">150</text>
          </g>
      """))
    #expect(svg.contains("""
          <g class="size broken" stroke="#ff3b30" stroke-width="2">
            <title>box.width == 150</title>
            <g class="casing" stroke="#ffffff" stroke-width="4">
      """))
    #expect(svg.contains("<text x=\"4\" y=\"96\">✕ broken: box.width == 150</text>"))
    #expect(!svg.contains("safe-area") && !svg.contains("class=\"margins\""))
  }

  @Test func safeAreaBandsAndMarginOutlinesOnRequest() throws {
    let phone = """
      sizes: [iPhone 15 portrait]
      root: {name: root}
      """
    let (run, output) = try render(phone, name: "phone.yaml", ["--safe-area"])
    defer { try? FileManager.default.removeItem(at: output) }
    #expect(run.status == 0, "\(run.standardError)")
    let svg = try String(contentsOf: output.appendingPathComponent("phone-iphone-15-portrait.svg"), encoding: .utf8)
    // iPhone 15: 393 × 852, the status bar's 59 points above and the home indicator's 34 below.
    #expect(svg.contains("""
        <g class="safe-area" fill="#ff9500" fill-opacity="0.2">
          <rect x="0" y="0" width="393" height="59"/>
          <rect x="0" y="818" width="393" height="34"/>
        </g>
      """))

    let (marginsRun, marginsOutput) = try render(Self.conflicting, ["--margins"])
    defer { try? FileManager.default.removeItem(at: marginsOutput) }
    #expect(marginsRun.status == 0, "\(marginsRun.standardError)")
    let margins = try String(contentsOf: marginsOutput.appendingPathComponent("box-200x100.svg"), encoding: .utf8)
    // The root's default 8 all round; the box (16, 20, 100, 60) less its 20 and 16.
    #expect(margins.contains("""
        <g class="margins" fill="none" stroke="#32ade6" stroke-width="0.5">
          <rect x="8" y="8" width="184" height="84" data-name="root"/>
          <rect x="32" y="40" width="68" height="20" data-name="box"/>
        </g>
      """))
    #expect(!margins.contains("class=\"constraints\""))
  }

  @Test func pngPicturesDrawTheOverlaysToo() throws {
    let (plain, plainOutput) = try render(Self.conflicting, ["--png", "--scale", "1"])
    let (overlaid, overlaidOutput) = try render(
      Self.conflicting, ["--png", "--scale", "1", "--constraints", "--safe-area", "--margins"])
    defer {
      try? FileManager.default.removeItem(at: plainOutput)
      try? FileManager.default.removeItem(at: overlaidOutput)
    }
    #expect(plain.status == 0 && overlaid.status == 0, "\(overlaid.standardError)")
    let a = try Data(contentsOf: plainOutput.appendingPathComponent("box-200x100.png"))
    let b = try Data(contentsOf: overlaidOutput.appendingPathComponent("box-200x100.png"))
    #expect(a.count > 8 && b.count > 8 && a != b)
    // The same picture size: overlays draw inside the canvas.
    #expect(a[16..<24] == b[16..<24])
  }
}
