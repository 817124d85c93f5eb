// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// How text that doesn't fit is wrapped or cut, with UIKit's raw values.
///
/// The wrapping modes break lines; the truncating modes wrap at words like
/// `.byWordWrapping` and cut the last line shown with an ellipsis (`…`) where text is
/// missing; `.byClipping` cuts without one.
public enum NSLineBreakMode: Int, Sendable {
  /// Wrap at word boundaries (spaces); a word longer than a line is broken between characters.
  case byWordWrapping = 0
  /// Wrap between any two characters.
  case byCharWrapping = 1
  /// Don't mark the cut: the text past the edge is simply not shown.
  case byClipping = 2
  /// Keep the end of the last line, replacing its start with `…`.
  case byTruncatingHead = 3
  /// Keep the start of the last line, replacing its end with `…`.
  case byTruncatingTail = 4
  /// Keep both ends of the last line, replacing its middle with `…`.
  case byTruncatingMiddle = 5
}
