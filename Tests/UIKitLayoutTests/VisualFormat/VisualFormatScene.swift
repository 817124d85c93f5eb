// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

/// A superview of a stated size in a 320 × 480 window, with named subviews opted out of
/// autoresizing, for Visual Format Language tests.
@MainActor
struct VisualFormatScene {
  let window = makeWindow()
  let container: UIView
  private(set) var views: [String: UIView] = [:]

  /// A `width` × `height` container at the window's origin; its margins are not widened by the
  /// window's safe area.
  init(width: CGFloat = 300, height: CGFloat = 200, margins: CGFloat? = nil) {
    container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    container.insetsLayoutMarginsFromSafeArea = false
    if let margins {
      container.layoutMargins = UIEdgeInsets(
        top: margins, left: margins, bottom: margins, right: margins)
    }
    window.addSubview(container)
  }

  /// Adds a plain view (or `view`) named `name`.
  @discardableResult
  mutating func add(_ name: String, _ view: UIView = UIView()) -> UIView {
    view.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(view)
    views[name] = view
    return view
  }

  /// Adds a view with an intrinsic content size.
  @discardableResult
  mutating func add(_ name: String, intrinsic width: CGFloat, _ height: CGFloat) -> UIView {
    add(name, SizedView(width, height))
  }

  /// Builds and activates the constraints of each format, then lays the window out.
  func layout(
    _ formats: [String], options: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]? = nil
  ) {
    for format in formats {
      NSLayoutConstraint.activate(
        NSLayoutConstraint.constraints(
          withVisualFormat: format, options: options, metrics: metrics, views: views))
    }
    window.layoutIfNeeded()
  }

  /// The frame of the view named `name`.
  func frame(_ name: String) -> CGRect { views[name]!.frame }

  /// `first.attribute <relation> second.attribute + constant @priority`, with the scene's
  /// names (`|` for the container), to pin constraint lists.
  func describe(_ constraints: [NSLayoutConstraint]) -> [String] {
    constraints.map { constraint in
      var text = "\(name(constraint.firstItem)).\(constraint.firstAttribute.debugName) "
      text += constraint.relation.symbol
      if let second = constraint.secondItem {
        text += " \(name(second)).\(constraint.secondAttribute.debugName)"
        if constraint.constant != 0 { text += " + \(number(constraint.constant))" }
      } else {
        text += " \(number(constraint.constant))"
      }
      if constraint.priority != .required {
        text += " @\(number(CGFloat(constraint.priority.rawValue)))"
      }
      return text
    }
  }

  private func name(_ item: AnyObject?) -> String {
    if item === container { return "|" }
    for (name, view) in views where view === item { return name }
    return "?"
  }

  private func number(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(Double(value))
  }
}
