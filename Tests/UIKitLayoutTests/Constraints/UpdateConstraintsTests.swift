// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

/// A badge that pins itself to its superview's top-right corner in `updateConstraints()`, the
/// way UIKit's documentation shows: constraints made once, constant updated on demand, `super`
/// called last.
@MainActor
final class SelfPinningBadge: UIView {
  override class var requiresConstraintBasedLayout: Bool { true }
  var inset: CGFloat = 10
  private(set) var updates = 0
  private var edges: [NSLayoutConstraint] = []

  override func updateConstraints() {
    updates += 1
    if edges.isEmpty, let superview {
      translatesAutoresizingMaskIntoConstraints = false
      edges = [
        topAnchor.constraint(equalTo: superview.topAnchor, constant: inset),
        trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -inset),
        widthAnchor.constraint(equalToConstant: 30),
        heightAnchor.constraint(equalToConstant: 20),
      ]
      NSLayoutConstraint.activate(edges)
    } else if edges.count == 4 {
      edges[0].constant = inset
      edges[1].constant = -inset
    }
    super.updateConstraints()
  }
}

/// A view that only makes its constraints when asked to (`setNeedsUpdateConstraints()`).
@MainActor
final class LazyView: UIView {
  var width: CGFloat?
  private var made: NSLayoutConstraint?

  override func updateConstraints() {
    if let width, made == nil {
      made = widthAnchor.constraint(equalToConstant: width)
      made?.isActive = true
    }
    super.updateConstraints()
  }
}

@MainActor @Suite struct UpdateConstraintsTests {
  @Test func constraintsMadeInUpdateConstraintsAreSolvedInTheSamePass() {
    let window = makeWindow()
    let badge = SelfPinningBadge()
    window.addSubview(badge)
    window.layoutIfNeeded()
    // 320 wide: right edge at 310, so x = 280; y = 10.
    #expect(badge.updates == 1)
    #expect(badge.frame == CGRect(x: 280, y: 10, width: 30, height: 20))
    // Nothing asked again: no second update.
    window.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(badge.updates == 1)
    // Asked again: the constants change in updateConstraints and the same pass solves them.
    badge.inset = 40
    badge.setNeedsUpdateConstraints()
    window.layoutIfNeeded()
    #expect(badge.updates == 2)
    #expect(badge.frame == CGRect(x: 250, y: 40, width: 30, height: 20))
  }

  @Test func requiresConstraintBasedLayoutRunsTheUpdateAtTheCommit() {
    let window = makeWindow()
    let badge = SelfPinningBadge()
    window.addSubview(badge)
    CATransaction.flush()
    #expect(badge.updates == 1)
    #expect(badge.frame == CGRect(x: 280, y: 10, width: 30, height: 20))
  }

  @Test func setNeedsUpdateConstraintsRunsTheUpdateBeforeLayout() {
    let window = makeWindow()
    let lazy = LazyView()
    lazy.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(lazy)
    NSLayoutConstraint.activate([
      lazy.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5),
      lazy.topAnchor.constraint(equalTo: window.topAnchor, constant: 6),
      lazy.heightAnchor.constraint(equalToConstant: 7),
    ])
    lazy.width = 50
    // A plain view is not updated unless marked.
    #expect(!lazy.needsUpdateConstraints())
    lazy.setNeedsUpdateConstraints()
    #expect(lazy.needsUpdateConstraints())
    window.layoutIfNeeded()
    #expect(!lazy.needsUpdateConstraints())
    #expect(lazy.frame == CGRect(x: 5, y: 6, width: 50, height: 7))
  }

  @Test func subviewsUpdateBeforeTheirSuperview() {
    let window = makeWindow()
    let outer = SelfPinningBadge(), inner = SelfPinningBadge()
    outer.inset = 0
    window.addSubview(outer)
    outer.addSubview(inner)
    // Bottom-up: inner pins itself inside outer first; outer's own constraints follow in the
    // same pass. outer: x 290, y 0, 30 × 20; inner within it: 30 − 10 − 30 = −10, y 10.
    window.layoutIfNeeded()
    #expect(outer.frame == CGRect(x: 290, y: 0, width: 30, height: 20))
    #expect(inner.frame == CGRect(x: -10, y: 10, width: 30, height: 20))
  }
}
