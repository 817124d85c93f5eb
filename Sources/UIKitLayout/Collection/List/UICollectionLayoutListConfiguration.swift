// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// A list's look (iOS 14): a compositional layout of full-width rows that size themselves.
public struct UICollectionLayoutListConfiguration: Sendable {
  /// The list's appearance.
  public enum Appearance: Int, Sendable {
    /// Rows edge to edge.
    case plain = 0
    /// Sections apart.
    case grouped = 1
    /// Grouped, sections inset from the sides.
    case insetGrouped = 2
    /// A sidebar.
    case sidebar = 3
    /// A plain sidebar.
    case sidebarPlain = 4
  }

  /// Where a section's header comes from.
  public enum HeaderMode: Int, Sendable {
    /// No header.
    case none = 0
    /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
    case supplementary = 1
    /// The section's first item is its header.
    case firstItemInSection = 2
  }

  /// Where a section's footer comes from.
  public enum FooterMode: Int, Sendable {
    /// No footer.
    case none = 0
    /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
    case supplementary = 1
  }

  /// The appearance.
  public var appearance: Appearance
  /// Section headers.
  public var headerMode = HeaderMode.none
  /// Section footers.
  public var footerMode = FooterMode.none
  /// Whether rows are separated (kept; separators are not drawn here).
  public var showsSeparators = true
  /// Space above each section header (`nil`: the appearance's).
  public var headerTopPadding: CGFloat?

  /// A configuration of an appearance.
  public init(appearance: Appearance) { self.appearance = appearance }
}

extension NSCollectionLayoutSection {
  /// A list section: full-width rows of estimated height 44 (sized by their cells), inset
  /// 20 from the sides in an inset-grouped list, with a supplementary header or footer when
  /// asked for.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let section = NSCollectionLayoutSection(group: group)
    switch configuration.appearance {
    case .insetGrouped:
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 20, trailing: 20)
    case .grouped:
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 20, trailing: 0)
    case .plain, .sidebar, .sidebarPlain:
      break
    }
    var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
    let height: CGFloat = configuration.appearance == .plain ? 28 : 38
    if configuration.headerMode == .supplementary {
      boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(height)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
    }
    if configuration.footerMode == .supplementary {
      boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(height)),
        elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
    }
    section.boundarySupplementaryItems = boundary
    return section
  }
}

extension UICollectionViewCompositionalLayout {
  /// A list: every section a ``NSCollectionLayoutSection/list(using:layoutEnvironment:)``.
  public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }
}
