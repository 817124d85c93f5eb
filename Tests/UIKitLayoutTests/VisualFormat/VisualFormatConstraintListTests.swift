// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

/// The exact constraints a string produces: attributes, relation, constant, priority and order
/// (semantics reference 5.2; the order is documented in docs/visual-format-language.md).
@MainActor @Suite struct VisualFormatConstraintListTests {
  /// The scene's description of the constraints `format` makes for views a, b, c.
  private func list(
    _ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil
  ) -> [String] {
    var scene = VisualFormatScene()
    for name in ["a", "b", "c"] { scene.add(name) }
    return scene.describe(
      NSLayoutConstraint.constraints(
        withVisualFormat: format, options: options, metrics: metrics, views: scene.views))
  }

  @Test func completeRowInStringOrder() {
    #expect(
      list("|-[a]-[b(>=20)]-|") == [
        "a.leading == |.leadingMargin", "b.leading == a.trailing + 8", "b.width >= 20",
        "|.trailingMargin == b.trailing",
      ])
  }

  @Test func explicitSpacingsAndSigns() {
    #expect(
      list("H:|-10-[a]-(-5)-[b]-20-|") == [
        "a.leading == |.leading + 10", "b.leading == a.trailing + -5",
        "|.trailing == b.trailing + 20",
      ])
  }

  @Test func flushAndVertical() {
    #expect(list("V:|[a][b]|") == ["a.top == |.top", "b.top == a.bottom", "|.bottom == b.bottom"])
    #expect(list("V:|-[a]-|") == ["a.top == |.topMargin", "|.bottomMargin == a.bottom"])
  }

  @Test func predicateListWithRelationsPrioritiesAndViews() {
    #expect(
      list("[a(>=70,<=100@750,==b@250)]") == [
        "a.width >= 70", "a.width <= 100 @750", "a.width == b.width @250",
      ])
    #expect(list("V:[a(==b)]") == ["a.height == b.height"])
  }

  @Test func connectionPredicateList() {
    #expect(
      list("[a]-(>=8,<=gap@p)-[b]", metrics: ["gap": 20, "p": 500]) == [
        "b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20 @500",
      ])
  }

  @Test func numbersWithDecimalsSignsAndExponents() {
    #expect(
      list("[a(12.5)]-0.5-[b(+1e1)]-(==-.25)-|") == [
        "a.width == 12.5", "b.leading == a.trailing + 0.5", "b.width == 10",
        "|.trailing == b.trailing + -0.25",
      ])
  }

  @Test func threeViewsWithAlignment() {
    #expect(
      list("[a]-[b]-[c]", options: [.alignAllTop, .alignAllCenterY]) == [
        "b.leading == a.trailing + 8", "b.top == a.top", "b.centerY == a.centerY",
        "c.leading == b.trailing + 8", "c.top == b.top", "c.centerY == b.centerY",
      ])
  }

  @Test func directionLeftToRight() {
    #expect(
      list("|-[a]-4-[b]-|", options: .directionLeftToRight) == [
        "a.left == |.leftMargin", "b.left == a.right + 4", "|.rightMargin == b.right",
      ])
  }

  @Test func directionRightToLeft() {
    // Read from the right: the earlier item (on the right) comes first.
    #expect(
      list("|-10-[a]-4-[b]-|", options: .directionRightToLeft) == [
        "|.right == a.right + 10", "a.left == b.right + 4", "b.left == |.leftMargin",
      ])
  }

  @Test func baselineToBaselineSpacing() {
    #expect(
      list("V:|-[a]-10-[b]", options: .spacingBaselineToBaseline) == [
        "a.top == |.topMargin", "b.firstBaseline == a.lastBaseline + 10",
      ])
  }

  @Test func resultIsInactiveAndLeavesAutoresizingAlone() {
    let scene = VisualFormatScene()
    let kept = UIView()
    kept.translatesAutoresizingMaskIntoConstraints = true
    scene.container.addSubview(kept)
    let constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "|[kept]", metrics: nil, views: ["kept": kept])
    #expect(constraints.count == 1)
    #expect(constraints.allSatisfy { !$0.isActive })
    #expect(kept.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func typedVariantMatchesTheUIKitOne() throws {
    var scene = VisualFormatScene()
    let a = scene.add("a")
    let constraints = try NSLayoutConstraint.constraints(
      visualFormat: "|-m-[a(w@p)]", metrics: ["m": 3, "w": 7, "p": 600], views: ["a": a])
    #expect(scene.describe(constraints) == ["a.leading == |.leading + 3", "a.width == 7 @600"])
  }

  @Test func parsedSyntaxCarriesPositions() throws {
    let syntax = try VisualFormat(parsing: "V:|-(>=8@750)-[top(==44)][bottom]|")
    #expect(syntax.orientation == .vertical)
    #expect(syntax.views.map(\.name) == ["top", "bottom"])
    #expect(syntax.views[0].nameRange == 15..<18)
    #expect(syntax.leadingEdge?.barOffset == 2)
    #expect(
      syntax.leadingEdge?.connection.kind
        == .predicates([
          VisualFormat.Predicate(
            relation: .greaterThanOrEqual, object: .number(8), objectRange: 7..<8,
            priority: .number(750), priorityRange: 9..<12)
        ]))
    #expect(syntax.connections == [VisualFormat.Connection(kind: .flush, range: 25..<25)])
    #expect(syntax.trailingEdge?.barOffset == 33)
  }
}
