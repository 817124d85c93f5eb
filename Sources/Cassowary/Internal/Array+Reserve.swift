extension Array {
  /// Makes room for `wanted` elements, at least doubling the capacity when it grows:
  /// `reserveCapacity` is exact, and exact steps repeated (a reservation per batch) would copy
  /// the array once per step where appending would have doubled it.
  mutating func reserveAtLeast(_ wanted: Int) {
    if capacity < wanted { reserveCapacity(Swift.max(wanted, 2 * capacity)) }
  }
}
