// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Cassowary
import Foundation

// Intrinsic content size → per measured dimension two constraints (semantics reference 4.15):
// hugging `dimension <= intrinsic` at the hugging priority and compression resistance
// `dimension >= intrinsic` at the compression-resistance priority. When neither is required
// the pair is one two-sided equality in the solver (the same optimum, half the rows), and
// still two constraints wherever UIKit shows them. The size is of the
// alignment rect. Views whose frame is fixed by their autoresizing mask (required) skip them:
// they could never win. They are rebuilt only when the size or a priority changed.

/// What an item's content-size constraints are made from: the intrinsic size (of the
/// alignment rect) and the four priorities. A value, compared on every refresh of the item.
struct ContentSizeKey: Equatable {
  /// The intrinsic width and height; a negative value or `noIntrinsicMetric` is unmeasured.
  var size: (width: Double, height: Double)
  /// Hugging, then compression resistance, per axis (width, height).
  var hugging: (width: Double, height: Double)
  var compressionResistance: (width: Double, height: Double)

  /// No constraints yet.
  static let none = ContentSizeKey(size: (-1, -1), hugging: (0, 0), compressionResistance: (0, 0))

  static func == (a: ContentSizeKey, b: ContentSizeKey) -> Bool {
    a.size == b.size && a.hugging == b.hugging && a.compressionResistance == b.compressionResistance
  }

  /// The intrinsic length along an axis (0 width, 1 height).
  func length(_ axis: Int) -> Double { axis == 0 ? size.width : size.height }

  /// The priority of the hugging or compression-resistance constraint along an axis.
  func priority(hugs: Bool, _ axis: Int) -> Double {
    let pair = hugs ? hugging : compressionResistance
    return axis == 0 ? pair.width : pair.height
  }

  /// Whether the axis is measured (it has a pair of constraints).
  func measures(_ axis: Int) -> Bool {
    let length = length(axis)
    return length != Double(UIView.noIntrinsicMetric) && length >= 0
  }

  /// Whether the axis's pair is one two-sided equality: neither priority is required (a
  /// required side has no error to weigh, so it needs a row of its own).
  func mergesPair(_ axis: Int) -> Bool {
    priority(hugs: true, axis) < 1000 && priority(hugs: false, axis) < 1000
  }
}

extension LayoutEngine {
  func refreshContentSize(_ item: EngineItem) {
    guard let view = item.view else { return }
    let applies =
      item === hostItem ? fittingTarget != nil : !view.translatesAutoresizingMaskIntoConstraints
    // Nothing to measure, compare or take out (a tree's root, marked at every resize, or a
    // translated view moved by the program): its priorities are read once it has constraints.
    if !applies && item.contentSize.isEmpty {
      item.contentSizeKey = .none
      return
    }
    let size = applies ? intrinsicContentSize(of: view, item: item) : CGSize(width: -1, height: -1)
    let key = ContentSizeKey(
      size: (Double(size.width), Double(size.height)),
      hugging: (
        Double(view.contentHuggingPriority(for: .horizontal).rawValue),
        Double(view.contentHuggingPriority(for: .vertical).rawValue)
      ),
      compressionResistance: (
        Double(view.contentCompressionResistancePriority(for: .horizontal).rawValue),
        Double(view.contentCompressionResistancePriority(for: .vertical).rawValue)
      ))
    let old = item.contentSizeKey
    guard key != old else { return }
    item.contentSizeKey = key
    // The same dimensions measured as before, in the same shape: change the records in place
    // (a constant change is a `setConstant`, far cheaper than taking the pair out and adding
    // it back).
    // (Both axes by hand: a closure here checked the main actor at every call.)
    if !item.contentSize.isEmpty,
      old.measures(0) == key.measures(0) && old.mergesPair(0) == key.mergesPair(0),
      old.measures(1) == key.measures(1) && old.mergesPair(1) == key.mergesPair(1)
    {
      // The same priorities (a new size, most often): the strengths stand.
      let samePriorities = old.hugging == key.hugging && old.compressionResistance == key.compressionResistance
      for record in item.contentSize {
        guard let axis = record.contentSizeAxis else { continue }
        if samePriorities {
          refresh(record)
        } else if case .contentSize(hugs: nil) = record.source {
          refresh(
            record, strength: Strength(uiKitPriority: Float(key.priority(hugs: true, axis))),
            below: Strength(uiKitPriority: Float(key.priority(hugs: false, axis))))
        } else {
          refresh(
            record,
            strength: Strength(uiKitPriority: Float(key.priority(hugs: record.relation == .lessThanOrEqual, axis))))
        }
      }
      return
    }
    for record in item.contentSize { uninstall(record) }
    item.contentSize = []
    // Room only when something is measured: a view with no intrinsic size (most of a tree)
    // paid an allocation for nothing.
    if key.measures(0) || key.measures(1) { item.contentSize.reserveCapacity(4) }
    for axis in 0..<2 where key.measures(axis) {
      let hugging = Strength(uiKitPriority: Float(key.priority(hugs: true, axis)))
      let resistance = Strength(uiKitPriority: Float(key.priority(hugs: false, axis)))
      if key.mergesPair(axis) {
        // `dimension − intrinsic == 0`: a rise above costs the hugging priority, a fall below
        // the compression resistance; the optimum of the pair, in one row of the solver
        // instead of two (and one pivot where a side's switch took two).
        let record = EngineConstraint(
          source: .contentSize(hugs: nil), relation: .equal, strength: hugging,
          expression: Self.contentSizeExpression(item, axis: axis), builder: .contentSize,
          item: item, strengthBelow: resistance)
        record.contentSizeAxis = axis
        item.contentSize.append(record)
        continue
      }
      for hugs in [true, false] {
        let record = EngineConstraint(
          source: .contentSize(hugs: hugs), relation: hugs ? .lessThanOrEqual : .greaterThanOrEqual,
          strength: hugs ? hugging : resistance,
          expression: Self.contentSizeExpression(item, axis: axis), builder: .contentSize,
          item: item)
        record.contentSizeAxis = axis
        item.contentSize.append(record)
      }
    }
    for record in item.contentSize { install(record) }
  }

  /// `dimension − intrinsic length` along `axis` (0 width, 1 height).
  static func contentSizeExpression(_ item: EngineItem, axis: Int) -> EngineExpression {
    EngineExpression(
      axis == 0 ? item.width : item.height, in: item.space, constant: -item.contentSizeKey.length(axis))
  }
}
