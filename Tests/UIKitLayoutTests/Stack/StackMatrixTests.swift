import Foundation
import Testing

@testable import UIKitLayout

/// Every distribution × alignment × axis: three boxes (50, 60, 70 long along the axis; 20,
/// 30, 40 across it) 10 apart in a stack 300 long and 100 across. Along the axis and across
/// it the constraints are independent, so each frame is one of the positions below, each
/// worked out by hand from the constraints in docs/stack-view.md.
@MainActor
@Suite struct StackMatrixTests {
  nonisolated static let distributions: [UIStackView.Distribution] = [
    .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
  ]
  nonisolated static let alignments: [UIStackView.Alignment] = [.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline]

  /// Start and length of each box along the axis.
  static func along(_ distribution: UIStackView.Distribution) -> [(CGFloat, CGFloat)] {
    switch distribution {
    // 100 to spare: the first box stretches (equal hugging).
    case .fill: [(0, 150), (160, 60), (230, 70)]
    // (300 − 20) / 3 each.
    case .fillEqually: [(0, 280.0 / 3), (310.0 / 3, 280.0 / 3), (620.0 / 3, 280.0 / 3)]
    // Shares of 300 over 180 + 20: 75 and 90 (priorities 999, 998); the last takes the rest.
    case .fillProportionally: [(0, 75), (85, 90), (185, 115)]
    // Two gaps of (300 − 180) / 2.
    case .equalSpacing: [(0, 50), (110, 60), (230, 70)]
    // Centres 25 and 265 at the ends, 145 between them.
    case .equalCentering: [(0, 50), (115, 60), (230, 70)]
    }
  }

  /// Start and length of each box across the axis.
  static func across(_ alignment: UIStackView.Alignment, vertical: Bool) -> [(CGFloat, CGFloat)] {
    let lengths: [CGFloat] = [20, 30, 40]
    switch alignment {
    case .fill: return lengths.map { _ in (0, 100) }
    case .leading: return lengths.map { (0, $0) }
    case .center: return lengths.map { (50 - $0 / 2, $0) }
    case .trailing: return lengths.map { (100 - $0, $0) }
    // Down a column, baselines mean the sides.
    case .firstBaseline where vertical: return lengths.map { (0, $0) }
    case .lastBaseline where vertical: return lengths.map { (100 - $0, $0) }
    // Boxes have no text: their tops (bottoms) align, and the spanner closes round them
    // against the stack's bottom (top), the side tied to it: tops at 100 − 40, bottoms at 40.
    case .firstBaseline: return lengths.map { (60, $0) }
    case .lastBaseline: return lengths.map { (40 - $0, $0) }
    }
  }

  @Test(arguments: distributions, alignments)
  func row(_ distribution: UIStackView.Distribution, _ alignment: UIStackView.Alignment) {
    let boxes = StackScene.boxes([(50, 20), (60, 30), (70, 40)])
    let stack = UIStackView(arrangedSubviews: boxes)
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = 10
    StackScene.root(holding: stack, frame: CGRect(x: 0, y: 0, width: 300, height: 100)).layoutIfNeeded()
    for (box, (x, y)) in zip(boxes, zip(Self.along(distribution), Self.across(alignment, vertical: false))) {
      let expected = CGRect(x: x.0, y: y.0, width: x.1, height: y.1)
      #expect(close(box.frame, expected, tolerance: 1e-9), "\(box.frame) ≠ \(expected)")
    }
  }

  @Test(arguments: distributions, alignments)
  func column(_ distribution: UIStackView.Distribution, _ alignment: UIStackView.Alignment) {
    let boxes = StackScene.boxes([(20, 50), (30, 60), (40, 70)])
    let stack = UIStackView(arrangedSubviews: boxes)
    stack.axis = .vertical
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = 10
    StackScene.root(holding: stack, frame: CGRect(x: 0, y: 0, width: 100, height: 300)).layoutIfNeeded()
    for (box, (y, x)) in zip(boxes, zip(Self.along(distribution), Self.across(alignment, vertical: true))) {
      let expected = CGRect(x: x.0, y: y.0, width: x.1, height: y.1)
      #expect(close(box.frame, expected, tolerance: 1e-9), "\(box.frame) ≠ \(expected)")
    }
  }
}
