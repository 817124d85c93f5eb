import ArgumentParser
import Cassowary
import Foundation
import UIKitLayout

/// `uikit-layout demo`: the built-in examples, with no arguments.
///
/// Shows what works today: the autoresizing example from UIKit's documentation with the
/// layout passes it causes, a window rotated on a device profile, a row of views solved by
/// the Cassowary solver at two container widths, and a conflict reported with its minimal set.
public struct DemoCommand: ParsableCommand {
  /// The subcommand's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Run the built-in examples and print frames, the pass trace and a conflict.",
    discussion: """
      With no arguments: the autoresizing example from UIKit's documentation, a rotated window, \
      the solver on its own, then built-in layout documents (autoresizing, an Auto Layout screen \
      at two devices in both orientations, a VFL form, a conflict), whose SVGs are written to \
      ./uikit-layout-demo/ (or --output).

      Exit status: 0, or 2 when the pictures can't be written.

      Example:
        swift run uikit-layout demo
      """)

  /// Where the pictures go.
  @Option(name: [.short, .customLong("output")], help: "The folder to write the SVGs into.")
  var output = "uikit-layout-demo"

  /// Creates the command.
  public init() {}

  /// Runs the examples on the main actor (UIKit's views live there).
  public func run() throws {
    let folder = URL(fileURLWithPath: output)
    // The folder first: a demo that cannot write its pictures says so before any work.
    try OutputFiles.reporting { () throws(OutputFiles.Failure) in try OutputFiles.prepareFolder(output) }
    let examples = try MainActor.assumeIsolated { try DemoCommand.render() + "\n" }
    let written = MainActor.assumeIsolated { Result { () throws(OutputFiles.Failure) in try DemoDocuments.run(writingTo: folder) } }
    let documents = try OutputFiles.reporting { () throws(OutputFiles.Failure) in try written.get() }
    let text = examples + documents
    print(text, terminator: "")
    print("The pictures are in \(folder.path)/")
  }

  /// The demo's whole output (also what the tests compare).
  @MainActor
  public static func render() throws -> String {
    var out = ""
    out += autoresizing()
    out += rotation()
    out += try solverRow()
    out += solverConflict()
    return out
  }

  // MARK: - Examples

  @MainActor
  static func autoresizing() -> String {
    var out = "== Autoresizing (UIKit's documentation: a 320x200 container shrunk to 300)\n"
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let label = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    label.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
    container.addSubview(label)
    let trace = LayoutTrace()
    LayoutEnvironment.$trace.withValue(trace) {
      container.layoutIfNeeded()
      trace.removeAll()
      container.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
      container.layoutIfNeeded()
    }
    out += "label mask [.flexibleLeftMargin, .flexibleWidth]: the 20 points shrink the margin (0)\n"
    out += "and the width (300) in proportion: 0 and 20\n"
    out += container.recursiveDescription() + "\n"
    out += "passes after the resize:\n"
    for line in trace.lines { out += "  \(line)\n" }
    return out + "\n"
  }

  @MainActor
  static func rotation() -> String {
    var out = "== A window on an iPhone 15, rotated to landscape\n"
    let window = UIWindow(screen: UIScreen(profile: .iPhone15))
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let banner = UIView(frame: CGRect(x: 0, y: 0, width: window.bounds.width, height: 44))
    banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    controller.view.addSubview(banner)
    CATransaction.flush()
    out += "portrait:  window \(format(window.bounds.size)), banner \(format(banner.frame))\n"
    window.rotate(to: .landscapeRight)
    out += "landscape: window \(format(window.bounds.size)), banner \(format(banner.frame))\n"
    return out + "\n"
  }

  /// Three equal-width boxes, 20 from the container's edges and 8 apart, solved directly.
  static func solverRow() throws -> String {
    var out = "== Cassowary: |-20-[a]-8-[b(==a)]-8-[c(==a)]-20| in a container of 320, then 480\n"
    let solver = Solver()
    let container = Variable("container.width")
    let left = (0..<3).map { Variable("left\($0)") }, width = (0..<3).map { Variable("width\($0)") }
    try solver.addEditVariable(container, strength: .strong)
    try solver.addConstraint(left[0] == 20)
    for i in 1..<3 {
      try solver.addConstraint(left[i] == left[i - 1] + width[i - 1] + 8)
      try solver.addConstraint(width[i] == width[0])
    }
    try solver.addConstraint(left[2] + width[2] + 20 == container)
    for size in [320.0, 480.0] {
      try solver.suggestValue(container, size)
      solver.updateVariables()
      let frames = (0..<3).map { "\(["a", "b", "c"][$0]) x=\(n(left[$0].value)) w=\(n(width[$0].value))" }
      out += "  \(n(size)): " + frames.joined(separator: ", ") + "\n"
    }
    return out + "\n"
  }

  static func solverConflict() -> String {
    var out = "== A conflict: width >= 100, width == left + 50, width == 120 @weak; then left == 20\n"
    let solver = Solver()
    let left = Variable("left"), width = Variable("width"), unrelated = Variable("height")
    let constraints = [width >= 100, unrelated == 44, width == left + 50, (width == 120) | .weak]
    do {
      try solver.addConstraints(constraints)
      try solver.addConstraint(left == 20)
    } catch {
      if case .unsatisfiableConstraint(let c, let conflicts) = error {
        out += "rejected: \(c)\nminimal conflicting set (height == 44 is not in it):\n"
        for member in conflicts { out += "  \(member)\n" }
      }
    }
    solver.updateVariables()
    out += "the solver is unchanged: left = \(n(left.value)), width = \(n(width.value))\n"
    return out
  }

  // MARK: - Formatting

  /// At most two decimals, none when whole (solver values carry floating-point dust).
  static func n(_ x: Double) -> String {
    let r = (x * 100).rounded() / 100
    // Past 2⁵³ every double is whole; %.0f prints any finite one (Int(…) would trap at 2⁶³).
    guard r.isFinite, abs(r) < 0x1p53 else { return r.isFinite ? String(format: "%.0f", r) : "\(r)" }
    if r == r.rounded() { return String(Int(r)) }
    return String(format: "%.2f", r).replacingOccurrences(of: #"0$"#, with: "", options: .regularExpression)
  }

  static func format(_ size: CGSize) -> String { "\(n(size.width))x\(n(size.height))" }

  static func format(_ r: CGRect) -> String {
    "(\(n(r.origin.x)) \(n(r.origin.y)); \(n(r.size.width)) \(n(r.size.height)))"
  }
}
