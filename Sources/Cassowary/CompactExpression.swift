/// A linear expression whose terms are merged by variable as they are added, up to four of
/// them held inline: built and kept without an array.
///
/// A UI constraint has one to four terms (`centerX == other.centerX` is the longest:
/// `minX + width/2 − minX' − width'/2`). A ``Constraint`` keeps its expression in this form,
/// and a program that builds thousands of constraints can build them in it too (a
/// constraint's initialisers and `reshape` take one): no array is allocated and released per
/// constraint. Past four terms, or when made from an ``Expression`` (whose array it then
/// shares, copying nothing), the terms are in an array.
@frozen
public struct CompactExpression: CustomStringConvertible {
  /// How many terms (each variable once; a term whose coefficient became 0 still counts
  /// until the expression is given to a constraint, which drops it).
  public var count: Int { Int(storedCount) }
  // 32 bits and next to `usesArray`: the two share one word (every engine record holds an
  // expression; a 64-bit count and a flag of its own took 16 bytes).
  @usableFromInline var storedCount: Int32 = 0
  /// Whether the terms are in `spill` (the inline slots then hold nothing).
  @usableFromInline var usesArray = false
  /// The constant.
  public var constant: Double
  @usableFromInline var v0, v1, v2, v3: Variable?
  @usableFromInline var c0 = 0.0, c1 = 0.0, c2 = 0.0, c3 = 0.0
  /// Every term, when `usesArray`.
  @usableFromInline var spill: [Term] = []
  /// The space of the numbered variables of the inline terms (see ``VariableSpace``); `nil`
  /// while there are none.
  @usableFromInline var space: VariableSpace?
  /// An inline term with no object (`v0` … `v3` nil) is a numbered variable of `space`: its
  /// number is a 32-bit half of `n01` (terms 0 and 1, low half first) or `n23`. (Beside the
  /// object slots, not in one enum with them: assigning an enum slot went through an outlined
  /// function, which cost kiwi-style programs 1 % of a build. Two fields, not four: with
  /// four, the constraint's deinit destroyed the expression through an outlined function
  /// instead of its few releases in line.)
  @usableFromInline var n01: UInt64 = 0, n23: UInt64 = 0

  /// The constant expression `constant`, with no terms.
  @inlinable
  public init(constant: Double = 0) { self.constant = constant }

  /// `expression.reduced()`: its terms merged by variable (in order of first appearance),
  /// zero coefficients dropped, and its constant. The reduced expression's array is shared,
  /// not copied (an expression already reduced, the usual case, keeps its own).
  public init(_ expression: Expression) {
    let reduced = expression.reduced()
    constant = reduced.constant
    spill = reduced.terms
    usesArray = true
    storedCount = Int32(spill.count)
  }

  /// Adds `coefficient · variable`: to the variable's term if it has one, else as a new term
  /// at the end.
  ///
  /// The variable is taken (`consuming`): a caller that loaded it to pass it hands its
  /// reference on to the stored term, instead of the term retaining it again and the caller
  /// releasing its own.
  @inlinable
  public mutating func add(_ variable: consuming Variable, _ coefficient: Double = 1) {
    for i in 0..<count where holds(variable, at: i) {
      setCoefficient(i, self.coefficient(at: i) + coefficient)
      return
    }
    if count < 4 && !usesArray {
      appendInline(variable, coefficient)
    } else {
      arrayAppend(variable, coefficient)
    }
  }

  /// Adds `coefficient ·` numbered variable `id` of `space` (package API, for the layout
  /// engine): no object, no reference count. A number of another space than the one the
  /// expression's numbered terms are in is added as its object, as is a fifth term.
  /// (Inlinable: the engine builds every record's expression with it.)
  @inlinable
  package mutating func add(_ id: Int32, in space: VariableSpace, _ coefficient: Double = 1) {
    guard !usesArray, self.space == nil || self.space === space else {
      addObject(of: id, in: space, coefficient)
      return
    }
    for i in 0..<count where number(at: i) == id {
      setCoefficient(i, self.coefficient(at: i) + coefficient)
      return
    }
    guard count < 4 else {
      addObject(of: id, in: space, coefficient)
      return
    }
    // Stored once (each store retained the space and released the one it replaced).
    if self.space == nil { self.space = space }
    // Number and coefficient in one switch (as `setNumber` and a coefficient switch, or
    // `setCoefficient`, the engine's expressions cost 8–12 M instructions more over
    // `vfl-bench`).
    let bits = UInt64(UInt32(bitPattern: id))
    switch count {
    case 0: (n01, c0) = (n01 & 0xFFFF_FFFF_0000_0000 | bits, coefficient)
    case 1: (n01, c1) = (n01 & 0x0000_0000_FFFF_FFFF | bits << 32, coefficient)
    case 2: (n23, c2) = (n23 & 0xFFFF_FFFF_0000_0000 | bits, coefficient)
    default: (n23, c3) = (n23 & 0x0000_0000_FFFF_FFFF | bits << 32, coefficient)
    }
    storedCount += 1
  }

  /// Adds numbered variable `id`'s object (a fifth term, or a number of another space).
  @usableFromInline
  mutating func addObject(of id: Int32, in space: VariableSpace, _ coefficient: Double) {
    add(space.variable(id), coefficient)
  }

  /// Appends a term to the array, moving the inline terms there first (at the fifth term).
  @usableFromInline
  mutating func arrayAppend(_ variable: consuming Variable, _ coefficient: Double) {
    if !usesArray {
      // Every term to the array (numbered ones as their objects); the inline slots let
      // their variables go.
      spill = terms
      for i in 0..<4 { set(i, nil, 0) }
      usesArray = true
      space = nil
    }
    spill.append(Term(variable, coefficient))
    storedCount += 1
  }

  /// Drops the terms whose coefficients cancelled (`x − x`), keeping the order.
  mutating func dropZeroTerms() {
    if usesArray {
      // Left alone when there are none: the array may be shared with an expression.
      guard spill.contains(where: { $0.coefficient == 0 }) else { return }
      spill.removeAll { $0.coefficient == 0 }
      storedCount = Int32(spill.count)
      return
    }
    // Most expressions have no zero term: said without a loop over `coefficient(at:)`.
    let n = Int(storedCount)
    if (n < 1 || c0 != 0) && (n < 2 || c1 != 0) && (n < 3 || c2 != 0) && (n < 4 || c3 != 0) {
      return
    }
    var i = 0
    while i < count {
      if coefficient(at: i) == 0 { remove(at: i) } else { i += 1 }
    }
  }

  /// Whether the two have the same terms (variables and coefficients, in the same order);
  /// constants aside.
  public func hasSameTerms(as other: CompactExpression) -> Bool {
    guard count == other.count else { return false }
    if space != nil || other.space != nil {
      // Numbered terms compared as numbers (no object made for them).
      if usesArray || other.usesArray || space !== other.space { return false }
      for i in 0..<count
      where inline(i) !== other.inline(i) || number(at: i) != other.number(at: i)
        || coefficient(at: i) != other.coefficient(at: i)
      {
        return false
      }
      return true
    }
    for i in 0..<count
    where !other.holds(self[variableAt: i], at: i) || coefficient(at: i) != other.coefficient(at: i) {
      return false
    }
    return true
  }

  /// The same terms and constant as an ``Expression``.
  public var expression: Expression { Expression(terms, constant: constant) }

  /// `x + 2 * y - 10` style text.
  public var description: String { expression.description }

  /// Term `i`'s variable (`0 ..< count`).
  /// (A numbered variable's term gives the variable's object, made the first time.)
  @inlinable @inline(__always)
  public subscript(variableAt i: Int) -> Variable {
    if usesArray { return spill[i].variable }
    if let v = inline(i) { return v }
    return Self.object(of: numberSlot(i), in: space)
  }

  /// The object of numbered variable `n` of `space` (out of line: the rare path, given the
  /// two fields rather than the expression, which a call would have copied).
  @usableFromInline
  static func object(of n: Int32, in space: VariableSpace?) -> Variable {
    space.unsafelyUnwrapped.variable(n)
  }

  /// Inline slot `i`'s number (meaningful when the slot has no object).
  @inlinable
  func numberSlot(_ i: Int) -> Int32 {
    let pair = i < 2 ? n01 : n23
    return Int32(truncatingIfNeeded: i & 1 == 0 ? pair : pair >> 32)
  }

  /// Sets inline slot `i`'s number (the masks `add(_:in:_:)` writes with the coefficient).
  @inlinable
  mutating func setNumber(_ i: Int, _ n: Int32) {
    let bits = UInt64(UInt32(bitPattern: n))
    switch i {
    case 0: n01 = n01 & 0xFFFF_FFFF_0000_0000 | bits
    case 1: n01 = n01 & 0x0000_0000_FFFF_FFFF | bits << 32
    case 2: n23 = n23 & 0xFFFF_FFFF_0000_0000 | bits
    default: n23 = n23 & 0x0000_0000_FFFF_FFFF | bits << 32
    }
  }

  /// Inline term `i`'s object, if it has one (compared by identity, not retained by callers
  /// that only compare).
  @inlinable
  func inline(_ i: Int) -> Variable? {
    switch i {
    case 0: return v0
    case 1: return v1
    case 2: return v2
    default: return v3
    }
  }

  /// The address of `expression`'s space (`nil` without numbered terms), read without loading
  /// the reference: for a comparison, which a load would pay for with a retain and a release.
  static func spaceAddress(_ expression: UnsafePointer<CompactExpression>) -> UnsafeRawPointer? {
    // The offset of a stored property: always there (a `nil` would mean the field was made
    // computed, which the force-unwrap reports at once in every test).
    let offset = MemoryLayout<CompactExpression>.offset(of: \.space)!
    return UnsafeRawPointer(expression).load(fromByteOffset: offset, as: UnsafeRawPointer?.self)
  }

  /// Term `i`'s number, if it is a numbered variable's (in ``space``).
  @inlinable
  func number(at i: Int) -> Int32? {
    guard !usesArray, i < count, inline(i) == nil else { return nil }
    return numberSlot(i)
  }

  /// Term `i`'s variable's current value (a numbered one's read from its space).
  func value(at i: Int) -> Double {
    if let n = number(at: i) { return coefficient(at: i) * space.unsafelyUnwrapped.value(n) }
    return coefficient(at: i) * self[variableAt: i].value
  }

  /// Whether a term is on numbered variable `id` of `space` (by number, or by its object).
  package func mentions(_ id: Int32, in space: VariableSpace) -> Bool {
    let object = space.existingObject(id)
    for i in 0..<count {
      if let n = number(at: i) {
        if n == id && self.space === space { return true }
      } else if let object, holds(object, at: i) {
        return true
      }
    }
    return false
  }

  /// Whether term `i` is on `variable` (compared in place: no reference count).
  @inlinable
  func holds(_ variable: Variable, at i: Int) -> Bool {
    if usesArray { return spill[i].variable === variable }
    let v: Variable?
    switch i {
    case 0: v = v0
    case 1: v = v1
    case 2: v = v2
    default: v = v3
    }
    if v == nil, space != nil { return holdsNumbered(i, variable) }
    return v === variable
  }

  /// Whether numbered term `i`'s object, if made, is `variable`.
  @usableFromInline
  func holdsNumbered(_ i: Int, _ variable: Variable) -> Bool {
    guard let n = number(at: i) else { return false }
    return space?.existingObject(n) === variable
  }

  /// Term `i`'s coefficient.
  @inlinable
  public func coefficient(at i: Int) -> Double {
    if usesArray { return spill[i].coefficient }
    switch i {
    case 0: return c0
    case 1: return c1
    case 2: return c2
    default: return c3
    }
  }

  /// Term `i`.
  @inlinable
  public subscript(i: Int) -> Term { Term(self[variableAt: i], coefficient(at: i)) }

  /// The terms as an array.
  public var terms: [Term] {
    if usesArray { return spill }
    var out: [Term] = []
    out.reserveCapacity(count)
    for i in 0..<count { out.append(self[i]) }
    return out
  }

  /// Whether every coefficient is finite. (Always inlined: read through a constraint, a
  /// call copied the whole expression, retains and all, at every add.)
  @inline(__always) var coefficientsAreFinite: Bool {
    if usesArray {
      for term in spill where !term.coefficient.isFinite { return false }
      return true
    }
    // The inline slots tested directly: a loop over `coefficient(at:)` switched on the index
    // for every term, every constraint added.
    let n = Int(storedCount)
    return (n < 1 || c0.isFinite) && (n < 2 || c1.isFinite) && (n < 3 || c2.isFinite)
      && (n < 4 || c3.isFinite)
  }

  // MARK: - Inline edits (only while not in the array)

  @inlinable
  mutating func appendInline(_ variable: consuming Variable, _ coefficient: Double) {
    switch count {
    case 0: (v0, c0) = (variable, coefficient)
    case 1: (v1, c1) = (variable, coefficient)
    case 2: (v2, c2) = (variable, coefficient)
    default: (v3, c3) = (variable, coefficient)
    }
    storedCount += 1
  }

  @inlinable
  mutating func setCoefficient(_ i: Int, _ coefficient: Double) {
    if usesArray {
      spill[i].coefficient = coefficient
      return
    }
    switch i {
    case 0: c0 = coefficient
    case 1: c1 = coefficient
    case 2: c2 = coefficient
    default: c3 = coefficient
    }
  }

  mutating func remove(at i: Int) {
    // Slot by slot (a numbered term stays a number).
    for j in i..<(count - 1) {
      set(j, inline(j + 1), coefficient(at: j + 1))
      setNumber(j, number(at: j + 1) ?? 0)
    }
    set(count - 1, nil, 0)
    storedCount -= 1
  }

  @usableFromInline
  mutating func set(_ i: Int, _ variable: Variable?, _ coefficient: Double) {
    switch i {
    case 0: (v0, c0) = (variable, coefficient)
    case 1: (v1, c1) = (variable, coefficient)
    case 2: (v2, c2) = (variable, coefficient)
    default: (v3, c3) = (variable, coefficient)
    }
  }
}
