// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

extension UICollectionView {
  /// A cell class and how to configure it for an item (iOS 14): dequeue with
  /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``, no identifier needed.
  @MainActor
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures a cell for an item.
    public typealias Handler = (Cell, IndexPath, Item) -> Void
    let handler: Handler
    /// The registration's identity (copies share it), and the reuse identifier it stands for.
    private let token = RegistrationToken()
    var identifier: String { token.identifier("CellRegistration") }

    /// A registration of `Cell`, configured by `handler`.
    public init(handler: @escaping Handler) {
      self.handler = handler
    }
  }

  /// A supplementary view class and how to configure it (iOS 14).
  @MainActor
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Configures a view for a kind and an index path.
    public typealias Handler = (Supplementary, String, IndexPath) -> Void
    let handler: Handler
    let elementKind: String
    private let token = RegistrationToken()
    var identifier: String { token.identifier("SupplementaryRegistration") }

    /// A registration of `Supplementary` for `elementKind`, configured by `handler`.
    public init(elementKind: String, handler: @escaping Handler) {
      self.handler = handler
      self.elementKind = elementKind
    }
  }

  /// A cell of the registration's class, dequeued and configured for `item`.
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    if registeredCells[registration.identifier] == nil {
      register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
    }
    let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
    let cell = dequeued as? Cell ?? Cell(registeredWithReuseIdentifier: registration.identifier)
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view of the registration's class, dequeued and configured.
  public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let key = registration.elementKind + "\u{0}" + registration.identifier
    if registeredSupplementaries[key] == nil {
      register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
    }
    let dequeued = dequeueReusableSupplementaryView(
      ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
    let view = dequeued as? Supplementary ?? Supplementary(registeredWithReuseIdentifier: registration.identifier)
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }
}

/// A registration's identity: its reuse identifier is made from the object's address (only
/// ever used as a dictionary key, so the address decides nothing about the layout).
final class RegistrationToken: Sendable {
  func identifier(_ prefix: String) -> String { "\(prefix)-\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" }
}
