// UIKitLayout: layout documents.
import Foundation
import UIKitLayout

/// A stack view's arrangement: its `subviews` in the document are its arranged subviews.
public struct StackSpec: Sendable {
  /// `axis`.
  public var axis: NSLayoutConstraint.Axis = .horizontal
  /// `distribution`.
  public var distribution: UIStackView.Distribution = .fill
  /// `alignment`.
  public var alignment: UIStackView.Alignment = .fill
  /// `spacing` (`UIStackView.spacingUseSystem` for `system`).
  public var spacing: Double = 0
  /// `isBaselineRelativeArrangement`.
  public var baselineRelative = false
  /// `isLayoutMarginsRelativeArrangement`.
  public var marginsRelative = false
  /// `setCustomSpacing(_:after:)`, by arranged view name, in document order.
  public var customSpacing: [(name: String, spacing: Double, location: SourceLocation)] = []

  /// Creates a horizontal `.fill` stack spec with no spacing.
  public init() {}
}

/// One of the standard controls, with what a document sets on it.
public enum ControlSpec: Sendable {
  /// `UISwitch` (`kind: switch`).
  case toggle(isOn: Bool)
  /// `UISegmentedControl` (`kind: segmented`): titles and the selected index.
  case segmented(segments: [String], selected: Int?)
  /// `UISlider` (`kind: slider`).
  case slider(value: Double)
  /// `UIProgressView` (`kind: progress`).
  case progress(value: Double, bar: Bool)
  /// `UIActivityIndicatorView` (`kind: activityIndicator`), animating (so shown) unless told.
  case activityIndicator(large: Bool, animating: Bool)
  /// `UIPageControl` (`kind: pageControl`).
  case pageControl(pages: Int, current: Int)
  /// `UIStepper` (`kind: stepper`).
  case stepper(value: Double)
  /// `UITextField` (`kind: textField`).
  case textField(text: String, placeholder: String?, font: FontSpec?, border: UITextField.BorderStyle)
  /// `UITextView` (`kind: textView`); it sizes to its text unless `scrolls`.
  case textView(text: String, font: FontSpec?, scrolls: Bool)
  /// `UITableView` (`kind: table`) showing rows given as data.
  case table(TableSpec)
  /// `UICollectionView` with a flow layout (`kind: collection`) showing items given as data.
  case collection(CollectionSpec)

  /// The control's kind keyword in documents.
  public var keyword: String {
    switch self {
    case .toggle: "switch"
    case .segmented: "segmented"
    case .slider: "slider"
    case .progress: "progress"
    case .activityIndicator: "activityIndicator"
    case .pageControl: "pageControl"
    case .stepper: "stepper"
    case .textField: "textField"
    case .textView: "textView"
    case .table: "table"
    case .collection: "collection"
    }
  }

  /// Every control keyword.
  public static let keywords = [
    "switch", "segmented", "slider", "progress", "activityIndicator", "pageControl", "stepper",
    "textField", "textView", "table", "collection",
  ]

  /// The control, made.
  @MainActor
  func make() -> UIView {
    switch self {
    case .toggle(let isOn):
      let made = UISwitch()
      made.isOn = isOn
      return made
    case .segmented(let segments, let selected):
      let made = UISegmentedControl(items: segments)
      made.selectedSegmentIndex = selected ?? UISegmentedControl.noSegment
      return made
    case .slider(let value):
      let made = UISlider()
      made.value = Float(value)
      return made
    case .progress(let value, let bar):
      let made = UIProgressView(progressViewStyle: bar ? .bar : .default)
      made.progress = Float(value)
      return made
    case .activityIndicator(let large, let animating):
      let made = UIActivityIndicatorView(style: large ? .large : .medium)
      if animating { made.startAnimating() }
      return made
    case .pageControl(let pages, let current):
      let made = UIPageControl()
      made.numberOfPages = pages
      made.currentPage = current
      return made
    case .stepper(let value):
      let made = UIStepper()
      made.value = value
      return made
    case .textField(let text, let placeholder, let font, let border):
      let made = UITextField()
      made.text = text
      made.placeholder = placeholder
      if let font { made.font = font.font }
      made.borderStyle = border
      return made
    case .textView(let text, let font, let scrolls):
      let made = UITextView()
      made.text = text
      if let font { made.font = font.font }
      made.isScrollEnabled = scrolls
      return made
    case .table(let spec):
      return DocumentTableView(spec)
    case .collection(let spec):
      return DocumentCollectionView(spec)
    }
  }
}
