import Foundation
import LayoutDocument
import Testing
import UIKitLayout

/// Tables laid out alone at their whole content, as `render --whole-content` draws them.
@MainActor
@Suite struct WholeContentTests {
  static let letters = """
    sizes: [320x260]
    root:
      name: screen
      subviews:
        - {name: header, kind: label, text: Header, frame: [0, 0, 320, 40]}
        - name: list
          kind: table
          frame: [0, 40, 320, 180]
          rowHeight: 44
          contentOffset: 100
          sections:
            - title: Letters
              rows: [Alpha, Bravo, Charlie, Delta, Echo, Foxtrot, Golf, Hotel, India, Juliet]
        - {name: footer, kind: label, text: Footer, frame: [0, 220, 320, 40]}
    """

  @Test func eachTableAloneAtItsWholeContent() throws {
    let doc = try LayoutDocument(text: Self.letters)
    let laidOut = try doc.layOut(at: doc.sizes[0])
    let tables = laidOut.wholeContentTables()
    try #require(tables.count == 1)
    let whole = tables[0]
    let table = try #require(whole.root as? UITableView)
    // 22 of padding, the 28-point title header, ten 44-point rows: 490, from the top.
    #expect(table.frame == CGRect(x: 0, y: 0, width: 320, height: 490))
    #expect(table.contentOffset == .zero)
    #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(0..<10))
    #expect(whole.entries.first?.name == "list")
    #expect(whole.view(named: "list[0.9]")?.frame == CGRect(x: 0, y: 50 + 9 * 44, width: 320, height: 44))
    // The screen is as it was laid out: the table scrolled to 100, its neighbours in place.
    let shown = try #require(laidOut.view(named: "list") as? UITableView)
    #expect(shown.frame == CGRect(x: 0, y: 40, width: 320, height: 180) && shown.contentOffset.y == 100)
    #expect(laidOut.view(named: "footer")?.frame == CGRect(x: 0, y: 220, width: 320, height: 40))
  }

  @Test func aTableWhoseConstraintsSizeItIsShownWholeToo() throws {
    // A table between the safe area's edges (647 points on an iPhone SE): twenty rows are
    // 880 points, more than the screen; alone, all twenty have cells.
    let doc = try LayoutDocument(text: """
      sizes: [iPhone SE portrait]
      root:
        name: screen
        subviews:
          - name: list
            kind: table
            translatesAutoresizingMaskIntoConstraints: false
            rowHeight: 44
            sections:
              - rows: [A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T]
      constraints:
        - list.top == safeArea.top
        - list.bottom == safeArea.bottom
        - list.leading == screen.leading
        - list.trailing == screen.trailing
      """)
    let laidOut = try doc.layOut(at: doc.sizes[0])
    #expect(laidOut.view(named: "list")?.frame.height == 647)
    let whole = try #require(laidOut.wholeContentTables().first)
    #expect(whole.root.frame == CGRect(x: 0, y: 0, width: 375, height: 880))
    #expect(whole.entries.filter { $0.name.hasPrefix("list[") }.count == 20)
  }

  @Test func withoutTheOptionOnlyTheVisibleRowsHaveCells() throws {
    let doc = try LayoutDocument(text: Self.letters)
    let laidOut = try doc.layOut(at: doc.sizes[0])
    let table = try #require(laidOut.view(named: "list") as? UITableView)
    // Scrolled to 100 the 180-point bounds show 100–280: rows 1 (94–138) to 5 (270–314).
    #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(1...5))
    #expect(laidOut.entries.filter { $0.name.hasPrefix("list[") }.count == 5)
  }
}
