// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// Springs and struts:
// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
//
// When a view's bounds size changes and `autoresizesSubviews` is on, each subview's frame is
// recomputed from its mask, axis by axis. With the superview's old length S, new length S',
// Δ = S' − S, and the subview's leading margin x, length w and trailing margin r = S − x − w:
//
//   flexible parts (F)          | change shared as                 | example (S 320 → 380, Δ 60)
//   ----------------------------+----------------------------------+------------------------------
//   none                        | the trailing margin absorbs Δ    | x, w unchanged
//   one part                    | that part takes all of Δ         | w: 100 → 160
//   several parts               | Δ · len(part) / Σ len(F)         | x 100, w 20, r 200, [L, R]:
//                               |                                  |   x → 100 + 60·100/300 = 120
//   several parts, Σ len(F) = 0 | Δ / |F| each                     |
//
// DIVERGENCE(UIKit): this is UIKit's documented rule ("proportionally to their current size")
// and current GNUstep's; nothing is rounded. AppKit documents an even split instead, and Chameleon rounds
// down; see docs/DIVERGENCES.md.

extension UIView {
  /// Which parts of a view's frame may change when its superview's size changes.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits, as UIKit numbers them.
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The left margin may change.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width may change.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin may change.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin may change.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height may change.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin may change.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Resizes the subviews by their masks after this view's size changed from `oldSize`, and
  /// their subviews in turn, with a worklist instead of recursion (deep trees).
  func resizeSubviews(withOldSize oldSize: CGSize) {
    // The worklist holds only the subviews whose own resizing was deferred: an array for the
    // first level too cost an allocation on every resize of every view.
    var worklist: [(view: UIView, oldSize: CGSize)] = []
    var next: (view: UIView, oldSize: CGSize)? = (self, oldSize)
    while let (view, oldSize) = next {
      let newSize = view.layer.bounds.size
      for subview in view.subviewStorage {
        // No flexible part: the trailing margins absorb the change and the frame stays (the
        // table above), so the frame is not even computed (most subviews: the default mask,
        // and every view laid out by constraints).
        let mask = subview.autoresizingMask
        guard !mask.isEmpty else { continue }
        let frame = subview.frame
        let resized = UIView.autoresizedFrame(
          frame, mask: mask, oldSuperviewSize: oldSize, newSuperviewSize: newSize)
        guard resized != frame else { continue }
        subview.isBeingAutoresized = true
        subview.frame = resized  // through the overridable setter, as UIKit does
        subview.isBeingAutoresized = false
        if let subviewOldSize = subview.deferredAutoresizingOldSize {
          subview.deferredAutoresizingOldSize = nil
          worklist.append((subview, subviewOldSize))
        }
      }
      next = worklist.popLast()
    }
  }

  /// The frame a view with `mask` gets when its superview goes from `oldSuperviewSize` to
  /// `newSuperviewSize`.
  static func autoresizedFrame(
    _ frame: CGRect, mask: AutoresizingMask, oldSuperviewSize: CGSize, newSuperviewSize: CGSize
  ) -> CGRect {
    let (x, width) = resizeAxis(
      origin: frame.origin.x, length: frame.size.width,
      oldSuperviewLength: oldSuperviewSize.width, newSuperviewLength: newSuperviewSize.width,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin)
      ))
    let (y, height) = resizeAxis(
      origin: frame.origin.y, length: frame.size.height,
      oldSuperviewLength: oldSuperviewSize.height, newSuperviewLength: newSuperviewSize.height,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ))
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// One axis of the table above: the new origin and length.
  private static func resizeAxis(
    origin: CGFloat, length: CGFloat, oldSuperviewLength: CGFloat, newSuperviewLength: CGFloat,
    flexible: (leading: Bool, size: Bool, trailing: Bool)
  ) -> (CGFloat, CGFloat) {
    let delta = newSuperviewLength - oldSuperviewLength
    let trailingMargin = oldSuperviewLength - origin - length
    // Summed in the parts' order, leading to trailing, with no array: this runs for every
    // subview of every resized view (arrays here cost six allocations a view).
    var count = 0
    var total: CGFloat = 0
    func add(_ isFlexible: Bool, _ partLength: CGFloat) {
      guard isFlexible else { return }
      count += 1
      total += partLength
    }
    add(flexible.leading, origin)
    add(flexible.size, length)
    add(flexible.trailing, trailingMargin)
    guard delta != 0, count > 0 else { return (origin, length) }
    func share(of partLength: CGFloat) -> CGFloat {
      total == 0 ? delta / CGFloat(count) : delta * partLength / total
    }
    return (
      flexible.leading ? origin + share(of: origin) : origin,
      flexible.size ? length + share(of: length) : length
    )
  }
}
