import Foundation
import LayoutDocument
import Testing
import UIKitLayout

/// Tables in documents whose rows are shown in cells of the document's own making.
@MainActor
@Suite struct CellTemplateDocumentTests {
  /// A 320 × 300 table of people, each row an avatar and a name beside it.
  static let people = """
    sizes: [320x300]
    root:
      name: root
      subviews:
        - name: list
          kind: table
          frame: [0, 0, 320, 300]
          cell:
            subviews:
              - {name: avatar, kind: image, image: [40, 40]}
              - {name: title, kind: label, text: "{name} ({role})"}
            constraints:
              - avatar.width == 40
              - avatar.leading == contentView.leadingMargin
              - avatar.top == contentView.topMargin
              - avatar.bottom == contentView.bottomMargin
              - title.leading == avatar.trailing + 12
              - title.centerY == avatar.centerY
              - title.trailing == contentView.trailingMargin
          sections:
            - rows:
                - {name: Ada, role: analyst}
                - {name: Grace, role: admiral, accessory: disclosureIndicator}
    """

  @Test func rowsFillTheTemplatesCellsWhichSizeThemselves() throws {
    let doc = try LayoutDocument(text: Self.people)
    let laidOut = try doc.layOut(at: doc.sizes[0])
    let table = try #require(laidOut.view(named: "list") as? UITableView)
    let hairline = 1 / UIScreen.main.scale
    // Each row: the 40-point avatar between the content view's 11-point margins, and the
    // separator under the content view.
    let rows = try (0..<2).map { try #require(table.cellForRow(at: IndexPath(row: $0, section: 0))) }
    #expect(rows[0].frame == CGRect(x: 0, y: 0, width: 320, height: 62 + hairline))
    #expect(abs(rows[1].frame.minY - (62 + hairline)) < 1e-9 && rows[1].frame.height == 62 + hairline)
    #expect(abs(table.contentSize.height - 2 * (62 + hairline)) < 1e-9)

    // The document names the visible cells and their views: table[section.row].name.
    let avatar = try #require(laidOut.view(named: "list[0.0].avatar"))
    #expect(avatar.frame == CGRect(x: 16, y: 11, width: 40, height: 40))
    let first = try #require(laidOut.view(named: "list[0.0].title") as? UILabel)
    let second = try #require(laidOut.view(named: "list[0.1].title") as? UILabel)
    #expect(first.text == "Ada (analyst)")
    #expect(second.text == "Grace (admiral)")
    // The title runs from 16 + 40 + 12 = 68 to the trailing margin: 16 in from 320, or from
    // the 286 points the chevron's 34 leave.
    #expect(first.frame.minX == 68 && first.frame.width == 236)
    #expect(second.frame.minX == 68 && second.frame.width == 202)
    #expect(rows[1].accessoryType == .disclosureIndicator)
    #expect(abs(laidOut.rootFrame(of: second).minY - (62 + hairline + second.frame.minY)) < 1e-9)
  }

  @Test func theEntriesListCellsAfterTheirTableInRowOrder() throws {
    let doc = try LayoutDocument(text: Self.people)
    let laidOut = try doc.layOut(at: doc.sizes[0])
    #expect(laidOut.entries.map(\.name) == [
      "root", "list", "list[0.0]", "list[0.0].avatar", "list[0.0].title", "list[0.1]", "list[0.1].avatar",
      "list[0.1].title",
    ])
    #expect(laidOut.entries.map(\.depth) == [0, 1, 2, 3, 3, 2, 3, 3])
  }

  @Test func templatesTakeVisualFormatsWithTheContentViewAsSuperview() throws {
    let doc = try LayoutDocument(text: """
      sizes: [320x200]
      root:
        name: root
        subviews:
          - name: list
            kind: table
            frame: [0, 0, 320, 200]
            cell:
              subviews: [{name: bar, kind: view}]
              vfl: ["H:|-[bar]-|", "V:|-[bar(30)]-|"]
            sections: [{rows: [One]}]
      """)
    let laidOut = try doc.layOut(at: doc.sizes[0])
    // `|-` is the content view's margins: 16 on the sides, 11 above and below.
    #expect(laidOut.view(named: "list[0.0].bar")?.frame == CGRect(x: 16, y: 11, width: 288, height: 30))
    #expect(laidOut.view(named: "list[0.0]")?.frame.height == 52 + 1 / UIScreen.main.scale)
  }

  @Test func aRowOfTextAloneIsTheFieldText() throws {
    let doc = try LayoutDocument(text: """
      sizes: [320x200]
      root:
        name: root
        subviews:
          - name: list
            kind: table
            rowHeight: 44
            frame: [0, 0, 320, 200]
            cell:
              subviews: [{name: label, kind: label, text: "• {text}", frame: [0, 0, 100, 20]}]
            sections: [{rows: [Milk, Eggs]}]
      """)
    let laidOut = try doc.layOut(at: doc.sizes[0])
    #expect((laidOut.view(named: "list[0.1].label") as? UILabel)?.text == "• Eggs")
  }

  @Test func placeholdersAreFilledInOnePass() {
    #expect(CellTemplateSpec.placeholders(in: "{a} and {b_2}, {not a field} {}") == ["a", "b_2"])
    // A value that looks like a placeholder is not filled again; a missing field is empty.
    #expect(CellTemplateSpec.fill("{a}-{b}-{c}", with: ["a": "{b}", "b": "x"]) == "{b}-x-")
    #expect(CellTemplateSpec.fill("{ open", with: [:]) == "{ open")
  }

  /// The diagnostics of a document that is refused, loading or laying out.
  func problems(_ text: String) -> String {
    do {
      let doc = try LayoutDocument(text: text, file: "t.yaml")
      _ = try doc.layOut(at: doc.sizes[0])
      return ""
    } catch {
      return "\(error)"
    }
  }

  /// A table with `cell` as its template (indented for its place) and one row `{title: A}`.
  func table(cell: String) -> String {
    """
    sizes: [320x200]
    root:
      name: root
      subviews:
        - name: list
          kind: table
          frame: [0, 0, 320, 200]
          cell:
    \(cell)
          sections: [{rows: [{title: A}]}]
    """
  }

  @Test func aPlaceholderNoRowFillsIsAnError() {
    let text = problems(table(cell: "        subviews: [{name: label, kind: label, text: \"{tilte}\"}]"))
    #expect(text.contains("'{tilte}' in 'label' is not a field of any row of 'list'; the rows give: title"))
  }

  @Test func templateEquationsNameTheTemplatesViews() {
    let text = problems(table(cell: """
              subviews: [{name: label, kind: label}]
              constraints: [label.top == card.top]
      """))
    #expect(text.contains("t.yaml:10:"))
    #expect(text.contains("unknown view or guide 'card'; known names: contentView, label"))
  }

  @Test func aTemplateCannotHoldATable() {
    let text = problems(table(cell: "        subviews: [{name: inner, kind: table}]"))
    #expect(text.contains("'inner': a cell template cannot hold a table"))
  }

  @Test func contentViewIsReservedInATemplate() {
    let text = problems(table(cell: "        subviews: [{name: contentView}]"))
    #expect(text.contains("'contentView' is reserved for the cell's content view; choose another name"))
  }

  @Test func aConstraintUIKitRefusesInATemplateIsReportedWhereItIsWritten() {
    // A location against a size: UIKit raises when the constraint is made, in the cell's initializer.
    let text = problems(table(cell: """
              subviews: [{name: label, kind: label}]
              constraints: [label.top == contentView.width]
      """))
    #expect(text.contains("t.yaml:10:"))
    #expect(text.contains("UIKit refuses this constraint"))
  }

  @Test func aBadVisualFormatInATemplateIsReportedWithACaret() {
    let text = problems(table(cell: """
              subviews: [{name: label, kind: label}]
              vfl: ["H:|-[lable]-|"]
      """))
    #expect(text.contains("t.yaml:10:"))
    #expect(text.contains("lable"))
  }

  @Test func aTemplateRowWeighsAsMuchAsItsCell() {
    // 20 000 rows and sections at most: a row of a three-view template counts four.
    let rows = Array(repeating: "A", count: 5_000).joined(separator: ", ")
    let text = problems(table(cell: "        subviews: [{name: a}, {name: b}, {name: c}]").replacingOccurrences(
      of: "[{title: A}]", with: "[\(rows)]"))
    #expect(text.contains("more than 20000 rows and sections (a row of 'list' counts as its cell's 4 views)"))
  }
}
