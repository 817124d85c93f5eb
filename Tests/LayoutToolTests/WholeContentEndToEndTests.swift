import Foundation
import Testing

/// `render --whole-content`: beside the screen, each table alone with every row drawn.
@Suite struct WholeContentEndToEndTests {
  static let document = """
    sizes: [320x260]
    root:
      name: screen
      subviews:
        - name: list
          kind: table
          frame: [0, 40, 320, 180]
          rowHeight: 44
          sections:
            - title: Letters
              rows: [Alpha, Bravo, Charlie, Delta, Echo, Foxtrot, Golf, Hotel, India, Juliet]
    """

  func render(_ options: [String]) throws -> String {
    let url = try ToolRunner.file("letters.yaml", Self.document)
    let out = ToolRunner.folder("render")
    let run = try ToolRunner.run(["render", url.path, "-o", out.path] + options)
    #expect(run.status == 0, "\(run.standardError)")
    return try String(contentsOf: out.appendingPathComponent("letters-320x260.svg"), encoding: .utf8)
  }

  @Test func eachTableIsDrawnWholeBesideTheScreen() throws {
    // Beside the 320 × 260 screen, the table alone: 22 + 28 + 10 × 44 = 490 tall. Side by
    // side: 24 + 320 + 24 + 320 + 24 wide, the taller picture plus its caption and margins.
    let whole = try render(["--whole-content"])
    #expect(whole.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="712" height="562""#))
    #expect(whole.contains("320x260: list, whole content"))
    #expect(whole.contains(#"data-name="list[0.9]""#))
    // Without it: the 180-point bounds show rows 0 (50–94) to 2 (138–182), in a 260-point picture.
    let visible = try render([])
    #expect(visible.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="320" height="260""#))
    #expect(visible.contains(#"data-name="list[0.2]""#))
    #expect(!visible.contains(#"data-name="list[0.3]""#))
  }
}
