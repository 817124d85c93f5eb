import Foundation
import Testing

@testable import UIKitLayout

/// `UIImage(named:in:)` finds PNG files as UIKit does and knows their size from the header.
@MainActor
@Suite struct NamedImageTests {
  /// A folder with PNG headers (the first 24 bytes are all a size needs), removed afterwards.
  func withBundle(_ files: [String: (Int, Int)], _ body: (Bundle) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-layout-images-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, (w, h)) in files {
      var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
      bytes += Array("IHDR".utf8)
      for v in [w, h] { bytes += [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
      bytes += [8, 6, 0, 0, 0]
      try Data(bytes).write(to: folder.appendingPathComponent(name))
    }
    let bundle = try #require(Bundle(path: folder.path))
    try body(bundle)
  }

  @Test func theScreensScaleComesFirstAndSizesAreInPoints() throws {
    // The main screen is 3× (UIScreen.main: iPhone 15).
    #expect(UIScreen.main.scale == 3)
    try withBundle(["icon@2x.png": (48, 40), "icon@3x.png": (72, 60), "logo.png": (100, 20), "photo@2x.png": (64, 32)]) { bundle in
      let icon = try #require(UIImage(named: "icon", in: bundle))
      #expect(icon.size == CGSize(width: 24, height: 20) && icon.scale == 3)
      let logo = try #require(UIImage(named: "logo", in: bundle))
      #expect(logo.size == CGSize(width: 100, height: 20) && logo.scale == 1)
      let photo = try #require(UIImage(named: "photo", in: bundle))
      #expect(photo.size == CGSize(width: 32, height: 16) && photo.scale == 2)
      #expect(UIImage(named: "logo.png", in: bundle)?.size == CGSize(width: 100, height: 20))
      #expect(UIImage(named: "missing", in: bundle) == nil)
      // An image view sized by it.
      let view = UIImageView(image: icon)
      #expect(view.intrinsicContentSize == CGSize(width: 24, height: 20))
    }
  }

  @Test func aFileThatIsNotAPNGIsNoImage() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-layout-images-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("not a png".utf8).write(to: folder.appendingPathComponent("fake.png"))
    let bundle = try #require(Bundle(path: folder.path))
    #expect(UIImage(named: "fake", in: bundle) == nil)
  }
}
