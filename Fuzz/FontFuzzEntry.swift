// UIKitLayout: the font file reader under libFuzzer (see run-fonts.sh).
// Compiled alone with the reader's files: every input must either be read or produce a
// FontFileError naming the file, never crash, hang, leak or allocate without bound; the same
// holds for the glyph outlines asked of each face read.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFontFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = [UInt8](UnsafeBufferPointer(start: data, count: size))
  do {
    let faces = try OpenTypeFace.faces(in: bytes, file: "fuzz.ttf")
    precondition(!faces.isEmpty, "a read file has a face")
    for face in faces {
      precondition(face.unitsPerEm >= 16, "unitsPerEm was checked")
      // Exercise the lookups a measurement makes.
      var previous: UInt16 = 0
      for scalar in ["A", "V", "T", "o", " ", "\u{4E00}", "\u{1F600}"].compactMap(\.unicodeScalars.first) {
        let glyph = face.glyph(for: scalar) ?? 0
        _ = face.advance(ofGlyph: glyph)
        _ = face.kerning(between: previous, and: glyph)
        previous = glyph
      }
      // Outlines: the first glyphs and those of a few characters. A bad glyph throws; one
      // read has finite points (F2Dot14 scales and 16-bit deltas cannot overflow).
      var glyphs = Array(0..<UInt16(min(face.glyphCount, 24)))
      glyphs += ["A", "o", "\u{E9}"].compactMap { face.glyph(for: $0) }
      for glyph in glyphs {
        do {
          let outline = try face.outline(ofGlyph: glyph)
          for contour in outline.contours {
            precondition(!contour.segments.isEmpty, "a contour has segments")
            precondition(contour.start.x.isFinite && contour.start.y.isFinite, "points are finite")
          }
        } catch let error as FontFileError {
          precondition(error.file == "fuzz.ttf", "outline errors name the file")
        }
      }
    }
  } catch let error as FontFileError {
    precondition(error.file == "fuzz.ttf", "errors name the file")
    precondition(!error.reason.isEmpty, "errors say what is wrong")
  } catch {
    preconditionFailure("only FontFileError is thrown: \(error)")
  }
  return 0
}
