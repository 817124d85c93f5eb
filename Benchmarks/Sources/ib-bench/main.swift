// UIKitLayout: Interface Builder benchmark (not a timed test): read the large fixture nib
// (Tests/UIKitLayoutTests/Fixtures/InterfaceBuilder/large.xib, made by
// scripts/ib/make-large-xib.py), then read + build + lay it out, medians of runs.
// Run: swift build -c release --package-path Benchmarks --scratch-path Benchmarks/.build-al \
//        --product ib-bench && Benchmarks/.build-al/release/ib-bench
import Foundation
import UIKitLayout

@MainActor
func seconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Tests/UIKitLayoutTests/Fixtures/InterfaceBuilder/large.xib")
guard let data = FileManager.default.contents(atPath: path.path) else {
  FileHandle.standardError.write(Data("cannot read \(path.path)\n".utf8))
  exit(1)
}

MainActor.assumeIsolated {
  let runs = 21
  var read: [Double] = [], full: [Double] = []
  var views = 0, constraints = 0
  for _ in 0..<runs {
    read.append(seconds { _ = try? InterfaceBuilderFile(data: data, file: "large.xib") })
    full.append(
      seconds {
        guard let file = try? InterfaceBuilderFile(data: data, file: "large.xib") else { return }
        let instance = file.instantiate(owner: nil)
        for case let root as UIView in instance.topLevelObjects { root.layoutIfNeeded() }
        views = instance.views.count
        constraints = instance.constraints.count
      })
  }
  print(
    "large.xib (\(data.count / 1024) KB, \(views) views, \(constraints) constraints), medians of \(runs): "
      + String(format: "read %.1f ms, read + build + lay out %.1f ms", median(read) * 1000, median(full) * 1000))
}
