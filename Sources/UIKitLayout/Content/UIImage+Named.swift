// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation

// `UIImage(named:)`: what a headless build can know of an image file is its size. PNG files
// say it in their first 24 bytes (the IHDR chunk), so a named PNG in a bundle gives an image
// of the right size and scale without decoding a pixel. UIKit's lookup order is kept: the
// screen's scale first (`name@3x.png` on a 3× screen), then the other scales, then the plain
// name (scale 1); a name with an extension is taken as is.

extension UIImage {
  /// The image named `name` in the main bundle, as UIKit finds it; `nil` when there is none.
  public convenience init?(named name: String) {
    self.init(named: name, in: nil)
  }

  /// The image named `name` in `bundle` (the main bundle when `nil`); `nil` when there is
  /// none or the file is not a PNG.
  public convenience init?(named name: String, in bundle: Bundle?) {
    guard let (pixels, scale) = Self.pngSize(named: name, in: bundle ?? .main) else { return nil }
    self.init(size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale)
  }

  /// The pixel size and scale of the best file for `name`.
  static func pngSize(named name: String, in bundle: Bundle) -> (CGSize, CGFloat)? {
    let given = (name as NSString).pathExtension
    let ext = given.isEmpty ? "png" : given
    let base = given.isEmpty ? name : (name as NSString).deletingPathExtension
    // The main screen's scale, read on the main thread (UIImage is not main-actor bound; off
    // it, the largest scale comes first).
    let screen = Thread.isMainThread ? Int(MainActor.assumeIsolated { UIScreen.main.scale }) : 3
    // UIKit prefers the screen's scale, then the larger ones, then the smaller, then plain.
    let scales = [screen] + [3, 2, 1].filter { $0 != screen }
    var candidates = scales.map { ("\(base)@\($0)x", CGFloat($0)) }
    candidates.append((base, 1))
    for (resource, scale) in candidates {
      guard let path = bundle.path(forResource: resource, ofType: ext),
        let pixels = pngPixelSize(atPath: path)
      else { continue }
      return (pixels, scale)
    }
    return nil
  }

  /// The width and height a PNG file declares (its IHDR chunk), or `nil` if it is not one.
  static func pngPixelSize(atPath path: String) -> CGSize? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    let head = [UInt8](handle.readData(ofLength: 24))
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard head.count == 24, Array(head[0..<8]) == signature, Array(head[12..<16]) == Array("IHDR".utf8)
    else { return nil }
    func be32(_ i: Int) -> Int { head[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
    let width = be32(16), height = be32(20)
    guard width > 0, height > 0 else { return nil }
    return CGSize(width: width, height: height)
  }
}
