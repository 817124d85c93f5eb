@testable import Cassowary
import Testing

/// The dense tables' fills (Array+Reserve.swift): `fill(toRoom:with:)` and the tableau's
/// `growFilling(toRoom:with:)`, which takes another path for a long filler. Either way the
/// elements before stay as they were, the rest hold the filler, and a room already reached
/// changes nothing.
@Suite struct ArrayFillTests {
  @Test(arguments: [10, 1_500, 5_000])
  func growFillingKeepsTheElementsAndFillsTheRest(room: Int) {
    var table: [Int32] = [7, 8, 9]
    table.growFilling(toRoom: room, with: -1)
    #expect(table.count == room && table.capacity >= room)
    #expect(Array(table[..<3]) == [7, 8, 9])
    #expect(table[3...].allSatisfy { $0 == -1 })
    table.growFilling(toRoom: room - 1, with: 5)
    #expect(table.count == room && table.last == -1)
  }

  @Test func growFillingCopiesElementsThatHoldReferences() {
    // Strings past the small-string size are heap objects: the new buffer must hold its own
    // references, and the old buffer's release must leave them alive.
    let long = String(repeating: "x", count: 40)
    var table = [long + "a", long + "b"]
    table.growFilling(toRoom: 2_000, with: long)
    #expect(table[0] == long + "a" && table[1] == long + "b")
    #expect(table.count == 2_000 && table[1_999] == long)
  }

  @Test func fillMatchesGrowFilling() {
    var a: [Double] = [1.5], b: [Double] = [1.5]
    a.fill(toRoom: 3_000, with: 0.25)
    b.growFilling(toRoom: 3_000, with: 0.25)
    #expect(a == b)
  }
}
