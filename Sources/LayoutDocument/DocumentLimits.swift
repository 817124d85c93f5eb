// UIKitLayout: layout documents.
import Foundation

/// What a layout document may ask for. Past these a document is refused with a located error
/// rather than laid out: numbers that overflow conversions or SVG coordinates, and documents
/// that expand (through YAML aliases) into more views than any screen holds.
public enum DocumentLimits {
  /// The largest magnitude of a length: a size, a frame, a metric, an equation's or a visual
  /// format's constant (points). Ten million points is 150 times a tall iPad canvas.
  public static let maxLength = 10_000_000.0
  /// The largest magnitude of a multiplier in an equation.
  public static let maxMultiplier = 1_000_000.0
  /// The most views a document may have (after YAML aliases are expanded).
  public static let maxViews = 20_000
  /// The most YAML nodes a document may expand to through its aliases (checked before the
  /// tree is composed: see `YAMLPrescan`).
  public static let maxExpandedNodes = 1_000_000
  /// The most constraints and visual formats a document may have.
  public static let maxConstraints = 100_000
  /// The deepest view nesting (root = 1); YAML itself stops at about 500 nested collections.
  public static let maxDepth = 200
  /// The largest `numberOfLines`.
  public static let maxLines = 100_000

  /// `x` as a length, or why it cannot be one.
  static func lengthProblem(_ x: Double) -> String? {
    guard x.isFinite else { return "\(x) is not a finite number" }
    guard abs(x) <= maxLength else {
      return "\(x) is too large (lengths are limited to ±\(Int(maxLength)) points)"
    }
    return nil
  }

  /// `x` as a multiplier, or why it cannot be one.
  static func multiplierProblem(_ x: Double) -> String? {
    guard x.isFinite else { return "\(x) is not a finite number" }
    guard abs(x) <= maxMultiplier else {
      return "the multiplier \(x) is too large (multipliers are limited to ±\(Int(maxMultiplier)))"
    }
    return nil
  }
}
