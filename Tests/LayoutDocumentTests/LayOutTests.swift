import Foundation
import LayoutDocument
import Testing
import UIKitLayout

/// Frames worked out by hand from the documents' constraints.
@MainActor
@Suite struct LayOutTests {
  @Test func autoresizingFromTheDesignedSize() throws {
    // UIKit's example: a 320×200 container shrunk to 300; the label's flexible left margin
    // (0) and width (300) share the -20 in proportion: 0 and -20.
    let doc = try LayoutDocument(text: """
      sizes: [300x200]
      root:
        name: container
        frame: [0, 0, 320, 200]
        subviews: [{name: label, frame: [0, 0, 300, 100], autoresizingMask: [flexibleLeftMargin, flexibleWidth]}]
      """)
    let laidOut = try doc.layOut(at: doc.sizes[0])
    #expect(laidOut.view(named: "label")?.frame == CGRect(x: 0, y: 0, width: 280, height: 100))
  }

  @Test func equationsWithMarginsMultipliersAndPriorities() throws {
    let doc = try LayoutDocument(text: """
      sizes: [400x300]
      root:
        name: root
        margins: {top: 10, left: 20, bottom: 10, right: 20}
        subviews:
          - {name: a, translatesAutoresizingMaskIntoConstraints: false}
          - {name: b, translatesAutoresizingMaskIntoConstraints: false}
      constraints:
        - a.leading == root.leadingMargin + 8 @ 750
        - a.top == root.topMargin
        - a.width == 0.5 * root.width
        - a.height == 40
        - b.top >= a.bottom + 8
        - b.top == root.top @ 250
        - b.leading == a.leading
        - b.width == a.width - 10
        - b.height == a.height
      """)
    let laidOut = try doc.layOut(at: doc.sizes[0])
    // a: x = 20 + 8, y = 10, w = 400 / 2, h = 40. b: y >= 10 + 40 + 8 wins over y == 0.
    #expect(laidOut.view(named: "a")?.frame == CGRect(x: 28, y: 10, width: 200, height: 40))
    #expect(laidOut.view(named: "b")?.frame == CGRect(x: 28, y: 58, width: 190, height: 40))
    #expect(laidOut.problems.isEmpty)
  }

  @Test func safeAreaOfADeviceInBothOrientations() throws {
    let doc = try LayoutDocument(text: """
      sizes: [iPhone SE both]
      root:
        name: root
        subviews: [{name: bar, translatesAutoresizingMaskIntoConstraints: false}]
      constraints:
        - bar.top == safeArea.top
        - bar.leading == safeArea.leading
        - bar.trailing == safeArea.trailing
        - bar.height == 44
      """)
    // iPhone SE: 375×667, a 20-point status bar in portrait, no insets in landscape.
    let portrait = try doc.layOut(at: doc.sizes[0]), landscape = try doc.layOut(at: doc.sizes[1])
    #expect(portrait.view(named: "bar")?.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
    #expect(landscape.view(named: "bar")?.frame == CGRect(x: 0, y: 0, width: 667, height: 44))
  }

  @Test func conflictsAmbiguityAndUnplacedViewsAreReported() throws {
    let doc = try LayoutDocument(text: """
      sizes: [320x100]
      root:
        name: root
        subviews:
          - {name: box, translatesAutoresizingMaskIntoConstraints: false}
          - {name: loose, translatesAutoresizingMaskIntoConstraints: false}
          - {name: vague, translatesAutoresizingMaskIntoConstraints: false}
      constraints:
        - box.leading == root.leading
        - box.top == root.top
        - box.height == 10
        - box.width == 100
        - box.width == 200
        - vague.top == root.top
        - vague.height == 10
        - vague.width == 10
      """)
    let problems = try LayoutEnvironment.$logSink.withValue({ _ in }) {
      try doc.layOut(at: doc.sizes[0]).problems
    }
    #expect(problems.count == 3)
    if case .conflict(_, let broken, let set) = problems.first {
      #expect(broken.contains("'box.width == 200'") && set.count == 2)
    } else {
      Issue.record("expected a conflict first, got \(problems)")
    }
    #expect(problems.contains(.noPosition(view: "loose")))
    #expect(problems.contains(.ambiguous(view: "vague", variables: ["minX"])))
  }

  @Test func refusedConstraintsAreDiagnostics() throws {
    let doc = try LayoutDocument(text: """
      sizes: [320x100]
      root:
        name: root
        subviews: [{name: a, translatesAutoresizingMaskIntoConstraints: false}]
      constraints:
        - a.width == root.left
      """)
    #expect(throws: DocumentError.self) { try doc.layOut(at: doc.sizes[0]) }
  }

  @Test func visualFormatStrings() throws {
    let doc = try LayoutDocument(text: """
      sizes: [320x100]
      metrics: {gap: 12}
      root:
        name: root
        subviews:
          - {name: a, translatesAutoresizingMaskIntoConstraints: false}
          - {name: b, translatesAutoresizingMaskIntoConstraints: false}
      vfl:
        - "H:|-20-[a(100)]-gap-[b]-20-|"
        - "V:|-10-[a(30)]"
        - "V:|-10-[b(30)]"
      """)
    let laidOut = try doc.layOut(at: doc.sizes[0])
    // b: x = 20 + 100 + 12 = 132, width = 320 - 132 - 20 = 168.
    #expect(laidOut.view(named: "a")?.frame == CGRect(x: 20, y: 10, width: 100, height: 30))
    #expect(laidOut.view(named: "b")?.frame == CGRect(x: 132, y: 10, width: 168, height: 30))
  }

  @Test func badVisualFormatIsReportedInsideItsString() throws {
    // The string starts at line 3, column 8; the unterminated view is reported inside it.
    let doc = try LayoutDocument(text: "sizes: [320x100]\nroot: {name: root, subviews: [{name: a}]}\nvfl: ['H:|[a']")
    do {
      _ = try doc.layOut(at: doc.sizes[0])
      Issue.record("expected the bad format to throw")
    } catch {
      let diagnostic = error.diagnostics.first
      #expect(diagnostic?.line == 3)
      #expect((diagnostic?.column ?? 0) > 8)
      #expect(diagnostic?.message.contains("must end with ']'") == true)
    }
  }
}
