// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

// Reference 3.1–3.7: constraints bottom-up, layout top-down, display top-down; marks coalesce;
// which events mark which views.
@MainActor
@Suite struct LayoutCycleTests {
  /// window ▸ a (300×400) ▸ b (200×200) ▸ c (50×50), all committed once.
  @MainActor struct Tree {
    let log = CallLog()
    let window = makeWindow()
    let a: LoggingView
    let b: LoggingView
    let c: LoggingView

    init() {
      a = LoggingView("a", log: log, frame: CGRect(x: 0, y: 0, width: 300, height: 400))
      b = LoggingView("b", log: log, frame: CGRect(x: 10, y: 10, width: 200, height: 200))
      c = LoggingView("c", log: log, frame: CGRect(x: 5, y: 5, width: 50, height: 50))
      window.addSubview(a)
      a.addSubview(b)
      b.addSubview(c)
    }

    func settle() {
      CATransaction.flush()
      log.removeAll()
    }
  }

  @Test func passOrderOnAThreeLevelTree() {
    let tree = Tree()
    tree.c.setNeedsUpdateConstraints()
    tree.a.setNeedsUpdateConstraints()
    tree.b.setNeedsUpdateConstraints()
    #expect(tree.log.entries.isEmpty)  // nothing runs synchronously
    CATransaction.flush()
    #expect(
      tree.log.entries == [
        "c.updateConstraints", "b.updateConstraints", "a.updateConstraints",
        "a.layoutSubviews", "b.layoutSubviews", "c.layoutSubviews",
        "a.draw(0,0,300,400)", "b.draw(0,0,200,200)", "c.draw(0,0,50,50)",
      ])
    #expect(!tree.a.needsUpdateConstraints() && !tree.b.needsUpdateConstraints())
    #expect(!tree.a.layer.needsLayout() && !tree.c.layer.needsLayout())
    #expect(!tree.a.layer.needsDisplay() && !tree.c.layer.needsDisplay())
  }

  @Test func constraintPassVisitsSiblingsInOrderBeforeTheirParent() {
    let tree = Tree()
    let sibling = LoggingView("d", log: tree.log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    tree.a.addSubview(sibling)
    tree.settle()
    for view in [tree.a, tree.b, tree.c, sibling] { view.setNeedsUpdateConstraints() }
    tree.a.updateConstraintsIfNeeded()
    #expect(
      tree.log.entries == [
        "c.updateConstraints", "b.updateConstraints", "d.updateConstraints", "a.updateConstraints",
      ])
  }

  @Test func tenMarksGiveOneLayout() {
    let tree = Tree()
    tree.settle()
    for _ in 0..<10 { tree.b.setNeedsLayout() }
    #expect(tree.b.layer.needsLayout())
    CATransaction.flush()
    #expect(tree.log.entries == ["b.layoutSubviews"])
    CATransaction.flush()
    #expect(tree.log.entries == ["b.layoutSubviews"])  // nothing pending any more
  }

  @Test func initMarksOnlyANonZeroFrame() {
    #expect(!UIView(frame: .zero).layer.needsLayout())
    #expect(UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)).layer.needsLayout())
    #expect(!UIView().needsUpdateConstraints())
    #expect(ConstraintBasedView("x", log: CallLog()).needsUpdateConstraints())
  }

  @Test func addingASubviewLaysOutItAndItsNewSuperview() {
    let tree = Tree()
    tree.settle()
    let added = LoggingView("new", log: tree.log)
    tree.b.addSubview(added)
    #expect(tree.b.layer.needsLayout() && added.layer.needsLayout())
    #expect(!tree.a.layer.needsLayout() && !tree.c.layer.needsLayout())
    CATransaction.flush()
    #expect(tree.log.entries == ["b.layoutSubviews", "new.layoutSubviews"])
  }

  @Test func removingASubviewLaysOutOnlyTheOldSuperview() {
    let tree = Tree()
    tree.settle()
    tree.c.removeFromSuperview()
    #expect(tree.b.layer.needsLayout())
    #expect(!tree.c.layer.needsLayout() && !tree.a.layer.needsLayout())
    CATransaction.flush()
    #expect(tree.log.entries == ["b.layoutSubviews"])
  }

  @Test func resizingLaysOutTheViewAndItsSuperview() {
    let tree = Tree()
    tree.settle()
    tree.b.frame.size = CGSize(width: 150, height: 150)
    CATransaction.flush()
    #expect(tree.log.entries == ["a.layoutSubviews", "b.layoutSubviews"])
  }

  @Test func movingWithoutResizingMarksNothing() {
    let tree = Tree()
    tree.settle()
    tree.b.frame.origin = CGPoint(x: 40, y: 40)
    tree.b.center = CGPoint(x: 0, y: 0)
    #expect(!tree.b.layer.needsLayout() && !tree.a.layer.needsLayout())
    CATransaction.flush()
    #expect(tree.log.entries.isEmpty)
  }

  @Test func scrollingLaysOutTheViewAndItsSuperview() {
    let tree = Tree()
    tree.settle()
    tree.b.bounds.origin = CGPoint(x: 0, y: 30)
    CATransaction.flush()
    #expect(tree.log.entries == ["a.layoutSubviews", "b.layoutSubviews"])
  }

  @Test func settingSubviewFramesInLayoutSubviewsDoesNotDirtyTheParentAgain() {
    let tree = Tree()
    tree.settle()
    tree.a.onLayoutSubviews = { a in
      let b = a.subviews[0]
      b.frame = CGRect(x: 0, y: 0, width: a.bounds.width / 2, height: 100)
    }
    tree.a.setNeedsLayout()
    CATransaction.flush()
    #expect(tree.log.entries == ["a.layoutSubviews", "b.layoutSubviews"])
    #expect(tree.b.frame == CGRect(x: 0, y: 0, width: 150, height: 100))
  }

  @Test func layoutIfNeededOnAChildStartsAtTheHighestDirtyAncestor() {
    let tree = Tree()
    tree.settle()
    tree.a.onLayoutSubviews = { a in a.subviews[0].frame.size.width = 120 }
    tree.a.setNeedsLayout()
    tree.c.layoutIfNeeded()
    #expect(tree.log.entries == ["a.layoutSubviews", "b.layoutSubviews"])
    #expect(tree.b.frame.width == 120)
  }

  @Test func layoutIfNeededWithNothingPendingCallsNothing() {
    let tree = Tree()
    tree.settle()
    tree.a.layoutIfNeeded()
    tree.c.layoutIfNeeded()
    tree.window.layoutIfNeeded()
    #expect(tree.log.entries.isEmpty)
  }

  @Test func layoutIfNeededRunsPendingConstraintUpdatesFirst() {
    let tree = Tree()
    tree.settle()
    tree.b.setNeedsLayout()
    tree.b.setNeedsUpdateConstraints()
    tree.b.layoutIfNeeded()
    #expect(tree.log.entries == ["b.updateConstraints", "b.layoutSubviews"])
  }

  @Test func updateConstraintsIfNeededRunsOnlyConstraints() {
    let tree = Tree()
    tree.settle()
    tree.c.setNeedsUpdateConstraints()
    tree.c.setNeedsLayout()
    tree.a.updateConstraintsIfNeeded()
    #expect(tree.log.entries == ["c.updateConstraints"])
    #expect(tree.c.layer.needsLayout())
  }

  @Test func aTreeWithoutAWindowLaysOutOnlyWhenAsked() {
    let log = CallLog()
    let root = LoggingView("root", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = LoggingView("child", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(child)
    CATransaction.flush()
    #expect(log.entries.isEmpty)
    root.layoutIfNeeded()
    #expect(log.entries == ["root.layoutSubviews", "child.layoutSubviews"])
  }

  @Test func aDirtySubtreeMovedIntoAWindowIsCommitted() {
    let log = CallLog()
    let window = makeWindow()
    CATransaction.flush()
    let root = LoggingView("root", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = LoggingView("child", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    root.addSubview(child)
    window.addSubview(root)
    CATransaction.flush()
    #expect(
      log.entries == [
        "root.layoutSubviews", "child.layoutSubviews", "root.draw(0,0,100,100)",
        "child.draw(0,0,10,10)",
      ])
  }

  @Test func viewControllerHooksWrapTheRootViewsLayout() {
    final class Controller: UIViewController {
      var log = CallLog()
      override func loadView() {
        log.append("loadView")
        view = LoggingView("root", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      }
      override func viewDidLoad() { log.append("viewDidLoad") }
      override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
      override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
      override func updateViewConstraints() {
        log.append("updateViewConstraints")
        super.updateViewConstraints()
      }
    }
    let controller = Controller()
    let log = controller.log
    #expect(!controller.isViewLoaded)
    let window = makeWindow()
    window.rootViewController = controller
    controller.view.setNeedsUpdateConstraints()
    CATransaction.flush()
    #expect(
      log.entries == [
        "loadView", "viewDidLoad", "updateViewConstraints", "root.updateConstraints",
        "viewWillLayoutSubviews", "root.layoutSubviews", "viewDidLayoutSubviews",
        "root.draw(0,0,320,480)",
      ])
  }

  @Test func layerCallbacksReachTheViewThroughTheDelegate() {
    final class CountingLayer: CALayer {
      var layouts = 0
      override func layoutSublayers() {
        layouts += 1
        super.layoutSublayers()
      }
    }
    final class CustomLayerView: LoggingView {
      override class var layerClass: AnyClass { CountingLayer.self }
    }
    let log = CallLog()
    let view = CustomLayerView("v", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let layer = view.layer as? CountingLayer
    #expect(layer != nil)
    #expect(view.layer.delegate === view)
    view.layer.layoutIfNeeded()
    #expect(layer?.layouts == 1)
    #expect(log.entries == ["v.layoutSubviews"])
    view.layer.setNeedsLayout()
    #expect(view.layer.needsLayout())
    view.layoutIfNeeded()
    #expect(layer?.layouts == 2)
  }

  @Test func standaloneSublayersAreLaidOutInThePass() {
    final class CountingLayer: CALayer {
      var layouts = 0
      override func layoutSublayers() { layouts += 1 }
    }
    let window = makeWindow()
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(host)
    CATransaction.flush()
    let sublayer = CountingLayer()
    host.layer.addSublayer(sublayer)
    sublayer.setNeedsLayout()
    CATransaction.flush()
    #expect(sublayer.layouts == 1)
    #expect(!sublayer.needsLayout())
  }
}
