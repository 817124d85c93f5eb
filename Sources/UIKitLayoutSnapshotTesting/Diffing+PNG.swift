// UIKitLayout: snapshot testing.
import Foundation
import LayoutSVG
import SnapshotTesting

extension Diffing where Value == Data {
  /// Compares PNG files by their pixels.
  ///
  /// Equal bytes pass at once. Otherwise both are decoded and compared pixel by pixel, so a
  /// reference re-encoded by an optimiser still passes; `precision` is the share of pixels
  /// that must match (1: all). On a failure the message says how many pixels differ and
  /// where, and a picture of the difference (``PixelDiff``) is attached and written beside
  /// the library's own artifacts: in `$SNAPSHOT_ARTIFACTS` (or the temporary directory), under
  /// `UIKitLayoutSnapshotTesting/`, named by the two pictures' contents.
  public static func png(precision: Double = 1) -> Diffing {
    png(precision: precision, differenceDirectory: nil)
  }

  /// ``png(precision:)`` writing difference pictures into `differenceDirectory` (`nil`: the
  /// artifacts directory), so tests can keep them out of the shared temporary directory.
  static func png(precision: Double, differenceDirectory: URL?) -> Diffing {
    .diff(toData: { $0 }, fromData: { $0 }) { old, new in
      guard old != new else { return nil }
      let reference: PNGDecoder.Image, picture: PNGDecoder.Image
      do {
        reference = try PNGDecoder.decode([UInt8](old))
        picture = try PNGDecoder.decode([UInt8](new))
      } catch {
        return ("The reference is not a PNG this library reads: \(error)", [])
      }
      let diff = PixelDiff(old: reference, new: picture)
      let total = max(1, diff.width * diff.height)
      let sizesMatch = reference.width == picture.width && reference.height == picture.height
      if sizesMatch, Double(total - diff.differingPixels) / Double(total) >= precision { return nil }
      var message = "Pictures differ: " + diff.summary + "."
      if !sizesMatch {
        message += " The reference is \(reference.width) × \(reference.height) pixels,"
          + " the new picture \(picture.width) × \(picture.height)."
      }
      let image = Data(diff.png)
      if let path = writeDifference(image, old: old, new: new, into: differenceDirectory) { message += "\nDifference: \(path)" }
      return (message, [.data(image, name: "difference.png")])
    }
  }

  /// Writes the difference picture where failed snapshots go; its path, or `nil` if it could
  /// not be written (the failure is still reported).
  static func writeDifference(_ image: Data, old: Data, new: Data, into directory: URL?) -> String? {
    let root =
      ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
    let directory =
      directory
      ?? URL(fileURLWithPath: root, isDirectory: true)
      .appendingPathComponent("UIKitLayoutSnapshotTesting", isDirectory: true)
    // FNV-1a over both pictures: the same failure writes the same file, a new one another.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in old + new {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    let file = directory.appendingPathComponent(
      "difference-" + String(repeating: "0", count: 16 - hex.count) + hex + ".png")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try image.write(to: file)
      return file.path
    } catch {
      return nil
    }
  }
}
