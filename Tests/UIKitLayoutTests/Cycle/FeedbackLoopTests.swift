// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

// Reference 3.11: a view laid out again and again in one pass is a feedback loop; it is
// stopped after the threshold and reported, and the program goes on.
@MainActor
@Suite struct FeedbackLoopTests {
  @Test func aViewThatKeepsDirtyingItselfIsStoppedAndReported() {
    let log = CallLog()
    let window = makeWindow()
    let view = LoggingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.onLayoutSubviews = { $0.setNeedsLayout() }
    window.addSubview(view)
    let messages = recordingLog {
      LayoutEnvironment.$layoutFeedbackLoopThreshold.withValue(10) { CATransaction.flush() }
    }
    #expect(log.count(of: "v.layoutSubviews") == 10)
    #expect(messages.count == 1)
    #expect(messages.first?.category == .layoutFeedbackLoop)
    #expect(messages.first?.text.contains(view.description) == true)
    #expect(!view.layer.needsLayout())
    // The pass went on to display, and the program keeps running.
    #expect(log.count(of: "v.draw(0,0,10,10)") == 1)
    CATransaction.flush()
    #expect(log.count(of: "v.layoutSubviews") == 10)
  }

  @Test func theDefaultThresholdIsOnAndIs100() {
    let log = CallLog()
    let window = makeWindow()
    let view = LoggingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.onLayoutSubviews = { $0.setNeedsLayout() }
    window.addSubview(view)
    let messages = recordingLog { CATransaction.flush() }
    #expect(log.count(of: "v.layoutSubviews") == 100)
    #expect(messages.count == 1)
  }

  @Test func aLoopBetweenParentAndChildNamesBoth() {
    let log = CallLog()
    let window = makeWindow()
    let parent = LoggingView("p", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = LoggingView("c", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(parent)
    parent.addSubview(child)
    parent.onLayoutSubviews = { $0.subviews.first?.setNeedsLayout() }
    child.onLayoutSubviews = { $0.superview?.setNeedsLayout() }
    let messages = recordingLog {
      LayoutEnvironment.$layoutFeedbackLoopThreshold.withValue(5) { CATransaction.flush() }
    }
    #expect(log.count(of: "p.layoutSubviews") == 5)
    #expect(log.count(of: "c.layoutSubviews") == 5)
    #expect(messages.count == 1)
    let text = messages.first?.text ?? ""
    #expect(text.contains(parent.description) && text.contains(child.description))
  }

  @Test func recursiveLayoutIfNeededIsStoppedToo() {
    let log = CallLog()
    let view = LoggingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.onLayoutSubviews = { view in
      view.setNeedsLayout()
      view.layoutIfNeeded()
    }
    let messages = recordingLog {
      LayoutEnvironment.$layoutFeedbackLoopThreshold.withValue(8) { view.layoutIfNeeded() }
    }
    #expect(log.count(of: "v.layoutSubviews") == 8)
    #expect(messages.count == 1)
  }

  @Test func aViewLaidOutUpToTheThresholdIsFine() {
    let log = CallLog()
    let window = makeWindow()
    let view = LoggingView("v", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var remaining = 4
    view.onLayoutSubviews = { view in
      if remaining > 0 {
        remaining -= 1
        view.setNeedsLayout()
      }
    }
    window.addSubview(view)
    let messages = recordingLog {
      LayoutEnvironment.$layoutFeedbackLoopThreshold.withValue(5) { CATransaction.flush() }
    }
    #expect(log.count(of: "v.layoutSubviews") == 5)
    #expect(messages.isEmpty)
  }
}
