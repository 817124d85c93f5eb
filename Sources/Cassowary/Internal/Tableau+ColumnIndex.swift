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
/// add. Entries fill the first slot, then the second, then the list's overflow array, which
/// the tableau keeps (`Tableau.useOverflow`): the struct holds no reference, so the table of
/// them is plain memory — copied, grown and freed without a reference count per symbol (a
/// laid-out feed cell released about 300 empty arrays when it went), and 8 bytes smaller.
/// Symbol 0 (never a row) marks an empty slot.
struct UseLists {
  var restricted = UseList()
  var external = UseList()
  /// Compact when either list reaches this length (twice its live length after the last
  /// compaction, at least 64): lists appended to but never read stay within a constant
  /// factor of their true size.
  var bound: Int32 = 64
  /// Bumped whenever a restricted row's coefficient of the symbol may have changed (a row
  /// mentioning it was replaced, or a merge changed its coefficient): a cached `Column` of
  /// the symbol built at another version is stale. 32 bits, so that the struct stays 40
  /// bytes (it is kept for every symbol); a wrap-around empties the cache.
  var restrictedColumnVersion: UInt32 = 0
  /// The same for external rows. A basic symbol's column lists only those, so the pivots,
  /// which rewrite restricted rows, leave it current.
  var externalColumnVersion: UInt32 = 0
  /// Whether a list may hold stale or repeated entries.
  var dirty = false
}

/// One of a symbol's two lists (see `UseLists`).
struct UseList {
  var first: Sym = 0
  var second: Sym = 0
  /// 1 + the index of the entries past the first two in `Tableau.useOverflow`; 0 while there
  /// are none (an emptied overflow goes back to the tableau's free list).
  var overflow: Int32 = 0

  /// Adds an entry in the first empty inline slot; false when both are taken (the entry then
  /// goes to the overflow: `Tableau.appendOverflow`).
  @inline(__always) mutating func appendInline(_ owner: Sym) -> Bool {
    if first == 0 {
      first = owner
    } else if second == 0 {
      second = owner
    } else {
      return false
    }
    return true
  }

  /// Whether the entries fill the places in order (a reader takes an empty first slot for an
  /// empty list).
  var isInOrder: Bool { first != 0 || (second == 0 && overflow == 0) }
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
      if !uses[i].external.appendInline(owner) { appendOverflow(owner, symbol: i, external: true) }
    } else {
      if !uses[i].restricted.appendInline(owner) { appendOverflow(owner, symbol: i, external: false) }
      restrictedCount[i] += 1
    }
  }

  /// Appends an entry to the overflow of one of symbol `i`'s lists, giving the list one if it
  /// has none. (Inlined: kept out of line, the call cost `solver-bench grid-30` 1 %.)
  @inline(__always) private mutating func appendOverflow(_ owner: Sym, symbol i: Int, external: Bool) {
    var slot = external ? uses[i].external.overflow : uses[i].restricted.overflow
    if slot == 0 {
      if let free = freeUseOverflow.popLast() {
        slot = free
      } else {
        useOverflow.append([])
        slot = Int32(useOverflow.count)
      }
      if external { uses[i].external.overflow = slot } else { uses[i].restricted.overflow = slot }
    }
    useOverflow[Int(slot) - 1].append(owner)
  }

  /// How many entries a list keeps past its first two.
  @inline(__always) func overflowCount(_ list: UseList) -> Int {
    list.overflow == 0 ? 0 : useOverflow[Int(list.overflow) - 1].count
  }

  /// Gives an overflow (a list's `overflow`, 0 for none) back to the free list, emptied with
  /// its storage kept; the caller then sets the list's `overflow` to 0 (or drops the list).
  mutating func releaseOverflow(_ overflow: Int32) {
    guard overflow != 0 else { return }
    useOverflow[Int(overflow) - 1].removeAllIfAny()
    freeUseOverflow.append(overflow)
  }

  /// Every place's entry of a list, 0 for an empty slot (the invariants' check).
  func entries(of list: UseList) -> [Sym] {
    [list.first, list.second] + (list.overflow == 0 ? [] : useOverflow[Int(list.overflow) - 1])
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
    if u.dirty && max(overflowCount(u.restricted), overflowCount(u.external)) + 2 >= Int(u.bound) {
      cleanUses(s)
    }
  }

  /// The restricted rows that mention `s`, exactly, each once (in no particular order:
  /// every reader is order-independent — per-row updates, ratio ties broken by id).
  mutating func restrictedUsers(_ s: Sym) -> [Sym] {
    if uses[Int(s)].dirty { cleanUses(s) }
    let u = uses[Int(s)]
    if u.restricted.first == 0 { return [] }
    return Self.list(u.restricted, overflow: overflowEntries(u.restricted), reusing: &restrictedUsersBuffer)
  }

  /// The list's entries (`second` when not 0), written into `buffer`'s storage and
  /// returned: the list a caller got last time is usually gone by the next call, so no array
  /// is allocated per call (most lists hold one row). A caller still holding it makes this
  /// call copy, as any array would.
  ///
  /// Static, with the overflow read beforehand: a method called on the tableau while one of
  /// its buffers is passed `inout` copied the whole tableau (every array retained and
  /// released) at every call.
  private static func list(_ list: UseList, overflow: [Sym], reusing buffer: inout [Sym]) -> [Sym] {
    buffer.removeAllIfAny()
    buffer.append(list.first)
    if list.second != 0 { buffer.append(list.second) }
    if !overflow.isEmpty { buffer.append(contentsOf: overflow) }
    return buffer
  }

  /// A list's overflow entries (empty for none).
  @inline(__always) private func overflowEntries(_ list: UseList) -> [Sym] {
    list.overflow == 0 ? [] : useOverflow[Int(list.overflow) - 1]
  }

  /// The external rows that mention `s` directly, exactly, each once.
  mutating func externalUsers(_ s: Sym) -> [Sym] {
    if uses[Int(s)].dirty { cleanUses(s) }
    let u = uses[Int(s)]
    if u.external.first == 0 { return [] }
    return Self.list(u.external, overflow: overflowEntries(u.external), reusing: &externalUsersBuffer)
  }

  /// Empties one of a symbol's lists (every row that mentioned it was just rewritten).
  mutating func clearUses(_ s: Sym, external: Bool) {
    let i = Int(s)
    if external {
      releaseOverflow(uses[i].external.overflow)
      uses[i].external = UseList()
    } else {
      releaseOverflow(uses[i].restricted.overflow)
      uses[i].restricted = UseList()
    }
  }

  /// Compacts both of a symbol's lists, in place.
  mutating func cleanUses(_ s: Sym) {
    let i = Int(s)
    uses[i].dirty = false
    var list = uses[i].restricted
    let restricted = compact(&list, s, external: false)
    uses[i].restricted = list
    list = uses[i].external
    let external = compact(&list, s, external: true)
    uses[i].external = list
    uses[i].bound = Int32(max(64, 2 * (max(restricted, external) + 2)))
  }

  /// Keeps the entries whose row is still in its part of the tableau and still mentions
  /// `s`, each once; the first two kept go to the inline slots. Returns how many the overflow
  /// keeps.
  private mutating func compact(_ list: inout UseList, _ s: Sym, external: Bool) -> Int {
    if list.first == 0 && list.overflow == 0 { return 0 }
    // The overflow taken out of its slot, so that it is uniquely referenced and compacting it
    // writes into its own buffer instead of copying it.
    var rest: [Sym] = []
    if list.overflow != 0 { swap(&rest, &useOverflow[Int(list.overflow) - 1]) }
    if useStamp.count < symbolCount { useStamp.fill(toRoom: symbolRoom, with: 0) }
    useEpoch &+= 1
    if useEpoch == 0 {
      // The stamps wrapped around: start them afresh so no old stamp matches.
      for i in useStamp.indices { useStamp[i] = 0 }
      useEpoch = 1
    }
    let epoch = useEpoch, count = symbolCount
    var kept: Sym = 0, keptSecond: Sym = 0, restKept = 0
    // Rows read in place, through buffers.
    slots.withUnsafeBufferPointer { slots in
      pool.withUnsafeBufferPointer { pool in
        kinds.withUnsafeBufferPointer { kinds in
          useStamp.withUnsafeMutableBufferPointer { stamp in
            func keeps(_ r: Sym) -> Bool {
              let i = Int(r)
              // A rollback truncates symbols, so an entry can name one that no longer exists.
              guard i > 0, i < count, stamp[i] != epoch, (kinds[i] == .external) == external,
                slots[i].isBasic,
                cellIndex(of: s, in: Self.cells(of: slots[i], in: pool)) != nil
              else { return false }
              stamp[i] = epoch
              return true
            }
            if keeps(list.first) { kept = list.first }
            if list.second != 0, keeps(list.second) {
              if kept == 0 { kept = list.second } else { keptSecond = list.second }
            }
            // Most lists have no overflow: an empty array is the shared empty storage, and
            // asking it for a mutable buffer allocated one (a few dozen times a first layout).
            guard !rest.isEmpty else { return }
            rest.withUnsafeMutableBufferPointer { rest in
              for k in rest.indices where keeps(rest[k]) {
                if kept == 0 {
                  kept = rest[k]
                } else if keptSecond == 0 {
                  keptSecond = rest[k]
                } else {
                  rest[restKept] = rest[k]
                  restKept += 1
                }
              }
            }
          }
        }
      }
    }
    if restKept < rest.count { rest.removeSubrange(restKept...) }
    if list.overflow != 0 {
      swap(&rest, &useOverflow[Int(list.overflow) - 1])
      if restKept == 0 {
        releaseOverflow(list.overflow)
        list.overflow = 0
      }
    }
    list.first = kept
    list.second = keptSecond
    return restKept
  }
}
