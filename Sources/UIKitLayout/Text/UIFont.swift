// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// https://developer.apple.com/documentation/uikit/uifont
//
// DIVERGENCE(UIKit): there is one family, the shipped DejaVu Sans metrics (regular and bold).
// Every way of making a font (system, named, text style) gives those metrics at the requested
// size, so sizes are the same on every platform; weights from semibold up use the bold face.
// See docs/text-measurement.md.

/// A font: a face's metrics at a point size (UIKit's `UIFont`).
///
/// Values are immutable; make another font with ``withSize(_:)``.
///
/// An `NSObject`, as UIKit's: `==` is ``isEqual(_:)``, which compares face and size.
open class UIFont: NSObject, @unchecked Sendable {
  /// The face's measurements, in font units.
  public let metrics: FontFaceMetrics

  /// The size in points (one em).
  public let pointSize: CGFloat

  /// How Dynamic Type resizes this font: a text style's font, a font scaled by
  /// `UIFontMetrics`, or neither (`nil`).
  let scaling: DynamicTypeScaling?

  /// Creates a font from a face and a size: our addition, for faces other than the shipped
  /// ones (a custom ``TextMeasuring`` can read them from ``metrics``).
  public convenience init(metrics: FontFaceMetrics, pointSize: CGFloat) {
    self.init(metrics: metrics, pointSize: pointSize, scaling: nil)
  }

  init(metrics: FontFaceMetrics, pointSize: CGFloat, scaling: DynamicTypeScaling?) {
    self.metrics = metrics
    self.pointSize = pointSize
    self.scaling = scaling
    super.init()
  }

  /// The registered face named `fontName` (PostScript or full name, see
  /// `register(fileAt:)`) at `fontSize`; for any other name the shipped font, never `nil`
  /// (UIKit's is `nil` for a font it doesn't know).
  ///
  /// An unregistered name containing `Bold`, `Semibold`, `Heavy` or `Black` gives the bold
  /// face.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    if let face = FontRegistry.shared.face(named: fontName) {
      self.init(metrics: face, pointSize: fontSize)
      return
    }
    let isBold = ["Bold", "Semibold", "Heavy", "Black"].contains { fontName.contains($0) }
    self.init(metrics: isBold ? .dejaVuSansBold : .dejaVuSans, pointSize: fontSize)
  }

  // MARK: - System fonts

  /// The system font at `fontSize`, regular weight.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The system font at `fontSize` and `weight`: DejaVu Sans, whose bold face stands for
  /// `.semibold` and heavier, unless `TextEnvironment.systemFontFamily` names a registered
  /// family (then its face of the nearest weight).
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(metrics: systemFace(weight: weight), pointSize: fontSize)
  }

  /// The bold system font at `fontSize`.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The italic system font at `fontSize`; measured as the regular face (italic advances are
  /// not shipped).
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The standard system font size, 14.
  public static var systemFontSize: CGFloat { 14 }
  /// The standard small system font size, 12.
  public static var smallSystemFontSize: CGFloat { 12 }
  /// The standard label font size, 17.
  public static var labelFontSize: CGFloat { 17 }
  /// The standard button font size, 18.
  public static var buttonFontSize: CGFloat { 18 }

  // MARK: - Metrics, in points

  /// The face's PostScript name (`DejaVuSans`): the face actually measured, not the name asked
  /// for.
  public var fontName: String { metrics.postScriptName }

  /// The family's name (`DejaVu Sans`).
  public var familyName: String { metrics.familyName }

  /// Distance from the baseline to the top of a line, positive.
  public var ascender: CGFloat { points(metrics.ascender) }

  /// Distance from the baseline to the bottom of a line, negative.
  public var descender: CGFloat { points(metrics.descender) }

  /// Extra space between lines (the line gap).
  public var leading: CGFloat { points(metrics.lineGap) }

  /// The height of a line: `ascender - descender + leading`.
  public var lineHeight: CGFloat {
    points(metrics.ascender - metrics.descender + metrics.lineGap)
  }

  /// The height of capital letters.
  public var capHeight: CGFloat { points(metrics.capHeight) }

  /// The height of lower-case `x`.
  public var xHeight: CGFloat { points(metrics.xHeight) }

  /// The same face at another size (no longer resized by Dynamic Type).
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(metrics: metrics, pointSize: fontSize)
  }

  /// `units` font units at this size, in points.
  func points(_ units: Int) -> CGFloat {
    CGFloat(units) * pointSize / CGFloat(metrics.unitsPerEm)
  }

  // MARK: - Equality and description

  /// Fonts are equal when they have the same face and size.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return metrics.postScriptName == other.metrics.postScriptName && pointSize == other.pointSize
  }

  /// Hashes the face's name and the size.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(metrics.postScriptName)
    hasher.combine(pointSize)
    return hasher.finalize()
  }

  /// `<UIFont: DejaVuSans 17pt>`.
  open override var description: String {
    "<UIFont: \(fontName) \(DebugFormat.number(pointSize))pt>"
  }
}

extension UIFont {
  /// A font weight, from -1 (thinnest) to 1 (heaviest), with UIKit's named values.
  public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
    /// The weight's value.
    public let rawValue: CGFloat
    /// Wraps a value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Wraps a value.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    /// UIKit's `.ultraLight` (-0.8).
    public static let ultraLight = Weight(-0.8)
    /// UIKit's `.thin` (-0.6).
    public static let thin = Weight(-0.6)
    /// UIKit's `.light` (-0.4).
    public static let light = Weight(-0.4)
    /// UIKit's `.regular` (0).
    public static let regular = Weight(0)
    /// UIKit's `.medium` (0.23).
    public static let medium = Weight(0.23)
    /// UIKit's `.semibold` (0.3).
    public static let semibold = Weight(0.3)
    /// UIKit's `.bold` (0.4).
    public static let bold = Weight(0.4)
    /// UIKit's `.heavy` (0.56).
    public static let heavy = Weight(0.56)
    /// UIKit's `.black` (0.62).
    public static let black = Weight(0.62)

    /// Orders weights by value.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// A Dynamic Type text style.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name, as UIKit spells it.
    public let rawValue: String
    /// Wraps a name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The `.largeTitle` style.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// The `.title1` style.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// The `.title2` style.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// The `.title3` style.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// The `.headline` style.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// The `.subheadline` style.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// The `.body` style.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// The `.callout` style.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// The `.footnote` style.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// The `.caption1` style.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// The `.caption2` style.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }
}
