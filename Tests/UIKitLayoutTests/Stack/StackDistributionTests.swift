import Foundation
import Testing

@testable import UIKitLayout

/// Each distribution of a horizontal stack view, frames worked out by hand from UIKit's
/// generated constraints (docs/stack-view.md): boxes of fixed intrinsic size in a stack whose
/// frame is fixed (it translates its autoresizing mask), alignment `.fill`.
@MainActor
@Suite struct StackDistributionTests {
  /// A horizontal stack `width` × 100 of boxes `widths` wide (20 tall), `spacing` apart.
  static func scene(
    _ widths: [CGFloat], width: CGFloat, spacing: CGFloat = 0,
    _ distribution: UIStackView.Distribution
  ) -> (UIView, UIStackView, [Box]) {
    let boxes = widths.map { Box($0, 20) }
    let stack = UIStackView(arrangedSubviews: boxes)
    stack.spacing = spacing
    stack.distribution = distribution
    let root = StackScene.root(holding: stack, frame: CGRect(x: 0, y: 0, width: width, height: 100))
    return (root, stack, boxes)
  }

  static func xs(_ boxes: [Box]) -> [CGFloat] { boxes.map(\.frame.minX) }
  static func widths(_ boxes: [Box]) -> [CGFloat] { boxes.map(\.frame.width) }

  @Test func fillStretchesTheViewThatHugsLeast() {
    // 50 + 60 + 70 + 2 × 10 = 200 of 300: the middle box (hugging 200 < 250) takes the 100.
    let (root, _, boxes) = Self.scene([50, 60, 70], width: 300, spacing: 10, .fill)
    boxes[1].setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
    root.layoutIfNeeded()
    #expect(Self.xs(boxes) == [0, 60, 230])
    #expect(Self.widths(boxes) == [50, 160, 70])
    // Alignment .fill: every box as tall as the stack.
    #expect(boxes.allSatisfy { $0.frame.minY == 0 && $0.frame.height == 100 })
  }

  @Test func fillStretchesTheFirstViewOnATie() {
    // Equal hugging: the first view in arrangedSubviews stretches (see docs/stack-view.md).
    let (root, _, boxes) = Self.scene([50, 60, 70], width: 300, spacing: 10, .fill)
    root.layoutIfNeeded()
    #expect(Self.widths(boxes) == [150, 60, 70])
    #expect(Self.xs(boxes) == [0, 160, 230])
  }

  @Test func fillShrinksTheViewThatResistsLeast() {
    // 200 wanted, 150 given: the last box (compression resistance 700 < 750) gives 50.
    let (root, _, boxes) = Self.scene([50, 60, 70], width: 150, spacing: 10, .fill)
    boxes[2].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
    root.layoutIfNeeded()
    #expect(Self.widths(boxes) == [50, 60, 20])
    #expect(Self.xs(boxes) == [0, 60, 130])
  }

  @Test func fillEquallyGivesEveryViewTheSameLength() {
    // (320 − 2 × 10) / 3 = 100, whatever the boxes' own widths.
    let (root, _, boxes) = Self.scene([50, 60, 70], width: 320, spacing: 10, .fillEqually)
    root.layoutIfNeeded()
    #expect(Self.widths(boxes) == [100, 100, 100])
    #expect(Self.xs(boxes) == [0, 110, 220])
  }

  @Test func fillProportionallySharesByIntrinsicLength() {
    // Natural 40, 80, 120 + 2 × 10 spacing = 260: in exactly 260 each keeps its own width.
    let (root, _, boxes) = Self.scene([40, 80, 120], width: 260, spacing: 10, .fillProportionally)
    root.layoutIfNeeded()
    #expect(Self.widths(boxes) == [40, 80, 120])
    #expect(Self.xs(boxes) == [0, 50, 140])
  }

  @Test func fillProportionallyFavoursTheEarlierViews() {
    // In 520 the shares 40/260, 80/260, 120/260 of the stack (priorities 999, 998, 997) ask
    // 80 + 160 + 240 = 480, but only 500 is left after the spacing: the first two get their
    // share, the last (lowest priority) takes the rest, 260.
    let (root, stack, boxes) = Self.scene([40, 80, 120], width: 520, spacing: 10, .fillProportionally)
    root.layoutIfNeeded()
    #expect(Self.widths(boxes) == [80, 160, 260])
    #expect(Self.xs(boxes) == [0, 90, 260])
    let shares = stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
    #expect(shares.map(\.priority.rawValue) == [999, 998, 997])
    let expected: [CGFloat] = [40.0 / 260, 80.0 / 260, 120.0 / 260]
    #expect(shares.map(\.multiplier) == expected)
  }

  @Test func fillProportionallyFollowsIntrinsicSizeChanges() {
    let (root, _, boxes) = Self.scene([40, 80, 120], width: 260, spacing: 10, .fillProportionally)
    root.layoutIfNeeded()
    // Natural 40 + 80 + 100 + 20 = 240 in 260: shares 40/240 and 80/240 of 260 (130/3 and
    // 260/3, whole pixels at 3x), the last box the rest: 260 − 20 − 130 = 110.
    boxes[2].size = CGSize(width: 100, height: 20)
    root.layoutIfNeeded()
    #expect(close(boxes[0].frame.width, 130.0 / 3))
    #expect(close(boxes[1].frame.width, 260.0 / 3))
    #expect(close(boxes[2].frame.width, 110))
    #expect(close(boxes[2].frame.minX, 150))
  }

  @Test func equalSpacingSharesTheFreeSpace() {
    // 300 − 180 = 120 free: two gaps of 60; the boxes keep their widths.
    let (root, stack, boxes) = Self.scene([50, 60, 70], width: 300, .equalSpacing)
    root.layoutIfNeeded()
    #expect(Self.widths(boxes) == [50, 60, 70])
    #expect(Self.xs(boxes) == [0, 110, 230])
    // The gaps are guides of UIKit's private class, named as UIKit names them.
    let gaps = stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }
    #expect(gaps.count == 2)
    #expect(gaps.map(\.layoutFrame) == [
      CGRect(x: 50, y: 0, width: 60, height: 0), CGRect(x: 170, y: 0, width: 60, height: 0),
    ])
    #expect(NSLayoutConstraint.itemName(gaps[0]).hasPrefix("_UIOLAGapGuide:"))
  }

  @Test func equalSpacingKeepsTheMinimumSpacing() {
    // A stack sized by its content: nothing to share, so the gaps are the minimum, 10.
    let boxes = [Box(50, 20), Box(60, 20)]
    let stack = UIStackView(arrangedSubviews: boxes)
    stack.distribution = .equalSpacing
    stack.spacing = 10
    let size = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(size == CGSize(width: 120, height: 20))
  }

  @Test func equalCenteringSpacesTheCentres() {
    // Centres of the ends: 20 and 300 − 50 = 250; the middle one's centre halfway, 135, so
    // it starts at 105.
    let (root, stack, boxes) = Self.scene([40, 60, 100], width: 300, .equalCentering)
    root.layoutIfNeeded()
    #expect(Self.widths(boxes) == [40, 60, 100])
    #expect(Self.xs(boxes) == [0, 105, 200])
    let equal = stack.constraints.filter { $0.identifier == "UISV-fill-equally" }
    // Below compression resistance: 150 less the index of the view the gap follows.
    #expect(equal.map(\.priority.rawValue) == [149])
  }

  @Test func aStackSizedByItsContent() {
    // Pinned at (10, 10) only: as wide as the boxes and spacings, as tall as the tallest
    // box (compression resistance 750 beats the others' hugging 250 under `.fill`).
    let boxes = StackScene.boxes([(50, 20), (60, 30), (70, 40)])
    let stack = UIStackView(arrangedSubviews: boxes)
    stack.spacing = 10
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
    ])
    root.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 10, y: 10, width: 200, height: 40))
    #expect(Self.xs(boxes) == [0, 60, 130])
    #expect(boxes.allSatisfy { $0.frame.height == 40 })
  }
}

/// The same distributions down a column: the axis's attributes are top, bottom and height.
@MainActor
@Suite struct VerticalStackDistributionTests {
  /// A vertical stack 100 × `height` of boxes `heights` tall (20 wide), `spacing` apart.
  static func scene(
    _ heights: [CGFloat], height: CGFloat, spacing: CGFloat = 0,
    _ distribution: UIStackView.Distribution
  ) -> (UIView, [Box]) {
    let boxes = heights.map { Box(20, $0) }
    let stack = UIStackView(arrangedSubviews: boxes)
    stack.axis = .vertical
    stack.spacing = spacing
    stack.distribution = distribution
    let root = StackScene.root(holding: stack, frame: CGRect(x: 0, y: 0, width: 100, height: height))
    root.layoutIfNeeded()
    return (root, boxes)
  }

  @Test func fill() {
    let (_, boxes) = Self.scene([50, 60, 70], height: 300, spacing: 10, .fill)
    // The first box takes the 100 extra points (a tie); every box as wide as the stack.
    #expect(boxes.map(\.frame.minY) == [0, 160, 230])
    #expect(boxes.map(\.frame.height) == [150, 60, 70])
    #expect(boxes.allSatisfy { $0.frame.width == 100 })
  }

  @Test func fillEquallyAndProportionally() {
    #expect(Self.scene([50, 60, 70], height: 320, spacing: 10, .fillEqually).1.map(\.frame.minY) == [0, 110, 220])
    let (_, boxes) = Self.scene([40, 80, 120], height: 520, spacing: 10, .fillProportionally)
    #expect(boxes.map(\.frame.height) == [80, 160, 260])
  }

  @Test func equalSpacingAndCentering() {
    #expect(Self.scene([50, 60, 70], height: 300, .equalSpacing).1.map(\.frame.minY) == [0, 110, 230])
    #expect(Self.scene([40, 60, 100], height: 300, .equalCentering).1.map(\.frame.minY) == [0, 105, 200])
  }
}
