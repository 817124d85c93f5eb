/// The variables a solver keeps by number, with no ``Variable`` object each: the layout
/// engine's four a view (package API, for UIKitLayout's engine).
///
/// A screen of 20 000 views made 80 000 variable objects, each an allocation, a registration
/// and a reference count at every use in an expression. A numbered variable is an entry in
/// these tables instead: its value and its user data by number, and the place the solver
/// registered it in (its *index*, in the order constraints first mentioned it, as an object
/// variable's) once a constraint mentioned it. Expressions hold numbered terms with this
/// space (``CompactExpression/add(_:in:_:)``), so that another solver, or a reader that wants
/// a ``Variable``, can still reach the variable: it gets an object then, made once and
/// registered with the solver (``variable(_:)``), and every public API that hands out
/// variables keeps working.
@usableFromInline
package final class VariableSpace {
  /// One numbered variable: its value (written by ``Solver/updateVariables()``, 0 until
  /// then, as an object variable's ``Variable/value``), its user data (see
  /// ``Variable/userData``), and its index among the solver's registered variables (-1 until
  /// a constraint added to the solver mentions it).
  struct Entry {
    var value: Double
    // 32 bits each: an entry is 16 bytes (the engine's tags and indices are far below 2³¹).
    var userData: Int32
    var index: Int32
  }

  /// The solver whose numbered variables these are; `nil` once it is gone or was reset
  /// (its numbers then mean nothing to it: a reader gets an unregistered object with the last
  /// value).
  @exclusivity(unchecked) unowned(unsafe) var solver: Solver?
  /// The entries, by number: a buffer of the space's own (an array in a class cost a
  /// reference count, and a uniqueness check at a write, at every access; the engine reads
  /// four values an item at every layout pass).
  @exclusivity(unchecked) private(set) var entries: UnsafeMutablePointer<Entry>
  /// How many numbered variables there are.
  @exclusivity(unchecked) package private(set) var count = 0
  @exclusivity(unchecked) private var capacity = 0
  /// The objects made for numbered variables that a reader asked for (by number; empty until
  /// the first).
  @exclusivity(unchecked) var objects: [Variable?] = []
  /// Whether a numbered variable has an object (the solver's value loop then looks for it).
  var hasObjects: Bool { !objects.isEmpty }

  init() { entries = UnsafeMutablePointer<Entry>.allocate(capacity: 0) }

  deinit { entries.deallocate() }

  /// Numbered variable `id`'s value (see ``Entry``). `id` must be one of this space's
  /// numbers (unchecked: the engine reads four a view at every pass).
  // Never inlined into another module: there, a read of the stored pointer carried a run-time
  // exclusivity check (see `Variable.value`), which cost more than the read.
  @inline(never)
  package func value(_ id: Int32) -> Double { entries[Int(id)].value }

  /// The values of numbered variables `first` to `first + 3` in one call (a view's rect:
  /// four calls cost more than the reads).
  @inline(never)
  package func values(ofFourFrom first: Int32) -> (Double, Double, Double, Double) {
    let e = entries + Int(first)
    return (e[0].value, e[1].value, e[2].value, e[3].value)
  }

  /// Makes `n` numbered variables with `userData` each; returns the first one's number.
  func make(_ n: Int, userData: Int) -> Int32 {
    precondition(userData >= Int(Int32.min) && userData <= Int(Int32.max), "user data \(userData) of a numbered variable")
    if count + n > capacity { reserve(max(count + n, 2 * capacity, 16)) }
    let first = count
    for k in first..<(first + n) {
      (entries + k).initialize(to: Entry(value: 0, userData: Int32(userData), index: -1))
    }
    count += n
    return Int32(first)
  }

  /// Room for `total` numbered variables.
  func reserve(_ total: Int) {
    guard total > capacity else { return }
    let grown = UnsafeMutablePointer<Entry>.allocate(capacity: total)
    grown.moveInitialize(from: entries, count: count)
    entries.deallocate()
    entries = grown
    capacity = total
  }

  /// The object of numbered variable `id`, if one was made.
  package func existingObject(_ id: Int32) -> Variable? {
    Int(id) < objects.count ? objects[Int(id)] : nil
  }

  /// The object standing for numbered variable `id`: made the first time it is asked for,
  /// with the variable's value and user data, and registered with the solver (which then
  /// writes its value into the object too), so that a constraint over the object and one over
  /// the number mean the same variable.
  package func variable(_ id: Int32) -> Variable {
    precondition(id >= 0 && Int(id) < count, "no numbered variable \(id)")
    if let made = existingObject(id) { return made }
    let v = Variable(value: entries[Int(id)].value)
    v.storedUserData = Int(entries[Int(id)].userData)
    if objects.count < count { objects += repeatElement(nil, count: count - objects.count) }
    objects[Int(id)] = v
    solver?.adopt(v, as: id)
    return v
  }
}
