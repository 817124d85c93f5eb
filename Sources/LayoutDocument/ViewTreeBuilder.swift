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
  @MainActor
  public func layOut(at size: LayoutSize) throws(DocumentError) -> LaidOutDocument {
    let collector = Collector()
    collector.file = file
    let result = LayoutEnvironment.$exceptionHandler.withValue({ collector.raised($0) }) {
      LayoutEnvironment.$logSink.withValue({ collector.logged($0) }) {
        build(at: size, collector: collector)
      }
    }
    if !collector.diagnostics.isEmpty { throw DocumentError(collector.diagnostics) }
    return result!
  }

  @MainActor
  private func build(at size: LayoutSize, collector: Collector) -> LaidOutDocument? {
    var entries: [LaidOutDocument.Entry] = []
    var guides: [String: UILayoutGuide] = [:]
    let design = root.frame ?? CGRect(origin: .zero, size: sizes.first?.size ?? size.size)
    func make(_ spec: ViewSpec, depth: Int) -> UIView {
      let view = ViewFactory.make(spec, defaultFrame: depth == 0 ? design : .zero)
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
    let rootView = make(root, depth: 0)
    rootView.translatesAutoresizingMaskIntoConstraints = true
    let views = Dictionary(entries.map { ($0.name, $0.view) }, uniquingKeysWith: { a, _ in a })

    var written: [LaidOutDocument.WrittenConstraint] = []
    for spec in constraints {
      guard let equation = try? ConstraintEquation(parsing: spec.text, metrics: metrics) else { continue }
      func item(_ path: [String]) -> AnyObject? {
        if path.count == 1 {
          return builtInGuide(path[0], of: rootView) ?? views[path[0]] ?? guides[path[0]]
        }
        return views[path[0]].flatMap { builtInGuide(path[1], of: $0) }
      }
      guard let first = item(equation.first.item) else { continue }
      let second = equation.second.flatMap { item($0.item) }
      collector.current = spec
      let constraint = NSLayoutConstraint(
        item: first, attribute: equation.first.attribute, relatedBy: equation.relation,
        toItem: second, attribute: equation.second?.attribute ?? .notAnAttribute,
        multiplier: CGFloat(equation.multiplier), constant: CGFloat(equation.constant))
      constraint.priority = UILayoutPriority(equation.priority)
      constraint.identifier = spec.text
      constraint.isActive = true
      collector.current = nil
      written.append(.init(constraint: constraint, source: spec.text, location: spec.location))
    }
    for spec in visualFormats {
      do {
        let made = try visualFormatConstraints(spec.format, metrics: metrics, views: views)
        for constraint in made { constraint.identifier = spec.format }
        NSLayoutConstraint.activate(made)
        written += made.map { .init(constraint: $0, source: spec.format, location: spec.location) }
      } catch {
        var location = spec.location
        location.column += error.offset ?? 0
        collector.diagnostics.append(
          DocumentDiagnostic(
            file: file, line: location.line, column: location.column, message: error.message,
            notes: error.offset.map { caret(spec.format, $0) } ?? []))
      }
    }
    guard collector.diagnostics.isEmpty else { return nil }

    var window: UIWindow?
    switch size {
    case .device(let profile, let orientation):
      let made = UIWindow(screen: UIScreen(profile: profile))
      if orientation == .landscape { made.rotate(to: .landscapeRight) }
      let controller = UIViewController()
      controller.view = rootView
      made.rootViewController = controller
      made.makeKeyAndVisible()
      made.layoutIfNeeded()
      window = made
    case .explicit:
      rootView.frame = CGRect(origin: .zero, size: size.size)
      rootView.layoutIfNeeded()
    }
    return LaidOutDocument(
      document: self, size: size, window: window, root: rootView, entries: entries, guides: guides,
      constraints: written, log: collector.log)
  }
}

/// The guide documents call `name` (`margins`, `safeArea`, `readable`) of `view`.
@MainActor
private func builtInGuide(_ name: String, of view: UIView) -> UILayoutGuide? {
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
}
