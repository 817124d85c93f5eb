import ArgumentParser
import Foundation
import LayoutDocument
import UIKitLayout

/// `uikit-layout check DOC`: conflicts, ambiguity, views with no position, feedback loops.
public struct CheckCommand: ParsableCommand {
  /// The subcommand's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check a layout document for conflicts, ambiguity and unplaced views.",
    discussion: """
      Lays the document out at each of its sizes and reports: unsatisfiable constraints (UIKit's \
      "Unable to simultaneously satisfy constraints" report and the minimal conflicting set), \
      views whose layout is ambiguous, views with translatesAutoresizingMaskIntoConstraints \
      false that no constraint places, and layout feedback loops.

      Exit status: 0 when clean, 1 when a problem was found, 2 when the document can't be read.

      Example:
        uikit-layout check Examples/login-form.yaml
      """)

  /// The document.
  @Argument(help: "A layout document (YAML or JSON).") var document: String

  /// Creates the command.
  public init() {}

  /// Loads, lays out, prints the report and exits 0 or 1.
  public func run() throws {
    let path = document
    let (text, clean) = try MainActor.assumeIsolated {
      let document = try DocumentInput.load(path)
      // UIKit logs conflicts as it meets them; the report below says the same, once.
      let laidOut = try LayoutEnvironment.$logSink.withValue({ _ in }) {
        try DocumentInput.layOut(document)
      }
      return CheckCommand.report(laidOut, file: path)
    }
    print(text, terminator: "")
    if !clean { throw ExitCode(1) }
  }

  /// The report and whether it is clean.
  @MainActor
  static func report(_ sizes: [LaidOutDocument], file: String) -> (String, Bool) {
    var out = "", total = 0
    for laidOut in sizes {
      let problems = laidOut.problems
      total += problems.count
      out += "== \(laidOut.size): " + (problems.isEmpty ? "ok" : "\(problems.count) problem\(problems.count == 1 ? "" : "s")") + "\n"
      for problem in problems { out += describe(problem) }
    }
    out += total == 0 ? "\(file): no problems\n" : "\(file): \(total) problem\(total == 1 ? "" : "s")\n"
    return (out, total == 0)
  }

  static func describe(_ problem: LayoutProblem) -> String {
    switch problem {
    case .conflict(let report, _, let minimal):
      var out = "conflict:\n" + report.split(separator: "\n", omittingEmptySubsequences: false).map { "  | \($0)\n" }.joined()
      out += "  minimal conflicting set:\n" + minimal.map { "    \($0)\n" }.joined()
      return out
    case .ambiguous(let view, let variables):
      return "ambiguous: \(view) (free: \(variables.joined(separator: ", ")))\n"
    case .noPosition(let view):
      return "no position: \(view) (translatesAutoresizingMaskIntoConstraints is false and no constraint names it)\n"
    case .feedbackLoop(let text):
      return "feedback loop: \(text)\n"
    }
  }
}
