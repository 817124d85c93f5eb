import Foundation
import LayoutDocument
import UIKitLayout

/// The frames of one side of `diff`: per size, each named view's frame in its superview.
struct FrameSet {
  /// One size's views.
  struct Size {
    var caption: String
    var width, height: Double
    var views: [View]
  }

  /// One view.
  struct View {
    var name: String
    var frame: CGRect
    var isHidden: Bool
  }

  var sizes: [Size]

  /// From laid-out documents.
  @MainActor
  init(_ laidOut: [LaidOutDocument]) {
    sizes = laidOut.map { one in
      Size(
        caption: one.caption, width: Double(one.root.bounds.width), height: Double(one.root.bounds.height),
        views: one.entries.map { View(name: $0.name, frame: $0.view.frame, isHidden: $0.view.isHidden) })
    }
  }

  /// From `frames --json` output; `nil` when the text is not that.
  init?(framesJSON data: Data) {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let sizes = object["sizes"] as? [[String: Any]]
    else { return nil }
    var result: [Size] = []
    for size in sizes {
      guard let caption = size["size"] as? String, let width = size["width"] as? Double,
        let height = size["height"] as? Double, let views = size["views"] as? [[String: Any]]
      else { return nil }
      var list: [View] = []
      for view in views {
        guard let name = view["name"] as? String, let frame = view["frame"] as? [Double], frame.count == 4
        else { return nil }
        list.append(
          View(
            name: name, frame: CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]),
            isHidden: view["hidden"] as? Bool ?? false))
      }
      result.append(Size(caption: caption, width: width, height: height, views: list))
    }
    self.sizes = result
  }
}

/// What changed between two frame sets, as `diff` prints it.
@MainActor
enum FrameComparison {
  /// Frames closer than this (a hundredth of a point) are the same: `frames --json` keeps two
  /// decimals.
  static let tolerance = 0.01

  /// The report, and whether anything differs.
  static func report(_ old: FrameSet, _ new: FrameSet) -> (text: String, differs: Bool) {
    var out = ""
    var differs = false
    let newCaptions = Set(new.sizes.map(\.caption)), oldCaptions = Set(old.sizes.map(\.caption))
    for size in old.sizes where !newCaptions.contains(size.caption) {
      out += "== \(size.caption): only in the first\n"
      differs = true
    }
    for size in new.sizes where !oldCaptions.contains(size.caption) {
      out += "== \(size.caption): only in the second\n"
      differs = true
    }
    for before in old.sizes {
      guard let after = new.sizes.first(where: { $0.caption == before.caption }) else { continue }
      let (text, changed) = compare(before, after)
      out += text
      differs = differs || changed
    }
    return (out, differs)
  }

  /// One size: a row per view that moved, was resized, shown, hidden, added or removed.
  static func compare(_ before: FrameSet.Size, _ after: FrameSet.Size) -> (String, Bool) {
    var out = "== \(before.caption) (\(n(before.width))x\(n(before.height)))"
    if before.width != after.width || before.height != after.height {
      out += " → (\(n(after.width))x\(n(after.height)))"
    }
    out += "\n"
    var rows = [["view", "change", "before", "after", "by"]]
    let beforeViews = keyed(before.views), afterViews = keyed(after.views)
    let afterByName = Dictionary(afterViews.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    let beforeNames = Set(beforeViews.map(\.name))
    for view in beforeViews {
      guard let other = afterByName[view.name] else {
        rows.append([view.name, "removed", rect(view.frame), "", ""])
        continue
      }
      var kinds: [String] = []
      let a = view.frame, b = other.frame
      let moved = !same(a.minX, b.minX) || !same(a.minY, b.minY)
      let resized = !same(a.width, b.width) || !same(a.height, b.height)
      if moved { kinds.append("moved") }
      if resized { kinds.append("resized") }
      if view.isHidden != other.isHidden { kinds.append(other.isHidden ? "hidden" : "shown") }
      guard !kinds.isEmpty else { continue }
      var by: [String] = []
      if moved { by.append("(\(signed(b.minX - a.minX)), \(signed(b.minY - a.minY)))") }
      if resized { by.append("\(signed(b.width - a.width)) × \(signed(b.height - a.height))") }
      rows.append([view.name, kinds.joined(separator: ", "), rect(a), rect(b), by.joined(separator: ", ")])
    }
    for view in afterViews where !beforeNames.contains(view.name) {
      rows.append([view.name, "added", "", rect(view.frame), ""])
    }
    let changed = rows.count - 1
    if changed == 0 {
      out += "no view changed (\(before.views.count) views)\n"
    } else {
      out += align(rows)
      out += "\(changed) of \(beforeNames.union(afterViews.map(\.name)).count) views changed\n"
    }
    return (out, changed > 0 || before.width != after.width || before.height != after.height)
  }

  /// The views with names made unique by their order: a name's second view is `name#2` (the
  /// rows of a table made from one template share their names).
  static func keyed(_ views: [FrameSet.View]) -> [FrameSet.View] {
    var seen: [String: Int] = [:]
    return views.map { view in
      var view = view
      let count = (seen[view.name] ?? 0) + 1
      seen[view.name] = count
      if count > 1 { view.name += "#\(count)" }
      return view
    }
  }

  /// Columns padded to their widest cell, all left-aligned, trailing spaces trimmed.
  static func align(_ rows: [[String]]) -> String {
    let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      var line = ""
      for (column, cell) in row.enumerated() {
        line += cell + String(repeating: " ", count: widths[column] - cell.count + 2)
      }
      while line.hasSuffix(" ") { line.removeLast() }
      return line + "\n"
    }.joined()
  }

  static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(Double(a - b)) < tolerance }

  static func n(_ x: Double) -> String { DemoCommand.n(x) }

  static func signed(_ x: CGFloat) -> String { (x > 0 ? "+" : "") + FrameTable.n(x) }

  static func rect(_ r: CGRect) -> String { FrameTable.rect(r) }
}
