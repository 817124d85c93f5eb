import Foundation
import Testing

@testable import UIKitLayout

/// The constraints UIKit generates for a stack view, counted by identifier as UIKit's dumps
/// show them (kean, "Let's Build UIStackView"; TZStackView's tests against UIStackView; see
/// docs/stack-view.md), and how they read in descriptions and conflict logs.
@MainActor
@Suite struct StackConstraintListTests {
  /// A horizontal stack of three labels, laid out, with the given configuration.
  static func stack(
    _ distribution: UIStackView.Distribution = .fill, _ alignment: UIStackView.Alignment = .fill,
    count: Int = 3
  ) -> (UIStackView, [UILabel]) {
    let labels = (0..<count).map { index -> UILabel in
      let label = UILabel()
      label.text = "Label \(index)"
      return label
    }
    let stack = UIStackView(arrangedSubviews: labels)
    stack.distribution = distribution
    stack.alignment = alignment
    stack.spacing = 10
    let root = StackScene.root(holding: stack, frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    root.layoutIfNeeded()
    return (stack, labels)
  }

  static func counts(_ constraints: [NSLayoutConstraint]) -> [String: Int] {
    StackScene.identifierCounts(constraints)
  }

  @Test func fillFill() {
    // 4 canvas connections, 4 alignments (tops and bottoms with the first), 2 spacings.
    let (stack, labels) = Self.stack()
    #expect(Self.counts(stack.constraints) == [
      "UISV-canvas-connection": 4, "UISV-alignment": 4, "UISV-spacing": 2,
    ])
    #expect(labels.allSatisfy { $0.constraints.isEmpty })
    #expect(stack.layoutGuides.isEmpty)
    #expect(stack.constraints.allSatisfy { $0.priority == .required && $0.isActive })
  }

  @Test func distributions() {
    #expect(Self.counts(Self.stack(.fillEqually).0.constraints) == [
      "UISV-canvas-connection": 4, "UISV-alignment": 4, "UISV-spacing": 2, "UISV-fill-equally": 2,
    ])
    #expect(Self.counts(Self.stack(.fillProportionally).0.constraints) == [
      "UISV-canvas-connection": 4, "UISV-alignment": 4, "UISV-spacing": 2,
      "UISV-fill-proportionally": 3,
    ])
    let (equal, _) = Self.stack(.equalSpacing)
    #expect(Self.counts(equal.constraints) == [
      "UISV-canvas-connection": 4, "UISV-alignment": 4, "UISV-spacing": 2,
      "UISV-distributing-edge": 4, "UISV-fill-equally": 1, "UISV-canvas-fit": 1,
    ])
    #expect(equal.layoutGuides.map(\.identifier) == ["UISV-distributing", "UISV-distributing"])
    let spacings = equal.constraints.filter { $0.identifier == "UISV-spacing" }
    #expect(spacings.allSatisfy { $0.relation == .greaterThanOrEqual && $0.constant == 10 })
    let fit = equal.constraints.filter { $0.identifier == "UISV-canvas-fit" }
    #expect(fit.map(\.priority.rawValue) == [49] && fit[0].firstAttribute == .width)
  }

  @Test func alignments() {
    // Top: the first view's top is the stack's, a spanner encloses all three (6 boundaries,
    // fitting at 51) and its bottom is the stack's; each view gets a height of 0 at 25.
    let (top, topLabels) = Self.stack(.fill, .top)
    #expect(Self.counts(top.constraints) == [
      "UISV-canvas-connection": 4, "UISV-alignment": 2, "UISV-spacing": 2,
      "UISV-spanning-boundary": 6, "UISV-spanning-fit": 1,
    ])
    for label in topLabels {
      let suppression = label.constraints.filter { $0.identifier == "UISV-ambiguity-suppression" }
      #expect(suppression.count == 1 && suppression[0].priority.rawValue == 25)
    }
    #expect(top.layoutGuides.map(\.identifier) == ["UISV-alignment-spanner"])
    let fit = top.constraints.filter { $0.identifier == "UISV-spanning-fit" }
    #expect(fit.map(\.priority.rawValue) == [51])
    // The exact side's boundaries sit just below required; the other side's are required.
    let boundaries = top.constraints.filter { $0.identifier == "UISV-spanning-boundary" }
    #expect(boundaries.filter { $0.relation == .equal }.allSatisfy { $0.priority.rawValue == 999.5 })
    #expect(boundaries.filter { $0.relation == .greaterThanOrEqual }.count == 3)
    // Centre: both sides through the spanner, plus the centre: 5 connections.
    #expect(Self.counts(Self.stack(.fill, .center).0.constraints) == [
      "UISV-canvas-connection": 5, "UISV-alignment": 2, "UISV-spacing": 2,
      "UISV-spanning-boundary": 6, "UISV-spanning-fit": 1,
    ])
    // First baselines: the stack's top only bounds the first view's, so the stack fits
    // its height (49) too.
    #expect(Self.counts(Self.stack(.fill, .firstBaseline).0.constraints) == [
      "UISV-canvas-connection": 4, "UISV-alignment": 2, "UISV-spacing": 2,
      "UISV-spanning-boundary": 6, "UISV-spanning-fit": 1, "UISV-canvas-fit": 1,
    ])
  }

  @Test func aSingleCentredView() {
    // No spanner: the stack's top and bottom enclose the view, its centre is the view's.
    let (stack, labels) = Self.stack(.fill, .center, count: 1)
    #expect(Self.counts(stack.constraints) == ["UISV-canvas-connection": 5, "UISV-canvas-fit": 1])
    #expect(Self.counts(labels[0].constraints) == ["UISV-ambiguity-suppression": 1])
    #expect(stack.layoutGuides.isEmpty)
    let relations = stack.constraints.filter { $0.firstAttribute == .top || $0.firstAttribute == .bottom }
      .map(\.relation)
    #expect(relations == [.lessThanOrEqual, .greaterThanOrEqual])
  }

  @Test func descriptionsReadAsUIKitsDo() {
    let (stack, labels) = Self.stack(.fill, .center)
    let spanner = stack.layoutGuides[0]
    #expect(NSLayoutConstraint.itemName(spanner) == "_UILayoutSpacer:\(spanner.debugAddress)'UISV-alignment-spanner'")
    let spacing = stack.constraints.first { $0.identifier == "UISV-spacing" }
    #expect(
      spacing?.description
        == "<NSLayoutConstraint:\(spacing!.debugAddress) 'UISV-spacing' "
        + "UILabel:\(labels[1].debugAddress).leading == UILabel:\(labels[0].debugAddress).trailing + 10   (active)>")
  }

  @Test func aConflictLogNamesTheStacksConstraints() {
    // Three required 100-wide views with 10 between them cannot fit 250.
    let boxes = StackScene.boxes([(100, 20), (100, 20), (100, 20)])
    for box in boxes { box.widthAnchor.constraint(equalToConstant: 100).isActive = true }
    let stack = UIStackView(arrangedSubviews: boxes)
    stack.spacing = 10
    let root = StackScene.root(holding: stack, frame: CGRect(x: 0, y: 0, width: 250, height: 100))
    let log = recordingLog { root.layoutIfNeeded() }
    #expect(log.count == 1)
    let text = log.first?.text ?? ""
    #expect(text.contains("Unable to simultaneously satisfy constraints"))
    #expect(text.contains("'UISV-spacing'") && text.contains("'UISV-canvas-connection'"))
  }

  @Test func changesRebuildOnlyAtTheConstraintPass() {
    let (stack, labels) = Self.stack()
    stack.axis = .vertical
    // Nothing changes until the constraints are updated (the next pass, or on demand).
    #expect(stack.constraints.contains { $0.firstAttribute == .leading })
    stack.updateConstraintsIfNeeded()
    let connections = stack.constraints.filter { $0.identifier == "UISV-canvas-connection" }
    #expect(Set(connections.map(\.firstAttribute.rawValue)) == Set([
      NSLayoutConstraint.Attribute.top, .bottom, .leading, .trailing,
    ].map(\.rawValue)))
    #expect(stack.constraints.filter { $0.identifier == "UISV-spacing" }.allSatisfy {
      $0.firstAttribute == .top && $0.secondAttribute == .bottom
    })
    #expect(labels.count == 3)
  }
}

/// What debugging shows of a stack view, and what it draws.
@MainActor
@Suite struct StackDebuggingTests {
  @Test func constraintsAffectingLayoutNameTheStacksConstraints() {
    let boxes = StackScene.boxes([(50, 20), (60, 20)])
    let stack = UIStackView(arrangedSubviews: boxes)
    stack.spacing = 10
    let root = StackScene.root(holding: stack, frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    root.layoutIfNeeded()
    let horizontal = Set(boxes[1].constraintsAffectingLayout(for: .horizontal).compactMap(\.identifier))
    #expect(horizontal.isSuperset(of: ["UISV-spacing", "UISV-canvas-connection"]))
    let vertical = Set(boxes[1].constraintsAffectingLayout(for: .vertical).compactMap(\.identifier))
    #expect(vertical.contains("UISV-alignment"))
  }

  @Test func aStackViewDrawsNothingButItsBackground() {
    let window = makeWindow()
    let stack = UIStackView(arrangedSubviews: [Box(50, 20)])
    stack.backgroundColor = .systemRed
    stack.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    window.addSubview(stack)
    CATransaction.flush()
    #expect(stack.layer.recordedDrawing.isEmpty)
    #expect(stack.layer.backgroundColor == UIColor.systemRed.cgColor)
  }
}
