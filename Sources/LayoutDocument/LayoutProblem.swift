// UIKitLayout: layout documents.
import Foundation
import UIKitLayout

/// Something wrong with a laid-out document, as data (the `check` command prints these).
public enum LayoutProblem: Sendable, Hashable {
  /// Required constraints that cannot all hold: UIKit's log text, the constraint it broke,
  /// and the minimal conflicting set from the solver.
  case conflict(report: String, broken: String, minimalSet: [String])
  /// A view whose frame the constraints don't determine, with its free variables.
  case ambiguous(view: String, variables: [String])
  /// A view opted out of autoresizing (`translatesAutoresizingMaskIntoConstraints: false`)
  /// that no constraint names (a stack view's arranged subviews are named by its own): UIKit
  /// keeps whatever frame it had, usually zero.
  case noPosition(view: String)
  /// A layout feedback loop UIKit stopped (its log text).
  case feedbackLoop(String)
}

extension LaidOutDocument {
  /// Every problem at this size: conflicts, then per view (tree order) ambiguity and missing
  /// positions, then feedback loops.
  public var problems: [LayoutProblem] {
    var problems: [LayoutProblem] = []
    for report in root.unsatisfiableConstraintsReports {
      problems.append(
        .conflict(report: report.text, broken: report.brokenConstraint, minimalSet: report.conflictingConstraints))
    }
    // Named by the document's constraints, or by a stack view's (its arranged subviews).
    var named = Set(constraints.flatMap { [$0.constraint.firstItem, $0.constraint.secondItem] }
      .compactMap { $0 as? UIView }.map(ObjectIdentifier.init))
    for entry in entries {
      if let stack = entry.view.superview as? UIStackView,
        stack.arrangedSubviews.contains(where: { $0 === entry.view })
      {
        named.insert(ObjectIdentifier(entry.view))
      }
    }
    for entry in entries where entry.depth > 0 {
      if !entry.view.translatesAutoresizingMaskIntoConstraints, !named.contains(ObjectIdentifier(entry.view)) {
        problems.append(.noPosition(view: entry.name))
      } else if let report = entry.view.ambiguityReport {
        let variables = report.variables.map { String($0.split(separator: ".").last ?? "") }
        problems.append(.ambiguous(view: entry.name, variables: variables))
      }
    }
    for message in log where message.category == .layoutFeedbackLoop {
      problems.append(.feedbackLoop(message.text))
    }
    return problems
  }
}

extension LaidOutDocument {
  /// The document's constraints the engine broke (left out) to recover from conflicts, in the
  /// order it broke them, each once: the constraint UIKit's "Will attempt to recover by
  /// breaking constraint" names, matched to what the document wrote by its description. The
  /// engine's own constraints (a translated autoresizing mask, a content size) are not
  /// listed.
  public var brokenConstraints: [WrittenConstraint] {
    var result: [WrittenConstraint] = []
    for report in root.unsatisfiableConstraintsReports {
      guard let written = writtenConstraint(described: report.brokenConstraint),
        !result.contains(where: { $0.constraint === written.constraint })
      else { continue }
      result.append(written)
    }
    return result
  }
}
