// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// Number and geometry formatting for debug output, in the shapes UIKit prints.
enum DebugFormat {
  /// A number as C's `%g` prints it (six significant digits, no trailing zeros), which is what
  /// UIKit's descriptions use: `320`, `10.5`, `29.2893`. Locale-independent.
  static func number(_ value: CGFloat) -> String {
    // -0 would print as "-0"; UIKit's geometry never shows it.
    String(format: "%g", Double(value == 0 ? 0 : value))
  }

  /// `(x y; width height)`, the shape of `frame = …` in a view's description.
  static func rect(_ rect: CGRect) -> String {
    "(\(number(rect.origin.x)) \(number(rect.origin.y)); "
      + "\(number(rect.size.width)) \(number(rect.size.height)))"
  }

  /// `{x, y}`, the shape of `NSStringFromCGPoint`.
  static func point(_ point: CGPoint) -> String {
    "{\(number(point.x)), \(number(point.y))}"
  }

  /// `{width, height}`, the shape of `NSStringFromCGSize`.
  static func size(_ size: CGSize) -> String {
    "{\(number(size.width)), \(number(size.height))}"
  }

  /// `{top, left, bottom, right}`, the shape of `NSStringFromUIEdgeInsets`.
  static func insets(_ insets: UIEdgeInsets) -> String {
    "{\(number(insets.top)), \(number(insets.left)), "
      + "\(number(insets.bottom)), \(number(insets.right))}"
  }

  /// `[a, b, c, d, tx, ty]`, the shape of `transform = …` in a view's description.
  static func transform(_ t: CGAffineTransform) -> String {
    "[" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", ") + "]"
  }

  /// The name UIKit would print for an object's class: bare for this library's own classes
  /// (`UIView`), module-qualified for anyone else's (`MyApp.ProfileView`), as Objective-C shows
  /// Swift subclasses.
  static func className(of object: AnyObject) -> String {
    let qualified = String(reflecting: type(of: object))
    let ownPrefix = "UIKitLayout."
    return qualified.hasPrefix(ownPrefix)
      ? String(qualified.dropFirst(ownPrefix.count)) : qualified
  }
}

/// A stable address shown in descriptions.
///
/// Real UIKit prints heap addresses, which change from run to run. We print `0x7f` followed by
/// a per-process counter in hexadecimal, so the same program prints the same descriptions
/// every time it runs. The text is made when printed: every view, constraint and engine
/// constraint has an address, and formatting each one up front cost more than solving it.
struct DebugAddress: CustomStringConvertible, Hashable, Sendable {
  @MainActor private static var counter: UInt64 = 0

  /// The address's number (after `0x7f00_0000_0000`).
  let number: UInt64

  /// The next address.
  @MainActor static func next() -> DebugAddress {
    counter += 1
    return DebugAddress(number: counter)
  }

  /// `0x7f000000002a`.
  var description: String { "0x" + String(0x7f00_0000_0000 + number, radix: 16) }
}
