// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// https://developer.apple.com/documentation/uikit/uibutton
/// A control showing a title and an image (UIKit's `UIButton`): titles and images per state
/// with content and title edge insets, or a `UIButton.Configuration` (iOS 15) that places a
/// title, a subtitle and an image inside its content insets (UIButton+Configuration.swift).
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
  // Unchecked: read by every measurement and layout of the button (see UILabel's properties).
  @exclusivity(unchecked) open var contentEdgeInsets: UIEdgeInsets = .zero {
    didSet {
      guard contentEdgeInsets != oldValue else { return }
      invalidateIntrinsicContentSize()
      setNeedsLayout()
    }
  }

  /// Moves and shrinks the title's rectangle within the content; not part of the size.
  @exclusivity(unchecked) open var titleEdgeInsets: UIEdgeInsets = .zero {
    didSet { if titleEdgeInsets != oldValue { setNeedsLayout() } }
  }

  /// The label showing the current title, a subview of the button.
  open var titleLabel: UILabel? { titleLabelStorage }

  private let titleLabelStorage = UILabel()
  private var titles: [UInt: String] = [:]

  /// The padding UIKit uses when ``contentEdgeInsets`` is zero.
  static let defaultContentPadding = UIEdgeInsets(top: 6, left: 0, bottom: 6, right: 0)

  /// How the button looks and lays out its content; `nil` for the classic API (titles and
  /// images per state, ``contentEdgeInsets``), which a configuration replaces.
  open var configuration: Configuration? {
    didSet {
      hasConfiguration = configuration != nil
      contentDidChange()
    }
  }
  /// Whether ``configuration`` is set (read at every layout: reading the configuration itself
  /// copies it, with its strings and image).
  private(set) var hasConfiguration = false
  /// The image shown beside the title, a subview of the button, once there is an image.
  open var imageView: UIImageView? { imageViewStorage }
  private var imageViewStorage: UIImageView?
  /// A configuration's subtitle, a subview of the button, once there is one.
  open var subtitleLabel: UILabel? { subtitleLabelStorage }
  private var subtitleLabelStorage: UILabel?
  private var images: [UInt: UIImage] = [:]
  /// The action the button performs (kept; there are no touches headlessly).
  public private(set) var primaryAction: UIAction?

  /// Creates a system button laid out by `configuration`.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system)
    self.primaryAction = primaryAction
    self.configuration = configuration
    // Observers do not run for a class's own initialisers.
    hasConfiguration = true
    contentDidChange()
  }

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

  /// Sets the image shown in `state`; `nil` removes it (the state then shows `.normal`'s).
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
    contentDidChange()
  }

  /// The image set for `state`, else the `.normal` one.
  open func image(for state: UIControl.State) -> UIImage? {
    images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
  }

  /// The image shown now, for the current ``UIControl/state``.
  open var currentImage: UIImage? { image(for: state) }

  override func stateDidChange() { contentDidChange() }

  private func updateTitleLabel() {
    // The label invalidates this button's size when its text changes.
    titleLabelStorage.text = configuration.map { $0.title ?? currentTitle } ?? currentTitle
  }

  /// Brings the subviews in line with the title, image and configuration.
  private func contentDidChange() {
    updateTitleLabel()
    if let configuration {
      titleLabelStorage.font = configuration.titleFont
      titleLabelStorage.textColor = configuration.foregroundColor
      if let subtitle = configuration.subtitle {
        let label = subtitleLabelStorage ?? UILabel()
        if subtitleLabelStorage == nil {
          subtitleLabelStorage = label
          addSubview(label)
        }
        label.font = configuration.subtitleFont
        label.textColor = configuration.foregroundColor
        label.text = subtitle
      } else {
        subtitleLabelStorage?.text = nil
      }
    }
    let image = configuration.map { $0.image } ?? currentImage
    if image != nil, imageViewStorage == nil {
      let view = UIImageView()
      imageViewStorage = view
      addSubview(view)
    }
    imageViewStorage?.image = image
    imageViewStorage?.isHidden = image == nil
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    setNeedsDisplay()
  }

  // MARK: - Sizing and layout

  /// The content (title, subtitle and image, as ``contentLayout(in:)`` places them) plus
  /// the content insets: a configuration's, or ``contentEdgeInsets`` (zero meaning UIKit's 6
  /// points above and below a title).
  open override var intrinsicContentSize: CGSize {
    let content = contentSize
    let insets = effectiveContentInsets
    return CGSize(
      width: content.width + insets.left + insets.right,
      height: content.height + insets.top + insets.bottom)
  }

  /// The intrinsic content size, whatever `size` is.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The title label's first baseline, below the content's top inset.
  override var firstBaselineOffsetFromTop: CGFloat? {
    let layout = contentLayout(in: bounds.size == .zero ? CGRect(origin: .zero, size: intrinsicContentSize) : bounds)
    return layout.title.minY + (titleLabelStorage.firstBaselineOffsetFromTop ?? 0)
  }

  /// The title label's last baseline, above the content's bottom inset.
  override var lastBaselineOffsetFromBottom: CGFloat? {
    let box = bounds.size == .zero ? CGRect(origin: .zero, size: intrinsicContentSize) : bounds
    let layout = contentLayout(in: box)
    return box.maxY - layout.title.maxY + (titleLabelStorage.lastBaselineOffsetFromBottom ?? 0)
  }

  /// A configuration's background (the filled, tinted and grey styles); nothing otherwise.
  open override func draw(_ rect: CGRect) {
    #if !canImport(CoreGraphics)
      guard let color = configuration?.backgroundColor else { return }
      ControlDrawing.fillCapsule(bounds, color)
    #endif
  }

  /// Places the title, subtitle and image (see ``contentLayout(in:)``).
  open override func layoutSubviews() {
    super.layoutSubviews()
    let layout = contentLayout(in: bounds)
    titleLabelStorage.frame = layout.title
    subtitleLabelStorage?.frame = layout.subtitle
    imageViewStorage?.frame = layout.image
  }

  /// The insets in effect: a configuration's (in the layout direction), else
  /// ``contentEdgeInsets`` or, when those are zero and there is a title, 6 above and below.
  var effectiveContentInsets: UIEdgeInsets {
    if hasConfiguration, let configuration {
      let i = configuration.contentInsets
      let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
      return UIEdgeInsets(
        top: i.top, left: rtl ? i.trailing : i.leading, bottom: i.bottom, right: rtl ? i.leading : i.trailing)
    }
    if contentEdgeInsets != .zero { return contentEdgeInsets }
    // An image alone has no padding.
    if imageViewStorage?.image != nil, (titleLabelStorage.text ?? "").isEmpty { return .zero }
    return UIButton.defaultContentPadding
  }
}
