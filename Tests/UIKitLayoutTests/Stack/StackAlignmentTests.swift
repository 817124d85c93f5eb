import Foundation
import Testing

@testable import UIKitLayout

/// Each alignment, across both axes, frames worked out by hand from UIKit's generated
/// constraints (docs/stack-view.md).
@MainActor
@Suite struct StackAlignmentTests {
  /// A horizontal stack 300 × 100 of three boxes 100 wide and 20, 40, 60 tall.
  static func row(_ alignment: UIStackView.Alignment) -> (UIView, [Box]) {
    let boxes = StackScene.boxes([(100, 20), (100, 40), (100, 60)])
    let stack = UIStackView(arrangedSubviews: boxes)
    stack.alignment = alignment
    let root = StackScene.root(holding: stack, frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    root.layoutIfNeeded()
    return (root, boxes)
  }

  /// A vertical stack 100 × 300 of three boxes 100 tall and 20, 40, 60 wide.
  static func column(_ alignment: UIStackView.Alignment) -> (UIView, [Box]) {
    let boxes = StackScene.boxes([(20, 100), (40, 100), (60, 100)])
    let stack = UIStackView(arrangedSubviews: boxes)
    stack.axis = .vertical
    stack.alignment = alignment
    let root = StackScene.root(holding: stack, frame: CGRect(x: 0, y: 0, width: 100, height: 300))
    root.layoutIfNeeded()
    return (root, boxes)
  }

  @Test func rowAlignments() {
    // Along the axis every box keeps its 100 points; across it:
    #expect(Self.row(.fill).1.map(\.frame) == [
      CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 100, y: 0, width: 100, height: 100),
      CGRect(x: 200, y: 0, width: 100, height: 100),
    ])
    // Tops at 0, own heights (the ambiguity suppression at 25 loses to hugging at 250).
    #expect(Self.row(.top).1.map(\.frame.minY) == [0, 0, 0])
    #expect(Self.row(.top).1.map(\.frame.height) == [20, 40, 60])
    // Centres at 50.
    #expect(Self.row(.center).1.map(\.frame.minY) == [40, 30, 20])
    // Bottoms at 100.
    #expect(Self.row(.bottom).1.map(\.frame.minY) == [80, 60, 40])
    // Views without text align their tops for first baselines (bottoms for last ones).
    // First baselines tie the stack's bottom to the spanner's and only bound the first
    // view's top below the stack's: the spanner (fitting at 51) closes round the views,
    // which so sit at the bottom, their tops at 100 − 60. Last baselines mirror it.
    #expect(Self.row(.firstBaseline).1.map(\.frame.minY) == [40, 40, 40])
    #expect(Self.row(.lastBaseline).1.map(\.frame.maxY) == [60, 60, 60])
  }

  @Test func columnAlignments() {
    #expect(Self.column(.fill).1.map(\.frame.width) == [100, 100, 100])
    #expect(Self.column(.fill).1.map(\.frame.minY) == [0, 100, 200])
    #expect(Self.column(.leading).1.map(\.frame.minX) == [0, 0, 0])
    #expect(Self.column(.leading).1.map(\.frame.width) == [20, 40, 60])
    #expect(Self.column(.center).1.map(\.frame.minX) == [40, 30, 20])
    #expect(Self.column(.trailing).1.map(\.frame.minX) == [80, 60, 40])
    // Baseline alignments mean nothing across a column: they align the sides.
    #expect(Self.column(.firstBaseline).1.map(\.frame.minX) == [0, 0, 0])
    #expect(Self.column(.lastBaseline).1.map(\.frame.maxX) == [100, 100, 100])
  }

  @Test func topAndBottomAreLeadingAndTrailing() {
    #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.top.rawValue == 1)
    #expect(UIStackView.Alignment.bottom == .trailing && UIStackView.Alignment.bottom.rawValue == 4)
  }

  @Test func aCentredRowIsAsTallAsItsTallestView() {
    // Sized by its content: the spanner around the boxes fits them (priority 51), and the
    // stack fits the spanner: 60 tall, the boxes centred in it.
    let boxes = StackScene.boxes([(30, 20), (30, 60), (30, 40)])
    let stack = UIStackView(arrangedSubviews: boxes)
    stack.alignment = .center
    let size = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(size == CGSize(width: 90, height: 60))
    stack.frame = CGRect(origin: .zero, size: size)
    stack.layoutIfNeeded()
    #expect(boxes.map(\.frame.minY) == [20, 0, 10])
  }

  @Test func firstBaselinesLineUp() {
    // Three labels, the largest font first: the first label's top is the stack's top, and
    // every label's first baseline is at the first one's.
    let labels = [24.0, 12, 17].map { StackScene.label("Baseline", $0) }
    let stack = UIStackView(arrangedSubviews: labels)
    stack.alignment = .firstBaseline
    stack.spacing = 8
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // Frames are whole pixels (3x): baselines agree to within one.
    let pixel = 1.0 / 3
    let baseline = labels[0].firstBaselineOffsetFromTop ?? 0
    for label in labels {
      let offset = label.firstBaselineOffsetFromTop ?? 0
      #expect(close(label.frame.minY + offset, baseline, tolerance: pixel))
      #expect(close(label.frame.height, label.intrinsicContentSize.height))
    }
    #expect(labels[0].frame.minY == 0)
    // The stack reaches down to the lowest label bottom.
    #expect(close(stack.frame.height, labels.map(\.frame.maxY).max() ?? 0))
  }
}

/// A stack view's baselines are an arranged view's (`forFirstBaselineLayout`), for its own
/// alignment in an outer stack and for constraints from outside.
@MainActor
@Suite struct StackBaselineVendingTests {
  static func label(_ text: String, _ size: CGFloat) -> UILabel { StackScene.label(text, size) }

  /// `view`'s first baseline in `root`'s coordinates.
  static func firstBaseline(_ view: UILabel, in root: UIView) -> CGFloat {
    view.convert(CGPoint(x: 0, y: view.firstBaselineOffsetFromTop ?? 0), to: root).y
  }

  @Test func aColumnVendsItsFirstLabel() {
    let big = Self.label("Big", 24)
    let title = Self.label("Title", 17), detail = Self.label("Detail", 12)
    let column = UIStackView(arrangedSubviews: [title, detail])
    column.axis = .vertical
    column.spacing = 2
    #expect(column.forFirstBaselineLayout === title && column.forLastBaselineLayout === detail)
    let row = UIStackView(arrangedSubviews: [big, column])
    row.alignment = .firstBaseline
    row.spacing = 8
    // A label outside both, its first baseline on the column's.
    let outside = Self.label("Outside", 14)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    for view in [row, outside] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    NSLayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      row.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      outside.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 300),
      outside.firstBaselineAnchor.constraint(equalTo: column.firstBaselineAnchor),
    ])
    root.layoutIfNeeded()
    let pixel = 1.0 / 3
    let baseline = Self.firstBaseline(big, in: root)
    #expect(close(Self.firstBaseline(title, in: root), baseline, tolerance: pixel))
    #expect(close(Self.firstBaseline(outside, in: root), baseline, tolerance: pixel))
    // The title grows (its baseline moves down inside it): the others follow it.
    let before = title.firstBaselineOffsetFromTop ?? 0
    title.font = .systemFont(ofSize: 40)
    root.layoutIfNeeded()
    #expect((title.firstBaselineOffsetFromTop ?? 0) > before + 10)
    let grown = Self.firstBaseline(title, in: root)
    #expect(close(Self.firstBaseline(big, in: root), grown, tolerance: pixel))
    #expect(close(Self.firstBaseline(outside, in: root), grown, tolerance: pixel))
  }

  @Test func aRowVendsItsTallestCentredView() {
    let small = Self.label("s", 12), tall = Self.label("T", 30)
    let row = UIStackView(arrangedSubviews: [small, tall])
    row.alignment = .center
    row.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
    row.layoutIfNeeded()
    #expect(row.forFirstBaselineLayout === tall && row.forLastBaselineLayout === tall)
    row.alignment = .fill
    #expect(row.forFirstBaselineLayout === small && row.forLastBaselineLayout === tall)
    // Nothing visible: the stack is its own.
    small.isHidden = true
    tall.isHidden = true
    #expect(row.forFirstBaselineLayout === row)
  }
}
