import Foundation
import Testing

@testable import UIKitLayout

/// Intrinsic sizes and content priorities changed after a layout, alone and together: the
/// engine changes its content-size records in place (their strengths only when a priority
/// changed), and the frames are those worked out from the priorities.
@MainActor
@Suite struct ContentPriorityChangeTests {
  /// A view whose intrinsic size the test sets.
  final class Box: UIView {
    var size = CGSize(width: 80, height: 10) {
      didSet { invalidateIntrinsicContentSize() }
    }
    override var intrinsicContentSize: CGSize { size }
  }

  /// Two boxes side by side filling a 100-wide container: `a | b`, both 80 wide by nature, so
  /// that 60 points must come out of one of them; the one with the lower compression
  /// resistance gives them up.
  @Test func theLowerCompressionResistanceGivesWayAsPrioritiesAndSizesChange() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let container = UIView(), a = Box(), b = Box()
    for view in [container, a, b] { view.translatesAutoresizingMaskIntoConstraints = false }
    window.addSubview(container)
    container.addSubview(a)
    container.addSubview(b)
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      container.topAnchor.constraint(equalTo: window.topAnchor),
      container.widthAnchor.constraint(equalToConstant: 100),
      container.heightAnchor.constraint(equalToConstant: 10),
      a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      a.trailingAnchor.constraint(equalTo: b.leadingAnchor),
      b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      a.topAnchor.constraint(equalTo: container.topAnchor), b.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    a.setContentCompressionResistancePriority(.init(700), for: .horizontal)
    window.layoutIfNeeded()
    // a (700) gives up the 60 points to b (750).
    #expect(a.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(b.frame == CGRect(x: 20, y: 0, width: 80, height: 10))

    // A priority alone: a (800) now outweighs b (750).
    a.setContentCompressionResistancePriority(.init(800), for: .horizontal)
    window.layoutIfNeeded()
    #expect(a.frame.width == 80)
    #expect(b.frame == CGRect(x: 80, y: 0, width: 20, height: 10))

    // A size alone (the priorities as they were): a keeps its 90, b has what is left.
    a.size.width = 90
    window.layoutIfNeeded()
    #expect(a.frame.width == 90)
    #expect(b.frame == CGRect(x: 90, y: 0, width: 10, height: 10))

    // Both in one pass: a wants 70 at 700 again, so a gives up the 50 the two overflow by.
    a.size.width = 70
    a.setContentCompressionResistancePriority(.init(700), for: .horizontal)
    window.layoutIfNeeded()
    #expect(a.frame.width == 20)
    #expect(b.frame == CGRect(x: 20, y: 0, width: 80, height: 10))

    // The height's records are untouched throughout: 10 high, as the intrinsic size says.
    #expect(a.frame.height == 10 && b.frame.height == 10)
  }
}
