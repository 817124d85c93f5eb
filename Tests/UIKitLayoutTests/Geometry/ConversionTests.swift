// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

// Reference 1.4 and 1.8: points are in the receiver's bounds coordinates; a child-to-parent
// step is p − child.bounds.origin + child.frame.origin without transforms.
@MainActor
@Suite struct ConversionTests {
  @Test func scrolledContentConvertsThroughTheBoundsOrigin() {
    let window = makeWindow()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 300))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 1000))
    window.addSubview(scrollView)
    scrollView.addSubview(content)
    scrollView.contentOffset = CGPoint(x: 0, y: 250)
    // (10,300) in content is (10,300) in the scroll view's bounds, (10,50) on screen inside it,
    // (10,150) in the window.
    #expect(content.convert(CGPoint(x: 10, y: 300), to: window) == CGPoint(x: 10, y: 150))
    #expect(content.convert(CGPoint(x: 10, y: 150), from: window) == CGPoint(x: 10, y: 300))
    #expect(content.convert(CGPoint(x: 10, y: 300), to: nil) == CGPoint(x: 10, y: 150))
    #expect(
      content.convert(CGRect(x: 0, y: 250, width: 320, height: 300), to: window)
        == CGRect(x: 0, y: 100, width: 320, height: 300))
    // The content's frame did not change.
    #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
  }

  @Test func boundsOriginShiftsSubviewsUpLeft() {
    // Reference 1.4: bounds origin (50,50) makes a subview at (0,0) appear 50pt up-left.
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    parent.addSubview(child)
    parent.bounds.origin = CGPoint(x: 50, y: 50)
    #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 0, y: 0))
    let grandparent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    grandparent.addSubview(parent)
    #expect(child.convert(CGPoint.zero, to: grandparent) == CGPoint(x: -50, y: -50))
  }

  @Test func siblingsConvertThroughTheirCommonAncestor() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let a = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    let b = UIView(frame: CGRect(x: 200, y: 50, width: 100, height: 100))
    let inner = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
    root.addSubview(a)
    root.addSubview(b)
    b.addSubview(inner)
    // (5,5) in a is (15,15) in root, (−185,−35) in b, (−190,−40) in inner.
    #expect(a.convert(CGPoint(x: 5, y: 5), to: b) == CGPoint(x: -185, y: -35))
    #expect(a.convert(CGPoint(x: 5, y: 5), to: inner) == CGPoint(x: -190, y: -40))
    #expect(inner.convert(CGPoint(x: -190, y: -40), to: a) == CGPoint(x: 5, y: 5))
    #expect(b.convert(CGPoint(x: 5, y: 5), from: a) == CGPoint(x: -185, y: -35))
  }

  @Test func scaledViewConvertsAboutItsCenter() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    root.addSubview(view)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    // The top-left corner is 50,50 from the center (150,150); doubled: (50,50).
    #expect(view.convert(CGPoint.zero, to: root) == CGPoint(x: 50, y: 50))
    #expect(view.convert(CGPoint(x: 50, y: 50), to: root) == CGPoint(x: 150, y: 150))
    #expect(view.convert(CGPoint(x: 50, y: 50), from: root) == CGPoint.zero)
    #expect(view.convert(CGPoint(x: 150, y: 150), from: root) == CGPoint(x: 50, y: 50))
  }

  @Test func quarterTurnedViewConvertsPointsAndRects() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    root.addSubview(view)
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    // (0,0) is (−50,−25) from the center (50,25); turned a quarter: (25,−50); placed: (75,−25).
    #expect(close(view.convert(CGPoint.zero, to: root), CGPoint(x: 75, y: -25)))
    #expect(close(root.convert(CGPoint(x: 75, y: -25), to: view), CGPoint.zero))
    // The whole bounds convert to the frame's box.
    #expect(
      close(view.convert(view.bounds, to: root), CGRect(x: 25, y: -25, width: 50, height: 100)))
  }

  @Test func eighthTurnedRectConvertsToItsBoundingBox() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    root.addSubview(view)
    view.transform = CGAffineTransform(rotationAngle: .pi / 4)
    let half = 50 * CGFloat(2).squareRoot()
    #expect(
      close(
        view.convert(view.bounds, to: root),
        CGRect(x: 100 - half, y: 100 - half, width: 2 * half, height: 2 * half)))
  }

  @Test func nilMeansTheWindow() {
    let window = makeWindow()
    let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    let b = UIView(frame: CGRect(x: 1, y: 2, width: 10, height: 10))
    window.addSubview(a)
    a.addSubview(b)
    #expect(b.convert(CGPoint.zero, to: nil) == CGPoint(x: 11, y: 22))
    #expect(b.convert(CGPoint(x: 11, y: 22), from: nil) == .zero)
    #expect(
      b.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: nil)
        == CGRect(x: 11, y: 22, width: 5, height: 5))
  }
}
