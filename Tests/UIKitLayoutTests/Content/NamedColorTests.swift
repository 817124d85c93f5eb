import Foundation
import Testing

@testable import UIKitLayout

/// UIKit's named colours exist under their names, with the light appearance's components
/// from the Human Interface Guidelines' tables (0–255 there).
@Suite struct NamedColorTests {
  static func components(_ color: UIColor) -> [CGFloat] {
    [color.red * 255, color.green * 255, color.blue * 255, color.alpha].map { ($0 * 1000).rounded() / 1000 }
  }

  @Test func systemAndSemanticColoursHaveTheHIGComponents() {
    #expect(Self.components(.systemOrange) == [255, 149, 0, 1])
    #expect(Self.components(.systemGray6) == [242, 242, 247, 1])
    #expect(Self.components(.systemIndigo) == [88, 86, 214, 1])
    #expect(Self.components(.secondaryLabel) == [60, 60, 67, 0.6])
    #expect(Self.components(.separator) == [60, 60, 67, 0.29])
    #expect(Self.components(.secondarySystemBackground) == [242, 242, 247, 1])
    #expect(Self.components(.link) == Self.components(.systemBlue))
  }

  @Test func fixedColoursAreUIKits() {
    #expect(UIColor.orange == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    #expect(UIColor.darkGray == UIColor(white: 1.0 / 3, alpha: 1))
    #expect(UIColor.lightText == UIColor(white: 1, alpha: 0.6))
  }
}
