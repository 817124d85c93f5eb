// The column index: which rows mention a symbol, so that a pivot visits only the rows it
// changes (kiwi scans every row).

/// A symbol's two lists in the pool — the restricted rows that mention it and the external
/// rows that mention it directly — with their lengths. Entries are appended when the symbol
/// enters a row and never searched for on removal, so a list can hold stale or repeated
/// entries until it is read (or grows past `bound`) and compacted.
struct UseLists {
  var restrictedHead: Int32 = -1
  var externalHead: Int32 = -1
  var restrictedLength: Int32 = 0
  var externalLength: Int32 = 0
  /// Compact when either list reaches this length (twice its live length after the last
  /// compaction, at least 64): lists appended to but never read stay within a constant
  /// factor of their true size.
  var bound: Int32 = 64
  /// Whether a list may hold stale or repeated entries.
  var dirty = false
}

extension Tableau {
  /// One pool of singly linked list cells (row, next) for every symbol's lists: a symbol's
  /// first use costs an append to two shared arrays, not an array of its own (an allocation
  /// per symbol per part was a sixth of an add). User variables keep no lists: nothing asks
  /// which rows mention one.
  @inline(__always) mutating func addUse(of s: Sym, by owner: Sym, external: Bool) {
    let i = Int(s)
    if kinds[i] == .external { return }
    let cell = Int32(usePoolRow.count)
    usePoolRow.append(owner)
    uses[i].dirty = true
    if external {
      usePoolNext.append(uses[i].externalHead)
      uses[i].externalHead = cell
      uses[i].externalLength += 1
    } else {
      usePoolNext.append(uses[i].restrictedHead)
      uses[i].restrictedHead = cell
      uses[i].restrictedLength += 1
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
    if u.dirty && (u.restrictedLength >= u.bound || u.externalLength >= u.bound) { cleanUses(s) }
  }

  /// The restricted rows that mention `s`, exactly, each once (in no particular order:
  /// every reader is order-independent — per-row updates, ratio ties broken by id).
  mutating func restrictedUsers(_ s: Sym) -> [Sym] {
    if uses[Int(s)].dirty { cleanUses(s) }
    return listed(from: uses[Int(s)].restrictedHead, count: uses[Int(s)].restrictedLength)
  }

  /// The external rows that mention `s` directly, exactly, each once.
  mutating func externalUsers(_ s: Sym) -> [Sym] {
    if uses[Int(s)].dirty { cleanUses(s) }
    return listed(from: uses[Int(s)].externalHead, count: uses[Int(s)].externalLength)
  }

  private func listed(from head: Int32, count: Int32) -> [Sym] {
    if head < 0 { return [] }
    var out: [Sym] = []
    out.reserveCapacity(Int(count))
    var c = head
    while c >= 0 {
      out.append(usePoolRow[Int(c)])
      c = usePoolNext[Int(c)]
    }
    return out
  }

  /// Empties one of a symbol's lists (every row that mentioned it was just rewritten).
  mutating func clearUses(_ s: Sym, external: Bool) {
    let i = Int(s)
    if external {
      usePoolGarbage += Int(uses[i].externalLength)
      uses[i].externalHead = -1
      uses[i].externalLength = 0
    } else {
      usePoolGarbage += Int(uses[i].restrictedLength)
      uses[i].restrictedHead = -1
      uses[i].restrictedLength = 0
    }
    collectUsePoolIfNeeded()
  }

  /// Compacts both of a symbol's lists in place (relinking the entries kept).
  mutating func cleanUses(_ s: Sym) {
    let i = Int(s)
    uses[i].dirty = false
    let (rh, rn) = compact(uses[i].restrictedHead, s, external: false)
    let (eh, en) = compact(uses[i].externalHead, s, external: true)
    usePoolGarbage += Int(uses[i].restrictedLength - rn + uses[i].externalLength - en)
    uses[i].restrictedHead = rh
    uses[i].restrictedLength = rn
    uses[i].externalHead = eh
    uses[i].externalLength = en
    uses[i].bound = max(64, 2 * max(rn, en))
    collectUsePoolIfNeeded()
  }

  /// Keeps the entries whose row is still in its part of the tableau and still mentions
  /// `s`, each once (first occurrence), in their order. Returns the new head and length.
  private mutating func compact(_ head: Int32, _ s: Sym, external: Bool) -> (Int32, Int32) {
    if head < 0 { return (-1, 0) }
    if useStamp.count < kinds.count { useStamp += repeatElement(0, count: kinds.count - useStamp.count) }
    useEpoch &+= 1
    if useEpoch == 0 {
      // The stamps wrapped around: start them afresh so no old stamp matches.
      for i in useStamp.indices { useStamp[i] = 0 }
      useEpoch = 1
    }
    let epoch = useEpoch
    var newHead: Int32 = -1, last: Int32 = -1, kept: Int32 = 0
    // Borrow rows through buffers: copying a `Row` out of the array would retain and release
    // its cells for every entry.
    rows.withUnsafeBufferPointer { rows in
      kinds.withUnsafeBufferPointer { kinds in
        useStamp.withUnsafeMutableBufferPointer { stamp in
          usePoolRow.withUnsafeBufferPointer { poolRow in
            usePoolNext.withUnsafeMutableBufferPointer { next in
              var c = head
              while c >= 0 {
                let following = next[Int(c)]
                let i = Int(poolRow[Int(c)])
                // A rollback truncates symbols, so an entry can name one that no longer exists.
                if i < kinds.count, stamp[i] != epoch, (kinds[i] == .external) == external,
                  rows[i]?.index(of: s) != nil
                {
                  stamp[i] = epoch
                  if last < 0 { newHead = c } else { next[Int(last)] = c }
                  last = c
                  kept += 1
                }
                c = following
              }
              if last >= 0 { next[Int(last)] = -1 }
            }
          }
        }
      }
    }
    return (newHead, kept)
  }

  /// Rebuilds the pool without the entries no list reaches, once they are half of it.
  mutating func collectUsePoolIfNeeded() {
    guard usePoolGarbage > usePoolCollectMinimum, usePoolGarbage * 2 > usePoolRow.count else { return }
    var rowsOut: [Sym] = [], nextOut: [Int32] = []
    rowsOut.reserveCapacity(usePoolRow.count - usePoolGarbage)
    nextOut.reserveCapacity(usePoolRow.count - usePoolGarbage)
    func copy(_ head: Int32) -> Int32 {
      if head < 0 { return -1 }
      let first = Int32(rowsOut.count)
      var c = head
      while c >= 0 {
        rowsOut.append(usePoolRow[Int(c)])
        let following = usePoolNext[Int(c)]
        nextOut.append(following >= 0 ? Int32(rowsOut.count) : -1)
        c = following
      }
      return first
    }
    for i in uses.indices {
      uses[i].restrictedHead = copy(uses[i].restrictedHead)
      uses[i].externalHead = copy(uses[i].externalHead)
    }
    usePoolRow = rowsOut
    usePoolNext = nextOut
    usePoolGarbage = 0
    counters.usePoolCollections += 1
  }
}
