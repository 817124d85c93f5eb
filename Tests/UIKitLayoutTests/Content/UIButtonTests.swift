// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

// A button's title is the 15 pt system font: "Hello" is 5191 units = 38.02 pt → 115/3 at 3×,
// a line 2384 units = 17.46 pt → 53/3.
@MainActor
@Suite struct UIButtonTests {
  let titleWidth: CGFloat = 115.0 / 3
  let titleHeight: CGFloat = 53.0 / 3

  func button(_ title: String? = "Hello") -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    return button
  }

  @Test func theTitleIsPaddedSixPointsAboveAndBelow() {
    let hello = button()
    #expect(hello.buttonType == .system)
    #expect(hello.titleLabel?.text == "Hello")
    #expect(hello.titleLabel?.font == UIFont.systemFont(ofSize: 15))
    #expect(hello.intrinsicContentSize == CGSize(width: titleWidth, height: titleHeight + 12))
    #expect(hello.sizeThatFits(.zero) == hello.intrinsicContentSize)
  }

  @Test func contentEdgeInsetsReplaceThePadding() {
    let hello = button()
    hello.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 4, right: 8)
    #expect(hello.intrinsicContentSize == CGSize(width: titleWidth + 28, height: titleHeight + 14))
  }

  @Test func titleEdgeInsetsMoveTheTitleButDontCount() {
    let hello = button()
    hello.titleEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
    #expect(hello.intrinsicContentSize == CGSize(width: titleWidth, height: titleHeight + 12))
    hello.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
    hello.layoutIfNeeded()
    // Content: (0, 6, 200, 38); title area: x 20…200, centre (110, 25).
    let expected = CGRect(
      x: 110 - titleWidth / 2, y: 25 - titleHeight / 2, width: titleWidth, height: titleHeight)
    #expect(close(hello.titleLabel?.frame ?? .zero, expected))
  }

  @Test func titlesFollowTheStateAndFallBackToNormal() {
    let hello = button()
    hello.setTitle("Hi", for: .highlighted)
    #expect(hello.title(for: .selected) == "Hello")
    #expect(hello.title(for: .highlighted) == "Hi")
    hello.isHighlighted = true
    #expect(hello.currentTitle == "Hi")
    #expect(hello.titleLabel?.text == "Hi")
    hello.isHighlighted = false
    #expect(hello.titleLabel?.text == "Hello")
  }

  @Test func changingTheTitleLabelsFontResizesTheButton() {
    let hello = button()
    hello.titleLabel?.font = .systemFont(ofSize: 17)
    #expect(hello.intrinsicContentSize == CGSize(width: 130.0 / 3, height: 20 + 12))
  }

  @Test func baselinesAreTheTitlesBelowThePadding() throws {
    let hello = button()
    let margin = (titleHeight - dejaVu(2384, at: 15)) / 2
    let first = try #require(hello.firstBaselineOffsetFromTop)
    #expect(close(first, 6 + margin + dejaVu(1901, at: 15)))
    let last = try #require(hello.lastBaselineOffsetFromBottom)
    #expect(close(last, 6 + margin + dejaVu(483, at: 15)))
  }
}
