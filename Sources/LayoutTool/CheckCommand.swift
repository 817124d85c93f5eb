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
  /// No progress.
  @Flag(help: "Don't print progress on standard error.") var quiet = false
  /// Devices and text sizes instead of the document's.
  @OptionGroup var variants: VariantOptions

  /// Creates the command.
  public init() {}

  /// Loads, lays out, prints the report and exits 0 or 1.
  public func run() throws {
    let (path, quiet, variants) = (document, quiet, variants)
    let (text, clean) = try MainActor.assumeIsolated {
      if InterfaceBuilderInput.handles(path) {
        // An Interface Builder file: its layout problems, then how its frames compare with
        // the ones Xcode stored.
        let parts = try InterfaceBuilderInput.layOut(path, variants: variants, quiet: quiet)
        let (report, clean) = CheckCommand.report(parts.map(\.laidOut), file: path)
        return (report + InterfaceBuilderInput.fidelity(parts, file: path), clean)
      }
      let document = try variants.apply(to: DocumentInput.load(path))
      // A long check (several sizes, or a big tree) says where it is on standard error.
      let shows = !quiet && (document.variants.count > 1 || document.allViews.count >= Self.bigDocument)
      // UIKit logs conflicts as it meets them; the report below says the same, once.
      let laidOut = try LayoutEnvironment.$logSink.withValue({ _ in }) {
        try DocumentInput.layOut(document) { index, count, size in
          if shows { DocumentInput.printError("[\(index)/\(count)] \(path) at \(size)") }
        }
      }
      return CheckCommand.report(laidOut, file: path)
    }
    print(text, terminator: "")
    if !clean { throw ExitCode(1) }
  }

  /// From this many views a check of one size shows progress too.
  static let bigDocument = 1000

  /// The report and whether it is clean.
  @MainActor
  static func report(_ sizes: [LaidOutDocument], file: String) -> (String, Bool) {
    var out = "", total = 0
    for laidOut in sizes {
      let problems = laidOut.problems
      total += problems.count
      out += "== \(laidOut.caption): " + (problems.isEmpty ? "ok" : "\(problems.count) problem\(problems.count == 1 ? "" : "s")") + "\n"
      for problem in problems { out += describe(problem, in: laidOut, file: file) }
    }
    out += total == 0 ? "\(file): no problems\n" : "\(file): \(total) problem\(total == 1 ? "" : "s")\n"
    return (out, total == 0)
  }

  /// One problem: the document's names and `file:line:column` first, UIKit's log (with its
  /// hex addresses) beside them.
  @MainActor
  static func describe(_ problem: LayoutProblem, in laidOut: LaidOutDocument, file: String) -> String {
    func place(_ location: SourceLocation) -> String { "\(file):\(location.line):\(location.column)" }
    func viewPlace(_ name: String) -> String {
      laidOut.entries.first { $0.name == name }.map { place($0.spec.location) + ": " } ?? ""
    }
    switch problem {
    case .conflict(let report, let broken, let minimal):
      var out = "conflict:\n" + report.split(separator: "\n", omittingEmptySubsequences: false).map { "  | \($0)\n" }.joined()
      out += "  minimal conflicting set:\n"
      for member in minimal {
        let mark = member == broken ? "   (broken)" : ""
        if let written = laidOut.writtenConstraint(described: member) {
          out += "    \(place(written.location)): \(written.source)\(mark)\n"
        } else {
          // The engine's own (a translated autoresizing mask, a content size): its view names.
          out += "    \(laidOut.withDocumentNames(member))\(mark)\n"
        }
      }
      return out
    case .ambiguous(let view, let variables):
      return "ambiguous: \(viewPlace(view))\(view) (free: \(variables.joined(separator: ", ")))\n"
    case .noPosition(let view):
      return "no position: \(viewPlace(view))\(view) (translatesAutoresizingMaskIntoConstraints is false and no constraint names it)\n"
    case .feedbackLoop(let text):
      return "feedback loop: \(text)\n"
    }
  }
}
