// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// What the engine did about required constraints that could not all hold: the minimal
/// conflicting set and the one it left out. Logged as UIKit's "Unable to simultaneously
/// satisfy constraints." block and kept as data (`UIView.unsatisfiableConstraintsReports`).
///
/// The rule: the constraint being added (or whose constant was being changed) when the
/// conflict appeared is the one broken. It stays `isActive`, as in UIKit, and is retried when
/// a constraint of its engine is deactivated.
public struct UnsatisfiableConstraintsReport: CustomStringConvertible, Sendable {
  /// The descriptions of the mutually conflicting constraints (a minimal set), in the order
  /// they were added, the broken one last.
  public let conflictingConstraints: [String]
  /// The description of the constraint that was left out.
  public let brokenConstraint: String
  /// Whether the set contains translated autoresizing-mask constraints.
  public let involvesAutoresizingConstraints: Bool

  @MainActor
  init(conflicting: [EngineConstraint], broken: EngineConstraint) {
    conflictingConstraints = conflicting.map(\.uikitDescription)
    brokenConstraint = broken.uikitDescription
    involvesAutoresizingConstraints = conflicting.contains { $0.isAutoresizing }
  }

  /// The log text, as UIKit prints it.
  public var text: String {
    var lines = [
      "Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want. ",
      "\tTry this: ",
      "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
    ]
    if involvesAutoresizingConstraints {
      lines.append(
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
          + "refer to the documentation for the UIView property "
          + "translatesAutoresizingMaskIntoConstraints) ")
    }
    lines.append("(")
    lines.append(
      conflictingConstraints.map { "    \"\($0)\"" }.joined(separator: ",\n"))
    lines.append(")")
    lines.append("")
    lines.append("Will attempt to recover by breaking constraint ")
    lines.append(brokenConstraint)
    lines.append("")
    lines.append(
      "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
    lines.append(
      "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
        + "<UIKitCore/UIView.h> may also be helpful.")
    return lines.joined(separator: "\n")
  }

  /// The log text.
  public var description: String { text }
}
