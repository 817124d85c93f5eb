// UIKitLayout: layout documents.
import Foundation
import UIKitLayout

/// One view of a document's tree, with everything the document can say about it.
///
/// Optional properties left `nil` keep UIKit's defaults for the view's class.
public struct ViewSpec: Sendable {
  /// The name constraints and output use for the view; unique in the document.
  public var name: String
  /// Which UIKit class the view is.
  public var kind: ViewKind
  /// Where the view was declared.
  public var location: SourceLocation
  /// The initial frame, in the superview's coordinates.
  public var frame: CGRect?
  /// `backgroundColor`.
  public var backgroundColor: DocumentColor?
  /// `layer.borderColor` (with `layer.borderWidth`).
  public var borderColor: DocumentColor?
  /// `layer.borderWidth` in points (1 when a border colour is given without a width).
  public var borderWidth: Double?
  /// `layer.cornerRadius`: the corners of the fill and border, in points.
  public var cornerRadius: Double?
  /// `UIView.autoresizingMask`.
  public var autoresizingMask: UIView.AutoresizingMask
  /// `translatesAutoresizingMaskIntoConstraints`; `nil` means "true if a frame is given".
  public var translatesAutoresizingMaskIntoConstraints: Bool?
  /// `layoutMargins` (left/right) or `directionalLayoutMargins` (leading/trailing).
  public var margins: MarginsSpec?
  /// `setContentHuggingPriority(_:for:)` per axis.
  public var hugging: AxisPriorities
  /// `setContentCompressionResistancePriority(_:for:)` per axis.
  public var compressionResistance: AxisPriorities
  /// `isHidden`.
  public var isHidden: Bool
  /// `alpha`.
  public var alpha: Double
  /// `semanticContentAttribute` (right-to-left forms use `.forceRightToLeft`).
  public var semanticContentAttribute: UISemanticContentAttribute?
  /// Custom layout guides the view owns (`addLayoutGuide`), by name.
  public var guides: [String]
  /// The subviews, back to front.
  public var subviews: [ViewSpec]

  /// Creates a plain view spec; set the other properties afterwards.
  public init(name: String, kind: ViewKind = .view, location: SourceLocation = .unknown) {
    self.name = name
    self.kind = kind
    self.location = location
    autoresizingMask = []
    hugging = AxisPriorities()
    compressionResistance = AxisPriorities()
    isHidden = false
    alpha = 1
    guides = []
    subviews = []
  }
}

/// Which class a view is, with what only that class has.
public enum ViewKind: Sendable {
  /// `UIView`.
  case view
  /// `UILabel`.
  case label(LabelSpec)
  /// `UIImageView` showing an image of a size (pictures draw it as a crossed box).
  case image(width: Double, height: Double)
  /// `UIScrollView` with a content size.
  case scroll(contentWidth: Double, contentHeight: Double)
  /// `UIButton` of type `.system` with a title.
  case button(title: String, font: FontSpec?)
  /// `UIStackView`; the view's `subviews` are its arranged subviews.
  case stack(StackSpec)
  /// One of the standard controls.
  case control(ControlSpec)

  /// The kind's name in documents: `view`, `label`, `image`, `scroll`, `button`, `stack`, or a
  /// control's (`switch`, `segmented`, …).
  public var keyword: String {
    switch self {
    case .view: "view"
    case .label: "label"
    case .image: "image"
    case .scroll: "scroll"
    case .button: "button"
    case .stack: "stack"
    case .control(let control): control.keyword
    }
  }

  /// Every keyword, for "expected one of" messages.
  public static let keywords = ["view", "label", "image", "scroll", "button", "stack"] + ControlSpec.keywords
}

/// A label's text and how it is set.
public struct LabelSpec: Sendable {
  /// `text`.
  public var text: String
  /// `font`; `nil` keeps UILabel's default (system 17).
  public var font: FontSpec?
  /// `textColor`.
  public var textColor: DocumentColor?
  /// `numberOfLines` (0: as many as needed).
  public var numberOfLines: Int
  /// `textAlignment`.
  public var textAlignment: NSTextAlignment

  /// Creates a one-line, naturally aligned label spec.
  public init(text: String) {
    self.text = text
    numberOfLines = 1
    textAlignment = .natural
  }
}

/// A system font of a size and weight.
public struct FontSpec: Sendable, Hashable {
  /// The point size.
  public var size: Double
  /// The weight's name in documents (`regular`, `bold`, …).
  public var weight: String
  /// A registered font's PostScript or full name (`fonts:`), instead of the system font.
  public var name: String?
  /// A Dynamic Type text style's name (`body`, `headline`, …): the style's font at the
  /// layout's text size, followed by the label (`adjustsFontForContentSizeCategory`).
  public var textStyle: String?

  /// Creates a font spec.
  public init(size: Double, weight: String = "regular", name: String? = nil, textStyle: String? = nil) {
    self.size = size
    self.weight = weight
    self.name = name
    self.textStyle = textStyle
  }

  /// UIKit's weights by their document names.
  public static let weights: [(String, UIFont.Weight)] = [
    ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
    ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy),
    ("black", .black),
  ]

  /// UIKit's text styles by their document names.
  public static let textStyles: [(String, UIFont.TextStyle)] = [
    ("largeTitle", .largeTitle), ("title1", .title1), ("title2", .title2), ("title3", .title3),
    ("headline", .headline), ("subheadline", .subheadline), ("body", .body),
    ("callout", .callout), ("footnote", .footnote), ("caption1", .caption1),
    ("caption2", .caption2),
  ]

  /// Whether `name` is the shipped font's or a registered font's PostScript or full name.
  static func isRegistered(_ name: String) -> Bool {
    ["DejaVuSans", "DejaVuSans-Bold"].contains(name) || UIFont.isRegistered(fontName: name)
  }

  /// The font: the text style's, the named font, or the system font of the size and weight.
  public var font: UIFont {
    if let textStyle, let style = Self.textStyles.first(where: { $0.0 == textStyle })?.1 {
      return UIFont.preferredFont(forTextStyle: style)
    }
    if let name, let font = UIFont(name: name, size: CGFloat(size)) { return font }
    let value = Self.weights.first { $0.0 == weight }?.1 ?? .regular
    return UIFont.systemFont(ofSize: CGFloat(size), weight: value)
  }
}

/// Content-hugging or compression-resistance priorities; `nil` keeps the class's default.
public struct AxisPriorities: Sendable, Hashable {
  /// The horizontal priority.
  public var horizontal: Float?
  /// The vertical priority.
  public var vertical: Float?

  /// Creates priorities.
  public init(horizontal: Float? = nil, vertical: Float? = nil) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

/// Layout margins, absolute or directional.
public enum MarginsSpec: Sendable, Hashable {
  /// `layoutMargins`.
  case absolute(top: Double, left: Double, bottom: Double, right: Double)
  /// `directionalLayoutMargins`.
  case directional(top: Double, leading: Double, bottom: Double, trailing: Double)
}
