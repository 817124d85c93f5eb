import Foundation
import Testing

@testable import LayoutTool

/// The demo's numbers, worked out by hand.
@MainActor
@Suite struct DemoCommandTests {
  @Test func autoresizingSharesTheChangeInProportion() throws {
    let text = DemoCommand.autoresizing()
    // Container 320 -> 300: the label's flexible left margin (0) and width (300) share the
    // -20 in proportion to their lengths: margin 0, width 300 - 20 = 280.
    #expect(text.contains("frame = (0 0; 300 200)"))
    #expect(text.contains("frame = (0 0; 280 100); autoresize = LM+W"))
    // One pass, top-down: the container, then the label whose size changed.
    let passes = text.components(separatedBy: "passes after the resize:\n")[1]
      .split(separator: "\n").map(String.init)
    #expect(passes.count == 2)
    #expect(passes.first?.contains("(0 0; 300 200)") == true)
    #expect(passes.last?.contains("(0 0; 280 100)") == true)
  }

  @Test func rotationSwapsTheRootBounds() {
    // iPhone 15 is 393x852 points; landscape swaps them, and a flexible-width banner follows.
    let text = DemoCommand.rotation()
    #expect(text.contains("portrait:  window 393x852, banner (0 0; 393 44)"))
    #expect(text.contains("landscape: window 852x393, banner (0 0; 852 44)"))
  }

  @Test func solvedRowSplitsTheWidthEvenly() throws {
    // 320 - 2*20 - 2*8 = 264 = 3 * 88; 480 - 56 = 424 = 3 * 141.33.
    let text = try DemoCommand.solverRow()
    #expect(text.contains("320: a x=20 w=88, b x=116 w=88, c x=212 w=88"))
    #expect(text.contains("480: a x=20 w=141.33, b x=169.33 w=141.33, c x=318.67 w=141.33"))
  }

  @Test func conflictListsOnlyTheMinimalSet() {
    // left == 20 forces width == 70 < 100; height == 44 plays no part.
    let text = DemoCommand.solverConflict()
    #expect(text.contains("rejected: left - 20 == 0 | required"))
    #expect(text.contains("  width - 100 >= 0 | required\n  width - left - 50 == 0 | required\n"))
    #expect(!text.contains("  height - 44"))
    // Rejected whole: the weak preference still sets width 120, and left = 120 - 50.
    #expect(text.contains("left = 70, width = 120"))
  }
}

/// The demo's stack-view document, its frames worked out by hand.
@MainActor
@Suite struct DemoStackDocumentTests {
  @Test func theStacksDocumentPlacesTheControls() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-stacks-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try DemoDocuments.run(writingTo: folder)
    let stacks = text.components(separatedBy: "== Document: stacks\n")[1]
      .components(separatedBy: "== Document:")[0]
    // The column is 320 − 2 × 20 = 280 wide. Its first row is the switch's 31 tall, the switch
    // at its trailing end (280 − 51), the label taking the rest; the buttons below (8 apart)
    // share 280 − 8 equally: 136 each.
    #expect(stacks.contains("  column           20    20    280"))
    #expect(stacks.contains("      wifiSwitch  229     0     51      31"))
    #expect(stacks.contains("      wifi          0"))
    #expect(stacks.contains("    buttons         0    39    280"))
    #expect(stacks.contains("      cancel        0     0    136"))
    #expect(stacks.contains("      save        144     0    136"))
  }
}
