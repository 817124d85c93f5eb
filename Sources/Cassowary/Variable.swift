/// A variable of a linear constraint system: a handle with identity, a name and a value.
///
/// Two variables are the same variable only if they are the same object (`===`); the name is
/// for humans (dumps, error messages). `==` between variables builds a ``Constraint``, as in
/// kiwi, so `Variable` is deliberately not `Equatable`. The solver writes ``value`` in
/// ``Solver/updateVariables()``; until then it keeps the value it had.
///
/// Variables are not synchronised (`@unchecked Sendable` so that errors can carry them): use a
/// solver and its variables from one thread or actor at a time, as with kiwi.
public final class Variable: CustomStringConvertible, @unchecked Sendable {
  /// A human-readable name, used in dumps and messages.
  public var name: String
  /// The value the solver last assigned (0 until the first update that mentions it).
  // Read through a function never inlined into another module: inlined there, a read of the
  // stored property carried a run-time exclusivity check (its `@exclusivity(unchecked)` does
  // not cross modules), which cost more than the read. The same goes for `userData`.
  public var value: Double { @inline(never) get { storedValue } }
  @exclusivity(unchecked) var storedValue: Double

  /// A number the program keeps with the variable, which the solver never reads (kiwi's
  /// variable *context*): an index into the program's own tables, say, so that a changed
  /// variable leads back to what it stands for without hashing. 0 unless set.
  public var userData: Int {
    @inline(never) get { storedUserData }
    @inline(never) set { storedUserData = newValue }
  }
  @exclusivity(unchecked) var storedUserData = 0

  /// Where the solvers that know this variable keep it (an index into their variables).
  @exclusivity(unchecked) var registration = Registration()

  /// Creates a variable with a name and an initial value of 0.
  public init(_ name: String = "", value: Double = 0) {
    self.name = name
    self.storedValue = value
  }

  /// The name, or `v` and the object's identity when it has none.
  public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue)" : name }
}
