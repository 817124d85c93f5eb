// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Cassowary
import Foundation

// Intrinsic content size → per measured dimension two constraints (semantics reference 4.15):
// hugging `dimension <= intrinsic` at the hugging priority and compression resistance
// `dimension >= intrinsic` at the compression-resistance priority. The size is of the
// alignment rect. Views whose frame is fixed by their autoresizing mask (required) skip them:
// they could never win. They are rebuilt only when the size or a priority changed.

extension LayoutEngine {
  func refreshContentSize(_ item: EngineItem) {
    guard let view = item.view else { return }
    let applies =
      item === hostItem ? fittingTarget != nil : !view.translatesAutoresizingMaskIntoConstraints
    let size = applies ? intrinsicContentSize(of: view, item: item) : CGSize(width: -1, height: -1)
    let key = [
      Double(size.width), Double(size.height),
      Double(view.contentHuggingPriority(for: .horizontal).rawValue),
      Double(view.contentHuggingPriority(for: .vertical).rawValue),
      Double(view.contentCompressionResistancePriority(for: .horizontal).rawValue),
      Double(view.contentCompressionResistancePriority(for: .vertical).rawValue),
    ]
    guard key != item.contentSizeKey else { return }
    let old = item.contentSizeKey
    item.contentSizeKey = key
    // The same dimensions measured as before: change the records in place (a constant change
    // is a `setConstant`, far cheaper than taking the pair out and adding it back).
    if !old.isEmpty, Self.measured(old) == Self.measured(key) {
      for record in item.contentSize {
        guard let axis = record.contentSizeAxis else { continue }
        record.strength = Strength(uiKitPriority: Float(key[(record.relation == .lessThanOrEqual ? 2 : 4) + axis]))
        refresh(record)
      }
      return
    }
    for record in item.contentSize { uninstall(record) }
    item.contentSize = []
    for (axis, measured) in Self.measured(key).enumerated() where measured {
      let variable = axis == 0 ? item.width : item.height
      for hugs in [true, false] {
        let record = EngineConstraint(
          source: Self.contentSizeSource(item, axis: axis, hugs: hugs),
          relation: hugs ? .lessThanOrEqual : .greaterThanOrEqual,
          strength: Strength(uiKitPriority: Float(key[(hugs ? 2 : 4) + axis]))
        ) { [unowned item] in LinearExpression([Term(variable)], constant: -item.contentSizeKey[axis]) }
        record.contentSizeAxis = axis
        item.contentSize.append(record)
      }
    }
    for record in item.contentSize { install(record) }
  }

  /// Which dimensions a content-size key measures (width, height).
  private static func measured(_ key: [Double]) -> [Bool] {
    (0..<2).map { key[$0] != Double(UIView.noIntrinsicMetric) && key[$0] >= 0 }
  }

  /// `UIView:0x….width == 40 Hug:250`, as UIKit prints a content-size constraint, built
  /// when printed from the item's current measurement.
  private static func contentSizeSource(
    _ item: EngineItem, axis: Int, hugs: Bool
  ) -> EngineConstraint.Source {
    // Unowned: the record lives in the item's `contentSize` (a weak reference would give every
    // item a side table, making each retain and release of it slower).
    .engine(className: "NSContentSizeLayoutConstraint", identifier: nil) { [unowned item] in
      guard item.contentSizeKey.count == 6 else { return "(released)" }
      let key = item.contentSizeKey
      let name = axis == 0 ? "width" : "height"
      let priority = DebugFormat.number(CGFloat(key[(hugs ? 2 : 4) + axis]))
      return "\(item.debugName).\(name) == \(DebugFormat.number(CGFloat(key[axis])))"
        + (hugs ? " Hug:\(priority)" : " CompressionResistance:\(priority)")
    }
  }
}
