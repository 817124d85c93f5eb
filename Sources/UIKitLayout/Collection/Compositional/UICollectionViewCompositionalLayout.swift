// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// A layout of sections, each repeating one group of items (iOS 13's compositional layout),
/// scrolling vertically (or horizontally, by its configuration); a section of a vertical
/// layout may scroll across it instead (its groups side by side).
/// Sizes are fractions of their container (the section's content width
/// and the collection view's height for a group, the group for its items), lengths, or
/// estimates that the cells' constraints replace when they are shown.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// Gives the section at an index.
  public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

  private let sectionProvider: SectionProvider
  private var prepared = PreparedAttributes()
  private var contentSize = CGSize.zero
  /// Measured sizes of items with an estimated dimension, by index path.
  var preferredSizes: [IndexPath: CGSize] = [:]
  /// Which items have an estimated width or height (measured when shown).
  private var estimated: Set<IndexPath> = []

  /// Which way the sections follow one another, and the space between them.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

  /// Every section the same.
  public init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration = UICollectionViewCompositionalLayoutConfiguration()
  ) {
    sectionProvider = { _, _ in section }
    self.configuration = configuration
  }

  /// Each section from `sectionProvider`.
  public init(
    sectionProvider: @escaping SectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration = UICollectionViewCompositionalLayoutConfiguration()
  ) {
    self.sectionProvider = sectionProvider
    self.configuration = configuration
  }

  /// The size of the laid-out sections (prepared first if invalid).
  open override var collectionViewContentSize: CGSize {
    prepareIfNeeded()
    return contentSize
  }

  /// Lays every section out, `interSectionSpacing` apart along the scroll axis: headers, then
  /// its group repeated until its items run out, `interGroupSpacing` apart, inside its insets;
  /// then footers.
  open override func prepare() {
    prepared = PreparedAttributes()
    estimated = []
    contentSize = .zero
    guard let view = collectionView else { return }
    let size = view.bounds.size
    let environment = CollectionLayoutEnvironment(contentSize: size)
    let across = configuration.scrollDirection == .horizontal
    var position: CGFloat = 0
    for s in 0..<view.numberOfSections {
      let count = view.numberOfItems(inSection: s)
      var attributes = (0..<count).map { UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: $0, section: s)) }
      if s > 0 { position += configuration.interSectionSpacing }
      if let section = sectionProvider(s, environment) {
        position = across
          ? layOutAcross(section, s, x: position, size: size, into: &attributes)
          : layOutDown(section, s, y: position, size: size, into: &attributes)
      }
      prepared.cells.append(attributes)
    }
    contentSize = across ? CGSize(width: position, height: size.height) : CGSize(width: size.width, height: position)
  }

  /// A section of a vertically scrolling layout from `y` down; returns where it ends.
  private func layOutDown(
    _ section: NSCollectionLayoutSection, _ s: Int, y start: CGFloat, size: CGSize,
    into attributes: inout [UICollectionViewLayoutAttributes]
  ) -> CGFloat {
    var y = start
    let count = attributes.count
    let insets = section.contentInsets
    let content = CGSize(width: max(0, size.width - insets.leading - insets.trailing), height: size.height)
    for item in section.boundarySupplementaryItems where !item.isBelow {
      y += supplementary(item, section: s, x: insets.leading, y: y, container: content)
    }
    y += insets.top
    var next = 0
    if section.orthogonalScrollingBehavior == .none {
      while next < count {
        if next > 0 { y += section.interGroupSpacing }
        let before = next
        let placed = place(section.group, at: CGPoint(x: insets.leading, y: y), container: content, section: s, next: &next, into: &attributes)
        y += placed.height
        if next == before { break }  // a group that takes no item would repeat forever
      }
    } else {
      y += placeOrthogonally(section, y: y, container: content, sectionIndex: s, into: &attributes)
    }
    y += insets.bottom
    for item in section.boundarySupplementaryItems where item.isBelow {
      y += supplementary(item, section: s, x: insets.leading, y: y, container: content)
    }
    return y
  }

  /// A section of a horizontally scrolling layout from `x` on: its headers along the top and
  /// its footers along the bottom, as wide as the visible width less its insets, and its
  /// groups side by side between them, `interGroupSpacing` apart; returns where it ends.
  private func layOutAcross(
    _ section: NSCollectionLayoutSection, _ s: Int, x start: CGFloat, size: CGSize,
    into attributes: inout [UICollectionViewLayoutAttributes]
  ) -> CGFloat {
    let insets = section.contentInsets
    let band = CGSize(width: max(0, size.width - insets.leading - insets.trailing), height: size.height)
    var top: CGFloat = 0
    for item in section.boundarySupplementaryItems where !item.isBelow {
      top += supplementary(item, section: s, x: start + insets.leading, y: top, container: band)
    }
    var bottom = size.height
    for item in section.boundarySupplementaryItems.reversed() where item.isBelow {
      bottom -= item.layoutSize.resolve(in: band).height
      _ = supplementary(item, section: s, x: start + insets.leading, y: bottom, container: band)
    }
    let container = CGSize(width: band.width, height: max(0, bottom - top - insets.top - insets.bottom))
    let placed = placeSideBySide(
      section, from: CGPoint(x: start + insets.leading, y: top + insets.top), container: container, sectionIndex: s,
      into: &attributes)
    return placed.end + insets.trailing
  }

  /// Places a section that scrolls across the collection view: its groups side by side from
  /// its leading inset (a centred-paging section's first group centred), as they stand at
  /// the section's scroll offset 0; returns the tallest group's height. Groups past the
  /// collection view's width are laid out but off screen.
  private func placeOrthogonally(
    _ section: NSCollectionLayoutSection, y: CGFloat, container: CGSize, sectionIndex: Int,
    into attributes: inout [UICollectionViewLayoutAttributes]
  ) -> CGFloat {
    var x = section.contentInsets.leading
    if section.orthogonalScrollingBehavior == .groupPagingCentered {
      x += max(0, (container.width - section.group.layoutSize.resolve(in: container).width) / 2)
    }
    return placeSideBySide(
      section, from: CGPoint(x: x, y: y), container: container, sectionIndex: sectionIndex, into: &attributes
    ).height
  }

  /// The section's group repeated from `origin` to the right, `interGroupSpacing` apart, until
  /// its items run out; returns where the last group ends and the tallest group's height.
  private func placeSideBySide(
    _ section: NSCollectionLayoutSection, from origin: CGPoint, container: CGSize, sectionIndex: Int,
    into attributes: inout [UICollectionViewLayoutAttributes]
  ) -> (end: CGFloat, height: CGFloat) {
    var x = origin.x
    var height: CGFloat = 0
    var next = 0
    while next < attributes.count {
      if next > 0 { x += section.interGroupSpacing }
      let before = next
      let placed = place(
        section.group, at: CGPoint(x: x, y: origin.y), container: container, section: sectionIndex, next: &next,
        into: &attributes)
      height = max(height, placed.height)
      x += placed.width
      if next == before { break }  // a group that takes no item would repeat forever
    }
    return (x, height)
  }

  /// Places a header or footer; returns its height.
  private func supplementary(
    _ item: NSCollectionLayoutBoundarySupplementaryItem, section: Int, x: CGFloat, y: CGFloat, container: CGSize
  ) -> CGFloat {
    let size = item.layoutSize.resolve(in: container)
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: section))
    attributes.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
    prepared.supplementaries.append(attributes)
    return size.height
  }

  /// Places a group at `origin`, taking items from `next` on; returns the group's size (an
  /// estimated height becomes its items' extent).
  private func place(
    _ group: NSCollectionLayoutGroup, at origin: CGPoint, container: CGSize, section: Int, next: inout Int,
    into attributes: inout [UICollectionViewLayoutAttributes]
  ) -> CGSize {
    var size = group.layoutSize.resolve(in: container)
    let horizontal = group.axis == .horizontal
    let extent = horizontal ? size.width : size.height
    let spacing = group.interItemSpacing?.spacing ?? 0
    // Each subitem's room along the group's axis and across it.
    var rooms: [(item: NSCollectionLayoutItem, size: CGSize)] = []
    if let count = group.count, let subitem = group.subitems.first {
      let length = max(0, (extent - spacing * CGFloat(count - 1)) / CGFloat(count))
      var room = subitem.layoutSize.resolve(in: size)
      if horizontal { room.width = length } else { room.height = length }
      rooms = Array(repeating: (subitem, room), count: min(count, attributes.count - next + (subitem is NSCollectionLayoutGroup ? Int.max / 2 : 0)))
    } else if !group.subitems.isEmpty {
      var used: CGFloat = 0
      var k = 0
      var remaining = attributes.count - next
      while remaining > 0 {
        let subitem = group.subitems[k % group.subitems.count]
        let room = subitem.layoutSize.resolve(in: size)
        let length = horizontal ? room.width : room.height
        let needed = (rooms.isEmpty ? 0 : spacing) + length
        if !rooms.isEmpty && used + needed > extent + 1e-9 { break }
        rooms.append((subitem, room))
        used += needed
        if !(subitem is NSCollectionLayoutGroup) { remaining -= 1 }
        k += 1
        if length <= 0 { break }
      }
    }
    // Flexible spacing shares the spare room between the gaps.
    var gap = spacing
    if group.interItemSpacing?.isFlexibleSpacing == true, rooms.count > 1 {
      let used = rooms.reduce(CGFloat(0)) { $0 + (horizontal ? $1.size.width : $1.size.height) }
      gap = max(spacing, (extent - used) / CGFloat(rooms.count - 1))
    }
    var offset: CGFloat = 0
    var across: CGFloat = 0
    for (item, room) in rooms {
      guard next < attributes.count else { break }
      if offset > 0 { offset += gap }
      let point = horizontal ? CGPoint(x: origin.x + offset, y: origin.y) : CGPoint(x: origin.x, y: origin.y + offset)
      var placed = room
      if let subgroup = item as? NSCollectionLayoutGroup {
        placed = place(subgroup, at: point, container: size, section: section, next: &next, into: &attributes)
      } else {
        let indexPath = IndexPath(item: next, section: section)
        if item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated {
          estimated.insert(indexPath)
          if let preferred = preferredSizes[indexPath] {
            let insets = item.contentInsets
            if item.layoutSize.widthDimension.isEstimated { placed.width = preferred.width + insets.leading + insets.trailing }
            if item.layoutSize.heightDimension.isEstimated { placed.height = preferred.height + insets.top + insets.bottom }
          }
        }
        let insets = item.contentInsets
        attributes[next].fitsWidth = !item.layoutSize.widthDimension.isEstimated
        attributes[next].frame = CGRect(
          x: point.x + insets.leading, y: point.y + insets.top,
          width: max(0, placed.width - insets.leading - insets.trailing),
          height: max(0, placed.height - insets.top - insets.bottom))
        next += 1
      }
      offset += horizontal ? placed.width : placed.height
      across = max(across, horizontal ? placed.height : placed.width)
    }
    if horizontal, group.layoutSize.heightDimension.isEstimated { size.height = across }
    if !horizontal, group.layoutSize.heightDimension.isEstimated { size.height = offset }
    return size
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

  /// A new width lays the sections out again.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != collectionView?.bounds.size
  }

  /// Whether an item has an estimated dimension and no measured size yet.
  override func needsPreferredAttributes(_ indexPath: IndexPath) -> Bool {
    estimated.contains(indexPath) && preferredSizes[indexPath] == nil
  }

  /// Items with an estimated dimension take the size their cell prefers.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    estimated.contains(originalAttributes.indexPath)
  }

  override func forgetMeasuredSizes() { preferredSizes = [:] }

  override func takePreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) {
    preferredSizes[attributes.indexPath] = attributes.size
  }
}

/// How a compositional layout as a whole scrolls and spaces its sections.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// Which way the sections follow one another (`.vertical` by default).
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// The space between sections along the scroll axis.
  open var interSectionSpacing: CGFloat = 0

  /// A vertical layout without spacing between sections.
  public override init() {}
}

extension NSCollectionLayoutBoundarySupplementaryItem {
  /// Whether it goes after the section's groups (a footer).
  var isBelow: Bool { alignment == .bottom || alignment == .bottomLeading || alignment == .bottomTrailing }
}
