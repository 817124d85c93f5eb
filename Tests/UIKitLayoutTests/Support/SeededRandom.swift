// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.

/// A seeded generator for the tests' random samples (a 64-bit linear congruential generator,
/// Knuth's MMIX constants, its high bits returned): the same sequence on every run and
/// platform, unlike `SystemRandomNumberGenerator`.
struct SeededRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  /// The next number, 31 bits.
  mutating func next() -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int(state >> 33)
  }

  /// A number in `0..<bound`.
  mutating func next(below bound: Int) -> Int { next() % bound }
}
