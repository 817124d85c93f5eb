import Foundation
import LayoutSVG
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Whether `text` is well-formed XML: the parser reads it to the end and reports no error
/// (on Linux `parse()` can return true after recovering from one, so both are checked).
func isWellFormedXML(_ text: String) -> Bool {
  let parser = XMLParser(data: Data(text.utf8))
  return parser.parse() && parser.parserError == nil
}

/// Whatever the text in a view, the SVG stays well-formed XML: characters XML forbids
/// (control characters, U+FFFE, U+FFFF) become U+FFFD; markup characters are escaped.
@Suite struct WellFormedSVGTests {
  func render(_ text: String, name: String = "title") -> String {
    let label = LayoutSnapshot.Node(
      name: name, kind: .label, frame: .init(x: 0, y: 0, width: 80, height: 20),
      drawing: [
        .text(.init(string: text, origin: .init(x: 0, y: 14), fontSize: 12, isBold: false, color: .init(red: 0, green: 0, blue: 0)))
      ])
    let root = LayoutSnapshot.Node(name: "root", kind: .view, frame: .init(x: 0, y: 0, width: 100, height: 50), children: [label])
    return SVGRenderer(options: .init(showsConstraints: false, marksAmbiguity: false))
      .render(LayoutSnapshot(caption: text, width: 100, height: 50, root: root, constraints: []))
  }

  @Test func forbiddenCharactersAreReplaced() {
    let svg = render("bell\u{7} esc\u{1B} nul\u{0} nonchar\u{FFFE}\u{FFFF} ok\u{9}é🙂", name: "n\u{1}ame")
    #expect(isWellFormedXML(svg))
    #expect(svg.contains("bell\u{FFFD} esc\u{FFFD} nul\u{FFFD} nonchar\u{FFFD}\u{FFFD} ok\u{9}é🙂"))
    #expect(svg.contains(#"data-name="n\#u{FFFD}ame""#))
    #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" })
  }

  @Test func markupIsEscaped() {
    let svg = render(#"<script>"&'</script>"#)
    #expect(isWellFormedXML(svg))
    #expect(svg.contains("&lt;script&gt;&quot;&amp;'&lt;/script&gt;"))
  }

  @Test func theCheckerItselfRejectsBrokenXML() {
    #expect(!isWellFormedXML("<svg><text>\u{7}</text></svg>"))
    #expect(!isWellFormedXML("<svg><g></svg>"))
  }
}
