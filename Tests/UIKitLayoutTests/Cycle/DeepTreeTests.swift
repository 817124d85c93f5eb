// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

// Every traversal is iterative: a chain of 100 000 views, each inside the previous one, lays
// out, autoresizes, converts, dumps and deallocates without overflowing the stack.
@MainActor
@Suite struct DeepTreeTests {
  static let depth = 100_000

  @Test func aHundredThousandDeepChainWorksEndToEnd() {
    weak var weakDeepest: UIView?
    weak var weakWindow: UIWindow?
    do {
      let window = makeWindow(width: 320, height: 480)
      weakWindow = window
      var parent: UIView = window
      var chain: [UIView] = []
      chain.reserveCapacity(Self.depth)
      for _ in 0..<Self.depth {
        // Each view sits 1pt below its parent's top and spans its full width.
        let view = UIView(frame: CGRect(x: 0, y: 1, width: 320, height: 10))
        view.autoresizingMask = [.flexibleWidth]
        parent.addSubview(view)
        chain.append(view)
        parent = view
      }
      let deepest = parent
      weakDeepest = deepest
      #expect(deepest.window === window)

      CATransaction.flush()
      #expect(!deepest.layer.needsLayout() && !deepest.layer.needsDisplay())

      // Converting walks the whole chain: (0,0) in the deepest view is 100 000 pt down.
      #expect(deepest.convert(CGPoint.zero, to: window) == CGPoint(x: 0, y: CGFloat(Self.depth)))
      #expect(
        window.convert(CGPoint(x: 5, y: CGFloat(Self.depth)), to: deepest) == CGPoint(x: 5, y: 0))

      // Autoresizing goes all the way down: every width follows the window's.
      window.frame.size.width = 330
      #expect(deepest.frame.width == 330)
      #expect(chain[Self.depth / 2].frame.width == 330)

      // Layout of a single dirty leaf, then of the whole chain again.
      deepest.setNeedsLayout()
      CATransaction.flush()
      #expect(!deepest.layer.needsLayout())

      let dump = window.recursiveDescription()
      var lines = 0
      for character in dump.utf8 where character == UInt8(ascii: "\n") { lines += 1 }
      #expect(lines == Self.depth)  // one line per view, the window's included
      #expect(dump.hasSuffix("[depth \(Self.depth)] " + deepest.description))

      chain.removeAll()
    }
    #expect(weakDeepest == nil)
    #expect(weakWindow == nil)
  }

  @Test func aDeepStandaloneLayerTreeDeallocates() {
    weak var weakLeaf: CALayer?
    do {
      let root = CALayer()
      var parent = root
      for _ in 0..<Self.depth {
        let layer = CALayer()
        parent.addSublayer(layer)
        parent = layer
      }
      weakLeaf = parent
      #expect(parent.depth == Self.depth)
    }
    #expect(weakLeaf == nil)
  }
}
