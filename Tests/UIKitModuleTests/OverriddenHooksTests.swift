import Testing
import UIKit

/// Overrides real apps write of members UIKit declares `open`, from another module.

private final class RecordingView: UIView {
  var added: [UIView] = []
  var didAddCount = 0
  var removedSubviews: [UIView] = []
  override func addSubview(_ view: UIView) {
    added.append(view)
    super.addSubview(view)
  }
  override func didAddSubview(_ subview: UIView) { didAddCount += 1 }
  override func willRemoveSubview(_ subview: UIView) { removedSubviews.append(subview) }
}

private final class RemovalCountingView: UIView {
  var removals = 0
  override func removeFromSuperview() {
    removals += 1
    super.removeFromSuperview()
  }
}

/// The usual "self-sizing scroll view": its intrinsic height is its content height.
private final class SelfSizingScrollView: UIScrollView {
  override var contentSize: CGSize {
    didSet { invalidateIntrinsicContentSize() }
  }
  override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: contentSize.height)
  }
}

private final class FadingButton: UIButton {
  override var isHighlighted: Bool {
    didSet { alpha = isHighlighted ? 0.5 : 1 }
  }
}

private final class UppercaseLabel: UILabel {
  override var text: String? {
    get { super.text }
    set { super.text = newValue?.uppercased() }
  }
}

private final class RecordingLayer: CALayer {
  var added: [CALayer] = []
  override func addSublayer(_ layer: CALayer) {
    added.append(layer)
    super.addSublayer(layer)
  }
}

private final class ImmediateView: UIView {
  /// A test double apps write to make animations synchronous.
  override class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }
}

@MainActor
@Suite struct OverriddenHooksTests {
  @Test func aLayerSubclassSeesItsSublayersArrive() {
    let layer = RecordingLayer(), sublayer = CALayer()
    layer.addSublayer(sublayer)
    #expect(layer.added == [sublayer] && layer.sublayers == [sublayer])
  }

  @Test func anOverriddenClassAnimationRunsSynchronously() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var finished: Bool?
    ImmediateView.animate(
      withDuration: 0.3, delay: 0, options: [], animations: { view.alpha = 0 }
    ) { finished = $0 }
    #expect(view.alpha == 0 && finished == true)
  }

  @Test func addingGoesThroughTheOverrideAndTheHooks() {
    let root = RecordingView()
    let a = UIView(), b = RemovalCountingView()
    root.addSubview(a)
    root.addSubview(b)
    #expect(root.added == [a, b] && root.subviews == [a, b])
    #expect(root.didAddCount == 2)
    b.removeFromSuperview()
    #expect(b.removals == 1 && root.removedSubviews == [b] && root.subviews == [a])
  }

  @Test func aSelfSizingScrollViewTakesItsContentHeight() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scroll = SelfSizingScrollView()
    scroll.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    NSLayoutConstraint.activate([
      scroll.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    scroll.contentSize = CGSize(width: 320, height: 120)
    root.layoutIfNeeded()
    #expect(scroll.frame == CGRect(x: 0, y: 10, width: 320, height: 120))
    scroll.contentSize = CGSize(width: 320, height: 200)
    root.layoutIfNeeded()
    #expect(scroll.frame == CGRect(x: 0, y: 10, width: 320, height: 200))
  }

  @Test func aControlsStateOverrideSeesEveryChange() {
    let button = FadingButton()
    button.isHighlighted = true
    #expect(button.alpha == 0.5 && button.state.contains(.highlighted))
    button.isHighlighted = false
    #expect(button.alpha == 1 && !button.state.contains(.highlighted))
  }

  @Test func aLabelsTextOverrideIsWhatItMeasures() {
    let label = UppercaseLabel()
    label.text = "inbox"
    let plain = UILabel()
    plain.text = "INBOX"
    #expect(label.text == "INBOX")
    #expect(label.intrinsicContentSize == plain.intrinsicContentSize)
    #expect(label.intrinsicContentSize != UILabel().intrinsicContentSize)
  }
}
