// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
// No view types here: the fuzz target (Fuzz/) compiles this file, the parser, the scanner and
// the error alone.

/// A Visual Format Language string parsed into its parts, each with its position in the string.
///
/// This is the syntax only: names are not yet looked up in the views and metrics dictionaries.
/// ``NSLayoutConstraint/constraints(withVisualFormat:options:metrics:views:)`` parses a string
/// into this value, then builds constraints from it (semantics reference 5.1).
///
/// Positions are UTF-8 offsets into the format string.
public struct VisualFormat: Sendable, Equatable {
  /// The axis a format string lays its views along.
  public enum Orientation: Sendable, Equatable {
    /// `H:` or no prefix: left to right (or leading to trailing).
    case horizontal
    /// `V:`: top to bottom.
    case vertical
  }

  /// How a predicate compares its two sides.
  public enum Relation: Sendable, Equatable {
    /// `==`, or no relation.
    case equal
    /// `<=`.
    case lessThanOrEqual
    /// `>=`.
    case greaterThanOrEqual
  }

  /// A number or a name, as written.
  public enum Value: Sendable, Equatable {
    /// A literal number.
    case number(Double)
    /// A metric name, or (in a view's predicate) a view name.
    case name(String)
  }

  /// One comparison: `>=70`, `==button2@750`, `8`.
  public struct Predicate: Sendable, Equatable {
    /// The relation; `==` when none is written.
    public var relation: Relation
    /// The constant, metric or view the predicate compares with.
    public var object: Value
    /// Where ``object`` is written.
    public var objectRange: Range<Int>
    /// The priority after `@`, or `nil` for required.
    public var priority: Value?
    /// Where ``priority`` is written (empty when there is none).
    public var priorityRange: Range<Int>
  }

  /// The space between two neighbours of the string.
  public struct Connection: Sendable, Equatable {
    /// What the connection says about the space.
    public enum Kind: Sendable, Equatable {
      /// Nothing between the neighbours (`[a][b]`): they touch.
      case flush
      /// `-` alone: the standard spacing.
      case standard
      /// `-N-`, `-metric-` or `-(…)-`: one constraint per predicate.
      case predicates([Predicate])
    }

    /// What the connection says.
    public var kind: Kind
    /// Where it is written (empty for ``Kind/flush``).
    public var range: Range<Int>
  }

  /// `[name(predicates)]`.
  public struct View: Sendable, Equatable {
    /// The key of the view in the views dictionary.
    public var name: String
    /// Where ``name`` is written.
    public var nameRange: Range<Int>
    /// The predicates on the view's width (horizontal) or height (vertical).
    public var predicates: [Predicate]
  }

  /// A `|` at one end and the connection between it and the nearest view.
  public struct Edge: Sendable, Equatable {
    /// Where the `|` is.
    public var barOffset: Int
    /// The connection between the bar and the view next to it.
    public var connection: Connection
  }

  /// The axis; horizontal unless the string starts with `V:`.
  public var orientation: Orientation
  /// The `|` before the first view, if any.
  public var leadingEdge: Edge?
  /// The views in the order they are written; never empty.
  public var views: [View]
  /// `connections[i]` lies between `views[i]` and `views[i + 1]`.
  public var connections: [Connection]
  /// The `|` after the last view, if any.
  public var trailingEdge: Edge?

  /// Parses a format string.
  ///
  /// - Throws: the first syntax error, as UIKit would report it. Names are not checked (there
  ///   are no dictionaries yet), except that a dotted name is always an error.
  /// - Complexity: O(n) in the length of `format`.
  public init(parsing format: String) throws(VisualFormatError) {
    var parser = VisualFormatParser(format)
    self = try parser.parseFormat()
  }

  /// Creates a format from its parts (the parser's initialiser).
  init(
    orientation: Orientation, leadingEdge: Edge?, views: [View], connections: [Connection],
    trailingEdge: Edge?
  ) {
    self.orientation = orientation
    self.leadingEdge = leadingEdge
    self.views = views
    self.connections = connections
    self.trailingEdge = trailingEdge
  }
}
