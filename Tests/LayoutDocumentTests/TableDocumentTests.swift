import Foundation
import LayoutDocument
import Testing
import UIKitLayout

/// Tables in documents: rows given as data, laid out as a UITableView lays them out.
@MainActor
@Suite struct TableDocumentTests {
  @Test func rowsAsDataInAPlainTable() throws {
    let doc = try LayoutDocument(text: """
      sizes: [320x300]
      root:
        name: root
        subviews:
          - name: list
            kind: table
            rowHeight: 50
            contentOffset: 60
            frame: [0, 0, 320, 300]
            sections:
              - rows: [One, Two, {text: Three, accessory: checkmark}, Four, Five, Six, Seven, Eight]
      """)
    let laidOut = try doc.layOut(at: doc.sizes[0])
    let table = try #require(laidOut.view(named: "list") as? UITableView)
    // Eight 50-point rows; scrolled to 60 the 300-point bounds show rows 1 (50–100) to 7.
    #expect(table.contentSize == CGSize(width: 320, height: 400))
    #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(1...7))
    let third = table.cellForRow(at: IndexPath(row: 2, section: 0))
    #expect(third?.textLabel?.text == "Three")
    #expect(third?.accessoryType == .checkmark)
    #expect(third?.frame == CGRect(x: 0, y: 100, width: 320, height: 50))
  }

  @Test func titledSectionsOfAnInsetGroupedTable() throws {
    let doc = try LayoutDocument(text: """
      sizes: [390x600]
      root:
        name: root
        subviews:
          - name: list
            kind: table
            style: insetGrouped
            cellStyle: value1
            rowHeight: 44
            frame: [0, 0, 390, 600]
            sections:
              - {title: Network, rows: [{text: Wi-Fi, detail: Home}]}
              - {rows: [About]}
      """)
    let laidOut = try doc.layOut(at: doc.sizes[0])
    let table = try #require(laidOut.view(named: "list") as? UITableView)
    // A grouped title header (38), the row 20 in from each side, an empty grouped footer
    // (18); then an empty header (18) and the second row.
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame == CGRect(x: 20, y: 38, width: 350, height: 44))
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.frame.minY == CGFloat(38 + 44 + 18 + 18))
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.detailTextLabel?.text == "Home")
  }

  @Test func aRowsUnknownKeyIsAnErrorWithItsPlace() {
    #expect(throws: DocumentError.self) {
      try LayoutDocument(text: """
        sizes: [320x300]
        root: {name: root, subviews: [{name: list, kind: table, sections: [{rows: [{text: A, colour: red}]}]}]}
        """)
    }
    do {
      _ = try LayoutDocument(text: """
        sizes: [320x300]
        root: {name: root, subviews: [{name: list, kind: table, sections: [{rows: [{text: A, colour: red}]}]}]}
        """)
    } catch {
      #expect("\(error)".contains("unknown key 'colour' in a row of 'list'; expected one of: text, detail, accessory"))
    }
  }
}
