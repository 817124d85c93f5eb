import Foundation
import LayoutSVG
import SnapshotTesting
import Testing
import UIKitLayout
@testable import UIKitLayoutSnapshotTesting

/// `.png` and `.svg`: the picture's size and scale, its pixels, and the pixel comparison with
/// its difference picture.
@MainActor @Suite struct PNGStrategyTests {
  func data<V>(_ value: V, _ strategy: Snapshotting<V, Data>) -> Data {
    var result = Data()
    strategy.snapshot(value).run { result = $0 }
    return result
  }

  /// A 4 × 2-point red view.
  func redView() -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
    view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    return view
  }

  @Test func aViewIsDrawnAtTheScaleAsked() throws {
    let image = try PNGDecoder.decode([UInt8](data(redView(), .png(scale: 1))))
    #expect(image.width == 4 && image.height == 2)
    #expect(image.rgba == [UInt8]((0..<8).flatMap { _ in [255, 0, 0, 255] as [UInt8] }))
  }

  @Test func onADeviceThePictureHasTheScreensPixels() throws {
    // iPhone SE: 375 × 667 points at 2×.
    let image = try PNGDecoder.decode([UInt8](data(redView(), .png(on: .iPhoneSE))))
    #expect(image.width == 750 && image.height == 1334)
    // Without a device: the view's own size at the main screen's scale (an iPhone 15's, 3×).
    let own = try PNGDecoder.decode([UInt8](data(redView(), .png)))
    #expect(own.width == 12 && own.height == 6)
  }

  @Test func theSameViewGivesTheSameBytes() {
    #expect(data(redView(), .png(on: .iPhone15)) == data(redView(), .png(on: .iPhone15)))
  }

  /// Two 4 × 2 pictures, the second with one pixel blue.
  func pair() -> (Data, Data) {
    let red = [UInt8]((0..<8).flatMap { _ in [255, 0, 0, 255] as [UInt8] })
    var changed = red
    changed[4 * 5 + 0] = 0
    changed[4 * 5 + 2] = 255
    return (
      Data(PNGEncoder.encode(width: 4, height: 2, rgba: red)),
      Data(PNGEncoder.encode(width: 4, height: 2, rgba: changed))
    )
  }

  /// A directory of this test's own for difference pictures, removed afterwards.
  func withDifferenceDirectory(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("UIKitLayoutSnapshotTestingTests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
  }

  @Test func oneChangedPixelFailsAndIsDrawn() throws {
    try withDifferenceDirectory { directory in try checkOneChangedPixel(directory) }
  }

  func checkOneChangedPixel(_ directory: URL) throws {
    let (old, new) = pair()
    let diffing = Diffing<Data>.png(precision: 1, differenceDirectory: directory)
    let (message, attachments) = try #require(diffing.diffV2(old, new))
    // Pixel 5 is at x 1, y 1.
    #expect(message.hasPrefix("Pictures differ: 1 of 8 pixels differ (12.5 %), within x 1…1, y 1…1."))
    let path = try #require(message.components(separatedBy: "Difference: ").last)
    #expect(path.hasPrefix(directory.path))
    let written = try PNGDecoder.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
    guard case .data(let attached, let name) = try #require(attachments.first) else {
      Issue.record("expected a data attachment")
      return
    }
    #expect(name == "difference.png")
    #expect(try PNGDecoder.decode([UInt8](attached)) == written)
    // The changed pixel is magenta; the others are the red faded: luma 76, a quarter of its
    // contrast over white: 255 - (255 - 76) / 4 = 211.
    #expect(Array(written.rgba[20..<24]) == [255, 0, 255, 255])
    #expect(Array(written.rgba[0..<4]) == [211, 211, 211, 255])
  }

  @Test func precisionLetsAShareOfPixelsDiffer() throws {
    try withDifferenceDirectory { directory in
      let (old, new) = pair()
      // 7 of 8 pixels match: 87.5 %.
      #expect(Diffing<Data>.png(precision: 0.875, differenceDirectory: directory).diffV2(old, new) == nil)
      #expect(Diffing<Data>.png(precision: 0.9, differenceDirectory: directory).diffV2(old, new) != nil)
    }
  }

  @Test func theSamePixelsEncodedOtherwisePass() throws {
    // A stored (uncompressed) zlib stream of the same rows: other bytes, the same picture.
    let (old, _) = pair()
    let rows: [UInt8] = (0..<2).flatMap { _ in [0] + (0..<4).flatMap { _ in [255, 0, 0, 255] as [UInt8] } }
    var zlib: [UInt8] = [0x78, 0x01, 0x01, UInt8(rows.count), 0, ~UInt8(rows.count), 0xFF] + rows
    var a = 1, b = 0
    for byte in rows { a = (a + Int(byte)) % 65521; b = (b + a) % 65521 }
    zlib += [UInt8(b >> 8), UInt8(b & 0xFF), UInt8(a >> 8), UInt8(a & 0xFF)]
    let reencoded = Data(pngFile(width: 4, height: 2, idat: zlib))
    #expect(reencoded != old)
    #expect(Diffing<Data>.png().diffV2(old, reencoded) == nil)
  }

  @Test func aDifferentSizeFailsAndSaysSo() throws {
    try withDifferenceDirectory { directory in
      let (old, _) = pair()
      // The same red, with a white fifth column.
      let rows: [UInt8] = (0..<2).flatMap { _ in
        (0..<4).flatMap { _ in [255, 0, 0, 255] as [UInt8] } + [255, 255, 255, 255]
      }
      let bigger = Data(PNGEncoder.encode(width: 5, height: 2, rgba: rows))
      let diffing = Diffing<Data>.png(precision: 0, differenceDirectory: directory)
      let (message, _) = try #require(diffing.diffV2(old, bigger))
      // Sizes that differ fail whatever the precision; the fifth column exists in one only.
      #expect(message.hasPrefix("Pictures differ: 2 of 10 pixels differ (20.0 %), within x 4…4, y 0…1."))
      #expect(message.contains("The reference is 4 × 2 pixels, the new picture 5 × 2."))
    }
  }

  @Test func svgDrawsTheView() {
    var svg = ""
    Snapshotting<UIView, String>.svg(size: CGSize(width: 4, height: 2)).snapshot(redView()).run { svg = $0 }
    #expect(svg.hasPrefix("<svg"))
    #expect(svg.contains("width=\"4\" height=\"2\""))
    #expect(svg.contains("#ff0000"))
  }
}

/// A PNG file around an IDAT payload (CRCs computed here, from the specification).
func pngFile(width: Int, height: Int, idat: [UInt8]) -> [UInt8] {
  func be(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 255), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
  func crc(_ bytes: [UInt8]) -> [UInt8] {
    var c: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      c ^= UInt32(byte)
      for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return be(Int(c ^ 0xFFFF_FFFF))
  }
  func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + body
    return be(body.count) + typed + crc(typed)
  }
  return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    + chunk("IHDR", be(width) + be(height) + [8, 6, 0, 0, 0]) + chunk("IDAT", idat) + chunk("IEND", [])
}
