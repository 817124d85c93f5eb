import Foundation
import LayoutDocument
import Testing
import UIKitLayout

/// Tables laid out whole, as `render --whole-content` draws them.
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

  @Test func aTableShowingItsWholeContentGrowsToItFromTheTop() throws {
    let doc = try LayoutDocument(text: Self.letters)
    let laidOut = try doc.layOut(at: doc.sizes[0], showingWholeContent: true)
    let table = try #require(laidOut.view(named: "list") as? UITableView)
    // 22 of padding, the 28-point title header, ten 44-point rows: 490, scrolled to the top.
    #expect(table.frame == CGRect(x: 0, y: 40, width: 320, height: 490))
    #expect(table.contentOffset == .zero)
    #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(0..<10))
    #expect(laidOut.view(named: "list[0.9]")?.frame == CGRect(x: 0, y: 50 + 9 * 44, width: 320, height: 44))
    // The views around it keep their frames.
    #expect(laidOut.view(named: "footer")?.frame == CGRect(x: 0, y: 220, width: 320, height: 40))
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
