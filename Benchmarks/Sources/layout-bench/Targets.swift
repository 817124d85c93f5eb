// UIKitLayout: issue 13's targets beside what this run measured, printed at the end of
// `layout-bench` (times are this machine's on this run: compare the ratios).
import Foundation

/// The targets of "Auto Layout at the cost of manual layout" and this run's measurements.
@MainActor
final class TargetReport {
  private var rows: [(name: String, measured: String, target: String, met: Bool)] = []

  /// Records `measured` against an upper `limit`, both shown with `format` (a `%` format).
  func add(_ name: String, _ measured: Double, atMost limit: Double, _ format: String) {
    rows.append(
      (name, String(format: format, measured), "≤ " + String(format: format, limit), measured <= limit))
  }

  /// Prints the table: the target, the measurement and whether it is met.
  func print() {
    Swift.print("issue 13's targets, this run:")
    let width = rows.map(\.name.count).max() ?? 0
    for row in rows {
      let name = row.name.padding(toLength: width, withPad: " ", startingAt: 0)
      Swift.print("  \(name)  \(row.measured) (target \(row.target))  \(row.met ? "met" : "not met")")
    }
  }
}
