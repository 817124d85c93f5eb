import Foundation
import Testing

@testable import UIKitLayout

/// The benchmark's two feed cells (FeedCell.swift, linked from Benchmarks/) lay out alike: the
/// speed comparison in `layout-bench` compares the same work.
@MainActor
@Suite struct FeedCellTests {
  static func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
      && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
  }

  @Test(arguments: [375.0, 414.0])
  func bothCellsGiveTheSameFrames(width: Double) {
    let manual = ManualFeedCell(), auto = AutoLayoutFeedCell()
    manual.configure(with: .sample)
    auto.configure(with: .sample)
    let manualSize = manual.sizeThatFits(CGSize(width: width, height: 0))
    let autoSize = auto.fittingSize(width: width)
    #expect(autoSize.width == width && abs(autoSize.height - manualSize.height) < 1e-6)
    manual.frame = CGRect(origin: .zero, size: manualSize)
    auto.frame = CGRect(origin: .zero, size: autoSize)
    manual.layoutIfNeeded()
    auto.layoutIfNeeded()
    for (i, (a, b)) in zip(manual.allViews, auto.allViews).enumerated() {
      #expect(Self.close(a.frame, b.frame), "view \(i): manual \(a.frame), Auto Layout \(b.frame)")
    }
  }

  /// A reused cell, as `layout-bench` fits it: another post after the first (at the same
  /// width), then the first again; both cells agree each time.
  @Test func reusedCellsGiveTheSameSizesForEachPost() {
    let manual = ManualFeedCell(), auto = AutoLayoutFeedCell()
    var heights: [CGFloat] = []
    for item in [FeedItem.sample, .other, .sample] {
      manual.configure(with: item)
      auto.configure(with: item)
      let manualSize = manual.sizeThatFits(CGSize(width: 375, height: 0))
      #expect(auto.fittingSize(width: 375) == manualSize)
      heights.append(manualSize.height)
    }
    // The posts differ in height; the first post measures as it did.
    #expect(heights[0] != heights[1] && heights[0] == heights[2])
  }

  @Test func theGeometryWorkedOutByHand() {
    let cell = AutoLayoutFeedCell()
    cell.configure(with: .sample)
    cell.frame = CGRect(origin: .zero, size: cell.fittingSize(width: 375))
    cell.layoutIfNeeded()
    // Content starts at 16 + 48 + 12 = 76 and is 375 - 76 - 16 = 283 wide.
    #expect(cell.avatar.frame == CGRect(x: 16, y: 12, width: 48, height: 48))
    #expect(cell.header.frame.minX == 76 && cell.header.frame.width == 283)
    // Three equal buttons: 283 / 3 each; the 3:2 picture is 283 × 2/3 tall.
    #expect(cell.buttons.allSatisfy { abs($0.frame.width - 283.0 / 3) < 1e-9 })
    #expect(abs(cell.media.frame.height - 283.0 * 2 / 3) < 1e-9)
    // Both texts wrap.
    let line = cell.body.font.lineHeight
    #expect(cell.body.frame.height >= 2 * line && cell.quote.frame.height >= 2 * cell.quote.font.lineHeight)
    // The separator closes the cell: 12 below the actions, 1 tall, from x 16 to the edge.
    #expect(cell.separator.frame == CGRect(x: 16, y: cell.actions.frame.maxY + 12, width: 359, height: 1))
    // The fitted height is the engine's value (not pixel-snapped), within rounding.
    #expect(abs(cell.bounds.height - cell.separator.frame.maxY) < 1e-9)
  }
}

/// The feed cell built from nested stack views (StackFeedCell.swift) places every content view
/// where the hand-written cell does: the stack benchmark compares the same layout.
@MainActor
@Suite struct StackFeedCellTests {
  @Test(arguments: [375.0, 414.0])
  func stackCellMatchesTheManualCell(width: Double) {
    let manual = ManualFeedCell(), stacked = StackFeedCell()
    manual.configure(with: .sample)
    stacked.configure(with: .sample)
    let manualSize = manual.sizeThatFits(CGSize(width: width, height: 0))
    let stackSize = stacked.fittingSize(width: width)
    #expect(stackSize.width == width && abs(stackSize.height - manualSize.height) < 1e-6)
    manual.frame = CGRect(origin: .zero, size: manualSize)
    stacked.frame = CGRect(origin: .zero, size: stackSize)
    manual.layoutIfNeeded()
    stacked.layoutIfNeeded()
    let manualViews = [manual.avatar, manual.name, manual.handle, manual.time, manual.body, manual.quote, manual.media]
      + manual.buttons + [manual.separator]
    for (i, (a, b)) in zip(manualViews, stacked.contentViews).enumerated() {
      // In the cell's coordinates: the containers differ.
      let expected = a.convert(a.bounds, to: manual), actual = b.convert(b.bounds, to: stacked)
      #expect(FeedCellTests.close(expected, actual), "view \(i): manual \(expected), stacks \(actual)")
    }
  }
}
