// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// One item of a compositional layout: a cell's size and the insets its cell keeps inside
/// the room the size gives it.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
  /// The item's size, relative to its group.
  public let layoutSize: NSCollectionLayoutSize
  /// Space inside the item's room that its cell leaves empty.
  open var contentInsets = NSDirectionalEdgeInsets.zero

  /// An item of a size.
  public init(layoutSize: NSCollectionLayoutSize) {
    self.layoutSize = layoutSize
  }
}

/// Items side by side (horizontal) or stacked (vertical). A group repeats its subitems while
/// they fit; a group made with a `count` holds exactly that many, sized to fill it.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum Axis { case horizontal, vertical }
  let axis: Axis
  /// The items (or groups) the group is made of.
  public let subitems: [NSCollectionLayoutItem]
  /// Made with a count: that many of its one subitem, sized to fill the group.
  let count: Int?
  /// The space between its items; none by default.
  open var interItemSpacing: NSCollectionLayoutSpacing?

  init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?) {
    self.axis = axis
    self.subitems = subitems
    self.count = count
    super.init(layoutSize: layoutSize)
  }

  /// Items side by side, repeated while they fit.
  public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
  }
  /// `count` items side by side, as wide as fills the group.
  public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: max(1, count))
  }
  /// `count` items side by side (iOS 16's name).
  public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
    horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
  }
  /// Items stacked, repeated while they fit.
  public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
  }
  /// `count` items stacked, as tall as fills the group.
  public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: max(1, count))
  }
  /// `count` items stacked (iOS 16's name).
  public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
    vertical(layoutSize: layoutSize, subitem: subitem, count: count)
  }
}

/// Where a boundary supplementary item goes.
public enum NSRectAlignment: Int, Sendable {
  /// None.
  case none = 0
  /// The top edge (a header).
  case top = 1
  /// The top leading corner.
  case topLeading = 2
  /// The leading edge.
  case leading = 3
  /// The bottom leading corner.
  case bottomLeading = 4
  /// The bottom edge (a footer).
  case bottom = 5
  /// The bottom trailing corner.
  case bottomTrailing = 6
  /// The trailing edge.
  case trailing = 7
  /// The top trailing corner.
  case topTrailing = 8
}

/// A section's header or footer: a view of a kind, at the section's top or bottom.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
  /// The kind the data source's supplementary view provider is asked for.
  public let elementKind: String
  /// Top (a header) or bottom (a footer).
  public let alignment: NSRectAlignment

  /// A header (`.top`) or footer (`.bottom`) of a size, relative to the section.
  public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.elementKind = elementKind
    self.alignment = alignment
    super.init(layoutSize: layoutSize)
  }
}

/// A section of a compositional layout: its group, repeated for all of the section's items.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
  /// The group the section repeats.
  public let group: NSCollectionLayoutGroup
  /// Space around the section's groups.
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// The space between groups.
  open var interGroupSpacing: CGFloat = 0
  /// Headers and footers.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Whether the section scrolls across the collection view, its groups side by side, and
  /// how it comes to rest (headlessly it stays at its start).
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none

  /// A section of groups.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
  }
}

/// How a compositional layout's section scrolls across the collection view.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// It does not: its groups follow one another down the section.
  case none = 0
  /// Freely.
  case continuous = 1
  /// Freely, coming to rest at a group's leading edge.
  case continuousGroupLeadingBoundary = 2
  /// A page (the collection view's width) at a time.
  case paging = 3
  /// A group at a time.
  case groupPaging = 4
  /// A group at a time, each centred.
  case groupPagingCentered = 5
}

/// What a section provider is told about where the section goes.
@MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
  /// The collection view's content area.
  var container: NSCollectionLayoutContainer { get }
}

/// The collection view's content area.
@MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
  /// The collection view's size.
  var contentSize: CGSize { get }
  /// The size less the content insets.
  var effectiveContentSize: CGSize { get }
}

/// The environment a compositional layout gives its section provider.
final class CollectionLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
  let contentSize: CGSize
  var container: NSCollectionLayoutContainer { self }
  var effectiveContentSize: CGSize { contentSize }
  init(contentSize: CGSize) { self.contentSize = contentSize }
}
