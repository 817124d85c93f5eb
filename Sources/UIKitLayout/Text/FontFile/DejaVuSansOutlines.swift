// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

extension OpenTypeFace {
  /// DejaVu Sans (or DejaVu Sans Bold) 2.37 with its glyph outlines, subset to Basic Latin,
  /// Latin-1 and common punctuation: our addition, what pictures draw the system font's
  /// text with, and the glyphs they fall back on when a registered font has none (or has
  /// CFF outlines, which are not read).
  ///
  /// Shipped with the library (`DejaVuSansOutlines+Data.swift`, made by
  /// `scripts/fonts/make-embedded-outlines.py`; the fonts' licence is in
  /// `LICENSES/DejaVu-Fonts.txt`), so drawing needs no font on the machine. Its advances are
  /// those of ``FontFaceMetrics/shipped(bold:)``. Decoded and read once, on first use; `nil`
  /// only if the shipped bytes could not be read, which the tests rule out.
  public static func dejaVuSansOutlines(bold: Bool) -> OpenTypeFace? {
    bold ? ShippedOutlineFaces.bold : ShippedOutlineFaces.regular
  }
}

extension FontFaceMetrics {
  /// The shipped system face: DejaVu Sans, or DejaVu Sans Bold (what system fonts from
  /// semibold up use). Our addition, for renderers that draw text as the library measured it.
  public static func shipped(bold: Bool) -> FontFaceMetrics { bold ? .dejaVuSansBold : .dejaVuSans }
}

/// The shipped outline faces, read lazily (a static `let` is initialised once, thread-safely).
private enum ShippedOutlineFaces {
  static let regular = read(DejaVuSansOutlineData.regular, file: "DejaVuSans.ttf")
  static let bold = read(DejaVuSansOutlineData.bold, file: "DejaVuSans-Bold.ttf")

  static func read(_ base64: String, file: String) -> OpenTypeFace? {
    guard let data = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) else { return nil }
    return try? OpenTypeFace.faces(in: [UInt8](data), file: file).first
  }
}
