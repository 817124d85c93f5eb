import ArgumentParser
import Foundation
import LayoutDocument
import UIKitLayout

/// `--device`, `--orientation` and `--content-size`: lay a document out on devices and at
/// Dynamic Type sizes other than its own, up to a sweep of every current device and size.
struct VariantOptions: ParsableArguments {
  /// A device, or `all`.
  @Option(
    name: [.customLong("device"), .customLong("devices")],
    help: "Lay out on this device instead of the document's sizes: a name as 'sizes:' spells it (\"iPhone 15\"), or 'all' for every current iPhone and iPad.")
  var device: String?

  /// Orientations for `--device`.
  @Option(help: "With --device: portrait, landscape or both (default portrait).")
  var orientation: String?

  /// Dynamic Type sizes.
  @Option(help: "Lay out at this Dynamic Type size: XS, S, M, L, XL, XXL, XXXL, AX1…AX5 (or the API's names, such as accessibilityMedium), a comma-separated list, or 'all'.")
  var contentSize: String?

  init() {}

  /// Whether anything is asked for.
  var isEmpty: Bool { device == nil && orientation == nil && contentSize == nil }

  /// `document` with its sizes and text sizes replaced as asked; a bad value is reported on
  /// standard error and ends the command with status 2.
  func apply(to document: LayoutDocument) throws -> LayoutDocument {
    var document = document
    if let sizes = try sizes() { document.sizes = sizes }
    if let categories = try contentSizes() { document.contentSizes = categories }
    return document
  }

  /// The sizes `--device` and `--orientation` ask for, or `nil`.
  func sizes() throws -> [LayoutSize]? {
    if orientation != nil, device == nil {
      DocumentInput.printError("error: --orientation needs --device")
      throw DocumentInput.unreadable
    }
    guard let device else { return nil }
    let orientations: [LayoutSize.Orientation]
    switch orientation?.lowercased() ?? "portrait" {
    case "portrait": orientations = [.portrait]
    case "landscape": orientations = [.landscape]
    case "both": orientations = [.portrait, .landscape]
    default:
      DocumentInput.printError(
        "error: --orientation: '\(orientation ?? "")' is not portrait, landscape or both")
      throw DocumentInput.unreadable
    }
    let profiles: [DeviceProfile]
    if device.lowercased() == "all" {
      profiles = DeviceProfile.all
    } else if let profile = LayoutSize.profile(named: device) {
      profiles = [profile]
    } else {
      DocumentInput.printError(
        "error: --device: unknown device '\(device)'; known: all, "
          + (DeviceProfile.all + DeviceProfile.older).map(\.name).joined(separator: ", "))
      throw DocumentInput.unreadable
    }
    return profiles.flatMap { profile in orientations.map { .device(profile, $0) } }
  }

  /// The Dynamic Type sizes `--content-size` asks for, or `nil`.
  func contentSizes() throws -> [UIContentSizeCategory]? {
    guard let contentSize else { return nil }
    if contentSize.lowercased() == "all" { return UIContentSizeCategory.allSpecified }
    return try contentSize.split(separator: ",").map { part in
      let name = part.trimmingCharacters(in: .whitespaces)
      guard let category = UIContentSizeCategory(name: name), category != .unspecified else {
        DocumentInput.printError(
          "error: --content-size: unknown size '\(name)'; expected all or one of "
            + UIContentSizeCategory.allSpecified.map(\.shortName).joined(separator: ", "))
        throw DocumentInput.unreadable
      }
      return category
    }
  }
}
