// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

// The passes visit only the sublayers noted with work (CALayer+PendingWork.swift), in
// subview order (back to front) as UIKit lays out and displays siblings, whatever order the
// work was marked in and however the siblings were moved since.
@MainActor
@Suite struct PendingSublayerTests {
  /// window ▸ container ▸ v0 … v199 (each 10 × 10), committed once: wide enough that a few
  /// marked views are noted (and sorted), many are found by a scan.
  @MainActor struct Row {
    let log = CallLog()
    let window = makeWindow()
    let container: LoggingView
    let views: [LoggingView]

    init() {
      let log = log
      container = LoggingView(
        "container", log: log, frame: CGRect(x: 0, y: 0, width: 320, height: 400))
      views = (0..<200).map { i in
        let frame = CGRect(x: CGFloat(i % 20) * 10, y: CGFloat(i / 20) * 10, width: 10, height: 10)
        return LoggingView("v\(i)", log: log, frame: frame)
      }
      window.addSubview(container)
      for view in views { container.addSubview(view) }
      settle()
    }

    func settle() {
      CATransaction.flush()
      log.removeAll()
    }
  }

  @Test func aFewSiblingsMarkedOutOfOrderAreLaidOutInSubviewOrder() {
    let row = Row()
    for i in [30, 3, 17] { row.views[i].setNeedsLayout() }
    CATransaction.flush()
    #expect(row.log.entries == ["v3.layoutSubviews", "v17.layoutSubviews", "v30.layoutSubviews"])
  }

  @Test func manySiblingsMarkedOutOfOrderAreLaidOutInSubviewOrder() {
    let row = Row()
    let marked = [39, 2, 25, 11, 7, 33, 0, 18, 21, 5, 29, 14]
    for i in marked { row.views[i].setNeedsLayout() }
    // Marked twice: laid out once.
    row.views[25].setNeedsLayout()
    CATransaction.flush()
    #expect(row.log.entries == marked.sorted().map { "v\($0).layoutSubviews" })
  }

  @Test func siblingsMarkedOutOfOrderAreDisplayedInSubviewOrder() {
    let row = Row()
    for i in [30, 3, 17] { row.views[i].setNeedsDisplay() }
    CATransaction.flush()
    #expect(row.log.entries == ["v3.draw(0,0,10,10)", "v17.draw(0,0,10,10)", "v30.draw(0,0,10,10)"])
  }

  @Test func movedSiblingsAreLaidOutInTheirNewOrder() {
    let row = Row()
    let (v5, v10, v20) = (row.views[5], row.views[10], row.views[20])
    for view in [v5, v10, v20] { view.setNeedsLayout() }
    row.container.exchangeSubview(at: 5, withSubviewAt: 30)  // v5 behind v29 now
    row.container.bringSubviewToFront(v10)  // v10 last
    row.container.insertSubview(v20, at: 0)  // v20 first
    #expect(row.container.subviews.firstIndex { $0 === v20 } == 0)
    #expect(row.container.subviews.firstIndex { $0 === v5 } == 29)
    #expect(row.container.subviews.firstIndex { $0 === v10 } == 199)
    CATransaction.flush()
    #expect(
      row.log.entries == [
        "container.layoutSubviews", "v20.layoutSubviews", "v5.layoutSubviews", "v10.layoutSubviews",
      ])
  }

  @Test func sublayerInsertionsBelowAndAboveFollowTheMoves() {
    let parent = CALayer()
    let layers = (0..<6).map { _ in CALayer() }
    for layer in layers { parent.addSublayer(layer) }
    parent.insertSublayer(layers[5], at: 1)  // 0 5 1 2 3 4
    parent.insertSublayer(layers[0], above: layers[3])  // 5 1 2 3 0 4
    parent.insertSublayer(layers[4], below: layers[1])  // 5 4 1 2 3 0
    layers[2].removeFromSuperlayer()  // 5 4 1 3 0
    parent.replaceSublayer(layers[3], with: layers[2])  // 5 4 1 2 0
    let order = (parent.sublayers ?? []).map { sublayer in
      layers.firstIndex { $0 === sublayer } ?? -1
    }
    #expect(order == [5, 4, 1, 2, 0])
  }

  @Test func aRemovedViewWithPendingLayoutIsNeitherLaidOutNorKeptAlive() {
    let row = Row()
    weak var removed: LoggingView?
    do {
      let view = LoggingView("gone", log: row.log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      row.container.addSubview(view)
      row.settle()
      view.setNeedsLayout()
      view.removeFromSuperview()
      removed = view
    }
    #expect(removed == nil)
    row.views[1].setNeedsLayout()
    CATransaction.flush()
    #expect(row.log.entries == ["container.layoutSubviews", "v1.layoutSubviews"])
  }

  @Test func aViewMovedWithPendingLayoutIsLaidOutInItsNewSuperview() {
    let row = Row()
    let other = LoggingView(
      "other", log: row.log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    row.window.addSubview(other)
    row.settle()
    let moved = row.views[7]
    moved.setNeedsLayout()
    other.addSubview(moved)
    CATransaction.flush()
    #expect(
      row.log.entries == ["container.layoutSubviews", "other.layoutSubviews", "v7.layoutSubviews"])
  }

  @Test func aViewWhoseSuperviewWasFreedIsLaidOutInItsNextSuperview() {
    let log = CallLog()
    let window = makeWindow()
    let child = LoggingView("child", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var holder: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    holder?.addSubview(child)
    window.addSubview(holder ?? UIView())
    CATransaction.flush()
    log.removeAll()
    child.setNeedsLayout()  // noted in the holder, which goes away with the note
    holder?.removeFromSuperview()
    holder = nil
    #expect(child.superview == nil)
    let next = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(next)
    next.addSubview(child)
    CATransaction.flush()
    #expect(log.entries == ["child.layoutSubviews"])
  }
}
