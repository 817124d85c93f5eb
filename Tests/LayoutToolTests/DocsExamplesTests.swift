import Foundation
import Testing

/// The examples in the docs are true: every YAML document in README.md and docs/*.md passes
/// `check` clean, and the solver example's printed output is what `solve` prints.
@Suite struct DocsExamplesTests {
  /// The fenced blocks of one language in a Markdown file, in order.
  static func blocks(_ language: String, in file: URL) throws -> [String] {
    let text = try String(contentsOf: file, encoding: .utf8)
    var blocks: [String] = [], current: [String]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```\(language)" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append(current!.joined(separator: "\n") + "\n")
        current = nil
      } else {
        current?.append(String(line))
      }
    }
    return blocks
  }

  static var markdownFiles: [URL] {
    let docs = ToolRunner.repository.appendingPathComponent("docs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
    return [ToolRunner.repository.appendingPathComponent("README.md")]
      + names.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
  }

  @Test func everyYAMLDocumentInTheDocsChecksClean() throws {
    var checked = 0
    for file in Self.markdownFiles {
      for (i, yaml) in try Self.blocks("yaml", in: file).enumerated() {
        let url = try ToolRunner.file("\(file.deletingPathExtension().lastPathComponent)-\(i).yaml", yaml)
        let run = try ToolRunner.run(["check", "--quiet", url.path])
        #expect(run.status == 0, "\(file.lastPathComponent) example \(i): \(run.standardOutput)\(run.standardError)")
        checked += 1
      }
    }
    #expect(checked >= 1)
  }

  @Test func theSolverExamplePrintsWhatTheDocSays() throws {
    let doc = ToolRunner.repository.appendingPathComponent("docs/solver-system.md")
    let json = try Self.blocks("json", in: doc)
    try #require(json.count >= 2)
    let input = try ToolRunner.file("example.json", json[0])
    let run = try ToolRunner.run(["solve", input.path])
    #expect(run.status == 0)
    #expect(run.standardOutput == json[1])
  }

  @Test func theFormatsExampleInputIsAValidSystem() throws {
    let doc = ToolRunner.repository.appendingPathComponent("docs/solver-system-format.md")
    let input = try ToolRunner.file("format.json", try #require(Self.blocks("json", in: doc).first))
    let run = try ToolRunner.run(["solve", input.path])
    #expect(run.status == 0, "\(run.standardError)")
  }
}
