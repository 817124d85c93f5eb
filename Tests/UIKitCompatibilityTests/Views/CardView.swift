import UIKit

/// A view written the way most UIKit subclasses are: its own initialiser, the `init(coder:)`
/// Xcode inserts, subviews constrained through the DSL in the initialiser.
final class CardView: UIView {
  let title: String
  let titleLabel = UILabel()
  let badge = UIView()

  init(title: String) {
    self.title = title
    super.init(frame: .zero)
    addSubview(titleLabel)
    addSubview(badge)
    titleLabel.text = title
    titleLabel.snp.makeConstraints { make in
      make.top.left.equalToSuperview().offset(12)
    }
    badge.snp.makeConstraints { make in
      make.size.equalTo(CGSize(width: 24, height: 24))
      make.right.equalToSuperview().offset(-12)
      make.centerY.equalToSuperview()
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var intrinsicContentSize: CGSize {
    return CGSize(width: UIView.noIntrinsicMetric, height: 64)
  }

  override var description: String { return "CardView(\(title))" }
}

/// The other common shape: `init(frame:)` overridden, `init(coder:)` calling through, one
/// `setup()` for both, frames set by hand in `layoutSubviews()`.
class SplitView: UIView {
  let leftPane = UIView()
  let rightPane = UIView()
  var layoutCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    setup()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setup()
  }

  private func setup() {
    addSubview(leftPane)
    addSubview(rightPane)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutCount += 1
    let half = (bounds.width / 3).rounded()
    leftPane.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height)
    rightPane.frame = CGRect(x: half, y: 0, width: bounds.width - half, height: bounds.height)
  }
}

/// A protocol refining `NSObjectProtocol`, adopted by every view (a common reuse helper).
protocol ReuseIdentifiable: NSObjectProtocol {
  static var reuseIdentifier: String { get }
}

extension ReuseIdentifiable {
  static var reuseIdentifier: String { return String(describing: self) }
}

extension UIView: ReuseIdentifiable {}

extension UIView {
  /// Adds several subviews at once.
  func addSubviews(_ views: UIView...) {
    views.forEach(addSubview)
  }

  /// The first subview (depth first) of the given class.
  func firstSubview<T: UIView>(ofType type: T.Type) -> T? {
    for subview in subviews {
      if let match = subview as? T ?? subview.firstSubview(ofType: type) { return match }
    }
    return nil
  }

  /// Every view below this one.
  var allSubviews: Set<UIView> {
    return subviews.reduce(into: Set(subviews)) { $0.formUnion($1.allSubviews) }
  }
}

/// A generic factory over view types, with the instance built by the caller (see the note on
/// metatypes in docs/uikit-compatibility.md).
func autolayout<T: UIView>(_ view: T, configure: (T) -> Void = { _ in }) -> T {
  view.translatesAutoresizingMaskIntoConstraints = false
  configure(view)
  return view
}
