// The column index: which rows mention a symbol, so that a pivot visits only the rows it
// changes (kiwi scans every row).

/// A symbol's two lists — the restricted rows that mention it and the external rows that
/// mention it directly. Entries are appended when the symbol enters a row and never searched
/// for on removal, so a list can hold stale or repeated entries until it is read (or grows
/// past `bound`) and compacted.
///
/// Each list's first two entries are stored inline: most symbols are mentioned by one or two
/// rows of each part (a marker in its constraint's row, and the row a substitution carried it
/// into), and an array of their own cost an allocation per symbol and part, a sixth of an
/// add. Entries fill the first slot, then the second, then the array. Symbol 0 (never a row)
/// marks an empty slot.
struct UseLists {
  var restrictedFirst: Sym = 0
  var restrictedSecond: Sym = 0
  var externalFirst: Sym = 0
  var externalSecond: Sym = 0
  var restrictedRest: [Sym] = []
  var externalRest: [Sym] = []
  /// Compact when either list reaches this length (twice its live length after the last
  /// compaction, at least 64): lists appended to but never read stay within a constant
  /// factor of their true size.
  var bound: Int32 = 64
  /// Bumped whenever a restricted row's coefficient of the symbol may have changed (a row
  /// mentioning it was replaced, or a merge changed its coefficient): a cached `Column` of
  /// the symbol built at another version is stale. 32 bits, so that the struct stays 48
  /// bytes (it is kept for every symbol); a wrap-around empties the cache.
  var restrictedColumnVersion: UInt32 = 0
  /// The same for external rows. A basic symbol's column lists only those, so the pivots,
  /// which rewrite restricted rows, leave it current.
  var externalColumnVersion: UInt32 = 0
  /// Whether a list may hold stale or repeated entries.
  var dirty = false
}

extension Tableau {
  /// Marks `s`'s cached columns stale after a change to a row of the given part (see
  /// `UseLists.restrictedColumnVersion`).
  @inline(__always) mutating func touchColumn(_ s: Sym, external: Bool) {
    let i = Int(s)
    let wrapped: Bool
    if external {
      uses[i].externalColumnVersion &+= 1
      wrapped = uses[i].externalColumnVersion == 0
    } else {
      uses[i].restrictedColumnVersion &+= 1
      wrapped = uses[i].restrictedColumnVersion == 0
    }
    // A version that came round again could match a column cached 2³² changes ago.
    if wrapped { columnCache.removeAll() }
  }

  /// Whether a cached column still holds. A dummy's column has lazy parts (coefficients
  /// replayed from the eta file) that its versions do not follow, so a dummy's holds only
  /// until the tableau's structure changes at all. Any other symbol's holds while it is as
  /// basic as it was and no row its column reads changed: a basic symbol's column is the
  /// external rows mentioning it, a parametric one's every row mentioning it. So a pivot
  /// elsewhere keeps it, and so does a symbol that left the basis and came back.
  func isCurrent(_ column: Column) -> Bool {
    let i = Int(column.sym)
    return Self.isCurrent(
      column, dummy: kinds[i] == .dummy, basic: isBasic(column.sym), structureVersion: structureVersion,
      restrictedVersion: uses[i].restrictedColumnVersion, externalVersion: uses[i].externalColumnVersion)
  }

  /// `isCurrent(_:)` from the symbol's state read beforehand: the cache's lookup calls this,
  /// because calling a method on the whole tableau there copied the tableau (every one of its
  /// arrays retained and released) once a lookup.
  @inline(__always) static func isCurrent(
    _ column: Column, dummy: Bool, basic: Bool, structureVersion: Int,
    restrictedVersion: UInt32, externalVersion: UInt32
  ) -> Bool {
    if dummy { return column.version == structureVersion }
    guard column.basic == basic else { return false }
    return column.externalVersion == externalVersion && (basic || column.restrictedVersion == restrictedVersion)
  }

  /// Records that the row of `owner` now mentions `s`. User variables keep no lists: nothing
  /// asks which rows mention one.
  @inline(__always) mutating func addUse(of s: Sym, by owner: Sym, external: Bool) {
    let i = Int(s)
    if kinds[i] == .external { return }
    uses[i].dirty = true
    if external {
      if uses[i].externalFirst == 0 {
        uses[i].externalFirst = owner
      } else if uses[i].externalSecond == 0 {
        uses[i].externalSecond = owner
      } else {
        uses[i].externalRest.append(owner)
      }
    } else {
      if uses[i].restrictedFirst == 0 {
        uses[i].restrictedFirst = owner
      } else if uses[i].restrictedSecond == 0 {
        uses[i].restrictedSecond = owner
      } else {
        uses[i].restrictedRest.append(owner)
      }
      restrictedCount[i] += 1
    }
  }

  /// Nothing to unlink: a stale entry is dropped when its list is next compacted. Searching
  /// for it here cost a walk of lists that grow with the layout on every cell a pivot cancels.
  @inline(__always) mutating func removeUse(of s: Sym, by owner: Sym, external: Bool) {
    let i = Int(s)
    if kinds[i] == .external { return }
    uses[i].dirty = true
    if !external { restrictedCount[i] -= 1 }
  }

  /// Compacts a symbol's lists once one reaches its bound (amortised O(1) per append).
  @inline(__always) mutating func boundUses(_ s: Sym) {
    let u = uses[Int(s)]
    if u.dirty && max(u.restrictedRest.count, u.externalRest.count) + 2 >= Int(u.bound) { cleanUses(s) }
  }

  /// The restricted rows that mention `s`, exactly, each once (in no particular order:
  /// every reader is order-independent — per-row updates, ratio ties broken by id).
  mutating func restrictedUsers(_ s: Sym) -> [Sym] {
    if uses[Int(s)].dirty { cleanUses(s) }
    let u = uses[Int(s)]
    if u.restrictedFirst == 0 { return [] }
    return Self.list(u.restrictedFirst, u.restrictedSecond, u.restrictedRest, reusing: &restrictedUsersBuffer)
  }

  /// `[first, second] + rest` (`second` when not 0), written into `buffer`'s storage and
  /// returned: the list a caller got last time is usually gone by the next call, so no array
  /// is allocated per call (most lists hold one row). A caller still holding it makes this
  /// call copy, as any array would.
  private static func list(_ first: Sym, _ second: Sym, _ rest: [Sym], reusing buffer: inout [Sym]) -> [Sym] {
    buffer.removeAll(keepingCapacity: true)
    buffer.append(first)
    if second != 0 { buffer.append(second) }
    if !rest.isEmpty { buffer.append(contentsOf: rest) }
    return buffer
  }

  /// The external rows that mention `s` directly, exactly, each once.
  mutating func externalUsers(_ s: Sym) -> [Sym] {
    if uses[Int(s)].dirty { cleanUses(s) }
    let u = uses[Int(s)]
    if u.externalFirst == 0 { return [] }
    return Self.list(u.externalFirst, u.externalSecond, u.externalRest, reusing: &externalUsersBuffer)
  }

  /// Empties one of a symbol's lists (every row that mentioned it was just rewritten).
  mutating func clearUses(_ s: Sym, external: Bool) {
    let i = Int(s)
    if external {
      uses[i].externalFirst = 0
      uses[i].externalSecond = 0
      uses[i].externalRest.removeAll()
    } else {
      uses[i].restrictedFirst = 0
      uses[i].restrictedSecond = 0
      uses[i].restrictedRest.removeAll()
    }
  }

  /// Compacts both of a symbol's lists, in place.
  mutating func cleanUses(_ s: Sym) {
    let i = Int(s)
    uses[i].dirty = false
    // Take each list out of its slot first, so it is uniquely referenced and compacting it
    // writes into its own buffer instead of copying it.
    var first = uses[i].restrictedFirst, second = uses[i].restrictedSecond
    var rest = uses[i].restrictedRest
    uses[i].restrictedRest = []
    compact(&first, &second, &rest, s, external: false)
    uses[i].restrictedFirst = first
    uses[i].restrictedSecond = second
    uses[i].restrictedRest = rest
    let restricted = rest.count
    first = uses[i].externalFirst
    second = uses[i].externalSecond
    rest = uses[i].externalRest
    uses[i].externalRest = []
    compact(&first, &second, &rest, s, external: true)
    uses[i].externalFirst = first
    uses[i].externalSecond = second
    uses[i].externalRest = rest
    uses[i].bound = Int32(max(64, 2 * (max(restricted, rest.count) + 2)))
  }

  /// Keeps the entries whose row is still in its part of the tableau and still mentions
  /// `s`, each once; the first two kept go to the inline slots.
  private mutating func compact(
    _ first: inout Sym, _ second: inout Sym, _ rest: inout [Sym], _ s: Sym, external: Bool
  ) {
    if first == 0 && rest.isEmpty { return }
    if useStamp.count < symbolCount { useStamp.fill(toRoom: symbolRoom, with: 0) }
    useEpoch &+= 1
    if useEpoch == 0 {
      // The stamps wrapped around: start them afresh so no old stamp matches.
      for i in useStamp.indices { useStamp[i] = 0 }
      useEpoch = 1
    }
    let epoch = useEpoch, count = symbolCount
    var kept: Sym = 0, keptSecond: Sym = 0, restKept = 0
    // Borrow rows through buffers: copying a `Row` out of the array would retain and release
    // its cells for every entry.
    rows.withUnsafeBufferPointer { rows in
      kinds.withUnsafeBufferPointer { kinds in
        useStamp.withUnsafeMutableBufferPointer { stamp in
          func keeps(_ r: Sym) -> Bool {
            let i = Int(r)
            // A rollback truncates symbols, so an entry can name one that no longer exists.
            guard i > 0, i < count, stamp[i] != epoch, (kinds[i] == .external) == external,
              rows[i]?.index(of: s) != nil
            else { return false }
            stamp[i] = epoch
            return true
          }
          if keeps(first) { kept = first }
          if second != 0, keeps(second) {
            if kept == 0 { kept = second } else { keptSecond = second }
          }
          // Most lists have no rest: an empty array is the shared empty storage, and asking
          // it for a mutable buffer allocated one (a few dozen times a first layout).
          guard !rest.isEmpty else { return }
          rest.withUnsafeMutableBufferPointer { list in
            for k in list.indices where keeps(list[k]) {
              if kept == 0 {
                kept = list[k]
              } else if keptSecond == 0 {
                keptSecond = list[k]
              } else {
                list[restKept] = list[k]
                restKept += 1
              }
            }
          }
        }
      }
    }
    if restKept < rest.count { rest.removeSubrange(restKept...) }
    first = kept
    second = keptSecond
  }
}
