// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// What decides where a collection view's items go. Subclasses compute attributes in
/// ``prepare()`` and answer the queries; the collection view asks after each invalidation.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view the layout lays out (set when the view takes the layout).
  open internal(set) weak var collectionView: UICollectionView?
  /// Whether ``prepare()`` must run before the next query.
  var isInvalid = true

  /// Creates a layout.
  public override init() { super.init() }

  /// Computes the layout (called before the collection view's queries after an invalidation).
  open func prepare() {}

  /// The size of the whole content.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every element that meets `rect`.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

  /// The attributes of the item at `indexPath`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

  /// The attributes of a supplementary view.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// Marks the layout as needing ``prepare()``; the collection view lays out again.
  open func invalidateLayout() {
    isInvalid = true
    collectionView?.setNeedsLayout()
  }

  /// Whether a change of the collection view's bounds (a scroll, a resize) invalidates the
  /// layout; `false`.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Whether the layout wants an item's preferred attributes (self-sizing); `false`.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool { false }

  /// Whether an item on screen is still to be measured by its cell (self-sizing).
  func needsPreferredAttributes(_ indexPath: IndexPath) -> Bool { false }

  /// Forgets the sizes self-sizing items were measured at (the width changed).
  func forgetMeasuredSizes() {}

  /// Records that an item was measured and kept the size it had.
  func keepMeasuredSize(_ attributes: UICollectionViewLayoutAttributes) {}

  /// Takes an item's preferred attributes (after ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``
  /// said yes).
  func takePreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) {}

  /// Runs ``prepare()`` if the layout was invalidated.
  func prepareIfNeeded() {
    guard isInvalid else { return }
    isInvalid = false
    prepare()
  }
}

/// The attributes a built-in layout computes in `prepare()`, and the queries on them.
@MainActor
struct PreparedAttributes {
  /// Each section's items' attributes, in item order.
  var cells: [[UICollectionViewLayoutAttributes]] = []
  /// Headers and footers.
  var supplementaries: [UICollectionViewLayoutAttributes] = []

  /// Every element that meets `rect`: cells in index-path order, then headers and footers.
  func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    (cells.joined() + supplementaries).filter { $0.frame.intersects(rect) }
  }

  /// An item's attributes.
  func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard cells.indices.contains(indexPath.section), cells[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return cells[indexPath.section][indexPath.item]
  }

  /// A section's header or footer of `kind`.
  func supplementary(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    supplementaries.first { $0.representedElementKind == kind && $0.indexPath.section == indexPath.section }
  }
}
