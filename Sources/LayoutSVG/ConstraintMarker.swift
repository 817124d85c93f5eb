// UIKitLayout: SVG rendering.
import Foundation
import UIKitLayout

/// Turns live constraints into overlay marks (``LayoutSnapshot/ConstraintMark``) in the root's
/// coordinates, as Xcode's canvas draws them.
///
/// A size becomes an I-bar across its item, near the item's bottom (a width) or right side
/// (a height), inside it; a relation between two edges a line along the axis across the gap,
/// where the two items overlap on the other axis (or through the first item's middle when they
/// don't); edges that coincide a tick. Lines that would lie on one another (two widths of one
/// view) are moved apart, then everything is clamped to the canvas. Marks come out in the
/// order of the constraints, so the picture does not depend on hashing.
@MainActor
struct ConstraintMarker {
  let root: UIView
  let canvas: (width: Double, height: Double)
  let name: (UIView) -> String?
  let describe: (NSLayoutConstraint) -> String?

  typealias Mark = LayoutSnapshot.ConstraintMark
  typealias Point = LayoutSnapshot.Point

  /// How far a size's I-bar sits inside its item's far edge, at most.
  static let sizeInset = 8.0
  /// How far a line that would lie on another is moved (a label's height and a point, so
  /// their labels clear each other too), and how many times at most.
  static let separation = 12.0, separationTries = 4
  /// The label's height, and how far its centre is from the line it names (a broken mark's
  /// further, clear of its cross).
  static let labelHeight = 11.0, labelGap = 7.0, brokenLabelGap = 11.0

  /// An item of a constraint: its frame in the root's coordinates, its margins in effect and
  /// its layout direction.
  struct Item {
    var frame: CGRect
    var margins: UIEdgeInsets
    var isRightToLeft: Bool
    var view: UIView?
  }

  /// A label already placed (its centre and size), for keeping later ones off it.
  private struct LabelBox {
    var x, y, width, height: Double

    func overlaps(_ other: LabelBox) -> Bool {
      abs(x - other.x) < (width + other.width) / 2 && abs(y - other.y) < (height + other.height) / 2
    }
  }

  /// A line already placed, for moving later ones off it.
  private struct Placed {
    var horizontal: Bool
    var cross: Double
    var lo: Double, hi: Double

    func isUnder(_ other: Placed) -> Bool {
      horizontal == other.horizontal && abs(cross - other.cross) < 6
        && min(hi, other.hi) - max(lo, other.lo) > 0.5
    }
  }

  /// The marks of `constraints` (inactive ones, and those naming items outside the tree, have
  /// none); those in `broken` (by identity) are marked broken.
  func marks(_ constraints: [NSLayoutConstraint], broken: [NSLayoutConstraint]) -> [Mark] {
    guard canvas.width > 0, canvas.height > 0, canvas.width.isFinite, canvas.height.isFinite else { return [] }
    // Membership only: the marks' order is the constraints' order.
    let brokenSet = Set(broken.map(ObjectIdentifier.init))
    var placed: [Placed] = []
    var labels: [LabelBox] = []
    var result: [Mark] = []
    for constraint in constraints {
      let isBroken = brokenSet.contains(ObjectIdentifier(constraint))
      guard let mark = mark(constraint, isBroken: isBroken, placed: &placed, labels: &labels) else { continue }
      result.append(mark)
    }
    return result
  }

  private func mark(
    _ constraint: NSLayoutConstraint, isBroken: Bool, placed: inout [Placed], labels: inout [LabelBox]
  ) -> Mark? {
    guard constraint.isActive, let firstObject = constraint.firstItem, let first = item(firstObject) else { return nil }
    let attribute = constraint.firstAttribute
    let horizontal = Self.isHorizontal(attribute)
    let second = constraint.secondItem.flatMap(item)
    if constraint.secondItem != nil && second == nil { return nil }
    var line: Placed
    var isAlignment = false
    let label: String?
    // Lines are moved off earlier ones: a size inward (up or left, toward the item's middle,
    // as its I-bar starts near the bottom or right), a spacing down or right.
    let direction: Double
    if attribute == .width || attribute == .height {
      if second != nil, constraint.secondAttribute != .width && constraint.secondAttribute != .height { return nil }
      let f = first.frame
      line = horizontal
        ? Placed(horizontal: true, cross: Double(f.maxY - min(Self.sizeInset, f.height / 2)), lo: Double(f.minX), hi: Double(f.maxX))
        : Placed(horizontal: false, cross: Double(f.maxX - min(Self.sizeInset, f.width / 2)), lo: Double(f.minY), hi: Double(f.maxY))
      label = Self.sizeLabel(constraint)
      direction = -1
    } else {
      guard let second, Self.isHorizontal(constraint.secondAttribute) == horizontal,
        constraint.secondAttribute != .width, constraint.secondAttribute != .height,
        constraint.secondAttribute != .notAnAttribute
      else { return nil }
      let p1 = position(attribute, of: first), p2 = position(constraint.secondAttribute, of: second)
      let cross = Self.overlapMiddle(first.frame, second.frame, horizontal: horizontal)
      line = Placed(horizontal: horizontal, cross: cross, lo: min(p1, p2), hi: max(p1, p2))
      isAlignment = abs(p1 - p2) < 0.5
      label = Self.spacingLabel(constraint)
      direction = 1
    }
    guard [line.cross, line.lo, line.hi].allSatisfy(\.isFinite) else { return nil }
    if !isAlignment {
      for _ in 0..<Self.separationTries where placed.contains(where: line.isUnder) {
        line.cross += direction * Self.separation
      }
      placed.append(line)
    }
    // Clamped to the canvas: a line whose ends then meet (both beyond one edge) is a tick.
    let (alongLimit, crossLimit) = horizontal ? (canvas.width, canvas.height) : (canvas.height, canvas.width)
    line.lo = Self.clamp(line.lo, alongLimit)
    line.hi = Self.clamp(line.hi, alongLimit)
    line.cross = Self.clamp(line.cross, crossLimit)
    if line.hi - line.lo < 0.5 { isAlignment = true }
    let kind: Mark.Kind = isAlignment ? .alignment : (attribute == .width || attribute == .height ? .size : .spacing)
    let (from, to): (Point, Point)
    if isAlignment {
      // A tick across the axis where the edges meet.
      let c0 = Self.clamp(line.cross - Mark.tickHalfLength, crossLimit)
      let c1 = Self.clamp(line.cross + Mark.tickHalfLength, crossLimit)
      (from, to) = horizontal
        ? (Point(x: line.lo, y: c0), Point(x: line.lo, y: c1)) : (Point(x: c0, y: line.lo), Point(x: c1, y: line.lo))
    } else {
      (from, to) = horizontal
        ? (Point(x: line.lo, y: line.cross), Point(x: line.hi, y: line.cross))
        : (Point(x: line.cross, y: line.lo), Point(x: line.cross, y: line.hi))
    }
    // A size's label goes inside its item (the I-bar is near the item's far side).
    let center = labelCenter(
      label, from: from, to: to, inward: kind == .size, isBroken: isBroken, taken: &labels)
    return Mark(
      kind: kind, axis: horizontal ? .horizontal : .vertical, from: from, to: to, label: label,
      labelCenter: center, isOptional: constraint.priority.rawValue < 1000, isBroken: isBroken,
      description: describe(constraint) ?? words(constraint))
  }

  // MARK: - Geometry

  /// A view of the tree or a guide owned by one, with its frame in the root's coordinates.
  func item(_ object: AnyObject) -> Item? {
    if let view = object as? UIView, view === root || view.isDescendant(of: root) {
      let frame = view === root ? CGRect(origin: .zero, size: root.bounds.size) : view.convert(view.bounds, to: root)
      return Item(
        frame: frame, margins: view.layoutMarginsInEffect,
        isRightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft, view: view)
    }
    if let guide = object as? UILayoutGuide, let owner = guide.owningView,
      owner === root || owner.isDescendant(of: root)
    {
      return Item(
        frame: owner.convert(guide.layoutFrame, to: root), margins: .zero,
        isRightToLeft: owner.effectiveUserInterfaceLayoutDirection == .rightToLeft, view: nil)
    }
    return nil
  }

  /// Where an edge, centre or baseline of an item lies on its axis.
  func position(_ attribute: NSLayoutConstraint.Attribute, of item: Item) -> Double {
    var r = item.frame
    switch attribute {
    case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
      .centerXWithinMargins, .centerYWithinMargins:
      r = r.inset(by: item.margins)
    default: break
    }
    let rtl = item.isRightToLeft
    switch attribute {
    case .left, .leftMargin: return Double(r.minX)
    case .right, .rightMargin: return Double(r.maxX)
    case .leading, .leadingMargin: return Double(rtl ? r.maxX : r.minX)
    case .trailing, .trailingMargin: return Double(rtl ? r.minX : r.maxX)
    case .centerX, .centerXWithinMargins: return Double(r.midX)
    case .top, .topMargin: return Double(r.minY)
    case .bottom, .bottomMargin: return Double(r.maxY)
    case .firstBaseline: return baseline(of: item.view, first: true) ?? Double(r.maxY)
    case .lastBaseline: return baseline(of: item.view, first: false) ?? Double(r.maxY)
    default: return Double(r.midY)
    }
  }

  /// A view's first or last baseline: where its baseline view (or the first view under it
  /// with text) drew its first or last line of text, in the root's coordinates; `nil` when no
  /// text was drawn (the edge is the bottom then, as for UIKit's views without text).
  func baseline(of view: UIView?, first: Bool) -> Double? {
    guard let view else { return nil }
    var stack = [first ? view.forFirstBaselineLayout : view.forLastBaselineLayout]
    while let current = stack.popLast() {
      let baselines = current.layer.recordedDrawing.compactMap { operation -> CGFloat? in
        if case .text(let run) = operation { return run.baseline }
        return nil
      }
      if let y = first ? baselines.first : baselines.last {
        return Double(current === root ? y : current.convert(CGPoint(x: 0, y: y), to: root).y)
      }
      stack.append(contentsOf: first ? current.subviews.reversed() : current.subviews)
    }
    return nil
  }

  /// The middle of where two frames overlap across the axis, or of the first frame when they
  /// don't overlap.
  static func overlapMiddle(_ a: CGRect, _ b: CGRect, horizontal: Bool) -> Double {
    let (a0, a1) = horizontal ? (a.minY, a.maxY) : (a.minX, a.maxX)
    let (b0, b1) = horizontal ? (b.minY, b.maxY) : (b.minX, b.maxX)
    let lo = max(a0, b0), hi = min(a1, b1)
    return Double(hi >= lo ? (lo + hi) / 2 : (a0 + a1) / 2)
  }

  static func isHorizontal(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
    switch attribute {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      return true
    default: return false
    }
  }

  static func clamp(_ x: Double, _ limit: Double) -> Double { min(max(x, 0), limit) }

  /// Beside the line, clear of the labels already placed: above a horizontal line (below
  /// when that is taken), right of a vertical one (left first when `inward`), then a label's
  /// height further along; each moved inside the canvas. When every place is taken, the first.
  private func labelCenter(
    _ label: String?, from: Point, to: Point, inward: Bool, isBroken: Bool, taken: inout [LabelBox]
  ) -> Point {
    let text = label ?? ""
    let width = Mark.labelWidth(text), height = Self.labelHeight
    let gap = isBroken ? Self.brokenLabelGap : Self.labelGap
    let mid = Point(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
    var offsets: [(Double, Double)]
    if from.y == to.y {
      offsets = [(0, -gap), (0, gap), (0, -gap - height), (0, gap + height)]
    } else {
      let side = (width / 2 + 3 + gap - Self.labelGap) * (inward ? -1 : 1)
      offsets = [(side, 0), (-side, 0), (side, height), (-side, height), (side, -height), (-side, -height)]
    }
    func inside(_ v: Double, _ half: Double, _ limit: Double) -> Double {
      limit < 2 * half ? limit / 2 : min(max(v, half), limit - half)
    }
    // Each place moved inside the canvas, and whether it had to be (a place that fits as it is
    // comes first: a label pushed in from an edge may lie on its line).
    let candidates = offsets.map { dx, dy in
      let box = LabelBox(
        x: inside(mid.x + dx, width / 2, canvas.width), y: inside(mid.y + dy, height / 2, canvas.height),
        width: width, height: height)
      return (box: box, fits: box.x == mid.x + dx && box.y == mid.y + dy)
    }
    let free = candidates.filter { candidate in !taken.contains(where: candidate.box.overlaps) }
    let chosen = (free.first(where: \.fits) ?? free.first ?? candidates.first(where: \.fits) ?? candidates[0]).box
    if label != nil { taken.append(chosen) }
    return Point(x: chosen.x, y: chosen.y)
  }
}
