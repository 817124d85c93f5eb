// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

@MainActor
@Suite struct DebuggingTests {
  /// Whether `text` matches `pattern` in full.
  func matches(_ text: String, _ pattern: String) -> Bool {
    text.range(of: "^" + pattern + "$", options: .regularExpression) != nil
  }

  let address = "0x7f[0-9a-f]{10}"

  @Test func viewDescriptionHasUIKitsShape() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    #expect(
      matches(
        view.description,
        "<UIView: \(address); frame = \\(0 0; 320 200\\); layer = <CALayer: \(address)>>"))
    #expect(view.description == view.description)  // stable
    #expect("\(view)" == view.description)
  }

  @Test func addressesAreDistinctPerObject() {
    let first = UIView()
    let second = UIView()
    #expect(first.debugAddress != second.debugAddress)
    #expect(first.debugAddress != first.layer.debugAddress)
  }

  @Test func optionalFieldsAppearWhenNotDefault() {
    let view = UIView(frame: CGRect(x: 10.5, y: 20, width: 100, height: 44))
    view.isHidden = true
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.tag = 5
    view.alpha = 0.5
    view.clipsToBounds = true
    view.isUserInteractionEnabled = false
    #expect(
      matches(
        view.description,
        "<UIView: \(address); frame = \\(10.5 20; 100 44\\); alpha = 0.5; hidden = YES; "
          + "autoresize = W\\+H; clipsToBounds = YES; userInteractionEnabled = NO; tag = 5; "
          + "layer = <CALayer: \(address)>>"))
    let turned = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    turned.transform = CGAffineTransform(scaleX: 2, y: 0.5)
    #expect(turned.description.contains("; transform = [2, 0, 0, 0.5, 0, 0];"))
    #expect(
      UIView.AutoresizingMask([
        .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin,
        .flexibleHeight, .flexibleBottomMargin,
      ]).debugName == "LM+W+RM+TM+H+BM")
  }

  @Test func subclassesPrintModuleQualified() {
    let view = LoggingView("x", log: CallLog(), frame: .zero)
    #expect(view.description.hasPrefix("<UIKitLayoutTests.LoggingView: 0x7f"))
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(
      scroll.description.hasSuffix(
        "; contentOffset: {0, 0}; contentSize: {0, 0}; adjustedContentInset: {0, 0, 0, 0}>"))
    #expect(matches(CALayer().description, "<CALayer: \(address)>"))
  }

  @Test func recursiveDescriptionIndentsEachLevel() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let grandchild = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    let sibling = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
    root.addSubview(child)
    child.addSubview(grandchild)
    root.addSubview(sibling)
    let lines = root.recursiveDescription().split(separator: "\n").map(String.init)
    #expect(
      lines == [
        root.description, "   | " + child.description, "   |    | " + grandchild.description,
        "   | " + sibling.description,
      ])
  }

  @Test func traceRecordsEveryCallbackInOrder() {
    let log = CallLog()
    let window = makeWindow()
    let a = LoggingView("a", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let b = LoggingView("b", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(a)
    a.addSubview(b)
    b.setNeedsUpdateConstraints()
    let trace = LayoutTrace()
    LayoutEnvironment.$trace.withValue(trace) { CATransaction.flush() }
    let ours: [UIView] = [window, a, b]
    let events = trace.events.filter { event in ours.contains { $0 === event.view } }
    let expected: [(LayoutTrace.Callback, UIView)] = [
      (.updateConstraints, b),
      (.layoutSubviews, window), (.layoutSubviews, a), (.layoutSubviews, b),
      (.draw(CGRect(x: 0, y: 0, width: 320, height: 480)), window),
      (.draw(CGRect(x: 0, y: 0, width: 100, height: 100)), a),
      (.draw(CGRect(x: 0, y: 0, width: 10, height: 10)), b),
    ]
    #expect(events.count == expected.count)
    for (event, (callback, view)) in zip(events, expected) {
      #expect(event.callback == callback)
      #expect(event.view === view)
    }
    #expect(trace.lines.contains("layoutSubviews() " + a.description))
    #expect(trace.lines.contains("draw((0 0; 10 10)) " + b.description))
  }

  @Test func exceptionsCarryUIKitsNamesAndMessage() {
    let exception = RaisedException(name: .internalInconsistency, reason: "broken")
    #expect(exception.name.rawValue == "NSInternalInconsistencyException")
    #expect(
      exception.uncaughtMessage
        == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
        + "reason: 'broken'")
    #expect(
      LogMessage(category: .layoutConstraints, text: "x").description == "[LayoutConstraints] x")
  }
}
