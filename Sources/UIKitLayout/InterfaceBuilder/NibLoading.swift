// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// UIKit's loading API over InterfaceBuilderFile. On Linux there is no ibtool: a bundle holds
// the `.xib` and `.storyboard` files themselves (as resources), and they are read as they are.

/// A nib: a `.xib` file's objects, built each time it is instantiated.
@preconcurrency @MainActor
open class UINib: NSObject {
  /// Options of `instantiate(withOwner:options:)`.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Proxy objects for placeholders (read, not used: only File's Owner is wired).
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }

  private let source: Source
  private enum Source {
    case named(String, Bundle)
    case data(Data)
  }

  /// A nib found by name in `bundle` (the main bundle when `nil`): `NAME.xib`. A missing file
  /// raises when the nib is instantiated, as UIKit's does.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    source = .named(name, bundleOrNil ?? .main)
    super.init()
  }

  /// A nib from a `.xib` file's bytes.
  public init(data: Data, bundle bundleOrNil: Bundle?) {
    source = .data(data)
    super.init()
  }

  /// The file read; raises `NSInternalInconsistencyException` and returns `nil` when it cannot
  /// be found or read.
  func file() -> InterfaceBuilderFile? {
    switch source {
    case .data(let data):
      do { return try InterfaceBuilderFile(data: data, file: "<nib data>") } catch {
        LayoutEnvironment.raise(.internalInconsistency, "Could not load NIB data: \(error)")
        return nil
      }
    case .named(let name, let bundle):
      guard let url = bundle.url(forResource: name, withExtension: "xib") else {
        LayoutEnvironment.raise(
          .internalInconsistency,
          "Could not load NIB in bundle: '\(bundle.bundlePath)' with name '\(name)'")
        return nil
      }
      do { return try InterfaceBuilderFile(contentsOf: url) } catch {
        LayoutEnvironment.raise(.internalInconsistency, "Could not load NIB '\(name)': \(error)")
        return nil
      }
    }
  }

  /// Builds the nib's top-level objects, with `ownerOrNil` as File's Owner (its outlets set
  /// through ``NibOutletReceiving``), and calls `awakeFromNib()` on every object built.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
    guard let file = file() else { return [] }
    return file.instantiate(owner: ownerOrNil.map { $0 as AnyObject }).topLevelObjects
  }
}

extension Bundle {
  /// Instantiates the nib `name` in this bundle with `owner` (UIKit's `loadNibNamed`).
  @MainActor
  public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
    UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
  }
}

/// A storyboard: its scenes' controllers, each built when asked for.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
  let file: InterfaceBuilderFile
  private let debugAddress = DebugAddress.next()

  /// The storyboard `NAME.storyboard` in `bundle` (the main bundle when `nil`); a missing or
  /// unreadable one raises `NSInvalidArgumentException`, as UIKit does.
  public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    let bundle = storyboardBundleOrNil ?? .main
    var read: InterfaceBuilderFile?
    if let url = bundle.url(forResource: name, withExtension: "storyboard") {
      do { read = try InterfaceBuilderFile(contentsOf: url) } catch {
        LayoutEnvironment.raise(.invalidArgument, "Could not read the storyboard named '\(name)': \(error)")
      }
    } else {
      LayoutEnvironment.raise(
        .invalidArgument, "Could not find a storyboard named '\(name)' in bundle \(bundle.bundlePath)")
    }
    self.init(file: read)
  }

  /// A storyboard from a file already read (our addition).
  public init(file: InterfaceBuilderFile?) {
    self.file = file ?? Self.empty
    super.init()
  }

  private static let empty: InterfaceBuilderFile = {
    // A storyboard with no scenes, for one that could not be read.
    let text = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes/></document>"#
    return try! InterfaceBuilderFile(data: Data(text.utf8), file: "<empty>")
  }()

  /// The initial view controller (`initialViewController`), or `nil` when there is none.
  open func instantiateInitialViewController() -> UIViewController? {
    guard let id = file.initialViewControllerID else { return nil }
    return file.instantiateController(id: id)?.0
  }

  /// The controller whose Storyboard ID is `identifier`; raises `NSInvalidArgumentException`
  /// when there is none, as UIKit does.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    if let controller = file.instantiateController(id: identifier)?.0 { return controller }
    LayoutEnvironment.raise(
      .invalidArgument,
      "Storyboard (<UIStoryboard: \(debugAddress)>) doesn't contain a view controller with identifier '\(identifier)'")
    return UIViewController()
  }
}

extension UIViewController {
  /// The view of the nib `name` in the controller's bundle: File's Owner (this controller)
  /// gets its outlets, and its `view` outlet is the view (UIKit's nib loading for
  /// `init(nibName:bundle:)`); `nil` when there is no such nib.
  func loadViewFromNib(named name: String) -> UIView? {
    let bundle = nibBundle ?? .main
    guard bundle.url(forResource: name, withExtension: "xib") != nil else { return nil }
    _ = UINib(nibName: name, bundle: bundle).instantiate(withOwner: self)
    defer { nibLoadedView = nil }
    return nibLoadedView
  }
}
