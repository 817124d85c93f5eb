import Foundation
import Testing

@testable import UIKitLayout

/// A pass that only resizes the root predicts its wrapping labels' widths from their last two
/// settled widths and solves once (LayoutEngine+WrapPrediction.swift). The frames must be the
/// ones worked out by hand from the card's constraints, and the ones a card whose engine does
/// not predict lays out, after every pass of a seeded random sequence of resizes and changes.
@MainActor
@Suite struct WrapPredictionTests {
  /// A line, a paragraph and a longer one (the remembered fits' tests' texts).
  static let texts = FitCacheRandomTests.texts

  /// A card 900 points tall: a title 16 inside its left, top and right edges; under it (`gap`
  /// below) a box half the card's width with an aspect ratio of 2:1, 16 from the left; beside
  /// the box, 8 to its right and with its top, a body label up to 16 from the card's right.
  /// The title's width is the card's less 32, the body's half the card's less 40: both follow
  /// the card's width along a line.
  @MainActor
  final class Card {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 376, height: 900))
    let title = UILabel(), body = UILabel(), box = UIView()
    let gap: NSLayoutConstraint

    init(predicting: Bool, texts: [Int] = [1, 2], gap: CGFloat = 8) {
      for label in [title, body] { label.numberOfLines = 0 }
      for view in [title, box, body] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
      }
      self.gap = box.topAnchor.constraint(equalTo: title.bottomAnchor, constant: gap)
      NSLayoutConstraint.activate([
        title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        title.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        title.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
        self.gap,
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
        box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        body.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
        body.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        body.topAnchor.constraint(equalTo: box.topAnchor),
      ])
      title.text = WrapPredictionTests.texts[texts[0]]
      body.text = WrapPredictionTests.texts[texts[1]]
      engine.predictsWrappingWidths = predicting
    }

    var engine: LayoutEngine { root.layoutEngineStorage! }

    /// Lays the card out at `width` (its height stays).
    func layout(width: CGFloat) {
      root.frame.size.width = width
      root.layoutIfNeeded()
    }

    var frames: [CGRect] { [title.frame, box.frame, body.frame] }
  }

  /// The frames at `width`, worked out from the constraints; the labels measure their own text.
  static func expectedFrames(_ card: Card, width: CGFloat, gap: CGFloat) -> [CGRect] {
    func wrapped(_ label: UILabel, _ width: CGFloat) -> CGFloat {
      label.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude)).height
    }
    let title = CGRect(x: 16, y: 16, width: width - 32, height: wrapped(card.title, width - 32))
    let box = CGRect(x: 16, y: title.maxY + gap, width: width / 2, height: width / 4)
    let bodyWidth = width / 2 - 40
    let body = CGRect(x: box.maxX + 8, y: box.minY, width: bodyWidth, height: wrapped(card.body, bodyWidth))
    return [title, box, body]
  }

  static func close(_ a: [CGRect], _ b: [CGRect]) -> Bool {
    zip(a, b).allSatisfy { a, b in
      abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
        && abs(a.height - b.height) < 1e-6
    }
  }

  /// Resized back and forth, the predicting card solves once a pass (its solver's revision
  /// moves by one: the root's pin and the labels' heights together), where the other solves
  /// twice (the pin, then the labels); both lay out what the constraints say.
  @Test func aResizeBackAndForthSolvesOnce() {
    let predicting = Card(predicting: true), plain = Card(predicting: false)
    let widths: [CGFloat] = [376, 416, 376, 416, 320, 504, 416]
    for (index, width) in widths.enumerated() {
      let before = (predicting.engine.solver.revision, plain.engine.solver.revision)
      predicting.layout(width: width)
      plain.layout(width: width)
      let expected = Self.expectedFrames(plain, width: width, gap: 8)
      #expect(Self.close(predicting.frames, expected), "width \(width): \(predicting.frames) ≠ \(expected)")
      #expect(Self.close(plain.frames, expected), "width \(width): \(plain.frames) ≠ \(expected)")
      // From the third pass on, the labels have two samples at two root widths.
      guard index >= 3 else { continue }
      #expect(predicting.engine.solver.revision == before.0 + 1, "width \(width)")
      #expect(plain.engine.solver.revision == before.1 + 2, "width \(width)")
    }
  }

  /// A pass whose labels took more than one round to settle forgets every sample: no
  /// prediction follows it until two plain passes have been recorded again.
  @Test func labelsThatTookRoundsToSettleAreNotPredicted() {
    let card = Card(predicting: true)
    card.layout(width: 376)
    card.layout(width: 416)
    #expect(card.engine.wrapSamples.count == 2)
    #expect(card.engine.wrapSamples.allSatisfy { $0.previous != nil && $0.last != nil })
    card.engine.recordWrapSamples(settledIn: 2)
    #expect(card.engine.wrapSamples.isEmpty)
    let revision = card.engine.solver.revision
    card.layout(width: 376)
    // Without samples the pass solves twice, as without predictions.
    #expect(card.engine.solver.revision == revision + 2)
    #expect(Self.close(card.frames, Self.expectedFrames(card, width: 376, gap: 8)))
  }

  /// The line through two samples: exact for the card's two slopes (1 and ½), none without two
  /// root widths, none when the label is not where the latest sample left it.
  @Test func samplesPredictAlongTheirLine() {
    var samples = WrapSamples()
    samples.record(root: 344, width: 312)
    #expect(samples.predict(at: 384, from: 344, width: 312) == nil)
    samples.record(root: 344, width: 312)
    #expect(samples.predict(at: 384, from: 344, width: 312) == nil)
    samples.record(root: 384, width: 352)
    #expect(samples.predict(at: 288, from: 384, width: 352) == 256)
    #expect(samples.predict(at: 288, from: 344, width: 352) == nil)
    #expect(samples.predict(at: 288, from: 384, width: 350) == nil)
    var half = WrapSamples()
    half.record(root: 376, width: 148)
    half.record(root: 416, width: 168)
    #expect(half.predict(at: 320, from: 416, width: 168) == 120)
    // A line that reaches 0 or below predicts nothing.
    #expect(half.predict(at: 80, from: 416, width: 168) == nil)
  }

  /// Seeded random resizes (widths seen before and new ones), text and constant changes, and
  /// passes that change nothing: after every pass both cards have the frames worked out by
  /// hand, and the predicting card solved once in most resizes.
  @Test(arguments: [1, 2, 3])
  func everyPassLaysOutWhatTheConstraintsSay(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var texts = [1, 2], gap: CGFloat = 8
    let predicting = Card(predicting: true, texts: texts, gap: gap)
    let plain = Card(predicting: false, texts: texts, gap: gap)
    var width: CGFloat = 376
    var once = 0
    for step in 0..<200 {
      var resize = false
      switch random.next(below: 8) {
      case 0:
        texts[0] = random.next(below: 3)
        for card in [predicting, plain] { card.title.text = Self.texts[texts[0]] }
      case 1:
        texts[1] = random.next(below: 3)
        for card in [predicting, plain] { card.body.text = Self.texts[texts[1]] }
      case 2:
        gap = [4, 8, 12][random.next(below: 3)]
        for card in [predicting, plain] { card.gap.constant = gap }
      case 3:
        // A width never seen (a multiple of 8, so that every edge is on the pixel grid).
        width = CGFloat(30 + random.next(below: 50)) * 8
        resize = true
      default:
        width = [320, 376, 416][random.next(below: 3)]
        resize = true
      }
      let revision = predicting.engine.solver.revision
      for card in [predicting, plain] { card.layout(width: width) }
      if resize && predicting.engine.solver.revision == revision + 1 { once += 1 }
      let expected = Self.expectedFrames(plain, width: width, gap: gap)
      #expect(
        Self.close(predicting.frames, expected), "seed \(seed), step \(step): \(predicting.frames) ≠ \(expected)")
      #expect(Self.close(plain.frames, expected), "seed \(seed), step \(step): \(plain.frames) ≠ \(expected)")
    }
    // The sequence exercises predictions, not only plain passes (without them, a resize solved
    // once 10 to 24 times in these sequences: where neither label's height changed).
    #expect(once > 60)
  }
}
