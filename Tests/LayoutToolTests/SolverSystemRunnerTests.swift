import Testing
import LayoutTool

/// Runs small systems whose answers are worked out by hand in the comments.
@Suite struct SolverSystemRunnerTests {
  /// The format's own example: right is pulled (strong) to 300, then 500; width ≥ 100
  /// (strong) holds; left == 20 is weak but nothing contradicts it. So left stays 20 and
  /// width = right − left: 280, then 480.
  static let specExample = """
    {"format": "solver-system/1", "variables": ["left", "width", "right"],
     "constraints": [
       {"terms": [[1, "left"], [1, "width"], [-1, "right"]], "constant": 0, "op": "==", "strength": "required"},
       {"terms": [[1, "width"]], "constant": -100, "op": ">=", "strength": "strong"},
       {"terms": [[1, "left"]], "constant": -20, "op": "==", "strength": [0, 0, 1]}],
     "edits": [{"var": "right", "strength": "strong", "suggest": [300, 500]}],
     "ops": [], "on_error": "continue", "meta": {"anything": [1, 2]}}
    """

  @Test func specExampleDefaultRun() throws {
    let result = try solve(Self.specExample)
    // add 0, 1, 2; addEdit right; suggest 300; suggest 500.
    #expect(result.results == Array(repeating: "ok", count: 6))
    #expect(result.ok && result.error == nil)
    #expect(named(result, result.values) == ["left": 20, "width": 480, "right": 500])
    #expect(result.snapshots.isEmpty && result.conflicts.isEmpty)
  }

  @Test func specExampleWithSnapshots() throws {
    let json = Self.specExample.replacingOccurrences(
      of: "\"ops\": []",
      with: """
        "ops": [{"op": "add", "c": 0}, {"op": "add", "c": 1}, {"op": "add", "c": 2},
                {"op": "addEdit", "var": "right"}, {"op": "suggest", "var": "right", "value": 300},
                {"op": "snapshot"}, {"op": "suggest", "var": "right", "value": 50}, {"op": "snapshot"}]
        """)
    let result = try solve(json)
    #expect(result.results == Array(repeating: "ok", count: 8))
    #expect(result.snapshots.map(\.op) == [5, 7])
    #expect(named(result, result.snapshots[0].values) == ["left": 20, "width": 280, "right": 300])
    // right == 50 and width ≥ 100 are both strong (10⁶ per unit); giving up the weak left == 20
    // by 70 costs 70: left = −50.
    #expect(named(result, result.snapshots[1].values) == ["left": -50, "width": 100, "right": 50])
    #expect(result.values == result.snapshots[1].values)
  }

  /// Three boxes in a row with 8-point gaps inside 0…150: widths want 50 at weak strengths
  /// 1, 2, 3, so the weakest (box 0) gives: 150 − 2·8 − 50 − 50 = 34.
  @Test func chain() throws {
    let result = try solve("""
      {"variables": ["l0", "w0", "l1", "w1", "l2", "w2"],
       "constraints": [
         {"terms": [[1, "l0"]], "op": "=="},
         {"terms": [[1, "l1"], [-1, "l0"], [-1, "w0"]], "constant": -8, "op": "=="},
         {"terms": [[1, "l2"], [-1, "l1"], [-1, "w1"]], "constant": -8, "op": "=="},
         {"terms": [[1, "l2"], [1, "w2"]], "constant": -150, "op": "<="},
         {"terms": [[1, "w0"]], "constant": -50, "op": "==", "strength": 1},
         {"terms": [[1, "w1"]], "constant": -50, "op": "==", "strength": 2},
         {"terms": [[1, "w2"]], "constant": -50, "op": "==", "strength": [0, 0, 1, 3]}]}
      """)
    #expect(result.ok)
    #expect(named(result, result.values) == ["l0": 0, "w0": 34, "l1": 42, "w1": 50, "l2": 100, "w2": 50])
  }

  @Test func removeAndReAdd() throws {
    let result = try solve("""
      {"variables": ["x"],
       "constraints": [{"terms": [[1, "x"]], "constant": -10, "op": "=="},
                       {"terms": [[1, "x"]], "constant": -20, "op": "==", "strength": "weak"}],
       "ops": [{"op": "add", "c": 0}, {"op": "add", "c": 1}, {"op": "snapshot"},
               {"op": "remove", "c": 0}, {"op": "snapshot"},
               {"op": "add", "c": 0}, {"op": "snapshot"},
               {"op": "add", "c": 1}, {"op": "remove", "c": 0}, {"op": "remove", "c": 0}]}
      """)
    #expect(result.snapshots.map { $0.values } == [[10], [20], [10]])
    #expect(result.results == [
      "ok", "ok", "ok", "ok", "ok", "ok", "ok", "DuplicateConstraint", "ok", "UnknownConstraint",
    ])
    #expect(result.error?.op == 7 && result.error?.kind == "DuplicateConstraint")
    #expect(!result.ok)
    #expect(result.values == [20])  // failures changed nothing: only the weak x == 20 is left
  }

  /// Two entries with the same content are two constraints.
  @Test func identicalEntriesAreDistinct() throws {
    let result = try solve("""
      {"variables": ["x"],
       "constraints": [{"terms": [[1, "x"]], "constant": -10, "op": "=="},
                       {"terms": [[1, "x"]], "constant": -10, "op": "=="}]}
      """)
    #expect(result.results == ["ok", "ok"])
    #expect(result.values == [10])
  }

  @Test func setConstantOnAnEquality() throws {
    // c0: x − 10 == 0 (weak); c1: y == 2x. setConstant(c0, −25) means x == 25.
    let result = try solve("""
      {"variables": ["x", "y", "unused"],
       "constraints": [{"terms": [[1, "x"]], "constant": -10, "op": "==", "strength": "weak"},
                       {"terms": [[1, "y"], [-2, "x"]], "op": "=="},
                       {"terms": [[1, "x"]], "constant": -30, "op": "<="}],
       "ops": [{"op": "setConstant", "c": 0, "value": -99},
               {"op": "add", "c": 0}, {"op": "add", "c": 1}, {"op": "snapshot"},
               {"op": "setConstant", "c": 0, "value": -25}, {"op": "snapshot"},
               {"op": "add", "c": 2}, {"op": "setConstant", "c": 2, "value": -20}]}
      """)
    // setConstant on an entry not yet added is UnknownConstraint and changes nothing: the
    // later add still uses −10.
    #expect(result.results == ["UnknownConstraint", "ok", "ok", "ok", "ok", "ok", "ok", "ok"])
    #expect(result.snapshots.map { $0.values } == [[10, 20, 0], [25, 50, 0]])
    // x ≤ 20 (required) now beats the weak x == 25.
    #expect(result.values == [20, 40, 0])
  }

  /// `x ≥ 20` made `x ≥ 100` in place must move x to 100, and `x ≥ 10` back to the weak 50,
  /// as kiwi does (remove + re-add). Regression: the in-place shift once forgot the external
  /// rows that mention the basic slack, giving 20 and −30.
  @Test func setConstantOnAnInequality() throws {
    let result = try solve("""
      {"variables": ["x"],
       "constraints": [{"terms": [[1, "x"]], "constant": -20, "op": ">="},
                       {"terms": [[1, "x"]], "constant": -50, "op": "==", "strength": "weak"}],
       "ops": [{"op": "add", "c": 0}, {"op": "add", "c": 1}, {"op": "snapshot"},
               {"op": "setConstant", "c": 0, "value": -100}, {"op": "snapshot"},
               {"op": "setConstant", "c": 0, "value": -10}, {"op": "snapshot"}]}
      """)
    #expect(result.ok)
    #expect(result.snapshots.map { $0.values } == [[50], [100], [50]])
  }

  /// A suggestion never moves a variable a required constraint pins: x is fixed at 198 by
  /// `0.5x − 99 == 0`, added after the edit, and x ≤ 29 caps the second system. The solver
  /// once broke both (264 and 88; kiwi gives 198 and 3): the same in-place shift as above.
  @Test func suggestRespectsRequiredConstraintsAddedAfterTheEdit() throws {
    let pinned = try solve("""
      {"variables": ["x"],
       "constraints": [{"terms": [[0.5, "x"]], "constant": -99, "op": "=="}],
       "ops": [{"op": "addEdit", "var": "x", "strength": "strong"}, {"op": "add", "c": 0},
               {"op": "snapshot"}, {"op": "suggest", "var": "x", "value": -66}, {"op": "snapshot"}]}
      """)
    let capped = try solve("""
      {"variables": ["x"],
       "constraints": [{"terms": [[-1, "x"]], "constant": 29, "op": ">="}],
       "ops": [{"op": "addEdit", "var": "x", "strength": "medium"},
               {"op": "suggest", "var": "x", "value": -4}, {"op": "add", "c": 0},
               {"op": "suggest", "var": "x", "value": 88}, {"op": "snapshot"},
               {"op": "suggest", "var": "x", "value": 3}, {"op": "snapshot"}]}
      """)
    #expect(pinned.ok && capped.ok)
    #expect(pinned.snapshots.first?.values == [198])
    #expect(capped.snapshots.first?.values == [29])
    #expect(pinned.snapshots.map { $0.values } == [[198], [198]])
    #expect(capped.snapshots.map { $0.values } == [[29], [3]])
  }

  @Test func suggestWithSnapshots() throws {
    let result = try solve("""
      {"variables": ["x", "y"],
       "constraints": [{"terms": [[1, "y"], [-2, "x"]], "constant": -1, "op": "=="}],
       "edits": [{"var": "x", "suggest": [5]}],
       "ops": [{"op": "add", "c": 0}, {"op": "suggest", "var": "x", "value": 1},
               {"op": "addEdit", "var": "x", "strength": "medium"},
               {"op": "addEdit", "var": "x"}, {"op": "addEdit", "var": "y", "strength": "required"},
               {"op": "suggest", "var": "x", "value": 5}, {"op": "snapshot"},
               {"op": "suggest", "var": "x", "value": -0.25}, {"op": "snapshot"},
               {"op": "removeEdit", "var": "y"},
               {"op": "addEdit", "var": "y", "strength": 2e9}]}
      """)
    // `ops` wins over `edits`. y = 2x + 1.
    #expect(result.results == [
      "ok", "UnknownEditVariable", "ok", "DuplicateEditVariable", "BadRequiredStrength", "ok", "ok",
      "ok", "ok", "UnknownEditVariable", "BadRequiredStrength",
    ])
    #expect(result.snapshots == [
      SolverResult.Snapshot(op: 6, values: [5, 11]), SolverResult.Snapshot(op: 8, values: [-0.25, 0.5]),
    ])
    #expect(result.error == SolverResult.OperationError(
      op: 1, kind: "UnknownEditVariable", message: "The edit variable has not been added: x"))
  }

  /// c0: x == 10, c1: y == x + 5, c2: w == 4 (unrelated), c3: y == 20 (contradicts c0 + c1),
  /// c4: z == 3.
  static let unsatisfiable = """
    {"variables": ["x", "y", "z", "w"],
     "constraints": [{"terms": [[1, "x"]], "constant": -10, "op": "=="},
                     {"terms": [[1, "y"], [-1, "x"]], "constant": -5, "op": "=="},
                     {"terms": [[1, "w"]], "constant": -4, "op": "=="},
                     {"terms": [[1, "y"]], "constant": -20, "op": "=="},
                     {"terms": [[1, "z"]], "constant": -3, "op": "=="}],
     "on_error": "POLICY"}
    """

  @Test func unsatisfiableContinue() throws {
    let result = try solve(Self.unsatisfiable.replacingOccurrences(of: "POLICY", with: "continue"))
    #expect(result.results == ["ok", "ok", "ok", "UnsatisfiableConstraint", "ok"])
    #expect(result.error?.op == 3 && result.error?.kind == "UnsatisfiableConstraint")
    #expect(result.conflicts == [SolverResult.Conflict(op: 3, constraints: [0, 1])])
    #expect(result.values == [10, 15, 3, 4])
  }

  @Test func unsatisfiableStop() throws {
    let result = try solve(Self.unsatisfiable.replacingOccurrences(of: "POLICY", with: "stop"))
    #expect(result.results == ["ok", "ok", "ok", "UnsatisfiableConstraint"])
    #expect(result.conflicts == [SolverResult.Conflict(op: 3, constraints: [0, 1])])
    #expect(result.values == [10, 15, 0, 4])  // z's constraint never ran
  }

  /// A setConstant that would contradict required constraints fails and changes nothing.
  @Test func unsatisfiableSetConstant() throws {
    let result = try solve("""
      {"variables": ["x"],
       "constraints": [{"terms": [[1, "x"]], "constant": -10, "op": "=="},
                       {"terms": [[1, "x"]], "constant": -20, "op": "<="}],
       "ops": [{"op": "add", "c": 0}, {"op": "add", "c": 1},
               {"op": "setConstant", "c": 0, "value": -30}, {"op": "remove", "c": 1}]}
      """)
    #expect(result.results == ["ok", "ok", "UnsatisfiableConstraint", "ok"])
    #expect(result.conflicts == [SolverResult.Conflict(op: 2, constraints: [1])])
    #expect(result.values == [10])
  }
}
