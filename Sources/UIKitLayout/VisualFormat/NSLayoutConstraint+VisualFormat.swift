// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

extension NSLayoutConstraint {
  /// What ``constraints(withVisualFormat:options:metrics:views:)`` does unless a subclass
  /// overrides it (declared in the class body).
  static func defaultConstraints(
    withVisualFormat format: String, options opts: FormatOptions,
    metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    do {
      let syntax = try VisualFormat(parsing: format)
      return try VisualFormatBuilder(
        syntax: syntax, format: format, options: opts,
        metric: { name in metrics?[name].flatMap(number(from:)) },
        view: { name in views[name] as? UIView }
      ).build()
    } catch {
      LayoutEnvironment.raise(.invalidArgument, error.reason)
      return []
    }
  }

  /// Creates the constraints a Visual Format Language string describes, throwing instead of
  /// raising.
  ///
  /// The Swift-typed twin of ``constraints(withVisualFormat:options:metrics:views:)``: the
  /// same grammar, constraints and diagnostics.
  ///
  /// - Parameters:
  ///   - visualFormat: The format string.
  ///   - options: Alignment of the views, direction and spacing (``FormatOptions``).
  ///   - metrics: Named numbers for spacings, sizes and priorities.
  ///   - views: The views the string names.
  /// - Returns: The inactive constraints, in the order UIKit lists them.
  /// - Throws: ``VisualFormatError`` for a string UIKit would refuse: its
  ///   ``VisualFormatError/kind``, its position, and UIKit's exception text as
  ///   ``VisualFormatError/reason``.
  public static func constraints(
    visualFormat: String, options: FormatOptions = [], metrics: [String: CGFloat] = [:],
    views: [String: UIView]
  ) throws(VisualFormatError) -> [NSLayoutConstraint] {
    let syntax = try VisualFormat(parsing: visualFormat)
    return try VisualFormatBuilder(
      syntax: syntax, format: visualFormat, options: options,
      metric: { metrics[$0] }, view: { views[$0] }
    ).build()
  }

  /// A metric value as a number, or `nil` when it is not numeric.
  private static func number(from value: Any) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Float: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    case let value as any BinaryInteger: CGFloat(Double(value))
    default: nil
    }
  }
}
