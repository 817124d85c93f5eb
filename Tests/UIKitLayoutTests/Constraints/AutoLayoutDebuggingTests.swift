// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

/// Anchors with offsets, the built-in guides' rules, and UIKit's debugging API, with
/// expectations worked out by hand.
@MainActor @Suite struct AutoLayoutDebuggingTests {
  /// Fixes `view`'s frame to `rect` in its superview `parent` with four constraints.
  func place(_ view: UIView, in parent: UIView, _ rect: CGRect) -> [NSLayoutConstraint] {
    [
      view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: rect.minX),
      view.topAnchor.constraint(equalTo: parent.topAnchor, constant: rect.minY),
      view.widthAnchor.constraint(equalToConstant: rect.width),
      view.heightAnchor.constraint(equalToConstant: rect.height),
    ]
  }

  @Test func anchorWithOffsetIsTheDistanceBetweenTwoAnchors() {
    let window = makeWindow()
    let a = constrained(window), b = constrained(window), gap = constrained(window)
    NSLayoutConstraint.activate(
      place(a, in: window, CGRect(x: 20, y: 10, width: 50, height: 30))
        + place(b, in: window, CGRect(x: 200, y: 100, width: 40, height: 40))
        + [
          gap.leftAnchor.constraint(equalTo: window.leftAnchor),
          gap.topAnchor.constraint(equalTo: window.topAnchor, constant: 300),
          // a's right edge (70) to b's left edge (200): 130.
          gap.widthAnchor.constraint(equalTo: a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)),
          // Half of a's bottom (40) to b's top (100): 30.
          gap.heightAnchor.constraint(
            equalTo: a.bottomAnchor.anchorWithOffset(to: b.topAnchor), multiplier: 0.5),
        ])
    window.layoutIfNeeded()
    #expect(gap.frame == CGRect(x: 0, y: 300, width: 130, height: 30))
    // The offset follows the anchors.
    b.constraintsAffectingLayout(for: .horizontal).first { $0.firstAttribute == .left }?.constant = 250
    window.layoutIfNeeded()
    #expect(gap.frame.width == 180)
  }

  // Readable width rule (ours; UIKit derives it from the Dynamic Type size): the readable
  // content guide is the margins guide narrowed to at most 672 points, centred in it. On an
  // iPhone the margins are narrower than 672, so the guide is the margins guide; on an iPad
  // width it is 672 wide.
  @Test func readableContentGuideOnPadAndPhoneWidths() {
    for (profile, expected) in [
      // 1024 wide: margins 8…1016 (1008 wide); 672 centred: 8 + (1008 − 672) / 2 = 176.
      (DeviceProfile.iPadPro12Point9, CGRect(x: 176, y: 8, width: 672, height: 84)),
      // 393 wide: margins 8…385, narrower than 672: the guide is the margins guide.
      (DeviceProfile.iPhone15, CGRect(x: 8, y: 8, width: 377, height: 84)),
    ] {
      let window = UIWindow(screen: UIScreen(profile: profile))
      let container = constrained(window)
      container.insetsLayoutMarginsFromSafeArea = false
      let text = constrained(container)
      let guide = container.readableContentGuide
      NSLayoutConstraint.activate([
        container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        container.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        container.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        container.heightAnchor.constraint(equalToConstant: 100),
        text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        text.topAnchor.constraint(equalTo: guide.topAnchor),
        text.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      ])
      window.layoutIfNeeded()
      #expect(text.frame == expected, "\(profile.name)")
      #expect(guide.layoutFrame == expected, "\(profile.name)")
    }
  }

  @Test func preservesSuperviewLayoutMarginsCascades() {
    for preserves in [false, true] {
      let window = makeWindow()
      let container = constrained(window)
      container.insetsLayoutMarginsFromSafeArea = false
      container.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
      let inner = constrained(container)
      inner.insetsLayoutMarginsFromSafeArea = false
      inner.preservesSuperviewLayoutMargins = preserves
      let content = constrained(inner)
      let guide = inner.layoutMarginsGuide
      NSLayoutConstraint.activate(
        place(container, in: window, CGRect(x: 0, y: 100, width: 200, height: 100))
          + place(inner, in: container, CGRect(x: 5, y: 30, width: 100, height: 40))
          + [
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
          ])
      window.layoutIfNeeded()
      // inner sits 5 from the container's left edge, 30 from its top, 95 from its right and
      // 30 from its bottom. Preserving: each margin is max(8, 20 − distance): left 15, the
      // others 8. Not preserving: 8 all round.
      let expected = preserves
        ? CGRect(x: 15, y: 8, width: 77, height: 24) : CGRect(x: 8, y: 8, width: 84, height: 24)
      #expect(content.frame == expected, "preserves: \(preserves)")
    }
  }

  @Test func controllerRootViewMargins() {
    // Compact widths get 16-point side margins, regular (≥ 414 here) 20; top and bottom 0.
    for (width, side) in [(CGFloat(320), CGFloat(16)), (375, 16), (414, 20), (1024, 20)] {
      let window = makeWindow(width: width, height: 480)
      let controller = UIViewController()
      window.rootViewController = controller
      let root = controller.view!
      #expect(root.layoutMargins == UIEdgeInsets(top: 0, left: side, bottom: 0, right: side))
      let child = constrained(root)
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        child.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        child.heightAnchor.constraint(equalToConstant: 10),
      ])
      window.layoutIfNeeded()
      #expect(child.frame == CGRect(x: side, y: 100, width: width - 2 * side, height: 10))
    }
    // Set margins replace the system ones.
    let controller = UIViewController()
    controller.view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(controller.view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
  }

  @Test func exerciseAmbiguityMovesToTheWitnessFrame() {
    let window = makeWindow()
    let child = constrained(window)
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
      child.widthAnchor.constraint(equalToConstant: 10),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    window.layoutIfNeeded()
    let before = child.frame
    let witness = child.ambiguityReport?.alternativeFrame
    child.exerciseAmbiguityInLayout()
    #expect(child.frame == witness)
    // Only the free x moved: y, width and height are fixed by the constraints.
    #expect(child.frame.minX != before.minX)
    #expect(child.frame.minY == 30 && child.frame.size == CGSize(width: 10, height: 20))
    // An unambiguous view stays put.
    let fixed = constrained(window)
    NSLayoutConstraint.activate(place(fixed, in: window, CGRect(x: 1, y: 2, width: 3, height: 4)))
    window.layoutIfNeeded()
    fixed.exerciseAmbiguityInLayout()
    #expect(fixed.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func addConstraintOnAViewThatIsNotACommonAncestorLogs() {
    let window = makeWindow()
    let a = constrained(window), b = constrained(window)
    let between = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
    let log = recordingLog { a.addConstraint(between) }
    #expect(!between.isActive)
    #expect(a.constraints.isEmpty)
    #expect(log.count == 1)
    #expect(log.first?.category == .layoutConstraints)
    let text = log.first?.text ?? ""
    #expect(text.hasPrefix("The view hierarchy is not prepared for the constraint: \(between.description)"))
    #expect(text.contains(
      "When added to a view, the constraint's items must be descendants of that view (or the view itself)."))
    // On the common ancestor it installs.
    let none = recordingLog { window.addConstraint(between) }
    #expect(none.isEmpty)
    #expect(between.isActive && window.constraints.contains { $0 === between })
  }

  @Test func constraintsAffectingLayoutIncludeTheEnginesOwn() {
    let window = makeWindow()
    let plain = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    window.addSubview(plain)
    let label = SizedView(100, 20)
    window.addSubview(label)
    let after = label.leadingAnchor.constraint(equalTo: plain.trailingAnchor, constant: 5)
    NSLayoutConstraint.activate([after, label.topAnchor.constraint(equalTo: window.topAnchor)])
    window.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 45, y: 0, width: 100, height: 20))

    // The translated view: the user constraint naming it, then its mask's minX and width.
    let plainH = plain.constraintsAffectingLayout(for: .horizontal)
    #expect(plainH.count == 3)
    #expect(plainH.first === after)
    let mask = plainH.dropFirst().compactMap { $0 as? NSAutoresizingMaskLayoutConstraint }
    #expect(mask.map(\.firstAttribute) == [.left, .width])
    #expect(mask.map(\.constant) == [10, 30])
    let name = NSLayoutConstraint.itemName(plain)
    #expect(mask[0].description.hasPrefix("<NSAutoresizingMaskLayoutConstraint:0x"))
    #expect(mask[0].description.hasSuffix(" h=--& v=--& \(name).minX == 10   (active)>"))
    #expect(mask[1].description.hasSuffix(" h=--& v=--& \(name).width == 30   (active)>"))
    let allActive = mask.allSatisfy { $0.isActive }
    #expect(allActive)
    let plainV = plain.constraintsAffectingLayout(for: .vertical)
    #expect(plainV.map(\.firstAttribute) == [.top, .height])
    #expect(plainV.map(\.constant) == [20, 40])

    // The sized view: its own leading constraint, then hugging ≤ 100 @250 and compression
    // resistance ≥ 100 @750.
    let labelH = label.constraintsAffectingLayout(for: .horizontal)
    #expect(labelH.count == 3)
    #expect(labelH.first === after)
    let content = labelH.dropFirst().compactMap { $0 as? NSContentSizeLayoutConstraint }
    #expect(content.map(\.relation) == [.lessThanOrEqual, .greaterThanOrEqual])
    #expect(content.map(\.priority) == [.defaultLow, .defaultHigh])
    #expect(content.map(\.constant) == [100, 100])
    let labelName = NSLayoutConstraint.itemName(label)
    #expect(content[0].description.hasPrefix("<NSContentSizeLayoutConstraint:0x"))
    #expect(content[0].description.hasSuffix(" \(labelName).width == 100 Hug:250   (active)>"))
    #expect(content[1].description.hasSuffix(
      " \(labelName).width == 100 CompressionResistance:750   (active)>"))
    let labelV = label.constraintsAffectingLayout(for: .vertical)
    #expect(labelV.count == 3)
    #expect(labelV.dropFirst().map(\.constant) == [20, 20])
  }

  @Test func aConflictThroughAMarginGuideListsTheGuidesAndTheRootsPins() {
    // A 320-point window; a view between the window's margins, required 400 wide. The
    // conflict runs through the margins guide's width tie to the window and the root's width
    // pin, both the engine's own constraints, printed as the log shows them.
    let window = makeWindow()
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(child)
    let guide = window.layoutMarginsGuide
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      child.topAnchor.constraint(equalTo: window.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
      child.widthAnchor.constraint(equalToConstant: 400),
    ])
    let log = recordingLog { window.layoutIfNeeded() }
    #expect(log.count == 1)
    let report = window.unsatisfiableConstraintsReports.first
    let texts = (report?.conflictingConstraints ?? []) + [report?.brokenConstraint ?? ""]
    let (guideName, windowName) = (NSLayoutConstraint.itemName(guide), NSLayoutConstraint.itemName(window))
    let tie = texts.filter { $0.contains("'UIView-rightMargin-guide-constraint'") }
    #expect(tie.count == 1)
    #expect(tie.first?.hasPrefix("<NSLayoutConstraint:0x") == true)
    #expect(tie.first?.hasSuffix(" \(guideName) tied to \(windowName)   (active)>") == true)
    let root = texts.filter { $0.contains("'LayoutEngine-root-width'") }
    #expect(root.count == 1)
    #expect(root.first?.hasSuffix(" \(windowName).width == 320   (active)>") == true)
    #expect(!(report?.involvesAutoresizingConstraints ?? true))
  }
}
