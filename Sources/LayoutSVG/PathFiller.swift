// UIKitLayout: pictures.

/// A path of straight and quadratic pieces in pixels, filled by the nonzero winding rule with
/// the renderer's 4 × 4 samples a pixel: what glyph outlines are drawn with.
///
/// Curves are flattened into lines as they are added (each cut into as many pieces as keep it
/// within ``tolerance`` of the curve, from the same arithmetic everywhere); filling walks the
/// sample rows, each edge crossing a row where `top ≤ y < bottom`, and a sample at `x` is
/// inside when the windings of the crossings at or left of it don't sum to zero — the same
/// half-open rule the renderer's shapes use (left and top edges in, right and bottom out).
/// Only Double arithmetic and `squareRoot()`, so every machine gets the same pixels.
struct PathFiller {
  /// How far (in pixels) a flattened curve may stray from the curve.
  static let tolerance = 0.1
  /// Most lines one curve is cut into, whatever its size.
  static let maximumPieces = 64

  /// An edge from `top` down to `bottom`, crossing y at `x + (y − top) × slope`; `winding` is
  /// +1 for an edge drawn downwards, −1 upwards.
  struct Edge {
    var top, bottom, x, slope: Double
    var winding: Int
  }

  private(set) var edges: [Edge] = []
  /// The bounds of what was added, in pixels.
  private(set) var minX = Double.infinity, minY = Double.infinity
  private(set) var maxX = -Double.infinity, maxY = -Double.infinity
  private var current = (x: 0.0, y: 0.0)
  private var start = (x: 0.0, y: 0.0)

  /// Starts a contour at a point (closing the one before).
  mutating func move(to x: Double, _ y: Double) {
    close()
    current = (x, y)
    start = (x, y)
  }

  /// A straight line from the current point.
  mutating func line(to x: Double, _ y: Double) {
    let (x0, y0) = current
    current = (x, y)
    guard y0 != y, x0.isFinite, y0.isFinite, x.isFinite, y.isFinite else { return }
    minX = min(minX, x0, x)
    maxX = max(maxX, x0, x)
    minY = min(minY, y0, y)
    maxY = max(maxY, y0, y)
    let slope = (x - x0) / (y - y0)
    edges.append(
      y0 < y
        ? Edge(top: y0, bottom: y, x: x0, slope: slope, winding: 1)
        : Edge(top: y, bottom: y0, x: x, slope: slope, winding: -1))
  }

  /// A quadratic curve from the current point through `(cx, cy)` to `(x, y)`, as lines.
  mutating func quadratic(control cx: Double, _ cy: Double, to x: Double, _ y: Double) {
    let (x0, y0) = current
    // The curve strays from its chord by at most |p0 − 2c + p1| / 4, and n pieces cut that
    // by n²: n = ⌈√(deviation / tolerance)⌉.
    let dx = x0 - 2 * cx + x, dy = y0 - 2 * cy + y
    let deviation = (dx * dx + dy * dy).squareRoot() / 4
    let wanted = (deviation / Self.tolerance).squareRoot().rounded(.up)
    // (NaN and huge values fail the comparison: one piece, or the most.)
    let pieces = wanted > 1 ? (wanted < Double(Self.maximumPieces) ? Int(wanted) : Self.maximumPieces) : 1
    for i in 1...pieces {
      let t = Double(i) / Double(pieces), u = 1 - t
      if i == pieces {
        line(to: x, y)
      } else {
        line(to: u * u * x0 + 2 * u * t * cx + t * t * x, u * u * y0 + 2 * u * t * cy + t * t * y)
      }
    }
  }

  /// Closes the current contour with a line back to its start.
  mutating func close() {
    if current != start { line(to: start.x, start.y) }
  }

  /// The pixel columns the path's edges reach: `lower..<upper`.
  var columns: (lower: Double, upper: Double) { (minX.rounded(.down), maxX.rounded(.up)) }

  /// Adds another path's (closed) contours to this one.
  mutating func absorb(_ other: PathFiller) {
    close()
    edges += other.edges
    (minX, maxX) = (min(minX, other.minX), max(maxX, other.maxX))
    (minY, maxY) = (min(minY, other.minY), max(maxY, other.maxY))
  }

  /// Fills the path: for each pixel of `width` × `height` with samples inside (within `clip`,
  /// left, top, right, bottom in pixels), calls `blend(x, y, samples)` with 1…16 samples,
  /// row by row, left to right.
  mutating func fill(
    clip: (Double, Double, Double, Double), width: Int, height: Int, _ blend: (Int, Int, Int) -> Void
  ) {
    close()
    let left = max(clip.0, minX), right = min(clip.2, maxX)
    let top = max(clip.1, minY), bottom = min(clip.3, maxY)
    guard !edges.isEmpty, left < right, top < bottom else { return }
    let x0 = max(0, Int(left.rounded(.down))), x1 = min(width, Int(right.rounded(.up)))
    let y0 = max(0, Int(top.rounded(.down))), y1 = min(height, Int(bottom.rounded(.up)))
    guard x0 < x1, y0 < y1 else { return }
    // Sample k (of the row) sits at x = (k + 0.5) / 4: it is at or right of a crossing at c
    // when k ≥ ⌈4c − 0.5⌉. The clip and the pixels drawn bound k.
    func firstSample(atOrRightOf c: Double) -> Int {
      // Bounded to the pixels drawn (a NaN crossing, from a degenerate edge, to the left).
      let (low, high) = (Double(x0) - 1, Double(x1) + 1)
      let bounded = c > low ? (c < high ? c : high) : low
      return Int((4 * bounded - 0.5).rounded(.up))
    }
    let kMin = max(4 * x0, firstSample(atOrRightOf: clip.0))
    let kMax = min(4 * x1, firstSample(atOrRightOf: clip.2))
    guard kMin < kMax else { return }

    edges.sort { $0.top < $1.top }
    let sorted = edges
    var coverage = [Int](repeating: 0, count: x1 - x0)
    // The edges crossing the current sample row (where, which way, which edge), kept sorted by
    // where they cross it: from one row to the next they barely move, so an insertion sort has
    // almost nothing to do. Buffers are sized once for every edge, so nothing is allocated
    // per row or per pixel.
    var xs = [Double](repeating: 0, count: sorted.count)
    var windings = [Int](repeating: 0, count: sorted.count)
    var ids = [Int](repeating: 0, count: sorted.count)
    sorted.withUnsafeBufferPointer { edge in
      coverage.withUnsafeMutableBufferPointer { coverage in
        xs.withUnsafeMutableBufferPointer { xs in
          windings.withUnsafeMutableBufferPointer { windings in
            ids.withUnsafeMutableBufferPointer { ids in
              var count = 0, next = 0
              for py in y0..<y1 {
                var rowMin = Int.max, rowMax = Int.min
                for sy in 0..<4 {
                  let y = Double(py) + (Double(sy) + 0.5) / 4
                  guard y >= clip.1, y < clip.3 else { continue }
                  // Edges that ended leave; the others move to this row; new ones join.
                  var kept = 0
                  for i in 0..<count {
                    let e = edge[ids[i]]
                    guard e.bottom > y else { continue }
                    (xs[kept], windings[kept], ids[kept]) = (e.x + (y - e.top) * e.slope, e.winding, ids[i])
                    kept += 1
                  }
                  count = kept
                  while next < edge.count, edge[next].top <= y {
                    let e = edge[next]
                    if e.bottom > y {
                      (xs[count], windings[count], ids[count]) = (e.x + (y - e.top) * e.slope, e.winding, next)
                      count += 1
                    }
                    next += 1
                  }
                  var i = 1
                  while i < count {
                    let (x, w, id) = (xs[i], windings[i], ids[i])
                    var j = i
                    while j > 0, xs[j - 1] > x {
                      (xs[j], windings[j], ids[j]) = (xs[j - 1], windings[j - 1], ids[j - 1])
                      j -= 1
                    }
                    (xs[j], windings[j], ids[j]) = (x, w, id)
                    i += 1
                  }
                  // Between two crossings, samples are inside when the windings so far don't
                  // cancel.
                  var winding = 0
                  i = 0
                  while i + 1 < count {
                    winding += windings[i]
                    i += 1
                    guard winding != 0 else { continue }
                    let from = max(kMin, firstSample(atOrRightOf: xs[i - 1]))
                    let to = min(kMax, firstSample(atOrRightOf: xs[i]))
                    guard from < to else { continue }
                    let first = from / 4 - x0, last = (to - 1) / 4 - x0
                    rowMin = min(rowMin, first)
                    rowMax = max(rowMax, last)
                    if first == last {
                      coverage[first] += to - from
                    } else {
                      // A partial pixel each end, whole pixels (four samples) between.
                      coverage[first] += 4 - from % 4
                      coverage[last] += (to - 1) % 4 + 1
                      for pixel in (first + 1)..<last { coverage[pixel] += 4 }
                    }
                  }
                }
                guard rowMin <= rowMax else { continue }
                for i in rowMin...rowMax where coverage[i] > 0 {
                  blend(x0 + i, py, coverage[i])
                  coverage[i] = 0
                }
              }
            }
          }
        }
      }
    }
  }
}
