// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// The root of UIKit's view and view-controller classes; here it only links the responder
/// chain (`next`), since there are no events to respond to.
@MainActor
open class UIResponder {
  /// Creates a responder.
  public init() {}

  /// The next responder: a view's controller or superview, a controller's view's superview.
  open var next: UIResponder? { nil }
}

/// An event passed to hit testing. Headless, it carries nothing; it exists so that UIKit's
/// `hitTest(_:with:)` and `point(inside:with:)` keep their signatures.
@MainActor
open class UIEvent {
  /// Creates an event.
  public init() {}
}
