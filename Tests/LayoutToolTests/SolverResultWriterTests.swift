import Testing
import Foundation
import LayoutDocument
import LayoutTool

@Suite struct SolverResultWriterTests {
  @Test(arguments: [
    (20.0, "20"), (-0.0, "0"), (0.1, "0.1"), (0.1 + 0.2, "0.30000000000000004"), (-2.5, "-2.5"),
    (1e-7, "1e-07"), (1e300, "1e+300"), (9_007_199_254_740_992.0, "9007199254740992.0"),
    (9_007_199_254_740_991.0, "9007199254740991"), (.leastNonzeroMagnitude, "5e-324"), (.infinity, "null"),
  ])
  func numbers(value: Double, text: String) {
    #expect(SolverResultWriter.number(value) == text)
  }

  /// Every printed number reads back to the same double, through this tool's own reader.
  @Test func numbersRoundTrip() throws {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2000 {
      let x = Double(bitPattern: generator.next() & ~(0x7FF << 52) | (UInt64.random(in: 900...1150) << 52))
      let text = SolverResultWriter.number(x)
      #expect(try JSONParser.parse(Array(text.utf8)) == .number(x), "\(x) printed as \(text)")
    }
  }

  @Test func strings() {
    #expect(SolverResultWriter.string("a\"b\\c\nd\u{01}é") == #""a\"b\\c\nd\u0001é""#)
  }

  @Test func document() {
    let result = SolverResult(
      variables: ["left", "a \"b\""], results: ["ok", "UnsatisfiableConstraint"],
      error: .init(op: 1, kind: "UnsatisfiableConstraint", message: "no\nway"), values: [20, 0.5],
      snapshots: [.init(op: 0, values: [1, 2])], conflicts: [.init(op: 1, constraints: [0, 3])])
    #expect(SolverResultWriter.document(result) == #"""
      {
        "format": "solver-result/1",
        "solver": "uikit-layout 0.1.0",
        "ok": false,
        "error": {"op": 1, "kind": "UnsatisfiableConstraint", "message": "no\nway"},
        "results": ["ok", "UnsatisfiableConstraint"],
        "values": {"left": 20, "a \"b\"": 0.5},
        "snapshots": [{"op": 0, "values": {"left": 1, "a \"b\"": 2}}],
        "conflicts": [{"op": 1, "constraints": [0, 3]}]
      }

      """#)
  }
}
