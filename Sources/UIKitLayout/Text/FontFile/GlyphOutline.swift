// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// A glyph's outline as TrueType draws it: closed contours of straight and quadratic Bézier
/// segments in font units (y up, the origin on the baseline at the pen position), and the
/// glyph's advance. Our addition: what the PNG renderer fills to draw text.
///
/// Read with ``OpenTypeFace/outline(ofGlyph:)``. Outlines are filled by the nonzero winding
/// rule; TrueType draws filled contours clockwise and holes counter-clockwise.
public struct GlyphOutline: Sendable, Hashable {
  /// A point in font units (fractional once a composite glyph scales its components, or
  /// where an on-curve point is implied halfway between two off-curve ones).
  public struct Point: Sendable, Hashable {
    /// The coordinates, y up.
    public var x, y: Double
    /// Creates a point.
    public init(x: Double, y: Double) {
      self.x = x
      self.y = y
    }
  }

  /// One piece of a contour, from where the previous one ended (or the contour's start).
  public enum Segment: Sendable, Hashable {
    /// A straight line to a point.
    case line(to: Point)
    /// A quadratic Bézier curve through `control` to `to`.
    case quadratic(control: Point, to: Point)
  }

  /// A closed contour: its start and its segments, the last of which ends at the start.
  public struct Contour: Sendable, Hashable {
    /// Where the contour starts (an on-curve point, or one implied between two off-curve
    /// points when the contour has none).
    public var start: Point
    /// The segments in order; the last ends at ``start``.
    public var segments: [Segment]
    /// Creates a contour.
    public init(start: Point, segments: [Segment]) {
      self.start = start
      self.segments = segments
    }
  }

  /// The contours, in the file's order (components' contours in component order).
  public var contours: [Contour]
  /// The glyph's advance width from `hmtx`, in font units.
  public var advance: Int

  /// Creates an outline.
  public init(contours: [Contour], advance: Int) {
    self.contours = contours
    self.advance = advance
  }

  /// The outline of TrueType points: `ends[i]` is one past contour `i`'s last point. Implied
  /// on-curve points sit halfway between consecutive off-curve points; a contour without
  /// on-curve points starts halfway between its last and first points. Contours of fewer
  /// than two points draw nothing and are left out.
  init(points: RawGlyphPoints, advance: Int) {
    var contours: [Contour] = []
    contours.reserveCapacity(points.ends.count)
    var first = 0
    for end in points.ends {
      defer { first = end }
      let count = end - first
      guard count >= 2 else { continue }
      func point(_ k: Int) -> Point { Point(x: points.xs[first + k], y: points.ys[first + k]) }
      func midpoint(_ a: Point, _ b: Point) -> Point { Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
      // Start at the first on-curve point and go once round, back to it; without one, start
      // between the last and first points and go round every point.
      let start: Point
      let order: [Int]
      if let onCurve = (0..<count).first(where: { points.onCurve[first + $0] }) {
        start = point(onCurve)
        order = (1...count).map { (onCurve + $0) % count }
      } else {
        start = midpoint(point(count - 1), point(0))
        order = Array(0..<count)
      }
      var segments: [Segment] = []
      segments.reserveCapacity(count)
      var control: Point?
      for k in order {
        let next = point(k)
        if points.onCurve[first + k] {
          segments.append(control.map { .quadratic(control: $0, to: next) } ?? .line(to: next))
          control = nil
        } else {
          if let previous = control {
            segments.append(.quadratic(control: previous, to: midpoint(previous, next)))
          }
          control = next
        }
      }
      if let control { segments.append(.quadratic(control: control, to: start)) }
      contours.append(Contour(start: start, segments: segments))
    }
    self.init(contours: contours, advance: advance)
  }
}

/// A glyph's TrueType points before they become segments: coordinates, on-curve flags, and
/// where each contour ends (one past its last point). Composite glyphs are assembled at this
/// level, since point matching numbers these points.
struct RawGlyphPoints {
  var xs: [Double] = []
  var ys: [Double] = []
  var onCurve: [Bool] = []
  var ends: [Int] = []

  var count: Int { xs.count }

  /// Appends `other`'s contours, each point moved by the matrix `(a b; c d)` — x′ = a·x + c·y,
  /// y′ = b·x + d·y, as FreeType reads a component's 2 × 2 — and then by `(dx, dy)`.
  mutating func append(
    _ other: RawGlyphPoints, matrix: (a: Double, b: Double, c: Double, d: Double)?, dx: Double, dy: Double
  ) {
    let base = count
    for i in 0..<other.count {
      var x = other.xs[i], y = other.ys[i]
      if let m = matrix { (x, y) = (m.a * x + m.c * y, m.b * x + m.d * y) }
      xs.append(x + dx)
      ys.append(y + dy)
    }
    onCurve += other.onCurve
    ends += other.ends.map { $0 + base }
  }
}

/// A face's parsed outlines, kept so each glyph is read once: the renderer asks for the same
/// letters over and over. A lock makes it safe to share, as faces are, between tasks; it keeps
/// at most ``pointBudget`` points, so a font of huge glyphs cannot make it grow without bound
/// (past that, glyphs are read each time).
final class GlyphOutlineCache: @unchecked Sendable {
  /// The most points (segments) the cache holds.
  static let pointBudget = 1 << 20

  private let lock = NSLock()
  private var outlines: [UInt16: Result<GlyphOutline, FontFileError>] = [:]
  private var points = 0

  /// The cached result for `glyph`, or the one `read` gives (then cached while it fits).
  func outline(
    _ glyph: UInt16, read: () -> Result<GlyphOutline, FontFileError>
  ) -> Result<GlyphOutline, FontFileError> {
    if let known = lock.withLock({ outlines[glyph] }) { return known }
    let result = read()
    let size = (try? result.get())?.contours.reduce(1) { $0 + $1.segments.count + 1 } ?? 1
    lock.withLock {
      if outlines[glyph] == nil, points + size <= Self.pointBudget {
        outlines[glyph] = result
        points += size
      }
    }
    return result
  }
}
