// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// A vertical extent that `topLayoutGuide` and `bottomLayoutGuide` describe (deprecated in
/// UIKit since iOS 11 in favour of the safe area, and still common in code).
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
  /// How far the guide reaches into the controller's view (the top or bottom safe-area
  /// inset).
  var length: CGFloat { get }
  /// The guide's top edge.
  var topAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's bottom edge.
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's height (`length`).
  var heightAnchor: NSLayoutDimension { get }
}

/// The guide behind `topLayoutGuide` / `bottomLayoutGuide`: a layout guide of the controller's
/// view spanning from the view's top edge to the safe area's top (or from the safe area's
/// bottom to the view's bottom), as UIKit implements them on iOS 11 and later.
@MainActor
final class ViewControllerLayoutSupport: UILayoutGuide, UILayoutSupport {
  let isTop: Bool

  init(isTop: Bool, in view: UIView) {
    self.isTop = isTop
    super.init()
    identifier = isTop ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
    view.addLayoutGuide(self)
    let safe = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      leadingAnchor.constraint(equalTo: view.leadingAnchor),
      widthAnchor.constraint(equalToConstant: 0),
      isTop ? topAnchor.constraint(equalTo: view.topAnchor) : topAnchor.constraint(equalTo: safe.bottomAnchor),
      isTop ? bottomAnchor.constraint(equalTo: safe.topAnchor) : bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  var length: CGFloat {
    guard let view = owningView else { return 0 }
    return isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
  }
}

extension UIViewController {
  /// What ``topLayoutGuide`` (`top`) and ``bottomLayoutGuide`` give unless overridden.
  func layoutSupport(top: Bool) -> UILayoutSupport {
    let view: UIView = self.view
    if let existing = view.layoutGuides.lazy.compactMap({ $0 as? ViewControllerLayoutSupport })
      .first(where: { $0.isTop == top })
    {
      return existing
    }
    return ViewControllerLayoutSupport(isTop: top, in: view)
  }
}
