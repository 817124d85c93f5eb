import Cassowary
import Foundation
import Testing

/// Strength arithmetic (kiwi's `strength.create`), clipping and the UIKit priority mapping.
@Suite struct StrengthTests {
  @Test func namedStrengthsHaveKiwisValues() {
    #expect(Strength.required.value == 1_001_001_000)
    #expect(Strength.strong.value == 1_000_000)
    #expect(Strength.medium.value == 1_000)
    #expect(Strength.weak.value == 1)
  }

  @Test func createCombinesTheThreePartsAndTheWeight() {
    #expect(Strength(strong: 1, medium: 2, weak: 3).value == 1_002_003)
    #expect(Strength(strong: 1, medium: 1, weak: 1, weight: 2).value == 2_002_002)
    #expect(Strength(strong: 0, medium: 0.5, weak: 0, weight: 3).value == 1_500)
  }

  @Test func eachPartIsClippedToZeroThroughAThousandAfterWeighting() {
    // strong part 2000 → 1000 (1e9); weak part 5000 → 1000.
    #expect(Strength(strong: 2000, medium: 0, weak: 5000).value == 1_000_001_000)
    // Negative parts clip to 0.
    #expect(Strength(strong: -1, medium: 1, weak: -7).value == 1_000)
    // The weight is applied before clipping: 600·2 = 1200 → 1000.
    #expect(Strength(strong: 0, medium: 600, weak: 0, weight: 2).value == 1_000_000)
    // Negative weight makes everything 0.
    #expect(Strength(strong: 1, medium: 1, weak: 1, weight: -1).value == 0)
  }

  @Test func allThreePartsAtTheirMaximumAreRequired() {
    let s = Strength(strong: 1000, medium: 1000, weak: 1000)
    #expect(s.value == 1_001_001_000)
    #expect(s.isRequired)
    #expect(s == .required)
  }

  @Test func singleNumberIsClippedToZeroThroughRequired() {
    #expect(Strength(5e9).value == 1_001_001_000)
    #expect(Strength(5e9).isRequired)
    #expect(Strength(-5).value == 0)
    #expect(Strength(42.5).value == 42.5)
  }

  @Test func onlyStrengthsAtRequiredAreRequired() {
    #expect(Strength.required.isRequired)
    #expect(!Strength(1_001_000_999).isRequired)
    #expect(!Strength.strong.isRequired)
    #expect(!Strength.weak.isRequired)
  }

  @Test func strengthsOrderByValue() {
    #expect(Strength.weak < .medium)
    #expect(Strength.medium < .strong)
    #expect(Strength.strong < .required)
    #expect(Strength(999) < .medium)
    #expect(!(Strength.required < .required))
  }

  @Test func uiKitPriority1000IsRequired() {
    #expect(Strength(uiKitPriority: 1000) == .required)
    #expect(Strength(uiKitPriority: 1000).isRequired)
    #expect(Strength(uiKitPriority: 5000) == .required)  // clamped to 1000
  }

  @Test func uiKitPriority750IsTenToThe6Point75() {
    // 10^(9·750/1000) = 10^6.75 = 5 623 413.25…
    let s = Strength(uiKitPriority: 750)
    #expect(abs(s.value - 5_623_413.251903491) <= 1e-6)
    #expect(s > .strong)
    #expect(!s.isRequired)
  }

  @Test func uiKitPriority250IsTenToThe2Point25() {
    // 10^(9·250/1000) = 10^2.25 = 177.827941…
    let s = Strength(uiKitPriority: 250)
    #expect(abs(s.value - 177.82794100389228) <= 1e-9)
    #expect(s > .weak && s < .medium)
  }

  @Test func uiKitPriorityBelowOneClampsToOne() {
    // p = 1 → 10^0.009 ≈ 1.0209
    let s = Strength(uiKitPriority: 0)
    #expect(abs(s.value - 1.0209394837076) <= 1e-12)
    #expect(Strength(uiKitPriority: -10) == s)
  }

  @Test func wholeAndFractionalPrioritiesGiveTheGeometricWeight() {
    // Every whole priority (read from a table) and some fractional ones (computed) weigh
    // 10^(9·p/1000), to the last bit.
    for p in 1...999 {
      #expect(Strength(uiKitPriority: Float(p)).value == pow(10, 9 * Double(p) / 1000), "at \(p)")
    }
    for p: Float in [1.5, 250.25, 750.5, 999.75] {
      #expect(Strength(uiKitPriority: p).value == pow(10, 9 * Double(p) / 1000), "at \(p)")
    }
    // Between whole priorities, the weight is between theirs.
    #expect(Strength(uiKitPriority: 250) < Strength(uiKitPriority: 250.5))
    #expect(Strength(uiKitPriority: 250.5) < Strength(uiKitPriority: 251))
  }

  @Test func uiKitPriority999IsJustBelowRequired() {
    // 10^8.991 ≈ 9.795e8 < 1.001001e9
    let s = Strength(uiKitPriority: 999)
    #expect(!s.isRequired)
    #expect(s.value > 9.7e8 && s.value < 9.8e8)
  }

  @Test func descriptionsNameTheStandardStrengths() {
    #expect(Strength.required.description == "required")
    #expect(Strength.strong.description == "strong")
    #expect(Strength.medium.description == "medium")
    #expect(Strength.weak.description == "weak")
    #expect(Strength(250).description == "250")
  }
}
