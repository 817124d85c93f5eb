// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// Where a collection view's layout puts one element: a cell, or a supplementary view (a
/// section header or footer).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
  /// What kind of element the attributes are for.
  public enum Category: UInt, Sendable {
    /// A cell.
    case cell = 0
    /// A supplementary view (headers, footers).
    case supplementaryView = 1
    /// A decoration view.
    case decorationView = 2
  }

  /// The element's index path.
  open var indexPath: IndexPath
  /// The element's frame in the collection view's content.
  open var frame: CGRect = .zero
  /// The element's center.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  /// The element's size.
  open var size: CGSize {
    get { frame.size }
    set { frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width, height: newValue.height) }
  }
  /// Whether the element is hidden.
  open var isHidden = false
  /// The element's alpha.
  open var alpha: CGFloat = 1
  /// The element's stacking order.
  open var zIndex = 0
  /// A cell, a supplementary view or a decoration view.
  public let representedElementCategory: Category
  /// Whether a self-sizing element keeps its width and fits only its height (a compositional
  /// layout's item whose width is not estimated).
  var fitsWidth = false
  /// A supplementary view's kind (`UICollectionView.elementKindSectionHeader`…); `nil` for cells.
  public let representedElementKind: String?

  /// Attributes for the cell at `indexPath`.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
  }

  /// Attributes for a supplementary view of `elementKind`.
  public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// A copy, as `NSCopying`'s `copy()` makes (`attributes.copy() as! UICollectionViewLayoutAttributes`).
  nonisolated open func copy(with zone: NSZone? = nil) -> Any {
    MainActor.assumeIsolated { duplicate() }
  }

  /// A copy (layouts hand out copies that cells may change in `preferredLayoutAttributesFitting`).
  func duplicate() -> UICollectionViewLayoutAttributes {
    let copy =
      representedElementCategory == .cell
      ? UICollectionViewLayoutAttributes(forCellWith: indexPath)
      : UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
    copy.frame = frame
    copy.isHidden = isHidden
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.fitsWidth = fitsWidth
    return copy
  }
}

/// A view a collection view shows and reuses: the base of cells and of headers and footers.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier the collection view's reuse queue keeps the view under.
  open internal(set) var reuseIdentifier: String?

  /// Makes a view of a class registered with a collection view: a convenience initializer,
  /// which runs the class's own `init(frame:)` (Swift calls an initializer of a class known
  /// only at run time through a required one; every subclass that overrides `init(frame:)`
  /// inherits this one).
  public required convenience init(registeredWithReuseIdentifier identifier: String) {
    self.init(frame: .zero)
    reuseIdentifier = identifier
  }

  /// Called before the collection view hands the view out again. Call super.
  open func prepareForReuse() {}

  /// Takes the layout's attributes (the collection view sets the frame).
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The attributes the view would like, given the layout's (for self-sizing items): the
  /// layout's with the size the view's constraints fit at the layout's size — both
  /// dimensions at the fitting priority, as UIKit does.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let preferred = layoutAttributes.duplicate()
    preferred.frame.size = fittingSize(for: layoutAttributes.size, keepingWidth: layoutAttributes.fitsWidth)
    return preferred
  }

  /// The size the view's constraints give at about `size` (the width held when asked).
  func fittingSize(for size: CGSize, keepingWidth: Bool) -> CGSize {
    systemLayoutSizeFitting(
      size, withHorizontalFittingPriority: keepingWidth ? .required : .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }
}

/// A collection view's cell: a ``contentView`` for the program's views.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view the cell's content goes in: the cell's bounds.
  public let contentView: UIView
  /// Whether the cell is selected; kept, not drawn.
  open var isSelected = false
  /// Whether the cell is highlighted; kept, not drawn.
  open var isHighlighted = false

  /// Creates a cell.
  public override init(frame: CGRect) {
    contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Creates a cell from an archive; nothing is decoded.
  public required init?(coder: NSCoder) {
    contentView = UIView()
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// The content shown in the content view, as a configuration (iOS 14): setting one puts
  /// its view in the content view, pinned to its edges.
  open var contentConfiguration: UIContentConfiguration? {
    didSet { configuredContentView = installContent(contentConfiguration, in: contentView, replacing: configuredContentView) }
  }
  /// The view showing ``contentConfiguration``.
  private var configuredContentView: (UIView & UIContentView)?

  /// The content view's fitted size: a cell's own constraints live in its content view.
  override func fittingSize(for size: CGSize, keepingWidth: Bool) -> CGSize {
    contentView.systemLayoutSizeFitting(
      size, withHorizontalFittingPriority: keepingWidth ? .required : .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// Fills the bounds with the content view.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if contentView.frame != bounds { contentView.frame = bounds }
  }
}
