import Foundation
import UIKitLayout

// Layout-pass benchmarks of issue #3: one dirty leaf in a 10 000-view tree must cost what the
// leaf costs; a full pass must grow linearly with the number of views. Prints medians in µs.

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

/// A window with `containers` rows of `leaves` leaf views each, laid out once.
@MainActor func makeTree(containers: Int, leaves: Int) -> (UIWindow, [UIView]) {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
  var all: [UIView] = []
  for i in 0..<containers {
    let c = UIView(frame: CGRect(x: 0, y: CGFloat(i), width: 1000, height: 10))
    window.addSubview(c)
    all.append(c)
    for j in 0..<leaves {
      let leaf = UIView(frame: CGRect(x: CGFloat(j), y: 0, width: 5, height: 5))
      c.addSubview(leaf)
      all.append(leaf)
    }
  }
  CATransaction.flush()
  return (window, all)
}

@MainActor func oneDirty(containers: Int, leaves: Int) -> Double {
  let (window, views) = makeTree(containers: containers, leaves: leaves)
  let leaf = views[views.count / 2 + (views.count > 1 ? 1 : 0)]
  var times: [Double] = []
  for _ in 0..<2001 {
    let t0 = now()
    leaf.setNeedsLayout()
    CATransaction.flush()
    times.append(Double(now() - t0) / 1000)
  }
  withExtendedLifetime(window) {}
  return median(times)
}

@MainActor func fullPass(_ n: Int) -> Double {
  let containers = max(1, n / 100)
  let (window, views) = makeTree(containers: containers, leaves: n / containers - 1)
  var times: [Double] = []
  for _ in 0..<15 {
    for v in views { v.setNeedsLayout() }
    let t0 = now()
    CATransaction.flush()
    times.append(Double(now() - t0) / 1000)
  }
  withExtendedLifetime(window) {}
  return median(times)
}

MainActor.assumeIsolated {
  print("views one-dirty-leaf-in-10000 median_us=\(String(format: "%.3f", oneDirty(containers: 100, leaves: 99)))")
  print("views one-leaf-alone median_us=\(String(format: "%.3f", oneDirty(containers: 1, leaves: 0)))")
  for n in [1_000, 10_000, 100_000] {
    let t = fullPass(n)
    print("views full-pass-\(n) median_us=\(String(format: "%.1f", t)) per_view_us=\(String(format: "%.3f", t / Double(n)))")
  }
}
