import Foundation
import Testing

@testable import UIKitLayout

/// A fit at a target already answered, with nothing changed since, gives the same size
/// without a solver operation; every kind of change in between is fitted afresh. Expected
/// sizes are worked out from the card's geometry and the label's own measurement.
@MainActor
@Suite struct FitCacheTests {
  typealias Card = FittingTests

  /// The wrapped height of `label` at `width`.
  static func wrapped(_ label: UILabel, _ width: CGFloat) -> CGFloat {
    label.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude)).height
  }

  /// The solver's revision of `view`'s engine (it moves with every solver operation).
  static func revision(_ view: UIView) -> Int? { view.layoutEngineStorage?.solver.revision }

  @Test func aFitAtAWidthAlreadyFittedLeavesTheSolverAlone() throws {
    let (card, label) = Card.card()
    #expect(Card.fit(card, width: 375) == CGSize(width: 375, height: Self.wrapped(label, 343) + 32))
    let afterFirst = try #require(Self.revision(card))
    #expect(Card.fit(card, width: 200) == CGSize(width: 200, height: Self.wrapped(label, 168) + 32))
    let afterSecond = try #require(Self.revision(card))
    // The second width was solved for.
    #expect(afterSecond != afterFirst)
    // Both again, in turn: the same sizes, and not one solver operation.
    for _ in 0..<2 {
      #expect(Card.fit(card, width: 375) == CGSize(width: 375, height: Self.wrapped(label, 343) + 32))
      #expect(Card.fit(card, width: 200) == CGSize(width: 200, height: Self.wrapped(label, 168) + 32))
    }
    #expect(Self.revision(card) == afterSecond)
    // Other priorities are another question: the compressed size is one line.
    let oneLine = label.sizeThatFits(.zero)
    #expect(
      card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: oneLine.width + 32, height: oneLine.height + 32))
    #expect(Self.revision(card) != afterSecond)
  }

  @Test func newTextIsMeasuredAgain() {
    let (card, label) = Card.card()
    _ = Card.fit(card, width: 375)
    _ = Card.fit(card, width: 200)
    label.text = "Short."
    // One line at either width now.
    let oneLine = label.sizeThatFits(.zero)
    #expect(Card.fit(card, width: 375) == CGSize(width: 375, height: oneLine.height + 32))
    #expect(Card.fit(card, width: 200) == CGSize(width: 200, height: oneLine.height + 32))
  }

  @Test func aChangedConstantPriorityOrConstraintIsFittedAgain() {
    let card = UIView(), box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(box)
    let height = box.heightAnchor.constraint(equalToConstant: 100)
    height.priority = .defaultHigh
    NSLayoutConstraint.activate(Card.edges(of: box, inside: card, inset: 16) + [height])
    #expect(Card.fit(card, width: 375) == CGSize(width: 375, height: 132))
    #expect(Card.fit(card, width: 320) == CGSize(width: 320, height: 132))
    height.constant = 60
    #expect(Card.fit(card, width: 375) == CGSize(width: 375, height: 92))
    // A new constraint: at least 80 at 600, below the box's 750 (60 holds) …
    let tall = box.heightAnchor.constraint(greaterThanOrEqualToConstant: 80)
    tall.priority = UILayoutPriority(600)
    tall.isActive = true
    #expect(Card.fit(card, width: 320) == CGSize(width: 320, height: 92))
    // … and above it once the box's priority drops to 500.
    height.priority = .defaultLow
    #expect(Card.fit(card, width: 320) == CGSize(width: 320, height: 112))
    #expect(Card.fit(card, width: 375) == CGSize(width: 375, height: 112))
    tall.isActive = false
    #expect(Card.fit(card, width: 320) == CGSize(width: 320, height: 92))
  }

  @Test func changedMarginsAreFittedAgain() {
    // The label sits on the card's margins guide: 8 points a side by default, then 20.
    let card = UIView(), label = UILabel()
    label.numberOfLines = 0
    label.text = Card.body
    label.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(label)
    let margins = card.layoutMarginsGuide
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      label.topAnchor.constraint(equalTo: margins.topAnchor),
      label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    #expect(Card.fit(card, width: 300) == CGSize(width: 300, height: Self.wrapped(label, 284) + 16))
    #expect(Card.fit(card, width: 250) == CGSize(width: 250, height: Self.wrapped(label, 234) + 16))
    card.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
    #expect(Card.fit(card, width: 300) == CGSize(width: 300, height: Self.wrapped(label, 260) + 40))
  }

  @Test func aMovedTranslatedSubviewIsFittedAgain() {
    // A banner placed by its frame (its autoresizing mask translated); a box 10 under it,
    // 20 tall, 16 above the card's bottom.
    let card = UIView(), box = UIView()
    let banner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
    box.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(banner)
    card.addSubview(box)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 10),
      box.heightAnchor.constraint(equalToConstant: 20),
      box.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      box.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
      box.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
    ])
    // 30 + 10 + 20 + 16.
    #expect(Card.fit(card, width: 375) == CGSize(width: 375, height: 76))
    #expect(Card.fit(card, width: 200) == CGSize(width: 200, height: 76))
    banner.frame.size.height = 70
    #expect(Card.fit(card, width: 375) == CGSize(width: 375, height: 116))
  }

  @Test func aViewFittedFromARememberedAnswerLaysOutAtThatSize() {
    let (card, label) = Card.card()
    let fitted = Card.fit(card, width: 375)
    _ = Card.fit(card, width: 200)
    #expect(Card.fit(card, width: 375) == fitted)
    // The engine still holds the 200-point fit; the layout at the size given is solved for.
    card.frame = CGRect(origin: .zero, size: fitted)
    card.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 16, y: 16, width: 343, height: Self.wrapped(label, 343)))
  }

  @Test func aLaidOutViewFittedFromARememberedAnswerStaysPut() {
    let (card, label) = Card.card()
    card.frame = CGRect(origin: .zero, size: Card.fit(card, width: 375))
    card.layoutIfNeeded()
    let frame = label.frame
    let before = Self.revision(card)
    #expect(Card.fit(card, width: 200) == CGSize(width: 200, height: Self.wrapped(label, 168) + 32))
    #expect(Card.fit(card, width: 320) == CGSize(width: 320, height: Self.wrapped(label, 288) + 32))
    let afterFits = Self.revision(card)
    #expect(afterFits != before)
    #expect(Card.fit(card, width: 200) == CGSize(width: 200, height: Self.wrapped(label, 168) + 32))
    #expect(Self.revision(card) == afterFits)
    #expect(label.frame == frame && !card.layer.needsLayout())
    // Resized, it is laid out (and then fitted) afresh.
    card.frame.size = CGSize(width: 200, height: Self.wrapped(label, 168) + 32)
    card.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 16, y: 16, width: 168, height: Self.wrapped(label, 168)))
    #expect(Card.fit(card, width: 320) == CGSize(width: 320, height: Self.wrapped(label, 288) + 32))
  }
}
