// UIKitLayout: pictures.

/// Where two pictures differ, and a picture of it: the first picture faded to a pale grey,
/// with every pixel that differs in solid magenta, so a change of a few pixels stands out in a
/// pull request.
///
/// Pictures of different sizes are compared over the larger size; a pixel only one of them
/// has counts as different.
public struct PixelDiff: Sendable, Equatable {
  /// The size compared, in pixels (the larger of the two in each direction).
  public var width, height: Int
  /// How many pixels differ.
  public var differingPixels: Int
  /// The smallest rectangle holding every differing pixel, in pixels (`nil` when none do).
  public var bounds: (x: Int, y: Int, width: Int, height: Int)? {
    guard differingPixels > 0 else { return nil }
    return (minX, minY, maxX - minX + 1, maxY - minY + 1)
  }
  /// The picture of the difference, 4 bytes a pixel.
  public var rgba: [UInt8]

  private var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

  /// Compares `old` with `new`; a pixel differs when a channel differs by more than
  /// `tolerance` (0: any change).
  public init(old: PNGDecoder.Image, new: PNGDecoder.Image, tolerance: UInt8 = 0) {
    width = max(old.width, new.width)
    height = max(old.height, new.height)
    differingPixels = 0
    rgba = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let a = Self.offset(old, x, y), b = Self.offset(new, x, y)
        var differs = a == nil || b == nil
        if let a, let b {
          for k in 0..<4 {
            let p = old.rgba[a + k], q = new.rgba[b + k]
            if (p > q ? p - q : q - p) > tolerance { differs = true }
          }
        }
        let out = (y * width + x) * 4
        if differs {
          differingPixels += 1
          minX = min(minX, x); maxX = max(maxX, x)
          minY = min(minY, y); maxY = max(maxY, y)
          rgba[out] = 255; rgba[out + 1] = 0; rgba[out + 2] = 255; rgba[out + 3] = 255
        } else if let a {
          // Luma at a quarter of its contrast over white: the layout stays readable, faintly.
          let c = old.rgba
          let luma = (Int(c[a]) * 299 + Int(c[a + 1]) * 587 + Int(c[a + 2]) * 114) / 1000
          let grey = UInt8(255 - (255 - luma) * Int(c[a + 3]) / 255 / 4)
          rgba[out] = grey; rgba[out + 1] = grey; rgba[out + 2] = grey; rgba[out + 3] = 255
        }
      }
    }
  }

  /// The diff picture as PNG bytes.
  public var png: [UInt8] { PNGEncoder.encode(width: width, height: height, rgba: rgba) }

  /// A one-line summary: "1 234 of 100 000 pixels differ (1.23 %), within x 10…59, y 20…41".
  public var summary: String {
    let total = width * height
    guard let box = bounds else { return "the pictures are identical (\(width) × \(height) pixels)" }
    let share = Double(differingPixels * 10_000 / max(1, total)) / 100
    return "\(differingPixels) of \(total) pixels differ (\(share) %), "
      + "within x \(box.x)…\(box.x + box.width - 1), y \(box.y)…\(box.y + box.height - 1)"
  }

  /// Where the pixel's bytes start, if the image has it.
  private static func offset(_ image: PNGDecoder.Image, _ x: Int, _ y: Int) -> Int? {
    guard x < image.width, y < image.height else { return nil }
    return (y * image.width + x) * 4
  }

  /// Compares everything but the diff picture's private bookkeeping.
  public static func == (lhs: PixelDiff, rhs: PixelDiff) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.differingPixels == rhs.differingPixels
      && lhs.rgba == rhs.rgba
  }
}
