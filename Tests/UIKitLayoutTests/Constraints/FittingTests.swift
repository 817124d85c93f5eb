import Foundation
import Testing

@testable import UIKitLayout

/// `systemLayoutSizeFitting` as self-sizing cells use it: a multi-line label wraps at the width
/// the fit gives it, as a layout pass wraps it (UIKit measures such labels again at their
/// solved width).
@MainActor
@Suite struct FittingTests {
  static let body = String(repeating: "A body of text that wraps over several lines. ", count: 4)

  /// The card's size at `width`, as a table view asks a self-sizing cell.
  static func fit(_ card: UIView, width: CGFloat) -> CGSize {
    card.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// A card: a multi-line label 16 points inside it on every side.
  static func card() -> (card: UIView, label: UILabel) {
    let card = UIView()
    let label = UILabel()
    label.numberOfLines = 0
    label.text = body
    label.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
      label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
    ])
    return (card, label)
  }

  @Test func aMultiLineLabelWrapsAtTheFittedWidth() {
    let (card, label) = Self.card()
    let fitted = Self.fit(card, width: 375)
    // The label gets 375 - 32 = 343 points and is as tall as its text wrapped there.
    let wrapped = label.sizeThatFits(CGSize(width: 343, height: CGFloat.greatestFiniteMagnitude))
    let oneLine = label.sizeThatFits(.zero)
    #expect(wrapped.height >= 3 * oneLine.height)
    #expect(fitted == CGSize(width: 375, height: wrapped.height + 32))
    // Fitting touched nothing: the label still measures unwrapped (it has no width yet).
    #expect(label.intrinsicContentSize == oneLine)
    #expect(card.frame == .zero && label.frame == .zero)
  }

  @Test func fittingGivesWhatLayoutGives() {
    let (card, label) = Self.card()
    let fitted = Self.fit(card, width: 375)
    card.frame = CGRect(origin: .zero, size: fitted)
    card.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 16, y: 16, width: 343, height: fitted.height - 32))
    // Fitting again at another width wraps again.
    let narrow = Self.fit(card, width: 200)
    let wrapped = label.sizeThatFits(CGSize(width: 168, height: CGFloat.greatestFiniteMagnitude))
    #expect(narrow == CGSize(width: 200, height: wrapped.height + 32))
    #expect(narrow.height > fitted.height)
  }

  @Test func aLabelNothingNarrowsStaysOnOneLine() {
    let (card, label) = Self.card()
    let fitted = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    let oneLine = label.sizeThatFits(.zero)
    #expect(fitted == CGSize(width: oneLine.width + 32, height: oneLine.height + 32))
  }

  @Test func aNestedMultiLineLabelIsWrappedInTheFirstLayout() {
    // root (375 wide) > box (16 inside) > label (8 inside the box); a footer under the box.
    // The label's width comes from two levels up; its height must be the wrapped one before
    // any frame is applied, or the footer is placed under a one-line label.
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 800))
    let box = UIView(), label = UILabel(), footer = UIView()
    label.numberOfLines = 0
    label.text = Self.body
    for view in [box, label, footer] { view.translatesAutoresizingMaskIntoConstraints = false }
    root.addSubview(box)
    box.addSubview(label)
    root.addSubview(footer)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -8),
      label.topAnchor.constraint(equalTo: box.topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -8),
      footer.topAnchor.constraint(equalTo: box.bottomAnchor),
      footer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      footer.widthAnchor.constraint(equalToConstant: 10),
      footer.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // The label is 375 - 32 - 16 = 327 wide and as tall as its text wrapped there.
    let wrapped = label.sizeThatFits(CGSize(width: 327, height: CGFloat.greatestFiniteMagnitude))
    #expect(label.frame == CGRect(x: 8, y: 8, width: 327, height: wrapped.height))
    #expect(footer.frame.minY == wrapped.height + 16)
  }

  @Test func fittingAgainAtOtherWidthsGivesEachWidthsSize() {
    let (card, label) = Self.card()
    for width in [375.0, 200.0, 375.0, 320.0] {
      let fitted = Self.fit(card, width: width)
      let wrapped = label.sizeThatFits(CGSize(width: width - 32, height: CGFloat.greatestFiniteMagnitude))
      #expect(fitted == CGSize(width: width, height: wrapped.height + 32), "at \(width)")
    }
  }

  @Test func fittingLeavesALaidOutViewAlone() {
    let (card, label) = Self.card()
    let size = Self.fit(card, width: 375)
    card.frame = CGRect(origin: .zero, size: size)
    card.layoutIfNeeded()
    let frame = label.frame
    #expect(!card.layer.needsLayout() && !label.layer.needsLayout(), "before the fit")
    _ = Self.fit(card, width: 200)
    // Nothing moved and nothing needs layout: the fit was a question, not a change.
    #expect(label.frame == frame)
    #expect(!card.layer.needsLayout() && !label.layer.needsLayout())
  }
}
