import Foundation
import Testing

@testable import UIKitLayout

/// A user constraint's priority changed while it is active: the engine gives its record the new
/// strength at the next layout pass, on whichever side the constraint is violated, and the
/// frames are those the priorities give.
@MainActor
@Suite struct ConstraintPriorityChangeTests {
  /// A view 10 high at the window's top left, with two active widths that compete:
  /// `wide` (`width == 200`, at 250) and `narrow` (`width == 100`, at 500).
  func competingWidths(in window: UIWindow) -> (view: UIView, wide: NSLayoutConstraint) {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    let wide = view.widthAnchor.constraint(equalToConstant: 200)
    wide.priority = .defaultLow  // 250
    let narrow = view.widthAnchor.constraint(equalToConstant: 100)
    narrow.priority = UILayoutPriority(500)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      view.topAnchor.constraint(equalTo: window.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
      wide, narrow,
    ])
    return (view, wide)
  }

  /// `width == 200` and `width == 100` compete; the higher priority wins. The first is
  /// violated *below* (the width falls short of 200) while it loses, so raising it is a change
  /// of its weight below as much as above.
  @Test func raisingAndLoweringAnEqualitysPriorityChangesWhichOneWins() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let (view, wide) = competingWidths(in: window)
    window.layoutIfNeeded()
    // 500 outweighs 250: 100 wide.
    #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 10))

    wide.priority = .defaultHigh  // 750
    // Nothing moves until the next layout pass.
    #expect(view.frame.width == 100)
    window.layoutIfNeeded()
    // 750 outweighs 500: 200 wide (the narrow one is now the one violated, above).
    #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 10))

    wide.priority = UILayoutPriority(300)
    window.layoutIfNeeded()
    // Back below 500: 100 wide again.
    #expect(view.frame.width == 100)
  }

  /// Two changes before one pass: only the last priority counts.
  @Test func onlyTheLastOfSeveralChangesBeforeAPassCounts() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let (view, wide) = competingWidths(in: window)
    window.layoutIfNeeded()
    #expect(view.frame.width == 100)
    wide.priority = .defaultHigh
    wide.priority = UILayoutPriority(400)
    window.layoutIfNeeded()
    // 400 < 500: still 100 wide.
    #expect(view.frame.width == 100)
    #expect(wide.priority == UILayoutPriority(400))
  }
}
