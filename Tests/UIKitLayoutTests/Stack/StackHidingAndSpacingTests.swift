import Foundation
import Testing

@testable import UIKitLayout

/// Hidden arranged views, spacing (custom, system, negative, baseline-relative) and margins,
/// frames worked out by hand from UIKit's generated constraints (docs/stack-view.md).
@MainActor
@Suite struct StackHidingAndSpacingTests {
  /// A horizontal stack sized by its content (pinned at the root's top-left corner) holding
  /// boxes 50 × 20, 60 × 30 and 70 × 40, 10 apart.
  static func scene() -> (UIView, UIStackView, [Box]) {
    let boxes = StackScene.boxes([(50, 20), (60, 30), (70, 40)])
    let stack = UIStackView(arrangedSubviews: boxes)
    stack.spacing = 10
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    return (root, stack, boxes)
  }

  @Test func aHiddenViewCollapsesAndItsSpacingGoes() {
    let (root, stack, boxes) = Self.scene()
    boxes[1].isHidden = true
    root.layoutIfNeeded()
    // 50 + 10 + 70: the hidden box is 0 wide, halfway into the gap (50 + 10 / 2).
    #expect(stack.frame.size == CGSize(width: 130, height: 40))
    #expect(boxes.map(\.frame.minX) == [0, 55, 60])
    #expect(boxes.map(\.frame.width) == [50, 0, 70])
    // Shown again: back to 50 + 10 + 60 + 10 + 70.
    boxes[1].isHidden = false
    root.layoutIfNeeded()
    #expect(stack.frame.width == 200)
    #expect(boxes.map(\.frame.minX) == [0, 60, 130])
  }

  @Test func hiddenViewsAtTheEnds() {
    let (root, stack, boxes) = Self.scene()
    boxes[0].isHidden = true
    boxes[2].isHidden = true
    root.layoutIfNeeded()
    // Only the middle box shows; the hidden ones sit at its edges, 0 wide.
    #expect(stack.frame.width == 60)
    #expect(boxes.map(\.frame.minX) == [0, 0, 60])
    #expect(boxes.map(\.frame.width) == [0, 60, 0])
  }

  @Test func everyViewHidden() {
    let (root, stack, boxes) = Self.scene()
    for box in boxes { box.isHidden = true }
    root.layoutIfNeeded()
    // An "ordering spanner" holds the ends and fits to nothing.
    #expect(stack.frame.width == 0)
    #expect(boxes.allSatisfy { $0.frame.minX == 0 && $0.frame.width == 0 })
    #expect(stack.layoutGuides.map(\.identifier).contains("UISV-ordering-spanner"))
  }

  @Test func hidingGivesWayToARequiredLengthWithoutALog() {
    // 'UISV-hiding' is just below required: a hidden view with a required width keeps it,
    // and nothing is logged.
    let (root, stack, boxes) = Self.scene()
    boxes[1].widthAnchor.constraint(equalToConstant: 60).isActive = true
    let log = recordingLog {
      boxes[1].isHidden = true
      root.layoutIfNeeded()
    }
    #expect(log.isEmpty)
    #expect(boxes[1].frame.width == 60)
    #expect(stack.frame.width == 130)
    let hiding = boxes[1].constraints.filter { $0.identifier == "UISV-hiding" }
    #expect(hiding.count == 1 && hiding[0].priority.rawValue == 999.999 && hiding[0].constant == 0)
  }

  @Test func hidingInsideAnAnimationAnimatesTheOthers() {
    let window = makeWindow()
    let (root, stack, boxes) = Self.scene()
    window.addSubview(root)
    root.layoutIfNeeded()
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
      boxes[1].isHidden = true
      root.layoutIfNeeded()
    })
    // The model is final at once; the last box slides from 130 to 60.
    #expect(boxes[2].frame.minX == 60)
    window.animationClock.currentTime = 0.5
    #expect(boxes[2].layer.presentation()?.frame.minX == 95)
    #expect(stack.frame.width == 130)
  }

  @Test func customSpacingReplacesTheSpacing() {
    let (root, stack, boxes) = Self.scene()
    #expect(stack.customSpacing(after: boxes[0]) == UIStackView.spacingUseDefault)
    stack.setCustomSpacing(30, after: boxes[0])
    #expect(stack.customSpacing(after: boxes[0]) == 30)
    root.layoutIfNeeded()
    #expect(boxes.map(\.frame.minX) == [0, 80, 150])
    // The gap after a hidden view's predecessor keeps the predecessor's custom spacing.
    boxes[1].isHidden = true
    root.layoutIfNeeded()
    #expect(boxes[2].frame.minX == 80)
    // Back to the default.
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: boxes[0])
    root.layoutIfNeeded()
    #expect(boxes[2].frame.minX == 60)
    // A view that is not arranged has no custom spacing.
    let stranger = UIView()
    stack.setCustomSpacing(5, after: stranger)
    #expect(stack.customSpacing(after: stranger) == UIStackView.spacingUseDefault)
  }

  @Test func systemAndNegativeSpacing() {
    let (root, stack, boxes) = Self.scene()
    // UIKit's system spacing between siblings: 8.
    stack.spacing = UIStackView.spacingUseSystem
    root.layoutIfNeeded()
    #expect(boxes.map(\.frame.minX) == [0, 58, 126])
    // Negative spacing overlaps the views.
    stack.spacing = -10
    root.layoutIfNeeded()
    #expect(boxes.map(\.frame.minX) == [0, 40, 90])
    #expect(stack.frame.width == 160)
  }

  @Test func spacingIsRoundedToPixels() {
    // 10.1 points at 3x is 30.3 pixels: 30, so 10.
    let (root, stack, boxes) = Self.scene()
    stack.spacing = 10.1
    root.layoutIfNeeded()
    #expect(boxes.map(\.frame.minX) == [0, 60, 130])
  }

  @Test func baselineRelativeColumn() {
    // Vertical, baseline-relative: the second label's first baseline is 30 below the first
    // label's last baseline.
    let labels = [17.0, 24].map { StackScene.label("Text", $0) }
    let stack = UIStackView(arrangedSubviews: labels)
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 30
    stack.isBaselineRelativeArrangement = true
    let size = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    stack.frame = CGRect(origin: .zero, size: size)
    stack.layoutIfNeeded()
    let last = labels[0].frame.maxY - (labels[0].lastBaselineOffsetFromBottom ?? 0)
    let first = labels[1].frame.minY + (labels[1].firstBaselineOffsetFromTop ?? 0)
    #expect(close(first - last, 30, tolerance: 1.0 / 3))
    #expect(labels[0].frame.minY == 0)
    #expect(close(size.height, labels[1].frame.maxY, tolerance: 1.0 / 3))
  }

  @Test func marginsRelativeArrangement() {
    let boxes = StackScene.boxes([(50, 20), (60, 20), (70, 20)])
    let stack = UIStackView(arrangedSubviews: boxes)
    // A stack view's own margins are zero until set.
    #expect(stack.layoutMargins == .zero)
    stack.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    stack.isLayoutMarginsRelativeArrangement = true
    stack.distribution = .fillEqually
    stack.spacing = 10
    let root = StackScene.root(holding: stack, frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    root.layoutIfNeeded()
    // 300 − 40 of margins − 20 of spacing = 240: three boxes of 80 from x = 20, 10 to 90.
    #expect(boxes.map(\.frame) == [
      CGRect(x: 20, y: 10, width: 80, height: 80), CGRect(x: 110, y: 10, width: 80, height: 80),
      CGRect(x: 200, y: 10, width: 80, height: 80),
    ])
  }

  @Test func rightToLeft() {
    // Leading is the right edge: the first box at the right; the first one stretches (tie).
    let boxes = StackScene.boxes([(50, 20), (60, 20), (70, 20)])
    let stack = UIStackView(arrangedSubviews: boxes)
    stack.spacing = 10
    stack.semanticContentAttribute = .forceRightToLeft
    let root = StackScene.root(holding: stack, frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    root.layoutIfNeeded()
    #expect(boxes.map(\.frame.minX) == [150, 80, 0])
    #expect(boxes.map(\.frame.width) == [150, 60, 70])
  }
}
