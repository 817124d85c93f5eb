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
/// The Visual Format Language is being added to UIKitLayout in parallel (issue #5); until it
/// lands in this build, every call throws a failure saying so, and documents with `vfl:` are
/// reported as unreadable. When it lands, this function calls
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`'s throwing variant
/// and maps its error range to ``VisualFormatFailure/offset``.
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
  // TODO(#5): wire to the VFL parser when it is merged.
  throw VisualFormatFailure(
    message: "the Visual Format Language is not available in this build (issue #5); "
      + "write this constraint as equations", offset: nil)
}
