// UIKitLayout: layout documents.
import Foundation
import UIKitLayout

/// A hand-written recursive-descent parser for ``ConstraintEquation`` (grammar there).
struct EquationParser {
  typealias SyntaxError = ConstraintEquation.SyntaxError

  enum Token: Equatable {
    case identifier(String)  // dotted paths are several identifiers with `.` between them
    case number(Double)
    case symbol(String)  // == >= <= + - * @ .
    case end
  }

  let characters: [Character]
  let metrics: [String: Double]
  var position = 0
  /// The offset where the current token starts.
  var tokenStart = 0
  var token: Token = .end

  init(text: String, metrics: [String: Double]) {
    characters = Array(text)
    self.metrics = metrics
  }

  mutating func parse() throws(SyntaxError) -> ConstraintEquation {
    try advance()
    let first = try anchor(expected: "an anchor such as 'title.leading'")
    let relation: NSLayoutConstraint.Relation
    switch token {
    case .symbol("=="): relation = .equal
    case .symbol(">="): relation = .greaterThanOrEqual
    case .symbol("<="): relation = .lessThanOrEqual
    default: throw fail("expected '==', '>=' or '<='")
    }
    try advance()
    var second: ConstraintEquation.Anchor?
    var multiplier = 1.0, constant = 0.0, sign = 1.0
    if token == .symbol("-") {
      sign = -1
      try advance()
    }
    while true {
      // term := number | metric | (number '*')? anchor | anchor ('*' number)?
      let termStart = tokenStart
      if case .number(let value) = token {
        try advance()
        if token == .symbol("*") {
          try advance()
          guard second == nil else { throw fail("only one anchor may appear on the right", at: termStart) }
          if let problem = DocumentLimits.multiplierProblem(value) { throw fail(problem, at: termStart) }
          second = try anchor(expected: "an anchor after '*'")
          multiplier = sign * value
        } else {
          constant += sign * value
        }
      } else if case .identifier(let name) = token, peekCharacter() != "." {
        guard let value = metrics[name] else {
          throw fail("unknown metric '\(name)'; expected a number, a metric or an anchor")
        }
        try advance()
        constant += sign * value
      } else if case .identifier = token {
        guard second == nil else { throw fail("only one anchor may appear on the right") }
        second = try anchor(expected: "an anchor")
        multiplier = sign
        if token == .symbol("*") {
          try advance()
          guard case .number(let value) = token else { throw fail("expected a number after '*'") }
          if let problem = DocumentLimits.multiplierProblem(value) { throw fail(problem) }
          multiplier *= value
          try advance()
        }
      } else {
        throw fail("expected a number, a metric or an anchor")
      }
      if token == .symbol("+") { sign = 1 } else if token == .symbol("-") { sign = -1 } else { break }
      try advance()
    }
    if let problem = DocumentLimits.lengthProblem(constant) { throw fail("the constant " + problem) }
    var priority: Float = 1000
    if token == .symbol("@") {
      try advance()
      switch token {
      case .number(let value): priority = Float(value)
      case .identifier(let name):
        guard let named = ConstraintEquation.priorities.first(where: { $0.0 == name }) else {
          throw fail("unknown priority '\(name)'; expected a number 1…1000 or one of: "
            + ConstraintEquation.priorities.map(\.0).joined(separator: ", "))
        }
        priority = named.1
      default: throw fail("expected a priority after '@'")
      }
      guard priority >= 1, priority <= 1000 else { throw fail("a priority must be 1…1000") }
      try advance()
    }
    guard token == .end else { throw fail("unexpected text after the equation") }
    return ConstraintEquation(
      first: first, relation: relation, second: second, multiplier: multiplier,
      constant: constant, priority: priority)
  }

  /// `item(.item)*.attribute`: the last component is the attribute.
  mutating func anchor(expected: String) throws(SyntaxError) -> ConstraintEquation.Anchor {
    let start = tokenStart
    guard case .identifier(let head) = token else { throw fail("expected \(expected)") }
    var path = [head]
    var lastStart = tokenStart
    try advance()
    while token == .symbol(".") {
      try advance()
      guard case .identifier(let part) = token else { throw fail("expected an attribute name after '.'") }
      path.append(part)
      lastStart = tokenStart
      try advance()
    }
    guard path.count >= 2 else {
      throw fail("expected '\(head).attribute' (such as '\(head).leading')", at: start)
    }
    let name = path.removeLast()
    guard let attribute = ConstraintEquation.attributes.first(where: { $0.0 == name })?.1 else {
      throw fail(
        "unknown attribute '\(name)'; expected one of: "
          + ConstraintEquation.attributes.map(\.0).joined(separator: ", "), at: lastStart)
    }
    return ConstraintEquation.Anchor(item: path, attribute: attribute, offset: start)
  }

  func peekCharacter() -> Character? {
    position < characters.count ? characters[position] : nil
  }

  func fail(_ message: String, at offset: Int? = nil) -> SyntaxError {
    SyntaxError(message: message, offset: offset ?? tokenStart)
  }

  // MARK: - Scanning

  mutating func advance() throws(SyntaxError) {
    while position < characters.count, characters[position].isWhitespace { position += 1 }
    tokenStart = position
    guard position < characters.count else {
      token = .end
      return
    }
    let c = characters[position]
    if c.isLetter || c == "_" {
      var name = ""
      while position < characters.count,
        characters[position].isLetter || characters[position].isNumber || characters[position] == "_"
      {
        name.append(characters[position])
        position += 1
      }
      token = .identifier(name)
    } else if c.isNumber || (c == "." && position + 1 < characters.count && characters[position + 1].isNumber) {
      var text = ""
      while position < characters.count, characters[position].isNumber || characters[position] == "." {
        text.append(characters[position])
        position += 1
      }
      // An exponent, as the Visual Format Language and YAML accept: `1e3`, `2.5E-2`.
      if position < characters.count, characters[position] == "e" || characters[position] == "E" {
        var end = position + 1
        if end < characters.count, characters[end] == "+" || characters[end] == "-" { end += 1 }
        if end < characters.count, characters[end].isNumber {
          while end < characters.count, characters[end].isNumber { end += 1 }
          text += String(characters[position..<end])
          position = end
        }
      }
      guard let value = Double(text) else { throw fail("'\(text)' is not a number") }
      // Numbers are checked where they are read, so the caret points at them.
      if DocumentLimits.lengthProblem(value) != nil {
        throw fail("the number \(text) is too large (lengths are limited to ±\(Int(DocumentLimits.maxLength)) "
          + "points, multipliers to ±\(Int(DocumentLimits.maxMultiplier)))")
      }
      token = .number(value)
    } else if "=<>".contains(c) {
      guard position + 1 < characters.count, characters[position + 1] == "=" else {
        throw fail("expected '==', '>=' or '<='")
      }
      token = .symbol(String([c, "="]))
      position += 2
    } else if "+-*@.".contains(c) {
      token = .symbol(String(c))
      position += 1
    } else {
      throw fail("unexpected character '\(c)'")
    }
  }
}
