import Foundation
import Testing

/// Runs the built `uikit-layout` executable, as a user would.
@Suite struct SolveCommandEndToEndTests {
  /// The fixtures beside this file (not bundled as resources: read from the source tree).
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The `uikit-layout` built with the tests: it sits in the products directory, which holds
  /// the test runner (`…/debug/X.xctest` on Linux, `…/debug/X.xctest/Contents/MacOS/X` on
  /// macOS), so look in the runner's directory and a few above it. `UIKIT_LAYOUT_TOOL` names
  /// another build instead (CI runs the end-to-end tests against the release build too).
  static let executable: URL? = {
    if let path = ProcessInfo.processInfo.environment["UIKIT_LAYOUT_TOOL"], !path.isEmpty {
      return URL(fileURLWithPath: path).standardizedFileURL
    }
    return ToolRunner.nearRunner("uikit-layout") {
      FileManager.default.isExecutableFile(atPath: $0.path)
    }
  }()

  struct Run {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  func run(_ arguments: [String], input: String = "") throws -> Run {
    let executable = try #require(Self.executable, "uikit-layout not found near \(CommandLine.arguments[0])")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    // Read before waiting so a full pipe cannot block the child.
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, standardOutput: String(decoding: out, as: UTF8.self),
      standardError: String(decoding: err, as: UTF8.self))
  }

  /// The spec's example, run by default (add all, then edit right to 300 and 500).
  @Test func specExample() throws {
    let result = try run(["solve", Self.fixtures.appendingPathComponent("spec-example.json").path])
    #expect(result.status == 0)
    #expect(result.standardError == "")
    #expect(result.standardOutput == """
      {
        "format": "solver-result/1",
        "solver": "uikit-layout 0.1.0",
        "ok": true,
        "error": null,
        "results": ["ok", "ok", "ok", "ok", "ok", "ok"],
        "values": {"left": 20, "width": 480, "right": 500},
        "snapshots": [],
        "conflicts": []
      }

      """)
  }

  /// A failed op: exit 1, and the output still parses as JSON with the conflict named.
  @Test func unsatisfiable() throws {
    let result = try run(["solve", Self.fixtures.appendingPathComponent("unsatisfiable.json").path])
    #expect(result.status == 1)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(json["ok"] as? Bool == false)
    #expect(json["results"] as? [String] == ["ok", "ok", "UnsatisfiableConstraint", "ok"])
    #expect((json["error"] as? [String: Any])?["op"] as? Int == 2)
    let conflict = try #require((json["conflicts"] as? [[String: Any]])?.first)
    #expect(conflict["op"] as? Int == 2 && conflict["constraints"] as? [Int] == [0, 1])
    // x = 10, y = 15, z ≥ y + 0.1 (strong) with nothing else on z.
    #expect(json["values"] as? [String: Double] == ["x": 10, "y": 15, "z": 15.1])
  }

  /// `-` reads standard input; a malformed file prints where on stderr and exits 2.
  @Test func malformedFromStandardInput() throws {
    let result = try run(["solve", "-"], input: #"{"variables": ["x"], "ops": [{"op": "nope"}]}"#)
    #expect(result.status == 2)
    #expect(result.standardOutput == "")
    #expect(result.standardError == """
      error: <stdin>: ops[0].op: unknown op "nope"; expected add, remove, addEdit, removeEdit, suggest, setConstant or snapshot

      """)
  }

  @Test func missingFile() throws {
    let result = try run(["solve", "/nonexistent/system.json"])
    #expect(result.status == 2)
    #expect(result.standardError == "error: /nonexistent/system.json: no such file\n")
  }
}
