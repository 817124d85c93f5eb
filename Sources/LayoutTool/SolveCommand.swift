import ArgumentParser
import Foundation

/// `uikit-layout solve SYSTEM.json`: runs a raw constraint system (`solver-system/1`) on the
/// Cassowary solver and prints the `solver-result/1` JSON on stdout.
///
/// Exit status: 0 when every operation succeeded, 1 when one failed (`"ok": false`), 2 when
/// the file cannot be read or is not a valid system (the message goes to stderr).
public struct SolveCommand: ParsableCommand {
  /// The subcommand's name, description and help.
  public static let configuration = CommandConfiguration(
    commandName: "solve",
    abstract: "Run a raw constraint system (solver-system/1 JSON) and print the result as JSON.",
    discussion: """
      The file lists variables, constraints (Σ coef·var + constant OP 0) and the operations to \
      run on the solver; the output gives each operation's result, the final value of every \
      variable, snapshots and conflicts. The format is described in docs/solver-system.md; \
      scripts/kiwi-solve.py runs the same files on kiwi.

      Example:
        $ cat box.json
        {"variables": ["left", "width", "right"],
         "constraints": [
           {"terms": [[1, "left"], [1, "width"], [-1, "right"]], "op": "=="},
           {"terms": [[1, "width"]], "constant": -100, "op": ">="},
           {"terms": [[1, "left"]], "constant": -20, "op": "==",
            "strength": "weak"}],
         "edits": [{"var": "right", "suggest": [300]}]}
        $ uikit-layout solve box.json
        {
          "format": "solver-result/1",
          "solver": "uikit-layout \(LayoutTool.version)",
          "ok": true,
          "error": null,
          "results": ["ok", "ok", "ok", "ok", "ok"],
          "values": {"left": 20, "width": 280, "right": 300},
          "snapshots": [],
          "conflicts": []
        }

      Exit status: 0 if every operation succeeded, 1 if one failed ("ok": false), 2 if the \
      file is unreadable or malformed (the reason is printed on stderr).
      """)

  /// The system file, or `-` for standard input.
  @Argument(help: ArgumentHelp("The solver-system/1 JSON file, or - for standard input.", valueName: "SYSTEM.json"))
  public var system: String

  /// Creates the command; argument-parser fills in the file.
  public init() {}

  /// What one run prints and how it exits, computed without touching the terminal.
  public struct Outcome: Sendable, Equatable {
    /// The text for stdout (the result document, or empty).
    public var standardOutput: String
    /// The text for stderr (an `error: …` line, or empty).
    public var standardError: String
    /// The exit status: 0, 1 or 2.
    public var status: Int32
  }

  /// Reads the file and solves it.
  public func run() throws {
    let bytes: [UInt8]
    do {
      bytes = try Self.read(system)
    } catch {
      try Self.emit(Outcome(standardOutput: "", standardError: "error: \(system): \(error)\n", status: 2))
      return
    }
    try Self.emit(Self.solve(bytes, name: system == "-" ? "<stdin>" : system))
  }

  /// Parses and runs a system from its bytes; `name` is how messages refer to the file.
  public static func solve(_ bytes: [UInt8], name: String) -> Outcome {
    let system: SolverSystem
    do {
      system = try SolverSystem(json: bytes)
    } catch {
      return Outcome(standardOutput: "", standardError: "error: \(name): \(error)\n", status: 2)
    }
    let result = SolverSystemRunner(system).run()
    return Outcome(
      standardOutput: SolverResultWriter.document(result), standardError: "", status: result.ok ? 0 : 1)
  }

  /// The file's bytes (`-`: standard input until its end).
  private static func read(_ path: String) throws -> [UInt8] {
    if path == "-" { return Array(FileHandle.standardInput.readDataToEndOfFile()) }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ReadError("no such file")
    }
    guard !isDirectory.boolValue else { throw ReadError("is a directory") }
    guard let data = FileManager.default.contents(atPath: path) else { throw ReadError("cannot be read") }
    return Array(data)
  }

  private struct ReadError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// Prints an outcome and ends with its status: the only place `solve` writes anything.
  private static func emit(_ outcome: Outcome) throws {
    if !outcome.standardOutput.isEmpty { FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8)) }
    if !outcome.standardError.isEmpty { FileHandle.standardError.write(Data(outcome.standardError.utf8)) }
    if outcome.status != 0 { throw ExitCode(outcome.status) }
  }
}
