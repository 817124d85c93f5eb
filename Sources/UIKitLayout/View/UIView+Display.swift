// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// Display bookkeeping (https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay()).
// A view forwards to its layer; the display pass calls the layer's `display()`, which (through
// the view as delegate) calls `draw(_:)` with the accumulated dirty region clipped to the
// bounds. Nothing is rendered.

extension UIView {
  /// How a view's content follows a change of its bounds; only `.redraw` affects layout
  /// bookkeeping here (it redraws on every bounds change).
  public enum ContentMode: Int, Sendable {
    /// Stretch the content to fill the bounds.
    case scaleToFill = 0
    /// Scale the content to fit, keeping its aspect ratio.
    case scaleAspectFit = 1
    /// Scale the content to fill, keeping its aspect ratio.
    case scaleAspectFill = 2
    /// Redraw the content (call `draw(_:)`) whenever the bounds change.
    case redraw = 3
    /// Keep the content's size, centered.
    case center = 4
    /// Keep the content's size, at the top.
    case top = 5
    /// Keep the content's size, at the bottom.
    case bottom = 6
    /// Keep the content's size, at the left.
    case left = 7
    /// Keep the content's size, at the right.
    case right = 8
    /// Keep the content's size, at the top left.
    case topLeft = 9
    /// Keep the content's size, at the top right.
    case topRight = 10
    /// Keep the content's size, at the bottom left.
    case bottomLeft = 11
    /// Keep the content's size, at the bottom right.
    case bottomRight = 12
  }

  /// What ``setNeedsDisplay`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultSetNeedsDisplay() {
    layer.setNeedsDisplay()
  }

  /// What ``setNeedsDisplay`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultSetNeedsDisplay(_ rect: CGRect) {
    layer.setNeedsDisplay(rect)
  }
}
