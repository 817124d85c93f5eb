// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// UIKit's additions to Foundation's `IndexPath`: a table's rows and a collection view's
// items are two-index paths, section first.

extension IndexPath {
  /// A table row's path: `[section, row]`.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  /// A collection view item's path: `[section, item]`.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

  /// The section: the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  /// The row within the section: the second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  /// The item within the section (a collection view's name for ``row``).
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
