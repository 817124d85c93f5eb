// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// One dimension of a compositional layout element: a fraction of its container's width or
/// height, an absolute length, or an estimate its cell's constraints replace.
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
  enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
  let kind: Kind
  /// The fraction, length or estimate.
  public let dimension: CGFloat

  init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
  }

  /// A fraction of the container's width.
  public static func fractionalWidth(_ fraction: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalWidth, fraction) }
  /// A fraction of the container's height.
  public static func fractionalHeight(_ fraction: CGFloat) -> NSCollectionLayoutDimension { .init(.fractionalHeight, fraction) }
  /// A length in points.
  public static func absolute(_ length: CGFloat) -> NSCollectionLayoutDimension { .init(.absolute, length) }
  /// A length until the element's view is measured.
  public static func estimated(_ length: CGFloat) -> NSCollectionLayoutDimension { .init(.estimated, length) }

  /// Whether it is a fraction of the container's width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether it is a fraction of the container's height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether it is a length.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether it is an estimate.
  public var isEstimated: Bool { kind == .estimated }

  /// The length in a container of `size`.
  func resolve(in size: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: size.width * dimension
    case .fractionalHeight: size.height * dimension
    case .absolute, .estimated: dimension
    }
  }
}

/// A width and a height.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension

  /// A size of two dimensions.
  public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
    widthDimension = width
    heightDimension = height
  }

  /// The size in a container of `size`.
  func resolve(in size: CGSize) -> CGSize {
    CGSize(width: widthDimension.resolve(in: size), height: heightDimension.resolve(in: size))
  }
}

/// The space between the items of a group: at least a length (flexible: spare room is shared
/// between the gaps), or exactly one (fixed).
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
  /// The length.
  public let spacing: CGFloat
  /// Whether spare room widens the gaps.
  public let isFlexibleSpacing: Bool

  init(_ spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    isFlexibleSpacing = flexible
  }

  /// Exactly `spacing`.
  public static func fixed(_ spacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing, flexible: false) }
  /// At least `spacing`, widened by the group's spare room.
  public static func flexible(_ spacing: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing, flexible: true) }
  /// Whether the spacing is fixed.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }
}
