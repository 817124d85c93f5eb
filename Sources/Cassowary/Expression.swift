/// A linear expression: a sum of terms plus a constant.
///
/// Expressions are built with the operators in `Expression+Operators.swift`
/// (`x + 2 * y - 10`). A ``Constraint`` reduces its expression when it is created, so that
/// each variable appears in at most one term.
public struct Expression: CustomStringConvertible {
  /// The terms, in the order they were written (merged when reduced).
  public var terms: [Term]
  /// The constant.
  public var constant: Double

  /// Creates `Σ terms + constant`.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression `1 · variable`.
  public init(_ variable: Variable) { self.init([Term(variable)]) }

  /// The expression's current value from its variables' values.
  public var value: Double { terms.reduce(constant) { $0 + $1.value } }

  /// The same expression with the terms on one variable merged (in order of first
  /// appearance) and zero coefficients dropped.
  public func reduced() -> Expression {
    if terms.count <= 8 { return reducedSmall() }
    var order: [Variable] = []
    var sums: [ObjectIdentifier: Double] = [:]
    for term in terms {
      let key = ObjectIdentifier(term.variable)
      if let sum = sums[key] {
        sums[key] = sum + term.coefficient
      } else {
        sums[key] = term.coefficient
        order.append(term.variable)
      }
    }
    // Iterate the first-appearance order, never the dictionary, so results are deterministic.
    let merged = order.compactMap { v -> Term? in
      let c = sums[ObjectIdentifier(v)] ?? 0
      return c == 0 ? nil : Term(v, c)
    }
    return Expression(merged, constant: constant)
  }

  /// The quadratic merge, cheaper than hashing for the 1–4 terms of a UI constraint.
  private func reducedSmall() -> Expression {
    // Already reduced (the usual case): keep the array, allocate nothing.
    var clean = true
    for i in terms.indices where clean {
      if terms[i].coefficient == 0 { clean = false }
      for j in 0..<i where terms[j].variable === terms[i].variable { clean = false }
    }
    if clean { return self }
    var merged: [Term] = []
    merged.reserveCapacity(terms.count)
    for term in terms {
      if let i = merged.firstIndex(where: { $0.variable === term.variable }) {
        merged[i].coefficient += term.coefficient
      } else {
        merged.append(term)
      }
    }
    merged.removeAll { $0.coefficient == 0 }
    return Expression(merged, constant: constant)
  }

  /// `x + 2 * y - 10` style text.
  public var description: String {
    var parts = terms.map(\.description)
    if constant != 0 || parts.isEmpty { parts.append(formatNumber(constant)) }
    return parts.joined(separator: " + ").replacingOccurrences(of: "+ -", with: "- ")
  }
}
