import Foundation
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
}
