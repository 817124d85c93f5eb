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
