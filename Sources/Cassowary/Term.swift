/// A variable times a coefficient: one term of a linear ``Expression``.
public struct Term: CustomStringConvertible {
  /// The variable.
  public var variable: Variable
  /// Its coefficient.
  public var coefficient: Double

  /// Creates `coefficient · variable`.
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  /// The term's current value (`coefficient · variable.value`).
  public var value: Double { coefficient * variable.value }

  /// `3 * x`, `x`, `-x` style text.
  public var description: String {
    switch coefficient {
    case 1: return variable.description
    case -1: return "-\(variable)"
    default: return "\(formatNumber(coefficient)) * \(variable)"
    }
  }
}

/// Prints a number without a trailing `.0` when it is integral (`20`, `0.5`, `-3`).
func formatNumber(_ x: Double) -> String {
  if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
  return "\(x)"
}
