// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.

extension Array {
  /// Empties the array and keeps its storage. A short list is emptied from the end, one
  /// element at a time: `removeAll(keepingCapacity: true)` goes through `replaceSubrange`
  /// with an empty collection, a generic path of a few hundred instructions a call, and the
  /// lists a re-layout empties (moved items, dirty items, a batch of constants) hold a
  /// handful of elements. (A long one goes the bulk way.) `Cassowary` has its own copy: the
  /// helper is internal to each module.
  @inline(__always) mutating func removeAllKeepingStorage() {
    if count > 4 {
      removeAll(keepingCapacity: true)
      return
    }
    while !isEmpty { removeLast() }
  }
}
