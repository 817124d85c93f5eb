import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Whether `text` is well-formed XML (on Linux `parse()` can return true after recovering
/// from an error, so the error is checked too): every SVG the tool writes must be.
func isWellFormedXML(_ text: String) -> Bool {
  let parser = XMLParser(data: Data(text.utf8))
  return parser.parse() && parser.parserError == nil
}

/// Runs the built `uikit-layout` as a user would (found beside the test runner).
enum ToolRunner {
  struct Run {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let examples = repository.appendingPathComponent("Examples")

  /// `relativePath` in the products directory, which holds the test runner (`…/debug/X.xctest`
  /// on Linux, `…/debug/X.xctest/Contents/MacOS/X` on macOS): looked for in the runner's
  /// directory and a few above it.
  static func nearRunner(_ relativePath: String, where matches: (URL) -> Bool) -> URL? {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent(relativePath)
      if matches(candidate) { return candidate }
      directory.deleteLastPathComponent()
    }
    return nil
  }

  static func run(_ arguments: [String], in directory: URL? = nil) throws -> Run {
    let executable = try #require(SolveCommandEndToEndTests.executable, "uikit-layout not found")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let stdout = Pipe(), stderr = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, standardOutput: String(decoding: out, as: UTF8.self),
      standardError: String(decoding: err, as: UTF8.self))
  }

  /// One scratch folder per test process, removed when the process exits: tests leave nothing
  /// behind in the temporary directory.
  static let scratch: URL = {
    // A test process that crashed never ran its exit handler: remove folders whose process
    // is gone before making this one's.
    let temporary = FileManager.default.temporaryDirectory
    let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    for name in names where name.hasPrefix("uikit-layout-tests-") {
      guard let pid = pid_t(name.dropFirst("uikit-layout-tests-".count)), pid != getpid(),
        kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
    }
    let url = temporary.appendingPathComponent("uikit-layout-tests-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: ToolRunner.scratch) }
    return url
  }()

  /// A fresh folder name inside the scratch folder (not created).
  static func folder(_ prefix: String) -> URL {
    scratch.appendingPathComponent("\(prefix)-\(UUID())")
  }

  /// A file in a fresh scratch folder holding `text`.
  static func file(_ name: String, _ text: String) throws -> URL {
    let folder = folder("file")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }
}
