// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// Builds views and controllers from a file's elements, in UIKit's order: each object is made
// with `init(coder:)` and given its properties, subviews are added in file order, then the
// constraints (which may name any object of the part built), then the outlets, then
// `awakeFromNib()` on every object built.

@MainActor
final class NibViewBuilder {
  let file: InterfaceBuilderFile
  let instance = NibInstance()
  private var objects: [String: AnyObject] = [:]
  private var pendingConstraints: [(XMLNode, UIView)] = []
  private var pendingConnections: [(XMLNode, String)] = []
  private var built: [AnyObject] = []
  /// Each view's size-class variations, in build order.
  private var variations: [(UIView, NibVariations.Rules)] = []
  /// Constraints with a constant for a size class.
  private var classConstants: [(NSLayoutConstraint, NibVariations.Condition, CGFloat)] = []

  func variationRules(for view: UIView) -> NibVariations.Rules {
    if let existing = variations.first(where: { $0.0 === view }) { return existing.1 }
    let rules = NibVariations.Rules()
    variations.append((view, rules))
    return rules
  }

  init(file: InterfaceBuilderFile) { self.file = file }

  /// Element names → the classes they build.
  static let viewClasses: [String: UIView.Type] = [
    "view": UIView.self, "label": UILabel.self, "button": UIButton.self,
    "imageView": UIImageView.self, "stackView": UIStackView.self, "scrollView": UIScrollView.self,
    "textField": UITextField.self, "textView": UITextView.self, "switch": UISwitch.self,
    "segmentedControl": UISegmentedControl.self, "slider": UISlider.self,
    "progressView": UIProgressView.self, "activityIndicatorView": UIActivityIndicatorView.self,
    "pageControl": UIPageControl.self, "stepper": UIStepper.self, "tableView": UITableView.self,
    "collectionView": UICollectionView.self, "tableViewCell": UITableViewCell.self,
    "collectionViewCell": UICollectionViewCell.self,
  ]

  static let controllerClasses: [String: UIViewController.Type] = [
    "viewController": UIViewController.self, "tableViewController": UITableViewController.self,
  ]

  /// Child elements read elsewhere or deliberately ignored (no warning).
  private static let knownChildren: Set<String> = [
    "rect", "autoresizingMask", "subviews", "constraints", "viewLayoutGuide", "color", "nil",
    "fontDescription", "edgeInsets", "directionalEdgeInsets", "state", "connections",
    "userDefinedRuntimeAttributes", "variation", "string", "segments", "accessibility",
    "textInputTraits", "point", "freeformSimulatedSizeMetrics", "simulatedMetrics", "size",
    "inset", "imageReference", "buttonConfiguration", "preferredSymbolConfiguration",
    "userLabel", "attributedString", "contentInsets", "layoutGuides", "animations",
    "collectionViewFlowLayout",
  ]

  func warn(_ node: XMLNode, _ message: String) {
    instance.warnings.append(
      InterfaceBuilderDiagnostic(file: file.file, line: node.line, column: node.column, message: message, isError: false))
  }

  // MARK: - Parts

  func instantiateNib(owner: AnyObject?) -> NibInstance {
    for node in file.root.child("objects")?.children ?? [] {
      if node.name == "placeholder" {
        if node["placeholderIdentifier"] == "IBFilesOwner", let owner, let id = node["id"] {
          objects[id] = owner
          collectConnections(node, id)
        }
        continue
      }
      guard Self.viewClasses[node.name] != nil else {
        warn(node, "skipped <\(node.name)>: not a view UIKitLayout builds")
        continue
      }
      if let view = makeView(node, depth: 0) { instance.topLevelObjects.append(view) }
    }
    finish(owner: owner)
    return instance
  }

  func instantiateController(_ node: XMLNode) -> (UIViewController, NibInstance)? {
    let base = Self.controllerClasses[node.name] ?? UIViewController.self
    let type = customClass(node, base: base, registered: InterfaceBuilderClasses.controller(named:))
    let controller = type.init(coder: NibCoder()) ?? UIViewController()
    controller.title = node["title"]
    if let id = node["id"] { objects[id] = controller }
    instance.topLevelObjects.append(controller)
    collectConnections(node, node["id"] ?? "")
    let viewNode = node.child("view", key: "view") ?? node.children.first { $0["key"] == "view" }
    // The view is built when the controller first needs it, as UIKit loads it from the
    // storyboard; outlets and awakeFromNib follow then.
    controller.nibViewLoader = { [self] (controller: UIViewController) -> UIView? in
      guard let viewNode, let view = makeView(viewNode, depth: 0) else { return nil }
      finish(owner: controller)
      return view
    }
    built.append(controller)
    controller.awakeFromNib()
    return (controller, instance)
  }

  /// Constraints, outlets and `awakeFromNib()`, once every object of the part exists.
  func finish(owner: AnyObject?) {
    for (node, view) in pendingConstraints { makeConstraints(node, holder: view) }
    pendingConstraints = []
    // A constraint's class constants belong to the view holding it; views without
    // variations of their own get rules that only adjust constants.
    let constants = classConstants
    classConstants = []
    var remaining = constants
    for (view, rules) in variations {
      let mine = remaining.filter { constraint, _, _ in view.constraints.contains { $0 === constraint } }
      remaining.removeAll { constraint, _, _ in view.constraints.contains { $0 === constraint } }
      NibVariations.activate(rules, on: view, builder: self, constants: mine)
    }
    if !remaining.isEmpty, let holder = instance.views.first?.view {
      NibVariations.activate(NibVariations.Rules(), on: holder, builder: self, constants: remaining)
    }
    variations = []
    for (node, source) in pendingConnections { connect(node, source: source) }
    pendingConnections = []
    let awakened = built
    built = []
    for object in awakened { (object as? UIResponder)?.awakeFromNib() }
  }

  /// The class an element builds: its registered `customClass`, else `base` (with a warning
  /// when a custom class was named but not registered).
  private func customClass<Base>(
    _ node: XMLNode, base: Base, registered: (String) -> Base?
  ) -> Base {
    guard let name = node["customClass"] else { return base }
    if let type = registered(name) { return type }
    warn(node, "unknown custom class '\(name)' (register it with InterfaceBuilderClasses); using \(base)")
    return base
  }

  // MARK: - Views

  func makeView(_ node: XMLNode, depth: Int) -> UIView? {
    guard let base = Self.viewClasses[node.name] else {
      warn(node, "skipped <\(node.name)>: not a view UIKitLayout builds")
      return nil
    }
    let type = customClass(node, base: base, registered: InterfaceBuilderClasses.view(named:))
    // A class whose init(coder:) gives up (many are written to) falls back to its base.
    let view = type.init(coder: NibCoder()) ?? base.init(coder: NibCoder()) ?? UIView()
    let id = node["id"] ?? "view\(instance.views.count)"
    objects[id] = view
    built.append(view)
    let frame = node.child("rect", key: "frame").map(NibValues.rect)
    instance.views.append(
      NibInstance.BuiltView(
        id: id, name: node["userLabel"] ?? id, view: view, line: node.line, column: node.column,
        fileFrame: frame, isMisplaced: node["misplaced"] == "YES" || node["ambiguous"] == "YES", depth: depth))
    if let frame { view.frame = frame }
    applyViewAttributes(node, to: view)
    NibProperties.apply(node, to: view, builder: self)
    populate(node, into: view, depth: depth)
    return view
  }

  /// An element's children into `view`: subviews, constraints, guides, connections, runtime
  /// attributes, variations; a cell's content view element fills the cell's own content view.
  private func populate(_ node: XMLNode, into view: UIView, depth: Int) {
    for child in node.children {
      if child["key"] == "contentView",
        ["tableViewCellContentView", "collectionViewCellContentView", "view"].contains(child.name),
        let content = (view as? UITableViewCell)?.contentView ?? (view as? UICollectionViewCell)?.contentView
      {
        if let id = child["id"] { objects[id] = content }
        for color in child.children where color.name == "color" && color["key"] == "backgroundColor" {
          content.backgroundColor = NibValues.color(color)
        }
        populate(child, into: content, depth: depth + 1)
        continue
      }
      switch child.name {
      case "subviews":
        for subnode in child.children {
          guard let subview = makeView(subnode, depth: depth + 1) else { continue }
          if let stack = view as? UIStackView { stack.addArrangedSubview(subview) } else { view.addSubview(subview) }
        }
      case "constraints": pendingConstraints.append((child, view))
      case "viewLayoutGuide":
        guard let guideID = child["id"] else { break }
        switch child["key"] {
        case "safeArea": objects[guideID] = view.safeAreaLayoutGuide
        case "layoutMargins": objects[guideID] = view.layoutMarginsGuide
        case "contentLayoutGuide": if let scroll = view as? UIScrollView { objects[guideID] = scroll.contentLayoutGuide }
        case "frameLayoutGuide": if let scroll = view as? UIScrollView { objects[guideID] = scroll.frameLayoutGuide }
        default: warn(child, "skipped layout guide '\(child["key"] ?? "")'")
        }
      case "prototypes", "cells":
        // A storyboard's prototype cells: each is made from its element when the table (or
        // collection view) dequeues its identifier, as UIKit registers them.
        registerPrototypes(child, in: view)
      case "connections": collectConnections(node, node["id"] ?? "")
      case "userDefinedRuntimeAttributes": applyRuntimeAttributes(child, to: view)
      case "variation": NibVariations.apply(child, to: view, builder: self)
      default:
        if !Self.knownChildren.contains(child.name) { warn(child, "skipped <\(child.name)>") }
      }
    }
  }

  private func registerPrototypes(_ node: XMLNode, in view: UIView) {
    let file = self.file
    for cell in node.children {
      guard let identifier = cell["reuseIdentifier"] else {
        warn(cell, "skipped a prototype cell without a reuse identifier")
        continue
      }
      let make = { @MainActor () -> UIView? in
        let builder = NibViewBuilder(file: file)
        let made = builder.makeView(cell, depth: 0)
        builder.finish(owner: nil)
        return made
      }
      if let table = view as? UITableView, cell.name == "tableViewCell" {
        table.prototypeCells[identifier] = { make() as? UITableViewCell }
      } else if let collection = view as? UICollectionView, cell.name == "collectionViewCell" {
        collection.prototypeCells[identifier] = { make() as? UICollectionViewCell }
      } else {
        warn(cell, "skipped prototype <\(cell.name)>")
      }
    }
  }

  /// What every view has: masks, hugging, margins, colour, hidden, alpha, tag.
  private func applyViewAttributes(_ node: XMLNode, to view: UIView) {
    // Interface Builder writes NO for every view of an Auto Layout document; the ones placed by
    // frame (`fixedFrame`) get their autoresizing constraints at run time.
    view.translatesAutoresizingMaskIntoConstraints =
      node["translatesAutoresizingMaskIntoConstraints"] != "NO" || node["fixedFrame"] == "YES"
    view.autoresizingMask = node.child("autoresizingMask", key: "autoresizingMask").map(NibValues.mask) ?? []
    if let mode = node["contentMode"].flatMap({ NibValues.contentModes[$0] }) { view.contentMode = mode }
    if NibValues.bool(node["hidden"]) { view.isHidden = true }
    if let alpha = NibValues.number(node["alpha"]) { view.alpha = alpha }
    if let tag = node["tag"].flatMap(Int.init) { view.tag = tag }
    if NibValues.bool(node["clipsSubviews"]) { view.clipsToBounds = true }
    if node["userInteractionEnabled"] == "NO" { view.isUserInteractionEnabled = false }
    let priorities: [(String, NSLayoutConstraint.Axis, Bool)] = [
      ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
      ("horizontalCompressionResistancePriority", .horizontal, false),
      ("verticalCompressionResistancePriority", .vertical, false),
    ]
    for (name, axis, hugging) in priorities {
      guard let value = node[name].flatMap(Float.init) else { continue }
      if hugging {
        view.setContentHuggingPriority(UILayoutPriority(value), for: axis)
      } else {
        view.setContentCompressionResistancePriority(UILayoutPriority(value), for: axis)
      }
    }
    for child in node.children where child.name == "color" {
      if child["key"] == "backgroundColor" { view.backgroundColor = NibValues.color(child) }
      if child["key"] == "tintColor" { view.layer.borderColor = view.layer.borderColor }
    }
    if let margins = node.child("edgeInsets", key: "layoutMargins").map(NibValues.insets) {
      view.layoutMargins = UIEdgeInsets(top: margins.top, left: margins.start, bottom: margins.bottom, right: margins.end)
    }
    if let margins = node.child("directionalEdgeInsets", key: "directionalLayoutMargins").map(NibValues.insets) {
      view.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: margins.top, leading: margins.start, bottom: margins.bottom, trailing: margins.end)
    }
    if node["insetsLayoutMarginsFromSafeArea"] == "NO" { view.insetsLayoutMarginsFromSafeArea = false }
    if NibValues.bool(node["preservesSuperviewLayoutMargins"]) { view.preservesSuperviewLayoutMargins = true }
  }

  /// `userDefinedRuntimeAttributes` that are layout or drawing properties; others warn.
  private func applyRuntimeAttributes(_ node: XMLNode, to view: UIView) {
    for attribute in node.children where attribute.name == "userDefinedRuntimeAttribute" {
      let keyPath = attribute["keyPath"] ?? ""
      let valueNode = attribute.children.first { $0["key"] == "value" }
      let number = valueNode.flatMap { NibValues.number($0["value"]) }
      switch (keyPath, attribute["type"]) {
      case ("layer.cornerRadius", _): if let number { view.layer.cornerRadius = number }
      case ("layer.borderWidth", _): if let number { view.layer.borderWidth = number }
      case ("layer.masksToBounds", _), ("clipsToBounds", _): view.clipsToBounds = attribute["value"] == "YES" || number == 1 || valueNode?["value"] == "YES"
      case ("alpha", _): if let number { view.alpha = number }
      case ("tag", _): if let number { view.tag = Int(number) }
      case ("layer.borderColor", "color"):
        if let color = attribute.child("color").flatMap(NibValues.color) { view.layer.borderColor = color.cgColor }
      default:
        warn(attribute, "skipped runtime attribute '\(keyPath)': not a layout property UIKitLayout applies")
      }
    }
  }

  // MARK: - Constraints

  private func object(_ id: String?, holder: UIView) -> AnyObject? {
    guard let id else { return holder }
    return objects[id]
  }

  func makeConstraints(_ node: XMLNode, holder: UIView) {
    for element in node.children where element.name == "constraint" {
      if let constraint = makeConstraint(element, holder: holder) {
        holder.addConstraint(constraint)
      }
    }
  }

  /// One `<constraint>`, or `nil` (with a warning) when it cannot be made; placeholders are
  /// removed at build time, as Xcode's are.
  func makeConstraint(_ element: XMLNode, holder: UIView) -> NSLayoutConstraint? {
    if element["placeholder"] == "YES" { return nil }
    guard let firstAttribute = element["firstAttribute"].flatMap({ NibValues.attributes[$0] }) else {
      warn(element, "skipped a constraint: unknown first attribute '\(element["firstAttribute"] ?? "")'")
      return nil
    }
    guard let first = object(element["firstItem"], holder: holder) else {
      warn(element, "skipped a constraint: no object with id '\(element["firstItem"] ?? "")'")
      return nil
    }
    var second: AnyObject?
    var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
    if let secondName = element["secondAttribute"] {
      guard let attribute = NibValues.attributes[secondName] else {
        warn(element, "skipped a constraint: unknown second attribute '\(secondName)'")
        return nil
      }
      guard let item = object(element["secondItem"], holder: holder) else {
        warn(element, "skipped a constraint: no object with id '\(element["secondItem"] ?? "")'")
        return nil
      }
      second = item
      secondAttribute = attribute
    }
    guard let multiplier = NibValues.multiplier(element["multiplier"]) else {
      warn(element, "skipped a constraint: multiplier '\(element["multiplier"] ?? "")' is not a number or a ratio")
      return nil
    }
    let relation: NSLayoutConstraint.Relation =
      element["relation"] == "lessThanOrEqual" ? .lessThanOrEqual
      : element["relation"] == "greaterThanOrEqual" ? .greaterThanOrEqual : .equal
    let constraint = NSLayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
      attribute: secondAttribute, multiplier: multiplier, constant: NibValues.number(element["constant"]) ?? 0)
    if let priority = element["priority"].flatMap(Float.init) { constraint.priority = UILayoutPriority(priority) }
    constraint.identifier = element["identifier"]
    for variation in element.children where variation.name == "variation" {
      guard let condition = variation["key"].flatMap(NibVariations.Condition.init),
        let constant = NibValues.number(variation["constant"])
      else {
        warn(variation, "skipped a constraint variation '\(variation["key"] ?? "")': only a size class's constant is read")
        continue
      }
      classConstants.append((constraint, condition, constant))
    }
    if let id = element["id"] { objects[id] = constraint }
    instance.constraints.append(
      NibInstance.BuiltConstraint(constraint: constraint, id: element["id"], line: element.line, column: element.column))
    return constraint
  }

  /// The outlets UIKit's own classes have: a table's or collection view's data source and
  /// delegate (a storyboard connects them to the scene's controller).
  private func setBuiltInOutlet(_ name: String, of owner: AnyObject, to target: AnyObject) -> Bool {
    switch (owner, name) {
    case (let table as UITableView, "dataSource"):
      table.dataSource = target as? UITableViewDataSource
    case (let table as UITableView, "delegate"):
      table.delegate = target as? UITableViewDelegate
    case (let collection as UICollectionView, "dataSource"):
      collection.dataSource = target as? UICollectionViewDataSource
    case (let collection as UICollectionView, "delegate"):
      collection.delegate = target as? UICollectionViewDelegate
    default:
      return false
    }
    return true
  }

  /// The object with `id` (views, guides, constraints, controllers of the part built).
  func lookUp(_ id: String) -> AnyObject? { objects[id] }

  // MARK: - Connections

  private func collectConnections(_ node: XMLNode, _ source: String) {
    guard let connections = node.child("connections") else { return }
    for connection in connections.children { pendingConnections.append((connection, source)) }
  }

  private func connect(_ node: XMLNode, source: String) {
    let name = node["property"] ?? node["selector"] ?? node["identifier"] ?? node["kind"] ?? ""
    let destination = node["destination"] ?? ""
    instance.connections.append(
      NibInstance.Connection(
        kind: node.name, name: name, source: source, destination: destination, line: node.line,
        column: node.column))
    guard node.name == "outlet", let owner = objects[source], let target = objects[destination] else { return }
    if let controller = owner as? UIViewController, name == "view", let view = target as? UIView {
      controller.nibLoadedView = view
      return
    }
    if setBuiltInOutlet(name, of: owner, to: target) { return }
    if let receiver = owner as? any NibOutletReceiving, receiver.setOutlet(name, to: target) { return }
    warn(node, "outlet '\(name)' not set: \(type(of: owner)) does not take it (adopt NibOutletReceiving)")
  }
}
