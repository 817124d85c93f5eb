import ArgumentParser
import Foundation
import LayoutDocument
import LayoutSVG
import UIKitLayout

/// `uikit-layout diff A B`: which views moved or changed size between two layouts, and a
/// picture of where they differ.
public struct DiffCommand: ParsableCommand {
  /// The subcommand's name and help.
  public static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two layouts: which views moved or changed size, and by how much.",
    discussion: """
      A and B are layout documents, Interface Builder files, or the output of `frames --json` \
      (two runs of the same document, say before and after a change). Views are matched by \
      name, sizes by caption; for each size in both, a row per view that moved, was resized, \
      shown, hidden, added or removed, with its frame in its superview before and after. \
      --pictures draws both layouts as PNG (documents only) and writes, per size, a picture of \
      where they differ: the first layout faded, the differing pixels in magenta.

      Exit status: 0 when nothing differs, 1 when something does, 2 when an input can't be \
      read or a picture can't be written.

      Example:
        uikit-layout frames Examples/login-form.yaml --json > before.json
        uikit-layout diff before.json Examples/login-form.yaml --pictures diff-out
      """)

  /// The first layout.
  @Argument(help: "The first layout: a document, a .xib/.storyboard, or `frames --json` output.")
  var first: String
  /// The second layout.
  @Argument(help: "The second layout, of the same kinds.") var second: String
  /// One size only.
  @Option(help: "Only this size of layout documents, as they name it (\"iPhone 15 landscape\", \"320x200\").")
  var size: String?
  /// Where difference pictures go.
  @Option(help: "Draw both layouts and write a picture of where they differ, per size, into this folder.")
  var pictures: String?
  /// Pixels per point.
  @Option(help: "Pixels per point of the pictures, 1 to 4 (default 2).") var scale = 2
  /// Devices and text sizes instead of the documents' own.
  @OptionGroup var variants: VariantOptions

  /// Creates the command.
  public init() {}

  /// Compares and prints.
  public func run() throws {
    let (first, second, size, pictures, scale, variants) = (first, second, size, pictures, scale, variants)
    guard (1...4).contains(scale) else {
      DocumentInput.printError("error: --scale must be 1 to 4")
      throw DocumentInput.unreadable
    }
    let differs = try MainActor.assumeIsolated {
      let a = try Side(path: first, size: size, variants: variants)
      let b = try Side(path: second, size: size, variants: variants)
      let (text, framesDiffer) = FrameComparison.report(a.frames, b.frames)
      print(text, terminator: "")
      guard let pictures else { return framesDiffer }
      guard let aPictures = a.pictures(scale: scale), let bPictures = b.pictures(scale: scale) else {
        DocumentInput.printError("error: --pictures needs two documents; `frames --json` output has no pictures")
        throw DocumentInput.unreadable
      }
      var picturesDiffer = false
      try OutputFiles.reporting { () throws(OutputFiles.Failure) in try OutputFiles.prepareFolder(pictures) }
      for (caption, png) in aPictures {
        guard let other = bPictures.first(where: { $0.0 == caption })?.1 else { continue }
        let diff = PixelDiff(old: try Self.decoded(png), new: try Self.decoded(other))
        let path = URL(fileURLWithPath: pictures)
          .appendingPathComponent("\(RenderCommand.slug(caption))-diff.png").path
        try OutputFiles.reporting { () throws(OutputFiles.Failure) in try OutputFiles.write(diff.png, to: path) }
        print("\(path): \(caption): \(diff.summary)")
        picturesDiffer = picturesDiffer || diff.differingPixels > 0
      }
      return framesDiffer || picturesDiffer
    }
    if differs { throw ExitCode(1) }
  }

  /// Our own pictures always decode; a failure here is a bug, reported as unreadable input.
  private static func decoded(_ png: [UInt8]) throws -> PNGDecoder.Image {
    do { return try PNGDecoder.decode(png) } catch {
      DocumentInput.printError("error: a picture could not be read back: \(error)")
      throw DocumentInput.unreadable
    }
  }

  /// One input, laid out.
  @MainActor
  struct Side {
    let frames: FrameSet
    let laidOut: [LaidOutDocument]?

    init(path: String, size: String?, variants: VariantOptions) throws {
      if InterfaceBuilderInput.handles(path) {
        let parts = try InterfaceBuilderInput.layOut(path, variants: variants, quiet: true).map(\.laidOut)
        laidOut = parts
        frames = FrameSet(parts)
        return
      }
      if path.lowercased().hasSuffix(".json"), let data = FileManager.default.contents(atPath: path),
        let frames = FrameSet(framesJSON: data)
      {
        self.frames = frames
        laidOut = nil
        return
      }
      let document = try variants.apply(to: DocumentInput.load(path))
      let laidOut = try LayoutEnvironment.$logSink.withValue({ _ in }) {
        try DocumentInput.layOut(document, only: size)
      }
      self.laidOut = laidOut
      frames = FrameSet(laidOut)
    }

    /// Each size's PNG, by caption; `nil` for frames read from JSON.
    func pictures(scale: Int) -> [(String, [UInt8])]? {
      guard let laidOut else { return nil }
      return LayoutEnvironment.$logSink.withValue({ _ in }) {
        laidOut.map { one in
          let snapshot = DocumentInput.snapshot(one, constraints: false, ambiguity: false)
          return (one.caption, PNGRenderer(scale: scale).render(snapshot))
        }
      }
    }
  }
}
