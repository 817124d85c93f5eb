import Foundation
import Testing

@testable import UIKitLayout

/// Which frames a layout pass writes: every subview's whose solved rect moved, and every
/// subview's when anything but the engine asked for the layout (the engine re-applies only
/// moved subviews then; these pin down that nothing is missed).
@MainActor
@Suite struct AppliedFramesTests {
  /// A window with `count` 10-point-tall views stacked from the top, each 100 wide.
  func stack(_ count: Int) -> (UIWindow, [UIView], [NSLayoutConstraint]) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var views: [UIView] = []
    var heights: [NSLayoutConstraint] = []
    for i in 0..<count {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
      let height = view.heightAnchor.constraint(equalToConstant: 10)
      heights.append(height)
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        view.widthAnchor.constraint(equalToConstant: 100), height,
        view.topAnchor.constraint(equalTo: i == 0 ? window.topAnchor : views[i - 1].bottomAnchor),
      ])
      views.append(view)
    }
    window.layoutIfNeeded()
    return (window, views, heights)
  }

  @Test func aConstantChangeMovesTheViewsBelowAndNoOthers() {
    let (window, views, heights) = stack(5)
    #expect(views.map(\.frame.minY) == [0, 10, 20, 30, 40])
    heights[2].constant = 25
    window.layoutIfNeeded()
    // The third grows by 15; the two below it move down by 15.
    #expect(views.map(\.frame.minY) == [0, 10, 20, 45, 55])
    #expect(views[2].frame.height == 25)
    #expect(views.map(\.frame.height) == [10, 10, 25, 10, 10])
    heights[2].constant = 10
    window.layoutIfNeeded()
    #expect(views.map(\.frame.minY) == [0, 10, 20, 30, 40])
  }

  /// UIKit's layout pass puts a constrained view back where the engine has it.
  @Test func aFrameTheProgramSetIsPutBackByTheNextLayout() {
    let (window, views, _) = stack(3)
    views[1].frame = CGRect(x: 50, y: 60, width: 7, height: 8)
    window.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(views[1].frame == CGRect(x: 0, y: 10, width: 100, height: 10))
  }

  /// A 200 × 100 container at (20, 30) in a window, and inside it a 10 × 10 child pinned 50
  /// from the window's leading edge (outside the container) and 5 below the container's top;
  /// laid out. Returns the container's leading and width constraints.
  func childPinnedOutside() -> (UIWindow, UIView, UIView, left: NSLayoutConstraint, width: NSLayoutConstraint) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let container = UIView(), child = UIView()
    for view in [container, child] { view.translatesAutoresizingMaskIntoConstraints = false }
    window.addSubview(container)
    container.addSubview(child)
    let left = container.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20)
    let width = container.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      left, width, container.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
      container.heightAnchor.constraint(equalToConstant: 100),
      child.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 50),
      child.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
      child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    return (window, container, child, left, width)
  }

  /// A subview constrained to something outside its superview keeps its place on screen
  /// when the superview moves: its frame, relative to the superview, changes.
  @Test func aSubviewPinnedOutsideItsMovingSuperviewKeepsItsPlace() {
    let (window, container, child, left, _) = childPinnedOutside()
    #expect(container.frame == CGRect(x: 20, y: 30, width: 200, height: 100))
    #expect(child.frame == CGRect(x: 30, y: 5, width: 10, height: 10))
    left.constant = 40
    window.layoutIfNeeded()
    // On screen the child stays at x = 50: 10 into the container that now starts at 40.
    #expect(container.frame == CGRect(x: 40, y: 30, width: 200, height: 100))
    #expect(child.frame == CGRect(x: 10, y: 5, width: 10, height: 10))
    #expect(child.convert(child.bounds, to: window).minX == 50)
  }

  /// The same when the superview also changes size: it lays out anyway (its size changed),
  /// and the child still keeps its place on screen.
  @Test func aSubviewPinnedOutsideItsMovingAndGrowingSuperviewKeepsItsPlace() {
    let (window, container, child, left, width) = childPinnedOutside()
    left.constant = 45
    width.constant = 250
    window.layoutIfNeeded()
    #expect(container.frame == CGRect(x: 45, y: 30, width: 250, height: 100))
    // 50 on screen is 5 into the container that now starts at 45.
    #expect(child.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
  }

  /// A view laid out while it had no constrained subviews (nothing of its own to apply)
  /// applies the frames of constrained subviews added later, and of their moves after that.
  @Test func aViewLaidOutAsALeafAppliesSubviewsAddedLater() {
    let (window, views, heights) = stack(2)
    let leaf = views[1]
    // A subview laid out by hand (autoresizing, no constraints): the engine leaves it alone.
    let byHand = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    byHand.autoresizingMask = []
    leaf.addSubview(byHand)
    window.layoutIfNeeded()
    #expect(leaf.frame == CGRect(x: 0, y: 10, width: 100, height: 10))
    #expect(byHand.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    heights[0].constant = 20  // the leaf moves, with nothing inside it to apply
    window.layoutIfNeeded()
    #expect(leaf.frame == CGRect(x: 0, y: 20, width: 100, height: 10))
    let inner = UIView()
    inner.translatesAutoresizingMaskIntoConstraints = false
    leaf.addSubview(inner)
    let inset = inner.leadingAnchor.constraint(equalTo: leaf.leadingAnchor, constant: 7)
    NSLayoutConstraint.activate([
      inset, inner.topAnchor.constraint(equalTo: window.topAnchor, constant: 24),
      inner.widthAnchor.constraint(equalToConstant: 30), inner.heightAnchor.constraint(equalToConstant: 4),
    ])
    window.layoutIfNeeded()
    // Top 24 in the window is 4 into the leaf at y = 20.
    #expect(inner.frame == CGRect(x: 7, y: 4, width: 30, height: 4))
    inset.constant = 9
    window.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 9, y: 4, width: 30, height: 4))
    heights[0].constant = 15  // the leaf moves up 5; the inner view stays at 24 on screen
    window.layoutIfNeeded()
    #expect(leaf.frame == CGRect(x: 0, y: 15, width: 100, height: 10))
    #expect(inner.frame == CGRect(x: 9, y: 9, width: 30, height: 4))
    #expect(byHand.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  /// A container the engine resizes applies what moved inside it: a child on its trailing
  /// edge moves, a child on its leading edge stays, and a child's own subviews follow it.
  @Test func aContainerTheEngineResizesAppliesWhatMovedInside() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let container = UIView(), lead = UIView(), trail = UIView(), inner = UIView()
    for view in [container, lead, trail, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
    window.addSubview(container)
    container.addSubview(lead)
    container.addSubview(trail)
    trail.addSubview(inner)
    let width = container.widthAnchor.constraint(equalToConstant: 200)
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      container.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
      width, container.heightAnchor.constraint(equalToConstant: 50),
      lead.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
      lead.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
      lead.widthAnchor.constraint(equalToConstant: 30), lead.heightAnchor.constraint(equalToConstant: 30),
      trail.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -5),
      trail.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
      trail.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.25),
      trail.heightAnchor.constraint(equalToConstant: 30),
      inner.trailingAnchor.constraint(equalTo: trail.trailingAnchor, constant: -2),
      inner.topAnchor.constraint(equalTo: trail.topAnchor, constant: 2),
      inner.widthAnchor.constraint(equalToConstant: 6), inner.heightAnchor.constraint(equalToConstant: 6),
    ])
    window.layoutIfNeeded()
    #expect(trail.frame == CGRect(x: 145, y: 5, width: 50, height: 30))
    #expect(inner.frame == CGRect(x: 42, y: 2, width: 6, height: 6))
    for (newWidth, trailX, trailWidth) in [(300.0, 220.0, 75.0), (160.0, 115.0, 40.0), (200.0, 145.0, 50.0)] {
      width.constant = newWidth
      window.layoutIfNeeded()
      #expect(container.frame == CGRect(x: 10, y: 20, width: newWidth, height: 50))
      #expect(lead.frame == CGRect(x: 5, y: 5, width: 30, height: 30))
      // trailing at width − 5, a quarter of the width wide; inner 2 in from its right edge.
      #expect(trail.frame == CGRect(x: trailX, y: 5, width: trailWidth, height: 30))
      #expect(inner.frame == CGRect(x: trailWidth - 8, y: 2, width: 6, height: 6))
    }
  }

  /// A leaf (no subviews, nothing of its own to solve for) that changes a constraint in its
  /// `layoutSubviews`: the change is not lost; the next layout applies it.
  @Test func aConstantChangedInALeafsLayoutIsAppliedByTheNextLayout() {
    final class Leaf: UIView {
      var onLayout: (() -> Void)?
      override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
        onLayout = nil
      }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let leaf = Leaf(), below = UIView()
    for view in [leaf, below] {
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
    }
    let leafHeight = leaf.heightAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([
      leaf.topAnchor.constraint(equalTo: window.topAnchor), leaf.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      leaf.widthAnchor.constraint(equalToConstant: 50), leafHeight,
      below.topAnchor.constraint(equalTo: leaf.bottomAnchor, constant: 5),
      below.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      below.widthAnchor.constraint(equalToConstant: 50), below.heightAnchor.constraint(equalToConstant: 20),
    ])
    leaf.onLayout = { leafHeight.constant = 30 }
    window.layoutIfNeeded()
    #expect(leaf.onLayout == nil)
    window.layoutIfNeeded()
    #expect(leaf.frame == CGRect(x: 0, y: 0, width: 50, height: 30))
    #expect(below.frame == CGRect(x: 0, y: 35, width: 50, height: 20))
  }
}
