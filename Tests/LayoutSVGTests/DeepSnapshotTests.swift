import Foundation
import Testing
import UIKitLayout

@testable import LayoutSVG

/// Snapshots of very deep trees (a chain of 100 000 views) are captured, drawn, compared,
/// hashed and released without recursion, and without a walk to the root per view.
@MainActor @Suite struct DeepSnapshotTests {
  static let depth = 100_000

  /// A chain of nodes, each 1 point right of its parent.
  static func chain(_ depth: Int) -> LayoutSnapshot.Node {
    var node = LayoutSnapshot.Node(name: "leaf", kind: .view, frame: .init(x: 1, y: 1, width: 5, height: 5))
    for _ in 0..<depth {
      node = LayoutSnapshot.Node(
        name: nil, kind: .view, frame: .init(x: 0, y: 0, width: 10, height: 10), children: [node])
    }
    return node
  }

  @Test func aHundredThousandDeepNodeChainIsDrawnComparedAndReleased() throws {
    let snapshot = LayoutSnapshot(caption: "deep", width: 10, height: 10, root: Self.chain(Self.depth))
    #expect(SVGRenderer().render(snapshot).contains("data-name=\"leaf\""))
    #expect(try PNGTests.decode(PNGRenderer(scale: 1).render(snapshot)).width == 10)
    // Two chains built apart are equal, hash alike, and differ when the leaf does.
    let other = LayoutSnapshot(caption: "deep", width: 10, height: 10, root: Self.chain(Self.depth))
    #expect(snapshot == other)
    #expect(snapshot.hashValue == other.hashValue)
    var changed = other
    var node = changed.root
    var path: [LayoutSnapshot.Node] = []
    while let child = node.children.first {
      path.append(node)
      node = child
    }
    node.frame.x = 2
    // Rebuild the chain upward with the moved leaf.
    for var parent in path.reversed() {
      parent.children = [node]
      node = parent
    }
    changed.root = node
    #expect(changed != snapshot)
  }

  @Test func aHundredThousandDeepViewChainIsCapturedInOneStepAView() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    var parent = root
    var views: [UIView] = []
    for index in 0..<Self.depth {
      // The first 30 views each 1 point right of their parent, the rest on it.
      let view = UIView(frame: CGRect(x: index < 30 ? 1 : 0, y: 0, width: 10, height: 10))
      parent.addSubview(view)
      views.append(view)
      parent = view
    }
    // A scrolled view in the chain moves its subviews by its bounds origin.
    views[10].bounds.origin = CGPoint(x: 0, y: 3)
    let snapshot = LayoutSnapshot.capture(root, options: .init(caption: "deep"))
    var node = snapshot.root
    var frames: [LayoutSnapshot.Rect] = []
    while let child = node.children.first {
      frames.append(child.frame)
      node = child
    }
    #expect(frames.count == Self.depth)
    // View k (from 0) is at x k + 1 for k < 30; views below the 11th are 3 points up.
    #expect(frames[0] == .init(x: 1, y: 0, width: 10, height: 10))
    #expect(frames[10] == .init(x: 11, y: 0, width: 10, height: 10))
    #expect(frames[11] == .init(x: 12, y: -3, width: 10, height: 10))
    #expect(frames[Self.depth - 1] == .init(x: 30, y: -3, width: 10, height: 10))
    // A transformed view falls back to its layer's conversion, for it and below it.
    views[20].transform = CGAffineTransform(scaleX: 2, y: 2)
    let scaled = LayoutSnapshot.capture(views[19], options: .init(caption: "scaled"))
    // views[20] is 10 × 10 scaled about its centre (1 + 5, 5) in views[19]: (-4, -5; 20 × 20).
    #expect(scaled.root.children[0].frame == .init(x: -4, y: -5, width: 20, height: 20))
    // views[21] at (1, 0) inside it: (−4 + 2, −5 + 0; 20 × 20).
    #expect(scaled.root.children[0].children[0].frame == .init(x: -2, y: -5, width: 20, height: 20))
  }
}
