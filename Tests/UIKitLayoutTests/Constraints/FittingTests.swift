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

  /// `view`'s four edges `inset` points inside `container`'s.
  static func edges(of view: UIView, inside container: UIView, inset: CGFloat) -> [NSLayoutConstraint] {
    [
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: inset),
      view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -inset),
      view.topAnchor.constraint(equalTo: container.topAnchor, constant: inset),
      view.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -inset),
    ]
  }

  /// A card: a multi-line label 16 points inside it on every side.
  static func card() -> (card: UIView, label: UILabel) {
    let card = UIView()
    let label = UILabel()
    label.numberOfLines = 0
    label.text = body
    label.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(label)
    NSLayoutConstraint.activate(edges(of: label, inside: card, inset: 16))
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

  @Test func aViewFittedBeforeItsFirstLayoutLaysOutAtTheSizeItIsGiven() {
    // A view never laid out keeps the fitted solution until its next pass, which sets its
    // size pins from its bounds: given another size than the fitted one, every level follows.
    let card = UIView(), box = UIView(), label = UILabel()
    label.numberOfLines = 0
    label.text = Self.body
    for view in [box, label] { view.translatesAutoresizingMaskIntoConstraints = false }
    card.addSubview(box)
    box.addSubview(label)
    NSLayoutConstraint.activate(
      Self.edges(of: box, inside: card, inset: 16) + Self.edges(of: label, inside: box, inset: 8))
    let fitted = Self.fit(card, width: 375)
    let wrapped = label.sizeThatFits(CGSize(width: 375 - 48, height: CGFloat.greatestFiniteMagnitude))
    #expect(fitted == CGSize(width: 375, height: wrapped.height + 48))
    #expect(card.frame == .zero && box.frame == .zero && label.frame == .zero)
    // Another size than the fitted one: 300 × 400.
    card.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
    card.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 16, y: 16, width: 268, height: 368))
    #expect(label.frame == CGRect(x: 8, y: 8, width: 252, height: 352))
    // And then the fitted size, as a table view gives it.
    card.frame = CGRect(origin: .zero, size: fitted)
    card.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 16, y: 16, width: 343, height: fitted.height - 32))
    #expect(label.frame == CGRect(x: 8, y: 8, width: 327, height: wrapped.height))
  }

  @Test func aViewMovedByTheFitAloneIsLaidOutInTheFirstPass() {
    // The child hangs from the root's trailing edge while its superview (the container) has a
    // fixed size: only the fit moves it (from the root's zero width to 375), so the fit of a
    // root still at its zero size must leave the container needing layout for the pass that
    // applies the fitted frames.
    let root = UIView(), container = UIView(), child = UIView()
    for view in [container, child] { view.translatesAutoresizingMaskIntoConstraints = false }
    root.addSubview(container)
    container.addSubview(child)
    let bottom = root.bottomAnchor.constraint(equalTo: container.bottomAnchor)
    bottom.priority = .defaultHigh
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      container.topAnchor.constraint(equalTo: root.topAnchor),
      container.widthAnchor.constraint(equalToConstant: 100),
      container.heightAnchor.constraint(equalToConstant: 50),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 10),
      bottom,
    ])
    // Laid out once at its zero size (the container is then in place and needs no layout).
    root.layoutIfNeeded()
    #expect(!container.layer.needsLayout())
    let fitted = Self.fit(root, width: 375)
    #expect(fitted == CGSize(width: 375, height: 50))
    root.frame = CGRect(origin: .zero, size: fitted)
    root.layoutIfNeeded()
    #expect(container.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    // 375 - 20 - 10 = 345 from the root's left edge, which is the container's.
    #expect(child.frame == CGRect(x: 345, y: 0, width: 10, height: 10))
  }

  @Test func fitsOfAViewNeverLaidOutFollowEachOtherAtAnyPriorities() {
    // Between fits the size pins keep the last fit's values: each fit starts from there, with
    // its own target and priorities.
    let (card, label) = Self.card()
    let oneLine = label.sizeThatFits(.zero)
    func wrapped(_ width: CGFloat) -> CGFloat {
      label.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude)).height
    }
    #expect(Self.fit(card, width: 375) == CGSize(width: 375, height: wrapped(343) + 32))
    #expect(
      card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: oneLine.width + 32, height: oneLine.height + 32))
    #expect(Self.fit(card, width: 200) == CGSize(width: 200, height: wrapped(168) + 32))
    #expect(card.frame == .zero && label.frame == .zero)
  }

  @Test func aFittingPinLeftFromTheLastFitTakesTheNextTarget() {
    // The box would be 500 wide at priority 40; a fit's width at priority 50 beats it, so the
    // card is as wide as each target (the fitting pin of one fit is moved by the next).
    let card = UIView(), box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(box)
    let wide = box.widthAnchor.constraint(equalToConstant: 500)
    wide.priority = UILayoutPriority(40)
    NSLayoutConstraint.activate(
      Self.edges(of: box, inside: card, inset: 16) + [wide, box.heightAnchor.constraint(equalToConstant: 20)])
    func fit(_ width: CGFloat) -> CGSize {
      card.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .fittingSizeLevel,
        verticalFittingPriority: .fittingSizeLevel)
    }
    #expect(fit(300) == CGSize(width: 300, height: 52))
    #expect(fit(200) == CGSize(width: 200, height: 52))
    // At a required width the root's own pin is back for that axis; then at 50 again.
    #expect(Self.fit(card, width: 250) == CGSize(width: 250, height: 52))
    #expect(fit(320) == CGSize(width: 320, height: 52))
    // Laid out, the card has its bounds' size whatever the last fit was.
    card.frame = CGRect(x: 0, y: 0, width: 180, height: 52)
    card.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 16, y: 16, width: 148, height: 20))
    // And fitted again after its layout, it is measured without moving.
    #expect(fit(400) == CGSize(width: 400, height: 52))
    #expect(box.frame == CGRect(x: 16, y: 16, width: 148, height: 20))
  }

  @Test func aViewWhoseConstraintsFixItsHeightFitsBeforeItsFirstLayoutWithoutAConflict() {
    // A box 100 tall, 16 inside the card on every side: the card is 132 tall whatever its
    // width. Never laid out, the card is 0 × 0; fitted, it is measured at the target from the
    // start, so its zero height never meets the box's (which broke `height == 100` and fitted
    // the card 0 tall).
    let card = UIView(), box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(box)
    let height = box.heightAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate(Self.edges(of: box, inside: card, inset: 16) + [height])
    var fitted = CGSize.zero
    let log = recordingLog { fitted = Self.fit(card, width: 375) }
    #expect(log.isEmpty)
    #expect(fitted == CGSize(width: 375, height: 132))
    card.frame = CGRect(origin: .zero, size: fitted)
    card.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 16, y: 16, width: 343, height: 100))
    #expect(height.isActive)
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

  /// A card in a window, a box on its margins guide: the window's engine and the fit of the
  /// card each have their own variables for the guide (the guide points at the window's item,
  /// and a fit must not take it for its own).
  @Test func aGuideLaidOutInItsWindowIsFittedWithItsOwnVariables() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    // Inside the window's safe area, so the margins are the card's own.
    let card = UIView(frame: CGRect(x: 50, y: 100, width: 300, height: 500))
    card.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 14, right: 16)
    window.addSubview(card)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(box)
    let margins = card.layoutMarginsGuide
    let height = box.heightAnchor.constraint(equalToConstant: 50)
    height.priority = .defaultHigh
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      box.topAnchor.constraint(equalTo: margins.topAnchor),
      box.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      height,
    ])
    window.layoutIfNeeded()
    // The card keeps its frame (translated): the box fills its margins, 300 − 12 − 16 wide
    // and 500 − 10 − 14 tall, against its preferred height.
    #expect(box.frame == CGRect(x: 12, y: 10, width: 272, height: 476))
    #expect(margins.layoutFrame == CGRect(x: 12, y: 10, width: 272, height: 476))
    // Fitted, the card is as tall as the box wants plus the margins: 10 + 50 + 14.
    #expect(Self.fit(card, width: 300) == CGSize(width: 300, height: 74))
    #expect(Self.fit(card, width: 200) == CGSize(width: 200, height: 74))
    // The window's layout is as it was.
    card.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 12, y: 10, width: 272, height: 476))
    #expect(margins.layoutFrame == CGRect(x: 12, y: 10, width: 272, height: 476))
  }
}
