// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.

// What the layout system reaches through a view: its superview and window (non-owning), its
// item in its tree's engine and the engine of the tree it is the root of (owning). Each has a
// pointer the hot paths read without a retain and a release: those are atomic operations, one
// for every view or constraint a first pass touches (docs/auto-layout.md, "A sixth round").

extension UIView {
  /// The view this view is a subview of. Not `weak` (see `ItemReference`): the superview owns
  /// this view, and its deinit (or removal) clears this first.
  nonisolated var superviewStorage: UIView? {
    get { superviewPointer?.takeUnretainedValue() }
    set { superviewPointer = unretained(newValue) }
  }

  /// The window at the root of this view's tree; kept up to date when the tree changes, so
  /// reading `window` does not walk up a deep tree. Cleared when the view leaves the window,
  /// or outlives it (see `deinit`).
  nonisolated var windowStorage: UIWindow? {
    get { windowPointer?.takeUnretainedValue() }
    set { windowPointer = unretained(newValue) }
  }

  /// The view's variables in its tree's engine, once a constraint involves it or a descendant.
  var engineItemStorage: EngineItem? {
    get { engineLinks.item }
    set { engineLinks.item = newValue }
  }

  /// `engineItemStorage` unretained, for the engine's lookups (once for each side of every
  /// constraint it adds).
  var engineItemPointer: Unmanaged<EngineItem>? { engineLinks.itemPointer }

  /// The engine of the tree this view is the root of.
  var layoutEngineStorage: LayoutEngine? {
    get { engineLinks.engine }
    set { engineLinks.engine = newValue }
  }

  /// `layoutEngineStorage` unretained, for every activation to find its window's engine.
  var layoutEnginePointer: Unmanaged<LayoutEngine>? { engineLinks.enginePointer }
}

/// A view's item in its tree's engine and the engine of the tree the view is the root of, each
/// held strongly with an unretained copy beside it. A copy rather than the only reference:
/// the other readers of a stored strong property borrow it at no cost, where a property
/// computed over a hand-held pointer retained at every read (re-layout +1 %).
struct EngineLinks {
  /// The view's item (`UIView.engineItemStorage`).
  var item: EngineItem? { didSet { itemPointer = unretained(item) } }
  /// `item`, unretained.
  private(set) var itemPointer: Unmanaged<EngineItem>?
  /// The engine of the view's tree, if the view is its root (`UIView.layoutEngineStorage`).
  var engine: LayoutEngine? { didSet { enginePointer = unretained(engine) } }
  /// `engine`, unretained.
  private(set) var enginePointer: Unmanaged<LayoutEngine>?
}
