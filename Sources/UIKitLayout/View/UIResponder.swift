// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// The root of UIKit's view and view-controller classes; here it only links the responder
/// chain (`next`), since there are no events to respond to.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() { super.init() }

  /// The next responder: a view's controller or superview, a controller's view's superview.
  open var next: UIResponder? { nil }

  /// Called on every object a nib or storyboard built, once its outlets are set (UIKit
  /// declares it on `NSObject`; here views and controllers have it). Call `super`.
  open func awakeFromNib() {}

  /// Called on views Interface Builder draws live; never called headlessly.
  open func prepareForInterfaceBuilder() {}
}

/// An event passed to hit testing. Headless, it carries nothing; it exists so that UIKit's
/// `hitTest(_:with:)` and `point(inside:with:)` keep their signatures.
@preconcurrency @MainActor
open class UIEvent: NSObject {
  /// Creates an event.
  public override init() { super.init() }
}
