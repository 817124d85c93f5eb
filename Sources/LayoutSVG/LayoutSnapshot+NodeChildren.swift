// UIKitLayout: SVG rendering.

// A snapshot's tree is as deep as the view tree it was captured from, and a chain of 100 000
// views must not overflow the stack. Arrays of structs holding arrays are released, compared
// and hashed recursively by Swift, one level of the tree per call; so a node keeps its
// children in a box whose release takes its uniquely held descendants apart one at a time,
// and nodes compare and hash with explicit stacks.

/// A node's children: a box with value semantics (``LayoutSnapshot/Node/children`` copies it
/// before writing to a shared one), released without recursion.
final class NodeChildren: @unchecked Sendable {
  // Written only through `Node.children`'s setter, and only while uniquely referenced, so
  // sharing it between tasks shares an immutable value.
  var nodes: [LayoutSnapshot.Node]

  /// The box of every node without children (never written).
  static let none = NodeChildren([])

  init(_ nodes: [LayoutSnapshot.Node]) { self.nodes = nodes }

  deinit {
    // Each child that only this box holds gives up its own children before it is released,
    // so no release reaches a box that still has children to release.
    var pending = nodes
    nodes = []
    while var node = pending.popLast() {
      guard node.subtree !== NodeChildren.none, isKnownUniquelyReferenced(&node.subtree) else { continue }
      pending.append(contentsOf: node.subtree.nodes)
      node.subtree.nodes = []
    }
  }
}

extension LayoutSnapshot.Node {
  /// Equal trees: the same fields, node for node, compared with a stack (a shared box of
  /// children is equal to itself).
  public static func == (a: Self, b: Self) -> Bool {
    var pairs = [(a, b)]
    while let (x, y) = pairs.popLast() {
      guard x.sameFields(as: y), x.subtree.nodes.count == y.subtree.nodes.count else { return false }
      if x.subtree === y.subtree { continue }
      pairs.append(contentsOf: zip(x.subtree.nodes, y.subtree.nodes))
    }
    return true
  }

  /// Hashes the tree in pre-order, each node's fields and child count, with a stack.
  public func hash(into hasher: inout Hasher) {
    var stack = [self]
    while let node = stack.popLast() {
      hasher.combine(node.name)
      hasher.combine(node.kind)
      hasher.combine(node.frame)
      hasher.combine(node.appearance)
      hasher.combine(node.drawing)
      hasher.combine(node.clipsToBounds)
      hasher.combine(node.isHidden)
      hasher.combine(node.alpha)
      hasher.combine(node.isAmbiguous)
      hasher.combine(node.layoutMargins)
      hasher.combine(node.subtree.nodes.count)
      stack.append(contentsOf: node.subtree.nodes.reversed())
    }
  }

  /// Whether every field but the children is equal.
  private func sameFields(as other: Self) -> Bool {
    name == other.name && kind == other.kind && frame == other.frame && appearance == other.appearance
      && drawing == other.drawing && clipsToBounds == other.clipsToBounds && isHidden == other.isHidden
      && alpha == other.alpha && isAmbiguous == other.isAmbiguous && layoutMargins == other.layoutMargins
  }
}
