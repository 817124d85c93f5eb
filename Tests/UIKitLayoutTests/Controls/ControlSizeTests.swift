import Foundation
import Testing

@testable import UIKitLayout

/// The standard controls' intrinsic sizes and priorities, as iOS reports them (the values and
/// their sources are in docs/controls.md).
@MainActor
@Suite struct ControlSizeTests {
  static let none = UIView.noIntrinsicMetric

  /// One line of `text` in `font`, as a label measures it (rounded up to 3x pixels).
  static func line(_ text: String, _ font: UIFont) -> CGSize {
    let label = UILabel()
    label.font = font
    label.text = text
    return label.intrinsicContentSize
  }

  /// A font's line height rounded up to 3x pixels.
  static func lineHeight(_ font: UIFont) -> CGFloat { (font.lineHeight * 3).rounded(.up) / 3 }

  @Test func switchIsAlways51By31() {
    let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
    #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(toggle.sizeThatFits(CGSize(width: 500, height: 5)) == CGSize(width: 51, height: 31))
    #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
    #expect(toggle.contentHuggingPriority(for: .vertical) == .defaultHigh)
    #expect(!toggle.isOn)
    toggle.setOn(true, animated: true)
    #expect(toggle.isOn)
  }

  @Test func activityIndicatorStyles() {
    #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
    #expect(UIActivityIndicatorView(style: .whiteLarge).intrinsicContentSize == CGSize(width: 37, height: 37))
    #expect(UIActivityIndicatorView(style: .gray).intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(UIActivityIndicatorView.Style.large.rawValue == 101)
    let spinner = UIActivityIndicatorView(style: .large)
    #expect(spinner.frame.size == CGSize(width: 37, height: 37))
    // Hidden until started, while it hides when stopped (the default).
    #expect(spinner.isHidden && !spinner.isAnimating)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
    #expect(spinner.contentHuggingPriority(for: .horizontal) == .defaultHigh)
  }

  @Test func stepper() {
    let stepper = UIStepper()
    #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
    #expect(stepper.stepValue == 1 && !stepper.wraps)
    stepper.value = 150
    #expect(stepper.value == 100)
    stepper.minimumValue = 10
    stepper.value = 3
    #expect(stepper.value == 10)
  }

  @Test func progressViewAndSlider() {
    #expect(UIProgressView(progressViewStyle: .default).intrinsicContentSize == CGSize(width: Self.none, height: 4))
    #expect(UIProgressView(progressViewStyle: .bar).intrinsicContentSize == CGSize(width: Self.none, height: 2.5))
    let progress = UIProgressView(progressViewStyle: .default)
    // Hugs its height only.
    #expect(progress.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(progress.contentHuggingPriority(for: .vertical) == .defaultHigh)
    progress.setProgress(1.5, animated: true)
    #expect(progress.progress == 1)
    let slider = UISlider()
    #expect(slider.intrinsicContentSize == CGSize(width: Self.none, height: 30))
    #expect(slider.value == 0 && slider.maximumValue == 1)
    slider.value = 2
    #expect(slider.value == 1)
  }

  @Test func pageControl() {
    let pages = UIPageControl()
    #expect(pages.intrinsicContentSize == .zero)
    pages.numberOfPages = 5
    // 18 per page + 20: 14 + 5 slots of 10 + 4 gaps of 8 + 14.
    #expect(pages.intrinsicContentSize == CGSize(width: 110, height: 26))
    #expect(pages.size(forNumberOfPages: 3) == CGSize(width: 74, height: 26))
    pages.currentPage = 9
    #expect(pages.currentPage == 4)
    pages.numberOfPages = 1
    pages.hidesForSinglePage = true
    #expect(pages.intrinsicContentSize == .zero)
  }

  @Test func segmentedControl() {
    let font = UIFont.systemFont(ofSize: 13, weight: .medium)
    let titles = ["One", "Two", "Three"]
    let widths = titles.map { Self.line($0, font).width + 24 }
    let control = UISegmentedControl(items: titles)
    #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
    // Every segment as wide as the widest title plus 12 either side; 32 tall.
    #expect(close(control.intrinsicContentSize.width, 3 * (widths.max() ?? 0), tolerance: 1e-9))
    #expect(control.intrinsicContentSize.height == 32)
    #expect(control.frame.size == control.intrinsicContentSize)
    control.apportionsSegmentWidthsByContent = true
    #expect(close(control.intrinsicContentSize.width, widths.reduce(0, +), tolerance: 1e-9))
    control.apportionsSegmentWidthsByContent = false
    control.setWidth(50, forSegmentAt: 0)
    #expect(close(control.intrinsicContentSize.width, 50 + 2 * (widths.max() ?? 0), tolerance: 1e-9))
    control.insertSegment(withTitle: "Zero", at: 0, animated: false)
    #expect(control.titleForSegment(at: 0) == "Zero" && control.titleForSegment(at: 3) == "Three")
    // The titles' baseline: a line of 13-point text centred in 32.
    #expect(close(control.firstBaselineOffsetFromTop ?? 0, (32 - font.lineHeight) / 2 + font.ascender))
    control.removeAllSegments()
    #expect(control.intrinsicContentSize == .zero)
  }

  @Test func textFieldBorderStyles() {
    let font = UIFont.systemFont(ofSize: 17)
    let field = UITextField()
    field.text = "Hello"
    let text = Self.line("Hello", font)
    let line = Self.lineHeight(font)
    #expect(field.font == font && field.borderStyle == .none)
    #expect(field.intrinsicContentSize == CGSize(width: text.width, height: line))
    field.borderStyle = .roundedRect
    // 7 before the text and 21 after it, 7 above and below: 34 tall for 17-point text.
    #expect(field.intrinsicContentSize == CGSize(width: text.width + 28, height: line + 14))
    field.borderStyle = .line
    #expect(field.intrinsicContentSize == CGSize(width: text.width + 4, height: line + 4))
    // A longer placeholder sizes the field even with text.
    field.placeholder = "Your e-mail address"
    #expect(field.intrinsicContentSize.width == Self.line("Your e-mail address", font).width + 4)
    // Small text: a rounded field is at least 30 tall.
    field.borderStyle = .roundedRect
    field.font = .systemFont(ofSize: 10)
    #expect(field.intrinsicContentSize.height == 30)
    // A left view that shows adds its width.
    field.font = font
    field.placeholder = nil
    field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(field.intrinsicContentSize.width == text.width + 28)
    field.leftViewMode = .always
    #expect(field.intrinsicContentSize.width == text.width + 28 + 20)
    // The text's baseline, the line centred.
    field.frame = CGRect(origin: .zero, size: field.intrinsicContentSize)
    let expected = (field.frame.height - font.lineHeight) / 2 + font.ascender
    #expect(close(field.firstBaselineOffsetFromTop ?? 0, expected))
    field.text = nil
    #expect(field.text == "")
  }

  @Test func textViewSizing() {
    let view = UITextView()
    #expect(view.intrinsicContentSize == CGSize(width: Self.none, height: Self.none))
    view.isScrollEnabled = false
    view.text = "Hi"
    let font = UIFont.systemFont(ofSize: 12)
    // The text plus 5 of padding either side and 8 of inset above and below.
    let text = Self.line("Hi", font)
    #expect(close(view.intrinsicContentSize.width, text.width + 10))
    #expect(close(view.intrinsicContentSize.height, text.height + 16))
    view.textContainer.lineFragmentPadding = 0
    view.textContainerInset = .zero
    #expect(view.intrinsicContentSize == text)
  }

  @Test func aSelfSizingTextViewWrapsAtItsWidth() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 600))
    let view = UITextView()
    view.isScrollEnabled = false
    view.text = String(repeating: "Words that wrap over a few lines. ", count: 5)
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let wrapped = view.sizeThatFits(CGSize(width: 200, height: 0))
    #expect(wrapped.height > 3 * 16)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: wrapped.height))
  }

  @Test func controlsInAStack() {
    // A settings row: a label, then a switch at its own size at the trailing end.
    let label = UILabel()
    label.text = "Wi-Fi"
    let toggle = UISwitch()
    let row = UIStackView(arrangedSubviews: [label, toggle])
    row.alignment = .center
    let root = StackScene.root(holding: row, frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    root.layoutIfNeeded()
    // Centred: (44 − 31) / 2 = 6.5, on the 3x pixel grid 6⅔.
    #expect(close(toggle.frame, CGRect(x: 249, y: 20.0 / 3, width: 51, height: 31), tolerance: 1e-9))
    #expect(label.frame.width == 249)
  }
}
