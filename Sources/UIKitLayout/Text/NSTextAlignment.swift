// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// The horizontal alignment of text in its box, with UIKit's (iOS) raw values.
public enum NSTextAlignment: Int, Sendable {
  /// Flush left.
  case left = 0
  /// Centered.
  case center = 1
  /// Flush right.
  case right = 2
  /// Both edges flush (the last line of a paragraph is natural).
  case justified = 3
  /// Flush with the reading direction's leading edge (left here).
  case natural = 4
}
