// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// The context passed to a transition coordinator's blocks. Headless transitions are not
/// animated, so it only says so.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated (always `false` here).
  var isAnimated: Bool { get }
  /// Whether the transition was cancelled (always `false` here).
  var isCancelled: Bool { get }
}

/// What `viewWillTransition(to:with:)` receives: a way to run code alongside the size change
/// and after it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` once the new size has been laid out, then `completion`; returns `true`.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// The coordinator `UIWindow.rotate(to:)` hands out: it collects the blocks and runs them,
/// in the order they were given, when the window has been laid out at its new size.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
  private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

  var isAnimated: Bool { false }
  var isCancelled: Bool { false }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation { animations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  /// Runs the animation blocks, then the completion blocks.
  func finish() {
    for animation in animations { animation(self) }
    for completion in completions { completion(self) }
    animations = []
    completions = []
  }
}
