// UIKitLayout: layout documents.
import Foundation

import UIKitLayout

/// A screen described as data: a view tree, its constraints and the sizes to lay it out at.
///
/// Loaded from YAML or JSON by ``LayoutDocument/load(contentsOf:)`` or
/// ``LayoutDocument/init(text:file:)``; the format is described in `docs/layout-document.md`.
/// Every value is typed: names and enums are checked while loading, so nothing past loading
/// deals in raw strings except the names views are known by.
public struct LayoutDocument: Sendable {
  /// The document's title (optional; the file name is used when absent).
  public var title: String?
  /// The sizes to lay the root out at, in order. Never empty once loaded.
  public var sizes: [LayoutSize]
  /// The root view. Its frame is the size the tree was designed at, which autoresizing masks
  /// measure changes from.
  public var root: ViewSpec
  /// Named numbers usable in equations and VFL strings.
  public var metrics: [String: Double]
  /// Constraints written as equations, in order.
  public var constraints: [ConstraintSpec]
  /// Constraints written in the Visual Format Language, in order.
  public var visualFormats: [VisualFormatSpec]
  /// Where the file came from, for diagnostics raised after loading.
  public var file: String
  /// The Dynamic Type sizes to lay out at, each at every size (`contentSize:`); empty for
  /// the device default (Large) only.
  public var contentSizes: [UIContentSizeCategory] = []
  /// The registered family system fonts are measured with (`systemFont:`), or `nil` for the
  /// shipped DejaVu Sans.
  public var systemFontFamily: String?
  /// The font files the document registered (`fonts:`), as resolved paths.
  public var fontFiles: [String] = []

  /// Every layout the document asks for: each size at each Dynamic Type size, in order.
  public var variants: [(size: LayoutSize, contentSize: UIContentSizeCategory?)] {
    let categories: [UIContentSizeCategory?] = contentSizes.isEmpty ? [nil] : contentSizes
    return sizes.flatMap { size in categories.map { (size, $0) } }
  }

  /// How a layout is named in captions and file names: the size, then the text size when one
  /// was asked for (`iPhone 15 portrait, text XXL`).
  public static func caption(_ size: LayoutSize, _ contentSize: UIContentSizeCategory?) -> String {
    contentSize.map { "\(size), text \($0.shortName)" } ?? size.description
  }

  /// Creates a document from its parts.
  public init(
    title: String? = nil, sizes: [LayoutSize], root: ViewSpec, metrics: [String: Double] = [:],
    constraints: [ConstraintSpec] = [], visualFormats: [VisualFormatSpec] = [],
    file: String = "<input>"
  ) {
    self.title = title
    self.sizes = sizes
    self.root = root
    self.metrics = metrics
    self.constraints = constraints
    self.visualFormats = visualFormats
    self.file = file
  }

  /// Every view in tree order (depth first, parents before children, siblings in order).
  public var allViews: [ViewSpec] {
    var result: [ViewSpec] = []
    func walk(_ view: ViewSpec) {
      result.append(view)
      view.subviews.forEach(walk)
    }
    walk(root)
    return result
  }
}

/// A constraint equation as written, with where it was written.
public struct ConstraintSpec: Sendable, Hashable {
  /// The text, such as `title.leading == card.leadingMargin + 8 @ 750`.
  public var text: String
  /// Where the text starts in the file (the first character of the equation itself).
  public var location: SourceLocation

  /// Creates a spec.
  public init(_ text: String, location: SourceLocation = .unknown) {
    self.text = text
    self.location = location
  }
}

/// A Visual Format Language string as written, with where it was written.
public struct VisualFormatSpec: Sendable, Hashable {
  /// The format, such as `H:|-[title]-|`.
  public var format: String
  /// Where the format starts in the file.
  public var location: SourceLocation

  /// Creates a spec.
  public init(_ format: String, location: SourceLocation = .unknown) {
    self.format = format
    self.location = location
  }
}
