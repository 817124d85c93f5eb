// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// Where UIKitLayout reports what UIKit would raise or log, and the knobs of its passes.
///
/// Every value is a `@TaskLocal`, so a test can override it for the code it runs with
/// `LayoutEnvironment.$logSink.withValue(…) { … }` while other tests run in parallel. A commit
/// runs each window with the values of the code that first marked it, except that
/// `CATransaction.flush()` uses its caller's values for the windows its own task marked (see
/// ``CATransaction/flush()``).
///
/// Later parts of the library (Auto Layout's "Unable to simultaneously satisfy constraints",
/// the Visual Format Language's parse errors) raise and log through the same two values.
public enum LayoutEnvironment {
  /// Receives every exception UIKit would raise (programmer errors).
  ///
  /// The default traps with UIKit's uncaught-exception message. A replacement that returns
  /// lets the program go on: the operation that raised is then abandoned, leaving the views
  /// as they were (each raising call site documents what it skips).
  ///
  /// Set it with a closure: `LayoutEnvironment.$exceptionHandler.withValue({ e in … }) { … }`.
  @TaskLocal public static var exceptionHandler = ExceptionHandler { exception in
    fatalError(exception.uncaughtMessage)
  }

  /// Receives everything UIKit would log to the console.
  ///
  /// The default writes the message as UIKit shows it (`[LayoutConstraints] …`) and a newline
  /// to standard error. Library code never prints; it only calls this sink.
  ///
  /// Set it with a closure: `LayoutEnvironment.$logSink.withValue({ message in … }) { … }`.
  @TaskLocal public static var logSink = LogSink { message in
    FileHandle.standardError.write(Data((message.description + "\n").utf8))
  }

  // The two closures are task-local values wrapped in structs: Swift 6.3.1's optimiser
  // miscompiles `TaskLocal.withValue` for a closure-typed value (every document command of a
  // release build crashed in `swift_task_localValuePush`); a struct holding the closure is
  // compiled correctly. `withValue` still takes a closure (the extensions below).

  /// The ``exceptionHandler``'s value: a closure that receives a raised exception.
  public struct ExceptionHandler: Sendable {
    /// The closure.
    public let body: @Sendable (RaisedException) -> Void
    /// Wraps a closure.
    public init(_ body: @escaping @Sendable (RaisedException) -> Void) { self.body = body }
    /// Hands it an exception.
    public func callAsFunction(_ exception: RaisedException) { body(exception) }
  }

  /// The ``logSink``'s value: a closure that receives a log message.
  public struct LogSink: Sendable {
    /// The closure.
    public let body: @Sendable (LogMessage) -> Void
    /// Wraps a closure.
    public init(_ body: @escaping @Sendable (LogMessage) -> Void) { self.body = body }
    /// Hands it a message.
    public func callAsFunction(_ message: LogMessage) { body(message) }
  }

  /// How many times one view may be laid out within one pass before the pass is declared a
  /// layout feedback loop and stopped; `nil` turns the detector off.
  ///
  /// UIKit's debugger (`-UIViewLayoutFeedbackLoopDebuggingThreshold`) takes 50…1000 and is
  /// off unless asked for; ours is on, with 100, so a looping program keeps running and says
  /// why.
  @TaskLocal public static var layoutFeedbackLoopThreshold: Int? = 100

  /// Records every pass callback (which view, which callback, in order) when set.
  @TaskLocal public static var trace: LayoutTrace?

  /// The values a commit running in a remembered environment uses instead of the task-local
  /// ones (see ``Snapshot/run(_:)``).
  @MainActor private static var remembered: Snapshot?

  // The values the library reads are the remembered ones during such a commit, else the
  // task-local ones, each read alone: every view a pass lays out reads the trace, and a
  // task-local read costs more than laying out a plain view (a snapshot of all four cost
  // four).

  /// The effective ``trace``.
  @MainActor static var effectiveTrace: LayoutTrace? {
    if let remembered { return remembered.trace }
    return trace
  }

  /// The effective ``layoutFeedbackLoopThreshold`` (one task-local read).
  @MainActor static var effectiveFeedbackLoopThreshold: Int? {
    if let remembered { return remembered.layoutFeedbackLoopThreshold }
    return layoutFeedbackLoopThreshold
  }

  /// Hands `exception` to the effective ``exceptionHandler``.
  @MainActor static func raise(_ name: RaisedException.Name, _ reason: String) {
    (remembered?.exceptionHandler ?? exceptionHandler)(RaisedException(name: name, reason: reason))
  }

  /// Hands a message to the effective ``logSink``.
  @MainActor static func log(_ category: LogMessage.Category, _ text: String) {
    (remembered?.logSink ?? logSink)(LogMessage(category: category, text: text))
  }

  /// The values in effect now, to reinstate them around work that runs later.
  struct Snapshot: Sendable {
    let exceptionHandler: ExceptionHandler
    let logSink: LogSink
    let layoutFeedbackLoopThreshold: Int?
    let trace: LayoutTrace?

    /// Captures the task-local values of the current task.
    static var current: Snapshot {
      Snapshot(
        exceptionHandler: LayoutEnvironment.exceptionHandler,
        logSink: LayoutEnvironment.logSink,
        layoutFeedbackLoopThreshold: LayoutEnvironment.layoutFeedbackLoopThreshold,
        trace: LayoutEnvironment.trace)
    }

    /// Runs `body` with the library reading these values.
    ///
    /// They are not re-bound as task-locals: a run-loop commit runs outside any task, where
    /// nesting `TaskLocal.withValue` crashes the Swift 6.3 runtime in optimised builds. So code
    /// inside such a commit (a `layoutSubviews()`) that reads `LayoutEnvironment` directly sees
    /// its own task-local values, while the library uses these.
    @MainActor func run(_ body: () -> Void) {
      let saved = LayoutEnvironment.remembered
      LayoutEnvironment.remembered = self
      defer { LayoutEnvironment.remembered = saved }
      body()
    }
  }
}

extension TaskLocal where Value == LayoutEnvironment.ExceptionHandler {
  /// Runs `operation` with `handler` receiving every exception UIKit would raise.
  @discardableResult
  public func withValue<R>(
    _ handler: @escaping @Sendable (RaisedException) -> Void, operation: () throws -> R,
    file: String = #fileID, line: UInt = #line
  ) rethrows -> R {
    try withValue(LayoutEnvironment.ExceptionHandler(handler), operation: operation, file: file, line: line)
  }
}

extension TaskLocal where Value == LayoutEnvironment.LogSink {
  /// Runs `operation` with `sink` receiving everything UIKit would log.
  @discardableResult
  public func withValue<R>(
    _ sink: @escaping @Sendable (LogMessage) -> Void, operation: () throws -> R,
    file: String = #fileID, line: UInt = #line
  ) rethrows -> R {
    try withValue(LayoutEnvironment.LogSink(sink), operation: operation, file: file, line: line)
  }
}

/// An exception UIKit would have raised: its name and its reason, as UIKit spells them.
public struct RaisedException: Sendable, Equatable, CustomStringConvertible {
  /// The name of an exception, such as `NSInternalInconsistencyException`.
  public struct Name: RawRepresentable, Hashable, Sendable {
    /// The name as Foundation spells it.
    public let rawValue: String
    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// An argument was invalid (Foundation's `NSInvalidArgumentException`).
    public static let invalidArgument = Name(rawValue: "NSInvalidArgumentException")
    /// An internal invariant broke, usually through API misuse
    /// (Foundation's `NSInternalInconsistencyException`).
    public static let internalInconsistency = Name(rawValue: "NSInternalInconsistencyException")
    /// An index was out of range (Foundation's `NSRangeException`).
    public static let range = Name(rawValue: "NSRangeException")
  }

  /// The exception's name.
  public var name: Name
  /// Why it was raised, worded as UIKit words it where UIKit's wording is known.
  public var reason: String

  /// Creates an exception value.
  public init(name: Name, reason: String) {
    self.name = name
    self.reason = reason
  }

  /// The line UIKit prints when such an exception is not caught.
  public var uncaughtMessage: String {
    "*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason)'"
  }

  /// `name: reason`.
  public var description: String { "\(name.rawValue): \(reason)" }
}

/// One message for the console, with the subsystem UIKit would tag it with.
public struct LogMessage: Sendable, Equatable, CustomStringConvertible {
  /// The subsystem a message comes from.
  public struct Category: RawRepresentable, Hashable, Sendable {
    /// The category's name, as printed in brackets by UIKit (`[LayoutConstraints]`).
    public let rawValue: String
    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The layout feedback loop detector.
    public static let layoutFeedbackLoop = Category(rawValue: "LayoutLoop")
    /// Auto Layout's engine (unsatisfiable or ambiguous constraints).
    public static let layoutConstraints = Category(rawValue: "LayoutConstraints")
  }

  /// The subsystem.
  public var category: Category
  /// The message, possibly several lines, without a trailing newline.
  public var text: String

  /// Creates a message.
  public init(category: Category, text: String) {
    self.category = category
    self.text = text
  }

  /// `[category] text`.
  public var description: String { "[\(category.rawValue)] \(text)" }
}
