import Testing
import LayoutTool

/// Malformed files: each is an input error (stderr, exit 2), never a solver result.
@Suite struct SolverSystemParserTests {
  /// What `uikit-layout solve` prints on stderr for `json` read from `s.json`.
  private func rejection(_ json: String) -> String {
    let outcome = SolveCommand.solve(Array(json.utf8), name: "s.json")
    #expect(outcome.status == 2)
    #expect(outcome.standardOutput == "")
    return outcome.standardError
  }

  private static let v = #""variables": ["x", "y"]"#
  private static let c = #"{"terms": [[1, "x"]], "op": "=="}"#

  @Test(arguments: [
    // JSON syntax
    ("", "bad JSON at line 1, column 1: expected a JSON value, got the end of the input"),
    ("{\n  \"variables\": [}", "bad JSON at line 2, column 17: expected a JSON value, got '}'"),
    (#"{"ops": [] "x": 1}"#, "bad JSON at line 1, column 12: expected ',' or '}', got '\"'"),
    (#"{"ops": []} x"#, "bad JSON at line 1, column 13: unexpected text after the JSON value"),
    (#"{"ops": [], "ops": []}"#, "bad JSON at line 1, column 13: key \"ops\" appears twice in one object"),
    (#"{"constraints": [{"terms": [[1e400, "x"]]}]}"#, "bad JSON at line 1, column 30: number 1e400 is out of range"),
    (#"{"ops": [01]}"#, "bad JSON at line 1, column 11: expected ',' or ']', got '1'"),
    (#"{"ops": [NaN]}"#, "bad JSON at line 1, column 10: expected a JSON value, got 'N'"),
    ("{\"variables\": [\"a\tb\"]}", "bad JSON at line 1, column 18: control character in a string (write it as an escape)"),
    (#"{"variables": ["\ud800"]}"#, "bad JSON at line 1, column 23: unpaired surrogate in \\u escape"),
    // the document
    ("[]", "top level: expected an object, got an array"),
    (#"{"format": "solver-system/2"}"#, #"format: expected "solver-system/1", got "solver-system/2""#),
    (#"{"variabels": []}"#,
     #"top level: unknown key "variabels" (expected "constraints", "edits", "format", "meta", "on_error", "ops", "variables")"#),
    (#"{"variables": "x"}"#, #"variables: expected an array, got "x""#),
    (#"{"variables": ["x", 3]}"#, "variables[1]: expected a string, got 3"),
    (#"{"variables": ["x", "x"]}"#, #"variables[1]: "x" is listed twice"#),
    (#"{"on_error": "abort"}"#, #"on_error: expected "continue" or "stop", got "abort""#),
    // constraints
    (#"{"constraints": {}}"#, "constraints: expected an array, got an object"),
    (#"{"constraints": [[]]}"#, "constraints[0]: expected an object, got an array"),
    (#"{"constraints": [{"op": "=="}]}"#, #"constraints[0]: missing "terms""#),
    ("{\(v), \"constraints\": [\(c), {\"terms\": [[1, \"x\"]], \"op\": \"=<\"}]}",
     #"constraints[1].op: expected "==", "<=" or ">=", got "=<""#),
    ("{\(v), \"constraints\": [{\"terms\": [[1, \"x\"]]}]}",
     #"constraints[0].op: expected "==", "<=" or ">=", got nothing"#),
    ("{\(v), \"constraints\": [{\"terms\": [[1, \"z\"]], \"op\": \"==\"}]}",
     #"constraints[0].terms[0][1]: variable "z" is not listed in "variables""#),
    ("{\(v), \"constraints\": [{\"terms\": [[true, \"x\"]], \"op\": \"==\"}]}",
     "constraints[0].terms[0][0]: expected a number, got true"),
    ("{\(v), \"constraints\": [{\"terms\": [[\"x\", 1]], \"op\": \"==\"}]}",
     #"constraints[0].terms[0][0]: expected a number, got "x""#),
    ("{\(v), \"constraints\": [{\"terms\": [\"x\"], \"op\": \"==\"}]}",
     #"constraints[0].terms[0]: expected [coefficient, variable], got "x""#),
    ("{\(v), \"constraints\": [{\"terms\": [[1, \"x\"]], \"constant\": \"5\", \"op\": \"==\"}]}",
     #"constraints[0].constant: expected a number, got "5""#),
    ("{\(v), \"constraints\": [{\"terms\": [[1, \"x\"]], \"op\": \"==\", \"strength\": \"strongest\"}]}",
     #"constraints[0].strength: unknown strength "strongest"; expected required, strong, medium, weak, a number or [a, b, c(, w)]"#),
    ("{\(v), \"constraints\": [{\"terms\": [[1, \"x\"]], \"op\": \"==\", \"strength\": [1, 2]}]}",
     "constraints[0].strength: expected a strength (a name, a number or [a, b, c(, w)]), got an array"),
    ("{\(v), \"constraints\": [{\"terms\": [[1, \"x\"]], \"op\": \"==\", \"strength\": [1, 2, null]}]}",
     "constraints[0].strength[2]: expected a number, got null"),
    ("{\(v), \"constraints\": [{\"terms\": [[1, \"x\"]], \"op\": \"==\", \"strenght\": \"weak\"}]}",
     #"constraints[0]: unknown key "strenght" (expected "constant", "op", "strength", "terms")"#),
    // edits
    ("{\(v), \"edits\": [{\"suggest\": [1]}]}", "edits[0].var: missing; expected a variable name"),
    ("{\(v), \"edits\": [{\"var\": \"x\", \"suggest\": 1}]}", "edits[0].suggest: expected an array, got 1"),
    ("{\(v), \"edits\": [{\"var\": \"x\", \"suggest\": [1, \"2\"]}]}", #"edits[0].suggest[1]: expected a number, got "2""#),
    // ops
    ("{\(v), \"ops\": [{\"op\": \"clear\"}]}",
     #"ops[0].op: unknown op "clear"; expected add, remove, addEdit, removeEdit, suggest, setConstant or snapshot"#),
    ("{\(v), \"ops\": [{\"c\": 0}]}", "ops[0].op: expected an op name, got nothing"),
    ("{\(v), \"constraints\": [\(c)], \"ops\": [{\"op\": \"add\", \"c\": 1}]}",
     "ops[0].c: constraint index 1 is out of range (expected 0...0)"),
    ("{\(v), \"ops\": [{\"op\": \"remove\", \"c\": 0}]}",
     "ops[0].c: constraint index 0 is out of range (there are no constraints)"),
    ("{\(v), \"constraints\": [\(c)], \"ops\": [{\"op\": \"add\", \"c\": 0.5}]}",
     "ops[0].c: expected a constraint index, got 0.5"),
    ("{\(v), \"constraints\": [\(c)], \"ops\": [{\"op\": \"add\"}]}",
     "ops[0].c: expected a constraint index, got nothing"),
    ("{\(v), \"constraints\": [\(c)], \"ops\": [{\"op\": \"setConstant\", \"c\": 0}]}",
     "ops[0].value: missing; expected a number"),
    ("{\(v), \"ops\": [{\"op\": \"suggest\", \"var\": \"q\", \"value\": 1}]}",
     #"ops[0].var: variable "q" is not listed in "variables""#),
    ("{\(v), \"ops\": [{\"op\": \"addEdit\", \"var\": \"x\", \"strength\": true}]}",
     "ops[0].strength: expected a strength (a name, a number or [a, b, c(, w)]), got true"),
    ("{\(v), \"ops\": [{\"op\": \"snapshot\", \"c\": 0}]}", #"ops[0]: unknown key "c" (expected "op")"#),
  ])
  func malformed(json: String, message: String) {
    #expect(rejection(json) == "error: s.json: \(message)\n")
  }

  @Test func invalidUTF8() {
    let bytes = Array(#"{"variables": [""#.utf8) + [0xFF] + Array(#""]}"#.utf8)
    let outcome = SolveCommand.solve(bytes, name: "s.json")
    #expect(outcome.status == 2)
    #expect(outcome.standardError == "error: s.json: bad JSON at line 1, column 16: string is not valid UTF-8\n")
  }

  /// What the parser accepts: defaults, every strength form, escapes, whole-number indices.
  @Test func wellFormed() throws {
    let system = try SolverSystem(json: Array("""
      {"variables": ["x", "caf\\u00e9", "\\ud83d\\ude00"],
       "constraints": [{"terms": [], "op": "<="},
                       {"terms": [[2, "x"], [-1.5, "café"]], "constant": 3, "op": ">=", "strength": "medium"},
                       {"terms": [[1, "😀"]], "op": "==", "strength": 5e9},
                       {"terms": [[1, "x"]], "op": "==", "strength": [1, 2, 3, 2]}],
       "edits": [{"var": "x", "suggest": [1, 2]}, {"var": "café", "strength": "weak"}],
       "ops": [{"op": "add", "c": 1.0}, {"op": "snapshot"}],
       "on_error": "stop"}
      """.utf8))
    #expect(system.variables == ["x", "café", "😀"])
    #expect(system.constraints == [
      SolverSystem.ConstraintEntry(terms: [], relation: .lessThanOrEqual),
      SolverSystem.ConstraintEntry(
        terms: [(2, 0), (-1.5, 1)], constant: 3, relation: .greaterThanOrEqual, strength: .medium),
      SolverSystem.ConstraintEntry(terms: [(1, 2)], relation: .equal, strength: .required),
      SolverSystem.ConstraintEntry(
        terms: [(1, 0)], relation: .equal, strength: .init(strong: 2, medium: 4, weak: 6)),
    ])
    #expect(system.operations == [.add(constraint: 1), .snapshot])  // ops win over edits
    #expect(system.onError == .stop)
  }

  /// Without ops (or with an empty list): add every constraint, then each edit and its values.
  @Test func defaultOperations() throws {
    let system = try SolverSystem(json: Array("""
      {"variables": ["x", "y"],
       "constraints": [{"terms": [[1, "x"]], "op": "=="}, {"terms": [[1, "y"]], "op": "=="}],
       "edits": [{"var": "y", "suggest": [1, 2]}, {"var": "x", "strength": [0, 1, 0]}]}
      """.utf8))
    #expect(system.operations == [
      .add(constraint: 0), .add(constraint: 1),
      .addEdit(variable: 1, strength: .strong), .suggest(variable: 1, value: 1), .suggest(variable: 1, value: 2),
      .addEdit(variable: 0, strength: .medium),
    ])
    #expect(system.onError == .continue)
  }
}
