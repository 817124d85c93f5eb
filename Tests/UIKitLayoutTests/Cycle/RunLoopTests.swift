// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Dispatch
import Foundation
import Testing

@testable import UIKitLayout

/// Waits until the main queue has run everything enqueued before this call.
@MainActor
func nextMainQueueTurn() async {
  await withCheckedContinuation { continuation in
    DispatchQueue.main.async { continuation.resume() }
  }
}

// Reference 3.8: with a main run loop / queue running, pending passes run once at the end of
// the turn that marked them, like Core Animation's commit.
@MainActor
@Suite struct RunLoopTests {
  @Test func pendingPassesRunAtTheEndOfTheTurn() async {
    let log = CallLog()
    let window = makeWindow()
    let view = LoggingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    CATransaction.flush()
    log.removeAll()
    for _ in 0..<10 { view.setNeedsLayout() }
    view.setNeedsDisplay()
    #expect(log.entries.isEmpty)
    await nextMainQueueTurn()
    #expect(log.entries == ["v.layoutSubviews", "v.draw(0,0,10,10)"])
  }

  @Test func resizingInsideAsyncAfterThenReadingFramesWorks() async {
    // The seed example, as a program would write it.
    let log = CallLog()
    let window = makeWindow(width: 320, height: 200)
    let container = LoggingView(
      "container", log: log, frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let label = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    label.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
    window.addSubview(container)
    container.addSubview(label)
    CATransaction.flush()
    log.removeAll()
    await withCheckedContinuation { continuation in
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(5)) {
        MainActor.assumeIsolated {
          container.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        }
        DispatchQueue.main.async { continuation.resume() }
      }
    }
    #expect(label.frame == CGRect(x: 0, y: 0, width: 280, height: 100))
    #expect(!container.layer.needsLayout())
    #expect(log.count(of: "container.layoutSubviews") == 1)
  }

  @Test func aRunLoopCommitUsesTheEnvironmentOfTheCodeThatMarkedTheWindow() async {
    let log = CallLog()
    let window = makeWindow()
    let view = LoggingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.onLayoutSubviews = { $0.setNeedsLayout() }
    CATransaction.flush()  // the window's own first layout, marked outside the environment
    let recorder = Recorder<LogMessage>()
    LayoutEnvironment.$logSink.withValue({ recorder.append($0) }) {
      LayoutEnvironment.$layoutFeedbackLoopThreshold.withValue(3) {
        window.addSubview(view)
      }
    }
    await nextMainQueueTurn()
    #expect(log.count(of: "v.layoutSubviews") == 3)
    #expect(recorder.values.contains { $0.text.contains(view.description) })
  }

  @Test func explicitTransactionsCommitWhenTheOutermostEnds() {
    let log = CallLog()
    let window = makeWindow()
    let view = LoggingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    CATransaction.begin()
    CATransaction.begin()
    window.addSubview(view)
    CATransaction.commit()
    #expect(log.entries.isEmpty)
    CATransaction.commit()
    #expect(log.entries == ["v.layoutSubviews", "v.draw(0,0,10,10)"])
  }
}
