// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// UIKit's second constraint pass for multi-line labels. A label with `numberOfLines != 1` and
// no `preferredMaxLayoutWidth` is as tall as its text wrapped at its width, and the engine is
// what decides that width. UIKit solves, tells each such label the width it got (an internal
// preferred width), and solves again (UILabel's `_needsDoubleUpdateConstraintsPass`), so the
// frames a layout pass applies — and the size a fit returns — already have the wrapped
// heights. Here each label item remembers the width it was measured at; after a solve, the
// labels whose solved width differs are measured again at it, until the widths settle.

/// A view whose intrinsic height depends on the width it is given (a multi-line label, a text
/// view sized to its text): the engine measures it again at its solved width.
@MainActor
protocol WidthWrappingView: UIView {
  /// Whether its intrinsic height follows its own width now.
  var wrapsAtItsOwnWidth: Bool { get }
  /// The width the engine is measuring it at (`nil`: its own bounds').
  var engineWrappingWidth: CGFloat? { get set }
}

extension LayoutEngine {
  /// Measures wrapping labels again at their solved widths and solves again, until no width
  /// changes. Bounded, like the layout pass, for a height that feeds back into its width.
  ///
  /// - Returns: How many rounds measured a label again (0: every width was already right).
  @discardableResult
  func settleWrappingLabels() -> Int {
    guard !labelItems.isEmpty else { return 0 }
    for round in 0..<8 {
      var changed = false
      for item in labelItems {
        guard let label = item.view, Self.wrapsAtItsOwnWidth(label),
          item === hostItem ? fittingTarget != nil : !label.translatesAutoresizingMaskIntoConstraints
        else { continue }
        let width = label.frame(forAlignmentRect: item.solvedRect).width
        guard item.wrappingWidth != width else { continue }
        item.wrappingWidth = width
        markDirty(item)
        changed = true
      }
      guard changed else { return round }
      processDirtyItems()
      markChanged(solver.updateVariables())
    }
    return 8
  }

  /// Whether `view` is a wrapping view whose height follows its width now. Class casts, not
  /// a cast to the protocol (a conformance lookup per label per round).
  static func wrapsAtItsOwnWidth(_ view: UIView) -> Bool {
    if let label = view as? UILabel { return label.wrapsAtItsOwnWidth }
    if view.isScrollView, let textView = view as? UITextView { return textView.wrapsAtItsOwnWidth }
    return false
  }

  /// The label's intrinsic size as this engine asks for it: wrapped at the width the engine
  /// last solved for it, when it has one.
  /// A wrapping label without a width measures unwrapped; that size is kept until the label
  /// invalidates its intrinsic size: every fit of a reused cell starts from it, and measuring
  /// a paragraph on one line costs as much as wrapping it.
  func intrinsicContentSize(of view: UIView, item: EngineItem) -> CGSize {
    // Class casts, not a cast to the protocol: this runs for every measured view.
    if let label = view as? UILabel { return wrappedIntrinsicSize(of: label, item: item) }
    if view.isScrollView, let textView = view as? UITextView { return wrappedIntrinsicSize(of: textView, item: item) }
    return view.intrinsicContentSize
  }

  private func wrappedIntrinsicSize<View: WidthWrappingView>(of label: View, item: EngineItem) -> CGSize {
    guard label.wrapsAtItsOwnWidth else { return label.intrinsicContentSize }
    guard let width = item.wrappingWidth else {
      guard label.bounds.width <= 0, label.engineWrappingWidth == nil else { return label.intrinsicContentSize }
      if let size = item.unwrappedSize { return size }
      let size = label.intrinsicContentSize
      item.unwrappedSize = size
      return size
    }
    let saved = label.engineWrappingWidth
    label.engineWrappingWidth = width
    let size = label.intrinsicContentSize
    label.engineWrappingWidth = saved
    return size
  }

}
