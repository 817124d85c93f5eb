// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// Reaching main-actor state from the nonisolated members `NSObject` imposes.
///
/// `description` is nonisolated in `NSObject`, so its overrides in main-actor classes are too.
/// UIKit's describe the object from any thread without checking (Objective-C has no isolation),
/// and so do ours: the read is unchecked, a race only if another thread mutates the object at
/// the same time, as in UIKit. A checked `MainActor.assumeIsolated` is no substitute: it traps
/// where UIKit answers, and a thread test (`Thread.isMainThread`) is wrong under test runners
/// that run the main actor's jobs on another thread.
enum MainActorAccess {
  /// The result of `body`, run in the caller's context without an isolation check.
  static func value<T>(_ body: @MainActor () -> T) -> T {
    withoutActuallyEscaping(body) { body in
      // Same representation: a global actor's isolation is a static property of the type.
      unsafeBitCast(body, to: (() -> T).self)()
    }
  }
}
