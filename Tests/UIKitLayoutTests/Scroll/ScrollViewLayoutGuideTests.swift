import Foundation
import Testing

@testable import UIKitLayout

/// Scroll views under Auto Layout as Apple's TN2154 and the layout-guide documentation
/// describe them: constraints to the edges (or the content guide) size the content and set
/// `contentSize`; the frame guide does not scroll.
@MainActor
@Suite struct ScrollViewLayoutGuideTests {
  /// A 320 × 480 scroll view at the root's origin.
  static func scene() -> (UIView, UIScrollView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scroll = UIScrollView(frame: root.bounds)
    root.addSubview(scroll)
    return (root, scroll)
  }

  static func constrained(_ parent: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
  }

  @Test func edgeConstraintsSizeTheContent() {
    // The classic set-up: a content view pinned to the four edges, as wide as the scroll view
    // (a width constraint is to the frame), 1000 tall.
    let (root, scroll) = Self.scene()
    let content = Self.constrained(scroll)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scroll.topAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1000),
    ])
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
    #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
    // Scrolling moves the bounds, not the content's frame.
    scroll.contentOffset = CGPoint(x: 0, y: 200)
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1000))
    #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
  }

  @Test func theContentGuideAndTheFrameGuide() {
    // A column of five 100-tall boxes, 10 apart, in the content guide; as wide as the frame.
    let (root, scroll) = Self.scene()
    let column = UIStackView(arrangedSubviews: (0..<5).map { _ in Box(50, 100) })
    column.axis = .vertical
    column.spacing = 10
    column.translatesAutoresizingMaskIntoConstraints = false
    scroll.addSubview(column)
    let content = scroll.contentLayoutGuide, frame = scroll.frameLayoutGuide
    NSLayoutConstraint.activate([
      column.topAnchor.constraint(equalTo: content.topAnchor),
      column.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      column.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      column.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      column.widthAnchor.constraint(equalTo: frame.widthAnchor),
    ])
    // A badge floating at the frame's top-right corner.
    let badge = Self.constrained(scroll)
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: frame.topAnchor, constant: 10),
      badge.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -10),
      badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    // 5 × 100 + 4 × 10 = 540 tall.
    #expect(scroll.contentSize == CGSize(width: 320, height: 540))
    #expect(column.frame == CGRect(x: 0, y: 0, width: 320, height: 540))
    #expect(content.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 540))
    #expect(frame.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(badge.frame == CGRect(x: 290, y: 10, width: 20, height: 20))
    // Scrolled 100 down: the frame guide (and the badge) move with the bounds; the content
    // does not.
    scroll.contentOffset = CGPoint(x: 0, y: 100)
    root.layoutIfNeeded()
    #expect(frame.layoutFrame == CGRect(x: 0, y: 100, width: 320, height: 480))
    #expect(content.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 540))
    #expect(badge.frame == CGRect(x: 290, y: 110, width: 20, height: 20))
    #expect(column.frame.minY == 0)
  }

  final class CountingScrollView: UIScrollView {
    var layouts = 0
    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
    }
  }

  @Test func takingTheContentSizeFromTheGuideNeedsNoSecondPass() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scroll = CountingScrollView(frame: root.bounds)
    root.addSubview(scroll)
    let content = Self.constrained(scroll)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalToConstant: 320), content.heightAnchor.constraint(equalToConstant: 900),
    ])
    root.layoutIfNeeded()
    root.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 320, height: 900))
    #expect(scroll.layouts == 1)
  }

  @Test func anUnconstrainedContentGuideIsTheContentSize() {
    let (root, scroll) = Self.scene()
    scroll.contentSize = CGSize(width: 640, height: 900)
    let marker = Self.constrained(scroll)
    NSLayoutConstraint.activate([
      marker.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      marker.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      marker.widthAnchor.constraint(equalToConstant: 10), marker.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(marker.frame == CGRect(x: 630, y: 890, width: 10, height: 10))
    #expect(scroll.contentSize == CGSize(width: 640, height: 900))
    scroll.contentSize = CGSize(width: 320, height: 500)
    root.layoutIfNeeded()
    #expect(marker.frame == CGRect(x: 310, y: 490, width: 10, height: 10))
  }

  @Test func guidesReadAsUIKitsDo() {
    let (_, scroll) = Self.scene()
    #expect(scroll.contentLayoutGuide === scroll.contentLayoutGuide)
    let frame = scroll.frameLayoutGuide
    #expect(scroll.layoutGuides.contains(frame))
    let name = NSLayoutConstraint.itemName(scroll.contentLayoutGuide)
    #expect(name.hasPrefix("_UIScrollViewLayoutGuide:") && name.hasSuffix("'UIScrollView-contentLayoutGuide'"))
  }
}

/// `adjustedContentInset`: `contentInset` plus the safe area, per adjustment behaviour.
@MainActor
@Suite struct AdjustedContentInsetTests {
  final class CountingScrollView: UIScrollView {
    var changes = 0
    override func adjustedContentInsetDidChange() {
      super.adjustedContentInsetDidChange()
      changes += 1
    }
  }

  /// A scroll view filling an iPhone 15 window (safe area 59 top, 34 bottom).
  static func scene() -> (UIWindow, CountingScrollView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.makeKeyAndVisible()
    let scroll = CountingScrollView(frame: window.bounds)
    window.addSubview(scroll)
    window.layoutIfNeeded()
    return (window, scroll)
  }

  @Test func behaviours() {
    let (window, scroll) = Self.scene()
    scroll.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    // Content that fits does not scroll: nothing added.
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    // Taller content scrolls vertically: the top and bottom safe area are added.
    scroll.contentSize = CGSize(width: 393, height: 2000)
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 60, left: 2, bottom: 37, right: 4))
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    scroll.contentInsetAdjustmentBehavior = .always
    scroll.contentSize = .zero
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 60, left: 2, bottom: 37, right: 4))
    scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    scroll.alwaysBounceVertical = true
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 60, left: 2, bottom: 37, right: 4))
    // Reported when it changed: the inset, `.always`, `.scrollableAxes` (back to the plain
    // inset), then the next layout (bouncing vertically).
    #expect(scroll.changes == 3)
    scroll.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(scroll.changes == 4)
  }
}
