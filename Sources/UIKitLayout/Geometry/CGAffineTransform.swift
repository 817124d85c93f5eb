// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

#if !canImport(CoreGraphics)
  /// An affine transform of the plane: Core Graphics' matrix, for platforms without it.
  ///
  /// Points are row vectors, as in Core Graphics: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
  /// On Apple platforms Core Graphics' own type is used instead.
  public struct CGAffineTransform: Equatable, Hashable, Sendable {
    /// The entry at row 1, column 1.
    public var a: CGFloat
    /// The entry at row 1, column 2.
    public var b: CGFloat
    /// The entry at row 2, column 1.
    public var c: CGFloat
    /// The entry at row 2, column 2.
    public var d: CGFloat
    /// The horizontal translation.
    public var tx: CGFloat
    /// The vertical translation.
    public var ty: CGFloat

    /// Creates a transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// Creates the identity transform.
    public init() { self = .identity }

    /// The transform that changes nothing.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A transform that moves by (`tx`, `ty`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians; positive angles turn the x axis towards
    /// the y axis (clockwise on a screen, whose y axis points down).
    public init(rotationAngle angle: CGFloat) {
      let (sine, cosine) = (CGFloat(sin(Double(angle))), CGFloat(cos(Double(angle))))
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
        c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// The inverse transform; like Core Graphics, returns `self` unchanged when the matrix is
    /// singular.
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0 else { return self }
      let ia = d / determinant
      let ib = -b / determinant
      let ic = -c / determinant
      let id = a / determinant
      return CGAffineTransform(
        a: ia, b: ib, c: ic, d: id,
        tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// This transform, then a translation by (`tx`, `ty`) applied first.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// This transform with a scale applied first.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// This transform with a rotation applied first.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
  }

  extension CGPoint {
    /// The point moved by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// The size transformed by `t`'s linear part (no translation); may come out negative.
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// The smallest rectangle that holds this rectangle's corners moved by `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
      if isNull { return self }
      let r = standardized
      // The four corners, without arrays (conversions between views run this often).
      let p0 = CGPoint(x: r.minX, y: r.minY).applying(t)
      let p1 = CGPoint(x: r.maxX, y: r.minY).applying(t)
      let p2 = CGPoint(x: r.minX, y: r.maxY).applying(t)
      let p3 = CGPoint(x: r.maxX, y: r.maxY).applying(t)
      let minX = Swift.min(Swift.min(p0.x, p1.x), Swift.min(p2.x, p3.x))
      let maxX = Swift.max(Swift.max(p0.x, p1.x), Swift.max(p2.x, p3.x))
      let minY = Swift.min(Swift.min(p0.y, p1.y), Swift.min(p2.y, p3.y))
      let maxY = Swift.max(Swift.max(p0.y, p1.y), Swift.max(p2.y, p3.y))
      return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
  }
#endif
