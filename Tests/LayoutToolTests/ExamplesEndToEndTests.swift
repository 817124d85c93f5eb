import Foundation
import Testing

/// The checked-in examples: their SVGs (golden files, re-recorded with RECORD_SNAPSHOTS=1
/// and reviewed by eye) and frames worked out by hand.
@Suite struct ExamplesEndToEndTests {
  static let names = [
    "login-form", "feed-cell", "settings-list", "ipad-two-column", "rtl-form", "settings-screen",
    "settings-table", "inbox-table", "dynamic-type",
  ]

  @Test(arguments: names) func svgMatchesTheCheckedInPicture(name: String) throws {
    let folder = ToolRunner.folder("render")
    let document = ToolRunner.examples.appendingPathComponent("\(name).yaml").path
    let run = try ToolRunner.run(["render", document, "--side-by-side", "-o", folder.path])
    #expect(run.status == 0, "\(run.standardError)")
    let actual = try String(contentsOf: folder.appendingPathComponent("\(name).svg"), encoding: .utf8)
    #expect(isWellFormedXML(actual))
    let golden = ToolRunner.examples.appendingPathComponent("\(name).svg")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
      try Data(actual.utf8).write(to: golden)
      Issue.record("re-recorded \(golden.path); review it and run again without RECORD_SNAPSHOTS")
      return
    }
    #expect(actual == (try String(contentsOf: golden, encoding: .utf8)), "\(name).svg differs")
  }

  @Test(arguments: names) func examplesAreClean(name: String) throws {
    let run = try ToolRunner.run(["check", ToolRunner.examples.appendingPathComponent("\(name).yaml").path])
    #expect(run.status == 0, "\(run.standardOutput)")
  }

  @Test func dynamicTypeFramesByHand() throws {
    let path = ToolRunner.examples.appendingPathComponent("dynamic-type.yaml").path
    let run = try ToolRunner.run(["frames", path, "--json"])
    #expect(run.status == 0, "\(run.standardError)")
    // At AX3 title2 is 44 points, body 40, footnote 33. A DejaVu line is 2384/2048 em:
    // 51.22, 46.56 and 38.41 points, rounded up to the iPhone SE's half points: the sender
    // 51.5, six lines of body 279.375 → 279.5, the time 38.5. The card stacks them inside its
    // 16-point margins with 8 between: 16 + 51.5 + 8 + 279.5 + 8 + 38.5 + 16 = 417.5, 36 down
    // (20 of safe area + 16).
    let ax3 = try #require(run.standardOutput.components(separatedBy: "\"size\": \"iPhone SE portrait, text AX3\"").last)
    #expect(ax3.contains(#"{"name": "card", "superview": "screen", "frame": [16, 36, 343, 417.5]"#))
    #expect(ax3.contains(#"{"name": "body", "superview": "card", "frame": [16, 75.5, 311, 279.5]"#))
    #expect(ax3.contains(#"{"name": "time", "superview": "card", "frame": [16, 363, "#))
  }

  @Test func loginFormFramesByHand() throws {
    let path = ToolRunner.examples.appendingPathComponent("login-form.yaml").path
    let run = try ToolRunner.run(["frames", path, "--size", "iPhone SE portrait"])
    #expect(run.status == 0)
    // iPhone SE: safe area y 20…667 (647 tall). The card is 40 narrower than 375 (335, under
    // the 360 cap); its form stack fills the card's margins (16 at the sides: 303 wide) and is
    // 28 + 20 + 44 + 12 (the custom spacing after the email field) + 44 + 20 + 44 = 212 tall,
    // so the card is 212 + 40 = 252 tall, centred: y = 20 + 323.5 − 126. The stack fills its
    // width with every row (alignment .fill).
    #expect(run.standardOutput == """
      == iPhone SE portrait (375x667)
      view             x      y  width  height
      screen           0      0    375     667
        card          20  217.5    335     252
          form        16     20    303     212
            title      0      0    303      28
            email      0     48    303      44
            password   0    104    303      44
            signIn     0    168    303      44

      """)
  }

  @Test func settingsScreenFramesByHand() throws {
    let path = ToolRunner.examples.appendingPathComponent("settings-screen.yaml").path
    let run = try ToolRunner.run(["frames", path, "--json", "--size", "iPhone 15 portrait"])
    #expect(run.status == 0)
    // The form starts 16 below the safe area (59). Rows: the search field (34, the rounded
    // style's height for 17-point text) with 6 above and below: 46; 24 of custom spacing; the
    // switch row 31 + 12 = 43 at 70, the switch 16 from the trailing edge (393 − 16 − 51).
    #expect(run.standardOutput.contains(#""name": "form", "superview": "screen", "frame": [0, 75, 393, 349]"#))
    #expect(run.standardOutput.contains(#""name": "search", "superview": "searchRow", "frame": [16, 6, 361, 34]"#))
    #expect(run.standardOutput.contains(#""name": "wifiRow", "superview": "form", "frame": [0, 70, 393, 43]"#))
    #expect(run.standardOutput.contains(#""name": "wifiSwitch", "superview": "wifiRow", "frame": [326, 6, 51, 31]"#))
    // The stepper (94 × 32) with 6 above and below, 1 below the segmented row (32 + 16 at 114).
    #expect(run.standardOutput.contains(#""name": "copiesRow", "superview": "form", "frame": [0, 163, 393, 44]"#))
    #expect(run.standardOutput.contains(#""name": "copiesStepper", "superview": "copiesRow", "frame": [283, 6, 94, 32]"#))
    // The slider row is 30 + 16; the page control (18 × 4 + 20 = 92 wide, but the column
    // fills it) closes the column: 46 + 24 + 43 + 1 + 48 + 1 + 44 + 1 + 46 + 24 + 44 + 1 + 26.
    #expect(run.standardOutput.contains(#""name": "pages", "superview": "form", "frame": [0, 323, 393, 26]"#))
  }

  @Test func rtlFormPutsLeadingOnTheRight() throws {
    let path = ToolRunner.examples.appendingPathComponent("rtl-form.yaml").path
    let run = try ToolRunner.run(["frames", path, "--json"])
    // Right to left, leading is the right edge: 393 - 16 margin = 377, minus the 80 width.
    #expect(run.standardOutput.contains(#""name": "nameLabel", "superview": "screen", "frame": [297, 83, 80, 20]"#))
    // The field runs from 12 left of the label (285) to the trailing margin (16): 269 wide.
    #expect(run.standardOutput.contains(#""name": "nameField", "superview": "screen", "frame": [16, 75, 269, 36]"#))
  }

  @Test func batchRendersReportProgressOnStandardError() throws {
    let folder = ToolRunner.folder("render")
    let path = ToolRunner.examples.appendingPathComponent("login-form.yaml").path
    let run = try ToolRunner.run(["render", path, "--constraints", "-o", folder.path])
    #expect(run.status == 0)
    #expect(run.standardError == """
      [1/3] login-form at iPhone SE portrait
      [2/3] login-form at iPhone 15 portrait
      [3/3] login-form at iPhone 15 landscape

      """)
    #expect(run.standardOutput.contains("login-form-iphone-15-landscape.svg"))
  }
}

/// `check` reports a tie between equal priorities as ambiguity (UIKit: equal-priority
/// competing optional constraints leave the layout ambiguous).
@Suite struct EqualPriorityTieTests {
  static let document = """
    sizes: [200x200]
    root:
      name: root
      frame: [0, 0, 200, 200]
      subviews:
        - {name: title, kind: label, text: Hello, font: 15, translatesAutoresizingMaskIntoConstraints: false}
        - {name: box, kind: view, translatesAutoresizingMaskIntoConstraints: false}
    constraints:
      - title.leading == root.leading
      - title.top == root.top
      - box.leading == root.leading
      - box.width == 10
      - box.height == 10
      - box.top >= root.top + 100
      - box.top == title.bottom @ PRIORITY
    """

  @Test func aPullAtTheLabelsHuggingPriorityIsAmbiguous() throws {
    // Growing the label by d costs 250·d of hugging and saves 250·d on the box's pull: a tie.
    let file = try ToolRunner.file("tie.yaml", Self.document.replacingOccurrences(of: "PRIORITY", with: "250"))
    let run = try ToolRunner.run(["check", file.path])
    #expect(run.status == 1)
    #expect(run.standardOutput.contains("ambiguous: \(file.path):"))
    #expect(run.standardOutput.contains(": title (free: "))
  }

  @Test func oneStepBelowTheHuggingPriorityIsClean() throws {
    let file = try ToolRunner.file("tie.yaml", Self.document.replacingOccurrences(of: "PRIORITY", with: "249"))
    let run = try ToolRunner.run(["check", file.path])
    #expect(run.status == 0, "\(run.standardOutput)")
  }
}
