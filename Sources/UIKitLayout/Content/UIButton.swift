// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// https://developer.apple.com/documentation/uikit/uibutton
/// A control showing a title (UIKit's `UIButton`, the pre-configuration API: titles per
/// state, content and title edge insets; no images, no `UIButton.Configuration`).
///
/// Its intrinsic content size is its title label's plus ``contentEdgeInsets``. With zero
/// content insets UIKit still pads the title by 6 pt above and below (so a 15 pt title makes a
/// 30 pt tall button); any non-zero insets replace that padding. ``titleEdgeInsets`` only move
/// the title (they don't count in the size), as UIKit documents.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The kinds of button, with UIKit's raw values; all are sized by their title here.
  public enum ButtonType: Int, Sendable {
    /// No system look.
    case custom = 0
    /// The system look (tinted title).
    case system = 1
    /// A detail disclosure button.
    case detailDisclosure = 2
    /// An information button (light).
    case infoLight = 3
    /// An information button (dark).
    case infoDark = 4
    /// An add-contact button.
    case contactAdd = 5
    /// A close button.
    case close = 7

    /// The old name of `.system`.
    public static var roundedRect: ButtonType { .system }
  }

  /// The button's kind.
  open private(set) var buttonType: ButtonType = .custom

  /// The space between the button's edges and its content; zero (the default) means UIKit's
  /// 6 pt above and below.
  open var contentEdgeInsets: UIEdgeInsets = .zero {
    didSet {
      guard contentEdgeInsets != oldValue else { return }
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }
  }

  /// Moves and shrinks the title's rectangle within the content; not part of the size.
  open var titleEdgeInsets: UIEdgeInsets = .zero {
    didSet { if titleEdgeInsets != oldValue { setNeedsLayout() } }
  }

  /// The label showing the current title, a subview of the button.
  open var titleLabel: UILabel? { titleLabelStorage }

  private let titleLabelStorage = UILabel()
  private var titles: [UInt: String] = [:]

  /// The padding UIKit uses when ``contentEdgeInsets`` is zero.
  static let defaultContentPadding = UIEdgeInsets(top: 6, left: 0, bottom: 6, right: 0)

  /// Creates a button of `buttonType` with a zero frame.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// Creates a custom button with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpTitleLabel()
  }

  /// Creates a button from an archive; nothing is decoded.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpTitleLabel()
  }

  private func setUpTitleLabel() {
    titleLabelStorage.font = .systemFont(ofSize: 15)
    addSubview(titleLabelStorage)
  }

  // MARK: - Titles

  /// Sets the title shown in `state`; `nil` removes it (the state then shows `.normal`'s).
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
    updateTitleLabel()
  }

  /// The title set for `state`, else the `.normal` one.
  open func title(for state: UIControl.State) -> String? {
    titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
  }

  /// The title shown now, for the current ``UIControl/state``.
  open var currentTitle: String? { title(for: state) }

  override func stateDidChange() { updateTitleLabel() }

  private func updateTitleLabel() {
    // The label invalidates this button's size when its text changes.
    titleLabelStorage.text = currentTitle
  }

  // MARK: - Sizing and layout

  /// The title's single-line size plus the content insets (or the default padding).
  open override var intrinsicContentSize: CGSize {
    let title = titleLabelStorage.intrinsicContentSize
    let insets = effectiveContentInsets
    return CGSize(
      width: title.width + insets.left + insets.right,
      height: title.height + insets.top + insets.bottom)
  }

  /// The intrinsic content size, whatever `size` is.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The title label's first baseline, below the content's top inset.
  override var firstBaselineOffsetFromTop: CGFloat? {
    (titleLabelStorage.firstBaselineOffsetFromTop ?? 0) + effectiveContentInsets.top
  }

  /// The title label's last baseline, above the content's bottom inset.
  override var lastBaselineOffsetFromBottom: CGFloat? {
    (titleLabelStorage.lastBaselineOffsetFromBottom ?? 0) + effectiveContentInsets.bottom
  }

  /// Centres the title label, at its intrinsic size, in the content rectangle inset by
  /// ``titleEdgeInsets`` (narrowed to fit it).
  open override func layoutSubviews() {
    super.layoutSubviews()
    let area = bounds.inset(by: effectiveContentInsets).inset(by: titleEdgeInsets)
    let title = titleLabelStorage.intrinsicContentSize
    let size = CGSize(width: min(title.width, max(area.width, 0)), height: title.height)
    titleLabelStorage.frame = CGRect(
      x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  var effectiveContentInsets: UIEdgeInsets {
    contentEdgeInsets == .zero ? UIButton.defaultContentPadding : contentEdgeInsets
  }
}
