// The libFuzzer target for layout documents: text → load → lay out → check → frames → SVG,
// every stage the tool runs on a user's file. Built with the fuzzer by Fuzz/run-documents.sh
// (`-DFUZZING`, libFuzzer supplies `main`); built plainly it replays files given as arguments,
// to reproduce a finding under a debugger.
import Foundation
import LayoutDocument
import LayoutSVG
@testable import LayoutTool
import UIKitLayout

/// One input: every failure must be a thrown, located error — never a trap, a hang or a leak.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDocument(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  MainActor.assumeIsolated {
    // Exceptions UIKit would raise (bad VFL, illegal constraints) are the document's errors.
    LayoutEnvironment.$exceptionHandler.withValue({ _ in }) {
      LayoutEnvironment.$logSink.withValue({ _ in }) {
        guard var document = try? LayoutDocument(text: text, file: "fuzz.yaml") else { return }
        document.sizes = Array(document.sizes.prefix(2))
        guard let laidOut = try? document.sizes.map({ try document.layOut(at: $0) }) else { return }
        _ = CheckCommand.report(laidOut, file: "fuzz.yaml")
        _ = FrameTable.text(laidOut)
        _ = FrameTable.json(laidOut)
        let renderer = SVGRenderer(options: .init(showsConstraints: true, marksAmbiguity: true))
        for one in laidOut {
          _ = renderer.render(DocumentInput.snapshot(one, constraints: true, ambiguity: true))
        }
      }
    }
  }
  return 0
}

#if !FUZZING
  /// Replays the files given as arguments through the fuzz target.
  @main struct DocFuzzReplay {
    static func main() {
      for path in CommandLine.arguments.dropFirst() {
        guard let data = FileManager.default.contents(atPath: path) else {
          FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
          continue
        }
        let bytes = [UInt8](data)
        _ = bytes.withUnsafeBufferPointer { buffer in
          fuzzDocument(buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!, buffer.count)
        }
        FileHandle.standardOutput.write(Data("ok \(path)\n".utf8))
      }
    }
  }
#endif
