// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

/// A view with a fixed intrinsic content size.
@MainActor
final class SizedView: UIView {
  var size: CGSize
  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }
  required init?(coder: NSCoder) { nil }
  override var intrinsicContentSize: CGSize { size }
}

/// A view whose alignment rect is inset from its frame.
@MainActor
final class InsetView: UIView {
  override var alignmentRectInsets: UIEdgeInsets {
    UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8)
  }
}

@MainActor
func constrained(_ parent: UIView) -> UIView {
  let view = UIView()
  view.translatesAutoresizingMaskIntoConstraints = false
  parent.addSubview(view)
  return view
}

@MainActor @Suite struct AutoLayoutTests {
  @Test func pinnedEdgesInsetByConstants() {
    let window = makeWindow()
    let child = constrained(window)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      child.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
      child.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
      child.bottomAnchor.constraint(equalTo: window.bottomAnchor, constant: -30),
    ])
    window.layoutIfNeeded()
    // 320 × 480 window: x 20…300, y 10…450.
    #expect(child.frame == CGRect(x: 20, y: 10, width: 280, height: 440))
  }

  @Test func centeredWithHalfHeightMultiplier() {
    let window = makeWindow()
    let child = constrained(window)
    NSLayoutConstraint.activate([
      child.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      child.centerYAnchor.constraint(equalTo: window.centerYAnchor),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalTo: window.heightAnchor, multiplier: 0.5),
    ])
    window.layoutIfNeeded()
    // height 240, centred at (160, 240): y 120, x 110.
    #expect(child.frame == CGRect(x: 110, y: 120, width: 100, height: 240))
  }

  @Test func chainOfSiblingsWithSpacing() {
    let window = makeWindow()
    let views = (0..<3).map { _ in constrained(window) }
    var constraints: [NSLayoutConstraint] = []
    for (index, view) in views.enumerated() {
      constraints.append(view.widthAnchor.constraint(equalToConstant: 50))
      constraints.append(view.heightAnchor.constraint(equalToConstant: 10))
      constraints.append(view.topAnchor.constraint(equalTo: window.topAnchor))
      if index == 0 {
        constraints.append(view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8))
      } else {
        constraints.append(
          view.leadingAnchor.constraint(equalToSystemSpacingAfter: views[index - 1].trailingAnchor, multiplier: 2))
      }
    }
    NSLayoutConstraint.activate(constraints)
    window.layoutIfNeeded()
    // 8, then +50 +16 each: 8, 74, 140.
    #expect(views.map(\.frame.minX) == [8, 74, 140])
  }

  @Test func inequalityWithPriorities() {
    let window = makeWindow()
    let child = constrained(window)
    let wish = child.widthAnchor.constraint(equalToConstant: 500)
    wish.priority = .defaultHigh
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      child.topAnchor.constraint(equalTo: window.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
      child.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor, constant: -20),
      wish,
    ])
    window.layoutIfNeeded()
    // Wants 500, capped by the required ≤ 300.
    #expect(child.frame.width == 300)
  }

  @Test func huggingAgainstCompressionInARow() {
    let window = makeWindow(width: 300)
    let a = SizedView(100, 20), b = SizedView(120, 20)
    window.addSubview(a)
    window.addSubview(b)
    b.setContentCompressionResistancePriority(.init(700), for: .horizontal)
    a.setContentHuggingPriority(.init(240), for: .horizontal)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.trailingAnchor.constraint(equalTo: window.trailingAnchor),
      a.topAnchor.constraint(equalTo: window.topAnchor),
      b.topAnchor.constraint(equalTo: window.topAnchor),
    ])
    window.layoutIfNeeded()
    // 300 ≥ 220: both sit at least at their intrinsic widths; the lower hugging (a, 240)
    // takes the 80 extra points.
    #expect(a.frame == CGRect(x: 0, y: 0, width: 180, height: 20))
    #expect(b.frame == CGRect(x: 180, y: 0, width: 120, height: 20))
    // Narrow to 200: 20 too few; b's lower compression resistance (700 < 750) gives way,
    // a keeps its 100 and b gets the remaining 100.
    window.frame.size.width = 200
    window.layoutIfNeeded()
    #expect(a.frame.width == 100)
    #expect(b.frame.width == 100)
  }

  @Test func constantChangeReachesTheFrame() {
    let window = makeWindow()
    let child = constrained(window)
    let left = child.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10)
    NSLayoutConstraint.activate([
      left, child.topAnchor.constraint(equalTo: window.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    left.constant = 70
    window.layoutIfNeeded()
    #expect(child.frame.minX == 70)
  }

  @Test func translatedMaskFollowsTheSuperview() {
    let window = makeWindow()
    let container = constrained(window)
    let plain = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    plain.autoresizingMask = [.flexibleWidth]
    container.addSubview(plain)
    let pinned = constrained(container)
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      container.topAnchor.constraint(equalTo: window.topAnchor),
      container.widthAnchor.constraint(equalToConstant: 100),
      container.heightAnchor.constraint(equalToConstant: 100),
      pinned.leadingAnchor.constraint(equalTo: plain.trailingAnchor, constant: 5),
      pinned.topAnchor.constraint(equalTo: plain.bottomAnchor),
      pinned.widthAnchor.constraint(equalToConstant: 1),
      pinned.heightAnchor.constraint(equalToConstant: 1),
    ])
    window.layoutIfNeeded()
    // The container went 0 → 100 wide with plain inside: flexible width takes all 100.
    // plain's frame was set while the container was 0 × 0, so its right margin is −40:
    // width 30 + 100 = 130. pinned: x = 10 + 130 + 5, y = 20 + 40.
    #expect(plain.frame == CGRect(x: 10, y: 20, width: 130, height: 40))
    #expect(pinned.frame.origin == CGPoint(x: 145, y: 60))
  }

  @Test func conflictIsLoggedAndTheAddedConstraintBroken() {
    let window = makeWindow()
    let child = constrained(window)
    let first = child.widthAnchor.constraint(equalToConstant: 100)
    let second = child.widthAnchor.constraint(equalToConstant: 200)
    second.identifier = "too-wide"
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      child.topAnchor.constraint(equalTo: window.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10), first, second,
    ])
    let log = recordingLog { window.layoutIfNeeded() }
    #expect(child.frame.width == 100)
    #expect(second.isActive)
    #expect(log.count == 1)
    let text = log.first?.text ?? ""
    #expect(log.first?.category == .layoutConstraints)
    #expect(text.hasPrefix("Unable to simultaneously satisfy constraints."))
    #expect(text.contains("\"\(first.description)\""))
    #expect(text.contains("Will attempt to recover by breaking constraint \n\(second.description)"))
    #expect(second.description.contains("'too-wide' UIView:"))
    #expect(second.description.hasSuffix(".width == 200   (active)>"))
    #expect(window.unsatisfiableConstraintsReports.first?.brokenConstraint == second.description)
    // Deactivating the kept one lets the broken one in.
    first.isActive = false
    window.layoutIfNeeded()
    #expect(child.frame.width == 200)
  }

  @Test func illegalConstraintsRaiseWithUIKitsTexts() {
    let window = makeWindow()
    let a = constrained(window)
    let loose = UIView()
    let raised = recordingExceptions {
      _ = NSLayoutConstraint(
        item: a, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: 10)
      _ = NSLayoutConstraint(
        item: a, attribute: .leading, relatedBy: .equal, toItem: window, attribute: .left,
        multiplier: 1, constant: 0)
      // A location against a size (a location against a location of the other axis is legal).
      _ = NSLayoutConstraint(
        item: a, attribute: .top, relatedBy: .equal, toItem: window, attribute: .width,
        multiplier: 1, constant: 0)
      a.widthAnchor.constraint(equalTo: loose.widthAnchor).isActive = true
      let height = a.heightAnchor.constraint(equalToConstant: 5)
      height.isActive = true
      height.priority = .defaultHigh
    }
    #expect(raised.count == 5)
    #expect(raised[0].reason.hasPrefix("A multiplier of 0 or a nil second item together with a location"))
    #expect(raised[1].reason.hasPrefix("A constraint cannot be made between a leading/trailing attribute and a right/left"))
    #expect(raised[2].reason.hasSuffix("Invalid pairing of layout attributes"))
    #expect(raised[3].name == .generic && raised[3].reason.contains("because they have no common ancestor"))
    #expect(raised[4].name == .internalInconsistency)
    #expect(raised[4].reason.contains("You passed priority 750 and the existing priority was 1000."))
  }

  /// Items are told apart by what they are, views and guides from anything else, whichever
  /// way the constraint is made; an anchor whose view is gone names no item.
  @Test func itemsThatAreNotViewsOrGuidesAreRefused() {
    let window = makeWindow()  // 320 × 480
    let a = constrained(window)
    let stranger = NSObject()
    var gone: UIView? = UIView()
    let goneWidth = gone!.widthAnchor
    gone = nil
    var madeFromGone: NSLayoutConstraint?
    let raised = recordingExceptions {
      _ = NSLayoutConstraint(
        item: a, attribute: .width, relatedBy: .equal, toItem: stranger, attribute: .width,
        multiplier: 1, constant: 0)
      _ = NSLayoutConstraint(
        item: stranger, attribute: .width, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 10)
      madeFromGone = a.widthAnchor.constraint(equalTo: goneWidth, constant: 40)
    }
    #expect(raised.map(\.reason) == [
      "Constraint items must each be a view or layout guide.",
      "Constraint must contain a first layout item",
    ])
    // `a.width == 40`: a size against no item is legal, and it installs on `a` itself.
    let width = madeFromGone!
    #expect(width.secondItem == nil && width.secondAttribute == .notAnAttribute)
    width.isActive = true
    #expect(a.constraints.contains { $0 === width })
    window.layoutIfNeeded()
    #expect(a.frame.width == 40)
    // A guide's constraints install on its owning view, the closest common ancestor.
    let guide = UILayoutGuide()
    window.addLayoutGuide(guide)
    let pin = guide.leadingAnchor.constraint(equalTo: a.leadingAnchor)
    pin.isActive = true
    #expect(window.constraints.contains { $0 === pin })
  }

  /// UIKit creates and installs aspect ratios (size against the other axis's size, on one
  /// view or across views) and locations across axes.
  @Test func aspectRatiosAndCrossAxisLocationsAreAccepted() {
    let window = makeWindow()  // 320 × 480
    let a = constrained(window), b = constrained(window)
    let raised = recordingExceptions {
      NSLayoutConstraint.activate([
        a.widthAnchor.constraint(equalToConstant: 60),
        // height == 2 × width on the same view: 120.
        NSLayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: a, attribute: .width, multiplier: 2, constant: 0),
        a.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        // left == top + 50 (a location against the other axis): 10 + 50 = 60.
        NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: a, attribute: .top, multiplier: 1, constant: 50),
        // Across views, through the anchors: b.width == a.height / 2 = 60, b.height == a.width = 60.
        b.widthAnchor.constraint(equalTo: a.heightAnchor, multiplier: 0.5),
        b.heightAnchor.constraint(equalTo: a.widthAnchor),
        b.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        b.topAnchor.constraint(equalTo: a.bottomAnchor),
      ])
      window.layoutIfNeeded()
    }
    #expect(raised.isEmpty)
    #expect(a.frame == CGRect(x: 60, y: 10, width: 60, height: 120))
    #expect(b.frame == CGRect(x: 0, y: 130, width: 60, height: 60))
  }

  @Test func removingAViewRemovesConstraintsThatReferenceIt() {
    let window = makeWindow()
    let a = constrained(window), b = constrained(window)
    let between = b.leadingAnchor.constraint(equalTo: a.trailingAnchor)
    let own = a.widthAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([between, own])
    #expect(window.constraints.contains { $0 === between })
    #expect(a.constraints.contains { $0 === own })
    a.removeFromSuperview()
    #expect(!between.isActive)
    #expect(own.isActive)
  }

  @Test func marginsGuideAndMarginAttributes() {
    let window = makeWindow()
    let container = constrained(window)
    container.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
    // The window's screen has a status bar; keep the margins off the safe area here.
    container.insetsLayoutMarginsFromSafeArea = false
    let child = constrained(container)
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 40),
      container.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
      container.widthAnchor.constraint(equalToConstant: 200),
      container.heightAnchor.constraint(equalToConstant: 100),
      child.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
      NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: container,
        attribute: .topMargin, multiplier: 1, constant: 0),
      child.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
    ])
    window.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 5, width: 170, height: 80))
    #expect(container.layoutMarginsGuide.layoutFrame == CGRect(x: 10, y: 5, width: 170, height: 80))
    #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
  }

  @Test func safeAreaGuideOnADeviceProfile() {
    let screen = UIScreen(profile: .iPhone15)
    let window = UIWindow(screen: screen)
    let child = constrained(window)
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
      child.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor),
      child.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: window.trailingAnchor),
    ])
    window.layoutIfNeeded()
    // 393 × 852, insets top 59, bottom 34.
    #expect(child.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
  }

  @Test func leadingAndTrailingFlipInRightToLeft() {
    let window = makeWindow()
    window.semanticContentAttribute = .forceRightToLeft
    let child = constrained(window)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.topAnchor.constraint(equalTo: window.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    // Leading is the right edge: 320 − 20 − 100.
    #expect(child.frame.minX == 200)
    #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
  }

  @Test func constraintsActOnAlignmentRects() {
    let window = makeWindow()
    let child = InsetView()
    child.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(child)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      child.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
      child.widthAnchor.constraint(equalToConstant: 100),
      child.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    // Frame = alignment rect grown by (2, 4, 6, 8).
    #expect(child.frame == CGRect(x: 6, y: 8, width: 112, height: 58))
    #expect(child.alignmentRect(forFrame: child.frame) == CGRect(x: 10, y: 10, width: 100, height: 50))
  }

  @Test func fittingSizes() {
    let cell = UIView()
    let label = SizedView(120, 20)
    cell.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
    ])
    #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 152, height: 36))
    let wide = cell.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(wide == CGSize(width: 320, height: 36))
    #expect(cell.frame == .zero)
  }

  @Test func crossBranchAndScrolledSuperview() {
    let window = makeWindow()
    let left = constrained(window), right = constrained(window)
    let deep = constrained(right)
    let scroll = UIScrollView(frame: .zero)
    scroll.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(scroll)
    let content = constrained(scroll)
    NSLayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      left.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
      left.widthAnchor.constraint(equalToConstant: 50), left.heightAnchor.constraint(equalToConstant: 50),
      right.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100),
      right.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
      right.widthAnchor.constraint(equalToConstant: 100), right.heightAnchor.constraint(equalToConstant: 100),
      // deep is in another branch: its left edge lines up with left's right edge (window x 60).
      deep.leadingAnchor.constraint(equalTo: left.trailingAnchor),
      deep.topAnchor.constraint(equalTo: right.topAnchor, constant: 5),
      deep.widthAnchor.constraint(equalToConstant: 10), deep.heightAnchor.constraint(equalToConstant: 10),
      scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      scroll.topAnchor.constraint(equalTo: window.topAnchor, constant: 300),
      scroll.widthAnchor.constraint(equalToConstant: 100), scroll.heightAnchor.constraint(equalToConstant: 100),
      content.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 20),
      content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      content.widthAnchor.constraint(equalToConstant: 10), content.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(deep.frame == CGRect(x: -40, y: 5, width: 10, height: 10))
    scroll.contentOffset = CGPoint(x: 0, y: 50)
    window.layoutIfNeeded()
    // Pinned to the scroll view's own edges: content coordinates, unchanged by scrolling.
    #expect(content.frame == CGRect(x: 0, y: 20, width: 10, height: 10))
  }

  @Test func ambiguityIsReportedWithAWitness() {
    let window = makeWindow()
    let child = constrained(window)
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: window.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(child.hasAmbiguousLayout)
    let report = child.ambiguityReport
    #expect(report?.variables.count == 1)
    #expect(report?.variables.first?.hasSuffix(".minX") == true)
    #expect(report.map { $0.alternativeFrame.minX != $0.frame.minX } == true)
    #expect(window.autolayoutTrace().contains("AMBIGUOUS LAYOUT"))
    child.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
    window.layoutIfNeeded()
    #expect(!child.hasAmbiguousLayout)
  }
}
