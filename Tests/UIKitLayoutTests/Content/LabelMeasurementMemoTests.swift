import Foundation
import Testing

@testable import UIKitLayout

/// A label remembers its last two measurements by the default measurer; every input of a
/// measurement is part of what it is remembered by.
@MainActor
@Suite struct LabelMeasurementMemoTests {
  /// What a fresh label with the same settings measures (no memo to answer from).
  func fresh(_ label: UILabel, width: CGFloat) -> CGSize {
    let other = UILabel()
    other.text = label.text
    other.font = label.font
    other.numberOfLines = label.numberOfLines
    other.lineBreakMode = label.lineBreakMode
    return other.sizeThatFits(CGSize(width: width, height: 0))
  }

  @Test func everyInputChangesTheAnswer() {
    let label = UILabel()
    label.text = "The quick brown fox jumps over the lazy dog"
    label.numberOfLines = 0
    let wide = label.sizeThatFits(CGSize(width: 400, height: 0))
    let narrow = label.sizeThatFits(CGSize(width: 100, height: 0))
    #expect(narrow.height > wide.height)
    // Asked again: the remembered answers, the same as measuring afresh.
    #expect(label.sizeThatFits(CGSize(width: 400, height: 0)) == wide)
    #expect(label.sizeThatFits(CGSize(width: 100, height: 0)) == narrow)
    // A new font, text, line limit or line break mode is measured, not remembered.
    label.font = .systemFont(ofSize: 30)
    #expect(label.sizeThatFits(CGSize(width: 100, height: 0)) == fresh(label, width: 100))
    #expect(label.sizeThatFits(CGSize(width: 100, height: 0)).height > narrow.height)
    label.text = "Fox"
    #expect(label.sizeThatFits(CGSize(width: 100, height: 0)) == fresh(label, width: 100))
    label.text = "The quick brown fox jumps over the lazy dog"
    label.numberOfLines = 2
    #expect(label.sizeThatFits(CGSize(width: 100, height: 0)) == fresh(label, width: 100))
    label.lineBreakMode = .byCharWrapping
    #expect(label.sizeThatFits(CGSize(width: 100, height: 0)) == fresh(label, width: 100))
  }

  @Test func anInjectedMeasurerIsAskedEveryTime() {
    let counter = CountingMeasurer()
    let label = UILabel()
    label.text = "Hello"
    label.textMeasurer = counter
    _ = label.sizeThatFits(CGSize(width: 100, height: 0))
    _ = label.sizeThatFits(CGSize(width: 100, height: 0))
    #expect(counter.calls == 2)
  }

  @Test func theMemoAnswersForTheDefaultMeasurer() {
    let label = UILabel()
    label.text = "Hello"
    let size = label.sizeThatFits(CGSize(width: 100, height: 0))
    // Single-line labels measure unwrapped: the memo holds that measurement.
    let key = LabelMeasurementMemo.Key(
      text: "Hello", font: label.font, maximumWidth: .infinity, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    let remembered = label.measurementMemo.value(for: key)
    #expect(remembered.map { PixelGrid.ceil($0.size.width, scale: label.displayScale) } == size.width)
  }
}

/// A measurer that counts its calls and answers 10 × 10.
final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var calls: Int { lock.withLock { count } }
  func measure(
    _ text: String, font: UIFont, maximumWidth: CGFloat, numberOfLines: Int, lineBreakMode: NSLineBreakMode
  ) -> TextMeasurement {
    lock.withLock { count += 1 }
    return TextMeasurement(
      size: CGSize(width: 10, height: 10), lineCount: 1, firstBaselineOffsetFromTop: 8, lastBaselineOffsetFromBottom: 2)
  }
}
