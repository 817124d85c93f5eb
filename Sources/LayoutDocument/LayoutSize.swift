// UIKitLayout: layout documents.
import Foundation
import UIKitLayout

/// One size a document is laid out at: a device profile in an orientation, or an explicit size.
public enum LayoutSize: Sendable, Hashable, CustomStringConvertible {
  /// A device's full screen (a window with its safe area) in an orientation.
  case device(DeviceProfile, Orientation)
  /// A plain root view of this size (no window, so no safe area).
  case explicit(width: Double, height: Double)

  /// The orientations a document can name.
  public enum Orientation: String, Sendable, Hashable, CaseIterable {
    /// Taller than wide.
    case portrait
    /// Wider than tall (the home indicator on the right: UIKit's `.landscapeRight`).
    case landscape
  }

  /// `iPhone 15 portrait`, `320x200`.
  public var description: String {
    switch self {
    case .device(let profile, let orientation): "\(profile.name) \(orientation.rawValue)"
    case .explicit(let width, let height): "\(Self.number(width))x\(Self.number(height))"
    }
  }

  /// The size in points.
  public var size: CGSize {
    switch self {
    case .device(let profile, let orientation):
      let size = profile.portraitSize
      return orientation == .portrait ? size : CGSize(width: size.height, height: size.width)
    case .explicit(let width, let height): return CGSize(width: width, height: height)
    }
  }

  /// The profile whose name matches `name`, ignoring case, spaces and hyphens
  /// (`iPhone 15`, `iphone15`, `iPad-Pro-11-inch`).
  public static func profile(named name: String) -> DeviceProfile? {
    let key = normalized(name)
    return (DeviceProfile.all + DeviceProfile.older).first { normalized($0.name) == key }
  }

  /// The sizes a `sizes:` entry or a `--size` option spells: `320x200`, `iPhone 15`,
  /// `iPhone 15 landscape`, `iPad both`; nil when it spells none (the reason is in `problem`).
  public static func parse(_ text: String) -> (sizes: [LayoutSize], problem: String?) {
    let parts = text.lowercased().split(separator: "x")
    if parts.count == 2, let w = Double(parts[0].trimmingCharacters(in: .whitespaces)),
      let h = Double(parts[1].trimmingCharacters(in: .whitespaces))
    {
      for x in [w, h] {
        if let problem = DocumentLimits.lengthProblem(x) { return ([], "size '\(text)': \(problem)") }
        if x < 0 { return ([], "size '\(text)': a width or height cannot be negative") }
      }
      return ([.explicit(width: w, height: h)], nil)
    }
    var words = text.split(separator: " ").map(String.init)
    var orientations: [Orientation] = [.portrait]
    if let last = words.last?.lowercased(), ["portrait", "landscape", "both"].contains(last) {
      orientations = last == "both" ? [.portrait, .landscape] : [last == "portrait" ? .portrait : .landscape]
      words.removeLast()
    }
    guard let profile = profile(named: words.joined(separator: " ")) else {
      return ([], "unknown size '\(text)'; expected WIDTHxHEIGHT or a device (then portrait, landscape or both): "
        + (DeviceProfile.all + DeviceProfile.older).map(\.name).joined(separator: ", "))
    }
    return (orientations.map { .device(profile, $0) }, nil)
  }

  static func normalized(_ name: String) -> String {
    name.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "." }
  }

  static func number(_ x: Double) -> String {
    x == x.rounded() && abs(x) < 0x1p53 ? String(Int(x)) : String(x)
  }
}

extension LayoutSize {
  /// Lays `root` out at this size: as the root view of `controller` (a plain controller when
  /// `nil`) in a window on the device, turned to the orientation, its safe area included; or
  /// alone at the explicit size. Returns the window, if one was made.
  @MainActor
  func present(_ root: UIView, controller: UIViewController? = nil) -> UIWindow? {
    switch self {
    case .device(let profile, let orientation):
      let window = UIWindow(screen: UIScreen(profile: profile))
      if orientation == .landscape { window.rotate(to: .landscapeRight) }
      let owner = controller ?? UIViewController()
      if controller == nil { owner.view = root }
      window.rootViewController = owner
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
      return window
    case .explicit:
      root.frame = CGRect(origin: .zero, size: size)
      root.layoutIfNeeded()
      return nil
    }
  }
}
