// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// An opt-in record of the layout cycle: which view got which callback, in order.
///
/// Install one with `LayoutEnvironment.$trace.withValue(trace) { … }`; every pass that runs
/// inside (a ``CATransaction/flush()``, a `layoutIfNeeded()`, a run-loop commit scheduled from
/// inside) appends an ``Event`` just before it calls the override point.
@preconcurrency @MainActor
public final class LayoutTrace {
  /// A callback the layout cycle made.
  public enum Callback: Equatable, Sendable {
    /// `updateConstraints()` (or a controller's `updateViewConstraints()` for its root view).
    case updateConstraints
    /// A view controller's `viewWillLayoutSubviews()`.
    case viewWillLayoutSubviews
    /// `layoutSubviews()`.
    case layoutSubviews
    /// A view controller's `viewDidLayoutSubviews()`.
    case viewDidLayoutSubviews
    /// `draw(_:)`, with the rect passed to it.
    case draw(CGRect)
  }

  /// One callback made to one view.
  public struct Event {
    /// The callback.
    public let callback: Callback
    /// The view it was made on.
    public let view: UIView
  }

  /// Everything recorded so far, oldest first.
  public private(set) var events: [Event] = []

  /// Creates an empty trace.
  public init() {}

  /// The events, one line each: the callback's name, then the view's `description`.
  public var lines: [String] {
    events.map { event in "\(event.callback.name) \(event.view.description)" }
  }

  /// Forgets everything recorded.
  public func removeAll() { events.removeAll() }

  func record(_ callback: Callback, _ view: UIView) {
    events.append(Event(callback: callback, view: view))
  }
}

extension LayoutTrace.Callback {
  /// The Swift name of the callback, as shown in ``LayoutTrace/lines``.
  public var name: String {
    switch self {
    case .updateConstraints: "updateConstraints()"
    case .viewWillLayoutSubviews: "viewWillLayoutSubviews()"
    case .layoutSubviews: "layoutSubviews()"
    case .viewDidLayoutSubviews: "viewDidLayoutSubviews()"
    case .draw(let rect): "draw(\(DebugFormat.rect(rect)))"
    }
  }
}
