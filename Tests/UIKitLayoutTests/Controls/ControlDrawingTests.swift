import Foundation
import Testing

@testable import UIKitLayout

/// What the controls draw: enough to tell them (and their state) apart in a picture.
@MainActor
@Suite struct ControlDrawingTests {
  /// `view` displayed at its intrinsic size (or `size`) in a window.
  static func drawing(of view: UIView, size: CGSize? = nil) -> [DrawingOperation] {
    let window = makeWindow()
    view.frame = CGRect(origin: .zero, size: size ?? view.intrinsicContentSize)
    window.addSubview(view)
    CATransaction.flush()
    return view.layer.recordedDrawing
  }

  static func ellipses(_ operations: [DrawingOperation]) -> [CGRect] {
    operations.compactMap { if case .fillEllipse(let rect, _) = $0 { rect } else { nil } }
  }

  static func texts(_ operations: [DrawingOperation]) -> [String] {
    operations.compactMap { if case .text(let run) = $0 { run.string } else { nil } }
  }

  @Test func aSwitchDrawsItsKnobAtTheEndItIsAt() {
    let off = UISwitch()
    // The track's two round ends, then the 27-point knob 2 in from the left.
    #expect(Self.ellipses(Self.drawing(of: off)).last == CGRect(x: 2, y: 2, width: 27, height: 27))
    let on = UISwitch()
    on.isOn = true
    #expect(Self.ellipses(Self.drawing(of: on)).last == CGRect(x: 22, y: 2, width: 27, height: 27))
  }

  @Test func aPageControlDrawsADotPerPage() {
    let pages = UIPageControl()
    pages.numberOfPages = 4
    pages.currentPage = 1
    let dots = Self.ellipses(Self.drawing(of: pages))
    // A 7-point dot centred in each 10-point slot: slots from 14, 18 apart.
    #expect(dots.map(\.minX) == [15.5, 33.5, 51.5, 69.5])
    #expect(dots.allSatisfy { $0.size == CGSize(width: 7, height: 7) && $0.midY == 13 })
  }

  @Test func titlesAndText() {
    let control = UISegmentedControl(items: ["Day", "Week"])
    #expect(Self.texts(Self.drawing(of: control)) == ["Day", "Week"])
    let stepper = UIStepper()
    #expect(Self.texts(Self.drawing(of: stepper)) == ["−", "+"])
    let field = UITextField()
    field.borderStyle = .roundedRect
    field.placeholder = "Search"
    let operations = Self.drawing(of: field, size: CGSize(width: 200, height: 34))
    #expect(Self.texts(operations) == ["Search"])
    #expect(operations.contains { if case .strokeRect = $0 { true } else { false } })
  }

  @Test func progressFillsItsShare() {
    let progress = UIProgressView(progressViewStyle: .bar)
    progress.progress = 0.25
    let rects = Self.drawing(of: progress, size: CGSize(width: 200, height: 2.5)).compactMap {
      if case .fillRect(let rect, _) = $0 { rect } else { nil }
    }
    #expect(rects == [CGRect(x: 0, y: 0, width: 200, height: 2.5), CGRect(x: 0, y: 0, width: 50, height: 2.5)])
  }

  @Test func aSpinnerDrawsOnlyWhenShown() {
    let spinner = UIActivityIndicatorView(style: .large)
    spinner.startAnimating()
    #expect(Self.ellipses(Self.drawing(of: spinner)).count == 8)
  }
}
