// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

// Expectations from the semantics reference, section 1.
@MainActor
@Suite struct GeometryTests {
  @Test func frameBoundsAndCenterDeriveFromEachOther() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    #expect(view.layer.position == view.center)
    #expect(view.layer.bounds == view.bounds)
  }

  @Test func changingBoundsSizeKeepsTheCenter() {
    // Reference 1.3: frame (10,20,100,50) → bounds (0,0,200,100) → center (60,45),
    // frame (−40,−5,200,100).
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    view.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
    #expect(view.center == CGPoint(x: 60, y: 45))
    #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
  }

  @Test func changingFrameSizeKeepsTheOriginAndMovesTheCenter() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    view.frame.size = CGSize(width: 200, height: 100)
    #expect(view.frame.origin == CGPoint(x: 10, y: 20))
    #expect(view.center == CGPoint(x: 110, y: 70))
  }

  @Test func boundsOriginLeavesTheFrameAlone() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    view.bounds.origin = CGPoint(x: 50, y: 50)
    #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
  }

  @Test func changingAnchorPointKeepsPositionSoTheViewMoves() {
    // Reference 1.7: frame (100,100,100,20), anchor (1,1) → frame (50,90,100,20); the frame
    // set back to (100,100,100,20) puts the position at (200,120).
    let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 20))
    view.layer.anchorPoint = CGPoint(x: 1, y: 1)
    #expect(view.frame == CGRect(x: 50, y: 90, width: 100, height: 20))
    view.frame = CGRect(x: 100, y: 100, width: 100, height: 20)
    #expect(view.layer.position == CGPoint(x: 200, y: 120))
    #expect(view.center == CGPoint(x: 200, y: 120))

    let other = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 10))
    other.layer.anchorPoint = CGPoint(x: 1, y: 0.5)
    #expect(other.frame == CGRect(x: 25, y: 50, width: 50, height: 10))
  }

  @Test func scaledFrameIsTheBoundingBoxAboutTheCenter() {
    // Reference 1.5: 100×50 centred at (50,25), scale 2 → (−50,−25,200,100).
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 50, y: 25))
  }

  @Test func quarterTurnSwapsTheFramesSides() {
    // Reference 1.5: rotate 90° → (25,−25,50,100).
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(close(view.frame, CGRect(x: 25, y: -25, width: 50, height: 100)))
    #expect(view.bounds.size == CGSize(width: 100, height: 50))
  }

  @Test func eighthTurnFrameIsTheDiagonalBox() {
    // Reference 1.5: 100×100 at centre (100,100) rotated 45° → (29.29,29.29,141.42,141.42):
    // the half-diagonal is 50√2.
    let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    view.transform = CGAffineTransform(rotationAngle: .pi / 4)
    let half = 50 * CGFloat(2).squareRoot()
    #expect(
      close(view.frame, CGRect(x: 100 - half, y: 100 - half, width: 2 * half, height: 2 * half)))
    #expect(close(view.frame.minX, 29.2893, tolerance: 1e-4))
  }

  @Test func settingFrameUnderAScaleSetsTheUnscaledBoundsAndCenter() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
    #expect(view.bounds.size == CGSize(width: 50, height: 30))
    #expect(view.center == CGPoint(x: 50, y: 30))
    #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
  }

  @Test func transformDoesNotMarkForLayout() {
    let window = makeWindow()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    CATransaction.flush()
    view.transform = CGAffineTransform(scaleX: 3, y: 3)
    #expect(!view.layer.needsLayout())
    #expect(!window.layer.needsLayout())
  }

  @Test func alphaHiddenAndClippingLiveOnTheLayer() {
    let view = UIView()
    view.alpha = 0.5
    view.isHidden = true
    view.clipsToBounds = true
    #expect(view.layer.opacity == 0.5)
    #expect(view.layer.isHidden)
    #expect(view.layer.masksToBounds)
  }
}

@Suite struct AffineTransformTests {
  @Test func identityIsIdentity() {
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(CGAffineTransform().isIdentity)
    #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
  }

  @Test func concatenatingAppliesTheReceiverFirst() {
    // (1,1) moved by (10,0) is (11,1); scaled by 2 it is (22,2).
    let t = CGAffineTransform(translationX: 10, y: 0).concatenating(
      CGAffineTransform(scaleX: 2, y: 2))
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 2))
  }

  @Test func invertedUndoesAndSingularStaysPut() {
    let t = CGAffineTransform(scaleX: 2, y: 4).concatenating(
      CGAffineTransform(translationX: 3, y: 5))
    // (1,1) → (2,4) → (5,9); the inverse brings (5,9) back to (1,1).
    #expect(CGPoint(x: 5, y: 9).applying(t.inverted()) == CGPoint(x: 1, y: 1))
    let singular = CGAffineTransform(scaleX: 0, y: 1)
    #expect(singular.inverted() == singular)
  }

  @Test func rotationTurnsTheXAxisTowardsY() {
    let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(close(p, CGPoint(x: 0, y: 1)))
  }

  @Test func rectApplyingGivesTheBoundingBox() {
    let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(scaleX: -1, y: 2))
    #expect(r == CGRect(x: -10, y: 0, width: 10, height: 40))
  }

  @Test func edgeInsetsShrinkARect() {
    let r = CGRect(x: 0, y: 0, width: 100, height: 50)
      .inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(r == CGRect(x: 2, y: 1, width: 94, height: 46))
    #expect(
      NSDirectionalEdgeInsets.zero
        == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
  }
}
