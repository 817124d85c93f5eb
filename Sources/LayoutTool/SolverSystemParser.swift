import Cassowary
import LayoutDocument

/// Why a solver-system file cannot be run: where (`constraints[3].op`) and what.
///
/// This is an input error, never a solver error: the tool prints it on stderr and exits 2.
public struct SolverSystemInputError: Error, Equatable, CustomStringConvertible {
  /// The place in the file, as a path (`constraints[3].op`), or empty for the whole file.
  public var location: String
  /// What is wrong there.
  public var message: String

  /// Creates an error at `location`.
  public init(_ location: String, _ message: String) {
    self.location = location
    self.message = message
  }

  /// `constraints[3].op: expected "==", "<=" or ">=", got "=<"`.
  public var description: String { location.isEmpty ? message : "\(location): \(message)" }
}

extension SolverSystem {
  /// The format name a file may declare in `format`.
  public static let formatName = "solver-system/1"

  /// Reads a `solver-system/1` file from its bytes (UTF-8 JSON).
  ///
  /// - Throws: ``SolverSystemInputError`` naming the first problem: bad JSON (with line and
  ///   column), a wrong type, an unknown key, op or strength, an unlisted variable, a
  ///   constraint index out of range.
  public init(json bytes: [UInt8]) throws(SolverSystemInputError) {
    let document: JSONValue
    do {
      document = try JSONParser.parse(bytes)
    } catch {
      throw SolverSystemInputError("", "bad JSON at \(error)")
    }
    try self.init(document: document)
  }

  /// Reads a system from an already-parsed JSON document.
  public init(document: JSONValue) throws(SolverSystemInputError) {
    let top = try Fields(document, at: "")
    // Unknown keys are refused: a misspelt "strenght" would otherwise silently mean
    // "required", and the run would answer a different question without a word.
    try top.allow(["format", "variables", "constraints", "edits", "ops", "on_error", "meta"])
    if let format = top["format"] {
      guard case .string(Self.formatName) = format else {
        throw SolverSystemInputError(
          "format", "expected \(quoted(Self.formatName)), got \(describe(format))")
      }
    }

    var names: [String] = []
    var indexOfName: [String: Int] = [:]
    for (i, value) in try array(top["variables"] ?? .array([]), at: "variables").enumerated() {
      let name = try string(value, at: "variables[\(i)]")
      guard indexOfName[name] == nil else {
        throw SolverSystemInputError("variables[\(i)]", "\(quoted(name)) is listed twice")
      }
      indexOfName[name] = i
      names.append(name)
    }
    func variable(_ value: JSONValue?, at location: String) throws(SolverSystemInputError) -> Int {
      guard let value else { throw SolverSystemInputError(location, "missing; expected a variable name") }
      let name = try string(value, at: location)
      guard let index = indexOfName[name] else {
        throw SolverSystemInputError(location, "variable \(quoted(name)) is not listed in \"variables\"")
      }
      return index
    }

    var entries: [ConstraintEntry] = []
    for (i, value) in try array(top["constraints"] ?? .array([]), at: "constraints").enumerated() {
      let at = "constraints[\(i)]"
      let fields = try Fields(value, at: at)
      try fields.allow(["terms", "constant", "op", "strength"])
      guard let termsValue = fields["terms"] else { throw SolverSystemInputError(at, "missing \"terms\"") }
      var terms: [(coefficient: Double, variable: Int)] = []
      for (k, term) in try array(termsValue, at: "\(at).terms").enumerated() {
        guard case .array(let pair) = term, pair.count == 2 else {
          throw SolverSystemInputError(
            "\(at).terms[\(k)]", "expected [coefficient, variable], got \(describe(term))")
        }
        terms.append(
          (try number(pair[0], at: "\(at).terms[\(k)][0]"), try variable(pair[1], at: "\(at).terms[\(k)][1]")))
      }
      let constant = try fields["constant"].map { v throws(SolverSystemInputError) in
        try number(v, at: "\(at).constant")
      } ?? 0
      let opText = fields["op"].flatMap { if case .string(let s) = $0 { s } else { nil } }
      guard let opText, let relation = Relation(formatText: opText) else {
        throw SolverSystemInputError(
          "\(at).op", "expected \"==\", \"<=\" or \">=\", got \(fields["op"].map(describe) ?? "nothing")")
      }
      let strength = try fields["strength"].map { v throws(SolverSystemInputError) in
        try Self.strength(v, at: "\(at).strength")
      } ?? .required
      entries.append(ConstraintEntry(terms: terms, constant: constant, relation: relation, strength: strength))
    }

    var operations: [Operation] = []
    for (i, value) in try array(top["ops"] ?? .array([]), at: "ops").enumerated() {
      operations.append(
        try Self.operation(value, at: "ops[\(i)]", constraintCount: entries.count, variable: variable))
    }

    // Edits are read (and checked) even when `ops` makes them unused, so a broken file is
    // reported the same whether or not it has ops.
    var editOperations: [Operation] = []
    for (i, value) in try array(top["edits"] ?? .array([]), at: "edits").enumerated() {
      let at = "edits[\(i)]"
      let fields = try Fields(value, at: at)
      try fields.allow(["var", "strength", "suggest"])
      let v = try variable(fields["var"], at: "\(at).var")
      let strength = try fields["strength"].map { s throws(SolverSystemInputError) in
        try Self.strength(s, at: "\(at).strength")
      } ?? .strong
      editOperations.append(.addEdit(variable: v, strength: strength))
      for (k, suggestion) in try array(fields["suggest"] ?? .array([]), at: "\(at).suggest").enumerated() {
        editOperations.append(.suggest(variable: v, value: try number(suggestion, at: "\(at).suggest[\(k)]")))
      }
    }
    // An empty `ops` list counts as no list, as in the spec's own example and kiwi's script.
    if operations.isEmpty {
      operations = entries.indices.map { .add(constraint: $0) } + editOperations
    }

    var onError = ErrorPolicy.continue
    if let value = top["on_error"] {
      guard case .string(let text) = value, let policy = ErrorPolicy(rawValue: text) else {
        throw SolverSystemInputError("on_error", "expected \"continue\" or \"stop\", got \(describe(value))")
      }
      onError = policy
    }
    self.init(variables: names, constraints: entries, operations: operations, onError: onError)
  }

  /// Reads one entry of `ops`.
  private static func operation(
    _ value: JSONValue, at: String, constraintCount: Int,
    variable: (JSONValue?, String) throws(SolverSystemInputError) -> Int
  ) throws(SolverSystemInputError) -> Operation {
    let fields = try Fields(value, at: at)
    guard case .string(let kind)? = fields["op"] else {
      throw SolverSystemInputError("\(at).op", "expected an op name, got \(fields["op"].map(describe) ?? "nothing")")
    }
    func index() throws(SolverSystemInputError) -> Int {
      try constraintIndex(fields["c"], at: "\(at).c", count: constraintCount)
    }
    func operand() throws(SolverSystemInputError) -> Double {
      guard let v = fields["value"] else { throw SolverSystemInputError("\(at).value", "missing; expected a number") }
      return try number(v, at: "\(at).value")
    }
    switch kind {
    case "add":
      try fields.allow(["op", "c"])
      return .add(constraint: try index())
    case "remove":
      try fields.allow(["op", "c"])
      return .remove(constraint: try index())
    case "addEdit":
      try fields.allow(["op", "var", "strength"])
      let strength = try fields["strength"].map { s throws(SolverSystemInputError) in
        try Self.strength(s, at: "\(at).strength")
      } ?? .strong
      return .addEdit(variable: try variable(fields["var"], "\(at).var"), strength: strength)
    case "removeEdit":
      try fields.allow(["op", "var"])
      return .removeEdit(variable: try variable(fields["var"], "\(at).var"))
    case "suggest":
      try fields.allow(["op", "var", "value"])
      return .suggest(variable: try variable(fields["var"], "\(at).var"), value: try operand())
    case "setConstant":
      try fields.allow(["op", "c", "value"])
      return .setConstant(constraint: try index(), value: try operand())
    case "snapshot":
      try fields.allow(["op"])
      return .snapshot
    default:
      throw SolverSystemInputError(
        "\(at).op",
        "unknown op \(quoted(kind)); expected add, remove, addEdit, removeEdit, suggest, setConstant or snapshot")
    }
  }

  /// Reads a strength in any of the format's forms, resolved as kiwi does.
  private static func strength(_ value: JSONValue, at: String) throws(SolverSystemInputError) -> Strength {
    switch value {
    case .string("required"): return .required
    case .string("strong"): return .strong
    case .string("medium"): return .medium
    case .string("weak"): return .weak
    case .string(let name):
      throw SolverSystemInputError(
        at, "unknown strength \(quoted(name)); expected required, strong, medium, weak, a number or [a, b, c(, w)]")
    case .number(let x):
      return Strength(x)  // clipped to [0, required], like kiwi
    case .array(let parts) where parts.count == 3 || parts.count == 4:
      var xs: [Double] = []
      for (i, part) in parts.enumerated() { xs.append(try number(part, at: "\(at)[\(i)]")) }
      return Strength(strong: xs[0], medium: xs[1], weak: xs[2], weight: xs.count == 4 ? xs[3] : 1)
    default:
      throw SolverSystemInputError(
        at, "expected a strength (a name, a number or [a, b, c(, w)]), got \(describe(value))")
    }
  }

  /// Reads a constraint index: a whole number in range (`2.0` is accepted, as by kiwi's script).
  private static func constraintIndex(
    _ value: JSONValue?, at: String, count: Int
  ) throws(SolverSystemInputError) -> Int {
    guard case .number(let x)? = value, x == x.rounded(), abs(x) < 1e15 else {
      throw SolverSystemInputError(at, "expected a constraint index, got \(value.map(describe) ?? "nothing")")
    }
    let i = Int(x)
    guard i >= 0, i < count else {
      let range = count == 0 ? "there are no constraints" : "expected 0...\(count - 1)"
      throw SolverSystemInputError(at, "constraint index \(i) is out of range (\(range))")
    }
    return i
  }
}

// MARK: - Typed access with locations

/// An object's members with the path to it, for checked access.
private struct Fields {
  let members: [(key: String, value: JSONValue)]
  let location: String

  init(_ value: JSONValue, at location: String) throws(SolverSystemInputError) {
    guard case .object(let members) = value else {
      throw SolverSystemInputError(location.isEmpty ? "top level" : location, "expected an object, got \(describe(value))")
    }
    self.members = members
    self.location = location
  }

  subscript(key: String) -> JSONValue? { members.first { $0.key == key }?.value }

  /// Refuses any key not in `keys`.
  func allow(_ keys: Set<String>) throws(SolverSystemInputError) {
    for (key, _) in members where !keys.contains(key) {
      let known = keys.sorted().map(quoted).joined(separator: ", ")
      throw SolverSystemInputError(
        location.isEmpty ? "top level" : location, "unknown key \(quoted(key)) (expected \(known))")
    }
  }
}

private func array(_ value: JSONValue, at: String) throws(SolverSystemInputError) -> [JSONValue] {
  guard case .array(let elements) = value else {
    throw SolverSystemInputError(at, "expected an array, got \(describe(value))")
  }
  return elements
}

private func string(_ value: JSONValue, at: String) throws(SolverSystemInputError) -> String {
  guard case .string(let s) = value else {
    throw SolverSystemInputError(at, "expected a string, got \(describe(value))")
  }
  return s
}

private func number(_ value: JSONValue, at: String) throws(SolverSystemInputError) -> Double {
  guard case .number(let x) = value else {
    throw SolverSystemInputError(at, "expected a number, got \(describe(value))")
  }
  return x
}

/// A JSON string literal for messages.
private func quoted(_ s: String) -> String { SolverResultWriter.string(s) }

/// A short description of a value for "got …": strings and numbers as written, others by kind.
private func describe(_ value: JSONValue) -> String {
  switch value {
  case .string(let s): return quoted(s)
  case .number(let x): return SolverResultWriter.number(x)
  default: return value.kindDescription
  }
}
