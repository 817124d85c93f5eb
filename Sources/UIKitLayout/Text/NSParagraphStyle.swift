// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// How the lines of a paragraph of attributed text are spaced and aligned (UIKit's
/// `NSParagraphStyle`); the layout-relevant properties. Immutable: make changes on an
/// ``NSMutableParagraphStyle``.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  /// The default style: no extra spacing, natural alignment, word wrapping.
  public static let `default` = NSParagraphStyle()

  /// Points added between lines (after each line but the last).
  public internal(set) var lineSpacing: CGFloat = 0
  /// Points added after the paragraph (before the next one).
  public internal(set) var paragraphSpacing: CGFloat = 0
  /// Points added before the paragraph (after the previous one).
  public internal(set) var paragraphSpacingBefore: CGFloat = 0
  /// A multiple of each line's natural height (0: 1); the extra height goes above the text.
  public internal(set) var lineHeightMultiple: CGFloat = 0
  /// The least height of a line (0: none).
  public internal(set) var minimumLineHeight: CGFloat = 0
  /// The greatest height of a line (0: none).
  public internal(set) var maximumLineHeight: CGFloat = 0
  /// How lines are aligned.
  public internal(set) var alignment: NSTextAlignment = .natural
  /// How lines break; a label uses its own `lineBreakMode`.
  public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping

  /// Creates a default style.
  public override init() { super.init() }

  /// A copy of this style.
  public func copy(with zone: NSZone? = nil) -> Any { copy(as: NSParagraphStyle()) }

  /// A mutable copy of this style.
  public func mutableCopy(with zone: NSZone? = nil) -> Any { copy(as: NSMutableParagraphStyle()) }

  private func copy<Style: NSParagraphStyle>(as style: Style) -> Style {
    style.lineSpacing = lineSpacing
    style.paragraphSpacing = paragraphSpacing
    style.paragraphSpacingBefore = paragraphSpacingBefore
    style.lineHeightMultiple = lineHeightMultiple
    style.minimumLineHeight = minimumLineHeight
    style.maximumLineHeight = maximumLineHeight
    style.alignment = alignment
    style.lineBreakMode = lineBreakMode
    return style
  }

  /// Styles are equal when every property is.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSParagraphStyle else { return false }
    return lineSpacing == other.lineSpacing && paragraphSpacing == other.paragraphSpacing
      && paragraphSpacingBefore == other.paragraphSpacingBefore
      && lineHeightMultiple == other.lineHeightMultiple
      && minimumLineHeight == other.minimumLineHeight
      && maximumLineHeight == other.maximumLineHeight && alignment == other.alignment
      && lineBreakMode == other.lineBreakMode
  }

  /// Hashes the spacing.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(lineSpacing)
    hasher.combine(lineHeightMultiple)
    hasher.combine(paragraphSpacing)
    return hasher.finalize()
  }
}

/// A paragraph style that can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  /// Points added between lines.
  open override var lineSpacing: CGFloat {
    get { super.lineSpacing }
    set { super.lineSpacing = newValue }
  }
  /// Points added after the paragraph.
  open override var paragraphSpacing: CGFloat {
    get { super.paragraphSpacing }
    set { super.paragraphSpacing = newValue }
  }
  /// Points added before the paragraph.
  open override var paragraphSpacingBefore: CGFloat {
    get { super.paragraphSpacingBefore }
    set { super.paragraphSpacingBefore = newValue }
  }
  /// A multiple of each line's natural height (0: 1).
  open override var lineHeightMultiple: CGFloat {
    get { super.lineHeightMultiple }
    set { super.lineHeightMultiple = newValue }
  }
  /// The least height of a line (0: none).
  open override var minimumLineHeight: CGFloat {
    get { super.minimumLineHeight }
    set { super.minimumLineHeight = newValue }
  }
  /// The greatest height of a line (0: none).
  open override var maximumLineHeight: CGFloat {
    get { super.maximumLineHeight }
    set { super.maximumLineHeight = newValue }
  }
  /// How lines are aligned.
  open override var alignment: NSTextAlignment {
    get { super.alignment }
    set { super.alignment = newValue }
  }
  /// How lines break.
  open override var lineBreakMode: NSLineBreakMode {
    get { super.lineBreakMode }
    set { super.lineBreakMode = newValue }
  }
}

extension NSAttributedString.Key {
  /// The key of a run's ``UIFont`` (`NSFont`); named here so layout reads it on every
  /// platform.
  static let layoutFont = NSAttributedString.Key("NSFont")
  /// The key of a run's ``NSParagraphStyle`` (`NSParagraphStyle`).
  static let layoutParagraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// The key of a run's extra spacing after each character, in points (`NSKern`).
  static let layoutKern = NSAttributedString.Key("NSKern")
}
