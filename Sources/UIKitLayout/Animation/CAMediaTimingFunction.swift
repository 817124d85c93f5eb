// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// The name of one of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  /// The name as Core Animation spells it.
  public let rawValue: String
  /// Wraps a name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Constant speed: the Bézier (0, 0, 1, 1).
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Slow start: (0.42, 0, 1, 1).
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Slow end: (0, 0, 0.58, 1).
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Slow start and end: (0.42, 0, 0.58, 1), UIKit's `.curveEaseInOut`.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// Core Animation's default for implicit layer animations: (0.25, 0.1, 0.25, 1).
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// Core Animation's timing function: a cubic Bézier from (0, 0) to (1, 1) with two control
/// points, mapping the elapsed fraction of an animation's duration (x) to the fraction of the
/// change shown (y).
///
/// An `NSObject`, as Core Animation's.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
  /// The two control points, (c1x, c1y, c2x, c2y).
  private let c1x, c1y, c2x, c2y: Double

  /// A timing function with control points (c1x, c1y) and (c2x, c2y); the x values are
  /// clamped to 0…1, as Core Animation requires them to be there (so the curve is a function
  /// of time).
  public convenience init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    self.init(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
  }

  /// The designated initialiser, in `Double`: the predefined curves keep their decimal
  /// control points exact (0.42 as a `Float` is 0.41999998…, which would show in the results).
  init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
    self.c1x = min(max(c1x, 0), 1)
    self.c1y = c1y
    self.c2x = min(max(c2x, 0), 1)
    self.c2y = c2y
  }

  /// One of the predefined timing functions; an unknown name gives the linear one.
  public convenience init(name: CAMediaTimingFunctionName) {
    switch name {
    case .easeIn: self.init(0.42, 0, 1, 1)
    case .easeOut: self.init(0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(0.42, 0, 0.58, 1)
    case .default: self.init(0.25, 0.1, 0.25, 1)
    default: self.init(0, 0, 1, 1)
    }
  }

  /// Writes control point `index` (0 is (0, 0), 1 and 2 the given points, 3 is (1, 1)) into
  /// `values[0]` and `values[1]`; other indices write nothing.
  public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
    let points = [(0.0, 0.0), (c1x, c1y), (c2x, c2y), (1.0, 1.0)]
    guard points.indices.contains(index) else { return }
    values[0] = Float(points[index].0)
    values[1] = Float(points[index].1)
  }

  /// The fraction of the change shown when `fraction` of the duration has elapsed (our
  /// addition; Core Animation evaluates it internally): y(s) for the curve parameter s with
  /// x(s) = `fraction`, found by Newton's method and, where that fails to converge, bisection.
  /// Inputs outside 0…1 are clamped.
  public func progress(atFraction fraction: Double) -> Double {
    let x = min(max(fraction, 0), 1)
    if x == 0 || x == 1 { return x }
    let s = parameter(forX: x)
    return Self.bezier(s, c1y, c2y)
  }

  /// The curve parameter s in 0…1 with x(s) = `x`. x(s) is monotonic because both control
  /// x values are in 0…1, so bisection always converges; Newton gets there in a few steps
  /// where the slope is not flat.
  private func parameter(forX x: Double) -> Double {
    let tolerance = 1e-12
    var s = x
    for _ in 0..<8 {
      let error = Self.bezier(s, c1x, c2x) - x
      if abs(error) < tolerance { return s }
      let slope = Self.derivative(s, c1x, c2x)
      if abs(slope) < 1e-9 { break }
      s -= error / slope
      if s < 0 || s > 1 { break }
    }
    var low = 0.0, high = 1.0
    s = x
    for _ in 0..<100 {
      let value = Self.bezier(s, c1x, c2x)
      if abs(value - x) < tolerance { return s }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }

  /// One coordinate of the cubic Bézier through 0, p1, p2, 1 at parameter s.
  private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
  }

  /// d/ds of ``bezier(_:_:_:)``.
  private static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
  }

  /// `<CAMediaTimingFunction: (c1x, c1y, c2x, c2y)>`.
  open override var description: String {
    "<CAMediaTimingFunction: (\(c1x), \(c1y), \(c2x), \(c2y))>"
  }
}
