// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

extension CALayer {
  /// What ``presentation()`` does unless a subclass overrides it (declared in the class
  /// body, the only place Swift lets a member be overridden).
  // DIVERGENCE(UIKit): Core Animation returns nil until the layer was first committed; this
  // always returns a copy.
  func defaultPresentation() -> Self? {
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

  /// What ``model`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultModel() -> Self { self }
}
