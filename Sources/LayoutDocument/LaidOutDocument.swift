// UIKitLayout: layout documents.
import Foundation
import UIKitLayout

/// A document built into live UIKit views and laid out at one size.
///
/// Holds the views by name, the constraints the document wrote (with their source text), and
/// what UIKit logged while laying out (conflicts, feedback loops).
@MainActor
public final class LaidOutDocument {
  /// One named view with its spec.
  public struct Entry {
    /// The view's document name.
    public let name: String
    /// The live view.
    public let view: UIView
    /// What the document said about it.
    public let spec: ViewSpec
    /// The depth in the tree (root 0).
    public let depth: Int
  }

  /// One constraint the document wrote, live.
  public struct WrittenConstraint {
    /// The live constraint.
    public let constraint: NSLayoutConstraint
    /// The equation or visual format it came from.
    public let source: String
    /// Where that text starts in the document.
    public let location: SourceLocation
  }

  /// The document.
  public let document: LayoutDocument
  /// The size it was laid out at.
  public let size: LayoutSize
  /// The Dynamic Type size it was laid out at, when one was asked for (else the device's
  /// default, Large).
  public let contentSize: UIContentSizeCategory?
  /// The window for device sizes; `nil` for explicit sizes (a plain root view).
  public let window: UIWindow?
  /// The root view.
  public let root: UIView
  /// Every view, in tree order.
  public let entries: [Entry]
  /// The document's custom guides by name.
  public let guides: [String: UILayoutGuide]
  /// The constraints the document wrote, in order.
  public let constraints: [WrittenConstraint]
  /// Everything UIKit logged while the tree was built and laid out.
  public let log: [LogMessage]

  init(
    document: LayoutDocument, size: LayoutSize, contentSize: UIContentSizeCategory?,
    window: UIWindow?, root: UIView, entries: [Entry], guides: [String: UILayoutGuide],
    constraints: [WrittenConstraint], log: [LogMessage]
  ) {
    self.document = document
    self.size = size
    self.contentSize = contentSize
    self.window = window
    self.root = root
    self.entries = entries
    self.guides = guides
    self.constraints = constraints
    self.log = log
  }

  /// The size, and the text size when one was asked for: `iPhone 15 portrait`,
  /// `iPhone 15 portrait, text AX2`.
  public var caption: String { LayoutDocument.caption(size, contentSize) }

  /// How a constraint's description names `view` (`UILabel:0x7f…`), taken from the view's
  /// public description (`<UILabel: 0x7f…; frame = …>`), to put document names in its place.
  public static func debugName(of view: UIView) -> String {
    let head = view.description.prefix { $0 != ";" && $0 != ">" }.dropFirst()
    return head.replacingOccurrences(of: ": ", with: ":")
  }

  /// `description` (a constraint's, in UIKit's words) with every view's address replaced by
  /// its document name in quotes: `'card'.width == 100`.
  public func withDocumentNames(_ description: String) -> String {
    var text = description
    // Longest first, so that no address is replaced inside a longer one.
    for entry in entries.sorted(by: { Self.debugName(of: $0.view).count > Self.debugName(of: $1.view).count }) {
      text = text.replacingOccurrences(of: Self.debugName(of: entry.view), with: "'\(entry.name)'")
    }
    return text
  }

  /// The constraint the document wrote whose description is `description`, if any.
  public func writtenConstraint(described description: String) -> WrittenConstraint? {
    constraints.first { $0.constraint.description == description }
  }

  /// The view named `name`.
  public func view(named name: String) -> UIView? { entries.first { $0.name == name }?.view }

  /// The frame of `view` in the root view's coordinates.
  public func rootFrame(of view: UIView) -> CGRect {
    view === root ? CGRect(origin: .zero, size: root.bounds.size) : view.superview!.convert(view.frame, to: root)
  }
}
