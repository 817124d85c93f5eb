import ArgumentParser
import Foundation
import LayoutDocument
import LayoutSVG
import UIKitLayout

/// Loading documents for the commands: diagnostics go to standard error and end the command
/// with exit status 2 ("unreadable input"), the same for every command.
enum DocumentInput {
  /// Exit status for input that could not be read or understood.
  static let unreadable = ExitCode(2)

  static func load(_ path: String) throws -> LayoutDocument {
    do {
      return try LayoutDocument.load(contentsOf: URL(fileURLWithPath: path))
    } catch {
      printError(error.description)
      throw unreadable
    }
  }

  /// Lays the document out at every size and text size (or the size `--size` picks).
  /// - Parameter progress: Told each layout before it is made (index from 1, count, caption).
  @MainActor
  static func layOut(
    _ document: LayoutDocument, only: String? = nil, progress: (Int, Int, String) -> Void = { _, _, _ in }
  ) throws -> [LaidOutDocument] {
    var variants = document.variants
    if let only {
      // The spellings `sizes:` takes (`iPhone SE` is `iPhone SE portrait`, `iPad both` two).
      let (wanted, problem) = LayoutSize.parse(only)
      if let problem {
        printError("error: --size: \(problem)")
        throw unreadable
      }
      variants = variants.filter { wanted.contains($0.size) }
      if variants.isEmpty {
        printError(
          "\(document.file): error: no size '\(only)'; the document's sizes: "
            + document.sizes.map(\.description).joined(separator: ", "))
        throw unreadable
      }
    }
    do {
      return try variants.enumerated().map { index, variant in
        progress(index + 1, variants.count, LayoutDocument.caption(variant.size, variant.contentSize))
        return try document.layOut(at: variant.size, contentSize: variant.contentSize)
      }
    } catch {
      printError("\(error)")
      throw unreadable
    }
  }

  static func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// A snapshot of a laid-out document: drawn by its views (the loader set their colours),
  /// named by the document. With `constraints`, its constraints as overlay marks, each
  /// described by the equation the document wrote, the broken ones marked; `safeArea` and
  /// `margins` record what those overlays draw.
  @MainActor
  static func snapshot(
    _ laidOut: LaidOutDocument, constraints: Bool, ambiguity: Bool, safeArea: Bool = false,
    margins: Bool = false, caption: String? = nil
  ) -> LayoutSnapshot {
    var names: [ObjectIdentifier: String] = [:]
    for entry in laidOut.entries { names[ObjectIdentifier(entry.view)] = entry.name }
    var sources: [ObjectIdentifier: String] = [:]
    if constraints {
      for written in laidOut.constraints { sources[ObjectIdentifier(written.constraint)] = written.source }
    }
    let options = LayoutSnapshot.CaptureOptions(
      caption: caption ?? laidOut.caption,
      name: { names[ObjectIdentifier($0)] },
      constraints: constraints ? laidOut.constraints.map(\.constraint) : [],
      brokenConstraints: constraints ? laidOut.brokenConstraints.map(\.constraint) : [],
      describe: { sources[ObjectIdentifier($0)] },
      marksAmbiguity: ambiguity, capturesSafeArea: safeArea, capturesMargins: margins)
    return LayoutSnapshot.capture(laidOut.root, options: options)
  }
}
