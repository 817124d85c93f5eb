// UIKitLayout: layout documents.
import Foundation
import UIKitLayout

/// A constraint written as an equation over UIKit's attribute names:
/// `title.leading == card.leadingMargin + 8 @ 750`, `a.width == 0.5 * b.width`,
/// `x.top >= y.bottom + 8`, `label.centerX == safeArea.centerX`, `icon.width == 44`.
///
/// The grammar (whitespace is free):
/// ```
/// equation := anchor relation expression ('@' priority)?
/// relation := '==' | '>=' | '<='
/// expression := term (('+' | '-') term)*      at most one term names an anchor
/// term := number | metric | (number '*')? anchor | anchor ('*' number)?
/// anchor := item '.' attribute                 item: a view, a guide, or view.margins,
///                                              view.safeArea, view.readable; bare `margins`,
///                                              `safeArea`, `readable` are the root's guides
/// priority := number | required | defaultHigh | defaultLow | fittingSizeLevel
/// ```
public struct ConstraintEquation: Sendable, Hashable {
  /// One side's item and attribute.
  public struct Anchor: Sendable, Hashable {
    /// The item's path: a name, optionally followed by `margins`, `safeArea` or `readable`.
    public var item: [String]
    /// The attribute.
    public var attribute: NSLayoutConstraint.Attribute
    /// Where the anchor starts in the equation (a character offset), for diagnostics.
    public var offset: Int
  }

  /// The left-hand side.
  public var first: Anchor
  /// `==`, `>=` or `<=`.
  public var relation: NSLayoutConstraint.Relation
  /// The right-hand side's anchor, if any.
  public var second: Anchor?
  /// The factor on the second anchor (1 when none is written).
  public var multiplier: Double
  /// The sum of the constant terms.
  public var constant: Double
  /// The priority (1000, `required`, when none is written).
  public var priority: Float

  /// UIKit's attribute names, as documents write them.
  public static let attributes: [(String, NSLayoutConstraint.Attribute)] = [
    ("left", .left), ("right", .right), ("top", .top), ("bottom", .bottom),
    ("leading", .leading), ("trailing", .trailing), ("width", .width), ("height", .height),
    ("centerX", .centerX), ("centerY", .centerY), ("lastBaseline", .lastBaseline),
    ("firstBaseline", .firstBaseline), ("baseline", .lastBaseline), ("leftMargin", .leftMargin),
    ("rightMargin", .rightMargin), ("topMargin", .topMargin), ("bottomMargin", .bottomMargin),
    ("leadingMargin", .leadingMargin), ("trailingMargin", .trailingMargin),
    ("centerXWithinMargins", .centerXWithinMargins),
    ("centerYWithinMargins", .centerYWithinMargins),
  ]

  /// Named priorities (`UILayoutPriority`'s constants).
  public static let priorities: [(String, Float)] = [
    ("required", 1000), ("defaultHigh", 750), ("high", 750), ("dragThatCanResizeScene", 510),
    ("defaultLow", 250), ("low", 250), ("fittingSizeLevel", 50),
  ]

  /// A syntax error: what was expected, at which character offset of the equation.
  public struct SyntaxError: Error, Sendable, Hashable {
    /// The message.
    public var message: String
    /// The character offset the caret points at.
    public var offset: Int
  }

  /// Parses `text`, resolving bare identifiers through `metrics`.
  ///
  /// - Throws: ``SyntaxError`` at the first token that does not fit the grammar, or for an
  ///   unknown attribute or metric.
  public init(parsing text: String, metrics: [String: Double] = [:]) throws(SyntaxError) {
    var parser = EquationParser(text: text, metrics: metrics)
    self = try parser.parse()
  }

  init(
    first: Anchor, relation: NSLayoutConstraint.Relation, second: Anchor?, multiplier: Double,
    constant: Double, priority: Float
  ) {
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }
}
