extension Array {
  /// Makes room for `wanted` elements, at least doubling the capacity when it grows:
  /// `reserveCapacity` is exact, and exact steps repeated (a reservation per batch) would copy
  /// the array once per step where appending would have doubled it.
  mutating func reserveAtLeast(_ wanted: Int) {
    if capacity < wanted { reserveCapacity(Swift.max(wanted, 2 * capacity)) }
  }

  /// Fills the array with `value` up to `room` elements, in one allocation: a dense table
  /// indexed by symbol sized to the tableau's symbol room (reserved ahead, grown
  /// geometrically), so that it grows when the room does and never past it. (Doubling on its
  /// own, a table filled as symbols came kept up to twice the room: about 3 KB of a laid-out
  /// feed cell's heap.)
  mutating func fill(toRoom room: Int, with value: Element) {
    guard count < room else { return }
    if capacity < room { reserveCapacity(room) }
    append(contentsOf: repeatElement(value, count: room - count))
  }

  /// `fill(toRoom:with:)` for the tables the tableau grows to a new symbol room (and its
  /// pool). A long filler goes into a new buffer of the room in one pass, the elements copied
  /// in ahead of it, where `append(contentsOf: repeatElement(…))` wrote it element by element
  /// through a generic iterator (7 to 10 instructions each: a big layout's tables grow to tens
  /// of thousands of entries, about 1 % of the trees' first pass). A short one goes the old
  /// way: making the new buffer looks its type up in the runtime's metadata cache, which a
  /// few hundred entries do not pay back (a feed cell's engine, +0.5 %). Not
  /// `fill(toRoom:with:)` itself, nor inlined: in the reduction (which tops up its dense
  /// accumulators with `fill`) the new buffer had the optimiser check the arrays' uniqueness
  /// about thirty more times a call.
  @inline(never) mutating func growFilling(toRoom room: Int, with value: Element) {
    guard capacity < room, room - count >= 1024 else {
      fill(toRoom: room, with: value)
      return
    }
    let old = self
    self = Array(unsafeUninitializedCapacity: room) { buffer, initialized in
      let base = buffer.baseAddress.unsafelyUnwrapped
      old.withUnsafeBufferPointer { elements in
        if let from = elements.baseAddress { base.initialize(from: from, count: elements.count) }
      }
      (base + old.count).initialize(repeating: value, count: room - old.count)
      initialized = room
    }
  }

  /// Empties the array and keeps its storage, and does nothing when it is already empty:
  /// `removeAll(keepingCapacity: true)` on an empty array still goes through
  /// `replaceSubrange`'s generic path (a call and about 40 instructions), and most of the
  /// solver's scratch lists and undo logs are empty when a step ends. Unlike
  /// `removeAllKeepingStorage()`, a list that holds something is emptied in bulk whatever its
  /// length.
  @inline(__always) mutating func removeAllIfAny() {
    if !isEmpty { removeAll(keepingCapacity: true) }
  }

  /// Empties the array and keeps its storage. A short list is emptied from the end, one
  /// element at a time: `removeAll(keepingCapacity: true)` goes through `replaceSubrange`
  /// with an empty collection, a generic path of a few hundred instructions a call, and the
  /// lists the hot paths empty hold a handful of elements. (A long one goes the bulk way.)
  @inline(__always) mutating func removeAllKeepingStorage() {
    if count > 4 {
      removeAll(keepingCapacity: true)
      return
    }
    while !isEmpty { removeLast() }
  }
}
