// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Cassowary
import Foundation

// UIKit's UIConstraintBasedLayoutDebugging category, plus the engine's reports as data.
// Ambiguity comes from the solver: a variable with more than one optimal value, with a second
// value as a witness (`Solver.ambiguousVariables()`).

/// A view whose frame the constraints don't pin down: which of its variables are free and a
/// second frame that satisfies the constraints just as well.
public struct AmbiguousLayoutReport: CustomStringConvertible, Sendable {
  /// The view's description.
  public let view: String
  /// The free variables, as `UIView:0x….minX`.
  public let variables: [String]
  /// The frame the engine chose.
  public let frame: CGRect
  /// Another frame the constraints allow (each free variable moved to its witness).
  public let alternativeFrame: CGRect

  /// `UIView:0x… - AMBIGUOUS LAYOUT for UIView:0x….minX, …`.
  public var description: String {
    "\(view) - AMBIGUOUS LAYOUT for \(variables.joined(separator: ", "))"
  }
}

extension UIView {
  /// What ``hasAmbiguousLayout`` does unless a subclass overrides it (declared in the class body,
  /// the only place Swift lets a member be overridden).
  var defaultHasAmbiguousLayout: Bool { ambiguityReport != nil }

  /// Which of the view's variables are free and a second valid frame, or `nil`.
  public var ambiguityReport: AmbiguousLayoutReport? {
    guard let item = engineItemStorage, let engine = LayoutEngine.engine(for: self, create: false)
    else { return nil }
    engine.update()
    // Each free variable by its number (the solver names ambiguities by object: a numbered
    // variable's, made for the report).
    var free = engine.ambiguities(of: item).compactMap { ambiguity in
      item.number(of: ambiguity.variable).map { (variable: $0, alternative: ambiguity.alternative) }
    }
    // A variable no constraint mentions is unknown to the solver, and free.
    for variable in item.minX...item.height where !engine.mentions(variable) {
      free.append((variable: variable, alternative: item.value(variable) + 1))
    }
    guard !free.isEmpty else { return nil }
    var rect = item.solvedRect
    var names: [String] = []
    for ambiguity in free {
      let value = CGFloat(ambiguity.alternative)
      if ambiguity.variable == item.minX { rect.origin.x = value; names.append("minX") }
      if ambiguity.variable == item.minY { rect.origin.y = value; names.append("minY") }
      if ambiguity.variable == item.width { rect.size.width = value; names.append("width") }
      if ambiguity.variable == item.height { rect.size.height = value; names.append("height") }
    }
    let name = NSLayoutConstraint.itemName(self)
    return AmbiguousLayoutReport(
      view: name, variables: names.map { "\(name).\($0)" }, frame: frame,
      alternativeFrame: convertRootRect(frame(forAlignmentRect: rect), item))
  }

  /// Moves an ambiguously laid-out view to another frame its constraints allow (the witness
  /// of `ambiguityReport`); the next layout pass puts it back.
  func defaultExerciseAmbiguityInLayout() {
    guard let report = ambiguityReport else { return }
    frame = report.alternativeFrame
  }

  /// The active constraints acting on the view along `axis`: the installed ones that name
  /// it (on it and its ancestors, nearest first), then the engine's own for it, as UIKit's
  /// private classes: its translated mask (`NSAutoresizingMaskLayoutConstraint`, `h=--&`) and
  /// its content size (`NSContentSizeLayoutConstraint`, `Hug:` / `CompressionResistance:`).
  func defaultConstraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    var result: [NSLayoutConstraint] = []
    var ancestor: UIView? = self
    while let current = ancestor {
      for constraint in current.autoLayout.constraintStorage
      where constraint.firstAttribute.axis == axis
        && (constraint.firstItem === self || constraint.secondItem === self)
      {
        result.append(constraint)
      }
      ancestor = current.superviewStorage
    }
    if let engine = LayoutEngine.engine(for: self, create: false) {
      // The engine makes its own constraints when it syncs; bring it up to date first.
      engine.update()
      result += engine.engineConstraints(of: self, axis: axis)
    }
    return result
  }

  /// Every conflict the engine of this view's tree met, oldest first.
  public var unsatisfiableConstraintsReports: [UnsatisfiableConstraintsReport] {
    LayoutEngine.engine(for: self, create: false)?.reports ?? []
  }

  /// The tree under this view, `*` marking views in the engine, `•` this view, and
  /// `- AMBIGUOUS LAYOUT` on ambiguous ones (UIKit's private `_autolayoutTrace`).
  public func autolayoutTrace() -> String {
    let root = LayoutEngine.host(of: self)
    var lines: [String] = []
    var stack: [(UIView, Int)] = [(root, 0)]
    while let (view, depth) = stack.popLast() {
      let mark = view === self ? "•" : (view.engineItemStorage != nil ? "*" : "")
      var line = String(repeating: "|   ", count: depth) + mark + view.description
      if let report = view.ambiguityReport {
        line += " - AMBIGUOUS LAYOUT for " + report.variables.joined(separator: ", ")
      }
      lines.append(line)
      for child in view.subviewStorage.reversed() { stack.append((child, depth + 1)) }
    }
    return lines.joined(separator: "\n")
  }

  /// A root-space frame converted to the superview's bounds space.
  private func convertRootRect(_ rect: CGRect, _ item: EngineItem) -> CGRect {
    guard let parent = item.parent else { return rect }
    let content = parent.solvedContentOrigin()
    return rect.offsetBy(dx: -content.x, dy: -content.y)
  }

  // MARK: - Fitting

  /// The smallest size the constraints allow (`systemLayoutSizeFitting` target).
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The largest size the constraints allow (`systemLayoutSizeFitting` target).
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// The size closest to `targetSize` that satisfies the view's constraints (those installed
  /// on it and below, its subviews' content sizes and masks), without resizing anything. The
  /// target weighs at `fittingSizeLevel` on both axes.
  func defaultSystemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size closest to `targetSize`, each dimension of the target held at its priority
  /// (`.required` fixes it).
  func defaultSystemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    // Pending constraint updates first, as UIKit does: a stack view (or any view that builds
    // its constraints in `updateConstraints()`) is measured with its current constraints.
    updateConstraintsIfNeeded()
    // The root of a tree with an engine fits in that engine (incremental); a subview, or a
    // root with an intrinsic size (which a tree's engine leaves out for its root), gets a
    // fitting engine of its own.
    if superviewStorage == nil, let engine = layoutEngineStorage, engine.host === self,
      intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric),
      let rect = engine.fitHost(
        targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    {
      let size = frame(forAlignmentRect: rect).size
      let scale = window?.screen.scale ?? UIScreen.main.scale
      return CGSize(
        width: PixelGrid.cleaned(size.width, scale: scale),
        height: PixelGrid.cleaned(size.height, scale: scale))
    }
    let engine = LayoutEngine(
      host: self,
      fittingTarget: (targetSize, horizontalFittingPriority, verticalFittingPriority))
    engine.markDirty(engine.hostItem)
    for constraint in LayoutEngine.installedConstraints(under: self) {
      engine.addForFitting(constraint)
    }
    engine.update()
    let rect = frame(forAlignmentRect: engine.hostItem.solvedRect)
    return rect.size
  }
}

extension LayoutEngine {
  /// Whether a constraint in the solver mentions numbered variable `variable`.
  func mentions(_ variable: Int32) -> Bool {
    // A variable the solver has seen is one a constraint mentioned; if none does any more,
    // the solver reports it free itself (`ambiguousVariables()`). O(1), where scanning the
    // constraints per variable made asking every view O(views²).
    solver.hasVariable(number: variable)
  }

  /// Queues a constraint in a fitting engine (it stays installed in its own tree's engine).
  func addForFitting(_ constraint: NSLayoutConstraint) {
    pendingFitting.append(constraint)
  }
}
