// UIKitLayout: SVG rendering.
import Foundation
import UIKitLayout

extension LayoutSnapshot {
  /// What to capture from a laid-out tree.
  public struct CaptureOptions {
    /// The caption.
    public var caption: String
    /// The document name of a view (`nil` for views the caller did not create).
    public var name: (UIView) -> String?
    /// The constraints to draw as overlay marks (none by default), in the order to draw them.
    public var constraints: [NSLayoutConstraint]
    /// Those of ``constraints`` the engine broke to recover from a conflict (matched by
    /// identity; `LaidOutDocument.brokenConstraints` finds a document's from the engine's
    /// reports).
    public var brokenConstraints: [NSLayoutConstraint]
    /// A constraint in words for its mark (a tooltip, the broken list); `nil` builds one from
    /// the items' names (`card.leading == root.leading + 16`).
    public var describe: (NSLayoutConstraint) -> String?
    /// Whether to ask each view whether its layout is ambiguous (costs a solver query per view).
    public var marksAmbiguity: Bool
    /// Whether to record the root's safe-area insets (``LayoutSnapshot/safeAreaInsets``).
    public var capturesSafeArea: Bool
    /// Whether to record the margins in effect of each plain view and scroll view
    /// (``LayoutSnapshot/Node/layoutMargins``).
    public var capturesMargins: Bool

    /// Creates options; everything but the caption is optional.
    public init(
      caption: String, name: @escaping (UIView) -> String? = { _ in nil },
      constraints: [NSLayoutConstraint] = [], brokenConstraints: [NSLayoutConstraint] = [],
      describe: @escaping (NSLayoutConstraint) -> String? = { _ in nil }, marksAmbiguity: Bool = false,
      capturesSafeArea: Bool = false, capturesMargins: Bool = false
    ) {
      self.caption = caption
      self.name = name
      self.constraints = constraints
      self.brokenConstraints = brokenConstraints
      self.describe = describe
      self.marksAmbiguity = marksAmbiguity
      self.capturesSafeArea = capturesSafeArea
      self.capturesMargins = capturesMargins
    }
  }

  /// Captures `root` and its subviews as they are laid out and drawn now.
  ///
  /// First commits what is pending (`CATransaction.flush()`, which displays a window's tree)
  /// and displays any view still waiting to (a tree outside a window has no commit), so every
  /// view's `draw(_:)` has run at its current size; then reads each layer's background, border
  /// and recorded drawing, and turns the constraints asked for into overlay marks.
  @MainActor
  public static func capture(_ root: UIView, options: CaptureOptions) -> LayoutSnapshot {
    CATransaction.flush()
    let capturer = Capturer(root: root, options: options)
    // The tree first: it displays the views whose drawing the baselines of marks read.
    let tree = capturer.tree()
    let marker = ConstraintMarker(
      root: root, canvas: (Double(root.bounds.width), Double(root.bounds.height)), name: options.name,
      describe: options.describe)
    return LayoutSnapshot(
      caption: options.caption, width: Double(root.bounds.width), height: Double(root.bounds.height),
      root: tree, constraints: marker.marks(options.constraints, broken: options.brokenConstraints),
      safeAreaInsets: options.capturesSafeArea ? Insets(root.safeAreaInsets) : nil)
  }
}

/// Where a view's bounds coordinates are in the root's bounds coordinates.
@MainActor
private struct Place {
  let root: UIView
  let view: UIView
  /// The view's bounds coordinates to the root's.
  let toRoot: CGAffineTransform

  /// The view's box: the root's at the origin, the others in the root's bounds coordinates.
  var frame: CGRect {
    view === root ? CGRect(origin: .zero, size: root.bounds.size) : rect(view.bounds)
  }

  func rect(_ r: CGRect) -> CGRect { view === root ? r : r.applying(toRoot) }

  func point(_ p: CGPoint) -> CGPoint { view === root ? p : p.applying(toRoot) }
}

/// Walks live views into ``LayoutSnapshot/Node`` values.
@MainActor
private struct Capturer {
  let root: UIView
  let options: LayoutSnapshot.CaptureOptions

  /// The tree's nodes, built without recursion: views in pre-order, then nodes assembled from
  /// the last view back.
  ///
  /// Each view's map into the root's bounds coordinates is its own map into its superview's
  /// (as its layer makes it: position, anchor point, transform) followed by its parent's, so
  /// placing every view costs one step, not a walk to the root.
  func tree() -> LayoutSnapshot.Node {
    // Every view still waiting to be displayed is displayed first, parents first.
    root.layer.layoutAndDisplaySubtreeIfNeeded()
    var order: [(view: UIView, parent: Int?, toRoot: CGAffineTransform)] = []
    var stack: [(UIView, Int?)] = [(root, nil)]
    while let (view, parent) = stack.popLast() {
      var toRoot = CGAffineTransform.identity
      if let parent { toRoot = Self.toSuperlayer(view.layer).concatenating(order[parent].toRoot) }
      order.append((view, parent, toRoot))
      for child in view.subviews.reversed() { stack.append((child, order.count - 1)) }
    }
    // Children are finished before their parent (they come later in pre-order); each list
    // fills last child first.
    var children = [[LayoutSnapshot.Node]](repeating: [], count: order.count)
    var result: LayoutSnapshot.Node?
    for index in order.indices.reversed() {
      let place = Place(root: root, view: order[index].view, toRoot: order[index].toRoot)
      let made = node(order[index].view, place, children: children[index].reversed())
      children[index] = []
      if let parent = order[index].parent { children[parent].append(made) } else { result = made }
    }
    return result!
  }

  /// A layer's map from its bounds to its superlayer's: the anchor point to the origin, the
  /// transform, then to the position (a translation alone when untransformed), as Core
  /// Animation (and `convert(_:to:)`) maps it.
  static func toSuperlayer(_ layer: CALayer) -> CGAffineTransform {
    let anchorX = layer.bounds.origin.x + layer.anchorPoint.x * layer.bounds.size.width
    let anchorY = layer.bounds.origin.y + layer.anchorPoint.y * layer.bounds.size.height
    let transform = layer.affineTransform()
    if transform.isIdentity {
      return CGAffineTransform(translationX: layer.position.x - anchorX, y: layer.position.y - anchorY)
    }
    return CGAffineTransform(translationX: -anchorX, y: -anchorY)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: layer.position.x, y: layer.position.y))
  }

  func node(_ view: UIView, _ place: Place, children: [LayoutSnapshot.Node]) -> LayoutSnapshot.Node {
    var kind = LayoutSnapshot.Kind.view
    switch view {
    case is UILabel: kind = .label
    case is UIImageView: kind = .image
    case is UIScrollView: kind = .scroll
    case is UIButton: kind = .button
    default: break
    }
    let layer = view.layer
    let appearance = LayoutSnapshot.Appearance(
      fill: layer.backgroundColor.map(LayoutSnapshot.Color.init),
      stroke: layer.borderWidth > 0 ? layer.borderColor.map(LayoutSnapshot.Color.init) : nil,
      strokeWidth: Double(layer.borderWidth), cornerRadius: Double(layer.cornerRadius))
    return LayoutSnapshot.Node(
      name: options.name(view), kind: kind, frame: .init(place.frame), appearance: appearance,
      drawing: layer.recordedDrawing.map { drawing($0, at: place) }, clipsToBounds: view.clipsToBounds,
      isHidden: view.isHidden, alpha: Double(view.alpha),
      isAmbiguous: options.marksAmbiguity && view.hasAmbiguousLayout,
      layoutMargins: options.capturesMargins && (kind == .view || kind == .scroll)
        ? LayoutSnapshot.Insets(view.layoutMarginsInEffect) : nil,
      children: children)
  }

  /// A recorded operation moved from the view's bounds coordinates to the root's.
  func drawing(_ operation: DrawingOperation, at place: Place) -> LayoutSnapshot.Drawing {
    func box(_ r: CGRect) -> LayoutSnapshot.Rect { .init(place.rect(r)) }
    switch operation {
    case .fillRect(let r, let color): return .fill(box(r), .init(color))
    case .strokeRect(let r, let color, let width): return .stroke(box(r), .init(color), width: Double(width))
    case .fillEllipse(let r, let color): return .fillEllipse(box(r), .init(color))
    case .strokeEllipse(let r, let color, let width):
      return .strokeEllipse(box(r), .init(color), width: Double(width))
    case .image(let r, _): return .image(box(r))
    case .text(let run):
      let start = CGPoint(x: run.origin.x, y: run.baseline)
      let point = place.point(start)
      return .text(
        .init(
          string: run.string, origin: .init(x: Double(point.x), y: Double(point.y)),
          fontSize: Double(run.font.pointSize), isBold: run.font.fontName.lowercased().contains("bold"),
          color: .init(run.color), width: Double(run.width), isRightToLeft: Self.isRightToLeft(run.string),
          fontFace: Self.face(of: run.font)))
    }
  }

  /// The font's face, unless it is the shipped system font (which renderers know without it).
  static func face(of font: UIFont) -> FontFaceMetrics? {
    let face = font.metrics
    return face == .shipped(bold: false) || face == .shipped(bold: true) ? nil : face
  }

  /// Whether the first strong character is from a right-to-left script (Hebrew, Arabic and
  /// their presentation forms): the paragraph direction a string's drawing takes by default.
  static func isRightToLeft(_ string: String) -> Bool {
    for scalar in string.unicodeScalars {
      switch scalar.value {
      case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return true
      default: if scalar.properties.isAlphabetic { return false }
      }
    }
    return false
  }
}

extension LayoutSnapshot.Rect {
  init(_ r: CGRect) { self.init(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)) }
}

extension LayoutSnapshot.Color {
  init(_ color: CGColor) {
    func byte(_ x: CGFloat) -> UInt8 { UInt8(max(0, min(255, (x * 255).rounded()))) }
    let c = color.components ?? [0, 0, 0, 1]
    self.init(red: byte(c[0]), green: byte(c[1]), blue: byte(c[2]), alpha: byte(c[3]))
  }
}

extension LayoutSnapshot.Insets {
  init(_ insets: UIEdgeInsets) {
    self.init(
      top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
      right: Double(insets.right))
  }
}
