// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Cassowary
import Foundation

// A fit is a function of the tree's constraints, the outside state the engine reads
// (intrinsic sizes, frames of translated views, guides' insets), the target and its
// priorities, and the root's bounds and alignment insets. When none of these has changed since
// the last fit, a fit at a target already answered gives the same size again: the engine
// remembers the last few answers and returns one without touching the solver. A reused cell
// fitted at the widths it alternates between (a table view in two orientations, a split view's
// two columns) so costs a lookup, as a hand-written `sizeThatFits` over labels that cache their
// measurements does.
//
// Every change the engine would see reaches it in one of two ways: as pending work that the
// next update processes (activations, deactivations, changed constants and priorities,
// dirty items — intrinsic sizes, frames of translated views, scrolling — and rebuilds), or as
// a solver operation (which moves the solver's revision). The built-in guides' insets are the
// only state an update polls; they are compared with what their pins hold. The answers are
// dropped when any of this has moved since the last fit ended.

/// The answers of the last fits while nothing they read changed (see above).
struct FitCache {
  /// What a fit's answer depends on besides the engine's state.
  struct Key: Equatable {
    var target: CGSize
    var horizontal: UILayoutPriority
    var vertical: UILayoutPriority
    /// The root's alignment insets (the target is inset by them).
    var insets: UIEdgeInsets
    /// The root's bounds size: a view laid out and a view never laid out fit differently.
    var bounds: CGSize
  }

  /// How many answers are kept: enough for a cell fitted at a few widths in turn.
  static let capacity = 4
  /// The solver's revision when the last fit ended; `nil` before any fit.
  var revision: Int?
  /// The answers, oldest first.
  var entries: [(key: Key, rect: CGRect)] = []
}

extension LayoutEngine {
  /// The answer of an earlier fit with `key`, if nothing it read has changed since; otherwise
  /// `nil`, and the answers of earlier fits are dropped when something has.
  func rememberedFit(_ key: FitCache.Key) -> CGRect? {
    guard !fitCache.entries.isEmpty else { return nil }
    // (No check of broken constraints: a constraint is broken or restored only by a solver
    // operation, and answers are kept only while none is broken.)
    guard fitCache.revision == solver.revision, !hasPendingWork, !builtinGuidesMoved() else {
      fitCache.entries.removeAll()
      return nil
    }
    // A loop, not `first(where:)`: its closure checked the main actor at every fit.
    for entry in fitCache.entries where entry.key == key { return entry.rect }
    return nil
  }

  /// Keeps `rect` as the answer of a fit with `key` that just ended, and returns it.
  func remember(_ rect: CGRect, for key: FitCache.Key) -> CGRect {
    // A fit that broke a constraint (a conflict at that target) is not kept: which constraint
    // is broken depends on the order of fits, as in a fresh engine.
    guard broken.isEmpty, !hasPendingWork else {
      fitCache = FitCache()
      return rect
    }
    fitCache.revision = solver.revision
    if fitCache.entries.count == FitCache.capacity { fitCache.entries.removeFirst() }
    fitCache.entries.append((key, rect))
    return rect
  }
}
