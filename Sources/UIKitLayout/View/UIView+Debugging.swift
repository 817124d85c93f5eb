// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// UIKit's debug output. A view prints as
//   <UIView: 0x7f0000000001; frame = (0 0; 320 200); layer = <CALayer: 0x7f0000000002>>
// with optional fields between frame and layer when they differ from the defaults
// (transform, alpha, hidden, autoresize, clipsToBounds, userInteractionEnabled, tag), numbers
// as `%g`, and addresses from `DebugAddress` (stable from run to run).

extension UIView {
  /// ``description``'s default.
  var defaultDescription: String {
    var fields = ["frame = \(DebugFormat.rect(frame))"]
    if !transform.isIdentity { fields.append("transform = \(DebugFormat.transform(transform))") }
    if alpha != 1 { fields.append("alpha = \(DebugFormat.number(alpha))") }
    if isHidden { fields.append("hidden = YES") }
    if !autoresizingMask.isEmpty { fields.append("autoresize = \(autoresizingMask.debugName)") }
    if clipsToBounds { fields.append("clipsToBounds = YES") }
    if !isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
    if tag != 0 { fields.append("tag = \(tag)") }
    fields.append("layer = \(layer)")
    fields += descriptionTrailingFields
    return "<\(DebugFormat.className(of: self)): \(debugAddress); "
      + fields.joined(separator: "; ") + ">"
  }

  /// The view and its subviews, one per line, in the shape of UIKit's `recursiveDescription`:
  /// each level indented by `   | `.
  ///
  /// Past 64 levels the indentation stops growing and the line says its depth instead
  /// (`[depth 100] <UIView: …>`), so that a very deep tree prints in linear space.
  public func recursiveDescription() -> String {
    let maximumIndent = 64
    var lines: [String] = []
    var stack: [(view: UIView, depth: Int)] = [(self, 0)]
    while let (view, depth) = stack.popLast() {
      var line = String(repeating: "   | ", count: min(depth, maximumIndent))
      if depth > maximumIndent { line += "[depth \(depth)] " }
      lines.append(line + view.description)
      for subview in view.subviewStorage.reversed() { stack.append((subview, depth + 1)) }
    }
    return lines.joined(separator: "\n")
  }
}

extension UIView.AutoresizingMask {
  /// UIKit's abbreviation of the mask in descriptions: `LM+W+RM+TM+H+BM`.
  var debugName: String {
    let names: [(UIView.AutoresizingMask, String)] = [
      (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
      (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
    ]
    return names.filter { contains($0.0) }.map(\.1).joined(separator: "+")
  }
}
