// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-1xizt
// Points and rects are in the receiver's bounds coordinates, so a bounds origin (scrolling)
// shifts them. UIKit requires both views to share a window; here any two views work: the
// conversion goes through their closest common ancestor, applying each layer's position,
// anchor point, bounds origin and transform on the way (see `CALayer.conversion(from:to:)`).
// Views in separate trees convert as if their roots shared one coordinate space.

extension UIView {
  /// Converts `point` from this view's coordinate space to `view`'s; `nil` means the window's
  /// (or, outside a window, the root view's).
  func defaultConvert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    layer.convert(point, to: view?.layer)
  }

  /// What ``convert`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultConvert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    layer.convert(point, from: view?.layer)
  }

  /// Converts `rect` from this view's coordinate space to `view`'s; with transforms on the way
  /// the result is the upright box around the converted rectangle.
  func defaultConvert(_ rect: CGRect, to view: UIView?) -> CGRect {
    layer.convert(rect, to: view?.layer)
  }

  /// What ``convert`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultConvert(_ rect: CGRect, from view: UIView?) -> CGRect {
    layer.convert(rect, from: view?.layer)
  }
}
