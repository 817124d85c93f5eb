// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// The sections and items a diffable data source shows, by identifier, in order.
///
/// Identifiers are unique: appending an item that is already in the snapshot is a program
/// error in UIKit (it raises); here it raises the same way through the exception handler and
/// leaves the snapshot unchanged.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  private var sections: [SectionIdentifierType] = []
  private var items: [[ItemIdentifierType]] = []
  /// Items marked by ``reloadItems(_:)``.
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// Items marked by ``reconfigureItems(_:)``.
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  /// Sections marked by ``reloadSections(_:)``.
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

  /// An empty snapshot.
  public init() {}

  /// How many items, in every section.
  public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
  /// How many sections.
  public var numberOfSections: Int { sections.count }
  /// The sections, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections }
  /// Every item, section by section.
  public var itemIdentifiers: [ItemIdentifierType] { Array(items.joined()) }

  /// How many items a section has.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    indexOfSection(identifier).map { items[$0].count } ?? 0
  }
  /// A section's items, in order.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    indexOfSection(identifier).map { items[$0] } ?? []
  }
  /// The section holding an item.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    location(of: identifier).map { sections[$0.section] }
  }
  /// An item's place among all items.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let (section, index) = location(of: identifier) else { return nil }
    return items[..<section].reduce(0) { $0 + $1.count } + index
  }
  /// A section's place.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

  /// Where an item is: its section's index and its index in it.
  func location(of identifier: ItemIdentifierType) -> (section: Int, index: Int)? {
    for (s, list) in items.enumerated() { if let i = list.firstIndex(of: identifier) { return (s, i) } }
    return nil
  }

  /// The item at a section and index.
  func item(section: Int, index: Int) -> ItemIdentifierType? {
    guard items.indices.contains(section), items[section].indices.contains(index) else { return nil }
    return items[section][index]
  }

  // MARK: - Changing

  /// Appends sections.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    guard acceptsNewSections(identifiers) else { return }
    sections += identifiers
    items += identifiers.map { _ in [] }
  }

  /// Inserts sections before a section.
  public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection: SectionIdentifierType) {
    guard acceptsNewSections(identifiers), let at = indexOfSection(beforeSection) else { return }
    sections.insert(contentsOf: identifiers, at: at)
    items.insert(contentsOf: identifiers.map { _ in [] }, at: at)
  }

  /// Inserts sections after a section.
  public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection: SectionIdentifierType) {
    guard acceptsNewSections(identifiers), let at = indexOfSection(afterSection) else { return }
    sections.insert(contentsOf: identifiers, at: at + 1)
    items.insert(contentsOf: identifiers.map { _ in [] }, at: at + 1)
  }

  /// Appends items to a section (the last one when `nil`).
  public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection: SectionIdentifierType? = nil) {
    guard acceptsNewItems(identifiers) else { return }
    guard let s = toSection.flatMap({ indexOfSection($0) }) ?? (sections.isEmpty ? nil : sections.count - 1) else {
      Self.raise("There are currently no sections in the data source. Please add a section first.")
      return
    }
    items[s] += identifiers
  }

  /// Inserts items before an item.
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem: ItemIdentifierType) {
    guard acceptsNewItems(identifiers), let (s, i) = location(of: beforeItem) else { return }
    items[s].insert(contentsOf: identifiers, at: i)
  }

  /// Inserts items after an item.
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem: ItemIdentifierType) {
    guard acceptsNewItems(identifiers), let (s, i) = location(of: afterItem) else { return }
    items[s].insert(contentsOf: identifiers, at: i + 1)
  }

  /// Deletes items.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    for identifier in identifiers {
      if let (s, i) = location(of: identifier) { items[s].remove(at: i) }
    }
  }

  /// Deletes every item and section.
  public mutating func deleteAllItems() {
    sections = []
    items = []
  }

  /// Deletes sections and their items.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers {
      if let s = indexOfSection(identifier) {
        sections.remove(at: s)
        items.remove(at: s)
      }
    }
  }

  /// Moves an item before another.
  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem: ItemIdentifierType) {
    guard identifier != beforeItem, let (s, i) = location(of: identifier) else { return }
    items[s].remove(at: i)
    guard let (t, j) = location(of: beforeItem) else {
      items[s].insert(identifier, at: i)
      return
    }
    items[t].insert(identifier, at: j)
  }

  /// Moves an item after another.
  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem: ItemIdentifierType) {
    guard identifier != afterItem, let (s, i) = location(of: identifier) else { return }
    items[s].remove(at: i)
    guard let (t, j) = location(of: afterItem) else {
      items[s].insert(identifier, at: i)
      return
    }
    items[t].insert(identifier, at: j + 1)
  }

  /// Marks items to be asked for again (new cells).
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
  /// Marks items to be reconfigured in their cells.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItemIdentifiers += identifiers }
  /// Marks sections to be asked for again.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { reloadedSectionIdentifiers += identifiers }

  private func acceptsNewSections(_ identifiers: [SectionIdentifierType]) -> Bool {
    var seen = Set(sections)
    for identifier in identifiers where !seen.insert(identifier).inserted {
      Self.raise("Section identifier \(identifier) already exists in the snapshot. Section identifiers must be unique.")
      return false
    }
    return true
  }

  private func acceptsNewItems(_ identifiers: [ItemIdentifierType]) -> Bool {
    var seen = Set(items.joined())
    for identifier in identifiers where !seen.insert(identifier).inserted {
      Self.raise("Item identifier \(identifier) already exists in the snapshot. Item identifiers must be unique.")
      return false
    }
    return true
  }

  /// UIKit's exception, through the task's exception handler (a snapshot may be built off
  /// the main actor, so the task-local handler is read directly).
  private static func raise(_ reason: String) {
    LayoutEnvironment.exceptionHandler(RaisedException(name: .internalInconsistency, reason: reason))
  }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
