// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

/// Labels measured with the shipped DejaVu Sans metrics, placed by Auto Layout.
///
/// Font numbers (read from the font with fontTools, see `Content/ContentTestSupport.swift`):
/// 2048 units per em, hhea ascender 1901, descender −483, no line gap; "Hello" advances
/// sum to 5191 units, "World" to 5989. Sizes round up to the 3× pixel grid of an iPhone 15.
@MainActor @Suite struct LabelAutoLayoutTests {
  func window() -> UIWindow {
    let window = UIWindow(screen: UIScreen(profile: .iPhone15))
    window.makeKeyAndVisible()
    return window
  }

  func label(_ text: String, size: CGFloat = 17, in parent: UIView) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .systemFont(ofSize: size)
    label.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(label)
    return label
  }

  /// ceil to the 3× grid.
  func px(_ points: CGFloat) -> CGFloat { (points * 3).rounded(.up) / 3 }

  @Test func labelTakesItsMeasuredIntrinsicSize() {
    let window = window()
    let hello = label("Hello", in: window)
    NSLayoutConstraint.activate([
      hello.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      hello.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
    ])
    window.layoutIfNeeded()
    // 5191 · 17 / 2048 = 43.09 → 130/3; (1901 + 483) · 17 / 2048 = 19.79 → 20.
    #expect(abs(hello.frame.width - 130.0 / 3) < 1e-9)
    #expect(abs(hello.frame.height - 20) < 1e-9)
    // The frame reads back through center and bounds, so allow floating-point dust.
    #expect(abs(hello.frame.minX - 20) < 1e-9 && abs(hello.frame.minY - 20) < 1e-9)
  }

  @Test func huggingDecidesWhichLabelStretches() {
    let window = window()
    let container = UIView()
    container.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(container)
    let hello = label("Hello", in: container), world = label("World", in: container)
    hello.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      container.topAnchor.constraint(equalTo: window.topAnchor),
      container.widthAnchor.constraint(equalToConstant: 200),
      container.heightAnchor.constraint(equalToConstant: 100),
      hello.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      world.leadingAnchor.constraint(equalTo: hello.trailingAnchor, constant: 8),
      world.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      hello.topAnchor.constraint(equalTo: container.topAnchor),
      world.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    window.layoutIfNeeded()
    // Hello hugs harder (251 > 250) and keeps 130/3; World (intrinsic 150/3 = 50) stretches
    // to 200 − 130/3 − 8.
    #expect(abs(hello.frame.width - 130.0 / 3) < 1e-6)
    #expect(abs(world.frame.minX - (130.0 / 3 + 8)) < 1e-6)
    #expect(abs(world.frame.width - (200 - 130.0 / 3 - 8)) < 1e-6)
  }

  @Test func firstBaselinesAlignAcrossFontSizes() {
    let window = window()
    let small = label("Hello", in: window), big = label("World", size: 34, in: window)
    NSLayoutConstraint.activate([
      small.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      small.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      big.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 8),
      big.firstBaselineAnchor.constraint(equalTo: small.firstBaselineAnchor),
    ])
    window.layoutIfNeeded()
    // A label's first baseline sits at half the rounding margin plus the ascender.
    func baseline(_ size: CGFloat) -> CGFloat {
      let exact = CGFloat(1901 + 483) * size / 2048
      return (px(exact) - exact) / 2 + 1901 * size / 2048
    }
    // The solved top, then Auto Layout's snap to the nearest 3× pixel.
    let solvedTop = 100 + baseline(17) - baseline(34)
    let expectedTop = (solvedTop * 3).rounded() / 3
    #expect(abs(big.frame.minY - expectedTop) < 1e-6)
    #expect(abs((small.frame.minY + baseline(17)) - (big.frame.minY + baseline(34))) <= 1.0 / 6)
  }
}

/// A wrapping label whose width comes from constraints takes the height of the lines it
/// needs at that width, within one layout (UIKit has done this since iOS 8 without
/// `preferredMaxLayoutWidth`).
@MainActor @Suite struct WrappingLabelAutoLayoutTests {
  @Test func widthFromConstraintsDecidesTheLineCount() {
    let window = UIWindow(screen: UIScreen(profile: .iPhone15))
    window.makeKeyAndVisible()
    let label = UILabel()
    label.text = "Hello World"
    label.numberOfLines = 0
    label.font = .systemFont(ofSize: 17)
    label.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      label.widthAnchor.constraint(equalToConstant: 60),
      label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
    ])
    window.layoutIfNeeded()
    // "Hello World" is 11831 units = 98.2 pt at 17 pt: too wide for 60 pt, so it wraps into
    // "Hello" / "World" (each under 60 pt): two lines of (1901 + 483)·17/2048 = 19.79 pt,
    // 39.57 pt, up to the 3× grid: 119/3.
    #expect(abs(label.frame.height - 119.0 / 3) < 1e-6)
    #expect(label.frame.width == 60)
  }
}

/// The readable content guide follows its owner; it never pushes back on the owner's size.
@MainActor @Suite struct ReadableGuideTests {
  @Test func aWideDetailColumnKeepsItsSidebarPreference() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1180, height: 820))
    window.makeKeyAndVisible()
    let sidebar = constrained(window), detail = constrained(window), body = constrained(detail)
    NSLayoutConstraint.activate([
      sidebar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      sidebar.topAnchor.constraint(equalTo: window.topAnchor),
      sidebar.bottomAnchor.constraint(equalTo: window.bottomAnchor),
      { let c = sidebar.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.33)
        c.priority = .defaultHigh; return c }(),
      sidebar.widthAnchor.constraint(greaterThanOrEqualToConstant: 280),
      detail.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor),
      detail.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      detail.topAnchor.constraint(equalTo: window.topAnchor),
      detail.bottomAnchor.constraint(equalTo: window.bottomAnchor),
      body.leadingAnchor.constraint(equalTo: detail.readableContentGuide.leadingAnchor),
      body.trailingAnchor.constraint(equalTo: detail.readableContentGuide.trailingAnchor),
      body.topAnchor.constraint(equalTo: detail.topAnchor),
      body.heightAnchor.constraint(equalToConstant: 40),
    ])
    window.layoutIfNeeded()
    // 0.33 · 1180 = 389.4, snapped to the 3× grid of UIScreen.main: 1168/3.
    #expect(abs(sidebar.frame.width - 1168.0 / 3) < 1e-9)
    // The detail column (1180 − 389.33 = 790.67) minus its 8-point margins is wider than 672:
    // the guide is 672 wide and centred, (790.67 − 16 − 672) / 2 = 51.33 inside the margins.
    #expect(abs(body.frame.width - 672) < 1e-9)
    // In the window: 389.4 + 8 + (790.6 − 16 − 672) / 2 = 448.7, snapped to 1346/3; relative
    // to the detail column's snapped 1168/3 that is 178/3.
    #expect(abs(body.frame.minX - 178.0 / 3) < 1e-9)
  }
}
