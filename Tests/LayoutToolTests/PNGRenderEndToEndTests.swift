import Foundation
import LayoutSVG
import Testing

/// `render --png`: one PNG per size at the asked scale.
@Suite struct PNGRenderEndToEndTests {
  @Test func oneImagePerSizeAtItsScale() throws {
    let url = try ToolRunner.file("box.yaml", """
      sizes: [40x30, 20x10]
      root: {name: root, frame: [0, 0, 40, 30], background: systemBlue}
      """)
    let output = ToolRunner.folder("png")
    defer { try? FileManager.default.removeItem(at: output) }
    let run = try ToolRunner.run(["render", url.path, "--png", "--scale", "3", "-o", output.path, "--quiet"])
    #expect(run.status == 0, "\(run.standardError)")
    let written = run.standardOutput.split(separator: "\n").map(String.init)
    #expect(written.map { URL(fileURLWithPath: $0).lastPathComponent } == ["box-40x30.png", "box-20x10.png"])
    // The IHDR width and height: 40 × 3 by 30 × 3 pixels.
    let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: written[0])))
    let width = png[16...19].reduce(0) { $0 << 8 | Int($1) }, height = png[20...23].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 120 && height == 90)
    let both = try ToolRunner.run(["render", url.path, "--png", "--side-by-side", "-o", output.path])
    #expect(both.status == 2)
    #expect(both.standardError == "error: --png writes one picture per size; it does not go with --side-by-side\n")
  }

  @Test func labelsDrawTheirTextAsGlyphs() throws {
    // DejaVu Sans "I" (x 201…403, 1493 high, 2048 units an em) at 20.48 points: a unit is
    // 0.01 point. The label's one line (23.84 high: ascender 19.01) is centred in its 40
    // points from y 10, so the baseline is at 10 + 8.08 + 19.01 = 37.09 and the stem runs from
    // x 12.01 to 14.03, from y 22.16 down to the baseline.
    let url = try ToolRunner.file("label.yaml", """
      sizes: [40x50]
      root:
        name: root
        frame: [0, 0, 40, 50]
        background: white
        subviews:
          - {name: letter, kind: label, frame: [10, 10, 40, 40], text: I, font: 20.48, textColor: black}
      """)
    let output = ToolRunner.folder("png")
    defer { try? FileManager.default.removeItem(at: output) }
    let run = try ToolRunner.run(["render", url.path, "--png", "--scale", "1", "-o", output.path, "--quiet"])
    #expect(run.status == 0, "\(run.standardError)")
    let written = try #require(run.standardOutput.split(separator: "\n").first.map(String.init))
    let image = try PNGDecoder.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: written))))
    func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.rgba[((y * image.width + x) * 4)..<((y * image.width + x) * 4 + 4)]) }
    for y in [23, 30, 36] {
      #expect(pixel(12, y) == [0, 0, 0, 255], "row \(y)")
      #expect(pixel(13, y) == [0, 0, 0, 255], "row \(y)")
      #expect(pixel(11, y) == [255, 255, 255, 255], "row \(y)")
      #expect(pixel(14, y) == [255, 255, 255, 255], "row \(y)")
    }
    #expect(pixel(13, 21) == [255, 255, 255, 255])
    #expect(pixel(13, 37) == [255, 255, 255, 255])
  }
}
