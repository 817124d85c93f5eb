/// A solver's identity, held by the variables and constraints registered with it.
///
/// Lookups go through the object (`Variable.registration`, `Constraint.registration`)
/// instead of a hash table keyed by object identity: no hashing on the hot path, and no risk
/// of an identity being reused by a new object after the old one died (the token is held).
final class SolverToken {
  /// Whether a variable of this solver is known to another solver too (which may write its
  /// value: `updateVariables()` then writes every variable, not only those it recomputed).
  var sharesVariables = false
  /// False once the solver is gone: what it held is free to change (see
  /// `Constraint.reshape`).
  var isLive = true
}

/// Where an object sits in the solvers that know it: usually one solver, inline.
struct Registration {
  var token: SolverToken?
  var index = -1
  var others: [(token: SolverToken, index: Int)] = []

  func index(in t: SolverToken) -> Int? {
    if token === t { return index }
    for o in others where o.token === t { return o.index }
    return nil
  }

  /// Records the object's index in `t`'s solver. The places of solvers that are gone are
  /// reused or dropped: an object tried in many short-lived solvers (conflict explanation
  /// adds the same variables to one trial solver after another) kept one entry per solver,
  /// and every lookup scanned them all.
  mutating func set(_ t: SolverToken, _ i: Int) {
    if token == nil || token === t {
      token = t
      index = i
    } else {
      setAmongOthers(t, i)
    }
  }

  /// `set` for an object another solver knows already (apart, so that `set` stays small).
  @inline(never) private mutating func setAmongOthers(_ t: SolverToken, _ i: Int) {
    if let j = others.firstIndex(where: { $0.token === t }) {
      others[j].index = i
    } else if token?.isLive == false {
      token = t
      index = i
      if !others.isEmpty { others.removeAll { !$0.token.isLive } }
    } else {
      if !others.isEmpty { others.removeAll { !$0.token.isLive } }
      others.append((t, i))
    }
  }

  mutating func remove(_ t: SolverToken) {
    if token === t {
      token = nil
      index = -1
    } else {
      others.removeAll { $0.token === t }
    }
  }
}

/// The constraints in a solver: slots found through each constraint's registration.
struct RecordTable {
  let token: SolverToken
  private(set) var slots: [Solver.Record?] = []
  private var free: [Int] = []
  private(set) var count = 0

  init(token: SolverToken) { self.token = token }

  func slot(of c: Constraint) -> Int? {
    guard let i = c.registration.index(in: token), i < slots.count, slots[i]?.constraint === c
    else { return nil }
    return i
  }

  subscript(c: Constraint) -> Solver.Record? {
    guard let i = slot(of: c) else { return nil }
    return slots[i]
  }

  /// Room for `total` records without growing.
  mutating func reserveCapacity(_ total: Int) { slots.reserveAtLeast(total) }

  @discardableResult
  mutating func insert(_ record: Solver.Record) -> Int {
    let i: Int
    // One store either way (appending an empty slot and then filling it wrote the slot
    // twice, each write checking that the array was uniquely held).
    if let f = free.popLast() {
      i = f
      slots[i] = record
    } else {
      i = slots.count
      slots.append(record)
    }
    record.constraint.registration.set(token, i)
    count += 1
    return i
  }

  @discardableResult
  mutating func remove(_ c: Constraint) -> Solver.Record? {
    guard let i = slot(of: c), let record = slots[i] else { return nil }
    slots[i] = nil
    free.append(i)
    c.registration.remove(token)
    count -= 1
    return record
  }

  /// Every record, in the order the constraints were added.
  var ordered: [Solver.Record] {
    slots.compactMap { $0 }.sorted { $0.serial < $1.serial }
  }

  /// Forgets every record (unregistering the constraints).
  mutating func removeAll() {
    for r in slots { r?.constraint.registration.remove(token) }
    slots = []
    free = []
    count = 0
  }
}
