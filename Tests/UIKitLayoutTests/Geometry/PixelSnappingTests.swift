import Foundation
import Testing

@testable import UIKitLayout

/// Auto Layout's frames snap each edge to the nearest device pixel; a half pixel rounds up,
/// as frames recorded on real devices show, even when the solver's arithmetic leaves the
/// value a hair below the half.
@MainActor
@Suite struct PixelSnappingTests {
  @Test func halfPixelsRoundUpAt2xAnd3x() {
    // Exact halves.
    #expect(UIView.snapToPixel(950.25, scale: 2) == 950.5)
    #expect(UIView.snapToPixel(18.5, scale: 3) == 56.0 / 3)  // 55.5 px: up to 56
    // Below and above a half: to the nearest.
    #expect(UIView.snapToPixel(950.2, scale: 2) == 950)
    #expect(UIView.snapToPixel(950.3, scale: 2) == 950.5)
    // Floating-point error a hair below the half (1703.4999999999998 px): still up.
    let x = 1703.4999999999998 / 3
    #expect(x * 3 < 1703.5)
    #expect(UIView.snapToPixel(x, scale: 3) == 1704.0 / 3)
    // A value genuinely below the half stays down.
    #expect(UIView.snapToPixel(1703.49 / 3, scale: 3) == 1703.0 / 3)
    #expect(UIView.snapToPixel(10.249, scale: 2) == 10)
  }

  /// Three equal widths filling 56.5 points at 3×: each is 18.8333…, whose right edges fall on
  /// the pixels 56.5, 113 and 169.5 — the halves round up, so the first view is 57 px wide.
  @Test func equalWidthsOnHalfPixelsAreNotAPixelShort() {
    let window = UIWindow(screen: UIScreen(profile: .iPhone15))  // 3×
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 56.5 * 3, height: 10))
    window.addSubview(root)
    let views = (0..<3).map { _ -> UIView in
      let v = UIView()
      v.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(v)
      return v
    }
    var constraints = views.flatMap { [$0.topAnchor.constraint(equalTo: root.topAnchor), $0.heightAnchor.constraint(equalToConstant: 10)] }
    constraints += [
      views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
      views[0].widthAnchor.constraint(equalToConstant: 56.5 / 3),
      views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor),
      views[1].widthAnchor.constraint(equalTo: views[0].widthAnchor),
      views[2].leadingAnchor.constraint(equalTo: views[1].trailingAnchor),
      views[2].widthAnchor.constraint(equalTo: views[0].widthAnchor),
    ]
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    // Edges at 56.5/3 = 18.8333 (a half pixel: up to 57 px), 37.6667 (113 px), 56.5 (169.5 px: up to 170).
    // (Within rounding of the last bit: an edge is origin + width, each a whole number of
    // pixels over 3.)
    #expect(close(views[0].frame.maxX, 57.0 / 3))
    #expect(close(views[1].frame.maxX, 113.0 / 3))
    #expect(close(views[2].frame.maxX, 170.0 / 3))
    #expect(views[0].frame.width == 57.0 / 3)
    #expect(views[1].frame.width == 56.0 / 3)
  }
}
