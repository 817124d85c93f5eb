import Foundation
import LayoutSVG
import Testing

@Suite struct SVGRendererTests {
  func snapshot() -> LayoutSnapshot {
    let label = LayoutSnapshot.Node(
      name: "title", kind: .label, frame: .init(x: 10, y: 10, width: 80, height: 20),
      drawing: [
        .text(
          .init(
            string: "A & B", origin: .init(x: 10, y: 1.0 / 3 + 24), fontSize: 17, isBold: false,
            color: .init(red: 0, green: 0, blue: 0)))
      ])
    let hidden = LayoutSnapshot.Node(
      name: "gone", kind: .view, frame: .init(x: 0, y: 0, width: 1, height: 1), isHidden: true)
    let root = LayoutSnapshot.Node(
      name: "root", kind: .view, frame: .init(x: 0, y: 0, width: 100, height: 50),
      appearance: .init(fill: .init(red: 255, green: 0, blue: 0, alpha: 128)),
      alpha: 0.5, isAmbiguous: true, children: [label, hidden])
    return LayoutSnapshot(
      caption: "100x50", width: 100, height: 50, root: root,
      constraints: [
        .init(
          kind: .spacing, axis: .horizontal, from: .init(x: 0, y: 25), to: .init(x: 10, y: 25), label: "10",
          labelCenter: .init(x: 5, y: 18), isOptional: true, description: "title.leading == root.leading + 10")
      ])
  }

  @Test func drawsViewsInTreeOrderWithTrimmedNumbers() {
    let svg = SVGRenderer(options: .init(showsConstraints: true, marksAmbiguity: true)).render(snapshot())
    #expect(svg == """
      <svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50" font-family="DejaVu Sans, Verdana, sans-serif">
        <title>100x50</title>
        <rect width="100" height="50" fill="#ffffff" stroke="#8e8e93" stroke-width="1"/>
        <g class="view" data-name="root" opacity="0.5">
          <rect x="0" y="0" width="100" height="50" fill="#ff0000" fill-opacity="0.5"/>
          <g class="label" data-name="title">
            <text x="10" y="24.33" font-size="17" fill="#000000">A &amp; B</text>
          </g>
          <rect x="0" y="0" width="100" height="50" class="ambiguous" fill="none" stroke="#ff3b30" stroke-width="2" stroke-dasharray="4 2"/>
        </g>
        <g class="constraints" fill="none" stroke="#0a60ff" stroke-width="1" font-size="9" text-anchor="middle">
          <g class="spacing optional">
            <title>title.leading == root.leading + 10</title>
            <g class="casing" stroke="#ffffff" stroke-width="3">
              <line x1="0" y1="25" x2="10" y2="25" stroke-dasharray="3 2"/>
              <path d="M0 22V28M10 22V28"/>
            </g>
            <line x1="0" y1="25" x2="10" y2="25" stroke-dasharray="3 2"/>
            <path d="M0 22V28M10 22V28"/>
            <text x="5" y="21" fill="#0a60ff" stroke="#ffffff" stroke-width="3" stroke-linejoin="round" paint-order="stroke">10</text>
          </g>
        </g>
      </svg>

      """)
  }

  @Test func overlaysAreOffByDefaultAndOutputIsStable() {
    let renderer = SVGRenderer()
    let first = renderer.render(snapshot()), second = renderer.render(snapshot())
    #expect(first == second)
    #expect(!first.contains("constraints") && !first.contains("ambiguous"))
  }

  @Test func sideBySidePlacesPicturesInARow() {
    let svg = SVGRenderer().renderSideBySide([snapshot(), snapshot()], title: "t")
    // 24 + 100 + 24 + 100 + 24 wide; 24 + 24 (caption) + 50 + 24 tall.
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"272\" height=\"122\""))
    #expect(svg.contains("<g transform=\"translate(24 48)\">") && svg.contains("<g transform=\"translate(148 48)\">"))
  }
}
