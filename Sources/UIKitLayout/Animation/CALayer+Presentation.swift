// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

extension CALayer {
  /// A copy of the layer as it appears now: its geometry with the running animations applied
  /// at its window's `animationClock` time (Core Animation's presentation layer).
  ///
  /// The copy stands alone (no superlayer, delegate or sublayers); its `frame` is in the
  /// superlayer's coordinates, like the model's. Only a view's own layer animates here, so any
  /// other layer's copy equals its model.
  // DIVERGENCE(UIKit): Core Animation returns nil until the layer was first committed; this
  // always returns a copy.
  public func presentation() -> Self? {
    let copy = Self.init()
    copy.anchorPoint = anchorPoint
    copy.transformStorage = transformStorage
    copy.isHidden = isHidden
    copy.opacity = opacity
    copy.masksToBounds = masksToBounds
    var presentedBounds = bounds
    var presentedPosition = position
    if let view = delegate as? UIView, view.layer === self {
      for animation in view.runningAnimations {
        let value = animation.currentValue
        switch animation.key {
        case .bounds: presentedBounds = value
        case .position: presentedPosition = value.origin
        }
      }
    }
    copy.bounds = presentedBounds
    copy.position = presentedPosition
    return copy
  }

  /// The layer holding the model values: the receiver itself (a presentation copy is not
  /// linked back to its model here).
  public func model() -> Self { self }
}
