// UIKitLayout: layout documents.
import Foundation
import UIKitLayout
import Yams

// Stack views and the standard controls in documents: the keys each kind takes and how they
// are read (docs/layout-document.md).

extension DocumentLoader {
  /// Keys of the stack and control kinds.
  static let controlKindKeys: [String: [String]] = [
    "stack": [
      "axis", "distribution", "alignment", "spacing", "baselineRelative", "marginsRelative",
      "customSpacing",
    ],
    "switch": ["on"],
    "segmented": ["segments", "selected"],
    "slider": ["value"],
    "progress": ["progress", "style"],
    "activityIndicator": ["style", "animating"],
    "pageControl": ["pages", "currentPage"],
    "stepper": ["value"],
    "textField": ["text", "placeholder", "font", "borderStyle"],
    "textView": ["text", "font", "scrollEnabled"],
    "table": ["style", "cellStyle", "rowHeight", "contentOffset", "sections", "cell"],
    "collection": [
      "itemSize", "lineSpacing", "interitemSpacing", "sectionInset", "scrollDirection", "contentOffset", "sections",
      "cell",
    ],
  ]

  static let axes: [(String, NSLayoutConstraint.Axis)] = [("horizontal", .horizontal), ("vertical", .vertical)]
  static let distributions: [(String, UIStackView.Distribution)] = [
    ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
    ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
  ]
  static let stackAlignments: [(String, UIStackView.Alignment)] = [
    ("fill", .fill), ("leading", .leading), ("top", .top), ("firstBaseline", .firstBaseline),
    ("center", .center), ("trailing", .trailing), ("bottom", .bottom), ("lastBaseline", .lastBaseline),
  ]
  static let borderStyles: [(String, UITextField.BorderStyle)] = [
    ("none", .none), ("line", .line), ("bezel", .bezel), ("roundedRect", .roundedRect),
  ]

  /// The kind a stack or control node describes, from its entries; `nil` for other kinds.
  func stackOrControl(
    _ kind: String, _ entries: [(String, Node, Node)], name: String, font: FontSpec?, depth: Int
  ) -> ViewKind? {
    var values: [String: Node] = [:]
    for (key, _, value) in entries { values[key] = value }
    func field(_ key: String) -> String { "'\(key)' of '\(name)'" }
    func number(_ key: String, _ fallback: Double) -> Double {
      values[key].flatMap { reader.number($0, field(key)) } ?? fallback
    }
    func flag(_ key: String, _ fallback: Bool) -> Bool {
      values[key].flatMap { reader.bool($0, field(key)) } ?? fallback
    }
    func text(_ key: String) -> String? { values[key].flatMap { reader.string($0, field(key)) } }
    switch kind {
    case "stack": return .stack(stack(values, name: name))
    case "switch": return .control(.toggle(isOn: flag("on", false)))
    case "segmented":
      let segments = (values["segments"].flatMap { reader.sequence($0, field("segments")) } ?? [])
        .compactMap { reader.string($0, "a segment title") }
      let selected = values["selected"].flatMap {
        reader.integer($0, field("selected"), in: 0...max(segments.count - 1, 0))
      }
      return .control(.segmented(segments: segments, selected: selected))
    case "slider": return .control(.slider(value: number("value", 0)))
    case "progress":
      let bar = values["style"].flatMap { reader.choice($0, "progress style", [("default", false), ("bar", true)]) }
      return .control(.progress(value: number("progress", 0), bar: bar ?? false))
    case "activityIndicator":
      let large = values["style"].flatMap { reader.choice($0, "activity indicator style", [("medium", false), ("large", true)]) }
      return .control(.activityIndicator(large: large ?? false, animating: flag("animating", true)))
    case "pageControl":
      let pages = values["pages"].flatMap { reader.integer($0, field("pages"), in: 0...DocumentLimits.maxLines) } ?? 0
      let current = values["currentPage"].flatMap { reader.integer($0, field("currentPage"), in: 0...max(pages - 1, 0)) }
      return .control(.pageControl(pages: pages, current: current ?? 0))
    case "stepper": return .control(.stepper(value: number("value", 0)))
    case "textField":
      let border = values["borderStyle"].flatMap { reader.choice($0, "border style", Self.borderStyles) }
      return .control(
        .textField(text: text("text") ?? "", placeholder: text("placeholder"), font: font, border: border ?? .none))
    case "textView":
      return .control(.textView(text: text("text") ?? "", font: font, scrolls: flag("scrollEnabled", false)))
    case "table": return .control(.table(table(values, name: name, depth: depth)))
    case "collection": return .control(.collection(collection(values, name: name, depth: depth)))
    default: return nil
    }
  }

  private func stack(_ values: [String: Node], name: String) -> StackSpec {
    var spec = StackSpec()
    func field(_ key: String) -> String { "'\(key)' of '\(name)'" }
    if let node = values["axis"], let axis = reader.choice(node, "axis", Self.axes) { spec.axis = axis }
    if let node = values["distribution"], let value = reader.choice(node, "distribution", Self.distributions) {
      spec.distribution = value
    }
    if let node = values["alignment"], let value = reader.choice(node, "stack alignment", Self.stackAlignments) {
      spec.alignment = value
    }
    if let node = values["spacing"] {
      if node.scalar?.string == "system" {
        spec.spacing = Double(UIStackView.spacingUseSystem)
      } else if let value = reader.number(node, field("spacing") + " (a number or system)") {
        spec.spacing = value
      }
    }
    if let node = values["baselineRelative"] { spec.baselineRelative = reader.bool(node, field("baselineRelative")) ?? false }
    if let node = values["marginsRelative"] { spec.marginsRelative = reader.bool(node, field("marginsRelative")) ?? false }
    if let node = values["customSpacing"] {
      // `{viewName: spacing}`: the space after that arranged view.
      guard case .mapping(let mapping) = node else {
        reader.error(node, "expected {viewName: spacing} for \(field("customSpacing"))")
        return spec
      }
      for (keyNode, value) in mapping {
        guard let key = keyNode.scalar?.string else { continue }
        if let number = reader.number(value, "the custom spacing after '\(key)'") {
          spec.customSpacing.append((key, number, reader.location(keyNode)))
        }
      }
    }
    return spec
  }
}
