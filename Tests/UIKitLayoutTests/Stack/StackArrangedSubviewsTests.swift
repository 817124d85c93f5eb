import Foundation
import Testing

@testable import UIKitLayout

/// `arrangedSubviews` against `subviews`, as UIKit documents them, and stacks in stacks.
@MainActor
@Suite struct StackArrangedSubviewsTests {
  @Test func defaults() {
    let stack = UIStackView()
    #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
    #expect(stack.spacing == 0 && !stack.isBaselineRelativeArrangement)
    #expect(!stack.isLayoutMarginsRelativeArrangement && stack.arrangedSubviews.isEmpty)
    #expect(stack.intrinsicContentSize == CGSize(width: -1, height: -1))
    #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
    #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
    #expect(UIStackView.Distribution.equalCentering.rawValue == 4)
    #expect(UIStackView.Alignment.lastBaseline.rawValue == 5)
  }

  @Test func addingArrangesAndAddsAsASubview() {
    let stack = UIStackView()
    let a = UIView(), b = UIView(), decoration = UIView()
    stack.addSubview(decoration)
    stack.addArrangedSubview(a)
    // A view that already is a subview keeps its place among the subviews.
    stack.addArrangedSubview(decoration)
    stack.insertArrangedSubview(b, at: 0)
    #expect(stack.arrangedSubviews == [b, a, decoration])
    #expect(stack.subviews == [decoration, a, b])
    #expect(!a.translatesAutoresizingMaskIntoConstraints && !decoration.translatesAutoresizingMaskIntoConstraints)
    // Adding an arranged view again moves it to the end.
    stack.addArrangedSubview(b)
    #expect(stack.arrangedSubviews == [a, decoration, b])
  }

  @Test func removingKeepsTheSubview() {
    let boxes = StackScene.boxes([(50, 20), (60, 20)])
    let stack = UIStackView(arrangedSubviews: boxes)
    let root = StackScene.root(holding: stack, frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    root.layoutIfNeeded()
    stack.removeArrangedSubview(boxes[0])
    root.layoutIfNeeded()
    #expect(stack.arrangedSubviews == [boxes[1]])
    #expect(stack.subviews.contains(boxes[0]))
    // No stack constraint mentions it any more; the other box fills the stack alone.
    #expect(!stack.constraints.contains { $0.firstItem === boxes[0] || $0.secondItem === boxes[0] })
    #expect(boxes[1].frame == CGRect(x: 0, y: 0, width: 200, height: 50))
    // Leaving the subviews leaves the arranged subviews too.
    boxes[1].removeFromSuperview()
    #expect(stack.arrangedSubviews.isEmpty)
  }

  @Test func anIndexOutOfRangeRaises() {
    let stack = UIStackView(arrangedSubviews: [UIView()])
    let raised = recordingExceptions { stack.insertArrangedSubview(UIView(), at: 2) }
    #expect(raised.map(\.name) == [.invalidArgument])
    #expect(raised.map(\.reason) == [
      "index out of bounds for arranged subview: index = 2 expected to be less than or equal to 1"
    ])
    #expect(stack.arrangedSubviews.count == 1)
  }

  @Test func hiddenPlainSubviewsAreNotArranged() {
    // A subview that is not arranged is left alone: its frame is its own.
    let stack = UIStackView(arrangedSubviews: [Box(50, 20)])
    let overlay = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    stack.addSubview(overlay)
    let root = StackScene.root(holding: stack, frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    root.layoutIfNeeded()
    #expect(overlay.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    overlay.isHidden = true
    #expect(!stack.needsUpdateConstraints())
  }

  @Test func nestedStacks() {
    // A column (8 apart, leading) of two rows (4 apart) of 40 × 20 boxes, the second row
    // with three: rows 84 and 128 wide, the column 128 × 48.
    let rows = [2, 3].map { count -> UIStackView in
      let row = UIStackView(arrangedSubviews: (0..<count).map { _ in Box(40, 20) })
      row.spacing = 4
      return row
    }
    let column = UIStackView(arrangedSubviews: rows)
    column.axis = .vertical
    column.alignment = .leading
    column.spacing = 8
    let size = column.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    #expect(size == CGSize(width: 128, height: 48))
    column.frame = CGRect(origin: .zero, size: size)
    column.layoutIfNeeded()
    #expect(rows.map(\.frame) == [
      CGRect(x: 0, y: 0, width: 84, height: 20), CGRect(x: 0, y: 28, width: 128, height: 20),
    ])
    #expect(rows[1].arrangedSubviews.map(\.frame.minX) == [0, 44, 88])
  }

  @Test func aStackInAStackCellFitsItsContent() {
    // A cell-like container: a column pinned 16 inside; its fitting height is the column's
    // plus the insets.
    let title = UILabel(), subtitle = UILabel()
    title.text = "Title"
    subtitle.text = "Subtitle"
    let column = UIStackView(arrangedSubviews: [title, subtitle])
    column.axis = .vertical
    column.spacing = 4
    let cell = UIView()
    column.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(column)
    NSLayoutConstraint.activate([
      column.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      column.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
      column.topAnchor.constraint(equalTo: cell.topAnchor, constant: 16),
      column.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -16),
    ])
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let height = title.intrinsicContentSize.height + 4 + subtitle.intrinsicContentSize.height + 32
    #expect(close(size.height, height, tolerance: 1e-6))
    #expect(size.width == 320)
  }
}
