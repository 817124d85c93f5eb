// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// UIKit's named colours, in their light appearance (headless layout has no dark mode yet):
// the fixed colours of `UIColor` and the system and semantic colours of the Human Interface
// Guidelines' colour tables. `label` and `systemBlue` are in UIColor.swift.

extension UIColor {
  /// Pure red (1, 0, 0).
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Pure green (0, 1, 0).
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Pure blue (0, 0, 1).
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Cyan (0, 1, 1).
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Yellow (1, 1, 0).
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Magenta (1, 0, 1).
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// Orange (1, 0.5, 0).
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple (0.5, 0, 0.5).
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown (0.6, 0.4, 0.2).
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// 50 % grey.
  public static let gray = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
  /// One-third grey.
  public static let darkGray = UIColor(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3, alpha: 1)
  /// Two-thirds grey.
  public static let lightGray = UIColor(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, alpha: 1)
  /// Text on light backgrounds: black.
  public static let darkText = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// Text on dark backgrounds: white at 60 %.
  public static let lightText = UIColor(red: 1, green: 1, blue: 1, alpha: 0.6)
  /// The light appearance's systemRed (255, 59, 48).
  public static let systemRed = UIColor(rgb255: 255, 59, 48)
  /// The light appearance's systemOrange (255, 149, 0).
  public static let systemOrange = UIColor(rgb255: 255, 149, 0)
  /// The light appearance's systemYellow (255, 204, 0).
  public static let systemYellow = UIColor(rgb255: 255, 204, 0)
  /// The light appearance's systemGreen (52, 199, 89).
  public static let systemGreen = UIColor(rgb255: 52, 199, 89)
  /// The light appearance's systemMint (0, 199, 190).
  public static let systemMint = UIColor(rgb255: 0, 199, 190)
  /// The light appearance's systemTeal (48, 176, 199).
  public static let systemTeal = UIColor(rgb255: 48, 176, 199)
  /// The light appearance's systemCyan (50, 173, 230).
  public static let systemCyan = UIColor(rgb255: 50, 173, 230)
  /// The light appearance's systemIndigo (88, 86, 214).
  public static let systemIndigo = UIColor(rgb255: 88, 86, 214)
  /// The light appearance's systemPurple (175, 82, 222).
  public static let systemPurple = UIColor(rgb255: 175, 82, 222)
  /// The light appearance's systemPink (255, 45, 85).
  public static let systemPink = UIColor(rgb255: 255, 45, 85)
  /// The light appearance's systemBrown (162, 132, 94).
  public static let systemBrown = UIColor(rgb255: 162, 132, 94)
  /// The light appearance's systemGray (142, 142, 147).
  public static let systemGray = UIColor(rgb255: 142, 142, 147)
  /// The light appearance's systemGray2 (174, 174, 178).
  public static let systemGray2 = UIColor(rgb255: 174, 174, 178)
  /// The light appearance's systemGray3 (199, 199, 204).
  public static let systemGray3 = UIColor(rgb255: 199, 199, 204)
  /// The light appearance's systemGray4 (209, 209, 214).
  public static let systemGray4 = UIColor(rgb255: 209, 209, 214)
  /// The light appearance's systemGray5 (229, 229, 234).
  public static let systemGray5 = UIColor(rgb255: 229, 229, 234)
  /// The light appearance's systemGray6 (242, 242, 247).
  public static let systemGray6 = UIColor(rgb255: 242, 242, 247)
  /// Secondary text. Light appearance: (60, 60, 67) at 60 %.
  public static let secondaryLabel = UIColor(rgb255: 60, 60, 67, alpha: 0.6)
  /// Tertiary text. Light appearance: (60, 60, 67) at 30 %.
  public static let tertiaryLabel = UIColor(rgb255: 60, 60, 67, alpha: 0.3)
  /// Quaternary text. Light appearance: (60, 60, 67) at 18 %.
  public static let quaternaryLabel = UIColor(rgb255: 60, 60, 67, alpha: 0.18)
  /// Placeholder text in fields. Light appearance: (60, 60, 67) at 30 %.
  public static let placeholderText = UIColor(rgb255: 60, 60, 67, alpha: 0.3)
  /// Links. Light appearance: (0, 122, 255).
  public static let link = UIColor(rgb255: 0, 122, 255, alpha: 1)
  /// Thin separators (translucent). Light appearance: (60, 60, 67) at 29 %.
  public static let separator = UIColor(rgb255: 60, 60, 67, alpha: 0.29)
  /// Separators that hide what is under them. Light appearance: (198, 198, 200).
  public static let opaqueSeparator = UIColor(rgb255: 198, 198, 200, alpha: 1)
  /// The main background. Light appearance: (255, 255, 255).
  public static let systemBackground = UIColor(rgb255: 255, 255, 255, alpha: 1)
  /// Content layered on the main background. Light appearance: (242, 242, 247).
  public static let secondarySystemBackground = UIColor(rgb255: 242, 242, 247, alpha: 1)
  /// Content layered on the secondary background. Light appearance: (255, 255, 255).
  public static let tertiarySystemBackground = UIColor(rgb255: 255, 255, 255, alpha: 1)
  /// The background of grouped content. Light appearance: (242, 242, 247).
  public static let systemGroupedBackground = UIColor(rgb255: 242, 242, 247, alpha: 1)
  /// Content on the grouped background. Light appearance: (255, 255, 255).
  public static let secondarySystemGroupedBackground = UIColor(rgb255: 255, 255, 255, alpha: 1)
  /// Content on the secondary grouped background. Light appearance: (242, 242, 247).
  public static let tertiarySystemGroupedBackground = UIColor(rgb255: 242, 242, 247, alpha: 1)
  /// Fills of thin and small shapes. Light appearance: (120, 120, 128) at 20 %.
  public static let systemFill = UIColor(rgb255: 120, 120, 128, alpha: 0.2)
  /// Fills of medium-size shapes. Light appearance: (120, 120, 128) at 16 %.
  public static let secondarySystemFill = UIColor(rgb255: 120, 120, 128, alpha: 0.16)
  /// Fills of large shapes. Light appearance: (118, 118, 128) at 12 %.
  public static let tertiarySystemFill = UIColor(rgb255: 118, 118, 128, alpha: 0.12)
  /// Fills of large areas with complex content. Light appearance: (116, 116, 128) at 8 %.
  public static let quaternarySystemFill = UIColor(rgb255: 116, 116, 128, alpha: 0.08)

  /// A colour from 0–255 components (the HIG's tables).
  convenience init(rgb255 red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1) {
    self.init(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
  }
}
