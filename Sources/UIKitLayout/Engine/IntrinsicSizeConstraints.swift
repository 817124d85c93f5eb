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
    item.contentSizeKey = key
    for record in item.contentSize { uninstall(record) }
    item.contentSize = []
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      let value = axis == .horizontal ? size.width : size.height
      guard value != UIView.noIntrinsicMetric, value >= 0 else { continue }
      let variable = axis == .horizontal ? item.width : item.height
      let name = axis == .horizontal ? "width" : "height"
      let hug = view.contentHuggingPriority(for: axis)
      let resist = view.contentCompressionResistancePriority(for: axis)
      let equation = "\(item.debugName).\(name) == \(DebugFormat.number(value))"
      item.contentSize.append(
        EngineConstraint(
          source: .engine(
            className: "NSContentSizeLayoutConstraint", identifier: nil,
            equation: equation + " Hug:\(DebugFormat.number(CGFloat(hug.rawValue)))"),
          relation: .lessThanOrEqual, strength: Strength(uiKitPriority: hug.rawValue)
        ) { LinearExpression([Term(variable)], constant: -Double(value)) })
      item.contentSize.append(
        EngineConstraint(
          source: .engine(
            className: "NSContentSizeLayoutConstraint", identifier: nil,
            equation: equation
              + " CompressionResistance:\(DebugFormat.number(CGFloat(resist.rawValue)))"),
          relation: .greaterThanOrEqual, strength: Strength(uiKitPriority: resist.rawValue)
        ) { LinearExpression([Term(variable)], constant: -Double(value)) })
    }
    for record in item.contentSize { install(record) }
  }
}
