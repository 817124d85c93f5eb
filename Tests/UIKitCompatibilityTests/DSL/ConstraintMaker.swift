#if canImport(UIKit)
  import UIKit
#else
  import AppKit
#endif

/// Everything one `make.…` chain said.
final class ConstraintDescription {
  let view: ConstraintView
  var attributes: ConstraintAttributes
  var relation: NSLayoutConstraint.Relation = .equal
  var related: ConstraintRelatableTarget?
  var toSuperview = false
  var offset: CGFloat = 0
  var insets: ConstraintInsets?
  var multiplier: CGFloat = 1
  var priority: ConstraintPriority = .required
  var label: String?
  lazy var constraint = Constraint(description: self)

  init(view: ConstraintView, attributes: ConstraintAttributes) {
    self.view = view
    self.attributes = attributes
  }
}

/// `make.top.left` …: collects attributes, then a relation.
public class ConstraintMakerExtendable {
  let description: ConstraintDescription
  init(_ description: ConstraintDescription) { self.description = description }

  public var left: ConstraintMakerExtendable { return adding(.left) }
  public var top: ConstraintMakerExtendable { return adding(.top) }
  public var right: ConstraintMakerExtendable { return adding(.right) }
  public var bottom: ConstraintMakerExtendable { return adding(.bottom) }
  public var width: ConstraintMakerExtendable { return adding(.width) }
  public var height: ConstraintMakerExtendable { return adding(.height) }

  private func adding(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
    description.attributes.formUnion(attributes)
    return self
  }

  @discardableResult
  public func equalTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
    return relate(.equal, other)
  }

  @discardableResult
  public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
    return relate(.lessThanOrEqual, other)
  }

  @discardableResult
  public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
    return relate(.greaterThanOrEqual, other)
  }

  @discardableResult
  public func equalToSuperview() -> ConstraintMakerEditable {
    description.toSuperview = true
    return ConstraintMakerEditable(description)
  }

  private func relate(
    _ relation: NSLayoutConstraint.Relation, _ other: ConstraintRelatableTarget
  ) -> ConstraintMakerEditable {
    description.relation = relation
    description.related = other
    return ConstraintMakerEditable(description)
  }
}

/// `.offset(8).priority(.low)` …: adjusts the relation just made.
public class ConstraintMakerEditable {
  let description: ConstraintDescription
  init(_ description: ConstraintDescription) { self.description = description }

  @discardableResult
  public func offset(_ amount: CGFloat) -> ConstraintMakerEditable {
    description.offset = amount
    return self
  }

  @discardableResult
  public func inset(_ insets: ConstraintInsets) -> ConstraintMakerEditable {
    description.insets = insets
    return self
  }

  @discardableResult
  public func inset(_ amount: CGFloat) -> ConstraintMakerEditable {
    return inset(ConstraintInsets(top: amount, left: amount, bottom: amount, right: amount))
  }

  @discardableResult
  public func multipliedBy(_ amount: CGFloat) -> ConstraintMakerEditable {
    description.multiplier = amount
    return self
  }

  @discardableResult
  public func priority(_ priority: ConstraintPriority) -> ConstraintMakerEditable {
    description.priority = priority
    return self
  }

  @discardableResult
  public func labeled(_ label: String) -> ConstraintMakerEditable {
    description.label = label
    return self
  }

  public var constraint: Constraint { return description.constraint }
}

/// The `make` of `view.snp.makeConstraints { make in … }`.
public class ConstraintMaker {
  let view: ConstraintView
  var descriptions: [ConstraintDescription] = []

  init(view: ConstraintView) { self.view = view }

  public var left: ConstraintMakerExtendable { return make(.left) }
  public var top: ConstraintMakerExtendable { return make(.top) }
  public var right: ConstraintMakerExtendable { return make(.right) }
  public var bottom: ConstraintMakerExtendable { return make(.bottom) }
  public var leading: ConstraintMakerExtendable { return make(.leading) }
  public var trailing: ConstraintMakerExtendable { return make(.trailing) }
  public var width: ConstraintMakerExtendable { return make(.width) }
  public var height: ConstraintMakerExtendable { return make(.height) }
  public var centerX: ConstraintMakerExtendable { return make(.centerX) }
  public var centerY: ConstraintMakerExtendable { return make(.centerY) }
  public var edges: ConstraintMakerExtendable { return make(.edges) }
  public var size: ConstraintMakerExtendable { return make(.size) }
  public var center: ConstraintMakerExtendable { return make(.center) }

  private func make(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
    let description = ConstraintDescription(view: view, attributes: attributes)
    descriptions.append(description)
    return ConstraintMakerExtendable(description)
  }

  static func prepare(_ view: ConstraintView, _ closure: (ConstraintMaker) -> Void) -> [Constraint] {
    view.translatesAutoresizingMaskIntoConstraints = false
    let maker = ConstraintMaker(view: view)
    closure(maker)
    return maker.descriptions.map { $0.constraint }
  }
}
