/// A symbol of the tableau: an index into the tableau's per-symbol arrays.
///
/// Ids only grow, so "lowest id" means "oldest" and every tie in the solver is broken by it:
/// pivoting never depends on hashing or memory addresses (determinism).
typealias Sym = Int32

/// What a symbol stands for (Cassowary paper §2; kiwi's `Symbol::Type`).
enum SymbolKind: UInt8 {
  /// Not a symbol (id 0 is reserved).
  case invalid
  /// A user variable: unrestricted in sign.
  case external
  /// The slack of an inequality (≥ 0).
  case slack
  /// The error of a non-required constraint (≥ 0, in the objective).
  case error
  /// The marker of a required equality: must stay 0, never enters the basis by choice.
  case dummy

  /// Slack, error and dummy symbols are restricted to be ≥ 0.
  @inline(__always) var isRestricted: Bool { self != .external && self != .invalid }
  /// Slack and error symbols may enter the basis.
  @inline(__always) var isPivotable: Bool { self == .slack || self == .error }
}

/// Coefficients closer to zero than this are zero (kiwi's 1e-8).
let epsilon = 1e-8

@inline(__always) func nearZero(_ x: Double) -> Bool { x < epsilon && x > -epsilon }
