import LayoutDocument
import Testing
import UIKitLayout

@Suite struct DocumentLoadingTests {
  func diagnostics(_ text: String) -> [DocumentDiagnostic] {
    do {
      _ = try LayoutDocument(text: text, file: "t.yaml")
      return []
    } catch { return error.diagnostics }
  }

  @Test func unknownKeyNamesTheKeyItsPlaceAndTheAllowedKeys() {
    let d = diagnostics("""
      sizes: [320x200]
      root:
        name: root
        colour: red
      """)
    #expect(d.count == 1)
    #expect(d.first?.line == 4 && d.first?.column == 3)
    #expect(d.first?.message.hasPrefix("unknown key 'colour' in a view; expected one of: name, kind, frame") == true)
    #expect(d.first?.description.hasPrefix("t.yaml:4:3: error: unknown key 'colour'") == true)
  }

  @Test func badYAMLIsReportedAtItsMark() {
    let d = diagnostics("root: [unclosed\nsizes: x\n")
    #expect(d.count == 1)
    #expect(d.first?.message.hasPrefix("invalid YAML") == true)
    #expect((d.first?.line ?? 0) >= 1)
  }

  @Test func unknownViewInAConstraintGetsACaret() {
    let d = diagnostics("""
      sizes: [320x200]
      root:
        name: root
        subviews: [{name: a}]
      constraints:
        - a.left == b.left
      """)
    // `a.left == b.left` starts at column 5 of line 6; `b` is 10 characters in.
    #expect(d.first?.line == 6 && d.first?.column == 15)
    #expect(d.first?.message.hasPrefix("unknown view or guide 'b'") == true)
    #expect(d.first?.notes == ["    a.left == b.left", "              ^"])
  }

  @Test func everyProblemIsCollected() {
    let d = diagnostics("""
      sizes: [Galaxy S9]
      root:
        name: root
        alpha: lots
        subviews: [{name: root}]
      """)
    // The unknown device, the bad alpha, then the second 'root'.
    #expect(d.map(\.line) == [1, 4, 5])
  }

  @Test func jsonGetsPositionsToo() {
    let d = diagnostics("{\n  \"sizes\": [\"320x200\"],\n  \"root\": {\"name\": \"r\", \"hidden\": 3}\n}")
    #expect(d.first?.line == 3 && d.first?.message.contains("expected true or false") == true)
  }

  @Test func sizesExpandDevicesAndOrientations() throws {
    let doc = try LayoutDocument(text: "sizes: [iPhone SE both, 320x200, {device: iPad, orientation: landscape}]\nroot: {name: r}")
    #expect(doc.sizes.map(\.description) == ["iPhone SE portrait", "iPhone SE landscape", "320x200", "iPad landscape"])
  }
}
