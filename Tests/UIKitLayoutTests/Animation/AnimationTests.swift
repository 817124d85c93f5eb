// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

/// Collects the `finished` values completions were called with.
@MainActor
final class CompletionLog {
  var calls: [Bool] = []
  var block: (Bool) -> Void { { self.calls.append($0) } }
}

@MainActor @Suite struct TimingFunctionTests {
  // Points worked out by hand from the Bézier x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³ (same
  // for y) at a chosen parameter s, then looked up by x.

  @Test func linearIsTheIdentity() {
    let linear = CAMediaTimingFunction(name: .linear)
    #expect(close(linear.progress(atFraction: 0.25), 0.25))
    #expect(close(linear.progress(atFraction: 0.8), 0.8))
  }

  @Test func easeInEaseOutIsSymmetric() {
    let curve = CAMediaTimingFunction(name: .easeInEaseOut)
    // (0.42, 0, 0.58, 1) is point-symmetric about (0.5, 0.5).
    #expect(close(curve.progress(atFraction: 0.5), 0.5))
    // s = 0.25: x = 3·0.5625·0.25·0.42 + 3·0.75·0.0625·0.58 + 0.015625 = 0.274375,
    // y = 3·0.75·0.0625 + 0.015625 = 0.15625; by symmetry x 0.725625 → y 0.84375.
    #expect(close(curve.progress(atFraction: 0.274375), 0.15625))
    #expect(close(curve.progress(atFraction: 0.725625), 0.84375))
  }

  @Test func easeInAndEaseOut() {
    // s = 0.5: ease-in x = 3·0.125·0.42 + 3·0.125 + 0.125 = 0.6575, y = 0.375 + 0.125 = 0.5.
    #expect(close(CAMediaTimingFunction(name: .easeIn).progress(atFraction: 0.6575), 0.5))
    // ease-out x = 3·0.125·0.58 + 0.125 = 0.3425, y = 0.5.
    #expect(close(CAMediaTimingFunction(name: .easeOut).progress(atFraction: 0.3425), 0.5))
  }

  @Test func endsAndClamping() {
    let curve = CAMediaTimingFunction(name: .easeIn)
    #expect(curve.progress(atFraction: 0) == 0)
    #expect(curve.progress(atFraction: 1) == 1)
    #expect(curve.progress(atFraction: -3) == 0)
    #expect(curve.progress(atFraction: 7) == 1)
    var point: [Float] = [0, 0]
    curve.getControlPoint(at: 1, values: &point)
    #expect(point == [0.42, 0])
  }

  @Test func optionsSelectUIKitsCurves() {
    #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
    #expect(UIView.AnimationOptions.beginFromCurrentState.rawValue == 4)
    #expect(UIView.AnimationOptions().curve == .easeInOut)
    #expect(UIView.AnimationOptions([.curveEaseOut, .allowUserInteraction]).curve == .easeOut)
  }
}

@MainActor @Suite struct ViewAnimationTests {
  /// A 50 × 10 view at the top of a 320 × 480 window, its left edge `constant` points in.
  func pinnedView(_ window: UIWindow, left constant: CGFloat) -> (UIView, NSLayoutConstraint) {
    let child = constrained(window)
    let left = child.leftAnchor.constraint(equalTo: window.leftAnchor, constant: constant)
    NSLayoutConstraint.activate([
      left, child.topAnchor.constraint(equalTo: window.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 50),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    return (child, left)
  }

  @Test func constantChangeAnimatesLinearly() {
    let window = makeWindow()
    let (child, left) = pinnedView(window, left: 20)
    let log = CompletionLog()
    UIView.animate(
      withDuration: 1, delay: 0, options: [.curveLinear],
      animations: {
        left.constant = 120
        window.layoutIfNeeded()
      }, completion: log.block)
    // The model is final at once.
    #expect(child.frame == CGRect(x: 120, y: 0, width: 50, height: 10))
    #expect(child.layer.presentation()?.frame.minX == 20)
    window.animationClock.currentTime = 0.25
    // 20 + 100 · 0.25.
    #expect(child.layer.presentation()?.frame == CGRect(x: 45, y: 0, width: 50, height: 10))
    window.animationClock.currentTime = 0.99
    #expect(log.calls.isEmpty)
    window.animationClock.currentTime = 1
    #expect(child.layer.presentation()?.frame.minX == 120)
    #expect(log.calls == [true])
    #expect(child.runningAnimations.isEmpty)
    #expect(!window.animationClock.hasRunningAnimations)
  }

  @Test func defaultCurveIsEaseInOut() {
    let window = makeWindow()
    let (child, left) = pinnedView(window, left: 20)
    UIView.animate(withDuration: 2) {
      left.constant = 120
      window.layoutIfNeeded()
    }
    window.animationClock.advance(by: 1)
    // Half the time is half the way (symmetric curve): 70.
    #expect(close(child.layer.presentation()!.frame.minX, 70))
    // 0.274375 of 2 s → 0.15625 of the way: 20 + 15.625.
    window.animationClock.currentTime = 0.54875
    #expect(close(child.layer.presentation()!.frame.minX, 35.625))
  }

  @Test func delayShiftsTheStart() {
    let window = makeWindow()
    let (child, left) = pinnedView(window, left: 20)
    let log = CompletionLog()
    UIView.animate(
      withDuration: 1, delay: 0.5, options: .curveLinear,
      animations: {
        left.constant = 120
        window.layoutIfNeeded()
      }, completion: log.block)
    window.animationClock.currentTime = 0.25
    #expect(child.layer.presentation()?.frame.minX == 20)
    window.animationClock.currentTime = 1
    // Half of the 1 s animation that began at 0.5: 20 + 50.
    #expect(child.layer.presentation()?.frame.minX == 70)
    #expect(log.calls.isEmpty)
    window.animationClock.currentTime = 1.5
    #expect(log.calls == [true])
  }

  @Test func sizeAndPositionAnimateTogether() {
    let window = makeWindow()
    let child = constrained(window)
    let width = child.widthAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      width, child.leftAnchor.constraint(equalTo: window.leftAnchor),
      child.topAnchor.constraint(equalTo: window.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    UIView.animate(withDuration: 2, delay: 0, options: .curveLinear) {
      width.constant = 200
      window.layoutIfNeeded()
    }
    window.animationClock.currentTime = 0.5
    // A quarter of the way: width 125; center 50 → 100 is at 62.5, so the left edge stays 0.
    #expect(child.layer.presentation()?.frame == CGRect(x: 0, y: 0, width: 125, height: 10))
    #expect(child.frame.width == 200)
  }

  @Test func zeroDurationCompletesAfterTheNextFlush() {
    let window = makeWindow()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    let log = CompletionLog()
    UIView.animate(
      withDuration: 0, animations: { view.frame.origin.x = 30 }, completion: log.block)
    #expect(view.frame.minX == 30)
    #expect(view.runningAnimations.isEmpty)
    #expect(log.calls.isEmpty)
    CATransaction.flush()
    #expect(log.calls == [true])
  }

  @Test func viewsOutsideAWindowDoNotAnimate() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let log = CompletionLog()
    UIView.animate(withDuration: 1, animations: { view.center.x = 100 }, completion: log.block)
    #expect(view.layer.presentation()?.position.x == 100)
    #expect(log.calls.isEmpty)
    CATransaction.flush()
    #expect(log.calls == [true])
  }

  @Test func replacingAnAnimationFromTheModelOrFromTheCurrentState() {
    for beginFromCurrentState in [false, true] {
      let window = makeWindow()
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      window.addSubview(view)
      let first = CompletionLog(), second = CompletionLog()
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: { view.frame.origin.x = 100 }, completion: first.block)
      window.animationClock.currentTime = 0.5
      #expect(view.layer.presentation()?.frame.minX == 50)
      UIView.animate(
        withDuration: 1, delay: 0, options: beginFromCurrentState ? [.curveLinear, .beginFromCurrentState] : .curveLinear,
        animations: { view.frame.origin.x = 200 }, completion: second.block)
      window.animationClock.currentTime = 1
      // Half of the new 1 s animation that began at 0.5: from what was shown (50) or from the
      // replaced animation's end (100), to 200.
      #expect(view.layer.presentation()?.frame.minX == (beginFromCurrentState ? 125 : 150))
      // The interrupted block hears it after the next commit, unfinished.
      #expect(first.calls.isEmpty)
      CATransaction.flush()
      #expect(first.calls == [false])
      window.animationClock.currentTime = 1.5
      #expect(second.calls == [true])
    }
  }

  @Test func performWithoutAnimationInsideABlock() {
    let window = makeWindow()
    let moved = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let jumped = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(moved)
    window.addSubview(jumped)
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      #expect(UIView.inheritedAnimationDuration == 1)
      moved.frame.origin.y = 40
      UIView.performWithoutAnimation { jumped.frame.origin.y = 40 }
    }
    #expect(UIView.inheritedAnimationDuration == 0)
    window.animationClock.currentTime = 0.5
    #expect(moved.layer.presentation()?.frame.minY == 20)
    #expect(jumped.layer.presentation()?.frame.minY == 40)
  }

  @Test func completionsRunInEndOrder() {
    let window = makeWindow()
    let a = UIView(frame: .zero), b = UIView(frame: .zero)
    window.addSubview(a)
    window.addSubview(b)
    var order: [String] = []
    UIView.animate(withDuration: 2, animations: { a.center.x = 10 }, completion: { _ in order.append("a") })
    UIView.animate(withDuration: 1, animations: { b.center.x = 10 }, completion: { _ in order.append("b") })
    window.animationClock.advance(by: 5)
    #expect(order == ["b", "a"])
  }
}
