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
  public var count: Int { storedCount }
  @usableFromInline var storedCount = 0
  /// The constant.
  public var constant: Double
  @usableFromInline var v0, v1, v2, v3: Variable?
  @usableFromInline var c0 = 0.0, c1 = 0.0, c2 = 0.0, c3 = 0.0
  /// Whether the terms are in `spill` (the inline slots then hold nothing).
  @usableFromInline var usesArray = false
  /// Every term, when `usesArray`.
  @usableFromInline var spill: [Term] = []

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
    storedCount = spill.count
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

  /// Appends a term to the array, moving the inline terms there first (at the fifth term).
  @usableFromInline
  mutating func arrayAppend(_ variable: consuming Variable, _ coefficient: Double) {
    if !usesArray {
      // Every term to the array; the inline slots let their variables go.
      spill = terms
      for i in 0..<4 { set(i, nil, 0) }
      usesArray = true
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
      storedCount = spill.count
      return
    }
    // Most expressions have no zero term: said without a loop over `coefficient(at:)`.
    let n = storedCount
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
  @inlinable
  public subscript(variableAt i: Int) -> Variable {
    if usesArray { return spill[i].variable }
    switch i {
    case 0: return v0.unsafelyUnwrapped
    case 1: return v1.unsafelyUnwrapped
    case 2: return v2.unsafelyUnwrapped
    default: return v3.unsafelyUnwrapped
    }
  }

  /// Whether term `i` is on `variable` (compared in place: no reference count).
  @inlinable
  func holds(_ variable: Variable, at i: Int) -> Bool {
    if usesArray { return spill[i].variable === variable }
    switch i {
    case 0: return v0 === variable
    case 1: return v1 === variable
    case 2: return v2 === variable
    default: return v3 === variable
    }
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

  /// Whether every coefficient is finite.
  var coefficientsAreFinite: Bool {
    if usesArray {
      for term in spill where !term.coefficient.isFinite { return false }
      return true
    }
    // The inline slots tested directly: a loop over `coefficient(at:)` switched on the index
    // for every term, every constraint added.
    let n = storedCount
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
    for j in i..<(count - 1) {
      let next = self[j + 1]
      set(j, next.variable, next.coefficient)
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
