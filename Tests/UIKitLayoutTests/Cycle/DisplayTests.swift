// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

// Reference 3.7 and 3.9: marks accumulate a dirty region; draw(_:) gets it, clipped to the
// bounds; geometry changes redraw only with `.redraw`.
@MainActor
@Suite struct DisplayTests {
  func committedView(
    _ log: CallLog, size: CGSize = CGSize(width: 200, height: 200)
  ) -> (UIWindow, LoggingView) {
    let window = makeWindow()
    let view = LoggingView("v", log: log, frame: CGRect(origin: .zero, size: size))
    window.addSubview(view)
    CATransaction.flush()
    log.removeAll()
    return (window, view)
  }

  @Test func firstCommitDrawsTheWholeBoundsOnce() {
    let log = CallLog()
    let window = makeWindow()
    let view = LoggingView("v", log: log, frame: CGRect(x: 3, y: 4, width: 30, height: 40))
    window.addSubview(view)
    CATransaction.flush()
    CATransaction.flush()
    #expect(log.entries == ["v.layoutSubviews", "v.draw(0,0,30,40)"])
  }

  @Test func dirtyRectsAccumulate() {
    let log = CallLog()
    let (window, view) = committedView(log)
    view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
    view.setNeedsDisplay(CGRect(x: 20, y: 20, width: 10, height: 10))
    #expect(view.layer.needsDisplay())
    CATransaction.flush()
    #expect(log.entries == ["v.draw(0,0,30,30)"])
    #expect(view.window === window)
  }

  @Test func wholeViewMarkDrawsTheBounds() {
    let log = CallLog()
    let (window, view) = committedView(log)
    view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
    view.setNeedsDisplay()
    CATransaction.flush()
    #expect(log.entries == ["v.draw(0,0,200,200)"])
    #expect(view.window === window)
  }

  @Test func dirtyRectIsClippedToTheBounds() {
    let log = CallLog()
    let (window, view) = committedView(log)
    view.setNeedsDisplay(CGRect(x: 190, y: 190, width: 50, height: 50))
    CATransaction.flush()
    #expect(log.entries == ["v.draw(190,190,10,10)"])
    #expect(view.window === window)
  }

  @Test func boundsChangesRedrawOnlyWithRedrawContentMode() {
    let log = CallLog()
    let (window, view) = committedView(log)
    view.frame.size = CGSize(width: 100, height: 100)
    CATransaction.flush()
    #expect(log.entries == ["v.layoutSubviews"])
    log.removeAll()
    view.contentMode = .redraw
    #expect(view.layer.needsDisplayOnBoundsChange)
    view.frame.size = CGSize(width: 120, height: 100)
    CATransaction.flush()
    #expect(log.entries == ["v.layoutSubviews", "v.draw(0,0,120,100)"])
    #expect(view.window === window)
  }

  @Test func aViewWithoutAreaDrawsOnceItGetsOne() {
    let log = CallLog()
    let (window, view) = committedView(log, size: .zero)
    #expect(log.entries.isEmpty)
    view.frame.size = CGSize(width: 10, height: 20)
    CATransaction.flush()
    #expect(log.entries == ["v.layoutSubviews", "v.draw(0,0,10,20)"])
    #expect(view.window === window)
  }

  @Test func marksMadeWhileDrawingWaitForTheNextCommit() {
    final class Redrawing: LoggingView {
      override func draw(_ rect: CGRect) {
        super.draw(rect)
        setNeedsDisplay()
      }
    }
    let log = CallLog()
    let window = makeWindow()
    let view = Redrawing("v", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    CATransaction.flush()
    #expect(log.count(of: "v.draw(0,0,10,10)") == 1)
    #expect(view.layer.needsDisplay())
    CATransaction.flush()
    #expect(log.count(of: "v.draw(0,0,10,10)") == 2)
  }

  @Test func layerDisplayAndDrawInContextGoThroughTheDelegate() {
    final class ContentsLayer: CALayer {
      var displays = 0
      override func display() { displays += 1 }
    }
    final class ContentsView: LoggingView {
      override class var layerClass: AnyClass { ContentsLayer.self }
    }
    let log = CallLog()
    let window = makeWindow()
    let view = ContentsView("v", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    CATransaction.flush()
    // The layer supplied its contents itself: draw(_:) was not called.
    #expect((view.layer as? ContentsLayer)?.displays == 1)
    #expect(log.entries == ["v.layoutSubviews"])

    final class ClipReader: CALayer {
      var clip: CGRect?
      override func draw(in ctx: CGContext) { clip = ctx.boundingBoxOfClipPath }
    }
    let standalone = ClipReader()
    standalone.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
    view.layer.addSublayer(standalone)
    standalone.setNeedsDisplay(CGRect(x: 5, y: 5, width: 5, height: 5))
    CATransaction.flush()
    #expect(standalone.clip == CGRect(x: 5, y: 5, width: 5, height: 5))
  }

  @Test func viewsOutsideAWindowAreNotDrawnByACommit() {
    let log = CallLog()
    let view = LoggingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.setNeedsDisplay()
    CATransaction.flush()
    #expect(log.entries.isEmpty)
    view.layer.displayIfNeeded()
    #expect(log.entries == ["v.layoutSubviews", "v.draw(0,0,10,10)"])
  }

  #if !canImport(CoreGraphics)
    /// Core Animation's default border colour is opaque black, for every layer; one layer's
    /// new colour is its own (the default is one shared, immutable colour).
    @Test func layersStartWithAnOpaqueBlackBorderColourOfTheirOwn() {
      let first = CALayer()
      let second = CALayer()
      #expect(first.borderColor?.components == [0, 0, 0, 1])
      first.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
      #expect(first.borderColor?.components == [1, 0, 0, 1])
      #expect(second.borderColor?.components == [0, 0, 0, 1])
      #expect(CALayer().borderColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    }
  #endif
}
