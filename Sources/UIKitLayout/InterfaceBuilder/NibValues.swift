// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// How Interface Builder spells values in its XML: colours, fonts, masks, insets, attributes
// and relations of constraints, the enumerations of labels, stacks and controls.

enum NibValues {
  /// A `<color>`: sRGB or calibrated components, a white level, or a system colour name.
  static func color(_ node: XMLNode) -> UIColor? {
    if let name = node["systemColor"] ?? node["cocoaTouchSystemColor"] {
      return systemColors[name]
    }
    if let white = node["white"].flatMap(Double.init) {
      return UIColor(white: CGFloat(white), alpha: CGFloat(node["alpha"].flatMap(Double.init) ?? 1))
    }
    guard let red = node["red"].flatMap(Double.init), let green = node["green"].flatMap(Double.init),
      let blue = node["blue"].flatMap(Double.init)
    else { return nil }
    return UIColor(
      red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue),
      alpha: CGFloat(node["alpha"].flatMap(Double.init) ?? 1))
  }

  /// Interface Builder's names of UIKit's named colours (`systemBackgroundColor`,
  /// `labelColor`, `darkTextColor`).
  static let systemColors: [String: UIColor] = [
    "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
    "tertiarySystemBackgroundColor": .tertiarySystemBackground,
    "systemGroupedBackgroundColor": .systemGroupedBackground,
    "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
    "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
    "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": .placeholderText,
    "linkColor": .link, "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator,
    "systemBlueColor": .systemBlue, "systemRedColor": .systemRed, "systemGreenColor": .systemGreen,
    "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow, "systemPinkColor": .systemPink,
    "systemPurpleColor": .systemPurple, "systemTealColor": .systemTeal, "systemIndigoColor": .systemIndigo,
    "systemBrownColor": .systemBrown, "systemMintColor": .systemMint, "systemCyanColor": .systemCyan,
    "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
    "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
    "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
    "tertiarySystemFillColor": .tertiarySystemFill, "quaternarySystemFillColor": .quaternarySystemFill,
    "whiteColor": .white, "blackColor": .black, "clearColor": .clear, "darkTextColor": .darkText,
    "lightTextColor": .lightText, "groupTableViewBackgroundColor": .systemGroupedBackground,
  ]

  /// A `<fontDescription>`: a text style, a system font of a type and weight, or a named font.
  static func font(_ node: XMLNode) -> UIFont? {
    let size = CGFloat(node["pointSize"].flatMap(Double.init) ?? 17)
    if let style = node["style"] { return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style)) }
    switch node["type"] {
    case "boldSystem": return .boldSystemFont(ofSize: size)
    case "italicSystem": return .italicSystemFont(ofSize: size)
    case "system":
      let weight = weights[node["weight"] ?? "regular"] ?? .regular
      return .systemFont(ofSize: size, weight: weight)
    default:
      guard let name = node["name"] else { return nil }
      return UIFont(name: name, size: size)
    }
  }

  static let weights: [String: UIFont.Weight] = [
    "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular,
    "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
  ]

  /// An `<autoresizingMask>`.
  static func mask(_ node: XMLNode) -> UIView.AutoresizingMask {
    var mask: UIView.AutoresizingMask = []
    let flags: [(String, UIView.AutoresizingMask)] = [
      ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
      ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
      ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]
    for (name, flag) in flags where node[name] == "YES" { mask.insert(flag) }
    return mask
  }

  /// A `<rect>`.
  static func rect(_ node: XMLNode) -> CGRect {
    func number(_ name: String) -> CGFloat { CGFloat(node[name].flatMap(Double.init) ?? 0) }
    return CGRect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
  }

  /// An `<edgeInsets>` or `<directionalEdgeInsets>` (top, leading/left, bottom, trailing/right).
  static func insets(_ node: XMLNode) -> (top: CGFloat, start: CGFloat, bottom: CGFloat, end: CGFloat) {
    func number(_ names: String...) -> CGFloat {
      CGFloat(names.lazy.compactMap { node[$0].flatMap(Double.init) }.first ?? 0)
    }
    // `<edgeInsets>` spells top/left/bottom/right, `<inset>` minY/minX/maxY/maxX.
    return (
      number("top", "minY"), number("leading", "left", "minX"), number("bottom", "maxY"),
      number("trailing", "right", "maxX")
    )
  }

  static func bool(_ value: String?) -> Bool { value == "YES" }

  static func number(_ value: String?) -> CGFloat? { value.flatMap(Double.init).map { CGFloat($0) } }

  /// A constraint attribute as Interface Builder writes it.
  static let attributes: [String: NSLayoutConstraint.Attribute] = [
    "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading,
    "trailing": .trailing, "width": .width, "height": .height, "centerX": .centerX,
    "centerY": .centerY, "baseline": .lastBaseline, "lastBaseline": .lastBaseline,
    "firstBaseline": .firstBaseline, "leftMargin": .leftMargin, "rightMargin": .rightMargin,
    "topMargin": .topMargin, "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin,
    "trailingMargin": .trailingMargin, "centerXWithinMargins": .centerXWithinMargins,
    "centerYWithinMargins": .centerYWithinMargins,
  ]

  /// `0.5`, or Interface Builder's ratio form `16:9`.
  static func multiplier(_ text: String?) -> CGFloat? {
    guard let text else { return 1 }
    let parts = text.split(separator: ":")
    if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { return CGFloat(a / b) }
    return Double(text).map { CGFloat($0) }
  }

  static let textAlignments: [String: NSTextAlignment] = [
    "natural": .natural, "left": .left, "center": .center, "right": .right, "justified": .justified,
  ]

  static let lineBreakModes: [String: NSLineBreakMode] = [
    "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
    "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail,
    "middleTruncation": .byTruncatingMiddle,
  ]

  static let contentModes: [String: UIView.ContentMode] = [
    "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
    "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
    "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
  ]

  static let stackAlignments: [String: UIStackView.Alignment] = [
    "fill": .fill, "top": .top, "leading": .leading, "center": .center, "bottom": .bottom,
    "trailing": .trailing, "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
  ]

  static let stackDistributions: [String: UIStackView.Distribution] = [
    "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
    "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
  ]
}
