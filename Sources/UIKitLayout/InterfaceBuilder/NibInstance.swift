// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// What one instantiation of a nib or storyboard scene built, kept as data: the top-level
/// objects, every view with the element it came from, the constraints, the connections and
/// what was skipped. Our addition (UIKit keeps none of it).
@preconcurrency @MainActor
public final class NibInstance {
  /// A view built from an element.
  public struct BuiltView {
    /// The element's `id`.
    public let id: String
    /// Its `userLabel`, else its id: how the tool names it.
    public let name: String
    /// The view.
    public let view: UIView
    /// Where its element starts.
    public let line: Int, column: Int
    /// The frame the file stores (as Xcode laid it out), if any.
    public let fileFrame: CGRect?
    /// Whether Xcode marked it misplaced or ambiguous (its stored frame is not a layout's).
    public let isMisplaced: Bool
    /// Depth in the tree (a top-level view or a controller's view: 0).
    public let depth: Int
  }

  /// A constraint built from a `<constraint>` element.
  public struct BuiltConstraint {
    /// The constraint.
    public let constraint: NSLayoutConstraint
    /// The element's `id`.
    public let id: String?
    /// Where the element starts.
    public let line: Int, column: Int
  }

  /// An outlet, action or segue as the file records it.
  public struct Connection: Equatable, Sendable {
    /// `outlet`, `outletCollection`, `action` or `segue`.
    public let kind: String
    /// The outlet's property, the action's selector, the segue's identifier or kind.
    public let name: String
    /// The ids of the object the connection starts at and of its destination.
    public let source: String, destination: String
    /// Where the element starts.
    public let line: Int, column: Int
  }

  /// The top-level objects, in file order (views for a nib; the controller for a scene).
  public internal(set) var topLevelObjects: [AnyObject] = []
  /// Every view built, in tree order.
  public internal(set) var views: [BuiltView] = []
  /// Every constraint built, in file order (placeholders left out, as at build time).
  public internal(set) var constraints: [BuiltConstraint] = []
  /// Every connection in the file's part built.
  public internal(set) var connections: [Connection] = []
  /// What was skipped or could not be applied.
  public internal(set) var warnings: [InterfaceBuilderDiagnostic] = []

  nonisolated init() {}
}

/// An object a nib or storyboard can set outlets on: our stand-in for Objective-C's key-value
/// coding, which Linux lacks (and `@IBOutlet` does not compile there without `@objc`).
///
/// Return `true` when `name` is one of your outlets:
/// ```swift
/// func setOutlet(_ name: String, to object: AnyObject) -> Bool {
///   switch name {
///   case "emailField": emailField = object as? UITextField
///   case "signInButton": signInButton = object as? UIButton
///   default: return false
///   }
///   return true
/// }
/// ```
/// An owner that does not adopt it, or answers `false`, gets a warning naming the outlet.
/// A controller's `view` outlet needs nothing: the loader sets it.
@preconcurrency @MainActor
public protocol NibOutletReceiving: AnyObject {
  /// Sets the outlet `name` to `object`; `false` when there is no such outlet.
  func setOutlet(_ name: String, to object: AnyObject) -> Bool
}

/// The classes `customClass` names can be: Objective-C looks them up by name; Linux has no
/// runtime to ask, so register them (our addition). An unregistered name builds the element's
/// own class, with a warning.
public enum InterfaceBuilderClasses {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var views: [String: UIView.Type] = [:]
  nonisolated(unsafe) private static var controllers: [String: UIViewController.Type] = [:]

  /// Registers a view class under `name` (default: its unqualified type name).
  public static func register(_ type: UIView.Type, as name: String? = nil) {
    lock.withLock { views[name ?? String(describing: type)] = type }
  }

  /// Registers a view controller class under `name` (default: its unqualified type name).
  public static func register(_ type: UIViewController.Type, as name: String? = nil) {
    lock.withLock { controllers[name ?? String(describing: type)] = type }
  }

  static func view(named name: String) -> UIView.Type? { lock.withLock { views[name] } }
  static func controller(named name: String) -> UIViewController.Type? { lock.withLock { controllers[name] } }
}

/// The coder views and controllers are made with (`init(coder:)`, as UIKit makes them from a
/// nib). It decodes nothing: the loader sets each property after `init(coder:)` returns.
final class NibCoder: NSCoder {
  override var allowsKeyedCoding: Bool { true }
  override func containsValue(forKey key: String) -> Bool { false }
  override func decodeObject(forKey key: String) -> Any? { nil }
  override func decodeBool(forKey key: String) -> Bool { false }
  override func decodeInteger(forKey key: String) -> Int { 0 }
  override func decodeDouble(forKey key: String) -> Double { 0 }
  override func decodeFloat(forKey key: String) -> Float { 0 }
  override func decodeInt32(forKey key: String) -> Int32 { 0 }
  override func decodeInt64(forKey key: String) -> Int64 { 0 }
}
