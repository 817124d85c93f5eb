import Foundation
import Testing

/// Swift source as users write it, type-checked by the compiler against the modules built with
/// the tests: the docs' examples compile as written, and UIKit's classes are isolated as
/// Objective-C imports them (quiet in Swift 5, warnings in Swift 6).
@Suite struct CompileAsWrittenTests {
  /// The build's module directory (`…/debug/Modules`), beside the test runner.
  static let modules: URL? = ToolRunner.nearRunner("Modules") {
    FileManager.default.fileExists(atPath: $0.appendingPathComponent("UIKitLayout.swiftmodule").path)
  }

  struct Result {
    var status: Int32
    var diagnostics: String
  }

  /// Type-checks `source` as a program's `main.swift` in the given language mode.
  static func typecheck(_ source: String, swiftVersion: Int) throws -> Result {
    let modules = try #require(modules, "no Modules directory near \(CommandLine.arguments[0])")
    let file = try ToolRunner.file("main.swift", source)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-swift-version", "\(swiftVersion)", "-I", modules.path, file.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, diagnostics: String(decoding: data, as: UTF8.self))
  }

  @Test func theSwiftExamplesInTheDocsCompileAsWritten() throws {
    var checked = 0
    for file in DocsExamplesTests.markdownFiles {
      for (i, block) in try DocsExamplesTests.blocks("swift", in: file).enumerated() {
        // Fragments (a manifest line, a call inside someone's code) are not programs.
        guard block.hasPrefix("import ") else { continue }
        let result = try Self.typecheck(block, swiftVersion: 6)
        #expect(result.status == 0, "\(file.lastPathComponent) example \(i):\n\(result.diagnostics)")
        #expect(!result.diagnostics.contains("warning:"), "\(file.lastPathComponent) example \(i):\n\(result.diagnostics)")
        checked += 1
      }
    }
    #expect(checked >= 4)
  }

  /// What a Swift 5 test suite or helper does: build views in nonisolated code.
  static let nonisolatedUse = """
    import UIKitLayout

    func makeCard() -> UIView {
      let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
      card.translatesAutoresizingMaskIntoConstraints = false
      card.widthAnchor.constraint(equalToConstant: 100).isActive = true
      card.layoutIfNeeded()
      return card
    }

    final class Suite {
      func testCard() { _ = makeCard().frame }
    }
    """

  @Test func nonisolatedUseIsQuietInSwift5() throws {
    let result = try Self.typecheck(Self.nonisolatedUse, swiftVersion: 5)
    #expect(result.status == 0, "\(result.diagnostics)")
    #expect(!result.diagnostics.contains("warning:") && !result.diagnostics.contains("error:"), "\(result.diagnostics)")
  }

  @Test func nonisolatedUseWarnsInSwift6AsUIKitsImportDoes() throws {
    let result = try Self.typecheck(Self.nonisolatedUse, swiftVersion: 6)
    #expect(result.status == 0, "\(result.diagnostics)")
    #expect(!result.diagnostics.contains("error:"), "\(result.diagnostics)")
    #expect(
      result.diagnostics.contains(
        "warning: call to main actor-isolated initializer 'init(frame:)' in a synchronous nonisolated context"),
      "\(result.diagnostics)")
  }
}
