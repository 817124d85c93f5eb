// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

// Reference 2.3–2.5: the change of the superview's length is shared among the flexible parts
// in proportion to their current lengths (evenly if those sum to zero), without rounding.
@MainActor
@Suite struct AutoresizingTests {
  @Test func seedCaseLabelLosesTheWholeChangeInWidth() {
    // Container 320×200, label (0,0,300,100) [left margin, width], container → 300×200:
    // the left margin is 0 long, so the width takes all of −20.
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let label = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    label.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
    container.addSubview(label)
    container.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    #expect(label.frame == CGRect(x: 0, y: 0, width: 280, height: 100))
  }

  /// One axis, superview 320 → 400 (Δ 80), view at 40 with length 80 (trailing margin 200).
  /// Expected origin and length worked out by hand from the proportional rule.
  struct AxisCase: CustomTestStringConvertible, Sendable {
    let leading: Bool, size: Bool, trailing: Bool
    let origin: CGFloat, length: CGFloat
    var testDescription: String {
      let names = [(leading, "leading"), (size, "size"), (trailing, "trailing")]
        .filter(\.0).map(\.1)
      return names.isEmpty ? "nothing flexible" : names.joined(separator: "+")
    }
  }

  nonisolated static let axisCases: [AxisCase] = [
    // Nothing flexible: the trailing margin silently absorbs the change.
    AxisCase(leading: false, size: false, trailing: false, origin: 40, length: 80),
    // One flexible part takes all 80.
    AxisCase(leading: true, size: false, trailing: false, origin: 120, length: 80),
    AxisCase(leading: false, size: true, trailing: false, origin: 40, length: 160),
    AxisCase(leading: false, size: false, trailing: true, origin: 40, length: 80),
    // Leading 40 + size 80 = 120: leading gets 80·40/120 = 80/3, size 80·80/120 = 160/3.
    AxisCase(leading: true, size: true, trailing: false, origin: 200.0 / 3, length: 400.0 / 3),
    // Leading 40 + trailing 200 = 240: leading gets 80·40/240 = 40/3.
    AxisCase(leading: true, size: false, trailing: true, origin: 160.0 / 3, length: 80),
    // Size 80 + trailing 200 = 280: size gets 80·80/280 = 160/7.
    AxisCase(leading: false, size: true, trailing: true, origin: 40, length: 720.0 / 7),
    // All three (320): a uniform scale by 400/320 = 1.25.
    AxisCase(leading: true, size: true, trailing: true, origin: 50, length: 100),
  ]

  @Test(arguments: axisCases)
  func horizontalCombination(_ axis: AxisCase) {
    var mask: UIView.AutoresizingMask = []
    if axis.leading { mask.insert(.flexibleLeftMargin) }
    if axis.size { mask.insert(.flexibleWidth) }
    if axis.trailing { mask.insert(.flexibleRightMargin) }
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let view = UIView(frame: CGRect(x: 40, y: 10, width: 80, height: 20))
    view.autoresizingMask = mask
    superview.addSubview(view)
    superview.bounds.size.width = 400
    #expect(close(view.frame.minX, axis.origin))
    #expect(close(view.frame.width, axis.length))
    #expect(view.frame.minY == 10 && view.frame.height == 20)
  }

  @Test(arguments: axisCases)
  func verticalCombination(_ axis: AxisCase) {
    var mask: UIView.AutoresizingMask = []
    if axis.leading { mask.insert(.flexibleTopMargin) }
    if axis.size { mask.insert(.flexibleHeight) }
    if axis.trailing { mask.insert(.flexibleBottomMargin) }
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 320))
    let view = UIView(frame: CGRect(x: 10, y: 40, width: 20, height: 80))
    view.autoresizingMask = mask
    superview.addSubview(view)
    superview.bounds.size.height = 400
    #expect(close(view.frame.minY, axis.origin))
    #expect(close(view.frame.height, axis.length))
    #expect(view.frame.minX == 10 && view.frame.width == 20)
  }

  @Test func referenceWorkedNumbers() {
    // Reference 2.5: [left, right] margins 100/200, 320 → 380: x = 120.
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let margins = UIView(frame: CGRect(x: 100, y: 0, width: 20, height: 10))
    margins.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    // [width, right], x 20 w 100 (right 200), 320 → 380: w = 120.
    let widthAndRight = UIView(frame: CGRect(x: 20, y: 0, width: 100, height: 10))
    widthAndRight.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
    superview.addSubview(margins)
    superview.addSubview(widthAndRight)
    superview.frame.size.width = 380
    #expect(margins.frame == CGRect(x: 120, y: 0, width: 20, height: 10))
    #expect(widthAndRight.frame == CGRect(x: 20, y: 0, width: 120, height: 10))

    // [height, bottom], 100 → 150, y 20 h 60 (bottom 20): h = 60 + 50·60/80 = 97.5.
    let tall = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
    let bar = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: 60))
    bar.autoresizingMask = [.flexibleHeight, .flexibleBottomMargin]
    tall.addSubview(bar)
    tall.frame.size.height = 150
    #expect(bar.frame == CGRect(x: 0, y: 20, width: 10, height: 97.5))
  }

  @Test func zeroFlexibleLengthsShareEvenly() {
    // Left margin 0 and width 0 are both flexible: 80 is split 40/40.
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 10))
    view.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
    superview.addSubview(view)
    superview.frame.size.width = 400
    #expect(view.frame == CGRect(x: 40, y: 0, width: 40, height: 10))
  }

  @Test func nestedViewsResizeInTurn() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let inner = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    inner.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let leaf = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 180))
    leaf.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
    container.addSubview(inner)
    inner.addSubview(leaf)
    leaf.addSubview(fixed)
    container.frame.size = CGSize(width: 400, height: 300)
    #expect(inner.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    // The leaf's superview grew by 80×100; only its size is flexible.
    #expect(leaf.frame == CGRect(x: 10, y: 10, width: 380, height: 280))
    #expect(fixed.frame == CGRect(x: 10, y: 10, width: 30, height: 30))
  }

  @Test func onlyASizeChangeAutoresizes() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    view.autoresizingMask = [
      .flexibleLeftMargin, .flexibleWidth, .flexibleTopMargin, .flexibleHeight,
    ]
    superview.addSubview(view)
    superview.frame.origin = CGPoint(x: 50, y: 50)
    superview.bounds.origin = CGPoint(x: 30, y: 30)
    superview.center = CGPoint(x: 0, y: 0)
    #expect(view.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
  }

  @Test func autoresizesSubviewsOffStopsIt() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    superview.autoresizesSubviews = false
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    superview.addSubview(view)
    superview.frame.size = CGSize(width: 100, height: 100)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
  }

  @Test func maskRawValuesAreUIKits() {
    #expect(UIView.AutoresizingMask.flexibleLeftMargin.rawValue == 1)
    #expect(UIView.AutoresizingMask.flexibleWidth.rawValue == 2)
    #expect(UIView.AutoresizingMask.flexibleRightMargin.rawValue == 4)
    #expect(UIView.AutoresizingMask.flexibleTopMargin.rawValue == 8)
    #expect(UIView.AutoresizingMask.flexibleHeight.rawValue == 16)
    #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
    #expect(UIView().autoresizingMask == [])
  }
}
