// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

@MainActor
@Suite struct HierarchyTests {
  func views(_ count: Int) -> [UIView] {
    (0..<count).map { index in
      let view = UIView()
      view.tag = index + 1
      return view
    }
  }

  func tags(_ view: UIView) -> [Int] { view.subviews.map(\.tag) }

  /// The tags of the views whose layers are the sublayers, in order (0 for other layers).
  func layerTags(_ view: UIView) -> [Int] {
    (view.layer.sublayers ?? []).map { layer in
      (layer.delegate as? UIView)?.tag ?? 0
    }
  }

  @Test func addSubviewAppendsAndMirrorsTheLayer() {
    let parent = UIView()
    let v = views(3)
    for view in v { parent.addSubview(view) }
    #expect(tags(parent) == [1, 2, 3])
    #expect(layerTags(parent) == [1, 2, 3])
    #expect(v[0].superview === parent)
    #expect(v[0].layer.superlayer === parent.layer)
    parent.addSubview(v[0])  // already a subview: moves to the front
    #expect(tags(parent) == [2, 3, 1])
    #expect(layerTags(parent) == [2, 3, 1])
  }

  @Test func insertingAtIndexAboveAndBelow() {
    let parent = UIView()
    let v = views(5)
    parent.addSubview(v[0])
    parent.addSubview(v[1])
    parent.insertSubview(v[2], at: 0)
    #expect(tags(parent) == [3, 1, 2])
    parent.insertSubview(v[3], aboveSubview: v[2])
    #expect(tags(parent) == [3, 4, 1, 2])
    parent.insertSubview(v[4], belowSubview: v[1])
    #expect(tags(parent) == [3, 4, 1, 5, 2])
    #expect(layerTags(parent) == [3, 4, 1, 5, 2])
    parent.insertSubview(v[1], belowSubview: v[2])  // moving an existing subview back
    #expect(tags(parent) == [2, 3, 4, 1, 5])
    #expect(layerTags(parent) == [2, 3, 4, 1, 5])
  }

  @Test func bringSendAndExchange() {
    let parent = UIView()
    let v = views(4)
    for view in v { parent.addSubview(view) }
    parent.bringSubviewToFront(v[0])
    #expect(tags(parent) == [2, 3, 4, 1])
    parent.sendSubviewToBack(v[3])
    #expect(tags(parent) == [4, 2, 3, 1])
    parent.exchangeSubview(at: 0, withSubviewAt: 3)
    #expect(tags(parent) == [1, 2, 3, 4])
    #expect(layerTags(parent) == [1, 2, 3, 4])
    parent.bringSubviewToFront(UIView())  // not a subview: nothing happens
    #expect(tags(parent) == [1, 2, 3, 4])
  }

  @Test func standaloneSublayersKeepTheirPlace() {
    let parent = UIView()
    let v = views(2)
    let standalone = CALayer()
    parent.layer.addSublayer(standalone)
    parent.addSubview(v[0])
    parent.insertSubview(v[1], at: 0)
    #expect(tags(parent) == [2, 1])
    #expect(layerTags(parent) == [0, 2, 1])
    #expect(parent.layer.sublayers?.first === standalone)
  }

  @Test func movingBetweenSuperviewsAndRemoving() {
    let first = UIView()
    let second = UIView()
    let view = UIView()
    first.addSubview(view)
    second.addSubview(view)
    #expect(first.subviews.isEmpty && first.layer.sublayers == nil)
    #expect(view.superview === second)
    view.removeFromSuperview()
    #expect(second.subviews.isEmpty)
    #expect(view.superview == nil && view.layer.superlayer == nil)
  }

  @Test func descendantsAndTags() {
    let root = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    root.addSubview(a)
    root.addSubview(c)
    a.addSubview(b)
    a.tag = 7
    b.tag = 9
    c.tag = 9
    #expect(b.isDescendant(of: root) && b.isDescendant(of: b))
    #expect(!root.isDescendant(of: b) && !c.isDescendant(of: a))
    #expect(root.viewWithTag(9) === b)  // depth-first: a's subtree comes before c
    #expect(root.viewWithTag(0) === root)
    #expect(root.viewWithTag(42) == nil)
  }

  @Test func windowFollowsTheTree() {
    let window = makeWindow()
    let a = UIView()
    let b = UIView()
    a.addSubview(b)
    #expect(b.window == nil)
    window.addSubview(a)
    #expect(a.window === window && b.window === window)
    #expect(window.window === window)
    a.removeFromSuperview()
    #expect(a.window == nil && b.window == nil)
  }

  @Test func callbacksWhenMovingIntoAndOutOfAWindowedSuperview() {
    let log = CallLog()
    let window = makeWindow()
    let parent = LoggingView("p", log: log)
    let child = LoggingView("c", log: log)
    let grandchild = LoggingView("g", log: log)
    window.addSubview(parent)
    child.addSubview(grandchild)
    for view in [parent, child, grandchild] { view.logsHierarchy = true }

    parent.addSubview(child)
    #expect(
      log.entries == [
        "c.willMove(toSuperview: p)", "c.willMove(toWindow: window)",
        "g.willMove(toWindow: window)",
        "c.didMoveToWindow", "g.didMoveToWindow", "c.didMoveToSuperview", "p.didAddSubview(c)",
      ])
    log.removeAll()
    child.removeFromSuperview()
    #expect(
      log.entries == [
        "p.willRemoveSubview(c)", "c.willMove(toSuperview: nil)", "c.willMove(toWindow: nil)",
        "g.willMove(toWindow: nil)", "c.didMoveToWindow", "g.didMoveToWindow",
        "c.didMoveToSuperview",
      ])
  }

  /// A view without subviews (walked without a list of its subtree) gets the same callbacks,
  /// in the same order, and its window before `didMoveToWindow`.
  @Test func callbacksWhenALeafMovesIntoAndOutOfAWindow() {
    let log = CallLog()
    let window = makeWindow()
    let parent = LoggingView("p", log: log)
    let leaf = LoggingView("c", log: log)
    window.addSubview(parent)
    for view in [parent, leaf] { view.logsHierarchy = true }

    parent.addSubview(leaf)
    #expect(
      log.entries == [
        "c.willMove(toSuperview: p)", "c.willMove(toWindow: window)", "c.didMoveToWindow",
        "c.didMoveToSuperview", "p.didAddSubview(c)",
      ])
    #expect(leaf.window === window)
    log.removeAll()
    leaf.removeFromSuperview()
    #expect(
      log.entries == [
        "p.willRemoveSubview(c)", "c.willMove(toSuperview: nil)", "c.willMove(toWindow: nil)",
        "c.didMoveToWindow", "c.didMoveToSuperview",
      ])
    #expect(leaf.window == nil)
  }

  @Test func noWindowCallbacksWithoutAWindowChange() {
    let log = CallLog()
    let parent = LoggingView("p", log: log)
    let child = LoggingView("c", log: log)
    for view in [parent, child] { view.logsHierarchy = true }
    parent.addSubview(child)
    #expect(
      log.entries == ["c.willMove(toSuperview: p)", "c.didMoveToSuperview", "p.didAddSubview(c)"])
  }

  @Test func cyclesRaiseAndChangeNothing() {
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    let exceptions = recordingExceptions {
      parent.addSubview(parent)
      child.addSubview(parent)
    }
    #expect(exceptions.count == 2)
    #expect(
      exceptions.first
        == RaisedException(name: .invalidArgument, reason: "Can't add self as subview"))
    #expect(exceptions.allSatisfy { $0.name.rawValue == "NSInvalidArgumentException" })
    #expect(parent.superview == nil && parent.subviews.count == 1 && child.subviews.isEmpty)
  }

  @Test func exchangingOutOfRangeRaisesARangeException() {
    let parent = UIView()
    parent.addSubview(UIView())
    let exceptions = recordingExceptions { parent.exchangeSubview(at: 0, withSubviewAt: 3) }
    #expect(exceptions.map(\.name) == [.range])
  }
}

@MainActor
@Suite struct HitTestingTests {
  /// window ▸ a (0,0,100,100) ▸ b (50,50,100,100), b sticking out of a.
  func tree() -> (UIWindow, UIView, UIView) {
    let window = makeWindow()
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let b = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    window.addSubview(a)
    a.addSubview(b)
    return (window, a, b)
  }

  @Test func deepestViewContainingThePointWins() {
    let (window, a, b) = tree()
    #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === b)
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === a)
    #expect(window.hitTest(CGPoint(x: 300, y: 300), with: nil) === window)
    #expect(window.hitTest(CGPoint(x: 400, y: 10), with: nil) == nil)
    #expect(b.point(inside: CGPoint(x: 99, y: 99), with: nil))
    #expect(!b.point(inside: CGPoint(x: 100, y: 50), with: nil))
  }

  @Test func partsOutsideTheSuperviewAreNotHitWhetherOrNotItClips() {
    let (window, a, _) = tree()
    #expect(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === window)
    a.clipsToBounds = true
    #expect(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === window)
    #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) !== a)
  }

  @Test func hiddenTransparentAndNonInteractiveViewsAreSkipped() {
    let (window, a, b) = tree()
    let point = CGPoint(x: 60, y: 60)
    b.isHidden = true
    #expect(window.hitTest(point, with: nil) === a)
    b.isHidden = false
    b.alpha = 0.009
    #expect(window.hitTest(point, with: nil) === a)
    b.alpha = 0.01
    #expect(window.hitTest(point, with: nil) === b)
    b.isUserInteractionEnabled = false
    #expect(window.hitTest(point, with: nil) === a)
    b.isUserInteractionEnabled = true
    a.isUserInteractionEnabled = false
    #expect(window.hitTest(point, with: nil) === window)
    window.isHidden = true
    #expect(window.hitTest(point, with: nil) == nil)
  }

  @Test func frontmostSiblingWinsAndTransformsAndScrollingCount() {
    let window = makeWindow()
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(back)
    window.addSubview(front)
    #expect(window.hitTest(CGPoint(x: 50, y: 50), with: UIEvent()) === front)
    front.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)  // now covers (25,25)–(75,75)
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
    #expect(window.hitTest(CGPoint(x: 30, y: 30), with: nil) === front)

    let scroll = UIScrollView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
    let content = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 50))
    window.addSubview(scroll)
    scroll.addSubview(content)
    #expect(window.hitTest(CGPoint(x: 10, y: 210), with: nil) === scroll)
    scroll.contentOffset = CGPoint(x: 0, y: 100)
    #expect(window.hitTest(CGPoint(x: 10, y: 210), with: nil) === content)
  }
}

@MainActor
@Suite struct SizingTests {
  @Test func defaultSizeThatFitsIsTheCurrentSize() {
    let view = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 40))
    #expect(view.sizeThatFits(CGSize(width: 1000, height: 1)) == CGSize(width: 30, height: 40))
    view.sizeToFit()
    #expect(view.frame == CGRect(x: 5, y: 5, width: 30, height: 40))
  }

  @Test func sizeToFitAppliesSizeThatFitsKeepingTheOrigin() {
    final class Fixed: UIView {
      var asked: CGSize?
      override func sizeThatFits(_ size: CGSize) -> CGSize {
        asked = size
        return CGSize(width: 50, height: 20)
      }
    }
    let view = Fixed(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    view.sizeToFit()
    #expect(view.asked == CGSize(width: 100, height: 100))
    #expect(view.frame == CGRect(x: 10, y: 10, width: 50, height: 20))
  }
}
