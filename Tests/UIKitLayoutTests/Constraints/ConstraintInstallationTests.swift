// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

/// Where activation installs a constraint: on the closest common ancestor of its items (a
/// view counts as its own ancestor), as `NSLayoutConstraint.isActive`'s documentation says;
/// deactivation takes it off that view. The common ancestor is found by address and the
/// engine through the window's pointer (see Engine/Unretained.swift), so the cases below walk
/// each path: one view, parent and child, siblings, cousins, a deep descendant, a tree with no
/// window and the same tree moved into one.
@MainActor @Suite struct ConstraintInstallationTests {
  @Test func installsOnTheClosestCommonAncestor() {
    let window = makeWindow()
    let root = constrained(window)
    let left = constrained(root), right = constrained(root)
    let a = constrained(left), b = constrained(right)
    let deep = constrained(a)
    let own = a.widthAnchor.constraint(equalToConstant: 10)
    let toParent = a.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 5)
    let fromParent = left.topAnchor.constraint(equalTo: a.topAnchor)
    let siblings = right.leadingAnchor.constraint(equalTo: left.trailingAnchor)
    let cousins = b.topAnchor.constraint(equalTo: a.bottomAnchor)
    let toGrandparent = deep.leadingAnchor.constraint(equalTo: left.leadingAnchor)
    let all = [own, toParent, fromParent, siblings, cousins, toGrandparent]
    NSLayoutConstraint.activate(all)
    #expect(all.allSatisfy { $0.isActive })
    // Each on one view: the items' closest common ancestor, whichever side is the ancestor.
    let expected: [(NSLayoutConstraint, UIView)] = [
      (own, a), (toParent, left), (fromParent, left), (siblings, root), (cousins, root),
      (toGrandparent, left),
    ]
    let views = [window, root, left, right, a, b, deep]
    for (constraint, holder) in expected {
      let holders = views.filter { view in view.constraints.contains { $0 === constraint } }
      #expect(holders.count == 1 && holders.first === holder)
    }
    NSLayoutConstraint.deactivate(all)
    #expect(all.allSatisfy { !$0.isActive })
    let remaining = views.flatMap(\.constraints).filter { constraint in all.contains { $0 === constraint } }
    #expect(remaining.isEmpty)
  }

  /// A tree with no window has its own engine, at its top view; moved into a window, its
  /// constraints move to the window's, and lay out the same.
  @Test func aTreeWithoutAWindowLaysOutAndMovesIntoOne() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let a = constrained(container), b = constrained(container)
    let sameWidth = b.widthAnchor.constraint(equalTo: a.widthAnchor)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
      a.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
      a.widthAnchor.constraint(equalToConstant: 50),
      a.heightAnchor.constraint(equalToConstant: 30),
      // b: 8 after a, level with it, as wide and as tall.
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
      b.topAnchor.constraint(equalTo: a.topAnchor),
      sameWidth,
      b.heightAnchor.constraint(equalTo: a.heightAnchor),
    ])
    container.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 10, y: 20, width: 50, height: 30))
    #expect(b.frame == CGRect(x: 68, y: 20, width: 50, height: 30))
    #expect(container.layoutEnginePointer?.takeUnretainedValue() === container.layoutEngineStorage)
    #expect(a.engineItemPointer?.takeUnretainedValue() === a.engineItemStorage)
    let window = makeWindow()
    window.addSubview(container)
    // The tree's engine is the window's now; the container's went (its pointer with it).
    #expect(container.layoutEngineStorage == nil && container.layoutEnginePointer == nil)
    #expect(LayoutEngine.engine(for: b, create: false) === window.layoutEngineStorage)
    // Constraints changed after the move take effect at the window's next layout.
    #expect(container.constraints.contains { $0 === sameWidth })
    sameWidth.isActive = false
    let wider = b.widthAnchor.constraint(equalToConstant: 70)
    wider.isActive = true
    #expect(b.constraints.contains { $0 === wider })
    window.layoutIfNeeded()
    #expect(container.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(a.frame == CGRect(x: 10, y: 20, width: 50, height: 30))
    #expect(b.frame == CGRect(x: 68, y: 20, width: 70, height: 30))
  }
}
