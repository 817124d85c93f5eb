// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

extension CALayer {
  /// What ``sublayers`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  var defaultSublayers: [CALayer]? {
    get { sublayerStorage.isEmpty ? nil : sublayerStorage }
    set {
      for layer in sublayerStorage { layer.removeFromSuperlayer() }
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }

  /// What ``addSublayer`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultAddSublayer(_ layer: CALayer) {
    insertSublayerStorage(layer, at: Int.max)
  }

  /// What ``insertSublayer`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultInsertSublayer(_ layer: CALayer, at idx: UInt32) {
    insertSublayerStorage(layer, at: Int(idx))
  }

  /// What ``insertSublayer`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultInsertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    guard let sibling, sibling !== layer, let index = indexOfSublayer(sibling) else {
      insertSublayerStorage(layer, at: 0)
      return
    }
    // Removing `layer` first may shift the sibling down by one.
    let shift = layer.superlayerStorage === self && (indexOfSublayer(layer) ?? .max) < index ? 1 : 0
    insertSublayerStorage(layer, at: index - shift)
  }

  /// What ``insertSublayer`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultInsertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    guard let sibling, sibling !== layer, let index = indexOfSublayer(sibling) else {
      insertSublayerStorage(layer, at: Int.max)
      return
    }
    let shift = layer.superlayerStorage === self && (indexOfSublayer(layer) ?? .max) < index ? 1 : 0
    insertSublayerStorage(layer, at: index + 1 - shift)
  }

  /// What ``replaceSublayer`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultReplaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard oldLayer !== newLayer, let index = indexOfSublayer(oldLayer) else { return }
    oldLayer.removeFromSuperlayer()
    insertSublayerStorage(newLayer, at: index)
  }

  /// What ``removeFromSuperlayer`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  func defaultRemoveFromSuperlayer() {
    guard let parent = superlayerStorage else { return }
    if let index = parent.indexOfSublayer(self) {
      parent.sublayerStorage.remove(at: index)
      parent.renumberSublayers(from: index)
    }
    parent.forgetNotes(of: self)
    superlayerStorage = nil
    parent.setNeedsLayout()
  }

  /// Where `layer` is among the sublayers, in O(1) (see `PendingSublayers.index`).
  func indexOfSublayer(_ layer: CALayer) -> Int? {
    guard layer.superlayerStorage === self else { return nil }
    let index = layer.pendingSublayers.index
    if index < sublayerStorage.count, sublayerStorage[index] === layer { return index }
    return sublayerStorage.firstIndex { $0 === layer }
  }

  /// Whether `self` is `layer` or lies inside it.
  func isInTree(of layer: CALayer) -> Bool {
    var current: CALayer? = self
    while let candidate = current {
      if candidate === layer { return true }
      current = candidate.superlayerStorage
    }
    return false
  }

  /// The topmost layer above this one (itself when it has no superlayer).
  var rootLayer: CALayer {
    var layer = self
    while let parent = layer.superlayerStorage { layer = parent }
    return layer
  }

  /// The one place sublayers are inserted: detaches `layer` from wherever it is, inserts it at
  /// `index` (clamped), marks the receiver as needing layout (as Core Animation does), and
  /// makes the pending work `layer` brings along reachable from the root.
  func insertSublayerStorage(_ layer: CALayer, at index: Int) {
    // A layer without sublayers cannot be an ancestor, which keeps building deep trees linear.
    let wouldCycle =
      layer === self
      || (!layer.sublayerStorage.isEmpty && layer.superlayerStorage !== self
        && isInTree(of: layer))
    guard !wouldCycle else {
      LayoutEnvironment.raise(
        .invalidArgument, "Cannot add \(layer) as a sublayer of itself or of its own sublayer")
      return
    }
    var renumberFrom = Int.max
    if layer.superlayerStorage === self, let current = indexOfSublayer(layer) {
      sublayerStorage.remove(at: current)
      renumberFrom = current
    } else {
      layer.removeFromSuperlayer()
    }
    let position = min(max(index, 0), sublayerStorage.count)
    sublayerStorage.insert(layer, at: position)
    renumberSublayers(from: min(position, renumberFrom))
    layer.superlayerStorage = self
    setNeedsLayout()
    if layer.needsLayoutFlag || layer.descendantNeedsLayout { layer.propagateLayoutNeed() }
    if layer.needsDisplayFlag || layer.descendantNeedsDisplay { layer.propagateDisplayNeed() }
  }
}
