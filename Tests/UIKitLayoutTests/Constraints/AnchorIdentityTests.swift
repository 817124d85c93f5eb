import Foundation
import Testing

@testable import UIKitLayout

/// UIKit hands out one anchor object per item and attribute.
@MainActor
@Suite struct AnchorIdentityTests {
  @Test func eachItemKeepsOneAnchorPerAttribute() {
    let view = UIView(), other = UIView()
    #expect(view.topAnchor === view.topAnchor)
    #expect(view.widthAnchor === view.widthAnchor)
    #expect(view.leadingAnchor === view.leadingAnchor)
    #expect(view.leadingAnchor !== view.leftAnchor)
    #expect(view.topAnchor !== other.topAnchor)
    let guide = UILayoutGuide()
    view.addLayoutGuide(guide)
    #expect(guide.centerXAnchor === guide.centerXAnchor)
    #expect(view.layoutMarginsGuide.topAnchor === view.layoutMarginsGuide.topAnchor)
    #expect(view.layoutMarginsGuide.topAnchor !== view.topAnchor)
  }

  /// All twelve attributes with an anchor keep their own, whichever is read first.
  @Test func everyAttributeKeepsItsOwnAnchor() {
    let view = UIView()
    func all() -> [NSObject] {
      [
        view.bottomAnchor, view.leftAnchor, view.lastBaselineAnchor, view.widthAnchor,
        view.rightAnchor, view.centerYAnchor, view.leadingAnchor, view.heightAnchor,
        view.trailingAnchor, view.firstBaselineAnchor, view.centerXAnchor, view.topAnchor,
      ]
    }
    let first = all(), second = all()
    for (a, b) in zip(first, second) { #expect(a === b) }
    #expect(Set(first.map(ObjectIdentifier.init)).count == 12)
  }

  /// A view's kept anchors go with it.
  @Test func keptAnchorsAreReleasedWithTheirView() {
    weak var anchor: NSLayoutYAxisAnchor?
    weak var dimension: NSLayoutDimension?
    do {
      let view = UIView()
      anchor = view.topAnchor
      dimension = view.heightAnchor
      #expect(anchor != nil && dimension != nil)
    }
    #expect(anchor == nil)
    #expect(dimension == nil)
  }

  /// Kept anchors don't keep their view alive.
  @Test func keptAnchorsDoNotKeepTheirViewAlive() {
    weak var released: UIView?
    do {
      let view = UIView()
      _ = view.topAnchor.constraint(equalTo: view.bottomAnchor)
      released = view
    }
    #expect(released == nil)
  }
}
