// UIKitLayout: SVG rendering.

/// Formatting that keeps SVG output byte-for-byte stable: numbers with at most two decimals
/// (trailing zeros trimmed, no `-0`), escaped text, attributes in a fixed order.
enum SVGWriter {
  /// `12`, `12.5`, `12.34`, never `1e-05` or `-0`.
  static func number(_ x: Double) -> String {
    let hundredths = (x * 100).rounded()
    guard hundredths.isFinite, abs(hundredths) < 1e15 else { return "0" }
    let value = Int64(hundredths)
    if value == 0 { return "0" }
    let sign = value < 0 ? "-" : ""
    let magnitude = value.magnitude
    let whole = magnitude / 100, fraction = magnitude % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// Text escaped for element content and attribute values. Characters XML 1.0 does not
  /// allow at all (C0 controls but tab, newline and return; U+FFFE, U+FFFF; lone surrogates
  /// cannot occur in a Swift string) become U+FFFD, so the file stays well-formed whatever
  /// the text.
  static func escape(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default:
        let v = scalar.value
        let allowed = v == 0x9 || v == 0xA || v == 0xD || (0x20...0xD7FF).contains(v)
          || (0xE000...0xFFFD).contains(v) || v >= 0x10000
        result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
      }
    }
    return result
  }

  /// `#rrggbb` (opacity goes in a separate attribute, see ``opacity(_:)``).
  static func color(_ c: LayoutSnapshot.Color) -> String {
    let digits = Array("0123456789abcdef")
    var result = "#"
    for byte in [c.red, c.green, c.blue] {
      result.append(digits[Int(byte >> 4)])
      result.append(digits[Int(byte & 0xF)])
    }
    return result
  }

  /// The alpha of a colour as an opacity (`nil` when opaque).
  static func opacity(_ c: LayoutSnapshot.Color) -> String? {
    c.alpha == 255 ? nil : number(Double(c.alpha) / 255)
  }

  /// `name="value"` pairs in the order given; `nil` values are left out.
  static func attributes(_ pairs: [(String, String?)]) -> String {
    pairs.compactMap { name, value in value.map { "\(name)=\"\(escape($0))\"" } }.joined(separator: " ")
  }
}
