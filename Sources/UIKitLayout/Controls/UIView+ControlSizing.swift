// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// What the standard controls share in sizing themselves: the hugging of fixed-size controls
// and one line of text measured to the screen's pixels.

extension UIView {
  /// Makes the view keep its intrinsic size along both axes as firmly as UIKit's fixed-size
  /// controls do (hugging 750: a switch or a stepper does not stretch).
  func hugsFirmly(horizontal: Bool = true, vertical: Bool = true) {
    if horizontal { setContentHuggingPriority(.defaultHigh, for: .horizontal) }
    if vertical { setContentHuggingPriority(.defaultHigh, for: .vertical) }
  }

  /// The text measurer's single-line size of `text` in `font`, rounded up to pixels.
  func singleLineSize(_ text: String, font: UIFont) -> CGSize {
    let size = TextEnvironment.measurer.measure(
      text, font: font, maximumWidth: .infinity, numberOfLines: 1, lineBreakMode: .byClipping
    ).size
    let scale = window?.screen.scale ?? UIScreen.main.scale
    return PixelGrid.ceil(size, scale: scale)
  }
}
