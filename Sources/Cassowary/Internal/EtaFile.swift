/// The key under which the eta file tracks the objective row (symbol 0 is never a row).
let objectiveKey: Sym = 0
/// The key under which the eta file tracks the artificial objective, while it exists.
let artificialKey: Sym = .max

/// The dummy-marker columns of the tableau, kept as a log of row operations instead of as
/// cells (an "eta file", as in the product form of the inverse of revised simplex).
///
/// A dummy marker (of a required equality) never enters the basis by choice and is always 0,
/// so its cells never decide a pivot and never move a value: they are read only when that
/// equality's constant changes or it is removed. Yet a fully substituted tableau carries them
/// into every row that depends on the equality, and in a grid of equal widths closed to a
/// container that is O(N³) cells moved by every pivot. Here restricted rows and the objective
/// hold no dummy cells; each row's dummy part (its *lazy part*) is defined by the operations
/// below, and a dummy's column is computed by replaying them when it is asked for.
///
/// With `v` the coefficients of one dummy in every row (keyed by the row's basic symbol):
/// - `define(t, combos, injections, clear c)`: `v[t] = Σ k·v[b]` over the combos, plus this
///   dummy's coefficient among the injections; then `v[c] = 0`. A row is built (from an
///   expansion) or a pivot moves a row to its entering symbol.
/// - `accumulate(s, entries)`: `v[i] += k·v[s]` for every entry `(i, k)`: `s`'s row was
///   substituted into those rows.
/// - `clear(x)`: `v[x] = 0`: the row of `x` is gone.
struct EtaFile {
  enum Op: UInt8 {
    case define, accumulate, clear
  }

  var ops: [Op] = []
  /// The defined row (`define`), the substituted row (`accumulate`) or the dropped row.
  var targets: [Sym] = []
  /// The row a `define` clears afterwards (a pivot's leaving row), else 0.
  var clears: [Sym] = []
  /// How many symbols existed when each eta was appended: a dummy appears only in etas
  /// appended after it was created, so its replay starts there.
  var births: [Int32] = []
  /// End of each eta's entries (combos or accumulate targets) in `keys`/`coefs`.
  var entryEnd: [Int32] = []
  var keys: [Sym] = []
  var coefs: [Double] = []
  /// End of each eta's injections (dummy cells a `define` writes directly).
  var injectionEnd: [Int32] = []
  var injected: [Sym] = []
  var injectedCoefs: [Double] = []

  var count: Int { ops.count }

  /// Room for `more` etas with `moreEntries` entries and `moreInjections` injections in all,
  /// beyond those appended, so that a batch of additions grows each list once, not by
  /// doubling (a new engine's first pass reallocated them about fifty times).
  mutating func reserveCapacity(etas more: Int, entries moreEntries: Int, injections moreInjections: Int) {
    let total = count + more
    ops.reserveAtLeast(total)
    targets.reserveAtLeast(total)
    clears.reserveAtLeast(total)
    births.reserveAtLeast(total)
    entryEnd.reserveAtLeast(total)
    injectionEnd.reserveAtLeast(total)
    keys.reserveAtLeast(keys.count + moreEntries)
    coefs.reserveAtLeast(keys.count + moreEntries)
    injected.reserveAtLeast(injected.count + moreInjections)
    injectedCoefs.reserveAtLeast(injected.count + moreInjections)
  }

  @inline(__always) func entries(_ i: Int) -> Range<Int> {
    (i == 0 ? 0 : Int(entryEnd[i - 1]))..<Int(entryEnd[i])
  }

  @inline(__always) func injections(_ i: Int) -> Range<Int> {
    (i == 0 ? 0 : Int(injectionEnd[i - 1]))..<Int(injectionEnd[i])
  }

  /// Appends an eta; its entries' and injections' coefficients are multiplied by `scale`
  /// as they are stored (a lazy part's scale, without a scaled copy of its lists).
  mutating func append(
    _ op: Op, target: Sym, clear: Sym = 0, symbolCount: Int,
    entries: [(Sym, Double)] = [], injections: [(Sym, Double)] = [], scale: Double = 1
  ) {
    ops.append(op)
    targets.append(target)
    clears.append(clear)
    births.append(Int32(symbolCount))
    for (k, c) in entries {
      keys.append(k)
      coefs.append(c * scale)
    }
    entryEnd.append(Int32(keys.count))
    for (d, c) in injections {
      injected.append(d)
      injectedCoefs.append(c * scale)
    }
    injectionEnd.append(Int32(injected.count))
  }

  /// The first eta that can mention symbol `d` (appended after `d` existed).
  func firstEta(after d: Sym) -> Int {
    var lo = 0, hi = births.count
    while lo < hi {
      let mid = (lo + hi) >> 1
      if births[mid] <= d { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  /// Forgets every eta from `n` on (a rolled-back transaction's).
  mutating func truncate(to n: Int) {
    guard n < count else { return }
    let e = n == 0 ? 0 : Int(entryEnd[n - 1])
    let j = n == 0 ? 0 : Int(injectionEnd[n - 1])
    ops.removeSubrange(n...)
    targets.removeSubrange(n...)
    clears.removeSubrange(n...)
    births.removeSubrange(n...)
    entryEnd.removeSubrange(n...)
    injectionEnd.removeSubrange(n...)
    keys.removeSubrange(e...)
    coefs.removeSubrange(e...)
    injected.removeSubrange(j...)
    injectedCoefs.removeSubrange(j...)
  }
}

/// A row's dummy part before the row is stored: rows (with lazy parts) it combines, and
/// dummy cells it holds directly, both times `scale`.
struct LazyPart {
  var combos: [(Sym, Double)] = []
  var injections: [(Sym, Double)] = []
  var scale: Double = 1

  var isEmpty: Bool { combos.isEmpty && injections.isEmpty }

  var scaledCombos: [(Sym, Double)] { combos.map { ($0.0, $0.1 * scale) } }
  var scaledInjections: [(Sym, Double)] { injections.map { ($0.0, $0.1 * scale) } }
}

/// A dummy's column as replayed up to an eta, kept to resume the replay later.
struct LazyColumn {
  var position: Int
  var keys: [Sym]
  var coefs: [Double]
  var artificial: Double
}
