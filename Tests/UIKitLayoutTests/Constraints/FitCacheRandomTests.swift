import Foundation
import Testing

@testable import UIKitLayout

/// Remembered fits against fresh ones: a card goes through a seeded random sequence of the
/// changes a fit depends on (texts, constants, a priority, a constraint toggled, margins, a
/// translated subview's frame, layouts at fitted sizes), with fits at three widths in between,
/// sometimes after a layout pass has taken the change in.
/// Every fit, remembered or not, must give the size worked out from the card's constraints,
/// and what a card built afresh in the same state gives at its first fit. The card's
/// constraints have one solution at every width, so all three agree (to a millionth of a point
/// for floating-point error).
@MainActor
@Suite struct FitCacheRandomTests {
  /// What the card shows and how it is constrained.
  struct State {
    var texts = [0, 1]
    var gap: CGFloat = 8
    var boxHeight: CGFloat = 60
    var boxPriority = UILayoutPriority.defaultHigh
    var tall = false
    var wideMargins = false
    var bannerHeight: CGFloat = 30
  }

  static let texts = [
    "Short.",
    String(repeating: "A body of text that wraps over several lines. ", count: 3),
    String(repeating: "Words ", count: 40),
  ]

  /// The card: a wrapping label on the margins guide; under it a box (its height at a
  /// priority, at least 80 at 900 when `tall`); a banner placed by its frame; a second wrapping
  /// label under both the box and the banner, 16 above the card's bottom.
  @MainActor
  final class Card {
    let root = UIView(), first = UILabel(), second = UILabel(), box = UIView()
    let banner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
    let gap: NSLayoutConstraint, height: NSLayoutConstraint, tall: NSLayoutConstraint

    init(_ state: State) {
      for label in [first, second] { label.numberOfLines = 0 }
      for view in [first, second, box] { view.translatesAutoresizingMaskIntoConstraints = false }
      for view in [banner, first, box, second] { root.addSubview(view) }
      let margins = root.layoutMarginsGuide
      gap = box.topAnchor.constraint(equalTo: first.bottomAnchor)
      height = box.heightAnchor.constraint(equalToConstant: 0)
      height.priority = .defaultHigh
      tall = box.heightAnchor.constraint(greaterThanOrEqualToConstant: 80)
      tall.priority = UILayoutPriority(900)
      let pullUp = second.topAnchor.constraint(equalTo: root.topAnchor)
      pullUp.priority = .defaultLow
      NSLayoutConstraint.activate([
        first.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        first.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        first.topAnchor.constraint(equalTo: margins.topAnchor),
        gap, height,
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        second.topAnchor.constraint(greaterThanOrEqualTo: box.bottomAnchor, constant: 8),
        second.topAnchor.constraint(greaterThanOrEqualTo: banner.bottomAnchor, constant: 8),
        pullUp,
        second.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        second.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        root.bottomAnchor.constraint(equalTo: second.bottomAnchor, constant: 16),
      ])
      apply(state)
    }

    /// Sets what differs from `old` (everything without it): a setter called with the value
    /// it holds may count as a change, and would hide a remembered fit that should not be.
    func apply(_ state: State, from old: State? = nil) {
      if state.texts[0] != old?.texts[0] { first.text = FitCacheRandomTests.texts[state.texts[0]] }
      if state.texts[1] != old?.texts[1] { second.text = FitCacheRandomTests.texts[state.texts[1]] }
      if state.gap != old?.gap { gap.constant = state.gap }
      if state.boxHeight != old?.boxHeight { height.constant = state.boxHeight }
      if state.boxPriority != old?.boxPriority { height.priority = state.boxPriority }
      if state.tall != old?.tall { tall.isActive = state.tall }
      if state.wideMargins != old?.wideMargins {
        let margin: CGFloat = state.wideMargins ? 24 : 8
        root.layoutMargins = UIEdgeInsets(top: margin, left: margin, bottom: margin, right: margin)
      }
      if state.bannerHeight != old?.bannerHeight { banner.frame.size.height = state.bannerHeight }
    }

    func fit(_ width: CGFloat) -> CGSize { FittingTests.fit(root, width: width) }
  }

  /// The card's size at `width` in `state`, worked out from its constraints: the first label
  /// `margin` from the top, as tall as its text wrapped between the margins; the box `gap`
  /// under it, its height held at 750 or 700 (at least 80 at 900 when `tall`, which wins); the
  /// second label 8 under the lower of the box and the banner (the pull-up at 250 cannot move
  /// either), as tall as its text wrapped 16 inside each side; the card 16 below it. Labels
  /// measure their own text.
  static func expectedSize(_ state: State, _ width: CGFloat, _ card: Card) -> CGSize {
    func wrapped(_ label: UILabel, _ width: CGFloat) -> CGFloat {
      label.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude)).height
    }
    let margin: CGFloat = state.wideMargins ? 24 : 8
    let boxTop = margin + wrapped(card.first, width - 2 * margin) + state.gap
    let boxHeight = state.tall ? max(state.boxHeight, 80) : state.boxHeight
    let secondTop = max(boxTop + boxHeight, state.bannerHeight) + 8
    return CGSize(width: width, height: secondTop + wrapped(card.second, width - 32) + 16)
  }

  static func close(_ a: CGSize, _ b: CGSize) -> Bool {
    abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
  }

  @Test(arguments: [1, 2, 3, 4])
  func everyFitIsWhatAFreshCardFits(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var state = State()
    let card = Card(state)
    let widths: [CGFloat] = [200, 320, 375]
    var remembered = 0
    for step in 0..<300 {
      let old = state
      switch random.next(below: 10) {
      case 0: state.texts[0] = random.next(below: 3)
      case 1: state.texts[1] = random.next(below: 3)
      case 2: state.gap = [4, 8, 12][random.next(below: 3)]
      case 3: state.boxHeight = [40, 60, 100][random.next(below: 3)]
      case 4: state.tall.toggle()
      case 5: state.wideMargins.toggle()
      case 6: state.bannerHeight = [10, 30, 200][random.next(below: 3)]
      case 7: state.boxPriority = state.boxPriority == .defaultHigh ? UILayoutPriority(700) : .defaultHigh
      case 8:
        // Laid out at a fitted size (then fitted as a view laid out).
        let width = widths[random.next(below: 3)]
        card.root.frame = CGRect(origin: .zero, size: card.fit(width))
        card.root.layoutIfNeeded()
        continue
      default:
        // Fits only: the ones most likely to be remembered.
        break
      }
      card.apply(state, from: old)
      // Sometimes a layout pass takes the change in before the next fit (nothing waits then).
      if random.next(below: 3) == 0 { card.root.layoutIfNeeded() }
      for _ in 0..<random.next(below: 3) + 1 {
        let width = widths[random.next(below: 3)]
        let revision = card.root.layoutEngineStorage?.solver.revision
        let fitted = card.fit(width)
        if revision != nil, card.root.layoutEngineStorage?.solver.revision == revision { remembered += 1 }
        let fresh = Card(state).fit(width)
        #expect(Self.close(fitted, fresh), "seed \(seed), step \(step), width \(width): \(fitted) ≠ \(fresh)")
        let expected = Self.expectedSize(state, width, card)
        #expect(Self.close(fitted, expected), "seed \(seed), step \(step), width \(width): \(fitted) ≠ \(expected)")
      }
    }
    // The sequence exercises remembered answers, not only fresh fits.
    #expect(remembered > 100)
  }
}
