import Foundation
import Testing

@testable import UIKitLayout

/// Which horizontal attributes UIKit treats as direction-dependent (leading/trailing and their
/// margins) and which as absolute (left/right and theirs), seen from outside: the pairs it
/// refuses, and the edges that flip in a right-to-left layout.
@MainActor @Suite struct AttributePairingTests {
  static let directional: [NSLayoutConstraint.Attribute] = [.leading, .trailing, .leadingMargin, .trailingMargin]
  static let absolute: [NSLayoutConstraint.Attribute] = [.left, .right, .leftMargin, .rightMargin]
  static let centres: [NSLayoutConstraint.Attribute] = [.centerX, .centerXWithinMargins]

  /// UIKit raises for a leading/trailing attribute against a left/right one (margins
  /// included), in either order, and accepts every other pair of horizontal locations.
  @Test func directionalAndAbsoluteLocationsDoNotPair() {
    let window = makeWindow()
    let a = constrained(window)
    let all = Self.directional + Self.absolute + Self.centres
    var refused: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)] = []
    for first in all {
      for second in all {
        let raised = recordingExceptions {
          _ = NSLayoutConstraint(
            item: a, attribute: first, relatedBy: .equal, toItem: window, attribute: second,
            multiplier: 1, constant: 0)
        }
        if !raised.isEmpty {
          #expect(raised.count == 1)
          #expect(raised.first?.reason.hasPrefix("A constraint cannot be made between a leading/trailing") == true)
          refused.append((first, second))
        }
      }
    }
    // By hand: the 4 × 4 mixed pairs, each way round.
    var expected: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)] = []
    for first in all {
      for second in all
      where (Self.directional.contains(first) && Self.absolute.contains(second))
        || (Self.absolute.contains(first) && Self.directional.contains(second))
      {
        expected.append((first, second))
      }
    }
    #expect(expected.count == 32)
    #expect(refused.map(\.0) == expected.map(\.0))
    #expect(refused.map(\.1) == expected.map(\.1))
  }

  /// In a right-to-left window, a leading or trailing attribute (or its margin) is the right
  /// or left edge; left and right (and their margins) stay where they are. The window is 320
  /// wide with 8-point margins (UIKit's default for a view), and the child is 100 wide,
  /// pinned with its edge at the window's same edge.
  @Test(arguments: [
    // attribute, the child's minX in a right-to-left window (by hand)
    (NSLayoutConstraint.Attribute.leading, 220.0),  // right edge at 320
    (.trailing, 0),  // left edge at 0
    (.leadingMargin, 212),  // right edge at 320 − 8
    (.trailingMargin, 8),  // left edge at 8
    (.left, 0),
    (.right, 220),
    (.leftMargin, 8),
    (.rightMargin, 212),
  ])
  func edgesFlipOnlyWhenDirectional(attribute: NSLayoutConstraint.Attribute, minX: Double) {
    let window = makeWindow()
    window.semanticContentAttribute = .forceRightToLeft
    window.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    let child = constrained(window)
    // The child's own edge is the unmarginned one (its margins are not what is pinned).
    let own: NSLayoutConstraint.Attribute =
      switch attribute {
      case .leadingMargin: .leading
      case .trailingMargin: .trailing
      case .leftMargin: .left
      case .rightMargin: .right
      default: attribute
      }
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: child, attribute: own, relatedBy: .equal, toItem: window, attribute: attribute,
        multiplier: 1, constant: 0),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.topAnchor.constraint(equalTo: window.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(child.frame.minX == CGFloat(minX))
    #expect(child.frame.width == 100)
  }
}
