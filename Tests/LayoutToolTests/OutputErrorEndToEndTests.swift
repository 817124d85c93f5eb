import Foundation
import Testing

/// Output that cannot be written: one line naming the path and the reason, exit status 2,
/// and no "wrote" line for a file that was not written. Pictures that would replace each
/// other are refused before anything is written.
@Suite struct OutputErrorEndToEndTests {
  /// A plain file where the output folder should be.
  static func fileInTheWay() throws -> URL {
    try ToolRunner.file("not-a-folder", "x")
  }

  @Test func demoIntoAFileFailsWithOneLine() throws {
    let file = try Self.fileInTheWay()
    let run = try ToolRunner.run(["demo", "-o", file.path])
    #expect(run.status == 2)
    #expect(run.standardError == "error: cannot write \(file.path): it exists and is not a folder\n")
    #expect(!run.standardOutput.contains("wrote"))
    #expect(!run.standardOutput.contains("The pictures are in"))
  }

  @Test func renderIntoAFileFailsWithOneLineBeforeAnyWork() throws {
    let file = try Self.fileInTheWay()
    let document = ToolRunner.examples.appendingPathComponent("login-form.yaml").path
    let run = try ToolRunner.run(["render", document, "-o", file.path])
    #expect(run.status == 2)
    // No progress lines, no Foundation error dump: the folder is checked first.
    #expect(run.standardError == "error: cannot write \(file.path): it exists and is not a folder\n")
    #expect(run.standardOutput.isEmpty)
  }

  @Test func renderBelowAFileNamesTheComponent() throws {
    let file = try Self.fileInTheWay()
    let target = file.appendingPathComponent("pictures").path
    let document = ToolRunner.examples.appendingPathComponent("login-form.yaml").path
    let run = try ToolRunner.run(["render", document, "-o", target])
    #expect(run.status == 2)
    #expect(run.standardError == "error: cannot write \(target): \(file.path) is not a folder\n")
  }

  @Test func twoDocumentsWithTheSameBaseNameAreRefused() throws {
    let a = try ToolRunner.file("screen.yaml", "sizes: [100x100]\nroot: {name: r}\n")
    let b = try ToolRunner.file("screen.yaml", "sizes: [100x100]\nroot: {name: s}\n")
    let out = ToolRunner.folder("render")
    let run = try ToolRunner.run(["render", a.path, b.path, "-o", out.path])
    #expect(run.status == 2)
    #expect(run.standardError.hasSuffix(
      "error: \(a.path) and \(b.path) would both write screen-100x100.svg; render them into different folders (-o)\n"))
    // Nothing was written.
    #expect(((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).isEmpty)
  }

  @Test func aSizeListedTwiceIsRefused() throws {
    let a = try ToolRunner.file("twice.yaml", "sizes: [100x100, 50x50, 100x100]\nroot: {name: r}\n")
    let run = try ToolRunner.run(["render", a.path, "-o", ToolRunner.folder("render").path])
    #expect(run.status == 2)
    #expect(run.standardError.contains("\(a.path): error: the size '100x100' is listed twice"))
  }

  @Test func theDemosPicturesAreWellFormedSVG() throws {
    let out = ToolRunner.folder("demo")
    let run = try ToolRunner.run(["demo", "-o", out.path])
    #expect(run.status == 0, "\(run.standardError)")
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(names == ["autoresizing.svg", "conflict.svg", "screen.svg", "stacks.svg", "vfl-form.svg"])
    for name in names {
      let svg = try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
      #expect(isWellFormedXML(svg), "\(name)")
      #expect(run.standardOutput.contains("wrote \(out.appendingPathComponent(name).path)\n"))
    }
  }

  @Test func sideBySidePicturesOfDifferentNamesAreFine() throws {
    let a = try ToolRunner.file("one.yaml", "sizes: [100x100, 100x100]\nroot: {name: r}\n")
    let b = try ToolRunner.file("two.yaml", "sizes: [100x100]\nroot: {name: r}\n")
    let out = ToolRunner.folder("render")
    let run = try ToolRunner.run(["render", a.path, b.path, "--side-by-side", "-o", out.path])
    #expect(run.status == 0, "\(run.standardError)")
    let written = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(written == ["one.svg", "two.svg"])
    for name in written {
      #expect(isWellFormedXML(try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)))
    }
  }
}
