import LayoutTool

/// Parses and runs a system written inline, the way `uikit-layout solve` would.
func solve(_ json: String) throws -> SolverResult {
  SolverSystemRunner(try SolverSystem(json: Array(json.utf8))).run()
}

/// Snapshot values by name, for readable expectations.
func named(_ result: SolverResult, _ values: [Double]) -> [String: Double] {
  Dictionary(uniqueKeysWithValues: zip(result.variables, values))
}
