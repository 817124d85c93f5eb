import ArgumentParser
import Foundation
import LayoutDocument
import LayoutSVG
import UIKitLayout

/// `uikit-layout render DOC…`: lays documents out and writes SVG pictures.
public struct RenderCommand: ParsableCommand {
  /// The subcommand's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Lay out layout documents and write SVG pictures.",
    discussion: """
      Writes one picture per size (NAME-SIZE.svg), or with --side-by-side one picture with every \
      size in a row (NAME.svg), into the output folder, and prints each path written. \
      --constraints overlays the document's constraints as Xcode draws them: I-bars across \
      views for sizes, lines across gaps with their constants, ticks where edges line up, dashed \
      when optional, the constraint the engine broke in red with a cross (and listed); \
      --safe-area tints the bands outside the root's safe area; --margins outlines each view's \
      layout margins; --ambiguous outlines views whose layout is ambiguous in red; \
      --whole-content adds, beside each screen, each table alone at its whole content. Output is \
      byte-for-byte the same for the same input. With several pictures to write, a progress line \
      per picture goes to standard error.

      Exit status: 0, or 2 when a document can't be read, the output can't be written (one \
      line naming the path and the reason), two pictures would get the same name, or a layout \
      is too large to draw.

      Example:
        uikit-layout render Examples/login-form.yaml --side-by-side --constraints -o out
        uikit-layout render Examples/login-form.yaml --constraints --safe-area --margins --png -o out
      """)

  /// The documents.
  @Argument(help: "Layout documents (YAML or JSON).") var documents: [String]
  /// Where to write.
  @Option(name: [.short, .customLong("output")], help: "The folder to write into (created if needed).")
  var output = "."
  /// All sizes in one picture.
  @Flag(help: "Put every size of a document side by side in one picture.") var sideBySide = false
  /// Constraint overlay.
  @Flag(help: "Overlay the constraints as Xcode draws them (sizes, gaps with their constants, alignments; dashed when optional, the broken one in red).")
  var constraints = false
  /// Safe-area overlay.
  @Flag(help: "Tint the bands outside the root's safe area.") var safeArea = false
  /// Margins overlay.
  @Flag(help: "Outline each view's layout margins.") var margins = false
  /// Ambiguity marks.
  @Flag(help: "Outline views with ambiguous layout.") var ambiguous = false
  /// Tables drawn whole.
  @Flag(help: "Draw each table's whole content too: the table alone, as wide as laid out and as tall as all its rows, beside the screen.")
  var wholeContent = false
  /// PNG instead of SVG.
  @Flag(help: "Write PNG pictures instead of SVG (one per size; text drawn as glyph outlines).")
  var png = false
  /// Pixels per point of PNG pictures.
  @Option(help: "Pixels per point of PNG pictures, 1 to 4 (default 2).") var scale = 2
  /// No progress.
  @Flag(help: "Don't print progress on standard error.") var quiet = false
  /// Devices and text sizes instead of the document's.
  @OptionGroup var variants: VariantOptions

  /// Creates the command.
  public init() {}

  /// Renders and writes.
  public func run() throws {
    if png && sideBySide {
      DocumentInput.printError("error: --png writes one picture per size; it does not go with --side-by-side")
      throw DocumentInput.unreadable
    }
    if !(1...4).contains(scale) {
      DocumentInput.printError("error: --scale: \(scale) is not 1, 2, 3 or 4")
      throw DocumentInput.unreadable
    }
    let pngScale: Int? = png ? scale : nil
    let output = output
    // The folder first: a render that cannot write says so before any layout work.
    try OutputFiles.reporting { () throws(OutputFiles.Failure) in try OutputFiles.prepareFolder(output) }
    let options = SVGRenderer.Options(
      showsConstraints: constraints, marksAmbiguity: ambiguous, showsSafeArea: safeArea, showsMargins: margins)
    let builder = documents.filter(InterfaceBuilderInput.handles)
    let loaded = try documents.filter { !InterfaceBuilderInput.handles($0) }.map {
      ($0, try variants.apply(to: DocumentInput.load($0)))
    }
    try Self.refuseCollisions(
      loaded.map { ($0.0, $0.1.variants.map { LayoutDocument.caption($0.size, $0.contentSize) }) },
      sideBySide: sideBySide)
    let total = sideBySide ? loaded.count : loaded.map(\.1.variants.count).reduce(0, +)
    var done = 0
    let (sideBySide, quiet, wholeContent, variantOptions) = (sideBySide, quiet, wholeContent, variants)
    for (path, document) in loaded {
      let files = try MainActor.assumeIsolated {
        try RenderCommand.pictures(
          document, path: path, options: options, sideBySide: sideBySide, wholeContent: wholeContent,
          png: pngScale
        ) { label in
          done += 1
          if total > 1 && !quiet { DocumentInput.printError("[\(done)/\(total)] \(label)") }
        }
      }
      try Self.write(files, to: output)
    }
    // Interface Builder files: a picture per nib top-level view or storyboard scene (named
    // after the part's root and its size), or all of them side by side.
    for path in builder {
      let files = try MainActor.assumeIsolated {
        let parts = try InterfaceBuilderInput.layOut(path, variants: variantOptions, quiet: quiet)
        let laidOut = parts.map(\.laidOut)
        let captions = laidOut.map { "\($0.entries.first?.name ?? "view") \($0.caption)" }
        try RenderCommand.refuseCollisions([(path, captions)], sideBySide: sideBySide)
        return try RenderCommand.draw(
          laidOut, path: path, title: URL(fileURLWithPath: path).lastPathComponent, options: options,
          sideBySide: sideBySide, wholeContent: wholeContent, captions: captions, png: pngScale
        ) { label in
          if !quiet { DocumentInput.printError(label) }
        }
      }
      try Self.write(files, to: output)
    }
  }

  private static func write(_ files: [(String, [UInt8])], to output: String) throws {
    for (name, bytes) in files {
      let path = URL(fileURLWithPath: output).appendingPathComponent(name).path
      try OutputFiles.reporting { () throws(OutputFiles.Failure) in try OutputFiles.write(bytes, to: path) }
      print(path)
    }
  }

  /// The pictures of one document as (file name, SVG) pairs; `progress` is told each one.
  @MainActor
  static func pictures(
    _ document: LayoutDocument, path: String, options: SVGRenderer.Options, sideBySide: Bool,
    wholeContent: Bool = false, png: Int? = nil, progress: (String) -> Void = { _ in }
  ) throws -> [(String, [UInt8])] {
    // Conflicts are reported by `check`; pictures don't repeat UIKit's log.
    let laidOut = try LayoutEnvironment.$logSink.withValue({ _ in }) { try DocumentInput.layOut(document) }
    return try draw(
      laidOut, path: path, title: document.title, options: options, sideBySide: sideBySide,
      wholeContent: wholeContent, png: png, progress: progress)
  }

  /// Pictures of laid-out trees: one per tree (`NAME-CAPTION.svg`), or all side by side
  /// (`NAME.svg`).
  @MainActor
  static func draw(
    _ laidOut: [LaidOutDocument], path: String, title: String?, options: SVGRenderer.Options,
    sideBySide: Bool, wholeContent: Bool = false, captions: [String]? = nil, png: Int? = nil,
    progress: (String) -> Void = { _ in }
  ) throws -> [(String, [UInt8])] {
    let base = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    let renderer = SVGRenderer(options: options)
    // The snapshots commit and display the trees, so they are taken in silence too. Each
    // size's pictures: the screen, then with --whole-content each table alone at its whole
    // content.
    let panels = try LayoutEnvironment.$logSink.withValue({ _ in }) {
      try refuseUndrawable(laidOut, path: path)
      return try laidOut.map { one in
        var snapshots = [snapshot(one, options)]
        guard wholeContent else { return snapshots }
        let tables = one.wholeContentTables()
        try refuseUndrawable(tables, path: path)
        for table in tables {
          snapshots.append(snapshot(table, options, caption: "\(one.caption): \(table.entries[0].name), whole content"))
        }
        return snapshots
      }
    }
    if sideBySide {
      progress("\(base): \(laidOut.count) sizes side by side")
      return [("\(base).svg", Array(renderer.renderSideBySide(panels.flatMap { $0 }, title: title ?? base).utf8))]
    }
    return zip(laidOut, panels).enumerated().map { index, pair in
      let (one, snapshots) = pair
      let caption = captions?[index] ?? one.caption
      progress("\(base) at \(caption)")
      if let png {
        // The screen only (a PNG is one picture).
        return ("\(base)-\(slug(caption)).png", PNGRenderer(scale: png, options: options).render(snapshots[0]))
      }
      let svg = snapshots.count == 1
        ? renderer.render(snapshots[0]) : renderer.renderSideBySide(snapshots, title: caption)
      return ("\(base)-\(slug(caption)).svg", Array(svg.utf8))
    }
  }

  /// A laid-out tree's snapshot with what `options` draws captured.
  @MainActor
  static func snapshot(_ laidOut: LaidOutDocument, _ options: SVGRenderer.Options, caption: String? = nil)
    -> LayoutSnapshot
  {
    DocumentInput.snapshot(
      laidOut, constraints: options.showsConstraints, ambiguity: options.marksAmbiguity,
      safeArea: options.showsSafeArea, margins: options.showsMargins, caption: caption)
  }

  /// Refuses a run in which two pictures would get the same file name (two documents with the
  /// same base name, or one document listing a size twice): one would silently replace the
  /// other. Checked before anything is laid out or written.
  static func refuseCollisions(_ documents: [(path: String, sizes: [String])], sideBySide: Bool) throws {
    var writer: [String: String] = [:]
    for (path, sizes) in documents {
      let base = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
      let names = sideBySide ? ["\(base).svg"] : sizes.map { "\(base)-\(slug($0)).svg" }
      for (name, size) in zip(names, sideBySide ? [""] : sizes) {
        guard let first = writer[name] else {
          writer[name] = path
          continue
        }
        DocumentInput.printError(
          first == path
            ? "\(path): error: the size '\(size)' is listed twice; both pictures would be \(name)"
            : "error: \(first) and \(path) would both write \(name); render them into different folders (-o)")
        throw DocumentInput.unreadable
      }
    }
  }

  /// The largest coordinate a picture draws (points): past it SVG numbers lose their
  /// hundredths, and a view so far out is a layout mistake, not something to draw.
  static let drawableLimit = 1e9

  /// Refuses to draw a layout whose frames fall outside ±``drawableLimit`` (chained
  /// multipliers can get there from legal numbers): an error, not a picture with a
  /// coordinate silently clamped.
  @MainActor
  static func refuseUndrawable(_ laidOut: [LaidOutDocument], path: String) throws {
    for one in laidOut {
      for entry in one.entries {
        let frame = entry.view.convert(entry.view.bounds, to: one.root)
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        guard values.allSatisfy({ $0.isFinite && abs($0) <= drawableLimit }) else {
          DocumentInput.printError(
            "\(path): error: at \(one.caption), '\(entry.name)' is laid out at (\(FrameTable.n(frame.minX)), \(FrameTable.n(frame.minY)), \(FrameTable.n(frame.width)), \(FrameTable.n(frame.height))), beyond what a "
              + "picture can draw (±\(Int(drawableLimit)) points); `frames` prints such layouts")
          throw DocumentInput.unreadable
        }
      }
    }
  }

  /// `iPhone 15 landscape` → `iphone-15-landscape`.
  static func slug(_ text: String) -> String {
    let words = text.lowercased().split { !($0.isLetter || $0.isNumber || $0 == ".") }
    return words.joined(separator: "-")
  }
}
