import Foundation

extension Strength {
  /// The strength the layout engine uses for a UIKit priority (1…1000).
  ///
  /// Priority 1000 is ``required``. Priorities 1…999 map geometrically onto kiwi's range:
  /// `10^(9·p/1000)`, so 999 ≈ 9.8·10⁸ (just under required), 750 ≈ 5.6·10⁶ (strong),
  /// 250 ≈ 178 and 50 ≈ 2.8. Each step of one priority multiplies the weight by
  /// `10^0.009 ≈ 1.021`.
  ///
  /// A solver with one weighted objective cannot make 999 levels strictly lexicographic in
  /// double precision, so the hierarchy UIKit promises holds only within bounds: a violation
  /// of size `d` at priority `p` outweighs violations summing to `D` at priority `q < p`
  /// exactly when `D < d · 10^(0.009·(p−q))`. Hence:
  /// - 751 beats one equal violation at 750, but **not two** (ratio 1.021);
  /// - 760 beats 1 (ratio 1.23), 800 beats 2 (2.8), 850 beats 7 (7.9), 900 beats 22;
  /// - 750 beats up to 31 622 points of violation at 250, and 1 000 at 417;
  /// - 999 beats about 3.2·10⁸ points at 50.
  /// Layouts that keep competing priorities ≥ 100 apart (UIKit's own 250/500/750/1000
  /// clusters) behave as a strict hierarchy for any realistic number of views.
  ///
  /// - Parameter uiKitPriority: A UIKit priority; values are clamped to 1…1000.
  public init(uiKitPriority: Float) {
    let clamped = min(max(uiKitPriority, 1), 1000)
    if clamped >= 1000 {
      self = .required
    } else if let whole = Int(exactly: clamped) {
      // Whole priorities (nearly all of them) read the weight `pow` gave once: the engine asks
      // for the strengths of every content-size record it refreshes, and `pow` was 2 % of a fit.
      self.init(Self.wholePriorityWeights[whole])
    } else {
      self.init(Self.weight(Double(clamped)))
    }
  }

  /// The weight of priority `p` (1 ≤ p < 1000): `10^(9·p/1000)`.
  static func weight(_ p: Double) -> Double { pow(10, 9 * p / 1000) }

  /// `weight(p)` of every whole priority below 1000, by priority (entry 0 is unused).
  static let wholePriorityWeights: [Double] = (0..<1000).map { weight(Double($0)) }
}
