// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// The text of the engine's pins, built only when something prints one (a conflict log,
// `constraintsAffectingLayout`): from the record's builder and item, which every pin keeps,
// instead of a closure made with each pin.

@MainActor
extension EngineConstraint {
  /// A pin's class name, identifier and equation, as UIKit prints them.
  var pinText: (className: String, identifier: String?, equation: String) {
    guard let item else { return ("NSLayoutConstraint", nil, "(released)") }
    switch builder {
    case .framePin(let pin):
      let mask = UIView.AutoresizingMask(rawValue: UInt(pin.mask))
      let code =
        "h=\(LayoutEngine.maskCode(mask, horizontal: true)) v=\(LayoutEngine.maskCode(mask, horizontal: false))"
      let name = pin.horizontal ? (pin.position ? "minX" : "width") : (pin.position ? "minY" : "height")
      return (
        pin.followsMask ? "NSAutoresizingMaskLayoutConstraint" : "FramePinLayoutConstraint", nil,
        "\(code) \(item.debugName).\(name) == \(DebugFormat.number(pin.shown))"
      )
    case .guidePin(let index):
      let owner = item.parent?.debugName ?? "(released)"
      return ("NSLayoutConstraint", Self.guidePinIdentifier(item.guide, index), "\(item.debugName) tied to \(owner)")
    case .rootPin(let index):
      let name = ["minX", "minY", "width", "height"][index]
      // The pin holds `variable − value == 0`: the value is its expression's constant, as
      // last refreshed from the root's bounds (or a fit's target).
      let value = -constant
      return (
        "NSLayoutConstraint", "LayoutEngine-root-\(name)",
        "\(item.debugName).\(name) == \(DebugFormat.number(CGFloat(value)))"
      )
    case .user, .contentSize, .closure:
      return ("NSLayoutConstraint", nil, "")
    }
  }

  /// UIKit's identifier of a built-in guide's pin on side `index` (0 left, 1 top, 2 width,
  /// 3 height).
  static func guidePinIdentifier(_ guide: UILayoutGuide?, _ index: Int) -> String {
    switch guide?.role {
    case .safeArea?: return ["UIViewSafeAreaLayoutGuide-left", "-top", "-width", "-height"][index]
    case .scrollFrame?, .scrollContent?:
      return "\(guide?.identifier ?? "")-\(["left", "top", "width", "height"][index])"
    default:
      return [
        "UIView-leftMargin-guide-constraint", "UIView-topMargin-guide-constraint",
        "UIView-rightMargin-guide-constraint", "UIView-bottomMargin-guide-constraint",
      ][index]
    }
  }
}
