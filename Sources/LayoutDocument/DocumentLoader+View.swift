// UIKitLayout: layout documents.
import Foundation
import UIKitLayout
import Yams

extension DocumentLoader {
  static let commonViewKeys = [
    "name", "kind", "frame", "background", "border", "borderWidth", "cornerRadius",
    "autoresizingMask", "translatesAutoresizingMaskIntoConstraints", "margins", "hugging",
    "compressionResistance", "hidden", "alpha", "semanticContentAttribute", "guides", "subviews",
  ]
  /// Keys only one kind of view takes.
  static let kindKeys: [String: [String]] = [
    "label": ["text", "font", "textColor", "numberOfLines", "textAlignment"],
    "image": ["image"],
    "scroll": ["contentSize"],
    "button": ["title", "font"],
  ]

  static let masks: [(String, UIView.AutoresizingMask)] = [
    ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
    ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
    ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
  ]

  static let semantics: [(String, UISemanticContentAttribute)] = [
    ("unspecified", .unspecified), ("playback", .playback), ("spatial", .spatial),
    ("forceLeftToRight", .forceLeftToRight), ("forceRightToLeft", .forceRightToLeft),
  ]

  static let alignments: [(String, NSTextAlignment)] = [
    ("natural", .natural), ("left", .left), ("center", .center), ("right", .right),
    ("justified", .justified),
  ]

  func view(_ node: Node, isRoot: Bool = false, depth: Int = 1) -> ViewSpec? {
    // YAML aliases can repeat a subtree any number of times (1 KB can name 2³⁰ views): count
    // views as they are read and stop at the limit, said once.
    reader.viewCount += 1
    guard reader.viewCount <= DocumentLimits.maxViews else {
      if reader.viewCount == DocumentLimits.maxViews + 1 {
        reader.error(node, "the document has more than \(DocumentLimits.maxViews) views (a YAML alias counts "
          + "each time it is used)")
      }
      return nil
    }
    guard depth <= DocumentLimits.maxDepth else {
      reader.error(node, "views nest more than \(DocumentLimits.maxDepth) deep")
      return nil
    }
    let kindName = node.mapping?["kind"]?.scalar?.string ?? "view"
    guard ViewKind.keywords.contains(kindName) else {
      reader.error(node.mapping?["kind"], "unknown kind '\(kindName)'; expected one of: \(ViewKind.keywords.joined(separator: ", "))")
      return nil
    }
    let what = "a \(kindName)"
    let allowed = Self.commonViewKeys + (Self.kindKeys[kindName] ?? Self.controlKindKeys[kindName] ?? [])
    guard let entries = reader.mapping(node, what, allowed: allowed) else { return nil }
    guard let nameNode = node.mapping?["name"], let name = reader.string(nameNode, "'name'") else {
      if node.mapping?["name"] == nil { reader.error(node, "\(what) needs a 'name'") }
      return nil
    }
    if let problem = Self.nameProblem(name) { reader.error(nameNode, problem) }
    var spec = ViewSpec(name: name, location: reader.location(node))
    var label = LabelSpec(text: ""), image: (Double, Double) = (0, 0), content: (Double, Double) = (0, 0)
    var title = "", font: FontSpec?
    for (key, _, value) in entries {
      let field = "'\(key)' of '\(name)'"
      switch key {
      case "frame": spec.frame = rect(value, field)
      case "background": spec.backgroundColor = color(value, field)
      case "border": spec.borderColor = color(value, field)
      case "borderWidth": spec.borderWidth = reader.number(value, field)
      case "cornerRadius": spec.cornerRadius = reader.number(value, field)
      case "autoresizingMask":
        for item in reader.sequence(value, field) ?? [] {
          if let mask = reader.choice(item, "autoresizing mask", Self.masks) { spec.autoresizingMask.insert(mask) }
        }
      case "translatesAutoresizingMaskIntoConstraints":
        spec.translatesAutoresizingMaskIntoConstraints = reader.bool(value, field)
      case "margins": spec.margins = margins(value, field)
      case "hugging": spec.hugging = priorities(value, field)
      case "compressionResistance": spec.compressionResistance = priorities(value, field)
      case "hidden": spec.isHidden = reader.bool(value, field) ?? false
      case "alpha": spec.alpha = reader.number(value, field) ?? 1
      case "semanticContentAttribute":
        spec.semanticContentAttribute = reader.choice(value, "semantic content attribute", Self.semantics)
      case "guides":
        spec.guides = (reader.sequence(value, field) ?? []).compactMap { reader.string($0, "a guide name") }
      case "subviews":
        spec.subviews = (reader.sequence(value, field) ?? []).compactMap { view($0, depth: depth + 1) }
      case "text": label.text = reader.string(value, field) ?? ""
      case "font": font = self.font(value, field)
      case "textColor": label.textColor = color(value, field)
      case "numberOfLines": label.numberOfLines = reader.integer(value, field, in: 0...DocumentLimits.maxLines) ?? 1
      case "textAlignment": label.textAlignment = reader.choice(value, "text alignment", Self.alignments) ?? .natural
      case "image":
        let size = self.size(value, field)
        image = (Double(size?.width ?? 0), Double(size?.height ?? 0))
      case "contentSize":
        let size = self.size(value, field)
        content = (Double(size?.width ?? 0), Double(size?.height ?? 0))
      case "title": title = reader.string(value, field) ?? ""
      default: break
      }
    }
    label.font = font
    switch kindName {
    case "label": spec.kind = .label(label)
    case "image": spec.kind = .image(width: image.0, height: image.1)
    case "scroll": spec.kind = .scroll(contentWidth: content.0, contentHeight: content.1)
    case "button": spec.kind = .button(title: title, font: font)
    default: spec.kind = stackOrControl(kindName, entries, name: name, font: font, depth: depth) ?? .view
    }
    if case .stack(let stack) = spec.kind {
      // Custom spacings name arranged views: the stack's subviews.
      for entry in stack.customSpacing where !spec.subviews.contains(where: { $0.name == entry.name }) {
        reader.error(at: entry.location, "'\(entry.name)' is not an arranged subview of the stack '\(name)'")
      }
    }
    return spec
  }

  /// Why a view or guide name can never be referenced by an equation or a visual format
  /// (both name items with identifiers), or `nil`.
  static func nameProblem(_ name: String) -> String? {
    guard let first = name.first else { return "a name cannot be empty" }
    let legal = (first.isLetter || first == "_") && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    return legal
      ? nil
      : "the name '\(name)' can never be referenced: use letters, digits and '_', starting with a letter or '_'"
  }

  // MARK: - Values

  /// `[x, y, width, height]` or `{x:, y:, width:, height:}`.
  func rect(_ node: Node, _ what: String) -> CGRect? {
    let numbers: [Double]
    if case .sequence = node {
      let items = reader.sequence(node, what) ?? []
      numbers = items.compactMap { reader.length($0, what) }
      if numbers.count != items.count { return nil }  // said where
    } else {
      guard let entries = reader.mapping(node, what, allowed: ["x", "y", "width", "height"]) else { return nil }
      let values = Dictionary(entries.map { ($0.0, $0.2) }, uniquingKeysWith: { a, _ in a })
      numbers = ["x", "y", "width", "height"].compactMap { values[$0].flatMap { reader.length($0, what) } }
      if numbers.count != values.count { return nil }  // said where
    }
    guard numbers.count == 4 else {
      reader.error(node, "expected [x, y, width, height] for \(what)")
      return nil
    }
    return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// `[width, height]` or `{width:, height:}`.
  func size(_ node: Node, _ what: String) -> CGSize? {
    var numbers: [Double] = []
    if case .sequence = node {
      let items = reader.sequence(node, what) ?? []
      numbers = items.compactMap { reader.length($0, what, nonNegative: true) }
      if numbers.count != items.count { return nil }  // said where
    } else if let entries = reader.mapping(node, what, allowed: ["width", "height"]) {
      let values = Dictionary(entries.map { ($0.0, $0.2) }, uniquingKeysWith: { a, _ in a })
      numbers = ["width", "height"].compactMap { values[$0].flatMap { reader.length($0, what, nonNegative: true) } }
      if numbers.count != values.count { return nil }  // said where
    }
    guard numbers.count == 2 else {
      reader.error(node, "expected [width, height] for \(what)")
      return nil
    }
    return CGSize(width: numbers[0], height: numbers[1])
  }

  func color(_ node: Node, _ what: String) -> DocumentColor? {
    guard let text = reader.string(node, what) else { return nil }
    guard let color = DocumentColor(text) else {
      reader.error(node, "expected a colour (#RRGGBB, #RRGGBBAA or a name such as systemBlue) for \(what), found '\(text)'")
      return nil
    }
    return color
  }

  /// `17`, `{size: 17, weight: bold}`, `{name: Inter-Bold, size: 15}`, `{textStyle: body}`.
  func font(_ node: Node, _ what: String) -> FontSpec? {
    if case .scalar = node { return reader.length(node, what, nonNegative: true).map { FontSpec(size: $0) } }
    guard let entries = reader.mapping(node, what, allowed: ["size", "weight", "name", "textStyle"])
    else { return nil }
    var font = FontSpec(size: 17)
    for (key, _, value) in entries {
      switch key {
      case "size": font.size = reader.length(value, what, nonNegative: true) ?? 17
      case "weight":
        if let weight = reader.choice(value, "font weight", FontSpec.weights.map { ($0.0, $0.0) }) {
          font.weight = weight
        }
      case "textStyle":
        font.textStyle = reader.choice(value, "text style", FontSpec.textStyles.map { ($0.0, $0.0) })
      case "name":
        guard let name = reader.string(value, "a font name") else { break }
        if FontSpec.isRegistered(name) {
          font.name = name
        } else {
          let known = UIFont.familyNames.dropFirst().flatMap(UIFont.fontNames(forFamilyName:))
          reader.error(
            value,
            "unknown font '\(name)'; list its file under 'fonts:' (registered: "
              + (known.isEmpty ? "none" : known.joined(separator: ", ")) + ")")
        }
      default: break
      }
    }
    return font
  }

  /// A number for all four, or `{top, left, bottom, right}` / `{top, leading, bottom, trailing}`.
  func margins(_ node: Node, _ what: String) -> MarginsSpec? {
    if case .scalar = node {
      guard let all = reader.number(node, what) else { return nil }
      return .directional(top: all, leading: all, bottom: all, trailing: all)
    }
    let keys = ["top", "left", "bottom", "right", "leading", "trailing"]
    guard let entries = reader.mapping(node, what, allowed: keys) else { return nil }
    var values: [String: Double] = [:]
    for (key, _, value) in entries { values[key] = reader.number(value, what) }
    let isAbsolute = values["left"] != nil || values["right"] != nil
    if isAbsolute, values["leading"] != nil || values["trailing"] != nil {
      reader.error(node, "margins are either left/right or leading/trailing, not both")
      return nil
    }
    let t = values["top"] ?? 8, b = values["bottom"] ?? 8
    return isAbsolute
      ? .absolute(top: t, left: values["left"] ?? 8, bottom: b, right: values["right"] ?? 8)
      : .directional(top: t, leading: values["leading"] ?? 8, bottom: b, trailing: values["trailing"] ?? 8)
  }

  /// `{horizontal: 251, vertical: 750}` (numbers or priority names).
  func priorities(_ node: Node, _ what: String) -> AxisPriorities {
    var result = AxisPriorities()
    for (key, _, value) in reader.mapping(node, what, allowed: ["horizontal", "vertical"]) ?? [] {
      var priority: Float?
      if let name = value.scalar?.string, let named = ConstraintEquation.priorities.first(where: { $0.0 == name }) {
        priority = named.1
      } else if let number = reader.number(value, what) {
        // As in equations: a layout priority is 1…1000 (UIKit raises outside that range).
        if number >= 1 && number <= 1000 {
          priority = Float(number)
        } else {
          reader.error(value, "a priority must be 1…1000 (or a name such as defaultHigh), found \(value.scalar?.string ?? "")")
        }
      }
      if key == "horizontal" { result.horizontal = priority } else { result.vertical = priority }
    }
    return result
  }
}
