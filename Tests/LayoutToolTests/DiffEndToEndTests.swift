import Foundation
import Testing

/// `diff A B`: the views that moved or changed size between two layouts, and the picture of
/// where they differ.
@Suite struct DiffEndToEndTests {
  /// A 100 × 60 white screen with a red box at `box` and, if given, a blue badge.
  static func document(box: String, badge: String? = nil) throws -> URL {
    var text = """
      sizes: [100x60]
      root:
        name: root
        frame: [0, 0, 100, 60]
        background: white
        subviews:
          - {name: box, frame: \(box), background: systemRed}
      """
    if let badge { text += "\n    - {name: badge, frame: \(badge), background: systemBlue}" }
    return try ToolRunner.file("screen.yaml", text + "\n")
  }

  /// The rows of the report with the padding between columns reduced to " | ".
  static func rows(_ text: String) -> [String] {
    text.split(separator: "\n").map {
      $0.replacingOccurrences(of: #" {2,}"#, with: " | ", options: .regularExpression)
    }
  }

  @Test func movedResizedAndAddedViewsAreListed() throws {
    let a = try Self.document(box: "[10, 10, 30, 20]")
    let b = try Self.document(box: "[14, 10, 30, 24]", badge: "[80, 4, 16, 16]")
    let run = try ToolRunner.run(["diff", a.path, b.path])
    #expect(run.status == 1, "\(run.standardError)")
    #expect(
      Self.rows(run.standardOutput) == [
        "== 100x60 (100x60)",
        "view | change | before | after | by",
        "box | moved, resized | (10, 10, 30, 20) | (14, 10, 30, 24) | (+4, 0), 0 × +4",
        // The empty "before" cell is padding like the rest.
        "badge | added | (80, 4, 16, 16)",
        "2 of 3 views changed",
      ])
  }

  @Test func theSameLayoutDiffersInNothing() throws {
    let a = try Self.document(box: "[10, 10, 30, 20]")
    let run = try ToolRunner.run(["diff", a.path, a.path])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput == "== 100x60 (100x60)\nno view changed (2 views)\n")
  }

  @Test func aSavedRunComparesWithADocument() throws {
    let a = try Self.document(box: "[10, 10, 30, 20]")
    let frames = try ToolRunner.run(["frames", a.path, "--json"])
    #expect(frames.status == 0)
    let saved = try ToolRunner.file("before.json", frames.standardOutput)
    let b = try Self.document(box: "[10, 12, 30, 20]")
    let run = try ToolRunner.run(["diff", saved.path, b.path])
    #expect(run.status == 1)
    #expect(Self.rows(run.standardOutput).contains("box | moved | (10, 10, 30, 20) | (10, 12, 30, 20) | (0, +2)"))
    // A saved run has no pictures.
    let pictures = try ToolRunner.run(["diff", saved.path, b.path, "--pictures", ToolRunner.folder("d").path])
    #expect(pictures.status == 2)
    #expect(pictures.standardError.contains("--pictures needs two documents"))
  }

  @Test func thePictureMarksThePixelsThatChanged() throws {
    let a = try Self.document(box: "[10, 10, 30, 20]")
    let b = try Self.document(box: "[14, 10, 30, 24]")
    let output = ToolRunner.folder("diff")
    defer { try? FileManager.default.removeItem(at: output) }
    let run = try ToolRunner.run(["diff", a.path, b.path, "--pictures", output.path, "--scale", "1"])
    #expect(run.status == 1, "\(run.standardError)")
    // The boxes cover 600 and 720 pixels and share 26 × 20 = 520: 600 + 720 - 2 × 520 = 280
    // pixels differ, of 6 000; from the first box's left (10) to the second's right (43), and
    // from the top (10) to the second's bottom (33).
    let path = output.appendingPathComponent("100x60-diff.png").path
    #expect(
      run.standardOutput.hasSuffix(
        "\(path): 100x60: 280 of 6000 pixels differ (4.66 %), within x 10…43, y 10…33\n"))
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test func anUnreadableInputExitsTwo() throws {
    let a = try Self.document(box: "[10, 10, 30, 20]")
    let run = try ToolRunner.run(["diff", a.path, "/nonexistent/layout.yaml"])
    #expect(run.status == 2)
    #expect(!run.standardError.isEmpty)
  }
}
