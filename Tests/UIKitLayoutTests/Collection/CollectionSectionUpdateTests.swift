import Foundation
import Testing

@testable import UIKitLayout

/// Sections of items named by strings, in 50-point box cells.
@MainActor
final class SectionsSource: NSObject, UICollectionViewDataSource {
  var sections: [[String]]
  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    sections[section].count
  }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath)
  }
}

@MainActor
@Suite struct CollectionSectionUpdateTests {
  /// A 320 × 400 flow layout of 50-point items (its defaults: 10 apart, no section insets).
  func collection(_ source: SectionsSource) -> (UIWindow, UICollectionView) {
    let window = makeWindow()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: UICollectionViewFlowLayout())
    view.contentInsetAdjustmentBehavior = .never
    view.register(BoxCell.self, forCellWithReuseIdentifier: "box")
    view.dataSource = source
    window.addSubview(view)
    window.layoutIfNeeded()
    return (window, view)
  }

  func cell(_ view: UICollectionView, _ item: Int, _ section: Int) -> UICollectionViewCell? {
    view.cellForItem(at: IndexPath(item: item, section: section))
  }

  @Test func anInsertedSectionPushesTheOthersDownWithTheirCells() {
    let source = SectionsSource([["a", "b"], ["c"]])
    let (window, view) = collection(source)
    let (a, c) = (cell(view, 0, 0), cell(view, 0, 1))
    source.sections.insert(["x"], at: 0)
    view.insertSections(IndexSet(integer: 0))
    window.layoutIfNeeded()
    // Each section's items on one line, the sections stacked: x at 0, a and b at 50, c at 100.
    #expect(cell(view, 0, 1) === a && a?.frame == CGRect(x: 0, y: 50, width: 50, height: 50))
    #expect(cell(view, 0, 2) === c && c?.frame == CGRect(x: 0, y: 100, width: 50, height: 50))
    #expect(cell(view, 0, 0)?.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(view.numberOfSections == 3)
  }

  @Test func aDeletedSectionsCellsGoAndTheNextOnesMoveUp() {
    let source = SectionsSource([["a", "b"], ["c"]])
    let (window, view) = collection(source)
    let c = cell(view, 0, 1)
    source.sections.remove(at: 0)
    view.deleteSections(IndexSet(integer: 0))
    window.layoutIfNeeded()
    #expect(cell(view, 0, 0) === c && c?.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(view.visibleCells.count == 1)
  }

  @Test func aMovedItemTakesItsCellAlong() {
    let source = SectionsSource([["a", "b", "c"]])
    let (window, view) = collection(source)
    let a = cell(view, 0, 0)
    // a to the end: b, c, a, on one line 10 apart.
    source.sections = [["b", "c", "a"]]
    view.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
    window.layoutIfNeeded()
    #expect(cell(view, 2, 0) === a && a?.frame == CGRect(x: 120, y: 0, width: 50, height: 50))
  }

  @Test func anItemMovedToAnotherSection() {
    let source = SectionsSource([["a", "b"], ["c"]])
    let (window, view) = collection(source)
    let b = cell(view, 1, 0)
    source.sections = [["a"], ["b", "c"]]
    view.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 1))
    window.layoutIfNeeded()
    #expect(cell(view, 0, 1) === b && b?.frame == CGRect(x: 0, y: 50, width: 50, height: 50))
    #expect(cell(view, 1, 1)?.frame == CGRect(x: 60, y: 50, width: 50, height: 50))
  }

  @Test func countsThatDoNotAddUpRaiseUIKitsExceptions() {
    let source = SectionsSource([["a", "b"], ["c"]])
    let (window, view) = collection(source)
    // A move the data source does not make.
    var exceptions = recordingExceptions {
      view.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 1))
    }
    #expect(exceptions.first?.reason == "Invalid update: invalid number of items in section 0. The number of "
      + "items contained in an existing section after the update (2) must be equal to the number of items "
      + "contained in that section before the update (2), plus or minus the number of items inserted or "
      + "deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into "
      + "or out of that section (0 moved in, 1 moved out).")
    // After the exception the view reloads; once laid out, a section inserted in the view
    // but not in the data source.
    window.layoutIfNeeded()
    exceptions = recordingExceptions { view.insertSections(IndexSet(integer: 2)) }
    #expect(exceptions.first?.reason == "Invalid update: invalid number of sections. The number of sections "
      + "contained in the collection view after the update (2) must be equal to the number of sections "
      + "contained in the collection view before the update (2), plus or minus the number of sections "
      + "inserted or deleted (1 inserted, 0 deleted).")
  }
}
