// UIKitLayout: snapshot testing.
import Foundation
import UIKitLayout

/// A laid-out view tree as text, in the spirit of UIKit's `recursiveDescription`, made to be
/// diffed: one line a view, indented `   | ` a level, with the class, the frame in the
/// superview's coordinates and the properties that decide what is drawn; views are numbered in
/// tree order (`#3`) where UIKit prints addresses, so the text is the same on every run.
/// Past 64 levels the indentation stops growing and a line says its depth (`[depth 100] `).
///
/// ```
/// <UIView: #1; frame = (0 0; 393 852)>
///    | <UILabel: #2; frame = (16 59; 361 20.333); text = 'Title'; font = DejaVuSans-Bold 17; lines = 0>
/// ```
///
/// With constraints, the active constraints held by the views follow the tree, each as
/// `#2.leading == #1.leadingMargin + 16 @750`; the constraints UIKit makes itself (from
/// autoresizing masks, content sizes, guides) are left out, as they follow from what is shown.
@MainActor
public enum LayoutDescription {
  /// The text for `root` and its subviews as they are laid out now.
  public static func describe(_ root: UIView, constraints: Bool = false) -> String {
    var numbers: [ObjectIdentifier: Int] = [:]
    var lines: [String] = []
    var order: [UIView] = []
    // Depth-first without recursion, so a deep tree cannot overflow the stack.
    var stack: [(UIView, Int)] = [(root, 0)]
    while let (view, depth) = stack.popLast() {
      order.append(view)
      numbers[ObjectIdentifier(view)] = order.count
      // Past 64 levels the indentation stops growing and the line says its depth, as
      // `recursiveDescription()` does, so a very deep tree prints in linear space.
      var indent = String(repeating: "   | ", count: min(depth, 64))
      if depth > 64 { indent += "[depth \(depth)] " }
      lines.append(indent + line(view, number: order.count))
      for child in view.subviews.reversed() { stack.append((child, depth + 1)) }
    }
    if constraints {
      let listed = order.flatMap { view in
        view.constraints.filter { $0.isActive && type(of: $0) == NSLayoutConstraint.self }
      }
      if !listed.isEmpty {
        lines.append("")
        lines.append("constraints:")
        for constraint in listed { lines.append("  " + describe(constraint, numbers)) }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func line(_ view: UIView, number: Int) -> String {
    var fields = ["frame = " + rect(view.frame)]
    if view.isHidden { fields.append("hidden = YES") }
    if view.alpha != 1 { fields.append("alpha = " + Self.number(view.alpha)) }
    if view.clipsToBounds { fields.append("clipsToBounds = YES") }
    if view.bounds.origin != .zero {
      fields.append("bounds.origin = (\(Self.number(view.bounds.minX)) \(Self.number(view.bounds.minY)))")
    }
    fields += content(view)
    if view.hasAmbiguousLayout { fields.append("ambiguous = YES") }
    return "<\(className(view)): #\(number); " + fields.joined(separator: "; ") + ">"
  }

  /// What a view shows, by kind.
  static func content(_ view: UIView) -> [String] {
    var fields: [String] = []
    if let label = view as? UILabel {
      fields.append("text = " + quoted(label.text ?? ""))
      fields.append("font = " + font(label.font))
      if label.numberOfLines != 1 { fields.append("lines = \(label.numberOfLines)") }
    } else if let button = view as? UIButton {
      if let title = button.currentTitle { fields.append("title = " + quoted(title)) }
    } else if let field = view as? UITextField {
      if let text = field.text, !text.isEmpty { fields.append("text = " + quoted(text)) }
      if let placeholder = field.placeholder { fields.append("placeholder = " + quoted(placeholder)) }
    } else if let stack = view as? UIStackView {
      fields.append("axis = " + (stack.axis == .horizontal ? "horizontal" : "vertical"))
      if stack.spacing != 0 { fields.append("spacing = " + number(stack.spacing)) }
    }
    if let scroll = view as? UIScrollView {
      fields.append("contentSize = {\(number(scroll.contentSize.width)), \(number(scroll.contentSize.height))}")
    }
    return fields
  }

  static func describe(_ constraint: NSLayoutConstraint, _ numbers: [ObjectIdentifier: Int]) -> String {
    var text = item(constraint.firstItem, numbers) + "." + constraint.firstAttribute.debugName
    switch constraint.relation {
    case .lessThanOrEqual: text += " <= "
    case .greaterThanOrEqual: text += " >= "
    default: text += " == "
    }
    if let second = constraint.secondItem {
      if constraint.multiplier != 1 { text += number(constraint.multiplier) + " × " }
      text += item(second, numbers) + "." + constraint.secondAttribute.debugName
      if constraint.constant > 0 { text += " + " + number(constraint.constant) }
      if constraint.constant < 0 { text += " - " + number(-constraint.constant) }
    } else {
      text += number(constraint.constant)
    }
    if constraint.priority.rawValue < 1000 { text += " @" + number(CGFloat(constraint.priority.rawValue)) }
    if let identifier = constraint.identifier { text += "   '\(identifier)'" }
    return text
  }

  static func item(_ item: AnyObject?, _ numbers: [ObjectIdentifier: Int]) -> String {
    if let view = item as? UIView {
      return numbers[ObjectIdentifier(view)].map { "#\($0)" } ?? className(view)
    }
    if let guide = item as? UILayoutGuide {
      let owner = guide.owningView.map { self.item($0, numbers) } ?? "nil"
      if let owningView = guide.owningView {
        if guide === owningView.safeAreaLayoutGuide { return "\(owner).safeArea" }
        if guide === owningView.layoutMarginsGuide { return "\(owner).margins" }
        if guide === owningView.readableContentGuide { return "\(owner).readableContent" }
      }
      return guide.identifier.isEmpty ? "\(owner).guide" : "\(owner).'\(guide.identifier)'"
    }
    return "nil"
  }

  /// The class as UIKit prints it, without the module of UIKit's own classes.
  static func className(_ view: UIView) -> String {
    let name = String(reflecting: type(of: view))
    return name.hasPrefix("UIKitLayout.") ? String(name.dropFirst("UIKitLayout.".count)) : name
  }

  /// The face's PostScript name and the size: "DejaVuSans-Bold 17".
  static func font(_ font: UIFont) -> String { font.fontName + " " + number(font.pointSize) }

  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
      .replacingOccurrences(of: "'", with: "\\'") + "'"
  }

  static func rect(_ r: CGRect) -> String {
    "(\(number(r.minX)) \(number(r.minY)); \(number(r.width)) \(number(r.height)))"
  }

  /// A number to a thousandth of a point, without trailing zeros: pixel-aligned values at 3×
  /// (20.333…) print the same on every machine.
  static func number(_ x: CGFloat) -> String {
    let thousandths = (Double(x) * 1000).rounded()
    if thousandths == 0 { return "0" }
    if thousandths.truncatingRemainder(dividingBy: 1000) == 0, abs(thousandths) < 1e15 {
      return String(Int(thousandths / 1000))
    }
    var text = String(format: "%.3f", thousandths / 1000)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
