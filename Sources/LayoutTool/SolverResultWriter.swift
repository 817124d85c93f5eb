/// Writes a ``SolverResult`` as a `solver-result/1` JSON document.
///
/// The layout is the one kiwi's script (`scripts/kiwi-solve.py`) prints: the spec's key order,
/// one top-level key per line, each value compact with `", "` and `": "` separators, so the
/// two outputs can be compared with `diff` line by line. Numbers print in the shortest form
/// that reads back to the same double; a whole number below 2⁵³ prints without a fraction
/// (`20`, not `20.0`) and -0 prints as `0`, again as the script does.
public enum SolverResultWriter {
  /// The output format's name.
  public static let formatName = "solver-result/1"
  /// What `solver` says: this tool and its version.
  public static let solverName = "uikit-layout \(LayoutTool.version)"

  /// The whole document, ending in a newline.
  public static func document(_ result: SolverResult) -> String {
    let error = result.error.map { e in
      "{\"op\": \(e.op), \"kind\": \(string(e.kind)), \"message\": \(string(e.message))}"
    }
    let snapshots = result.snapshots.map { s in
      "{\"op\": \(s.op), \"values\": \(values(result.variables, s.values))}"
    }
    let conflicts = result.conflicts.map { c in
      "{\"op\": \(c.op), \"constraints\": [\(c.constraints.map(String.init).joined(separator: ", "))]}"
    }
    let fields: [(String, String)] = [
      ("format", string(formatName)),
      ("solver", string(solverName)),
      ("ok", result.ok ? "true" : "false"),
      ("error", error ?? "null"),
      ("results", "[" + result.results.map(string).joined(separator: ", ") + "]"),
      ("values", values(result.variables, result.values)),
      ("snapshots", "[" + snapshots.joined(separator: ", ") + "]"),
      ("conflicts", "[" + conflicts.joined(separator: ", ") + "]"),
    ]
    return "{\n" + fields.map { "  \(string($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n}\n"
  }

  /// `{"left": 20, "width": 280}`: names and values in declaration order.
  static func values(_ names: [String], _ values: [Double]) -> String {
    "{" + zip(names, values).map { "\(string($0)): \(number($1))" }.joined(separator: ", ") + "}"
  }

  /// A number in the shortest text that reads back to the same double.
  ///
  /// Swift's `description` is that shortest form (like Python's `repr`, with the same switch
  /// to exponents, so the texts agree with kiwi's script); whole numbers lose their `.0`. JSON
  /// has no infinity or NaN: a solver that produced one prints `null` rather than invalid JSON.
  public static func number(_ x: Double) -> String {
    guard x.isFinite else { return "null" }
    if x == 0 { return "0" }
    if x == x.rounded(), abs(x) < 9_007_199_254_740_992 { return String(Int64(x)) }
    return x.description
  }

  /// A JSON string literal. Non-ASCII text is written as is (the file is UTF-8); quotes,
  /// backslashes and control characters are escaped.
  public static func string(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      case "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
