// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

// Random marks and moves over a tree with a wide and a narrow container (so that both the
// noted and the scanned ways of finding pending sublayers run, CALayer+PendingWork.swift),
// from fixed seeds. After every step the notes obey their rule, and every commit lays out and
// displays exactly the views whose flags were set, parents first and siblings in subview
// order: the order a walk of the whole tree gives.
@MainActor
@Suite struct PassOrderPropertyTests {
  /// SplitMix64: the same cases on every run and platform.
  struct Generator {
    var state: UInt64
    mutating func below(_ n: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(n))
    }
  }

  /// The views of `root`'s tree whose layer has the flag, in pre-order (subviews back to front).
  static func preorder(_ root: UIView, where flagged: (CALayer) -> Bool) -> [String] {
    var names: [String] = []
    var stack = [root]
    while let view = stack.popLast() {
      if flagged(view.layer), let logging = view as? LoggingView { names.append(logging.name) }
      stack.append(contentsOf: view.subviews.reversed())
    }
    return names
  }

  /// The rule the passes rely on, checked over the whole tree: notes name current sublayers
  /// flagged as noted, and every sublayer with work is noted unless its layer scans them all.
  static func notesHold(under root: CALayer) -> Bool {
    var stack = [root]
    while let layer = stack.popLast() {
      let notes = layer.pendingSublayers
      for (kind, list) in [(PendingWork.layout, notes.layout), (.display, notes.display)] {
        let noted = (list.first.map { [$0] } ?? []) + list.more
        for child in noted where child.superlayer !== layer { return false }
        for child in layer.sublayerStorage {
          let flags = child.pendingSublayers.isNoted
          let isNoted = kind == .layout ? flags.layout : flags.display
          if isNoted && !noted.contains(where: { $0 === child }) { return false }
          if child.hasWork(kind) && !isNoted && !list.scansAll { return false }
        }
      }
      for (i, child) in layer.sublayerStorage.enumerated() where child.pendingSublayers.index != i {
        return false
      }
      stack.append(contentsOf: layer.sublayerStorage)
    }
    return true
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func randomMarksAndMovesKeepThePassOrder(seed: UInt64) {
    var random = Generator(state: seed)
    let log = CallLog()
    let window = makeWindow()
    func make(_ name: String) -> LoggingView {
      LoggingView(name, log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    let wide = make("wide"), narrow = make("narrow")
    window.addSubview(wide)
    window.addSubview(narrow)
    var views: [LoggingView] = []
    for i in 0..<100 {
      let view = make("v\(i)")
      (i < 80 ? wide : narrow).addSubview(view)
      views.append(view)
    }
    CATransaction.flush()
    log.removeAll()
    let containers = [wide, narrow] + views.prefix(3)  // a few leaves hold others too
    for step in 0..<400 {
      let view = views[random.below(views.count)]
      switch random.below(8) {
      case 0, 1: view.setNeedsLayout()
      case 2: view.setNeedsDisplay()
      case 3:
        let target = containers[random.below(containers.count)]
        if target !== view && !target.isDescendant(of: view) {
          target.insertSubview(view, at: random.below(target.subviews.count + 1))
        }
      case 4:
        if let parent = view.superview, parent.subviews.count > 1 {
          let count = parent.subviews.count
          parent.exchangeSubview(at: random.below(count), withSubviewAt: random.below(count))
        }
      case 5:
        if random.below(2) == 0 {
          view.superview?.bringSubviewToFront(view)
        } else {
          view.superview?.sendSubviewToBack(view)
        }
      case 6:
        view.removeFromSuperview()
        view.setNeedsLayout()
        containers[random.below(2)].addSubview(view)
      default:
        #expect(Self.notesHold(under: window.layer), "seed \(seed), step \(step)")
        let layouts = Self.preorder(window) { $0.needsLayout() }.map { "\($0).layoutSubviews" }
        let displays = Self.preorder(window) { $0.needsDisplay() }
        CATransaction.flush()
        let laidOut = log.entries.filter { $0.hasSuffix(".layoutSubviews") }
        let drawn = log.entries.filter { $0.contains(".draw(") }
          .map { String($0.prefix { $0 != "." }) }
        #expect(laidOut == layouts, "seed \(seed), step \(step)")
        #expect(drawn == displays, "seed \(seed), step \(step)")
        log.removeAll()
      }
    }
    #expect(Self.notesHold(under: window.layer))
  }
}
