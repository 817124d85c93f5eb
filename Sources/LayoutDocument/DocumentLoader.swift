// UIKitLayout: layout documents.
import Foundation
import UIKitLayout
import Yams

/// Turns a composed YAML tree into a ``LayoutDocument`` (the format: docs/layout-document.md).
struct DocumentLoader {
  let reader: NodeReader

  func document(_ node: Node, file: String) -> LayoutDocument? {
    guard let entries = reader.mapping(node, "the document", allowed: LayoutDocument.topLevelKeys)
    else { return nil }
    var title: String?, sizes: [LayoutSize] = [], root: ViewSpec?, metrics: [String: Double] = [:]
    var constraintNodes: [Node] = [], vflNodes: [Node] = []
    var fontFiles: [String] = [], registeredFamilies: [String] = []
    var systemFont: (String, Node)?, contentSizes: [UIContentSizeCategory] = []
    // Fonts first: a label's font may name one.
    if let fonts = entries.first(where: { $0.0 == "fonts" })?.2 {
      (fontFiles, registeredFamilies) = self.fonts(fonts, file: file)
    }
    for (key, _, value) in entries {
      switch key {
      case "fonts": break
      case "systemFont": if let family = reader.string(value, "'systemFont'") { systemFont = (family, value) }
      case "contentSize": contentSizes = self.contentSizes(value)
      case "title": title = reader.string(value, "'title'")
      case "sizes": sizes = self.sizes(value)
      case "root": root = view(value, isRoot: true)
      case "metrics":
        for (name, _, number) in reader.mapping(value, "'metrics'", allowed: metricNames(value)) ?? [] {
          // A bad metric is reported here once; its uses see a placeholder rather than
          // repeating "unknown metric" (the document is refused either way).
          metrics[name] = reader.length(number, "metric '\(name)'") ?? 0
        }
      case "constraints": constraintNodes = reader.sequence(value, "'constraints'") ?? []
      case "vfl": vflNodes = reader.sequence(value, "'vfl'") ?? []
      default: break
      }
    }
    guard let root else {
      if reader.diagnostics.isEmpty { reader.error(node, "missing 'root': the document needs a root view") }
      return nil
    }
    if sizes.isEmpty, !entries.contains(where: { $0.0 == "sizes" }) {
      guard let frame = root.frame else {
        // A root 'frame' that was wrong has been reported already.
        let hasFrame = entries.first { $0.0 == "root" }?.2.mapping?.keys.contains { $0.scalar?.string == "frame" } ?? false
        if !hasFrame { reader.error(node, "missing 'sizes' (and the root has no 'frame' to lay out at)") }
        return nil
      }
      sizes = [.explicit(width: frame.width, height: frame.height)]
    }
    // Past the view limit the tree is cut short: checking its names would only repeat itself.
    if reader.viewCount > DocumentLimits.maxViews { return nil }
    if constraintNodes.count + vflNodes.count > DocumentLimits.maxConstraints {
      reader.error(node, "the document has more than \(DocumentLimits.maxConstraints) constraints and visual formats")
      return nil
    }
    var document = LayoutDocument(title: title, sizes: sizes, root: root, metrics: metrics, file: file)
    document.fontFiles = fontFiles
    document.contentSizes = contentSizes
    if let (family, node) = systemFont {
      if family == "DejaVu Sans" || registeredFamilies.contains(family) {
        document.systemFontFamily = family == "DejaVu Sans" ? nil : family
      } else {
        reader.error(
          node,
          "unknown font family '\(family)' for 'systemFont'; the document's fonts have: "
            + (registeredFamilies.isEmpty ? "none" : registeredFamilies.joined(separator: ", ")))
      }
    }
    let names = NameTable(document: document, reader: reader)
    for item in constraintNodes {
      guard let text = reader.string(item, "a constraint") else { continue }
      let spec = ConstraintSpec(text, location: reader.textLocation(item))
      names.check(spec, metrics: metrics)
      document.constraints.append(spec)
    }
    for item in vflNodes {
      guard let text = reader.string(item, "a visual format") else { continue }
      document.visualFormats.append(VisualFormatSpec(text, location: reader.textLocation(item)))
    }
    // Cell templates' names are their own; their equations are checked once the metrics are read.
    for view in document.allViews {
      let template: CellTemplateSpec?
      switch view.kind {
      case .control(.table(let table)): template = table.cell
      case .control(.collection(let collection)): template = collection.cell
      default: template = nil
      }
      guard let template else { continue }
      let names = NameTable(template: template, reader: reader)
      for spec in template.constraints { names.check(spec, metrics: metrics) }
    }
    // Every size was wrong (and said so): nothing to lay out.
    return sizes.isEmpty ? nil : document
  }

  /// `fonts:`: font files (paths relative to the document), each registered as it is read;
  /// returns their paths and the families they hold.
  private func fonts(_ node: Node, file: String) -> ([String], [String]) {
    var paths: [String] = [], families: [String] = []
    let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    for item in reader.sequence(node, "'fonts'") ?? [] {
      guard let path = reader.string(item, "a font file") else { continue }
      let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
      do {
        let names = try UIFont.register(fileAt: url)
        paths.append(url.path)
        for name in names {
          if let family = UIFont(name: name, size: 1)?.familyName, !families.contains(family) {
            families.append(family)
          }
        }
      } catch let error as FontFileError {
        reader.error(item, "cannot load the font '\(path)': \(error)")
      } catch {
        reader.error(item, "cannot load the font '\(path)'")
      }
    }
    return (paths, families)
  }

  /// `contentSize:`: one Dynamic Type size (`XXL`, `AX3`, `large`, …) or a list of them.
  private func contentSizes(_ node: Node) -> [UIContentSizeCategory] {
    let items = node.sequence.map(Array.init) ?? [node]
    return items.compactMap { item in
      guard let name = reader.string(item, "a content size") else { return nil }
      guard let category = UIContentSizeCategory(name: name), category != .unspecified else {
        reader.error(
          item,
          "unknown content size '\(name)'; expected one of "
            + UIContentSizeCategory.allSpecified.map(\.shortName).joined(separator: ", "))
        return nil
      }
      return category
    }
  }

  /// Metric names are the user's own: every key is allowed.
  private func metricNames(_ node: Node) -> [String] {
    node.mapping?.keys.compactMap { $0.scalar?.string } ?? []
  }

  // MARK: - Sizes

  /// `sizes:` entries: `iPhone 15`, `iPhone 15 landscape`, `iPad both`, `320x200`,
  /// `{device:, orientation:}` or `{width:, height:}`.
  func sizes(_ node: Node) -> [LayoutSize] {
    var result: [LayoutSize] = []
    for item in reader.sequence(node, "'sizes'") ?? [] {
      if case .scalar = item, let text = reader.string(item, "a size") {
        result += size(text, item)
      } else if let entries = reader.mapping(item, "a size", allowed: ["device", "orientation", "width", "height"]) {
        var device: String?, orientation = "portrait", width: Double?, height: Double?
        for (key, _, value) in entries {
          switch key {
          case "device": device = reader.string(value, "'device'")
          case "orientation": orientation = reader.string(value, "'orientation'") ?? orientation
          case "width": width = reader.length(value, "'width'", nonNegative: true)
          case "height": height = reader.length(value, "'height'", nonNegative: true)
          default: break
          }
        }
        if let device {
          result += size("\(device) \(orientation)", item)
        } else if let width, let height {
          result.append(.explicit(width: width, height: height))
        } else {
          reader.error(item, "a size needs 'device' (and 'orientation') or 'width' and 'height'")
        }
      }
    }
    return result
  }

  private func size(_ text: String, _ node: Node) -> [LayoutSize] {
    let (sizes, problem) = LayoutSize.parse(text)
    if let problem { reader.error(node, problem) }
    return sizes
  }
}
