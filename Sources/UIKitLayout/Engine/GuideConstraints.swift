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
      let inputs = GuidePinInputs(
        insets: state.read(), owner: ownerView.alignmentRectInsets, size: state.readSize?() ?? .zero)
      guard inputs != state.inputs else { return }
      state.inputs = inputs
      for pin in item.pins { refresh(pin) }
      return
    }
    item.pinKind = .guide
    let role = guide.role
    // The builders below and this reader run only from the engine, on its live items, after
    // the guard above found the owner alive: unowned(unsafe) spares each call and each
    // closure made the reference counting of a checked unowned capture.
    let insets: () -> UIEdgeInsets = { [unowned(unsafe) self, unowned(unsafe) ownerView, unowned(unsafe) owner] in
      switch role {
      case .safeArea: return ownerView.safeAreaInsets(frameInWindow: self.windowFrame(of: owner))
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
    let names: [String] =
      switch role {
      case .safeArea: ["UIViewSafeAreaLayoutGuide-left", "-top", "-width", "-height"]
      case .scrollFrame, .scrollContent:
        ["left", "top", "width", "height"].map { "\(guide.identifier)-\($0)" }
      default:
        ["UIView-leftMargin-guide-constraint", "UIView-topMargin-guide-constraint",
          "UIView-rightMargin-guide-constraint", "UIView-bottomMargin-guide-constraint"]
      }
    // The records live in `item.pins`: they refer to the items unowned (the engine owns both).
    // Their expressions read the insets as last read (`GuideState.inputs`), not afresh: a read
    // can convert a frame to the window, and four of them per refresh cost more than the pins.
    func pin(_ index: Int, strength: Strength = .required, _ build: @escaping () -> LinearExpression)
      -> EngineConstraint
    {
      EngineConstraint(
        source: .engine(className: "NSLayoutConstraint", identifier: names[index % 4]) {
          [unowned item, unowned owner] in "\(item.debugName) tied to \(owner.debugName)"
        },
        relation: .equal, strength: strength, build: build)
    }
    // A scroll view's content guide is as large as `contentSize` unless constraints size it
    // (and then `contentSize` follows it: UIScrollView.layoutSubviews()).
    let readSize: (() -> CGSize)? =
      role == .scrollContent
      ? { [unowned(unsafe) ownerView] in (ownerView as? UIScrollView)?.contentSize ?? .zero } : nil
    let state = GuideState(
      read: insets, readSize: readSize,
      inputs: GuidePinInputs(
        insets: insets(), owner: ownerView.alignmentRectInsets, size: readSize?() ?? .zero),
      readStamp: updateStamp)
    item.guideState = state
    if role == .scrollContent {
      item.pins = [
        pin(0) { [unowned(unsafe) item, unowned(unsafe) owner, unowned(unsafe) state] in
          let (i, a) = (state.inputs.insets, state.inputs.owner)
          return LinearExpression([Term(item.minX), Term(owner.minX, -1)], constant: Double(a.left - i.left))
        },
        pin(1) { [unowned(unsafe) item, unowned(unsafe) owner, unowned(unsafe) state] in
          let (i, a) = (state.inputs.insets, state.inputs.owner)
          return LinearExpression([Term(item.minY), Term(owner.minY, -1)], constant: Double(a.top - i.top))
        },
        pin(2, strength: Strength(uiKitPriority: 1)) { [unowned(unsafe) item, unowned(unsafe) state] in
          LinearExpression([Term(item.width)], constant: -Double(state.inputs.size.width))
        },
        pin(3, strength: Strength(uiKitPriority: 1)) { [unowned(unsafe) item, unowned(unsafe) state] in
          LinearExpression([Term(item.height)], constant: -Double(state.inputs.size.height))
        },
      ]
      for pin in item.pins { install(pin) }
      return
    }
    let pins = [
      pin(0) { [unowned(unsafe) item, unowned(unsafe) owner, unowned(unsafe) state] in
        let (i, a) = (state.inputs.insets, state.inputs.owner)
        return LinearExpression([Term(item.minX), Term(owner.minX, -1)], constant: Double(a.left - i.left))
      },
      pin(1) { [unowned(unsafe) item, unowned(unsafe) owner, unowned(unsafe) state] in
        let (i, a) = (state.inputs.insets, state.inputs.owner)
        return LinearExpression([Term(item.minY), Term(owner.minY, -1)], constant: Double(a.top - i.top))
      },
      pin(3) { [unowned(unsafe) item, unowned(unsafe) owner, unowned(unsafe) state] in
        let (i, a) = (state.inputs.insets, state.inputs.owner)
        return LinearExpression(
          [Term(item.height), Term(owner.height, -1)], constant: -Double(a.top + a.bottom - i.top - i.bottom))
      },
      pin(2) { [unowned(unsafe) item, unowned(unsafe) owner, unowned(unsafe) state] in
        let (i, a) = (state.inputs.insets, state.inputs.owner)
        return LinearExpression(
          [Term(item.width), Term(owner.width, -1)], constant: -Double(a.left + a.right - i.left - i.right))
      },
    ]
    item.pins = pins
    for pin in pins { install(pin) }
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
