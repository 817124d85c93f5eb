import Foundation
import Testing

@testable import UIKitLayout

@MainActor
@Suite struct CollectionUpdateTests {
  func collection(_ source: ItemsSource) -> (UIWindow, UICollectionView) {
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

  @Test func insertionsAndDeletionsMoveTheCellsOfTheOtherItems() {
    let source = ItemsSource(Array(repeating: nil, count: 4))
    let (window, view) = collection(source)
    let third = view.cellForItem(at: IndexPath(item: 2, section: 0))
    // Delete old item 0, insert new items 0 and 1: old item 2 is item 3 now, same cell. The
    // five 50-point items fit one line (290 of 320), the last, so 10 apart: item 3 at 180.
    source.sizes = Array(repeating: nil, count: 5)
    view.performBatchUpdates {
      view.deleteItems(at: [IndexPath(item: 0, section: 0)])
      view.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    }
    window.layoutIfNeeded()
    #expect(view.cellForItem(at: IndexPath(item: 3, section: 0)) === third)
    #expect(third?.frame == CGRect(x: 180, y: 0, width: 50, height: 50))
    #expect(view.visibleCells.count == 5)
  }

  @Test func countsThatDoNotAddUpRaiseUIKitsException() {
    let source = ItemsSource(Array(repeating: nil, count: 2))
    let (_, view) = collection(source)
    source.sizes = Array(repeating: nil, count: 5)
    let exceptions = recordingExceptions { view.insertItems(at: [IndexPath(item: 0, section: 0)]) }
    #expect(exceptions.first?.reason == "Invalid update: invalid number of items in section 0. The number of "
      + "items contained in an existing section after the update (5) must be equal to the number of items "
      + "contained in that section before the update (2), plus or minus the number of items inserted or "
      + "deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into "
      + "or out of that section (0 moved in, 0 moved out).")
    #expect(view.numberOfItems(inSection: 0) == 5)
  }
}
