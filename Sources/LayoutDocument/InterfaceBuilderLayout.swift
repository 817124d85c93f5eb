// UIKitLayout: layout documents.
import Foundation
import UIKitLayout

/// An Interface Builder file laid out for the tool: one laid-out tree per top-level view of a
/// nib or per storyboard scene, with the file's warnings and how many views land where the
/// file says Xcode put them.
@MainActor
public struct InterfaceBuilderLayout {
  /// One part (a nib's top-level view, a storyboard's scene) laid out.
  public struct Part {
    /// The laid-out tree, named as the file names its views (`userLabel`, else `id`).
    public let laidOut: LaidOutDocument
    /// Views whose frame the file stores and does not mark misplaced or ambiguous.
    public let checked: Int
    /// Of those, the ones laid out more than half a point away from the file's frame: the
    /// view's name, where its element is, the frame laid out and the file's.
    public let mismatches: [(name: String, location: SourceLocation, laidOut: CGRect, file: CGRect)]
  }

  /// The parts, in file order.
  public let parts: [Part]
  /// What was skipped or could not be applied (`FILE:LINE:COLUMN: warning: …`).
  public let warnings: [InterfaceBuilderDiagnostic]

  /// Reads and lays out `url`. Each part is laid out on the file's device (a window, its safe
  /// area) when it fills the device's screen, else alone at the size the file gives it; with
  /// `size`, at that size instead; with `contentSize`, at that Dynamic Type size.
  public init(
    contentsOf url: URL, size: LayoutSize? = nil, contentSize: UIContentSizeCategory? = nil
  ) throws(InterfaceBuilderDiagnostic) {
    let file = try InterfaceBuilderFile(contentsOf: url)
    var parts: [Part] = [], warnings: [InterfaceBuilderDiagnostic] = []
    let path = url.path
    // What UIKit would raise while building or laying out (a constraint between views with no
    // common ancestor, say) is reported, not trapped on.
    let raised = RaisedExceptions()
    LayoutEnvironment.$exceptionHandler.withValue({ raised.append($0) }) {
      switch file.kind {
      case .xib:
        let instance = file.instantiate(owner: nil)
        warnings = instance.warnings
        for case let root as UIView in instance.topLevelObjects {
          parts.append(Self.layOut(root, controller: nil, instance: instance, file: file, path: path, size: size, contentSize: contentSize))
        }
      case .storyboard:
        warnings = file.skippedScenes
        for (controller, instance) in file.instantiateAllControllers() {
          warnings += instance.warnings
          guard let root = controller.viewIfLoaded else { continue }
          parts.append(Self.layOut(root, controller: controller, instance: instance, file: file, path: path, size: size, contentSize: contentSize))
        }
      }
    }
    for exception in raised.all {
      warnings.append(
        InterfaceBuilderDiagnostic(
          file: file.file, line: 1, column: 1, message: "UIKit would raise \(exception.name.rawValue): \(exception.reason)",
          isError: false))
    }
    self.parts = parts
    self.warnings = warnings
  }

  /// Exceptions collected from any thread.
  private final class RaisedExceptions: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [RaisedException] = []
    func append(_ exception: RaisedException) { lock.withLock { list.append(exception) } }
    var all: [RaisedException] { lock.withLock { list } }
  }

  private static func layOut(
    _ root: UIView, controller: UIViewController?, instance: NibInstance, file: InterfaceBuilderFile,
    path: String, size requested: LayoutSize?, contentSize: UIContentSizeCategory?
  ) -> Part {
    let profile = file.device ?? .iPhone15
    let orientation: LayoutSize.Orientation = file.orientation.isLandscape ? .landscape : .portrait
    let deviceSize = LayoutSize.device(profile, orientation)
    let size: LayoutSize
    // A scene designed at a freeform size is laid out alone at that size, like a nib's view.
    let designed = instance.views.first { $0.view === root }?.fileFrame?.size ?? root.frame.size
    if let requested {
      size = requested
    } else if designed == deviceSize.size || (controller != nil && designed == .zero) {
      size = deviceSize
    } else {
      size = .explicit(width: Double(designed.width), height: Double(designed.height))
    }
    if let contentSize { root.traitOverrides.preferredContentSizeCategory = contentSize }
    let window = size.present(root, controller: controller)
    // The views of this part, named uniquely (a repeated label gets its id after it).
    let members = instance.views.filter { $0.view === root || $0.view.isDescendant(of: root) }
    var seen: [String: Int] = [:]
    for view in members { seen[view.name, default: 0] += 1 }
    var entries: [LaidOutDocument.Entry] = []
    var names: [ObjectIdentifier: String] = [:]
    for built in members {
      let name = seen[built.name, default: 0] > 1 ? "\(built.name)#\(built.id)" : built.name
      names[ObjectIdentifier(built.view)] = name
      entries.append(
        LaidOutDocument.Entry(
          name: name, view: built.view,
          spec: ViewSpec(name: name, location: SourceLocation(line: built.line, column: built.column)),
          depth: built.depth))
    }
    let constraints = instance.constraints.filter { built in
      [built.constraint.firstItem, built.constraint.secondItem].contains { item in
        (item as? UIView).map { $0 === root || $0.isDescendant(of: root) }
          ?? (item as? UILayoutGuide)?.owningView.map { $0 === root || $0.isDescendant(of: root) } ?? false
      }
    }.map { built in
      LaidOutDocument.WrittenConstraint(
        constraint: built.constraint, source: equation(built.constraint, names),
        location: SourceLocation(line: built.line, column: built.column))
    }
    let rootName = names[ObjectIdentifier(root)] ?? "view"
    let document = LayoutDocument(
      title: (URL(fileURLWithPath: path).lastPathComponent), sizes: [size],
      root: ViewSpec(name: rootName), file: path)
    let laidOut = LaidOutDocument(
      document: document, size: size, contentSize: contentSize, window: window, root: root,
      entries: entries, guides: [:], constraints: constraints, log: [])
    var checked = 0
    var mismatches: [(name: String, location: SourceLocation, laidOut: CGRect, file: CGRect)] = []
    for built in members where !built.isMisplaced {
      // The root's own frame is the size it was given; what is checked is everything in it.
      guard let fileFrame = built.fileFrame, built.view !== root, requested == nil else { continue }
      checked += 1
      let frame = built.view.frame
      let close = abs(frame.minX - fileFrame.minX) <= 0.5 && abs(frame.minY - fileFrame.minY) <= 0.5
        && abs(frame.width - fileFrame.width) <= 0.5 && abs(frame.height - fileFrame.height) <= 0.5
      if !close {
        mismatches.append(
          (names[ObjectIdentifier(built.view)] ?? built.name, SourceLocation(line: built.line, column: built.column), frame, fileFrame))
      }
    }
    return Part(laidOut: laidOut, checked: checked, mismatches: mismatches)
  }

  /// `title.top == safeArea.top + 16 @ 750`, with the file's names.
  static func equation(_ constraint: NSLayoutConstraint, _ names: [ObjectIdentifier: String]) -> String {
    func item(_ object: AnyObject?) -> String {
      guard let object else { return "" }
      if let view = object as? UIView { return names[ObjectIdentifier(view)] ?? "view" }
      if let guide = object as? UILayoutGuide {
        let owner = guide.owningView.flatMap { names[ObjectIdentifier($0)] } ?? "view"
        return guide === guide.owningView?.safeAreaLayoutGuide ? "\(owner).safeArea" : "\(owner).guide"
      }
      return "?"
    }
    let relation = constraint.relation == .equal ? "==" : constraint.relation == .lessThanOrEqual ? "<=" : ">="
    var text = "\(item(constraint.firstItem)).\(constraint.firstAttribute.documentName) \(relation)"
    if let second = constraint.secondItem {
      text += " \(item(second)).\(constraint.secondAttribute.documentName)"
      if constraint.multiplier != 1 { text += " * \(LayoutSize.number(Double(constraint.multiplier)))" }
      if constraint.constant != 0 {
        text += constraint.constant > 0 ? " + \(LayoutSize.number(Double(constraint.constant)))" : " - \(LayoutSize.number(Double(-constraint.constant)))"
      }
    } else {
      text += " \(LayoutSize.number(Double(constraint.constant)))"
    }
    if constraint.priority != .required { text += " @ \(LayoutSize.number(Double(constraint.priority.rawValue)))" }
    return text
  }
}

extension NSLayoutConstraint.Attribute {
  /// The attribute's name as equations write it (`leadingMargin`, `lastBaseline`).
  var documentName: String {
    ConstraintEquation.attributes.first { $0.1 == self }?.0 ?? "notAnAttribute"
  }
}
