import Foundation
import LayoutDocument
import UIKitLayout

/// `.xib` and `.storyboard` files for the commands: laid out part by part (a nib's top-level
/// views, a storyboard's scenes), warnings on standard error, unreadable files exit 2.
enum InterfaceBuilderInput {
  /// Whether `path` names an Interface Builder file.
  static func handles(_ path: String) -> Bool {
    ["xib", "storyboard"].contains(URL(fileURLWithPath: path).pathExtension.lowercased())
  }

  /// Every part at every size and text size asked for (the file's own device by default).
  @MainActor
  static func layOut(
    _ path: String, variants: VariantOptions, quiet: Bool = false
  ) throws -> [InterfaceBuilderLayout.Part] {
    var sizes: [LayoutSize?] = try variants.sizes() ?? [nil]
    // A file that varies by size class is also laid out where its variations apply: its
    // device turned to landscape (compact height on phones; regular width on the large ones).
    if sizes == [nil], let file = try? InterfaceBuilderFile(contentsOf: URL(fileURLWithPath: path)),
      file.hasSizeClassVariations, let device = file.device, device.idiom == .phone
    {
      sizes.append(.device(device, file.orientation.isLandscape ? .portrait : .landscape))
    }
    let categories: [UIContentSizeCategory?] = try variants.contentSizes() ?? [nil]
    var parts: [InterfaceBuilderLayout.Part] = []
    var warned = false
    for size in sizes {
      for category in categories {
        let layout: InterfaceBuilderLayout
        do {
          layout = try LayoutEnvironment.$logSink.withValue({ _ in }) {
            try InterfaceBuilderLayout(contentsOf: URL(fileURLWithPath: path), size: size, contentSize: category)
          }
        } catch let error as InterfaceBuilderDiagnostic {
          DocumentInput.printError("\(path):\(error.line):\(error.column): error: \(error.message)")
          throw DocumentInput.unreadable
        }
        // The warnings are the file's: said once, not per size.
        if !warned && !quiet {
          for warning in layout.warnings {
            DocumentInput.printError("\(path):\(warning.line):\(warning.column): warning: \(warning.message)")
          }
          warned = true
        }
        parts += layout.parts
      }
    }
    return parts
  }

  /// How the laid-out frames compare with the ones Xcode stored, part by part.
  @MainActor
  static func fidelity(_ parts: [InterfaceBuilderLayout.Part], file: String) -> String {
    var out = ""
    for part in parts where part.checked > 0 {
      let matching = part.checked - part.mismatches.count
      out += "== \(part.laidOut.entries.first?.name ?? "view") (\(part.laidOut.caption)): "
        + "\(matching) of \(part.checked) views where the file puts them\n"
      for mismatch in part.mismatches {
        out += "\(file):\(mismatch.location.line):\(mismatch.location.column): '\(mismatch.name)' is laid out at "
          + "\(FrameTable.rect(mismatch.laidOut)); the file says \(FrameTable.rect(mismatch.file))\n"
      }
    }
    return out
  }
}
