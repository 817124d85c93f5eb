// UIKitLayout: layout documents.
import Foundation

/// A colour as documents write it: `#RRGGBB`, `#RRGGBBAA`, or a name (`white`, `systemBlue`, …).
public struct DocumentColor: Sendable, Hashable, CustomStringConvertible {
  /// Red, green, blue and alpha, each 0…255.
  public var red, green, blue, alpha: UInt8

  /// Creates a colour from 8-bit components.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a name from ``named``; `nil` if it is neither.
  public init?(_ text: String) {
    if let named = Self.named.first(where: { $0.0 == text }) {
      self = named.1
      return
    }
    guard text.hasPrefix("#") else { return nil }
    var hex = String(text.dropFirst())
    if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
    guard hex.count == 6 || hex.count == 8, let value = UInt32(hex, radix: 16) else { return nil }
    let full = hex.count == 6 ? value << 8 | 0xFF : value
    self.init(
      red: UInt8(full >> 24 & 0xFF), green: UInt8(full >> 16 & 0xFF), blue: UInt8(full >> 8 & 0xFF),
      alpha: UInt8(full & 0xFF))
  }

  /// `#rrggbb`, or `#rrggbbaa` when not opaque.
  public var description: String {
    let rgb = [red, green, blue].map { String(format: "%02x", $0) }.joined()
    return "#" + rgb + (alpha == 255 ? "" : String(format: "%02x", alpha))
  }

  /// The names documents may use, with UIKit's light-mode system colours.
  public static let named: [(String, DocumentColor)] = [
    ("black", .init(red: 0, green: 0, blue: 0)),
    ("white", .init(red: 255, green: 255, blue: 255)),
    ("clear", .init(red: 0, green: 0, blue: 0, alpha: 0)),
    ("systemBlue", .init(red: 0, green: 122, blue: 255)),
    ("systemRed", .init(red: 255, green: 59, blue: 48)),
    ("systemGreen", .init(red: 52, green: 199, blue: 89)),
    ("systemOrange", .init(red: 255, green: 149, blue: 0)),
    ("systemGray", .init(red: 142, green: 142, blue: 147)),
    ("systemGray4", .init(red: 209, green: 209, blue: 214)),
    ("systemGray5", .init(red: 229, green: 229, blue: 234)),
    ("systemGray6", .init(red: 242, green: 242, blue: 247)),
    ("systemBackground", .init(red: 255, green: 255, blue: 255)),
    ("secondarySystemBackground", .init(red: 242, green: 242, blue: 247)),
    ("label", .init(red: 0, green: 0, blue: 0)),
    ("secondaryLabel", .init(red: 60, green: 60, blue: 67, alpha: 153)),
    ("separator", .init(red: 60, green: 60, blue: 67, alpha: 73)),
  ]
}
