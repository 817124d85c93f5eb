// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// The fonts a process has registered, as Core Text's font manager keeps them for an app
// (`CTFontManagerRegisterFontsForURL`, or `UIAppFonts` in Info.plist): a process-wide table,
// like UIKit's own. Fonts are looked up by PostScript or full name (`UIFont(name:size:)`) and
// by family (the system font, when a family is chosen for it).

/// The process's registered font faces (UIKit keeps its own in Core Text).
final class FontRegistry: @unchecked Sendable {
  static let shared = FontRegistry()

  private let lock = NSLock()
  private var byName: [String: FontFaceMetrics] = [:]
  /// Family → its faces, in registration order.
  private var families: [String: [FontFaceMetrics]] = [:]
  private var familyOrder: [String] = []

  /// Registers `faces`, replacing faces of the same PostScript name.
  func register(_ faces: [FontFaceMetrics]) {
    lock.withLock {
      for face in faces {
        for name in Set([face.postScriptName, face.openTypeFace?.fullName ?? face.postScriptName]) {
          byName[name] = face
        }
        if families[face.familyName] == nil { familyOrder.append(face.familyName) }
        families[face.familyName, default: []].removeAll { $0.postScriptName == face.postScriptName }
        families[face.familyName, default: []].append(face)
      }
    }
  }

  /// The face registered under `name` (PostScript or full name).
  func face(named name: String) -> FontFaceMetrics? {
    lock.withLock { byName[name] }
  }

  /// The registered families, sorted (registration order would depend on which code ran
  /// first).
  var familyNames: [String] { lock.withLock { familyOrder.sorted() } }

  /// The PostScript names of `family`'s faces, lightest first (then by name): the same
  /// order whichever was registered first.
  func faceNames(inFamily family: String) -> [String] {
    lock.withLock {
      (families[family] ?? []).sorted {
        let (a, b) = ($0.openTypeFace?.weightClass ?? 400, $1.openTypeFace?.weightClass ?? 400)
        return a != b ? a < b : $0.postScriptName < $1.postScriptName
      }.map(\.postScriptName)
    }
  }

  /// `family`'s face whose `OS/2` weight class is nearest `weightClass` (the lighter one on
  /// a tie, then the first by name), or `nil` if the family has no registered face.
  func face(inFamily family: String, weightClass: Int) -> FontFaceMetrics? {
    lock.withLock {
      families[family]?.min { a, b in
        let da = abs((a.openTypeFace?.weightClass ?? 400) - weightClass)
        let db = abs((b.openTypeFace?.weightClass ?? 400) - weightClass)
        let (wa, wb) = (a.openTypeFace?.weightClass ?? 400, b.openTypeFace?.weightClass ?? 400)
        if da != db { return da < db }
        return wa != wb ? wa < wb : a.postScriptName < b.postScriptName
      }
    }
  }

  /// Forgets every registration (tests).
  func removeAll() {
    lock.withLock {
      byName = [:]
      families = [:]
      familyOrder = []
    }
  }
}

extension UIFont {
  /// Registers the faces of a font file (`.ttf`, `.otf`, or each face of a `.ttc`), so that
  /// `UIFont(name:size:)` finds them by PostScript or full name and
  /// `TextEnvironment.systemFontFamily` can name their family; returns their PostScript
  /// names. Our
  /// addition, for what `UIAppFonts` or `CTFontManagerRegisterFontsForURL` do on iOS.
  ///
  /// Throws ``FontFileError`` (naming the file and the table) for a file that cannot be
  /// read; a bad file registers nothing.
  @discardableResult
  public static func register(fileAt url: URL) throws -> [String] {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw FontFileError(file: url.lastPathComponent, table: nil, reason: "cannot be read")
    }
    return try register(data: data, name: url.lastPathComponent)
  }

  /// Registers the faces of font file bytes; `name` names them in errors.
  @discardableResult
  public static func register(data: Data, name: String) throws -> [String] {
    let faces = try OpenTypeFace.faces(in: [UInt8](data), file: name).map(FontFaceMetrics.init)
    FontRegistry.shared.register(faces)
    return faces.map(\.postScriptName)
  }

  /// Whether a face was registered under `fontName` (PostScript or full name). Our addition.
  public static func isRegistered(fontName: String) -> Bool {
    FontRegistry.shared.face(named: fontName) != nil
  }

  /// The families fonts can be made from: DejaVu Sans, then the registered ones by name.
  public static var familyNames: [String] {
    ["DejaVu Sans"] + FontRegistry.shared.familyNames.filter { $0 != "DejaVu Sans" }
  }

  /// The PostScript names of a family's faces, lightest first.
  public static func fontNames(forFamilyName familyName: String) -> [String] {
    let registered = FontRegistry.shared.faceNames(inFamily: familyName)
    if familyName == "DejaVu Sans", registered.isEmpty { return ["DejaVuSans", "DejaVuSans-Bold"] }
    return registered
  }

  /// The system face for `weight`: the chosen family's nearest face, else DejaVu Sans or
  /// DejaVu Sans Bold (from semibold up).
  static func systemFace(weight: Weight) -> FontFaceMetrics {
    if let family = TextEnvironment.systemFontFamily,
      let face = FontRegistry.shared.face(inFamily: family, weightClass: weight.weightClass)
    {
      return face
    }
    return weight >= .semibold ? .dejaVuSansBold : .dejaVuSans
  }
}

extension UIFont.Weight {
  /// The `OS/2` weight class a weight stands for (regular 400, semibold 600, bold 700, …).
  var weightClass: Int {
    let table: [(UIFont.Weight, Int)] = [
      (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500),
      (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900),
    ]
    return table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }?.1 ?? 400
  }
}
