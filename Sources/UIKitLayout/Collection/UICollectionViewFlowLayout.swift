// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// The flow layout's per-section values, as a delegate may give them (each defaults to the
/// layout's property).
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// An item's size; the layout's ``UICollectionViewFlowLayout/itemSize``.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath) -> CGSize
  /// A section's insets; the layout's ``UICollectionViewFlowLayout/sectionInset``.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int) -> UIEdgeInsets
  /// The space between a section's lines; the layout's ``UICollectionViewFlowLayout/minimumLineSpacing``.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int) -> CGFloat
  /// The least space between items of a line; the layout's ``UICollectionViewFlowLayout/minimumInteritemSpacing``.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
  /// A section header's size; the layout's ``UICollectionViewFlowLayout/headerReferenceSize``.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int) -> CGSize
  /// A section footer's size; the layout's ``UICollectionViewFlowLayout/footerReferenceSize``.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// The layout's ``UICollectionViewFlowLayout/itemSize``.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero }
  /// The layout's ``UICollectionViewFlowLayout/sectionInset``.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets { (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero }
  /// The layout's ``UICollectionViewFlowLayout/minimumLineSpacing``.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0 }
  /// The layout's ``UICollectionViewFlowLayout/minimumInteritemSpacing``.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0 }
  /// The layout's ``UICollectionViewFlowLayout/headerReferenceSize``.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero }
  /// The layout's ``UICollectionViewFlowLayout/footerReferenceSize``.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero }
}

/// Items in lines: each line takes items until the next one doesn't fit, then a new line
/// starts. Lines are spaced by ``minimumLineSpacing``; a full line spreads its spare room
/// equally between its items (justified), the last line keeps the minimum spacing, and items
/// are centred across their line. Vertical scrolling fills rows left to right; horizontal
/// fills columns top to bottom.
///
/// Defaults are UIKit's: 50 × 50 items, 10 between lines and items, no insets.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// Every item's size unless the delegate gives one.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// Items' size until measured, for self-sizing items (``automaticSize``, or a size);
  /// `.zero` (the default) turns self-sizing off.
  open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The space between lines.
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The least space between the items of a line.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// Space around each section's items.
  open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
  /// Section headers' size (only the height counts when scrolling vertically).
  open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// Section footers' size.
  open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// Which way the content scrolls; `.vertical`.
  open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
  /// "Size each item by its cell": an ``estimatedItemSize`` value.
  public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

  /// The estimate an ``automaticSize`` item starts at.
  static let automaticEstimate = CGSize(width: 50, height: 50)

  private var prepared = PreparedAttributes()
  private var contentSize = CGSize.zero
  /// Sizes self-sizing items preferred, by index path (kept across invalidations).
  var preferredSizes: [IndexPath: CGSize] = [:]

  /// Creates a flow layout with UIKit's defaults.
  public override init() { super.init() }

  /// The size of the laid-out sections (prepared first if invalid).
  open override var collectionViewContentSize: CGSize {
    prepareIfNeeded()
    return contentSize
  }

  /// Lays every section out in lines.
  open override func prepare() {
    prepared = PreparedAttributes()
    contentSize = .zero
    guard let view = collectionView else { return }
    let vertical = scrollDirection == .vertical
    // Worked in "flow" coordinates: `along` the lines, `across` them (x and y for vertical
    // scrolling, y and x for horizontal), and flipped back at the end.
    func flip(_ r: CGRect) -> CGRect { vertical ? r : CGRect(x: r.minY, y: r.minX, width: r.height, height: r.width) }
    func flip(_ s: CGSize) -> CGSize { vertical ? s : CGSize(width: s.height, height: s.width) }
    let extent = flip(view.bounds.size).width
    let flowDelegate = view.delegate as? UICollectionViewDelegateFlowLayout
    var y: CGFloat = 0
    for section in 0..<view.numberOfSections {
      let indexPath0 = IndexPath(item: 0, section: section)
      let header = flip(flowDelegate?.collectionView(view, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize)
      if header.height > 0 {
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: indexPath0)
        a.frame = flip(CGRect(x: 0, y: y, width: extent, height: header.height))
        prepared.supplementaries.append(a)
        y += header.height
      }
      let rawInset = flowDelegate?.collectionView(view, layout: self, insetForSectionAt: section) ?? sectionInset
      let inset = vertical ? rawInset : UIEdgeInsets(top: rawInset.left, left: rawInset.top, bottom: rawInset.right, right: rawInset.bottom)
      let lineSpacing = flowDelegate?.collectionView(view, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
      let itemSpacing = flowDelegate?.collectionView(view, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
      let available = max(0, extent - inset.left - inset.right)
      let count = view.numberOfItems(inSection: section)
      let sizes = (0..<count).map { flip(size(ofItemAt: IndexPath(item: $0, section: section), flowDelegate)) }
      let attributes = (0..<count).map { UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: $0, section: section)) }
      // Lines: as many items as fit, at least one.
      var lines: [Range<Int>] = []
      var start = 0
      while start < count {
        var end = start + 1
        var used = sizes[start].width
        while end < count && used + itemSpacing + sizes[end].width <= available {
          used += itemSpacing + sizes[end].width
          end += 1
        }
        lines.append(start..<end)
        start = end
      }
      y += inset.top
      let uniform = sizes.allSatisfy { $0 == sizes.first }
      var fullSpacing: CGFloat?
      for (n, line) in lines.enumerated() {
        let height = line.map { sizes[$0].height }.max() ?? 0
        let widths = line.reduce(CGFloat(0)) { $0 + sizes[$1].width }
        let isLast = n == lines.count - 1
        var x = inset.left
        var spacing = itemSpacing
        if line.count == 1 && !isLast {
          // A lone item on a line that is not the last is centred.
          x = inset.left + (available - widths) / 2
        } else if !isLast {
          spacing = (available - widths) / CGFloat(line.count - 1)
          fullSpacing = spacing
        } else if uniform, let fullSpacing {
          // The last line of same-sized items keeps the columns of the lines above.
          spacing = fullSpacing
        }
        for i in line {
          let s = sizes[i]
          attributes[i].frame = flip(CGRect(x: x, y: y + (height - s.height) / 2, width: s.width, height: s.height))
          x += s.width + spacing
        }
        y += height + (isLast ? 0 : lineSpacing)
      }
      y += inset.bottom
      prepared.cells.append(attributes)
      let footer = flip(flowDelegate?.collectionView(view, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize)
      if footer.height > 0 {
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: indexPath0)
        a.frame = flip(CGRect(x: 0, y: y, width: extent, height: footer.height))
        prepared.supplementaries.append(a)
        y += footer.height
      }
    }
    contentSize = flip(CGSize(width: extent, height: y))
  }

  /// An item's size: preferred (measured), estimated (self-sizing, not yet measured), or given.
  private func size(ofItemAt indexPath: IndexPath, _ flowDelegate: UICollectionViewDelegateFlowLayout?) -> CGSize {
    if estimatedItemSize != .zero {
      if let preferred = preferredSizes[indexPath] { return preferred }
      return estimatedItemSize == Self.automaticSize ? Self.automaticEstimate : estimatedItemSize
    }
    guard let view = collectionView else { return itemSize }
    return flowDelegate?.collectionView(view, layout: self, sizeForItemAt: indexPath) ?? itemSize
  }

  /// Every cell, header and footer that meets `rect`.
  open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    prepareIfNeeded()
    return prepared.elements(in: rect)
  }

  /// An item's attributes, as last prepared.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    prepareIfNeeded()
    return prepared.item(at: indexPath)
  }

  /// A section's header or footer.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    prepareIfNeeded()
    return prepared.supplementary(ofKind: elementKind, at: indexPath)
  }

  /// A change of the width (vertical) or height (horizontal) lays the lines out again.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let view = collectionView else { return false }
    return scrollDirection == .vertical
      ? newBounds.width != view.bounds.width : newBounds.height != view.bounds.height
  }

  /// Self-sizing items take the size their cell prefers.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    estimatedItemSize != .zero && preferredAttributes.size != originalAttributes.size
  }

  override func needsPreferredAttributes(_ indexPath: IndexPath) -> Bool {
    estimatedItemSize != .zero && preferredSizes[indexPath] == nil
  }

  override func forgetMeasuredSizes() { preferredSizes = [:] }

  override func keepMeasuredSize(_ attributes: UICollectionViewLayoutAttributes) {
    preferredSizes[attributes.indexPath] = attributes.size
  }

  override func takePreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) {
    preferredSizes[attributes.indexPath] = attributes.size
  }
}
