// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Cassowary
import Foundation

// A layout pass after the root was resized (a rotation, a cell given a new width) moves the
// root's width pin, solves, measures the wrapping labels at the widths they got, and solves
// again (`settleWrappingLabels()`). The second solve undoes part of the first: the labels'
// old heights no longer fit, the solver pivots to absorb them, and then pivots again for the
// new ones.
//
// A label's solved width is, for a given set of constraints, an affine function of the root's
// width as long as the horizontal solution keeps its shape — a label pinned between the
// margins is the root's width less a constant. So each label remembers its settled width at
// the root's last two widths, and a pass that only resizes the root gives each label the width
// that line predicts before it solves: the labels are measured there, and the root's pin and
// the labels' heights reach the solver together, in one dual simplex. The settling that
// follows checks the prediction against the solution, as it checks any width; a wrong one
// costs one more round, as a pass without predictions pays anyway.
//
// Predictions are made only where nothing else changed (no constraint, constant, priority or
// outside state but the root's own frame waiting), and not after a pass whose labels needed
// more than one round to settle (a height that feeds back into a width: there the starting
// width can decide which wrapping the labels settle on, and the pass starts, as UIKit's does,
// from the last one).

/// A wrapping label's settled width at the root's last two widths (see above).
struct WrapSamples {
  /// The latest: the root's width (its pin's value) and the label's width.
  var last: (root: Double, width: CGFloat)?
  /// The one before, at another root width.
  var previous: (root: Double, width: CGFloat)?

  /// Records a settled width, replacing the latest when the root's width is the same.
  mutating func record(root: Double, width: CGFloat) {
    if let last, last.root != root { previous = last }
    last = (root, width)
  }

  /// The width the line through the two samples gives at `root`, when the label is where the
  /// latest sample left it at `from` (the root's width now).
  func predict(at root: Double, from current: Double, width: CGFloat) -> CGFloat? {
    guard let last, let previous, last.root == current, last.width == width, previous.root != last.root
    else { return nil }
    let slope = (Double(last.width) - Double(previous.width)) / (last.root - previous.root)
    let predicted = Double(last.width) + slope * (root - last.root)
    guard predicted.isFinite, predicted > 0 else { return nil }
    return CGFloat(predicted)
  }
}

extension LayoutEngine {
  /// The root's width as its pin holds it now (`nil` when the root's pins are not the four).
  private var pinnedRootWidth: Double? {
    guard hostItem.pinKind == .root, hostItem.pins.count == 4 else { return nil }
    return -hostItem.pins[2].constant
  }

  /// Before a pass moves the root's width pin: gives each wrapping label the width its samples
  /// predict at the new width, and marks it for measuring. Returns whether any label got one
  /// (the caller then hands the pin and the labels' heights to the solver together).
  func predictWrappingWidths() -> Bool {
    guard predictsWrappingWidths, !wrapSamples.isEmpty, fittingTarget == nil, !needsRebuild,
      pendingAdds.isEmpty, pendingRemoves.isEmpty, pendingRefresh.isEmpty, let current = pinnedRootWidth
    else { return false }
    let new = -rootPinConstant(2)
    guard new != current else { return false }
    // The root itself is marked when its frame is set (a translated root: its pins read it).
    for item in dirtyItems where item !== hostItem { return false }
    var predicted = false
    for index in 0..<min(labelItems.count, wrapSamples.count) {
      let item = labelItems[index]
      guard item !== hostItem, let width = item.wrappingWidth,
        let guess = wrapSamples[index].predict(at: new, from: current, width: width), guess != width,
        let label = item.view, !label.translatesAutoresizingMaskIntoConstraints,
        Self.wrapsAtItsOwnWidth(label)
      else { continue }
      item.wrappingWidth = guess
      markDirty(item)
      predicted = true
    }
    return predicted
  }

  /// After a layout pass settled its labels in `rounds` rounds of measuring: records each
  /// wrapping label's width against the root's, or forgets every sample when the labels took
  /// more than one round (see above).
  func recordWrapSamples(settledIn rounds: Int) {
    guard predictsWrappingWidths, fittingTarget == nil, !labelItems.isEmpty else { return }
    guard rounds <= 1, let root = pinnedRootWidth else {
      wrapSamples = []
      return
    }
    if wrapSamples.count < labelItems.count {
      let missing = labelItems.count - wrapSamples.count
      wrapSamples.append(contentsOf: repeatElement(WrapSamples(), count: missing))
    }
    for (index, item) in labelItems.enumerated() {
      guard let width = item.wrappingWidth else { continue }
      wrapSamples[index].record(root: root, width: width)
    }
  }
}
