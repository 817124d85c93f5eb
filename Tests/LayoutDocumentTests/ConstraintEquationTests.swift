import LayoutDocument
import Testing
import UIKitLayout

@Suite struct ConstraintEquationTests {
  @Test func marginAnchorConstantAndPriority() throws {
    let e = try ConstraintEquation(parsing: "title.leading == card.leadingMargin + 8 @ 750")
    #expect(e.first.item == ["title"] && e.first.attribute == .leading)
    #expect(e.relation == .equal)
    #expect(e.second?.item == ["card"] && e.second?.attribute == .leadingMargin)
    #expect(e.multiplier == 1 && e.constant == 8 && e.priority == 750)
  }

  @Test func multiplierBeforeOrAfterTheAnchor() throws {
    let before = try ConstraintEquation(parsing: "a.width == 0.5 * b.width")
    let after = try ConstraintEquation(parsing: "a.width == b.width * 0.5 - 4")
    #expect(before.multiplier == 0.5 && before.constant == 0)
    #expect(after.multiplier == 0.5 && after.constant == -4)
  }

  @Test func inequalitiesMetricsAndGuides() throws {
    let e = try ConstraintEquation(parsing: "x.top >= y.bottom + gap", metrics: ["gap": 8])
    #expect(e.relation == .greaterThanOrEqual && e.constant == 8 && e.priority == 1000)
    let g = try ConstraintEquation(parsing: "label.centerX == safeArea.centerX")
    #expect(g.second?.item == ["safeArea"] && g.second?.attribute == .centerX)
    let c = try ConstraintEquation(parsing: "icon.width <= 44 @ defaultLow")
    #expect(c.second == nil && c.constant == 44 && c.priority == 250 && c.relation == .lessThanOrEqual)
  }

  @Test func errorsPointAtTheOffendingToken() {
    // Offsets count characters from the start of the equation.
    #expect(throws: ConstraintEquation.SyntaxError.self) { try ConstraintEquation(parsing: "a.width = 3") }
    do {
      _ = try ConstraintEquation(parsing: "a.lefty == b.left")
      Issue.record("expected an error")
    } catch {
      #expect(error.offset == 2 && error.message.hasPrefix("unknown attribute 'lefty'"))
    }
    do {
      _ = try ConstraintEquation(parsing: "a.left == b.left + pad")
      Issue.record("expected an error")
    } catch {
      #expect(error.offset == 19 && error.message.hasPrefix("unknown metric 'pad'"))
    }
  }
}
