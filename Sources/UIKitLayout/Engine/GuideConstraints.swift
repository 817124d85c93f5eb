// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Cassowary
import Foundation

// The built-in guides are tied to their owning view by required constraints whose constants
// are the owner's insets, re-read at every pass (margins, safe area, readable width):
//
//   guide.minX == owner frame left + inset.left      guide.width  == owner frame width − left − right
//   guide.minY == owner frame top  + inset.top       guide.height == owner frame height − top − bottom
//
// (UIKit names them 'UIView-leftMargin-guide-constraint' and so on.) The readable content
// guide is the margins guide narrowed to at most `readableContentWidth`, centred: its
// insets are computed from the owner's solved width, so it never pushes back on the owner.

extension LayoutEngine {
  func refreshGuidePins(_ item: EngineItem) {
    guard let guide = item.guide, guide.role != .custom, let owner = item.parent,
      let ownerView = owner.view
    else { return }
    if item.pinKind == .guide {
      // The pins read only the insets and the owner's alignment insets: when neither moved,
      // rebuilding their four expressions (every pass, for every guide) changes nothing.
      if let insets = item.guideInsets {
        let key = Self.insetsKey(insets(), ownerView.alignmentRectInsets)
        guard key != item.guideInsetsKey else { return }
        item.guideInsetsKey = key
      }
      for pin in item.pins { refresh(pin) }
      return
    }
    item.pinKind = .guide
    let role = guide.role
    let insets: () -> UIEdgeInsets = { [unowned self, unowned ownerView, unowned owner] in
      switch role {
      case .safeArea: return ownerView.safeAreaInsets(frameInWindow: self.windowFrame(of: owner))
      case .readableContent:
        // The margins, narrowed to at most the readable width and centred — from the owner's
        // solved width, like every built-in guide: the guide follows its owner and never
        // pushes back on the owner's size (a preference inside the solver would compete
        // with the layout's own priorities).
        var margins = ownerView.engineLayoutMargins(
          frameInWindow: self.windowFrame(of: owner), solvedFrame: self.solvedFrame(of:))
        let frameWidth = CGFloat(owner.width.value) + ownerView.alignmentRectInsets.left
          + ownerView.alignmentRectInsets.right
        let extra = max(0, frameWidth - margins.left - margins.right - UIView.readableContentWidth) / 2
        margins.left += extra
        margins.right += extra
        return margins
      default:
        return ownerView.engineLayoutMargins(
          frameInWindow: self.windowFrame(of: owner), solvedFrame: self.solvedFrame(of:))
      }
    }
    let names = role == .safeArea
      ? ["UIViewSafeAreaLayoutGuide-left", "-top", "-width", "-height"]
      : ["UIView-leftMargin-guide-constraint", "UIView-topMargin-guide-constraint",
        "UIView-rightMargin-guide-constraint", "UIView-bottomMargin-guide-constraint"]
    // The records live in `item.pins`: they refer to the items unowned (the engine owns both).
    func pin(_ index: Int, _ relation: Cassowary.Relation = .equal, strength: Strength = .required,
      _ build: @escaping () -> LinearExpression) -> EngineConstraint {
      EngineConstraint(
        source: .engine(className: "NSLayoutConstraint", identifier: names[index % 4]) {
          [unowned item, unowned owner] in "\(item.debugName) tied to \(owner.debugName)"
        },
        relation: relation, strength: strength, build: build)
    }
    let ownerInsets = { [unowned ownerView] in ownerView.alignmentRectInsets }
    let pins = [
      pin(0) { [unowned item, unowned owner] in let i = insets(); return LinearExpression(item.minX) - owner.minX - Double(i.left - ownerInsets().left) },
      pin(1) { [unowned item, unowned owner] in let i = insets(); return LinearExpression(item.minY) - owner.minY - Double(i.top - ownerInsets().top) },
      pin(3) { [unowned item, unowned owner] in
        let i = insets(), a = ownerInsets()
        return LinearExpression(item.height) - owner.height - Double(a.top + a.bottom - i.top - i.bottom)
      },
      pin(2) { [unowned item, unowned owner] in
        let i = insets(), a = ownerInsets()
        return LinearExpression(item.width) - owner.width - Double(a.left + a.right - i.left - i.right)
      },
    ]
    item.pins = pins
    item.guideInsets = insets
    item.guideInsetsKey = Self.insetsKey(insets(), ownerView.alignmentRectInsets)
    for pin in pins { install(pin) }
  }

  /// The state a built-in guide's pins read, for comparing passes.
  private static func insetsKey(_ insets: UIEdgeInsets, _ owner: UIEdgeInsets) -> [Double] {
    [insets.top, insets.left, insets.bottom, insets.right, owner.top, owner.left, owner.bottom, owner.right]
      .map(Double.init)
  }

  /// A view's frame in the root's coordinates once this tree's engine has solved it.
  func solvedFrame(of view: UIView) -> CGRect? {
    guard fittingTarget == nil, let item = existingItem(for: view),
      item.width.value > 0 || item.height.value > 0
    else { return nil }
    return view.frame(forAlignmentRect: item.solvedRect)
  }

  /// An item's frame in window coordinates from the solver (the root is the window), or from
  /// the view tree when the engine is not a window's or has not solved it yet.
  func windowFrame(of item: EngineItem) -> CGRect? {
    guard let view = item.view else { return nil }
    guard fittingTarget == nil, host is UIWindow, item.width.value > 0 || item.height.value > 0
    else { return nil }
    return view.frame(forAlignmentRect: item.solvedRect)
  }
}
