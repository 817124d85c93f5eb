// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// A view's geometry is its layer's (https://developer.apple.com/documentation/uikit/uiview/frame):
// `center` is `layer.position`, `bounds` is `layer.bounds`, `transform` is the layer's affine
// transform, and `frame` is computed from them (see `CALayer.frame`). `frame`, `bounds`,
// `center` and `transform` are declared in UIView.swift because they can be overridden; their
// setters forward here.

extension UIView {
  /// `frame`'s setter: the layer's frame, after animations note the geometry before it.
  func defaultSetFrame(_ frame: CGRect) {
    recordGeometryBeforeChange()
    layer.frame = frame
    if engineItemStorage != nil { layoutEngineFrameDidChange() }
  }

  /// `bounds`'s setter; the engine learns whether the view scrolled (its origin moved).
  func defaultSetBounds(_ bounds: CGRect) {
    let oldOrigin = layer.bounds.origin
    recordGeometryBeforeChange()
    layer.bounds = bounds
    if engineItemStorage != nil { layoutEngineFrameDidChange(scrolled: oldOrigin != bounds.origin) }
  }

  /// `center`'s setter: the layer's position.
  func defaultSetCenter(_ center: CGPoint) {
    recordGeometryBeforeChange()
    layer.position = center
    if engineItemStorage != nil { layoutEngineFrameDidChange() }
  }

  /// `isHidden`'s setter: the layer's, and a stack view arranges its visible views only
  /// (UIKit observes the property too).
  func defaultSetHidden(_ hidden: Bool) {
    guard hidden != layer.isHidden else { return }
    layer.isHidden = hidden
    notifyStackView(visibility: true)
  }

  /// What a view does when its layer's bounds changed (the layer has already marked itself as
  /// needing layout).
  ///
  /// - A change of size or origin also lays out the superview (UIKit: resizing a view, or
  ///   scrolling it, lays out its superview), unless the superview is the one laying out right
  ///   now: setting subview frames in `layoutSubviews()` must not dirty the view again.
  /// - A change of size autoresizes the subviews.
  /// - A view first given an area is drawn (it had nothing to show before).
  func layerBoundsDidChange(from oldBounds: CGRect) {
    if let superview = superviewStorage, !superview.layer.isLayingOut {
      superview.layer.setNeedsLayout()
    }
    let newBounds = layer.bounds
    if oldBounds.isEmpty, !newBounds.isEmpty, !layer.hasContents { layer.setNeedsDisplay() }
    guard oldBounds.size != newBounds.size, autoresizesSubviews, !subviewStorage.isEmpty else {
      return
    }
    if isBeingAutoresized {
      // An autoresizing sweep is resizing this view: let the sweep do the subviews.
      if deferredAutoresizingOldSize == nil { deferredAutoresizingOldSize = oldBounds.size }
      return
    }
    resizeSubviews(withOldSize: oldBounds.size)
  }
}
