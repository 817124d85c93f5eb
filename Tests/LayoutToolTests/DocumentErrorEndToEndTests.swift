import Foundation
import Testing

/// Every way a document can be wrong, through the built tool: message, position, exit status.
@Suite struct DocumentErrorEndToEndTests {
  @Test func badYAMLExitsWith2() throws {
    let url = try ToolRunner.file("bad.yaml", "root: {name: r\nsizes: [1x1]\n")
    let run = try ToolRunner.run(["frames", url.path])
    #expect(run.status == 2)
    #expect(run.standardError.hasPrefix("\(url.path):"))
    #expect(run.standardError.contains("error: invalid YAML"))
  }

  @Test func unknownKeyExitsWith2() throws {
    let url = try ToolRunner.file("key.yaml", "sizes: [10x10]\nroot:\n  name: r\n  colour: red\n")
    let run = try ToolRunner.run(["render", url.path])
    #expect(run.status == 2)
    #expect(run.standardError.hasPrefix("\(url.path):4:3: error: unknown key 'colour' in a view; expected one of: name,"))
  }

  @Test func unknownViewInAConstraintShowsACaret() throws {
    let url = try ToolRunner.file("view.yaml", """
      sizes: [10x10]
      root: {name: r, subviews: [{name: a}]}
      constraints:
        - "a.top == ghost.top"
      """)
    let run = try ToolRunner.run(["check", url.path])
    #expect(run.status == 2)
    #expect(run.standardError == """
      \(url.path):4:15: error: unknown view or guide 'ghost'; known names: a, r
          a.top == ghost.top
                   ^

      """)
  }

  @Test func badVisualFormatShowsACaret() throws {
    let url = try ToolRunner.file("vfl.yaml", """
      sizes: [10x10]
      root: {name: r, subviews: [{name: a}]}
      vfl:
        - "H:|-[a]-["
      """)
    let run = try ToolRunner.run(["check", url.path])
    #expect(run.status == 2)
    #expect(run.standardError.contains("    H:|-[a]-[\n"))
    #expect(run.standardError.contains("^"))
  }

  @Test func unknownViewInVisualFormatIsNamed() throws {
    let url = try ToolRunner.file("vfl.yaml", "sizes: [10x10]\nroot: {name: r, subviews: [{name: a}]}\nvfl: ['H:|[a][ghost]|']\n")
    let run = try ToolRunner.run(["frames", url.path])
    #expect(run.status == 2)
    #expect(run.standardError.contains("\(url.path):3:"))
    #expect(run.standardError.contains("Unable to find view with name ghost"))
  }

  @Test func unsatisfiableDocumentFailsTheCheck() throws {
    let url = try ToolRunner.file("conflict.yaml", """
      sizes: [100x100]
      root:
        name: r
        subviews: [{name: a, translatesAutoresizingMaskIntoConstraints: false}]
      constraints: [a.left == r.left, a.top == r.top, a.height == 10, a.width == 10, a.width == 20]
      """)
    let run = try ToolRunner.run(["check", url.path])
    #expect(run.status == 1)
    #expect(run.standardOutput.contains("Unable to simultaneously satisfy constraints."))
    #expect(run.standardOutput.contains("  minimal conflicting set:\n"))
    #expect(run.standardOutput.hasSuffix("\(url.path): 1 problem\n"))
  }

  @Test func missingFileExitsWith2() throws {
    let run = try ToolRunner.run(["check", "/nonexistent/doc.yaml"])
    #expect(run.status == 2)
    #expect(run.standardError == "/nonexistent/doc.yaml:0:0: error: cannot read the file: no such file\n")
  }

  @Test func helpExplainsEachCommandWithAnExample() throws {
    for command in ["render", "frames", "check", "demo", "solve"] {
      let run = try ToolRunner.run([command, "--help"])
      #expect(run.status == 0)
      #expect(run.standardOutput.contains("Example"), "\(command) --help has no example")
    }
  }
}
