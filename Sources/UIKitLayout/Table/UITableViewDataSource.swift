// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// UIKit's optional protocol methods (`@objc optional`) need the Objective-C runtime; here
// each optional method has a default in an extension that does what UIKit does when the
// method is missing (the table's own property, one section, no title), so a conforming type
// implements what it needs, as on iOS.

/// What a table shows: how many sections and rows, and each row's cell.
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// The number of rows in `section`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath`, usually dequeued with
  /// ``UITableView/dequeueReusableCell(withIdentifier:for:)`` and configured.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections; 1 when not implemented.
  func numberOfSections(in tableView: UITableView) -> Int
  /// The title of a section's header; none when not implemented.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// The title of a section's footer; none when not implemented.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No header title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// No footer title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// How a table sizes its rows and sections, and what it tells about cells it shows.
@MainActor
public protocol UITableViewDelegate: NSObjectProtocol {
  /// The height of a row, or ``UITableView/automaticDimension`` to size it by its cell's
  /// constraints; the table's ``UITableView/rowHeight`` when not implemented.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// A row's height until it is measured; the table's ``UITableView/estimatedRowHeight``
  /// when not implemented.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// The height of a section's header; the table's ``UITableView/sectionHeaderHeight`` when
  /// not implemented.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The height of a section's footer; the table's ``UITableView/sectionFooterHeight`` when
  /// not implemented.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// A section's header view; the title's header (if any) when not implemented.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// A section's footer view; the title's footer (if any) when not implemented.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// A cell is about to be shown (it has its frame, not yet its layout).
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// A cell left the visible rows (it goes back to the reuse queue).
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// A row was selected (by ``UITableView/selectRow(at:animated:scrollPosition:)`` headlessly:
  /// there are no touches).
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// A row was deselected.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// The table's ``UITableView/rowHeight``.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// The table's ``UITableView/estimatedRowHeight``.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.estimatedRowHeight
  }
  /// The table's ``UITableView/sectionHeaderHeight``.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// The table's ``UITableView/sectionFooterHeight``.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// No view of its own: the section's title, if it has one.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  /// No view of its own: the section's title, if it has one.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  /// Nothing.
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  /// Nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}
