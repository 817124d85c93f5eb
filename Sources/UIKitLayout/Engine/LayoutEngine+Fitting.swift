// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Cassowary
import Foundation

// `systemLayoutSizeFitting` on the root of a tree that already has an engine: the tree's own
// engine answers, with the root's size pins set to the fitting target at the fitting
// priorities and set back after — a few solver operations where building a fitting engine
// re-adds every constraint. Wrapping labels are measured unwrapped, then at their solved
// widths, as in a fresh engine. A view never laid out keeps the fitted solution (its labels
// measured at the fitted widths, its size pins at the fitted size), so the layout that
// usually follows at that size has nothing left to measure or solve.

extension LayoutEngine {
  /// The host's alignment rect fitted to `target`, or `nil` when this engine cannot answer
  /// (it is in the middle of an update, or the host's pins are not the root's four).
  func fitHost(
    _ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGRect? {
    guard !isUpdating, fittingTarget == nil else { return nil }
    let insets = host.alignmentRectInsets
    let key = FitCache.Key(
      target: target, horizontal: horizontal, vertical: vertical, insets: insets, bounds: host.bounds.size)
    if let rect = rememberedFit(key) { return rect }
    let values = [target.width - insets.left - insets.right, target.height - insets.top - insets.bottom]
    let priorities = [horizontal, vertical]
    // A view never laid out is measured at the target from the start: its size pins are set
    // before the update adds its constraints. At its zero size they could conflict (a fixed
    // height between its top and bottom edges) and one would be broken for the fit.
    var pins: FittingPins?
    var before = SolvedValues()
    // A view laid out since its last fit gets its own size pins back first.
    if host.bounds.size != .zero { restoreHeldFitPins() }
    if host.bounds.size == .zero, !needsRebuild, hostItem.pinKind == .root, hostItem.pins.count == 4 {
      before = solvedValues()
      pins = applyFittingPins(values, priorities)
      hostPinsHoldFit = true
    }
    // Wrapping labels are settled below, at the fitted size; settling them at the current size
    // first would measure them twice for nothing. With the fitting pins set and nothing
    // waiting (a cell fitted again), an update would only read the solution that the fit reads
    // again below, and mark for layout what the fit marks itself at its end: skipped.
    if pins == nil || hasPendingWork || !builtinGuideItems.isEmpty {
      update(settlingLabels: false, forFit: true)
    } else {
      // What the update would have checked last: fits alone (a cell fitted at other
      // priorities in turn, never laid out) swap pins in and out, and so make symbols too.
      rebuildIfSymbolsOutgrowLayout()
    }
    guard hostItem.pinKind == .root, hostItem.pins.count == 4 else { return nil }
    if pins == nil {
      // The values before, so that swapping back marks for layout only what really moved.
      before = solvedValues()
      pins = applyFittingPins(values, priorities)
    }
    let (moved, swapped) = pins ?? ([], [])
    // As UIKit's first pass, labels start unwrapped, whatever width they were last given: the
    // fit must not depend on what was laid out before (from a narrow width, a label's
    // narrowest wrapping is also a fixed point).
    let laidOutWidths = labelItems.map(\.wrappingWidth)
    for item in labelItems where item.wrappingWidth != nil {
      item.wrappingWidth = nil
      markDirty(item)
    }
    processDirtyItems()
    marksLayout = false
    _ = solver.updateVariables()
    settleWrappingLabels()
    marksLayout = true
    let rect = hostItem.solvedRect
    if host.bounds.size == .zero {
      keepFittedSolution(swapped: swapped, before: before)
      return remember(rect, for: key)
    }
    // A view already laid out keeps its labels measured for its own size, so fitting leaves
    // its layout valid (UIKit's fit doesn't dirty layout).
    for (item, width) in zip(labelItems, laidOutWidths) where item.wrappingWidth != width {
      item.wrappingWidth = width
      markDirty(item)
    }
    processDirtyItems()
    for pin in moved { refresh(pin) }
    for (pin, fit, _) in swapped { putBack(pin, replacing: fit) }
    markChanged(solver.updateVariables(), unlessBackTo: before)
    return remember(rect, for: key)
  }

  /// The end of a fit of a view never laid out (a self-sizing cell being measured), which is
  /// usually given the fitted size next: its labels stay measured at the fitted widths and its
  /// size pins keep the fitted values; the next update sets the pins from its bounds
  /// (`refreshHostPins`, a no-op when they match). Setting them back to its zero size
  /// collapsed the whole solution only for its first layout to expand it again.
  ///
  /// The fitting pins that stood in for the root's own stay in the solver (`heldFitPins`):
  /// the next fit moves their constants, where swapping the pins back and forth added and
  /// removed two constraints per fit; the next update but a fit puts the root's own back.
  private func keepFittedSolution(
    swapped: [SwappedPin], before: SolvedValues
  ) {
    heldFitPins = swapped
    hostPinsHoldFit = true
    // The views whose solved rects the fit moved lay out at the next pass: compared with the
    // values before the fit, as the solver's own record of changes starts inside it.
    _ = solver.updateVariables()
    Self.isMarkingMoves = true
    defer { Self.isMarkingMoves = false }
    markStamp &+= 1
    for (index, item) in itemOrder.enumerated() where !before.isSame(index, item.solvedRect) {
      markSolvedRectChanged(item)
    }
  }

  /// The root's size pins as a fit uses them (kept with `fitHost`'s result): a required axis
  /// keeps the root's pin with the target as its constant (a `setConstant`), another
  /// priority swaps the pin for a fitting one at that priority.
  typealias FittingPins = (moved: [EngineConstraint], swapped: [SwappedPin])
  /// A root's size pin taken out for a fit, and the fitting pin in its place.
  typealias SwappedPin = (pin: EngineConstraint, fit: EngineConstraint, target: FittingTarget)

  private func applyFittingPins(_ values: [CGFloat], _ priorities: [UILayoutPriority]) -> FittingPins {
    let sizePins = Array(hostItem.pins[2...3])
    var moved: [EngineConstraint] = [], swapped: [SwappedPin] = []
    // A fitting pin still held from the last fit, at the priority asked for, takes the new
    // target as its constant; the others give the root's own pin back first.
    var held = heldFitPins
    heldFitPins = []
    held.removeAll { pin, fit, target in
      let axis = pin === sizePins[0] ? 0 : 1
      guard fit.strength == Strength(uiKitPriority: priorities[axis].rawValue), fit.isInSolver else { return false }
      target.value = values[axis]
      setConstant(-Double(values[axis]), of: fit)
      swapped.append((pin, fit, target))
      return true
    }
    restore(held)
    for axis in 0..<2 where !swapped.contains(where: { $0.pin === sizePins[axis] }) {
      let pin = sizePins[axis]
      if priorities[axis] == .required, pin.isInSolver,
        (try? solver.setConstant(-Double(values[axis]), of: pin)) != nil
      {
        moved.append(pin)
        continue
      }
      let target = FittingTarget(value: values[axis])
      let fit = fittingPin(
        axis == 0 ? "width" : "height", axis == 0 ? hostItem.width : hostItem.height,
        target, priorities[axis])
      uninstall(pin)
      install(fit)
      swapped.append((pin, fit, target))
    }
    return (moved, swapped)
  }

  /// Puts the root's own size pins back in place of the fitting pins a fit of the view left
  /// in the solver (see `keepFittedSolution`), at the fitted values (the update that follows
  /// sets them from the root's bounds).
  func restoreHeldFitPins() {
    guard !heldFitPins.isEmpty else { return }
    let held = heldFitPins
    heldFitPins = []
    restore(held)
  }

  private func restore(_ held: [SwappedPin]) {
    for (pin, fit, _) in held {
      // The pin's one term is the root's dimension, coefficient 1.
      let fitted = fit.termCount > 0 ? fit.termValue(at: 0) : 0
      try? solver.setConstant(-fitted, of: pin)
      putBack(pin, replacing: fit)
    }
  }

  /// The root's size pin back in the solver in place of a fitting pin. The required pin goes
  /// in first, then the weak one out: with the size held, the removal moves less of the
  /// tableau (in a fitted cell's first layout, 24.8 K instructions to 20.7 K: the add dearer,
  /// the removal cheaper).
  private func putBack(_ pin: EngineConstraint, replacing fit: EngineConstraint) {
    install(pin)
    uninstall(fit)
  }

  /// Every item's solved values, in item order (a dictionary by variable cost a tenth of a
  /// fit).
  private func solvedValues() -> SolvedValues {
    var values = SolvedValues()
    values.rects.reserveCapacity(itemOrder.count)
    for item in itemOrder { values.rects.append(item.solvedRect) }
    return values
  }

  private func fittingPin(
    _ name: String, _ variable: Int32, _ target: FittingTarget, _ priority: UILayoutPriority
  ) -> EngineConstraint {
    let space = hostItem.space
    return EngineConstraint(
      source: .engine(
        className: "NSLayoutConstraint", identifier: "LayoutEngine-fitting-\(name)"
      ) { [unowned hostItem] in "\(hostItem.debugName).\(name) == \(DebugFormat.number(target.value))" },
      relation: .equal, strength: Strength(uiKitPriority: priority.rawValue)
    ) { EngineExpression(variable, in: space, constant: -Double(target.value)) }
  }
}

/// The size a fitting pin holds the root to: the pin stays in the solver from one fit of a
/// view never laid out to the next, which moves it (its text and expression read it).
@MainActor
final class FittingTarget {
  var value: CGFloat
  init(value: CGFloat) { self.value = value }
}
