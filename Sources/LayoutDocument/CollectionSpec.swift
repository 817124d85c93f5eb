// UIKitLayout: layout documents.
import Foundation
import UIKitLayout

/// A collection view in a document (`kind: collection`): items given as data in sections,
/// laid out by a `UICollectionViewFlowLayout`, each shown in a cell of a template or in a
/// default cell showing its `text`.
public struct CollectionSpec: Sendable {
  /// `itemSize`.
  public var itemSize = CGSize(width: 50, height: 50)
  /// `minimumLineSpacing`.
  public var lineSpacing = 10.0
  /// `minimumInteritemSpacing`.
  public var interitemSpacing = 10.0
  /// `sectionInset`.
  public var sectionInset = UIEdgeInsets.zero
  /// `scrollDirection`.
  public var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// How far the content is scrolled along the scroll axis.
  public var contentOffset = 0.0
  /// The sections; each item's fields are in its row's `fields`.
  public var sections: [TableSectionSpec] = []
  /// A cell of the document's own making, shown for every item.
  public var cell: CellTemplateSpec?

  /// An empty collection with UIKit's flow layout defaults.
  public init() {}
}

/// The collection view a document's `kind: collection` makes: its own data source, showing the
/// spec's items.
final class DocumentCollectionView: UICollectionView, UICollectionViewDataSource {
  /// The items it shows.
  let spec: CollectionSpec
  /// The document's metrics, for the cell template's constraints.
  var metrics: [String: Double] = [:]

  init(_ spec: CollectionSpec) {
    self.spec = spec
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = spec.itemSize
    layout.minimumLineSpacing = CGFloat(spec.lineSpacing)
    layout.minimumInteritemSpacing = CGFloat(spec.interitemSpacing)
    layout.sectionInset = spec.sectionInset
    layout.scrollDirection = spec.scrollDirection
    super.init(frame: .zero, collectionViewLayout: layout)
    register(DocumentItemCell.self, forCellWithReuseIdentifier: "item")
    register(TemplateCollectionCell.self, forCellWithReuseIdentifier: "template")
    dataSource = self
    let offset = CGFloat(spec.contentOffset)
    contentOffset = spec.scrollDirection == .vertical ? CGPoint(x: 0, y: offset) : CGPoint(x: offset, y: 0)
  }

  required init?(coder: NSCoder) { nil }

  /// Makes one cell's content from the template with `writer` (see `DocumentTableView`).
  func tryTemplate(_ writer: ConstraintWriter) {
    if let template = spec.cell { _ = TemplateContent(template, in: UIView(), writer: writer) }
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { spec.sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    spec.sections[section].rows.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let item = spec.sections[indexPath.section].rows[indexPath.item]
    if let template = spec.cell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "template", for: indexPath)
      if let cell = cell as? TemplateCollectionCell {
        if cell.content == nil {
          cell.content = TemplateContent(template, in: cell.contentView, writer: ConstraintWriter(metrics: metrics))
        }
        cell.content?.configure(item.fields)
      }
      return cell
    }
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    (cell as? DocumentItemCell)?.label.text = item.fields["text"]
    return cell
  }
}

/// A collection cell showing an item's text, centred, on the secondary background.
final class DocumentItemCell: UICollectionViewCell {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .secondarySystemBackground
    label.textAlignment = .center
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      label.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// A collection cell whose content view holds a document's cell template.
final class TemplateCollectionCell: UICollectionViewCell {
  var content: TemplateContent?
}
