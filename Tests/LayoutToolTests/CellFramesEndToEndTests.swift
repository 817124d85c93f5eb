import Foundation
import Testing

/// `frames --json` names a cell template's views' superview as their cell (their content view
/// has no name of its own).
@Suite struct CellFramesEndToEndTests {
  @Test func aTemplateViewsSuperviewIsItsCell() throws {
    let url = try ToolRunner.file("cells.yaml", """
      sizes: [320x200]
      root:
        name: screen
        subviews:
          - name: list
            kind: table
            frame: [0, 0, 320, 200]
            rowHeight: 44
            cell:
              subviews: [{name: title, kind: label, text: "{text}"}]
              vfl: ["H:|-[title]-|", "V:|[title]|"]
            sections: [{rows: [One]}]
      """)
    let run = try ToolRunner.run(["frames", url.path, "--json"])
    #expect(run.status == 0, "\(run.standardError)")
    // The 44-point row; its title 16 in from each side of the content view (its margins).
    #expect(run.standardOutput.contains(#"{"name": "list[0.0]", "superview": "list", "frame": [0, 0, 320, 44]"#))
    #expect(run.standardOutput.contains(#"{"name": "list[0.0].title", "superview": "list[0.0]", "frame": [16, 0, 288, "#))
  }
}
