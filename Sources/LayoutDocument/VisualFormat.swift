// UIKitLayout: layout documents.
import Foundation
import UIKitLayout

/// Why a visual format string could not become constraints: the message, and the character
/// offset in the format the caret points at (`nil` when the problem is not at one place).
public struct VisualFormatFailure: Error, Sendable, Hashable {
  /// What is wrong, in the VFL parser's words.
  public var message: String
  /// Where in the format, as a character offset.
  public var offset: Int?

  /// Creates a failure.
  public init(message: String, offset: Int?) {
    self.message = message
    self.offset = offset
  }
}

/// The constraints a Visual Format Language string describes: the only way documents reach VFL.
///
/// Calls UIKitLayout's throwing variant of
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` and turns its
/// error into a ``VisualFormatFailure`` whose offset is the caret's column.
///
/// - Parameters:
///   - format: The format, such as `H:|-[title]-|`.
///   - metrics: Named numbers the format may use.
///   - views: The views the format may name, by name.
/// - Returns: The constraints, not yet activated.
/// - Throws: ``VisualFormatFailure``.
@MainActor
public func visualFormatConstraints(
  _ format: String, metrics: [String: Double], views: [String: UIView]
) throws(VisualFormatFailure) -> [NSLayoutConstraint] {
  let constraints: [NSLayoutConstraint]
  do {
    constraints = try NSLayoutConstraint.constraints(
      visualFormat: format, metrics: metrics.mapValues { CGFloat($0) }, views: views)
  } catch {
    throw VisualFormatFailure(message: error.message, offset: error.column)
  }
  // Numbers written in the format itself (metrics were checked where they were defined).
  for constraint in constraints {
    if let problem = DocumentLimits.lengthProblem(Double(constraint.constant)) {
      throw VisualFormatFailure(message: "a number in the format: " + problem, offset: nil)
    }
  }
  return constraints
}
