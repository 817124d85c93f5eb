// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Synchronization
import Testing

@testable import UIKitLayout

/// An ordered record of callbacks, shared by the views and controllers of one test.
@MainActor
final class CallLog {
  var entries: [String] = []
  func append(_ entry: String) { entries.append(entry) }
  func removeAll() { entries.removeAll() }
  func count(of entry: String) -> Int { entries.filter { $0 == entry }.count }
}

/// `(x,y,w,h)` with integral values printed without decimals, for compact log entries.
func short(_ rect: CGRect) -> String {
  func n(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(Double(v)) }
  return "(\(n(rect.minX)),\(n(rect.minY)),\(n(rect.width)),\(n(rect.height)))"
}

/// A view that logs every override point it gets, and can run extra code in `layoutSubviews`.
@MainActor
class LoggingView: UIView {
  let name: String
  let log: CallLog
  var onLayoutSubviews: ((LoggingView) -> Void)?
  var onUpdateConstraints: ((LoggingView) -> Void)?
  var logsHierarchy = false

  init(_ name: String, log: CallLog, frame: CGRect = .zero) {
    self.name = name
    self.log = log
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    log.append("\(name).layoutSubviews")
    super.layoutSubviews()
    onLayoutSubviews?(self)
  }

  override func updateConstraints() {
    log.append("\(name).updateConstraints")
    onUpdateConstraints?(self)
    super.updateConstraints()
  }

  override func draw(_ rect: CGRect) {
    log.append("\(name).draw\(short(rect))")
  }

  override func willMove(toSuperview newSuperview: UIView?) {
    if logsHierarchy { log.append("\(name).willMove(toSuperview: \(label(newSuperview)))") }
  }

  override func didMoveToSuperview() {
    if logsHierarchy { log.append("\(name).didMoveToSuperview") }
  }

  override func willMove(toWindow newWindow: UIWindow?) {
    if logsHierarchy { log.append("\(name).willMove(toWindow: \(label(newWindow)))") }
  }

  override func didMoveToWindow() {
    if logsHierarchy { log.append("\(name).didMoveToWindow") }
  }

  override func didAddSubview(_ subview: UIView) {
    if logsHierarchy { log.append("\(name).didAddSubview(\(label(subview)))") }
  }

  override func willRemoveSubview(_ subview: UIView) {
    if logsHierarchy { log.append("\(name).willRemoveSubview(\(label(subview)))") }
  }

  private func label(_ view: UIView?) -> String {
    guard let view else { return "nil" }
    if let logging = view as? LoggingView { return logging.name }
    return view is UIWindow ? "window" : "view"
  }
}

/// A view that needs its constraints updated from the start.
@MainActor
final class ConstraintBasedView: LoggingView {
  override class var requiresConstraintBasedLayout: Bool { true }
}

/// A visible window of the given size.
@MainActor
func makeWindow(width: CGFloat = 320, height: CGFloat = 480) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
  window.makeKeyAndVisible()
  return window
}

/// Collects values handed to `@Sendable` closures (exception handler, log sink).
final class Recorder<Value: Sendable>: Sendable {
  private let storage = Mutex<[Value]>([])
  func append(_ value: Value) { storage.withLock { $0.append(value) } }
  var values: [Value] { storage.withLock { $0 } }
}

/// Runs `body` with exceptions recorded instead of trapping; returns them.
@MainActor
func recordingExceptions(_ body: () -> Void) -> [RaisedException] {
  let recorder = Recorder<RaisedException>()
  LayoutEnvironment.$exceptionHandler.withValue({ recorder.append($0) }) { body() }
  return recorder.values
}

/// Runs `body` with log messages recorded instead of printed; returns them.
@MainActor
func recordingLog(_ body: () -> Void) -> [LogMessage] {
  let recorder = Recorder<LogMessage>()
  LayoutEnvironment.$logSink.withValue({ recorder.append($0) }) { body() }
  return recorder.values
}

/// Whether two numbers agree to within rounding error.
func close(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two rects agree to within rounding error.
func close(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
  close(a.minX, b.minX, tolerance: tolerance) && close(a.minY, b.minY, tolerance: tolerance)
    && close(a.width, b.width, tolerance: tolerance)
    && close(a.height, b.height, tolerance: tolerance)
}

/// Whether two points agree to within rounding error.
func close(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
  close(a.x, b.x, tolerance: tolerance) && close(a.y, b.y, tolerance: tolerance)
}
