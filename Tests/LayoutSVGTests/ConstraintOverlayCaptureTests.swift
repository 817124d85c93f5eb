import Foundation
import LayoutSVG
import Testing
import UIKitLayout

/// Constraint marks captured from live layouts, every coordinate worked out by hand from the
/// frames the constraints give.
@MainActor
@Suite struct ConstraintOverlayCaptureTests {
  typealias Mark = LayoutSnapshot.ConstraintMark
  typealias Point = LayoutSnapshot.Point

  /// A 375 × 200 root (no window: no safe area) and a view opted out of autoresizing.
  func scene() -> (root: UIView, box: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    return (root, box)
  }

  func capture(
    _ root: UIView, _ constraints: [NSLayoutConstraint], broken: [NSLayoutConstraint] = [],
    names: [ObjectIdentifier: String] = [:]
  ) -> LayoutSnapshot {
    root.layoutIfNeeded()
    return LayoutSnapshot.capture(
      root,
      options: .init(
        caption: "t", name: { names[ObjectIdentifier($0)] }, constraints: constraints, brokenConstraints: broken))
  }

  @Test func edgesToTheSuperviewAndSizesAreGapsAndIBars() {
    let (root, box) = scene()
    let constraints = [
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 40),
    ]
    NSLayoutConstraint.activate(constraints)
    let marks = capture(root, constraints, names: [ObjectIdentifier(box): "box", ObjectIdentifier(root): "root"])
      .constraints
    #expect(box.frame == CGRect(x: 16, y: 20, width: 100, height: 40))
    // The leading gap: x 0 to 16 at the box's middle y (20 + 40 / 2), its label ("16", 14.5
    // wide) 7 above.
    #expect(
      marks[0]
        == Mark(
          kind: .spacing, axis: .horizontal, from: Point(x: 0, y: 40), to: Point(x: 16, y: 40), label: "16",
          labelCenter: Point(x: 8, y: 33), description: "box.leading == root.leading + 16"))
    // The top gap: y 0 to 20 at the middle of the x overlap (16…116), the label right of it.
    #expect(marks[1].kind == .spacing && marks[1].axis == .vertical)
    #expect(marks[1].from == Point(x: 66, y: 0) && marks[1].to == Point(x: 66, y: 20) && marks[1].label == "20")
    // "20" is two DejaVu Sans digits of 1 303 units of 2 048 at 9 points (11.45) plus the
    // halo's 3: half of that, and 3 more, right of the line.
    let half = (2.0 * 1303 / 2048 * 9 + 3) / 2
    #expect(abs(marks[1].labelCenter.x - (66 + half + 3)) < 1e-9 && marks[1].labelCenter.y == 10)
    // The width: an I-bar across the box 8 above its bottom (60 − 8), labelled 100.
    #expect(marks[2].kind == .size && marks[2].from == Point(x: 16, y: 52) && marks[2].to == Point(x: 116, y: 52))
    #expect(marks[2].label == "100" && marks[2].description == "box.width == 100")
    // The height: 8 left of the box's trailing edge (116 − 8), from its top to its bottom.
    #expect(marks[3].from == Point(x: 108, y: 20) && marks[3].to == Point(x: 108, y: 60) && marks[3].label == "40")
    #expect(marks.allSatisfy { !$0.isOptional && !$0.isBroken })
  }

  @Test func coincidingEdgesAreAShortTickNeverAZeroLengthLine() {
    let (root, box) = scene()
    let constraints = [
      box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 40),
    ]
    NSLayoutConstraint.activate(constraints)
    let mark = capture(root, constraints).constraints[0]
    // Centres at 187.5: a tick 12 long across the axis, at the box's middle y (40).
    #expect(mark.kind == .alignment && mark.axis == .horizontal && !mark.hasCaps)
    #expect(mark.from == Point(x: 187.5, y: 34) && mark.to == Point(x: 187.5, y: 46))
    #expect(mark.label == nil)
  }

  @Test func relationsMultipliersAndPrioritiesAreInTheLabels() {
    let (root, a) = scene()
    let b = UIView()
    b.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(b)
    let width = b.widthAnchor.constraint(equalToConstant: 100)
    width.priority = .defaultHigh
    let constraints = [
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.4),
      a.heightAnchor.constraint(equalToConstant: 40),
      b.topAnchor.constraint(greaterThanOrEqualTo: a.bottomAnchor, constant: 8),
      b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
      b.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16),
      width,
      b.heightAnchor.constraint(equalToConstant: 30),
      b.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -102),
    ]
    NSLayoutConstraint.activate(constraints)
    let marks = capture(root, constraints).constraints
    #expect(a.frame == CGRect(x: 16, y: 20, width: 150, height: 40))
    #expect(b.frame == CGRect(x: 16, y: 68, width: 100, height: 30))
    // 0.4 of the root's width, across a (16…166) 8 above its bottom.
    #expect(marks[2].label == "= w × 0.4" && marks[2].from == Point(x: 16, y: 52) && marks[2].to == Point(x: 166, y: 52))
    // b.top ≥ a.bottom + 8: y 60 to 68 where the two overlap in x (16…116).
    #expect(marks[4].label == "≥ 8" && marks[4].from == Point(x: 66, y: 60) && marks[4].to == Point(x: 66, y: 68))
    // Leading edges together; the views don't overlap in y, so the tick is at b's middle (83).
    #expect(marks[5].kind == .alignment && marks[5].from == Point(x: 16, y: 77) && marks[5].to == Point(x: 16, y: 89))
    // trailing ≤ root.trailing − 16 keeps a gap of at least 16: x 116 to 375 at b's middle.
    #expect(marks[6].label == "≥ 16" && marks[6].from == Point(x: 116, y: 83) && marks[6].to == Point(x: 375, y: 83))
    // The optional width is dashed; the others are not.
    #expect(marks[7].isOptional && marks[7].label == "100")
    #expect(marks.filter(\.isOptional).count == 1)
    // The bottom gap, 98 to 200, labelled by its size.
    #expect(marks[9].label == "102" && marks[9].from == Point(x: 66, y: 98) && marks[9].to == Point(x: 66, y: 200))
  }

  @Test func theBrokenConstraintIsMarkedAndListedAndIBarsOfOneViewDontOverlap() throws {
    let (root, box) = scene()
    let constraints = [
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      box.heightAnchor.constraint(equalToConstant: 40),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.widthAnchor.constraint(equalToConstant: 200),
    ]
    LayoutEnvironment.$logSink.withValue({ _ in }) {
      NSLayoutConstraint.activate(constraints)
      root.layoutIfNeeded()
    }
    // The engine broke the one added last, as UIKit's log says.
    let report = try #require(root.unsatisfiableConstraintsReports.first)
    let broken = constraints.filter { $0.description == report.brokenConstraint }
    #expect(broken.map { $0 === constraints[4] } == [true])
    let snapshot = capture(root, constraints, broken: broken, names: [ObjectIdentifier(box): "box"])
    let marks = snapshot.constraints
    #expect(marks.map(\.isBroken) == [false, false, false, false, true])
    #expect(snapshot.brokenConstraints == ["box.width == 200"])
    // Both widths span the box as laid out (100 wide); the second I-bar moves 12 up, off the
    // first, its label 11 above it (clear of its cross).
    #expect(marks[3].from == Point(x: 16, y: 52) && marks[4].from == Point(x: 16, y: 40))
    #expect(marks[4].to == Point(x: 116, y: 40) && marks[4].label == "200")
    #expect(marks[3].labelCenter == Point(x: 66, y: 45) && marks[4].labelCenter == Point(x: 66, y: 29))
  }

  @Test func marksAreClampedToTheCanvas() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let constraints = [
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: -50),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 150),
      box.widthAnchor.constraint(equalToConstant: 30),
      box.heightAnchor.constraint(equalToConstant: 20),
    ]
    NSLayoutConstraint.activate(constraints)
    let marks = capture(root, constraints).constraints
    #expect(box.frame == CGRect(x: -50, y: 150, width: 30, height: 20))
    for mark in marks {
      for p in [mark.from, mark.to, mark.labelCenter] {
        #expect((0...100).contains(p.x) && (0...100).contains(p.y), "\(mark)")
      }
      // Along one axis, never a point.
      #expect((mark.from.x == mark.to.x) != (mark.from.y == mark.to.y), "\(mark)")
    }
    // The leading gap (−50…0) is wholly off the canvas: a tick at its left edge, at the
    // bottom (the box's middle, 160, clamped), still labelled.
    #expect(marks[0].kind == .alignment && marks[0].from == Point(x: 0, y: 94) && marks[0].to == Point(x: 0, y: 100))
    #expect(marks[0].label == "50")
    // The top gap (0…150) stops at the bottom, along the left edge.
    #expect(marks[1].kind == .spacing && marks[1].from == Point(x: 0, y: 0) && marks[1].to == Point(x: 0, y: 100))
  }

  @Test func marginAttributesAndOverlaysAreCapturedOnlyWhenAskedFor() throws {
    let window = UIWindow(screen: UIScreen(profile: .iPhone15))  // 393 × 852, top 59, bottom 34
    window.makeKeyAndVisible()
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    let card = UIView(), inner = UIView()
    for view in [card, inner] { view.translatesAutoresizingMaskIntoConstraints = false }
    root.addSubview(card)
    card.addSubview(inner)
    card.preservesSuperviewLayoutMargins = true
    let constraints = [
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      card.widthAnchor.constraint(equalToConstant: 300),
      card.heightAnchor.constraint(equalToConstant: 200),
      inner.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
      inner.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      inner.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
      inner.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
    ]
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    // The card's top margin: its own 8 plus the 39 of safe area it reaches under (59 − 20),
    // which is also how far the root's (8 + 59) reaches into it: 47.
    #expect(inner.frame == CGRect(x: 8, y: 47, width: 284, height: 145))
    let plain = LayoutSnapshot.capture(root, options: .init(caption: "t"))
    #expect(plain.safeAreaInsets == nil && plain.root.layoutMargins == nil)
    let full = LayoutSnapshot.capture(
      root, options: .init(caption: "t", constraints: constraints, capturesSafeArea: true, capturesMargins: true))
    #expect(full.safeAreaInsets == LayoutSnapshot.Insets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(full.root.children[0].layoutMargins == LayoutSnapshot.Insets(top: 47, left: 8, bottom: 8, right: 8))
    // The same tree either way, but for the margins.
    var stripped = full.root
    stripped.layoutMargins = nil
    stripped.children[0].layoutMargins = nil
    stripped.children[0].children[0].layoutMargins = nil
    #expect(stripped == plain.root)
    // inner.top == card.topMargin: the edges meet at y 67, a tick; named by the guide.
    let top = full.constraints[4]
    #expect(top.kind == .alignment && top.from.y == 67 && top.to.y == 67)
    #expect(top.description == "UIView.top == UIView.margins.top")
  }
}
