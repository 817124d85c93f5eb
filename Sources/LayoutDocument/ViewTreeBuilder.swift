// UIKitLayout: layout documents.
import Foundation
import UIKitLayout

extension LayoutDocument {
  /// Builds the document's views and constraints and lays them out at `size`.
  ///
  /// The tree is built at the root's designed frame (its `frame`, else the first size), then
  /// the root takes `size`, so autoresizing masks see the change as UIKit would: in a window
  /// of a device profile (safe area included) for device sizes, as a plain view otherwise.
  ///
  /// - Throws: ``DocumentError`` for constraints UIKit refuses (it would raise), and for VFL
  ///   strings that fail; conflicts are not errors (they are in ``LaidOutDocument/log``).
  ///
  /// `contentSize` sets the Dynamic Type size (the root's `traitOverrides`): labels with text
  /// style fonts follow it. The document's `systemFont:` family measures system fonts.
  @MainActor
  public func layOut(
    at size: LayoutSize, contentSize: UIContentSizeCategory? = nil
  ) throws(DocumentError) -> LaidOutDocument {
    let collector = Collector()
    collector.file = file
    let result = LayoutEnvironment.$exceptionHandler.withValue({ collector.raised($0) }) {
      LayoutEnvironment.$logSink.withValue({ collector.logged($0) }) {
        TextEnvironment.$systemFontFamily.withValue(systemFontFamily) {
          build(at: size, contentSize: contentSize, collector: collector)
        }
      }
    }
    if !collector.diagnostics.isEmpty { throw DocumentError(collector.diagnostics) }
    return result!
  }

  @MainActor
  private func build(
    at size: LayoutSize, contentSize: UIContentSizeCategory?, collector: Collector
  ) -> LaidOutDocument? {
    let design = root.frame ?? CGRect(origin: .zero, size: sizes.first?.size ?? size.size)
    var tree = TreeMaker()
    // The text size is set on the root before its subviews are made, so text style fonts
    // are made at that size and every label measures once.
    let traits = contentSize.map { UITraitCollection(preferredContentSizeCategory: $0) } ?? UITraitCollection()
    var made: UIView?
    traits.performAsCurrent { made = tree.make(root, depth: 0, frame: design, contentSize: contentSize) }
    guard let rootView = made else { return nil }
    rootView.translatesAutoresizingMaskIntoConstraints = true
    let views = Dictionary(tree.entries.map { ($0.name, $0.view) }, uniquingKeysWith: { a, _ in a })

    let writer = ConstraintWriter(
      metrics: metrics, current: { collector.current = $0 },
      failed: { spec, error in collector.failed(spec, error) })
    let written = writer.write(constraints, visualFormats, views: views) { path in
      if path.count == 1 { return builtInGuide(path[0], of: rootView) ?? views[path[0]] ?? tree.guides[path[0]] }
      return views[path[0]].flatMap { builtInGuide(path[1], of: $0) }
    }
    // A table's cell template is tried once here, where its refusals can name their lines:
    // every cell made from it later is made the same way.
    for entry in tree.entries {
      if let table = entry.view as? DocumentTableView {
        table.metrics = metrics
        table.tryTemplate(writer)
      } else if let collection = entry.view as? DocumentCollectionView {
        collection.metrics = metrics
        collection.tryTemplate(writer)
      }
    }
    guard collector.diagnostics.isEmpty else { return nil }

    let window = size.present(rootView)
    let (entries, cellConstraints) = tree.entriesWithCells()
    return LaidOutDocument(
      document: self, size: size, contentSize: contentSize, window: window, root: rootView, entries: entries,
      guides: tree.guides, constraints: written + cellConstraints, log: collector.log)
  }
}

/// Builds views from specs, recording each with its name and depth, and the custom guides.
@MainActor
struct TreeMaker {
  /// Every view made, in tree order.
  var entries: [LaidOutDocument.Entry] = []
  /// Custom guides by name.
  var guides: [String: UILayoutGuide] = [:]

  /// The view of `spec` and its subtree; `frame` when the spec gives none.
  mutating func make(
    _ spec: ViewSpec, depth: Int, frame: CGRect = .zero, contentSize: UIContentSizeCategory? = nil
  ) -> UIView {
    let view = ViewFactory.make(spec, defaultFrame: frame)
    if let contentSize { view.traitOverrides.preferredContentSizeCategory = contentSize }
    entries.append(.init(name: spec.name, view: view, spec: spec, depth: depth))
    for name in spec.guides {
      let guide = UILayoutGuide()
      guide.identifier = name
      view.addLayoutGuide(guide)
      guides[name] = guide
    }
    if let stack = view as? UIStackView, case .stack(let arrangement) = spec.kind {
      // A stack's subviews are its arranged subviews.
      var arranged: [String: UIView] = [:]
      for child in spec.subviews {
        let made = make(child, depth: depth + 1)
        stack.addArrangedSubview(made)
        arranged[child.name] = made
      }
      for entry in arrangement.customSpacing {
        if let view = arranged[entry.name] { stack.setCustomSpacing(CGFloat(entry.spacing), after: view) }
      }
    } else {
      for child in spec.subviews { view.addSubview(make(child, depth: depth + 1)) }
    }
    return view
  }

  /// The entries with each document table's visible cells after the table, in row order: the
  /// cell as `table[section.row]` and a template's views as `table[section.row].name`; and
  /// the constraints of those cells' templates.
  func entriesWithCells() -> ([LaidOutDocument.Entry], [LaidOutDocument.WrittenConstraint]) {
    var result: [LaidOutDocument.Entry] = []
    var constraints: [LaidOutDocument.WrittenConstraint] = []
    for entry in entries {
      result.append(entry)
      let (cells, written) = Self.cellEntries(of: entry)
      result += cells
      constraints += written
    }
    return (result, constraints)
  }

  /// A document table's or collection view's visible cells as entries after its own (none for
  /// another view), and the constraints of those made from a template.
  static func cellEntries(
    of table: LaidOutDocument.Entry
  ) -> ([LaidOutDocument.Entry], [LaidOutDocument.WrittenConstraint]) {
    let cells: [(IndexPath, UIView, TemplateContent?)]
    if let view = table.view as? DocumentTableView {
      cells = zip(view.indexPathsForVisibleRows ?? [], view.visibleCells).map { ($0, $1, ($1 as? TemplateCell)?.content) }
    } else if let view = table.view as? DocumentCollectionView {
      // In item order (a collection view keeps its cells in the order they were placed).
      cells = view.indexPathsForVisibleItems.sorted().compactMap { indexPath in
        view.cellForItem(at: indexPath).map { (indexPath, $0, ($0 as? TemplateCollectionCell)?.content) }
      }
    } else {
      return ([], [])
    }
    var result: [LaidOutDocument.Entry] = []
    var constraints: [LaidOutDocument.WrittenConstraint] = []
    for (indexPath, cell, content) in cells {
      let name = "\(table.name)[\(indexPath.section).\(indexPath[1])]"
      var spec = ViewSpec(name: name, location: table.spec.location)
      spec.translatesAutoresizingMaskIntoConstraints = true
      result.append(.init(name: name, view: cell, spec: spec, depth: table.depth + 1))
      constraints += content?.written ?? []
      for part in content?.parts ?? [] {
        var named = part.spec
        named.name = "\(name).\(part.spec.name)"
        result.append(.init(name: named.name, view: part.view, spec: named, depth: table.depth + 1 + part.depth))
      }
    }
    return (result, constraints)
  }
}

/// Makes and activates the constraints a document or a cell template writes: its equations,
/// then its visual formats.
@MainActor
struct ConstraintWriter {
  /// Named numbers the equations and formats may use.
  let metrics: [String: Double]
  /// Told the equation being made (what UIKit raises is about it), then `nil`.
  var current: (ConstraintSpec?) -> Void = { _ in }
  /// Told a visual format that failed, and why.
  var failed: (VisualFormatSpec, VisualFormatFailure) -> Void = { _, _ in }

  /// Writes `constraints` over the items `item` finds by path and `formats` over `views`.
  func write(
    _ constraints: [ConstraintSpec], _ formats: [VisualFormatSpec], views: [String: UIView],
    item: ([String]) -> AnyObject?
  ) -> [LaidOutDocument.WrittenConstraint] {
    var written: [LaidOutDocument.WrittenConstraint] = []
    for spec in constraints {
      guard let equation = try? ConstraintEquation(parsing: spec.text, metrics: metrics),
        let first = item(equation.first.item)
      else { continue }
      let second = equation.second.flatMap { item($0.item) }
      current(spec)
      let constraint = NSLayoutConstraint(
        item: first, attribute: equation.first.attribute, relatedBy: equation.relation,
        toItem: second, attribute: equation.second?.attribute ?? .notAnAttribute,
        multiplier: CGFloat(equation.multiplier), constant: CGFloat(equation.constant))
      constraint.priority = UILayoutPriority(equation.priority)
      constraint.identifier = spec.text
      constraint.isActive = true
      current(nil)
      written.append(.init(constraint: constraint, source: spec.text, location: spec.location))
    }
    for spec in formats {
      do {
        let made = try visualFormatConstraints(spec.format, metrics: metrics, views: views)
        for constraint in made { constraint.identifier = spec.format }
        NSLayoutConstraint.activate(made)
        written += made.map { .init(constraint: $0, source: spec.format, location: spec.location) }
      } catch {
        failed(spec, error)
      }
    }
    return written
  }
}

/// The guide documents call `name` (`margins`, `safeArea`, `readable`) of `view`.
@MainActor
func builtInGuide(_ name: String, of view: UIView) -> UILayoutGuide? {
  switch name {
  case "margins": view.layoutMarginsGuide
  case "safeArea": view.safeAreaLayoutGuide
  case "readable": view.readableContentGuide
  default: nil
  }
}

/// Collects what UIKit raises and logs while a document is built (the environment's handlers
/// are `@Sendable`, so the collector locks).
private final class Collector: @unchecked Sendable {
  private let lock = NSLock()
  var diagnostics: [DocumentDiagnostic] = []
  var log: [LogMessage] = []
  var current: ConstraintSpec?
  var file = ""

  func raised(_ exception: RaisedException) {
    lock.withLock {
      let location = current?.location ?? .unknown
      diagnostics.append(
        DocumentDiagnostic(
          file: file, line: location.line, column: location.column,
          message: "UIKit refuses this constraint: \(exception.reason)",
          notes: current.map { caret($0.text, 0) } ?? []))
    }
  }

  func logged(_ message: LogMessage) { lock.withLock { log.append(message) } }

  /// A visual format that failed, with a caret under the place.
  func failed(_ spec: VisualFormatSpec, _ error: VisualFormatFailure) {
    var location = spec.location
    location.column += error.offset ?? 0
    let diagnostic = DocumentDiagnostic(
      file: file, line: location.line, column: location.column, message: error.message,
      notes: error.offset.map { caret(spec.format, $0) } ?? [])
    lock.withLock { diagnostics.append(diagnostic) }
  }
}
