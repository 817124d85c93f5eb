// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// The properties of each view class, as Interface Builder writes them.
@MainActor
enum NibProperties {
  static func apply(_ node: XMLNode, to view: UIView, builder: NibViewBuilder) {
    let font = node.child("fontDescription", key: "fontDescription").flatMap(NibValues.font)
    let textColor = node.children.first { $0.name == "color" && $0["key"] == "textColor" }.flatMap(NibValues.color)
    // Multi-line text is written as a child <string key="text">.
    let text = node["text"] ?? node.child("string", key: "text")?.text
    switch view {
    case let label as UILabel:
      label.text = text
      if let font { label.font = font }
      if let textColor { label.textColor = textColor }
      if let alignment = node["textAlignment"].flatMap({ NibValues.textAlignments[$0] }) { label.textAlignment = alignment }
      if let mode = node["lineBreakMode"].flatMap({ NibValues.lineBreakModes[$0] }) { label.lineBreakMode = mode }
      if let lines = node["numberOfLines"].flatMap(Int.init) { label.numberOfLines = lines }
      label.adjustsFontSizeToFitWidth = NibValues.bool(node["adjustsFontSizeToFit"])
      if let factor = NibValues.number(node["minimumScaleFactor"]) { label.minimumScaleFactor = factor }
      label.adjustsFontForContentSizeCategory = NibValues.bool(node["adjustsFontForContentSizeCategory"])
      if let width = NibValues.number(node["preferredMaxLayoutWidth"]) { label.preferredMaxLayoutWidth = width }
    case let button as UIButton:
      for state in node.children where state.name == "state" {
        let controlState: UIControl.State = state["key"] == "selected" ? .selected : state["key"] == "disabled" ? .disabled : state["key"] == "highlighted" ? .highlighted : .normal
        if let title = state["title"] { button.setTitle(title, for: controlState) }
      }
      if let font { button.titleLabel?.font = font }
      if node.child("buttonConfiguration") != nil {
        builder.warn(node, "a button configuration is not read: the button keeps its title and font")
      }
    case let imageView as UIImageView:
      if let name = node["image"] { imageView.image = image(named: name, in: builder.file) }
    case let stack as UIStackView:
      stack.axis = node["axis"] == "vertical" ? .vertical : .horizontal
      if let alignment = node["alignment"].flatMap({ NibValues.stackAlignments[$0] }) { stack.alignment = alignment }
      if let distribution = node["distribution"].flatMap({ NibValues.stackDistributions[$0] }) { stack.distribution = distribution }
      if let spacing = NibValues.number(node["spacing"]) { stack.spacing = spacing }
      stack.isBaselineRelativeArrangement = NibValues.bool(node["baselineRelativeArrangement"])
    case let field as UITextField:
      field.text = text
      field.placeholder = node["placeholder"]
      if let font { field.font = font }
      field.adjustsFontForContentSizeCategory = NibValues.bool(node["adjustsFontForContentSizeCategory"])
      let styles: [String: UITextField.BorderStyle] = ["roundedRect": .roundedRect, "line": .line, "bezel": .bezel, "none": .none]
      if let style = node["borderStyle"].flatMap({ styles[$0] }) { field.borderStyle = style }
      if let alignment = node["textAlignment"].flatMap({ NibValues.textAlignments[$0] }) { field.textAlignment = alignment }
    case let textView as UITextView:
      textView.text = text
      if let font { textView.font = font }
      if node["scrollEnabled"] == "NO" { textView.isScrollEnabled = false }
    case let toggle as UISwitch:
      toggle.isOn = NibValues.bool(node["on"])
    case let segmented as UISegmentedControl:
      let titles = node.child("segments")?.children.filter { $0.name == "segment" }.map { $0["title"] ?? "" } ?? []
      for (index, title) in titles.enumerated() { segmented.insertSegment(withTitle: title, at: index, animated: false) }
      if let selected = node["selectedSegmentIndex"].flatMap(Int.init) { segmented.selectedSegmentIndex = selected }
    case let slider as UISlider:
      if let minimum = node["minValue"].flatMap(Float.init) { slider.minimumValue = minimum }
      if let maximum = node["maxValue"].flatMap(Float.init) { slider.maximumValue = maximum }
      if let value = node["value"].flatMap(Float.init) { slider.value = value }
    case let pages as UIPageControl:
      if let count = node["numberOfPages"].flatMap(Int.init) { pages.numberOfPages = count }
      if let current = node["currentPage"].flatMap(Int.init) { pages.currentPage = current }
    case let progress as UIProgressView:
      if let value = node["progress"].flatMap(Float.init) { progress.progress = value }
    case let stepper as UIStepper:
      if let minimum = node["minimumValue"].flatMap(Double.init) { stepper.minimumValue = minimum }
      if let maximum = node["maximumValue"].flatMap(Double.init) { stepper.maximumValue = maximum }
      if let value = node["value"].flatMap(Double.init) { stepper.value = value }
    case let cell as UITableViewCell:
      if let identifier = node["reuseIdentifier"] { cell.reuseIdentifier = identifier }
    case let cell as UICollectionViewCell:
      if let identifier = node["reuseIdentifier"] { cell.reuseIdentifier = identifier }
    case let table as UITableView:
      if let height = NibValues.number(node["rowHeight"]), height > 0 { table.rowHeight = height }
    case let collection as UICollectionView:
      // A flow layout, as Interface Builder stores it; cells come from a data source.
      guard let flow = node.child("collectionViewFlowLayout", key: "collectionViewLayout") else { break }
      let layout = UICollectionViewFlowLayout()
      if flow["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
      if let spacing = NibValues.number(flow["minimumLineSpacing"]) { layout.minimumLineSpacing = spacing }
      if let spacing = NibValues.number(flow["minimumInteritemSpacing"]) { layout.minimumInteritemSpacing = spacing }
      func size(_ key: String) -> CGSize? {
        flow.children.first { $0.name == "size" && $0["key"] == key }.map {
          CGSize(width: NibValues.number($0["width"]) ?? 0, height: NibValues.number($0["height"]) ?? 0)
        }
      }
      if let itemSize = size("itemSize") { layout.itemSize = itemSize }
      if let header = size("headerReferenceSize") { layout.headerReferenceSize = header }
      if let footer = size("footerReferenceSize") { layout.footerReferenceSize = footer }
      if let inset = flow.children.first(where: { $0.name == "inset" && $0["key"] == "sectionInset" }) {
        let i = NibValues.insets(inset)
        layout.sectionInset = UIEdgeInsets(top: i.top, left: i.start, bottom: i.bottom, right: i.end)
      }
      collection.collectionViewLayout = layout
    default:
      break
    }
  }

  /// An image by name: its size from the file's `<resources>` (`<image name= width= height=>`),
  /// as the file records it (image files are not read).
  static func image(named name: String, in file: InterfaceBuilderFile) -> UIImage? {
    let resources = file.root.child("resources")?.children ?? []
    guard let entry = resources.first(where: { $0.name == "image" && $0["name"] == name }),
      let width = NibValues.number(entry["width"]), let height = NibValues.number(entry["height"])
    else { return UIImage(named: name) }
    return UIImage(size: CGSize(width: width, height: height))
  }
}

/// Size-class variations, as Xcode writes them:
/// - a view's `<variation key="default">` masks out constraints that exist in no size class
///   unless one includes them;
/// - a view's `<variation key="heightClass=compact">` (or `widthClass=…`, or both) excludes or
///   includes constraints in that class, adds its own `<constraints>`, and may give the view
///   another font;
/// - a constraint's `<variation key=… constant=…/>` gives it another constant there.
/// The view watches its size classes (`registerForTraitChanges`) and applies what matches, as
/// UIKit's nib loading arranges.
@MainActor
enum NibVariations {
  /// What one view's variations say.
  final class Rules {
    var defaultExcluded: Set<String> = []
    var classes: [(condition: Condition, exclude: [String], include: [String], added: [XMLNode], font: UIFont?)] = []
  }

  static func apply(_ node: XMLNode, to view: UIView, builder: NibViewBuilder) {
    let key = node["key"] ?? ""
    let masks = node.children.filter { $0.name == "mask" && $0["key"] == "constraints" }
    let exclude = masks.flatMap { $0.children.filter { $0.name == "exclude" }.compactMap { $0["reference"] } }
    let include = masks.flatMap { $0.children.filter { $0.name == "include" }.compactMap { $0["reference"] } }
    let rules = builder.variationRules(for: view)
    if key == "default" {
      rules.defaultExcluded.formUnion(exclude)
      return
    }
    guard let condition = Condition(key) else {
      builder.warn(node, "skipped variation '\(key)': only widthClass/heightClass=compact|regular are read")
      return
    }
    let font = node.child("fontDescription", key: "fontDescription").flatMap(NibValues.font)
    let added = node.child("constraints")?.children.filter { $0.name == "constraint" } ?? []
    rules.classes.append((condition, exclude, include, added, font))
  }

  /// Once the part's constraints exist: makes the classes' own constraints and starts
  /// watching `view`'s size classes.
  static func activate(_ rules: Rules, on view: UIView, builder: NibViewBuilder, constants: [(NSLayoutConstraint, Condition, CGFloat)]) {
    let baseFont = (view as? UILabel)?.font
    let resolved = rules.classes.map { rule in
      (
        rule.condition,
        rule.exclude.compactMap { builder.lookUp($0) as? NSLayoutConstraint },
        rule.include.compactMap { builder.lookUp($0) as? NSLayoutConstraint },
        rule.added.compactMap { builder.makeConstraint($0, holder: view) },
        rule.font
      )
    }
    let defaultOff = rules.defaultExcluded.compactMap { builder.lookUp($0) as? NSLayoutConstraint }
    let baseConstants = constants.map { $0.0.constant }
    let update = { (traits: UITraitCollection) in
      var off = Set(defaultOff.map(ObjectIdentifier.init))
      var on = Set<ObjectIdentifier>()
      var font = baseFont
      for (condition, exclude, include, added, classFont) in resolved {
        if condition.matches(traits) {
          for constraint in exclude { off.insert(ObjectIdentifier(constraint)); on.remove(ObjectIdentifier(constraint)) }
          for constraint in include + added { on.insert(ObjectIdentifier(constraint)); off.remove(ObjectIdentifier(constraint)) }
          if let classFont { font = classFont }
        } else {
          for constraint in added where !on.contains(ObjectIdentifier(constraint)) { off.insert(ObjectIdentifier(constraint)) }
        }
      }
      for constraint in defaultOff + resolved.flatMap({ $0.1 + $0.2 + $0.3 }) {
        let id = ObjectIdentifier(constraint)
        constraint.isActive = on.contains(id) || !off.contains(id)
      }
      for (index, (constraint, condition, constant)) in constants.enumerated() {
        constraint.constant = condition.matches(traits) ? constant : baseConstants[index]
      }
      if let label = view as? UILabel, let font, label.font != font { label.font = font }
    }
    update(view.traitCollection)
    view.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) {
      (view: UIView, _: UITraitCollection) in update(view.traitCollection)
    }
  }

  struct Condition {
    var horizontal: UIUserInterfaceSizeClass?, vertical: UIUserInterfaceSizeClass?

    init?(_ key: String) {
      for part in key.split(separator: " ") {
        let pair = part.split(separator: "=")
        guard pair.count == 2 else { return nil }
        let value: UIUserInterfaceSizeClass
        switch pair[1] {
        case "compact": value = .compact
        case "regular": value = .regular
        default: return nil
        }
        switch pair[0] {
        case "widthClass": horizontal = value
        case "heightClass": vertical = value
        default: return nil
        }
      }
      if horizontal == nil && vertical == nil { return nil }
    }

    func matches(_ traits: UITraitCollection) -> Bool {
      (horizontal == nil || horizontal == traits.horizontalSizeClass)
        && (vertical == nil || vertical == traits.verticalSizeClass)
    }
  }
}
