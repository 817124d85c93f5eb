// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

/// A problem found while reading an Interface Builder file, at its line and column.
public struct InterfaceBuilderDiagnostic: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file's name.
  public var file: String
  /// 1-based line and column.
  public var line: Int, column: Int
  /// What is wrong.
  public var message: String
  /// Whether the file cannot be used (else a warning: something was skipped).
  public var isError: Bool

  /// Creates a diagnostic.
  public init(file: String, line: Int, column: Int, message: String, isError: Bool) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.isError = isError
  }

  /// `FILE:LINE:COLUMN: warning: MESSAGE` (or `error:`).
  public var description: String {
    "\(file):\(line):\(column): \(isError ? "error" : "warning"): \(message)"
  }
}

/// A `.xib` or `.storyboard` file read (Xcode's XML format): what `UINib` and `UIStoryboard`
/// build views and controllers from. Our addition; see docs/interface-builder.md.
@preconcurrency @MainActor
public final class InterfaceBuilderFile {
  /// A nib or a storyboard.
  public enum Kind: Sendable { case xib, storyboard }

  /// Which kind of file.
  public let kind: Kind
  /// The file's name, for diagnostics.
  public let file: String
  /// `toolsVersion` and `systemVersion`, as recorded (not required to match anything).
  public let toolsVersion: String?, systemVersion: String?
  /// The device the file was designed on (`<device id=…>`), if known.
  public let device: DeviceProfile?
  /// Its orientation.
  public let orientation: UIInterfaceOrientation
  /// The storyboard's initial controller's id.
  public let initialViewControllerID: String?

  let root: XMLNode

  /// Reads a file's bytes. Throws a diagnostic (with `isError`) for what is not well-formed
  /// XML or not an Interface Builder document.
  public init(data: Data, file: String) throws(InterfaceBuilderDiagnostic) {
    self.file = file
    guard let text = String(data: data, encoding: .utf8) else {
      throw InterfaceBuilderDiagnostic(file: file, line: 1, column: 1, message: "not UTF-8 text", isError: true)
    }
    do {
      root = try XMLReader.parse(text)
    } catch {
      throw InterfaceBuilderDiagnostic(
        file: file, line: error.line, column: error.column, message: error.message, isError: true)
    }
    guard root.name == "document" else {
      throw InterfaceBuilderDiagnostic(
        file: file, line: root.line, column: root.column,
        message: "not an Interface Builder document (the root is <\(root.name)>, not <document>)", isError: true)
    }
    switch root["type"] {
    case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": kind = .xib
    case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": kind = .storyboard
    default:
      throw InterfaceBuilderDiagnostic(
        file: file, line: root.line, column: root.column,
        message: "document type '\(root["type"] ?? "")' is not an iOS nib or storyboard", isError: true)
    }
    toolsVersion = root["toolsVersion"]
    systemVersion = root["systemVersion"]
    initialViewControllerID = root["initialViewController"]
    let device = root.child("device")
    self.device = device.flatMap { $0["id"] }.flatMap { Self.devices[$0] }
    orientation = device?["orientation"] == "landscape" ? .landscapeRight : .portrait
  }

  /// Reads a file.
  public convenience init(contentsOf url: URL) throws(InterfaceBuilderDiagnostic) {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw InterfaceBuilderDiagnostic(
        file: url.lastPathComponent, line: 0, column: 0, message: "cannot read the file", isError: true)
    }
    try self.init(data: data, file: url.lastPathComponent)
  }

  /// Interface Builder's device ids and the profiles they stand for.
  static let devices: [String: DeviceProfile] = [
    "retina4_7": .iPhoneSE, "retina5_9": .iPhone13Mini, "retina5_5": .iPhone8Plus,
    "retina6_0": .iPhone14, "retina6_1": .iPhone11, "retina6_12": .iPhone15, "retina6_3": .iPhone16Pro,
    "retina6_5": .iPhone11, "retina6_7": .iPhone14Plus, "retina6_72": .iPhone15ProMax,
    "retina6_9": .iPhone16ProMax, "ipad8_3": .iPadMini, "ipad10_9rounded": .iPad,
    "ipad11": .iPadPro11, "ipad12_9rounded": .iPadPro12Point9, "ipad12_9": .iPadPro12Point9,
    "ipad13": .iPadPro13M4,
  ]

  // MARK: - Contents

  /// The top-level elements of a nib's `objects` that are views (placeholders aside).
  var topLevelViewNodes: [XMLNode] {
    (root.child("objects")?.children ?? []).filter { NibViewBuilder.viewClasses[$0.name] != nil }
  }

  /// A storyboard's scenes' controllers, in file order.
  var controllerNodes: [XMLNode] {
    (root.child("scenes")?.children ?? []).filter { $0.name == "scene" }.compactMap { scene in
      scene.child("objects")?.children.first { NibViewBuilder.controllerClasses[$0.name] != nil }
    }
  }

  /// Whether some element varies by size class (`<variation key="heightClass=…">` and the
  /// like): the tool then also lays the file out where the variation applies.
  public var hasSizeClassVariations: Bool {
    var stack = [root]
    while let node = stack.popLast() {
      if node.name == "variation", let key = node["key"], key.contains("Class=") { return true }
      stack += node.children
    }
    return false
  }

  /// Warnings for the storyboard scenes whose controller is not one the library builds
  /// (navigation, tab bar, split controllers, …): they are skipped.
  public var skippedScenes: [InterfaceBuilderDiagnostic] {
    (root.child("scenes")?.children ?? []).filter { $0.name == "scene" }.compactMap { scene in
      guard let objects = scene.child("objects"),
        !objects.children.contains(where: { NibViewBuilder.controllerClasses[$0.name] != nil }),
        let controller = objects.children.first(where: { $0.name.hasSuffix("Controller") })
      else { return nil }
      return InterfaceBuilderDiagnostic(
        file: file, line: controller.line, column: controller.column,
        message: "skipped a scene: <\(controller.name)> is not a controller UIKitLayout builds", isError: false)
    }
  }

  /// The storyboard identifiers of its controllers, in file order.
  public var storyboardIdentifiers: [String] { controllerNodes.compactMap { $0["storyboardIdentifier"] } }

  /// Builds a nib's top-level objects (with `owner` as File's Owner).
  public func instantiate(owner: AnyObject?) -> NibInstance {
    NibViewBuilder(file: self).instantiateNib(owner: owner)
  }

  /// Builds the storyboard controller with this id (the controller's `id`, or its
  /// `storyboardIdentifier`); its view is built when it is first asked for, as UIKit loads it.
  public func instantiateController(id: String) -> (UIViewController, NibInstance)? {
    guard let node = controllerNodes.first(where: { $0["id"] == id || $0["storyboardIdentifier"] == id })
    else { return nil }
    return NibViewBuilder(file: self).instantiateController(node)
  }

  /// Every controller of a storyboard, built with its view loaded: one laid-out tree per
  /// scene (the tool draws them).
  public func instantiateAllControllers() -> [(UIViewController, NibInstance)] {
    controllerNodes.compactMap { node in
      guard let (controller, instance) = NibViewBuilder(file: self).instantiateController(node) else { return nil }
      controller.loadViewIfNeeded()
      return (controller, instance)
    }
  }
}
