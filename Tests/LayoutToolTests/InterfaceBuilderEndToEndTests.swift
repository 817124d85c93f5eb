import Foundation
import Testing

/// `.xib` and `.storyboard` files through the tool: frames, check with the comparison against
/// the frames Xcode stored, pictures, and located errors.
@Suite struct InterfaceBuilderEndToEndTests {
  static let fixtures = ToolRunner.repository.appendingPathComponent("Tests/UIKitLayoutTests/Fixtures/InterfaceBuilder")

  static func path(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

  @Test func checkComparesEveryViewWithTheFile() throws {
    for (name, counts) in [
      ("login.xib", ["Login Root (iPhone 15 portrait): 5 of 5"]),
      ("stack.xib", ["Stack Root (iPhone 15 portrait): 8 of 8"]),
      ("variations.xib", ["Player Root (iPhone 15 portrait): 3 of 3"]),
      ("card.xib", ["CrD-rt-V00 (320x200): 6 of 6"]),
      ("main.storyboard", ["HmV-rt-V00 (iPhone 15 portrait): 3 of 3", "DtV-rt-V00 (393x400): 2 of 2"]),
      ("large.xib", ["Grid Root (1050x3030): 600 of 600"]),
      ("controls.xib", ["Controls Root (iPhone 15 portrait): 10 of 10"]),
    ] {
      let run = try ToolRunner.run(["check", Self.path(name)])
      #expect(run.status == 0, "\(name): \(run.standardOutput)")
      for count in counts {
        #expect(run.standardOutput.contains("== \(count) views where the file puts them"), "\(name): \(run.standardOutput)")
      }
    }
  }

  @Test func framesOfAStoryboardScene() throws {
    let run = try ToolRunner.run(["frames", Self.path("main.storyboard")])
    #expect(run.status == 0, "\(run.standardError)")
    // The detail scene, freeform 393×400: the switch 20 from the trailing edge (322 = 393 − 20
    // − 51), centred on the label's 25 points at y 20: 20 + 12.5 − 15.5 = 17.
    #expect(run.standardOutput.contains("== 393x400 (393x400)"))
    #expect(run.standardOutput.contains("  Setting Switch  322  17     51      31"))
    // Unregistered custom classes are warnings naming the element.
    #expect(run.standardError.contains("main.storyboard:15:17: warning: unknown custom class 'HomeViewController'"))
  }

  @Test func variationsFollowTheSizeClass() throws {
    // Landscape on an iPhone 15 is compact height: the video's top constant becomes 0 and the
    // caption is pinned to the video's edges instead of the safe area's (59 + 16 = 75 in).
    let run = try ToolRunner.run(["frames", Self.path("variations.xib"), "--device", "iPhone 15", "--orientation", "landscape"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("  Video      75    0    352     198"))
    #expect(run.standardOutput.contains("  Caption    75  210    352      44"))
  }

  @Test func picturesAndErrors() throws {
    let output = ToolRunner.folder("ib-render")
    defer { try? FileManager.default.removeItem(at: output) }
    let run = try ToolRunner.run(["render", Self.path("main.storyboard"), "-o", output.path, "--quiet"])
    #expect(run.status == 0, "\(run.standardError)")
    let written = run.standardOutput.split(separator: "\n")
    #expect(written.count == 2)
    #expect(written.allSatisfy { $0.hasSuffix(".svg") })
    let broken = try ToolRunner.run(["check", Self.path("broken.xib")])
    #expect(broken.status == 2)
    #expect(broken.standardError.hasSuffix("broken.xib:28:9: error: </view> closes <subviews> opened at 15:13\n"))
  }
}
