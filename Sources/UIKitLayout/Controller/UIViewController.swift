// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// Manages a view: loads it on first use, hears about its layout, its size transitions, and
/// keeps child controllers.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment, UITraitChangeObservable {
  private var viewStorage: UIView?
  private var childStorage: [UIViewController] = []
  /// The traits last delivered (Traits/UIViewController+Traits.swift).
  var traitStorage: UITraitCollection?
  /// Overrides, overrides for children and registrations, once there are any.
  var traitState: TraitState?

  /// The parent controller, if this is a child.
  public private(set) weak var parent: UIViewController?

  /// A title for the controller.
  open var title: String?

  /// The nib name this controller was created with (nibs are not loaded headlessly).
  public let nibName: String?

  /// The bundle this controller was created with.
  public let nibBundle: Bundle?

  /// Creates a controller; `loadView()` builds its view on first use.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// Creates a controller from an archive; nothing is decoded.
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
  }

  /// Creates a controller without a nib.
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  // MARK: - The view

  /// The controller's view, loaded (``loadView()`` then ``viewDidLoad()``) on first access.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return viewStorage
    }
    set { setView(newValue) }
  }

  /// The view if it has been loaded, without loading it.
  open var viewIfLoaded: UIView? { viewStorage }

  /// Whether the view has been loaded.
  open var isViewLoaded: Bool { viewStorage != nil }

  /// Loads the view now if it has not been loaded.
  open func loadViewIfNeeded() {
    guard viewStorage == nil else { return }
    loadView()
    if viewStorage == nil {
      // A loadView() that sets no view gets the default one, as UIKit does.
      setView(UIViewController.makeDefaultView())
    }
    viewDidLoad()
  }

  /// Creates the view: the storyboard scene's or the nib's view (`nibName`: File's Owner's
  /// `view` outlet) when the controller came from one, else a plain view the size of the main
  /// screen with flexible width and height; override to build your own (don't call super).
  open func loadView() {
    if let loader = nibViewLoader {
      nibViewLoader = nil
      if let view = loader(self) {
        setView(view)
        return
      }
    }
    if let nibName, let view = loadViewFromNib(named: nibName) {
      setView(view)
      return
    }
    setView(UIViewController.makeDefaultView())
  }

  /// Builds the controller's view from its storyboard scene (set by `UIStoryboard`).
  var nibViewLoader: ((UIViewController) -> UIView?)?
  /// The view a nib's `view` outlet named while loading.
  var nibLoadedView: UIView?

  /// Called once after the view was loaded.
  open func viewDidLoad() {}

  // MARK: - Layout

  /// Insets added to the safe area the view gets from its superview (under a toolbar the
  /// controller draws itself, say); its subviews' safe areas follow.
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
    didSet {
      guard additionalSafeAreaInsets != oldValue else { return }
      if additionalSafeAreaInsets != .zero { UIViewController.additionalSafeAreaInsetsSetCount += 1 }
      // Guides and margins re-read the safe area at the next layout.
      viewStorage?.setNeedsLayout()
    }
  }

  /// How many times `additionalSafeAreaInsets` was set to non-zero insets in this process
  /// (until then the safe area skips the walk up the tree).
  static var additionalSafeAreaInsetsSetCount = 0

  /// Called when the view's safe area insets changed, before its next `layoutSubviews()`.
  open func viewSafeAreaInsetsDidChange() {}

  /// Called just before the view's `layoutSubviews()`.
  open func viewWillLayoutSubviews() {}

  /// Called just after the view's `layoutSubviews()` (its subviews may not have laid out yet).
  open func viewDidLayoutSubviews() {}

  /// Updates the constraints of the controller's view, in the constraint pass; the default
  /// calls the view's `updateConstraints()`. Call `super` as the last step.
  open func updateViewConstraints() {
    viewStorage?.updateConstraints()
  }

  /// Called before the view's size changes to `size` (a rotation); the default forwards to the
  /// children. Add work to the transition with `coordinator`.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in childStorage { child.viewWillTransition(to: size, with: coordinator) }
  }

  // MARK: - Traits (Traits/UIViewController+Traits.swift)

  /// The controller's traits: its view's superview's (else its parent's), with its parent's
  /// override for it and its own overrides laid over.
  open var traitCollection: UITraitCollection { defaultTraitCollection }
  /// Called after the controller's traits changed, before its view hears of it.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// Traits this controller sets for itself, its view and its children (iOS 17).
  open var traitOverrides: any UITraitOverrides {
    get { defaultTraitOverrides }
    set { defaultTraitOverrides = newValue }
  }
  /// Called before the traits change to `newCollection` (a rotation that changes size
  /// classes); the default forwards to the children.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in childStorage { child.willTransition(to: newCollection, with: coordinator) }
  }
  /// Brings the traits up to date; they always are here (iOS 17).
  open func updateTraitsIfNeeded() {}

  // MARK: - Children

  /// The child controllers, in the order they were added.
  open var children: [UIViewController] { childStorage }

  /// Adds a child controller; calls its `willMove(toParent:)` first. The caller adds the
  /// child's view and then calls `didMove(toParent:)`, as in UIKit.
  open func addChild(_ childController: UIViewController) {
    guard childController !== self, childController.parent !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    childStorage.append(childController)
    childController.parent = self
    childController.refreshTraits()
  }

  /// Removes the controller from its parent and calls `didMove(toParent: nil)`. The caller
  /// calls `willMove(toParent: nil)` first and removes the view, as in UIKit.
  open func removeFromParent() {
    guard let parent else { return }
    parent.childStorage.removeAll { $0 === self }
    parent.traitState?.childOverrides.removeAll { $0.child === self || $0.child == nil }
    self.parent = nil
    refreshTraits()
    didMove(toParent: nil)
  }

  /// Called before the controller is added to or removed from a parent.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the controller was added to or removed from a parent.
  open func didMove(toParent parent: UIViewController?) {}

  /// The next responder: the view's superview.
  open override var next: UIResponder? { viewStorage?.superviewStorage }

  // MARK: - Internals

  private func setView(_ newView: UIView?) {
    if let old = viewStorage, old.owningViewController === self { old.owningViewController = nil }
    viewStorage = newView
    newView?.owningViewController = self
    newView?.refreshTraits()
  }

  private static func makeDefaultView() -> UIView {
    let view = UIView(frame: UIScreen.main.bounds)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    return view
  }

  /// The extent of the bars at the top of the controller's view: from the view's top to the
  /// safe area's top (deprecated in UIKit; use `view.safeAreaLayoutGuide`).
  open var topLayoutGuide: UILayoutSupport { layoutSupport(top: true) }

  /// The extent of the bars at the bottom: from the safe area's bottom to the view's bottom
  /// (deprecated in UIKit; use `view.safeAreaLayoutGuide`).
  open var bottomLayoutGuide: UILayoutSupport { layoutSupport(top: false) }
}
