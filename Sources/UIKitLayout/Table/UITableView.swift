// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// A vertically scrolling list of rows in sections, laid out headlessly: it asks its data
/// source for counts and cells and its delegate for heights, sizes rows whose height is
/// ``automaticDimension`` by their cell's constraints, computes ``contentSize``, and keeps
/// cells only for the rows visible at ``contentOffset`` (reusing the others').
///
/// Metrics and call order: docs/table-view.md.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// The table's appearance.
  public enum Style: Int, Sendable {
    /// Rows edge to edge; section headers and footers float while their section scrolls.
    case plain = 0
    /// Sections apart, headers and footers scrolling with them.
    case grouped = 1
    /// Grouped, sections inset from the table's edges.
    case insetGrouped = 2
  }

  /// Where ``scrollToRow(at:at:animated:)`` puts the row.
  public enum ScrollPosition: Int, Sendable {
    /// Scroll as little as shows the row.
    case none = 0
    /// At the top.
    case top = 1
    /// In the middle.
    case middle = 2
    /// At the bottom.
    case bottom = 3
  }

  /// How inserted, deleted or reloaded rows animate (headlessly they don't).
  public enum RowAnimation: Int, Sendable {
    /// Fade.
    case fade = 0
    /// Slide right.
    case right = 1
    /// Slide left.
    case left = 2
    /// Slide from the top.
    case top = 3
    /// Slide from the bottom.
    case bottom = 4
    /// None.
    case none = 5
    /// Keep in the middle.
    case middle = 6
    /// The system's choice.
    case automatic = 100
  }

  /// "Size this by its content": a height the delegate or the table's properties can give.
  public static let automaticDimension: CGFloat = -1

  /// The height of a row when nothing else says (and of a cell before it is laid out).
  static let defaultRowHeight: CGFloat = 44

  /// The table's style, fixed when made.
  public let style: Style

  /// Creates a table of a style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    // UIKit's: grouped tables on the grouped background (their cells on the secondary one).
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
  }

  /// Creates a `.plain` table.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creates a `.plain` table from an archive; nothing is decoded.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// Where the rows come from. Not retained.
  open weak var dataSource: UITableViewDataSource? { didSet { reloadData() } }
  /// Heights and display callbacks. Not retained.
  open weak var delegate: UITableViewDelegate? { didSet { reloadData() } }

  /// Every row's height unless the delegate gives one; ``automaticDimension`` (the default)
  /// sizes rows by their cells.
  open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
  /// A row's height until it is shown and measured; ``automaticDimension`` (the default)
  /// estimates 44. 0 turns estimates off: every row is measured when the table loads.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
  /// Every section header's height unless the delegate gives one; ``automaticDimension``
  /// (the default) fits the header's view or title.
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
  /// Every section footer's height unless the delegate gives one; ``automaticDimension``
  /// (the default) fits the footer's view or title.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
  /// Space above each section header (iOS 15); ``automaticDimension`` is the style's.
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
  /// A view above the first section, as tall as its frame (its width follows the table's).
  open var tableHeaderView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableHeaderView { addSubview(tableHeaderView) }
      invalidateHeights()
    }
  }
  /// A view below the last section, as tall as its frame.
  open var tableFooterView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableFooterView { addSubview(tableFooterView) }
      invalidateHeights()
    }
  }
  /// Whether rows are separated by a hairline at the bottom of each cell (inside the cell:
  /// its content view is that much shorter).
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { invalidateHeights() } }
  /// Where separators start and end. Until set, each cell's separator starts at its content
  /// margin (16 points, or the readable inset).
  open var separatorInset = UIEdgeInsets(top: 0, left: UITableViewCell.standardMargin, bottom: 0, right: 0) {
    didSet {
      separatorInsetWasSet = true
      setNeedsLayout()
    }
  }
  /// The separators' colour (`.separator` by default).
  open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
  /// Whether the cells' content margins follow the table's `readableContentGuide` (`false`
  /// since iOS 12): on a wide table, content pinned to a cell's content view margins — and a
  /// built-in style's labels — keep to the readable width, centred.
  open var cellLayoutMarginsFollowReadableWidth = false { didSet { invalidateHeights() } }

  // MARK: - State

  /// Each section's counts and heights, as last loaded (see UITableView+Layout.swift).
  var sections: [TableSection] = []
  /// Whether the program set ``separatorInset``.
  var separatorInsetWasSet = false
  /// Whether `sections` must be loaded from the data source again.
  var needsReload = true
  /// The cells on screen, by index path, in row order.
  var visibleRows: [(indexPath: IndexPath, cell: UITableViewCell)] = []
  /// Header and footer views on screen: (section, is header, view).
  var visibleSupplementaries: [(section: Int, header: Bool, view: UIView)] = []
  /// Cells put aside for reuse, by identifier (looked up by key only).
  var reuseQueue: [String: [UITableViewCell]] = [:]
  var headerFooterReuseQueue: [String: [UITableViewHeaderFooterView]] = [:]
  /// Registered cell and header/footer classes, by identifier.
  var registeredCells: [String: UITableViewCell.Type] = [:]
  var registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
  /// Nibs registered for cells (the last registration for an identifier, class or nib, wins).
  var registeredCellNibs: [String: UINib] = [:]
  /// A storyboard's prototype cells, made from their elements.
  var prototypeCells: [String: () -> UITableViewCell?] = [:]
  /// Updates collected between ``beginUpdates()`` and ``endUpdates()``, and their nesting.
  var pendingBatch: TableUpdateBatch?
  var updateDepth = 0
  /// The row ``selectRow(at:animated:scrollPosition:)`` selected.
  var selectedRow: IndexPath?
  /// The width the resolved row heights were measured at.
  var loadedWidth: CGFloat?

  // MARK: - Reuse

  /// Registers the class the table makes cells of for `identifier` (`nil` unregisters).
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registeredCells[identifier] = cellClass as? UITableViewCell.Type
    registeredCellNibs[identifier] = nil
  }

  /// Registers a nib whose top-level object is the cell the table makes for `identifier`
  /// (`nil` unregisters).
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    registeredCellNibs[identifier] = nib
    registeredCells[identifier] = nil
  }

  /// Registers the class of a header or footer view for `identifier`.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    registeredHeaderFooters[identifier] = aClass as? UITableViewHeaderFooterView.Type
  }

  /// A cell put aside under `identifier`, or a new one of the registered class; `nil` when
  /// there is neither.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if var queue = reuseQueue[identifier], let cell = queue.popLast() {
      reuseQueue[identifier] = queue
      cell.prepareForReuse()
      return cell
    }
    if let nib = registeredCellNibs[identifier] {
      let cell = nib.instantiate(withOwner: nil).first { $0 is UITableViewCell } as? UITableViewCell
      cell?.reuseIdentifier = identifier
      return cell
    }
    if registeredCells[identifier] == nil, let prototype = prototypeCells[identifier] { return prototype() }
    return registeredCells[identifier].map { $0.init(registeredWithReuseIdentifier: identifier) }
  }

  /// A cell for the row at `indexPath`: one put aside, or a new one of the class registered
  /// for `identifier`. UIKit raises when nothing is registered.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    if let cell = dequeueReusableCell(withIdentifier: identifier) {
      // Read, then written whole (no heap-allocated `modify` coroutine; see CALayer.frame).
      var frame = cell.frame
      frame.size.width = bounds.width
      cell.frame = frame
      return cell
    }
    LayoutEnvironment.raise(
      .internalInconsistency,
      "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for "
        + "the identifier or connect a prototype cell in a storyboard")
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// A header or footer view put aside under `identifier`, or a new one of the registered
  /// class.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
    if var queue = headerFooterReuseQueue[identifier], let view = queue.popLast() {
      headerFooterReuseQueue[identifier] = queue
      view.prepareForReuse()
      return view
    }
    return registeredHeaderFooters[identifier].map { $0.init(registeredWithReuseIdentifier: identifier) }
  }

  // MARK: - Loading

  /// Forgets every row and cell on screen; the next layout asks the data source again.
  open func reloadData() {
    needsReload = true
    removeVisibleViews()
    setNeedsLayout()
  }

  /// Heights may have changed (a property, the width): measured again at the next layout.
  func invalidateHeights() {
    needsReload = true
    setNeedsLayout()
  }

  /// The number of sections, as last loaded.
  open var numberOfSections: Int {
    loadIfNeeded()
    return sections.count
  }

  /// The number of rows in `section`, as last loaded.
  open func numberOfRows(inSection section: Int) -> Int {
    loadIfNeeded()
    return sections.indices.contains(section) ? sections[section].rowHeights.count : 0
  }

  /// The cells on screen, in row order.
  open var visibleCells: [UITableViewCell] { visibleRows.map(\.cell) }

  /// The index paths of the rows on screen, in order; `nil` when none.
  open var indexPathsForVisibleRows: [IndexPath]? {
    visibleRows.isEmpty ? nil : visibleRows.map(\.indexPath)
  }

  /// The cell on screen for the row at `indexPath`; `nil` when the row is not on screen.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    visibleRows.first { $0.indexPath == indexPath }?.cell
  }

  /// The rectangle of a section: header, rows and footer.
  open func rect(forSection section: Int) -> CGRect { defaultRect(forSection: section) }
  /// The rectangle of a section's header (where it scrolls to, not where it floats).
  open func rectForHeader(inSection section: Int) -> CGRect { defaultRectForHeader(inSection: section) }
  /// The rectangle of a section's footer.
  open func rectForFooter(inSection section: Int) -> CGRect { defaultRectForFooter(inSection: section) }
  /// The rectangle of a row (its height an estimate until the row has been shown).
  open func rectForRow(at indexPath: IndexPath) -> CGRect { defaultRectForRow(at: indexPath) }
  /// The row at a point of the content; `nil` outside every row.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? { defaultIndexPathForRow(at: point) }
  /// The rows that meet a rectangle of the content, in order.
  open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { defaultIndexPathsForRows(in: rect) }
  /// Scrolls (without animation) so the row is at `position`, within the content's bounds.
  open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    defaultScrollToRow(at: indexPath, at: position, animated: animated)
  }

  // MARK: - Updates and selection (UITableView+Updates.swift)

  /// Inserts rows (index paths after the update).
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    defaultInsertRows(at: indexPaths, with: animation)
  }

  /// Deletes rows (index paths before the update).
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    defaultDeleteRows(at: indexPaths, with: animation)
  }

  /// Asks the data source for these rows again: new cells, heights measured again.
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    defaultReloadRows(at: indexPaths, with: animation)
  }

  /// Inserts sections (indexes after the update).
  open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    defaultInsertSections(sections, with: animation)
  }

  /// Deletes sections (indexes before the update).
  open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    defaultDeleteSections(sections, with: animation)
  }

  /// Asks the data source for these sections again.
  open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    defaultReloadSections(sections, with: animation)
  }

  /// Runs `updates` (inserts, deletes, reloads) as one change, then calls `completion` with `true` (at once: nothing animates).
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    defaultPerformBatchUpdates(updates, completion: completion)
  }

  /// Starts collecting updates into one change (calls nest).
  open func beginUpdates() {
    defaultBeginUpdates()
  }

  /// Applies the updates collected since the outermost ``beginUpdates()``.
  open func endUpdates() {
    defaultEndUpdates()
  }

  /// Selects a row (the delegate is not told, as in UIKit) and scrolls it to `scrollPosition`.
  open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    defaultSelectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
  }

  /// Deselects a row.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    defaultDeselectRow(at: indexPath, animated: animated)
  }
  /// The selected row, if any.
  open var indexPathForSelectedRow: IndexPath? { defaultIndexPathForSelectedRow }

  /// Places the visible rows' cells, headers and footers; sets ``contentSize``.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutTable()
  }

  /// The row a cell on screen shows.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visibleRows.first { $0.cell === cell }?.indexPath
  }
}

extension UITableViewCell {
  /// Whether a table draws a separator under its cells.
  public enum SeparatorStyle: Int, Sendable {
    /// No separator.
    case none = 0
    /// A hairline.
    case singleLine = 1
    /// A hairline (etched in iOS 6).
    case singleLineEtched = 2
  }
}
