import Foundation
import LayoutDocument
import Testing
import UIKitLayout

/// Collection views in documents: items given as data, laid out by a flow layout.
@MainActor
@Suite struct CollectionDocumentTests {
  @Test func aGridOfDefaultCells() throws {
    let doc = try LayoutDocument(text: """
      sizes: [320x300]
      root:
        name: root
        subviews:
          - name: grid
            kind: collection
            frame: [0, 0, 320, 300]
            itemSize: [90, 90]
            sections:
              - items: [A, B, C, D, {text: E}]
      """)
    let laidOut = try doc.layOut(at: doc.sizes[0])
    // Three 90-point items a line (four would need 390): a full line is justified, the 50
    // points to spare shared by its two gaps (25 each); the last line keeps those columns;
    // lines 10 apart.
    let frames = (0..<5).map { laidOut.view(named: "grid[0.\($0)]")?.frame }
    #expect(frames == [
      CGRect(x: 0, y: 0, width: 90, height: 90), CGRect(x: 115, y: 0, width: 90, height: 90),
      CGRect(x: 230, y: 0, width: 90, height: 90), CGRect(x: 0, y: 100, width: 90, height: 90),
      CGRect(x: 115, y: 100, width: 90, height: 90),
    ])
    let cell = try #require(laidOut.view(named: "grid[0.4]") as? UICollectionViewCell)
    let label = try #require(cell.contentView.subviews.first as? UILabel)
    #expect(label.text == "E")
    // Centred in the cell's 90 × 90.
    #expect(abs(label.frame.midX - 45) < 0.5 && abs(label.frame.midY - 45) < 0.5)
  }

  @Test func templateCellsSpacingInsetsAndDirection() throws {
    let doc = try LayoutDocument(text: """
      sizes: [320x200]
      root:
        name: root
        subviews:
          - name: strip
            kind: collection
            frame: [0, 0, 320, 200]
            scrollDirection: horizontal
            itemSize: [100, 80]
            lineSpacing: 20
            sectionInset: {left: 16, top: 8}
            cell:
              subviews: [{name: caption, kind: label, text: "#{n}"}]
              vfl: ["H:|[caption]|", "V:|[caption]|"]
            sections:
              - items: [{n: "1"}, {n: "2"}, {n: "3"}]
      """)
    let laidOut = try doc.layOut(at: doc.sizes[0])
    // Horizontal: columns of items (two 80-point items need 170 of the 192 below the inset,
    // three 260), so each column holds two; columns 20 apart, from the insets.
    #expect(laidOut.view(named: "strip[0.0]")?.frame.origin == CGPoint(x: 16, y: 8))
    #expect(laidOut.view(named: "strip[0.2]")?.frame.minX == 136)
    let caption = try #require(laidOut.view(named: "strip[0.1].caption") as? UILabel)
    #expect(caption.text == "#2")
    #expect(caption.frame == CGRect(x: 0, y: 0, width: 100, height: 80))
  }

  @Test func aCollectionsSectionTakesItems() {
    do {
      _ = try LayoutDocument(text: """
        sizes: [320x300]
        root: {name: root, subviews: [{name: grid, kind: collection, sections: [{rows: [A]}]}]}
        """)
      Issue.record("the document should be refused")
    } catch {
      #expect("\(error)".contains("unknown key 'rows' in a section of 'grid'; expected one of: items"))
    }
  }
}
