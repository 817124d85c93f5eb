import Foundation
import LayoutSVG
import Testing
import UIKitLayout

/// A view drawing with both Core Graphics calls and UIKit's drawing functions.
@MainActor
private final class PaintingView: UIView {
  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setFillColor(UIColor.white.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    context.saveGState()
    context.translateBy(x: 5, y: 7)
    UIColor.systemBlue.set()
    context.setLineWidth(2)
    context.stroke(CGRect(x: 1, y: 1, width: 4, height: 4))
    context.fillEllipse(in: CGRect(x: 0, y: 0, width: 6, height: 2))
    context.restoreGState()
    UIRectFill(CGRect(x: 20, y: 0, width: 1, height: 1))
    "x".draw(at: CGPoint(x: 3, y: 4), withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
    UIImage(size: CGSize(width: 8, height: 8)).draw(in: CGRect(x: 30, y: 0, width: 16, height: 8))
  }
}

@MainActor
@Suite struct DisplayPassRenderingTests {
  @Test func theRecordingContextKeepsWhatDrawWasCalledToDraw() throws {
    let view = PaintingView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
    #expect(UIGraphicsGetCurrentContext() == nil)
    view.layer.displayIfNeeded()
    let white = UIColor.white.cgColor, blue = UIColor.systemBlue.cgColor
    let ops = view.layer.recordedDrawing
    try #require(ops.count == 6)
    #expect(ops[0] == .fillRect(CGRect(x: 0, y: 0, width: 10, height: 10), color: white))
    // Translated by (5, 7); `set()` set both colours; restoreGState brought white back.
    #expect(ops[1] == .strokeRect(CGRect(x: 6, y: 8, width: 4, height: 4), color: blue, lineWidth: 2))
    #expect(ops[2] == .fillEllipse(CGRect(x: 5, y: 7, width: 6, height: 2), color: blue))
    #expect(ops[3] == .fillRect(CGRect(x: 20, y: 0, width: 1, height: 1), color: white))
    guard case .text(let run) = ops[4] else { Issue.record("not text"); return }
    // DejaVu Sans: ascender 1901 of 2048 units.
    #expect(run.string == "x" && run.origin == CGPoint(x: 3, y: 4))
    #expect(abs(run.baseline - (4 + 10.0 * 1901 / 2048)) < 1e-9)
    #expect(run.color == UIColor.black.cgColor)
    #expect(ops[5] == .image(CGRect(x: 30, y: 0, width: 16, height: 8), imageSize: CGSize(width: 8, height: 8)))
    #expect(UIGraphicsGetCurrentContext() == nil)
  }

  @Test func aLabelDrawsItsLineCentredVerticallyAtItsBaseline() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.text = "Hi"
    label.textColor = .systemBlue
    label.layer.displayIfNeeded()
    try #require(label.layer.recordedDrawing.count == 1)
    guard case .text(let run) = label.layer.recordedDrawing[0] else { Issue.record("not text"); return }
    // 17 pt DejaVu Sans: line height 17·(1901 + 483)/2048, ascender 17·1901/2048, so the line
    // starts at (40 − 17·2384/2048)/2 and the baseline is 20 − 17·1192/2048 + 17·1901/2048.
    #expect(abs(run.baseline - (20 + 17.0 * 709 / 2048)) < 1e-9)
    #expect(abs(run.origin.y - (20 - 17.0 * 1192 / 2048)) < 1e-9)
    #expect(run.origin.x == 0)
    #expect(run.color == UIColor.systemBlue.cgColor)
    // Right-aligned: the line ends at the right edge.
    label.textAlignment = .right
    label.layer.displayIfNeeded()
    guard case .text(let right) = label.layer.recordedDrawing[0] else { return }
    #expect(abs(right.origin.x + right.width - 200) < 1e-9)
  }

  func backgroundAndBorderTree() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
    card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    card.layer.borderWidth = 2
    card.layer.borderColor = UIColor.black.cgColor
    card.layer.cornerRadius = 5
    root.addSubview(card)
    return root
  }

  @Test func backgroundAndBorderBecomeRects() {
    let root = backgroundAndBorderTree()
    let card = root.subviews[0]
    #expect(card.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    let svg = SVGRenderer().render(LayoutSnapshot.capture(root, options: .init(caption: "c")))
    // The fill under everything; the border inside the frame (inset by half its width).
    #expect(svg.contains("<rect x=\"10\" y=\"10\" width=\"40\" height=\"20\" rx=\"5\" fill=\"#ff0000\"/>"))
    #expect(svg.contains(
      "<rect x=\"11\" y=\"11\" width=\"38\" height=\"18\" rx=\"4\" fill=\"none\" stroke=\"#000000\" stroke-width=\"2\"/>"))
  }

  @Test func clipsToBoundsClipsTheSubviews() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    let clipper = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
    clipper.clipsToBounds = true
    let child = PaintingView(frame: CGRect(x: 20, y: 0, width: 50, height: 20))
    clipper.addSubview(child)
    root.addSubview(clipper)
    let svg = SVGRenderer().render(LayoutSnapshot.capture(root, options: .init(caption: "c")))
    #expect(svg.contains("<clipPath id=\"clip1\"><rect x=\"10\" y=\"10\" width=\"30\" height=\"30\"/></clipPath>"))
    let clipStart = svg.range(of: "<g clip-path=\"url(#clip1)\">")!
    // The child's first fill (0, 0, 10, 10 in its bounds) lands at (30, 10) inside the clip.
    let fill = svg.range(of: "<rect x=\"30\" y=\"10\" width=\"10\" height=\"10\" fill=\"#ffffff\"/>")!
    #expect(clipStart.upperBound <= fill.lowerBound)
  }

  @Test func renderingIsByteForByteStable() {
    func picture() -> String {
      let root = backgroundAndBorderTree()
      let label = UILabel(frame: CGRect(x: 0, y: 30, width: 100, height: 30))
      label.text = "Stable"
      root.addSubview(label)
      root.addSubview(PaintingView(frame: CGRect(x: 50, y: 0, width: 50, height: 20)))
      return SVGRenderer().render(LayoutSnapshot.capture(root, options: .init(caption: "c")))
    }
    let first = picture()
    #expect(first == picture())
    #expect(first.contains(">Stable</text>"))
  }
}

/// A label shorter than its text draws only the lines that fit, the last one truncated, as
/// UIKit does — so a long text cannot draw outside the label (or make a huge picture).
@MainActor
@Suite struct LabelClippingTests {
  /// The texts a label drew, in order.
  func drawnLines(_ label: UILabel) -> [String] {
    label.layer.displayIfNeeded()
    return label.layer.recordedDrawing.compactMap { op in
      if case .text(let run) = op { return run.string }
      return nil
    }
  }

  func label(height: CGFloat, lines: Int) -> UILabel {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 160, height: height))
    label.numberOfLines = lines
    label.text = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen"
    return label
  }

  @Test func onlyTheLinesThatFitAreDrawn() {
    // 17 pt DejaVu Sans: a line is 17·2384/2048 ≈ 19.79 pt, so 40 pt hold two.
    let two = drawnLines(label(height: 40, lines: 0))
    #expect(two.count == 2)
    #expect(two.last?.hasSuffix("…") == true)
    // The first line is what the unclipped label's first line is.
    let all = drawnLines(label(height: 400, lines: 0))
    #expect(all.count > 2 && all.last?.hasSuffix("…") == false)
    #expect(two.first == all.first)
  }

  @Test func numberOfLinesStillLimitsAndAShortLabelDrawsOneLine() {
    #expect(drawnLines(label(height: 400, lines: 1)).count == 1)
    #expect(drawnLines(label(height: 5, lines: 0)).count == 1)
    // Pixel snapping leaves a two-line label a hair short of 2 × 19.79: still two lines.
    #expect(drawnLines(label(height: 2 * 17.0 * 2384 / 2048 - 0.3, lines: 0)).count == 2)
  }

  @Test func aHugeTextMakesASmallDrawing() {
    let label = label(height: 40, lines: 0)
    label.text = String(repeating: "word ", count: 200_000)
    #expect(drawnLines(label).count == 2)
  }
}
