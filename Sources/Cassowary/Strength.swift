/// How much a constraint matters: required, or a weight in the solver's objective.
///
/// The arithmetic is kiwi's, so numbers from kiwi mean the same here: a strength is one number
/// `a·1 000 000 + b·1 000 + c`, each part clipped to [0, 1000] after multiplying by the weight.
/// ``required`` is 1 001 001 000; anything at or above it is required.
///
/// Strengths are **not** lexicographic: a violation is paid for at its strength times its
/// size, so enough weak violations can outweigh a medium one. See ``init(uiKitPriority:)`` for
/// the mapping the layout engine uses, and when it keeps UIKit's "751 beats any number of
/// 750s" promise.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The strength as one number (kiwi's representation).
  public let value: Double

  /// Creates a strength from one number, clipped to [0, ``required``].
  public init(_ value: Double) {
    self.value = Swift.min(Swift.max(value, 0), Strength.requiredValue)
  }

  /// kiwi's `strength.create(a, b, c, w)`: `clip(a·w)·1e6 + clip(b·w)·1e3 + clip(c·w)`, each
  /// part clipped to [0, 1000].
  public init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
    func clip(_ x: Double) -> Double { Swift.min(Swift.max(x, 0), 1000) }
    self.init(clip(strong * weight) * 1_000_000 + clip(medium * weight) * 1000 + clip(weak * weight))
  }

  static let requiredValue: Double = 1_001_001_000

  /// Must hold: a required constraint is never violated; adding one that cannot hold throws.
  public static let required = Strength(requiredValue)
  /// kiwi's strong: 1 000 000.
  public static let strong = Strength(strong: 1, medium: 0, weak: 0)
  /// kiwi's medium: 1 000.
  public static let medium = Strength(strong: 0, medium: 1, weak: 0)
  /// kiwi's weak: 1.
  public static let weak = Strength(strong: 0, medium: 0, weak: 1)

  /// Whether this strength is required.
  public var isRequired: Bool { value >= Strength.requiredValue }

  /// Orders strengths by their number.
  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

  /// `required`, `strong`, `medium`, `weak`, or the number.
  public var description: String {
    switch self {
    case .required: return "required"
    case .strong: return "strong"
    case .medium: return "medium"
    case .weak: return "weak"
    default: return formatNumber(value)
    }
  }
}
