// UIKitLayout: layout documents.
import Foundation
import UIKitLayout

// A table's whole content, as snapshot-testing libraries draw a scroll view's: the same table
// made again from its spec, alone (no window), as wide as it was laid out and as tall as all its rows, scrolled
// to its top, so every row has a cell. Growing the table in place would fight the screen's
// constraints, which put it back at its solved frame at the next layout.

extension LaidOutDocument {
  /// Each of the document's tables laid out alone at its whole content, in tree order: its
  /// entries are the table (the root) and its cells and their views, named as in the screen
  /// (`list[0.12].title`).
  public func wholeContentTables() -> [LaidOutDocument] {
    TextEnvironment.$systemFontFamily.withValue(document.systemFontFamily) { makeWholeContentTables() }
  }

  private func makeWholeContentTables() -> [LaidOutDocument] {
    entries.compactMap { entry in
      guard let shown = entry.view as? DocumentTableView,
        let table = ViewFactory.make(entry.spec, defaultFrame: .zero) as? DocumentTableView
      else { return nil }
      table.metrics = shown.metrics
      // The same text size as the screen's.
      if let contentSize { table.traitOverrides.preferredContentSizeCategory = contentSize }
      table.showWholeContent(width: shown.bounds.width)
      let root = LaidOutDocument.Entry(name: entry.name, view: table, spec: entry.spec, depth: 0)
      let (cells, constraints) = TreeMaker.cellEntries(of: root)
      return LaidOutDocument(
        document: document,
        size: .explicit(width: Double(table.bounds.width), height: Double(table.bounds.height)),
        contentSize: contentSize, window: nil, root: table, entries: [root] + cells, guides: [:], constraints: constraints, log: [])
    }
  }
}

extension DocumentTableView {
  /// Lays this table (a new one, alone: a root) out `width` wide and as tall as its whole
  /// content, from the top. Rows measured as they are shown can change the content's height:
  /// it grows until every row has been shown (a few rounds), then takes the content's height
  /// exactly.
  func showWholeContent(width: CGFloat) {
    translatesAutoresizingMaskIntoConstraints = true
    contentOffset = .zero
    frame = CGRect(x: 0, y: 0, width: width, height: 1)
    for _ in 0..<8 {
      layoutIfNeeded()
      guard contentSize.height > bounds.height else { break }
      frame.size.height = contentSize.height
    }
    layoutIfNeeded()
    if contentSize.height > 0 { frame.size.height = contentSize.height }
    layoutIfNeeded()
  }
}
