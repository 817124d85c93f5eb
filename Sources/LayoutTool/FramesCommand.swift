import ArgumentParser
import Foundation
import LayoutDocument
import UIKitLayout

/// `uikit-layout frames DOC`: every view's frame at each of the document's sizes.
public struct FramesCommand: ParsableCommand {
  /// The subcommand's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "frames",
    abstract: "Print the frame of every view at each size of a layout document.",
    discussion: """
      Frames are in the superview's coordinates, as UIView.frame gives them, one table per size \
      (views indented under their superview). --json prints the same as JSON, with each frame \
      also in the root's coordinates. --size takes what the document's sizes: list takes \
      ("iPhone SE", "iPad both", "320x200").

      Exit status: 0, or 2 when the document can't be read or has no such size.

      Example:
        uikit-layout frames Examples/login-form.yaml
        uikit-layout frames Examples/login-form.yaml --size "iPhone SE portrait" --json
      """)

  /// The document.
  @Argument(help: "A layout document (YAML or JSON).") var document: String
  /// JSON instead of tables.
  @Flag(help: "Print JSON instead of aligned tables.") var json = false
  /// One size only.
  @Option(help: "Only this size, as the tables name it (e.g. \"iPhone 15 landscape\", \"320x200\").")
  var size: String?
  /// Devices and text sizes instead of the document's.
  @OptionGroup var variants: VariantOptions

  /// Creates the command.
  public init() {}

  /// Loads, lays out and prints.
  public func run() throws {
    let (path, size, json, variants) = (document, size, json, variants)
    let text = try MainActor.assumeIsolated {
      if InterfaceBuilderInput.handles(path) {
        let laidOut = try InterfaceBuilderInput.layOut(path, variants: variants).map(\.laidOut)
        return json ? FrameTable.json(laidOut) : FrameTable.text(laidOut)
      }
      let document = try variants.apply(to: DocumentInput.load(path))
      let laidOut = try DocumentInput.layOut(document, only: size)
      return json ? FrameTable.json(laidOut) : FrameTable.text(laidOut)
    }
    print(text, terminator: "")
  }
}

/// Frames as text tables and as JSON (both with stable order and number formatting).
@MainActor
enum FrameTable {
  static func text(_ sizes: [LaidOutDocument]) -> String {
    var out = ""
    for laidOut in sizes {
      let size = laidOut.root.bounds.size
      out += "== \(laidOut.caption) (\(n(size.width))x\(n(size.height)))\n"
      var rows = [["view", "x", "y", "width", "height", ""]]
      for entry in laidOut.entries {
        let f = entry.view.frame
        rows.append([
          String(repeating: "  ", count: entry.depth) + entry.name, n(f.minX), n(f.minY), n(f.width),
          n(f.height), entry.view.isHidden ? "hidden" : "",
        ])
      }
      out += align(rows)
      if laidOut !== sizes.last { out += "\n" }
    }
    return out
  }

  /// Columns padded to their widest cell: names left-aligned, numbers right-aligned.
  static func align(_ rows: [[String]]) -> String {
    let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { column, cell in
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 || column == row.count - 1 ? cell + pad : pad + cell
      }.joined(separator: "  ").replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression) + "\n"
    }.joined()
  }

  static func json(_ sizes: [LaidOutDocument]) -> String {
    var out = "{\n  \"sizes\": [\n"
    for (i, laidOut) in sizes.enumerated() {
      let size = laidOut.root.bounds.size
      out += "    {\n      \"size\": \(quote(laidOut.caption)),\n"
      out += "      \"width\": \(n(size.width)),\n      \"height\": \(n(size.height)),\n"
      out += "      \"views\": [\n"
      var names: [ObjectIdentifier: String] = [:]
      for entry in laidOut.entries { names[ObjectIdentifier(entry.view)] = entry.name }
      for (j, entry) in laidOut.entries.enumerated() {
        let f = entry.view.frame, r = laidOut.rootFrame(of: entry.view)
        out += "        {\"name\": \(quote(entry.name)), \"superview\": "
          + (entry.depth == 0 ? "null" : quote(superviewName(entry, names)))
          + ", \"frame\": [\(n(f.minX)), \(n(f.minY)), \(n(f.width)), \(n(f.height))]"
          + ", \"rootFrame\": [\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height))]"
          + ", \"hidden\": \(entry.view.isHidden)}"
          + (j == laidOut.entries.count - 1 ? "\n" : ",\n")
      }
      out += "      ]\n    }" + (i == sizes.count - 1 ? "\n" : ",\n")
    }
    return out + "  ]\n}\n"
  }

  /// The name of the nearest superview the document names: a cell template's view is in the
  /// cell's content view, which has no name of its own, so its superview is the cell.
  static func superviewName(_ entry: LaidOutDocument.Entry, _ names: [ObjectIdentifier: String]) -> String {
    var view = entry.view.superview
    while let current = view {
      if let name = names[ObjectIdentifier(current)] { return name }
      view = current.superview
    }
    return ""
  }

  static func quote(_ s: String) -> String {
    "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// At most two decimals, none when whole.
  static func n(_ x: CGFloat) -> String { DemoCommand.n(Double(x)) }

  /// `(x, y, width, height)`.
  static func rect(_ r: CGRect) -> String { "(\(n(r.minX)), \(n(r.minY)), \(n(r.width)), \(n(r.height)))" }
}
