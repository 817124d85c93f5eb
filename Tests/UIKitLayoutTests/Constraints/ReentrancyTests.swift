import Foundation
import Testing

@testable import UIKitLayout

/// Code that runs on iOS: a view whose `intrinsicContentSize` lays its subviews out first
/// (`layoutIfNeeded()` from inside the engine's update). It used to recurse until the stack
/// overflowed; the engine now ignores the nested update and finishes the outer one.
@MainActor
private final class SelfLayingOutView: UIView {
  var calls = 0
  override var intrinsicContentSize: CGSize {
    calls += 1
    layoutIfNeeded()
    layoutSubviews()
    return CGSize(width: 40, height: 20)
  }
}

@MainActor
@Suite struct ReentrancyTests {
  @Test func intrinsicSizeThatLaysOutDoesNotRecurse() {
    let window = makeWindow()  // 320 × 480
    let view = SelfLayingOutView()
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      view.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
    ])
    window.layoutIfNeeded()
    // The intrinsic size (40 × 20) sizes it; the position comes from the constraints.
    #expect(view.frame == CGRect(x: 10, y: 20, width: 40, height: 20))
    #expect(view.calls >= 1 && view.calls < 10)
    // A change that dirties it again lays out again without recursing.
    view.invalidateIntrinsicContentSize()
    window.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 10, y: 20, width: 40, height: 20))
  }
}
