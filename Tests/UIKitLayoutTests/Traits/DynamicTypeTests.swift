// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

@MainActor
@Suite struct DynamicTypeTests {
  private func traits(_ category: UIContentSizeCategory, scale: CGFloat = 3) -> UITraitCollection {
    UITraitCollection(traitsFrom: [
      UITraitCollection(preferredContentSizeCategory: category),
      UITraitCollection(displayScale: scale),
    ])
  }

  @Test func textStyleFontsFollowApplesTable() {
    // Apple's table: body 14 … 17 (Large) … 53 (AX5); largeTitle 31 … 60; caption2 never
    // below 11; footnote 12 at the three smallest sizes.
    let body = UIContentSizeCategory.allSpecified.map {
      UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits($0)).pointSize
    }
    #expect(body == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    let largeTitle = UIContentSizeCategory.allSpecified.map {
      UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: traits($0)).pointSize
    }
    #expect(largeTitle == [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60])
    #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: traits(.extraSmall)).pointSize == 11)
    #expect(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: traits(.medium)).pointSize == 12)
    #expect(
      UIFont.preferredFont(forTextStyle: .subheadline, compatibleWith: traits(.accessibilityExtraLarge))
        .pointSize == 36)
    // Without a category: the current one, Large outside trait callbacks.
    #expect(UIFont.preferredFont(forTextStyle: .title1).pointSize == 28)
    #expect(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: UITraitCollection()).pointSize == 17)
  }

  @Test func headlineAndBoldTextUseTheBoldFace() {
    #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == "DejaVuSans-Bold")
    #expect(UIFont.preferredFont(forTextStyle: .body).fontName == "DejaVuSans")
    let bold = UITraitCollection(legibilityWeight: .bold)
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: bold).fontName == "DejaVuSans-Bold")
  }

  @Test func fontMetricsScaleByTheStylesLeadingNotItsSize() {
    let metrics = UIFontMetrics.default
    // Body's leading is 21 at Medium and 22 at Large: 17 × 21/22 = 16.227, at 3× pixels
    // 16.333 (measured on devices; the size ratio would give 16).
    #expect(abs(metrics.scaledValue(for: 17, compatibleWith: traits(.medium)) - 49.0 / 3) < 1e-9)
    #expect(metrics.scaledValue(for: 17, compatibleWith: traits(.medium, scale: 2)) == 16.0)
    #expect(metrics.scaledValue(for: 10, compatibleWith: traits(.large)) == 10)
    // AX5: 62/22; a 17-point font becomes round(47.9) = 48 points (body's own font is 53).
    let scaled = metrics.scaledFont(for: .systemFont(ofSize: 17), compatibleWith: traits(.accessibilityExtraExtraExtraLarge))
    #expect(scaled.pointSize == 48)
    #expect(
      metrics.scaledFont(
        for: .systemFont(ofSize: 17), maximumPointSize: 30,
        compatibleWith: traits(.accessibilityExtraExtraExtraLarge)
      ).pointSize == 30)
    // Caption1's leading goes 16 → 13 at xSmall: 12 × 13/16 = 9.75, rounded to 10.
    #expect(
      UIFontMetrics(forTextStyle: .caption1).scaledFont(
        for: .systemFont(ofSize: 12), compatibleWith: traits(.extraSmall)
      ).pointSize == 10)
  }

  @Test func scalingAScaledFontAgainRaises() {
    let scaled = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17))
    let raised = recordingExceptions {
      _ = UIFontMetrics.default.scaledFont(for: scaled)
    }
    #expect(raised.map(\.name) == [.invalidArgument])
    #expect(
      raised.first?.reason
        == "A scaled font returned by UIFontMetrics should not be used to create another scaled font.")
  }

  @Test func anAdjustingLabelIsResizedAndMeasuredAgainWhenTheCategoryChanges() {
    let window = UIWindow(screen: UIScreen(profile: .iPhone15))
    let label = UILabel()
    label.text = "Hello"
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.translatesAutoresizingMaskIntoConstraints = false
    let fixed = UILabel()
    fixed.text = "Hello"
    fixed.font = .systemFont(ofSize: 17)
    fixed.adjustsFontForContentSizeCategory = true
    fixed.translatesAutoresizingMaskIntoConstraints = false
    let plain = UILabel()
    plain.text = "Hello"
    plain.font = .preferredFont(forTextStyle: .body)
    plain.translatesAutoresizingMaskIntoConstraints = false
    for view in [label, fixed, plain] { window.addSubview(view) }
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: window.topAnchor),
      label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      fixed.topAnchor.constraint(equalTo: label.bottomAnchor),
      fixed.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      plain.topAnchor.constraint(equalTo: fixed.bottomAnchor),
      plain.leadingAnchor.constraint(equalTo: window.leadingAnchor),
    ])
    window.layoutIfNeeded()
    // DejaVu Sans: a line is (1901 + 483)/2048 em; at 17 points 19.79, 20 on the 3× grid.
    #expect(label.frame.height == 20)

    window.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
    // Body at xxxLarge is 23 points: a line of 26.77, 27 on the grid.
    #expect(label.font.pointSize == 23)
    #expect(fixed.font.pointSize == 17)
    #expect(plain.font.pointSize == 17)
    window.layoutIfNeeded()
    #expect(label.frame.height == 27)
    #expect(fixed.frame.minY == 27)

    // A font set while the label adjusts is sized for the label's category.
    label.font = .preferredFont(forTextStyle: .caption1)
    #expect(label.font.pointSize == 18)
  }

  @Test func theReadableWidthGrowsWithTheTextSize() {
    // 46 × 0.859 em of body: 672 at Large, 752 at xLarge (19 points), 560 at xSmall.
    #expect(UIView.readableContentWidth(for: .large) == 672)
    #expect(UIView.readableContentWidth(for: .extraLarge) == 752)
    #expect(UIView.readableContentWidth(for: .extraSmall) == 560)
    let window = UIWindow(screen: UIScreen(profile: .iPadPro12Point9))
    let controller = UIViewController()
    window.rootViewController = controller
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(content)
    let guide = controller.view.readableContentGuide
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    // 1024 wide: (1024 − 672)/2 = 176 on each side.
    #expect(content.frame.minX == 176)
    #expect(content.frame.width == 672)
    window.traitOverrides.preferredContentSizeCategory = .extraLarge
    window.layoutIfNeeded()
    #expect(content.frame.minX == 136)
    #expect(content.frame.width == 752)
  }
}

@MainActor
@Suite struct TextInputDynamicTypeTests {
  @Test func textFieldsAndTextViewsFollowTheCategoryToo() {
    let window = UIWindow(screen: UIScreen(profile: .iPhone15))
    let field = UITextField()
    field.adjustsFontForContentSizeCategory = true
    field.font = .preferredFont(forTextStyle: .body)
    let view = UITextView()
    view.adjustsFontForContentSizeCategory = true
    view.font = .preferredFont(forTextStyle: .footnote)
    let plain = UITextField()
    plain.font = .preferredFont(forTextStyle: .body)
    for subview in [field, view, plain] { window.addSubview(subview) }
    window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
    // AX1: body 28, footnote 23; a field that doesn't adjust keeps 17.
    #expect(field.font?.pointSize == 28)
    #expect(view.font?.pointSize == 23)
    #expect(plain.font?.pointSize == 17)
  }
}
