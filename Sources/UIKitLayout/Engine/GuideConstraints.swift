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
  /// Re-reads a built-in guide's insets and, when they moved, its pins' constants.
  ///
  /// - Parameter skippingFresh: Leave the guide alone when this update already read it (a
  ///   dirty guide is refreshed before the pass over every guide, and reading a margin before
  ///   the first solve converts the owner's frame to the window: twice was a fifth of a first
  ///   pass over thousands of guides).
  func refreshGuidePins(_ item: EngineItem, skippingFresh: Bool = false) {
    guard let guide = item.guide, guide.role != .custom, let owner = item.parent,
      let ownerView = owner.view
    else { return }
    if item.pinKind == .guide, let state = item.guideState {
      if skippingFresh && state.readStamp == updateStamp { return }
      state.readStamp = updateStamp
      // The pins read only the insets and the owner's alignment insets: when neither moved,
      // rebuilding their four expressions (every pass, for every guide) changes nothing.
      let inputs = guideInputs(guide.role, owner, ownerView)
      guard inputs != state.inputs else { return }
      state.inputs = inputs
      for pin in item.pins { refresh(pin) }
      return
    }
    item.pinKind = .guide
    let inputs = guideInputs(guide.role, owner, ownerView)
    item.guideState = GuideState(inputs: inputs, readStamp: updateStamp)
    // The records live in `item.pins`: they refer to the item unowned (the engine owns both),
    // and their text and expressions are built from their builder (no closure per pin).
    // Their expressions read the insets as last read (`GuideState.inputs`), not afresh: a read
    // can convert a frame to the window, and four of them per refresh cost more than the pins.
    // A scroll view's content guide is as large as `contentSize` unless constraints size it
    // (and then `contentSize` follows it: UIScrollView.layoutSubviews()), at priority 1.
    // (Built in a loop, not by `map`: a main-actor closure handed to a generic algorithm
    // checks at run time, every call, that it runs on the main actor.)
    let scrollContent = guide.role == .scrollContent
    var pins: [EngineConstraint] = []
    pins.reserveCapacity(4)
    for position in 0..<4 {
      // Left, top, height, width (a scroll view's content guide: width before height): the
      // order they were always installed in, which decides the solver's symbols.
      let index = scrollContent || position < 2 ? position : 5 - position
      // The owner, the inputs and the role passed in, read once for the four (each read
      // through the item is a retain and a release).
      pins.append(
        EngineConstraint(
          source: .pin, relation: .equal,
          strength: scrollContent && index >= 2 ? Strength(uiKitPriority: 1) : .required,
          expression: Self.guidePinExpression(
            index, of: item, owner: owner, inputs: inputs, scrollContent: scrollContent),
          builder: .guidePin(index), item: item))
    }
    item.pins = pins
    for pin in pins { install(pin) }
  }

  /// Whether any built-in guide's insets differ from what its pins were built from (what the
  /// next update would find when it re-reads them).
  func builtinGuidesMoved() -> Bool {
    for item in builtinGuideItems {
      guard let guide = item.guide, guide.role != .custom, let owner = item.parent,
        let ownerView = owner.view
      else { continue }
      // Not pinned yet: the next update pins it.
      guard item.pinKind == .guide, let state = item.guideState else { return true }
      if guideInputs(guide.role, owner, ownerView) != state.inputs { return true }
    }
    return false
  }

  /// What a built-in guide's pins read, from its owner's current state.
  private func guideInputs(_ role: UILayoutGuide.Role, _ owner: EngineItem, _ ownerView: UIView) -> GuidePinInputs {
    GuidePinInputs(
      insets: guideInsets(role, owner, ownerView), owner: ownerView.alignmentRectInsets,
      size: role == .scrollContent ? ((ownerView as? UIScrollView)?.contentSize ?? .zero) : .zero)
  }

  /// A built-in guide's insets within its owner.
  private func guideInsets(_ role: UILayoutGuide.Role, _ owner: EngineItem, _ ownerView: UIView) -> UIEdgeInsets {
    switch role {
    case .safeArea: return ownerView.safeAreaInsets(frameInWindow: windowFrame(of: owner))
    case .scrollFrame: return .zero
    case .scrollContent:
      // The content's origin is the bounds origin: the guide scrolls with the content.
      let origin = ownerView.bounds.origin
      return UIEdgeInsets(top: -origin.y, left: -origin.x, bottom: 0, right: 0)
    case .readableContent:
      // The margins, narrowed to at most the readable width and centred — from the owner's
      // solved width, like every built-in guide: the guide follows its owner and never
      // pushes back on the owner's size (a preference inside the solver would compete
      // with the layout's own priorities).
      let margins = ownerView.engineLayoutMargins(
        frameInWindow: windowFrame(of: owner), solvedFrame: solvedFrame(of:))
      let frameWidth = CGFloat(owner.value(owner.width)) + ownerView.alignmentRectInsets.left
        + ownerView.alignmentRectInsets.right
      return UIView.readableInsets(
        margins: margins, width: frameWidth,
        category: ownerView.traitCollection.preferredContentSizeCategory)
    default:
      return ownerView.engineLayoutMargins(frameInWindow: windowFrame(of: owner), solvedFrame: solvedFrame(of:))
    }
  }

  /// Side `index` (0 left, 1 top, 2 width, 3 height) of a built-in guide's tie to its owner,
  /// from the insets last read (`GuideState.inputs`). A scroll view's content guide leans
  /// towards `contentSize` instead of its owner's size.
  func guidePinExpression(_ index: Int, of item: EngineItem) -> EngineExpression {
    guard let owner = item.parent, let state = item.guideState else { return EngineExpression() }
    return Self.guidePinExpression(
      index, of: item, owner: owner, inputs: state.inputs,
      scrollContent: item.guide?.role == .scrollContent)
  }

  /// `guidePinExpression(_:of:)` from its owner's item, the inputs last read and whether the
  /// guide is a scroll view's content guide.
  static func guidePinExpression(
    _ index: Int, of item: EngineItem, owner: EngineItem, inputs: GuidePinInputs, scrollContent: Bool
  ) -> EngineExpression {
    let (i, a) = (inputs.insets, inputs.owner)
    let space = item.space
    switch index {
    case 0: return EngineExpression(item.minX, 1, owner.minX, -1, in: space, constant: Double(a.left - i.left))
    case 1: return EngineExpression(item.minY, 1, owner.minY, -1, in: space, constant: Double(a.top - i.top))
    case 2 where scrollContent:
      return EngineExpression(item.width, in: space, constant: -Double(inputs.size.width))
    case 2:
      let constant = -Double(a.left + a.right - i.left - i.right)
      return EngineExpression(item.width, 1, owner.width, -1, in: space, constant: constant)
    case _ where scrollContent:
      return EngineExpression(item.height, in: space, constant: -Double(inputs.size.height))
    default:
      let constant = -Double(a.top + a.bottom - i.top - i.bottom)
      return EngineExpression(item.height, 1, owner.height, -1, in: space, constant: constant)
    }
  }

  /// A view's frame in the root's coordinates once this tree's engine has solved it.
  func solvedFrame(of view: UIView) -> CGRect? {
    guard fittingTarget == nil, let item = existingItem(for: view),
      item.value(item.width) > 0 || item.value(item.height) > 0
    else { return nil }
    return view.frame(forAlignmentRect: item.solvedRect)
  }

  /// An item's frame in window coordinates from the solver (the root is the window), or from
  /// the view tree when the engine is not a window's or has not solved it yet.
  func windowFrame(of item: EngineItem) -> CGRect? {
    guard let view = item.view else { return nil }
    guard fittingTarget == nil, host is UIWindow, item.value(item.width) > 0 || item.value(item.height) > 0
    else { return nil }
    return view.frame(forAlignmentRect: item.solvedRect)
  }
}
