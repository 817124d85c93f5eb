import Foundation
import Testing

/// `check` names the document's views and constraints by their names and positions, with
/// UIKit's log (hex addresses and all) kept beside them, and long checks show progress.
@Suite struct CheckReportEndToEndTests {
  @Test func conflictsAndAmbiguityNameTheDocumentsOwnLines() throws {
    let url = try ToolRunner.file("conf.yaml", """
      sizes: [320x100]
      root:
        name: root
        subviews:
          - {name: box, translatesAutoresizingMaskIntoConstraints: false}
          - {name: free, translatesAutoresizingMaskIntoConstraints: false}
          - {name: framed, frame: [0, 0, 50, 50]}
      constraints:
        - box.leading == root.leading + 20
        - box.top == root.top + 20
        - box.height == 40
        - box.width == 100
        - box.width == 200
        - free.width == 10
        - free.height == 10
        - free.top == root.top
        - framed.width == 60
      """)
    let run = try ToolRunner.run(["check", url.path])
    #expect(run.status == 1)
    let out = run.standardOutput
    // The document's equations by position and text; the broken one marked.
    #expect(out.contains("  minimal conflicting set:\n    \(url.path):12:5: box.width == 100\n    \(url.path):13:5: box.width == 200   (broken)\n"))
    // The engine's own constraint (framed's translated frame) names the view.
    #expect(out.contains("    <NSAutoresizingMaskLayoutConstraint:"))
    #expect(out.contains("h=--& v=--& 'framed'.width == 50   (active)>\n    \(url.path):17:5: framed.width == 60   (broken)\n"))
    // The free view by its position (its mapping starts at line 6, column 7).
    #expect(out.contains("ambiguous: \(url.path):6:7: free (free: minX)\n"))
    // UIKit's log stays beside them, with its addresses.
    #expect(out.contains("  | Unable to simultaneously satisfy constraints."))
    #expect(out.contains("'box.width == 100' UIView:0x"))
    // One size: no progress.
    #expect(run.standardError.isEmpty)
  }

  @Test func severalSizesShowProgressUnlessQuiet() throws {
    let url = try ToolRunner.file("two.yaml", "sizes: [100x100, 200x200]\nroot: {name: r}\n")
    let run = try ToolRunner.run(["check", url.path])
    #expect(run.status == 0)
    #expect(run.standardError == "[1/2] \(url.path) at 100x100\n[2/2] \(url.path) at 200x200\n")
    let quiet = try ToolRunner.run(["check", "--quiet", url.path])
    #expect(quiet.standardError.isEmpty)
  }
}

/// `--size` takes what `sizes:` takes.
@Suite struct SizeOptionEndToEndTests {
  @Test func sizeSpellingsMatchTheDocuments() throws {
    let document = ToolRunner.examples.appendingPathComponent("login-form.yaml").path
    // login-form lays out at iPhone SE portrait and iPhone 15 both.
    let se = try ToolRunner.run(["frames", document, "--size", "iphone se"])
    #expect(se.status == 0)
    #expect(se.standardOutput.hasPrefix("== iPhone SE portrait (375x667)\n"))
    let both = try ToolRunner.run(["frames", document, "--size", "iPhone-15 both"])
    #expect(both.standardOutput.components(separatedBy: "\n== ").count == 2)
    #expect(both.standardOutput.contains("== iPhone 15 landscape (852x393)\n"))
    let missing = try ToolRunner.run(["frames", document, "--size", "iPad"])
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("error: no size 'iPad'"))
    let unknown = try ToolRunner.run(["frames", document, "--size", "Pixel 8"])
    #expect(unknown.status == 2)
    #expect(unknown.standardError.hasPrefix("error: --size: unknown size 'Pixel 8'"))
  }
}
