// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

// Sizes round up to the pixel grid: outside a window the main screen's (3×).
@MainActor
@Suite struct UILabelTests {
  func label(_ text: String?, lines: Int = 1) -> UILabel {
    let label = UILabel()
    label.text = text
    label.numberOfLines = lines
    return label
  }

  @Test func defaults() {
    let label = UILabel()
    #expect(label.font == UIFont.systemFont(ofSize: 17))
    #expect(label.numberOfLines == 1)
    #expect(label.lineBreakMode == .byTruncatingTail)
    #expect(label.textAlignment == .natural)
    #expect(label.textColor == UIColor.label)
    #expect(label.preferredMaxLayoutWidth == 0)
    #expect(!label.isUserInteractionEnabled)
    label.font = nil
    #expect(label.font == UIFont.systemFont(ofSize: 17))
  }

  @Test func singleLineIntrinsicSizeIsTheTextRoundedUpToThirdsOfAPoint() {
    // "Hello": 5191 units = 43.089 pt → 130/3; one line 2384 units = 19.789 pt → 60/3.
    #expect(label("Hello").intrinsicContentSize == CGSize(width: 130.0 / 3, height: 20))
  }

  @Test func onAnotherScreenSizesRoundToItsGrid() {
    let window = UIWindow(screen: UIScreen(profile: .iPhoneSE))
    let hello = label("Hello")
    window.addSubview(hello)
    // 43.089 pt at 2× → 87/2.
    #expect(hello.intrinsicContentSize == CGSize(width: 43.5, height: 20))
  }

  @Test func emptyAndNilTextMeasureZero() {
    #expect(label(nil).intrinsicContentSize == .zero)
    #expect(label("").intrinsicContentSize == .zero)
    #expect(label("").sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
  }

  @Test func singleLineIgnoresTheWidthItIsGiven() {
    let hello = label("Hello World")
    hello.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
    // 11831 units = 98.2 pt → 295/3.
    #expect(hello.intrinsicContentSize == CGSize(width: 295.0 / 3, height: 20))
    #expect(hello.sizeThatFits(CGSize(width: 40, height: 0)) == CGSize(width: 295.0 / 3, height: 20))
  }

  @Test func multiLineWrapsAtPreferredMaxLayoutWidth() {
    let hello = label("Hello World", lines: 0)
    hello.preferredMaxLayoutWidth = 60
    hello.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
    // Lines "Hello" and "World" (5989 units = 49.713 pt → 150/3); two lines 39.578 → 119/3.
    #expect(hello.intrinsicContentSize == CGSize(width: 50, height: 119.0 / 3))
  }

  @Test func multiLineWithoutAPreferredWidthWrapsAtItsOwnWidth() {
    let hello = label("Hello World", lines: 0)
    #expect(hello.intrinsicContentSize == CGSize(width: 295.0 / 3, height: 20))
    hello.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
    #expect(hello.intrinsicContentSize == CGSize(width: 50, height: 119.0 / 3))
    hello.bounds = CGRect(x: 0, y: 0, width: 200, height: 20)
    #expect(hello.intrinsicContentSize == CGSize(width: 295.0 / 3, height: 20))
  }

  @Test func numberOfLinesLimitsTheLinesAndTruncatesTheLast() {
    let text = label("Hello World Hello", lines: 2)
    text.preferredMaxLayoutWidth = 60
    // "Hello" and "Worl…" (6737 units = 55.92 pt → 168/3).
    #expect(text.intrinsicContentSize == CGSize(width: 56, height: 119.0 / 3))
    text.numberOfLines = 0
    #expect(text.intrinsicContentSize == CGSize(width: 50, height: 179.0 / 3))  // 59.367 → 179/3
  }

  @Test func sizeThatFitsWrapsAtTheGivenWidth() {
    let hello = label("Hello World", lines: 0)
    #expect(hello.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: 50, height: 119.0 / 3))
    #expect(hello.sizeThatFits(.zero) == CGSize(width: 295.0 / 3, height: 20))
    hello.sizeToFit()
    #expect(hello.frame.size == CGSize(width: 295.0 / 3, height: 20))
  }

  @Test func boldFontIsWider() {
    let hello = label("Hello")
    hello.font = .boldSystemFont(ofSize: 17)
    // 5914 units = 49.09 pt → 148/3.
    #expect(hello.intrinsicContentSize == CGSize(width: 148.0 / 3, height: 20))
  }

  @Test func baselinesShareTheRoundingMarginAboveAndBelow() throws {
    let hello = label("Hello")
    let exactHeight = dejaVu(2384, at: 17)
    let margin = (20 - exactHeight) / 2
    let first = try #require(hello.firstBaselineOffsetFromTop)
    let last = try #require(hello.lastBaselineOffsetFromBottom)
    #expect(close(first, margin + dejaVu(1901, at: 17)))
    #expect(close(last, margin + dejaVu(483, at: 17)))
  }

  @Test func lastBaselineOfSeveralLinesIsTheLastLines() throws {
    let text = label("Hello World", lines: 0)
    text.preferredMaxLayoutWidth = 60
    let exactHeight = dejaVu(2 * 2384, at: 17)
    let margin = (119.0 / 3 - exactHeight) / 2
    #expect(close(try #require(text.firstBaselineOffsetFromTop), margin + dejaVu(1901, at: 17)))
    #expect(close(try #require(text.lastBaselineOffsetFromBottom), margin + dejaVu(483, at: 17)))
  }

  @Test func changesThatAffectTheTextMarkTheLabelForDisplay() {
    let window = makeWindow()
    let hello = label("Hello")
    hello.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
    window.addSubview(hello)
    let changes: [(String, (UILabel) -> Void)] = [
      ("text", { $0.text = "World" }), ("font", { $0.font = .systemFont(ofSize: 12) }),
      ("numberOfLines", { $0.numberOfLines = 2 }),
      ("lineBreakMode", { $0.lineBreakMode = .byClipping }),
      ("preferredMaxLayoutWidth", { $0.preferredMaxLayoutWidth = 50 }),
      ("textColor", { $0.textColor = .systemBlue }),
      ("textAlignment", { $0.textAlignment = .center }),
    ]
    for (name, change) in changes {
      CATransaction.flush()
      #expect(!hello.layer.needsDisplay(), "\(name)")
      change(hello)
      #expect(hello.layer.needsDisplay(), "\(name)")
    }
    CATransaction.flush()
    hello.text = "World"
    #expect(!hello.layer.needsDisplay(), "setting the same text changes nothing")
  }

  @Test func anInjectedMeasurerIsUsedForTheTaskAndForOneLabel() {
    let hello = label("Hello")
    TextEnvironment.$measurer.withValue(FixedAdvanceMeasurer()) {
      #expect(hello.intrinsicContentSize == CGSize(width: 50, height: 12))
      #expect(hello.firstBaselineOffsetFromTop == 9)
    }
    #expect(hello.intrinsicContentSize == CGSize(width: 130.0 / 3, height: 20))
    hello.textMeasurer = FixedAdvanceMeasurer()
    #expect(hello.sizeThatFits(.zero) == CGSize(width: 50, height: 12))
  }

  @Test func descriptionShowsTheText() {
    #expect(label("Hello").description.hasSuffix("; text = 'Hello'>"))
    #expect(label("Hello").description.contains("userInteractionEnabled = NO"))
  }
}
