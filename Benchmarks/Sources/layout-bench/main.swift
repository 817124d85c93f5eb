// UIKitLayout: Auto Layout benchmarks (not timed tests): the feed cell with Auto Layout against
// the same cell laid out by hand (FeedCell.swift), N independent / chained / nested views, one
// constant change in a 1 000- and a 10 000-view layout, and the heap a laid-out cell keeps
// (Memory.swift).
// Run: swift build -c release --package-path Benchmarks --scratch-path Benchmarks/.build-al \
//        --product layout-bench && Benchmarks/.build-al/release/layout-bench
// For perf and callgrind: `layout-bench profile-fit [rounds]` (a reused cell fitted at
// alternating widths), `profile-relayout [rounds]` or `profile-first [rounds]`; the same with
// `profile-manual-…` for the hand-written cell.
import FeedCell
import Foundation
import UIKitLayout

@MainActor
func seconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

@MainActor
func window(_ width: CGFloat = 375, _ height: CGFloat = 100_000) -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
  window.makeKeyAndVisible()
  return window
}

@MainActor
func make(_ parent: UIView) -> UIView {
  let view = UIView()
  view.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(view)
  return view
}

/// A feed cell: 15 subviews, about 40 constraints.
@MainActor
func feedCell() -> (Double, Double) {
  let w = window(375, 800)
  let cell = make(w)
  var c: [NSLayoutConstraint] = [
    cell.leadingAnchor.constraint(equalTo: w.leadingAnchor),
    cell.trailingAnchor.constraint(equalTo: w.trailingAnchor),
    cell.topAnchor.constraint(equalTo: w.topAnchor),
  ]
  let avatar = make(cell), name = make(cell), handle = make(cell), time = make(cell)
  c += [
    avatar.leadingAnchor.constraint(equalTo: cell.layoutMarginsGuide.leadingAnchor),
    avatar.topAnchor.constraint(equalTo: cell.layoutMarginsGuide.topAnchor),
    avatar.widthAnchor.constraint(equalToConstant: 48), avatar.heightAnchor.constraint(equalToConstant: 48),
    name.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1),
    name.topAnchor.constraint(equalTo: avatar.topAnchor), name.heightAnchor.constraint(equalToConstant: 20),
    handle.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 4),
    handle.topAnchor.constraint(equalTo: name.topAnchor), handle.widthAnchor.constraint(equalToConstant: 80),
    handle.heightAnchor.constraint(equalToConstant: 20),
    time.leadingAnchor.constraint(greaterThanOrEqualTo: handle.trailingAnchor, constant: 4),
    time.trailingAnchor.constraint(equalTo: cell.layoutMarginsGuide.trailingAnchor),
    time.topAnchor.constraint(equalTo: name.topAnchor), time.widthAnchor.constraint(equalToConstant: 30),
    time.heightAnchor.constraint(equalToConstant: 20),
  ]
  var previous: UIView = name
  for _ in 0..<11 {
    let line = make(cell)
    c += [
      line.leadingAnchor.constraint(equalTo: name.leadingAnchor),
      line.trailingAnchor.constraint(equalTo: cell.layoutMarginsGuide.trailingAnchor),
      line.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 4),
    ]
    previous = line
    c.append(line.heightAnchor.constraint(equalToConstant: 18))
  }
  c.append(previous.bottomAnchor.constraint(equalTo: cell.layoutMarginsGuide.bottomAnchor))
  let scratch = seconds {
    NSLayoutConstraint.activate(c)
    w.layoutIfNeeded()
  }
  let relayout = seconds {
    w.frame.size.width = 414
    w.layoutIfNeeded()
  }
  return (scratch, relayout)
}

@MainActor
func scenario(_ kind: String, _ n: Int) -> Double {
  let w = window()
  var views: [UIView] = []
  var parent: UIView = w
  for _ in 0..<n {
    let view = make(kind == "nested" ? parent : w)
    views.append(view)
    if kind == "nested" { parent = view }
  }
  return seconds {
    var c: [NSLayoutConstraint] = []
    for (i, view) in views.enumerated() {
      let anchor: UIView = kind == "independent" || i == 0 ? (kind == "nested" && i > 0 ? views[i - 1] : w) : views[i - 1]
      switch kind {
      case "independent":
        c += [
          view.leadingAnchor.constraint(equalTo: w.leadingAnchor, constant: CGFloat(i % 50)),
          view.topAnchor.constraint(equalTo: w.topAnchor, constant: CGFloat(i)),
        ]
      case "chained":
        c += [
          view.leadingAnchor.constraint(equalTo: anchor.leadingAnchor, constant: i == 0 ? 0 : 1),
          view.topAnchor.constraint(equalTo: i == 0 ? w.topAnchor : views[i - 1].bottomAnchor),
        ]
      default:
        c += [
          view.leadingAnchor.constraint(equalTo: anchor.leadingAnchor, constant: 1),
          view.topAnchor.constraint(equalTo: anchor.topAnchor, constant: 1),
        ]
      }
      c += [view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 5)]
    }
    NSLayoutConstraint.activate(c)
    w.layoutIfNeeded()
  }
}

/// A chain of `n` views, each below the one before. One constraint's constant changes and the
/// window lays out again: the middle view's width (only that view moves), the middle view's
/// top (the half of the chain below it moves), and the top again by deactivating, changing
/// and re-activating it. Medians per change + layout, in µs.
@MainActor
func constantChanges(
  _ n: Int, widthRounds: Int = 101, topRounds: Int = 101
) -> (width: Double, top: Double, readd: Double) {
  let w = window()
  var views: [UIView] = []
  var c: [NSLayoutConstraint] = []
  for i in 0..<n {
    let view = make(w)
    c += [
      view.leadingAnchor.constraint(equalTo: i == 0 ? w.leadingAnchor : views[i - 1].leadingAnchor),
      view.topAnchor.constraint(equalTo: i == 0 ? w.topAnchor : views[i - 1].bottomAnchor),
      view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 5),
    ]
    views.append(view)
  }
  NSLayoutConstraint.activate(c)
  w.layoutIfNeeded()
  let top = c[4 * (n / 2) + 1], width = c[4 * (n / 2) + 2]
  let widthChange = median(widthRounds) { r in
    width.constant = CGFloat(r % 2 == 0 ? 20 : 10)
    w.layoutIfNeeded()
  }
  let topChange = median(topRounds) { r in
    top.constant = CGFloat(r % 2 == 0 ? 10 : 0)
    w.layoutIfNeeded()
  }
  let readd = median(topRounds) { r in
    top.isActive = false
    top.constant = CGFloat(r % 2 == 0 ? 10 : 0)
    top.isActive = true
    w.layoutIfNeeded()
  }
  return (widthChange, topChange, readd)
}

/// The median of `rounds` timings of `body` (each round timed alone), in microseconds.
@MainActor
func median(_ rounds: Int, _ body: (Int) -> Void) -> Double {
  var times: [Double] = []
  for round in 0..<rounds { times.append(seconds { body(round) }) }
  times.sort()
  return times[rounds / 2] * 1e6
}

/// The medians (µs) of `first` and `second`, their rounds taken in turn: a ratio of two medians
/// taken one after the other moved by a third when the machine's speed changed in between.
@MainActor
func pairedMedians(_ rounds: Int, _ first: (Int) -> Void, _ second: (Int) -> Void) -> (Double, Double) {
  var a: [Double] = [], b: [Double] = []
  for round in 0..<rounds {
    a.append(seconds { first(round) })
    b.append(seconds { second(round) })
  }
  a.sort()
  b.sort()
  return (a[rounds / 2] * 1e6, b[rounds / 2] * 1e6)
}

/// The feed cell with Auto Layout against the same cell laid out by hand (FeedCell.swift):
/// build + content + fit at 375 + layout; a reused cell fitted at a new width (alternating
/// between 375 and 414, which both cells' label measurements remember, and at widths never
/// seen, which they measure); re-layout at a new width. Medians in µs, the two cells' rounds
/// taken in turn (`pairedMedians`), so that the machine's drift weighs on both alike.
@MainActor
func feedCellVersusManual(_ report: TargetReport) {
  let widths: [CGFloat] = [375, 414]
  // Each returns one round of the operation on a cell set up for it.
  func firstLayout(_ make: @escaping () -> FeedCellViews, _ fit: @escaping (FeedCellViews) -> CGSize) -> (Int) -> Void {
    { _ in
      let cell = make()
      cell.configure(with: .sample)
      cell.frame = CGRect(origin: .zero, size: fit(cell))
      cell.layoutIfNeeded()
    }
  }
  func refit(_ cell: FeedCellViews, _ fit: @escaping (FeedCellViews, CGFloat) -> CGSize) -> (Int) -> Void {
    cell.configure(with: .sample)
    return { round in _ = fit(cell, widths[round % 2]) }
  }
  // Widths no memo of the last two measurements holds: every fit measures its labels again.
  func refitFresh(_ cell: FeedCellViews, _ fit: @escaping (FeedCellViews, CGFloat) -> CGSize) -> (Int) -> Void {
    cell.configure(with: .sample)
    return { round in _ = fit(cell, 320 + CGFloat(round % 97)) }
  }
  // A table view's reuse: the cell shows another post before each fit (at the same width), one
  // of seven in turn, so that neither the labels' measurements nor the engine's remembered fits
  // hold.
  let items = (0..<7).map(FeedItem.numbered)
  func refitNewContent(_ cell: FeedCellViews, _ fit: @escaping (FeedCellViews, CGFloat) -> CGSize) -> (Int) -> Void {
    { round in
      cell.configure(with: items[round % 7])
      _ = fit(cell, 375)
    }
  }
  func relayout(_ cell: FeedCellViews, _ fit: (FeedCellViews, CGFloat) -> CGSize) -> (Int) -> Void {
    cell.configure(with: .sample)
    cell.frame = CGRect(origin: .zero, size: fit(cell, 375))
    cell.layoutIfNeeded()
    return { round in
      cell.frame = CGRect(origin: .zero, size: CGSize(width: widths[(round + 1) % 2], height: cell.bounds.height))
      cell.layoutIfNeeded()
    }
  }
  let manualFit: (FeedCellViews, CGFloat) -> CGSize = { $0.sizeThatFits(CGSize(width: $1, height: 0)) }
  let autoFit: (FeedCellViews, CGFloat) -> CGSize = { ($0 as! AutoLayoutFeedCell).fittingSize(width: $1) }
  func row(_ name: String, _ manual: (Int) -> Void, _ auto: (Int) -> Void) -> (String, Double, Double) {
    let (m, a) = pairedMedians(301, manual, auto)
    return (name, m, a)
  }
  let rows: [(String, Double, Double)] = [
    row("build + content + fit 375 + layout",
        firstLayout({ ManualFeedCell() }, { manualFit($0, 375) }),
        firstLayout({ AutoLayoutFeedCell() }, { autoFit($0, 375) })),
    row("reused cell, fit at a new width", refit(ManualFeedCell(), manualFit), refit(AutoLayoutFeedCell(), autoFit)),
    row("reused cell, fit at a width never seen", refitFresh(ManualFeedCell(), manualFit),
        refitFresh(AutoLayoutFeedCell(), autoFit)),
    row("re-layout at a new width", relayout(ManualFeedCell(), manualFit), relayout(AutoLayoutFeedCell(), autoFit)),
  ]
  // Not one of the targets: shown beside them.
  let reuse = row(
    "reused cell, new content, fit at 375 (no target)", refitNewContent(ManualFeedCell(), manualFit),
    refitNewContent(AutoLayoutFeedCell(), autoFit))
  print("feed cell (15 views, 2 multi-line labels), medians of 301, rounds in turn: manual | Auto Layout | ratio")
  for (name, manual, auto) in rows + [reuse] {
    print("  \(name): " + String(format: "%.1f µs | %.1f µs | %.2fx", manual, auto, auto / manual))
  }
  let limits: [Double] = [2, 2, 2, 1.5]
  for ((name, manual, auto), limit) in zip(rows, limits) {
    report.add("feed cell, \(name), Auto Layout / by hand", auto / manual, atMost: limit, "%.1fx")
  }
}

/// The feed cell built from nested stack views (StackFeedCell.swift) against the same cell
/// with plain constraints: the same three operations. iPhones report stack views at about
/// 1.2x plain Auto Layout.
@MainActor
func stackFeedCellVersusPlain() {
  let widths: [CGFloat] = [375, 414]
  func firstLayout<Cell: UIView>(_ make: () -> Cell, _ configure: (Cell) -> Void, _ fit: (Cell, CGFloat) -> CGSize) -> Double {
    median(301) { _ in
      let cell = make()
      configure(cell)
      cell.frame = CGRect(origin: .zero, size: fit(cell, 375))
      cell.layoutIfNeeded()
    }
  }
  func refit<Cell: UIView>(_ cell: Cell, _ configure: (Cell) -> Void, _ fit: (Cell, CGFloat) -> CGSize) -> Double {
    configure(cell)
    return median(301) { round in _ = fit(cell, widths[round % 2]) }
  }
  func relayout<Cell: UIView>(_ cell: Cell, _ configure: (Cell) -> Void, _ fit: (Cell, CGFloat) -> CGSize) -> Double {
    configure(cell)
    cell.frame = CGRect(origin: .zero, size: fit(cell, 375))
    cell.layoutIfNeeded()
    return median(301) { round in
      cell.frame = CGRect(origin: .zero, size: CGSize(width: widths[(round + 1) % 2], height: cell.bounds.height))
      cell.layoutIfNeeded()
    }
  }
  let plainConfigure: (AutoLayoutFeedCell) -> Void = { $0.configure(with: .sample) }
  let plainFit: (AutoLayoutFeedCell, CGFloat) -> CGSize = { $0.fittingSize(width: $1) }
  let stackConfigure: (StackFeedCell) -> Void = { $0.configure(with: .sample) }
  let stackFit: (StackFeedCell, CGFloat) -> CGSize = { $0.fittingSize(width: $1) }
  let rows: [(String, Double, Double)] = [
    ("build + content + fit 375 + layout",
     firstLayout({ AutoLayoutFeedCell() }, plainConfigure, plainFit),
     firstLayout({ StackFeedCell() }, stackConfigure, stackFit)),
    ("reused cell, fit at a new width",
     refit(AutoLayoutFeedCell(), plainConfigure, plainFit), refit(StackFeedCell(), stackConfigure, stackFit)),
    ("re-layout at a new width",
     relayout(AutoLayoutFeedCell(), plainConfigure, plainFit), relayout(StackFeedCell(), stackConfigure, stackFit)),
  ]
  print("feed cell, nested stack views against plain constraints, medians of 301: plain | stacks | ratio")
  for (name, plain, stacks) in rows {
    print("  \(name): " + String(format: "%.1f µs | %.1f µs | %.2fx", plain, stacks, stacks / plain))
  }
}

@MainActor
func main() {
  let report = TargetReport()
  feedCellVersusManual(report)
  stackFeedCellVersusPlain()
  let (scratch, relayout) = feedCell()
  print(String(format: "feed cell (15 views, ~42 constraints): from scratch %.3f ms, width change %.3f ms", scratch * 1e3, relayout * 1e3))
  for kind in ["independent", "chained", "nested"] {
    var times: [(Int, Double)] = []
    for n in [100, 1_000, 10_000] { times.append((n, scenario(kind, n))) }
    let slope = log(times[2].1 / times[0].1) / log(100.0)
    report.add("\(kind) views, N = 10 000, µs a view", times[2].1 / 10_000 * 1e6, atMost: 3, "%.1f")
    report.add("\(kind) views, fitted exponent", slope, atMost: 1.05, "%.2f")
    print(
      "\(kind): " + times.map { String(format: "N=%d %.1f ms", $0.0, $0.1 * 1e3) }.joined(separator: ", ")
        + String(format: "  (fitted exponent %.2f)", slope))
  }
  for n in [1_000, 10_000] {
    let (width, top, readd) = constantChanges(n)
    if n == 10_000 { report.add("one constant in 10 000 views + layout, µs", width, atMost: 50, "%.1f") }
    print(
      String(
        format: "%d-view chain, one constant + layout (medians of 101): a width (1 view moves) %.1f µs, "
          + "a top (half the views move) %.1f µs, the top deactivated + re-added %.1f µs", n, width, top, readd))
  }
  if let heap = feedCellMemory() {
    report.add("heap a laid-out cell keeps beyond its views, KB", heap / 1024, atMost: 40, "%.1f")
  }
  report.print()
}

/// `layout-bench profile-fit` / `profile-first` / `profile-relayout` / `profile-fresh` (a width
/// never seen) / `profile-reuse` (new content, then a fit), and `profile-stack-first` (the
/// stack-view cell): one feed-cell operation in a loop, for perf and callgrind;
/// `profile-manual-…` runs the hand-written cell instead.
@MainActor
func profile(_ mode: String) {
  let manual = mode.hasPrefix("profile-manual-")
  let what = mode.replacingOccurrences(of: "manual-", with: "")
  func makeCell() -> FeedCellViews { manual ? ManualFeedCell() : AutoLayoutFeedCell() }
  func fit(_ cell: FeedCellViews, _ width: CGFloat) -> CGSize {
    if let cell = cell as? AutoLayoutFeedCell { return cell.fittingSize(width: width) }
    return cell.sizeThatFits(CGSize(width: width, height: 0))
  }
  let cell = makeCell()
  cell.configure(with: .sample)
  let rounds = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 2_000 : 2_000
  for round in 0..<rounds {
    if what == "profile-relayout" {
      if round == 0 {
        cell.frame = CGRect(origin: .zero, size: fit(cell, 375))
        cell.layoutIfNeeded()
      }
      cell.frame.size.width = round % 2 == 0 ? 414 : 375
      cell.layoutIfNeeded()
    } else if what == "profile-fit" {
      _ = fit(cell, round % 2 == 0 ? 375 : 414)
    } else if what == "profile-fresh" {
      _ = fit(cell, 320 + CGFloat(round % 97))
    } else if what == "profile-reuse" {
      cell.configure(with: .numbered(round % 7))
      _ = fit(cell, 375)
    } else {
      let fresh = makeCell()
      fresh.configure(with: .sample)
      fresh.frame = CGRect(origin: .zero, size: fit(fresh, 375))
      fresh.layoutIfNeeded()
    }
  }
}

/// `layout-bench phases`: the first pass of each cell split into its steps (build, content,
/// fit, layout, release), medians of 301 in µs: where the Auto Layout cell's time goes.
@MainActor
func phases() {
  func run(_ name: String, _ make: () -> FeedCellViews, _ fit: (FeedCellViews) -> CGSize) {
    var steps = [[Double]](repeating: [], count: 5)
    for _ in 0..<301 {
      var cell: FeedCellViews? = nil
      var size = CGSize.zero
      steps[0].append(seconds { cell = make() })
      steps[1].append(seconds { cell?.configure(with: .sample) })
      steps[2].append(seconds { size = fit(cell!) })
      steps[3].append(seconds {
        cell?.frame = CGRect(origin: .zero, size: size)
        cell?.layoutIfNeeded()
      })
      steps[4].append(seconds { cell = nil })
    }
    let medians = steps.map { $0.sorted()[150] * 1e6 }
    print("  \(name): " + zip(["build", "content", "fit", "layout", "release"], medians)
      .map { String(format: "%@ %.1f", $0.0, $0.1) }.joined(separator: " | ")
      + String(format: " | sum %.1f µs", medians.reduce(0, +)))
  }
  print("feed cell first pass by step, medians of 301 (µs):")
  run("manual", { ManualFeedCell() }, { $0.sizeThatFits(CGSize(width: 375, height: 0)) })
  run("Auto Layout", { AutoLayoutFeedCell() }, { ($0 as! AutoLayoutFeedCell).fittingSize(width: 375) })
}

MainActor.assumeIsolated {
  if CommandLine.arguments.dropFirst().first == "phases" {
    phases()
  } else if CommandLine.arguments.dropFirst().first == "memory" {
    // `memory`: the heap line alone.
    feedCellMemory()
  } else if CommandLine.arguments.dropFirst().first == "profile-constant" {
    // `profile-constant [N]`: the width changes of a chain of N views (a top change once), for
    // perf or callgrind.
    let n = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 10_000 : 10_000
    print(constantChanges(n, widthRounds: 2_001, topRounds: 1))
  } else if CommandLine.arguments.dropFirst().first == "profile-keep" {
    // `profile-keep [N]`: N laid-out Auto Layout feed cells kept alive, for a heap profiler
    // (valgrind's massif) to say what they hold.
    let n = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 200 : 200
    _ = heapPerCell(n) { AutoLayoutFeedCell() }
  } else if CommandLine.arguments.dropFirst().first == "profile-stack-first" {
    // `profile-stack-first [N]`: the stack-view feed cell's first pass, N times, for perf.
    let n = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 2_000 : 2_000
    for _ in 0..<n {
      let cell = StackFeedCell()
      cell.configure(with: .sample)
      cell.frame = CGRect(origin: .zero, size: cell.fittingSize(width: 375))
      cell.layoutIfNeeded()
    }
  } else if let mode = CommandLine.arguments.dropFirst().first, mode.hasPrefix("profile-tree-") {
    // `profile-tree-independent|chained|nested [N]`: one big-tree scenario, for perf.
    let n = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 10_000 : 10_000
    print(String(format: "%.1f ms", scenario(String(mode.dropFirst("profile-tree-".count)), n) * 1e3))
  } else if let mode = CommandLine.arguments.dropFirst().first, mode.hasPrefix("profile-") {
    profile(mode)
  } else {
    main()
  }
}
