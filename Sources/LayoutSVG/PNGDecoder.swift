// UIKitLayout: pictures.

/// Decodes PNG files into RGBA pixels, so a snapshot test can compare a new picture with its
/// reference pixel by pixel and draw where they differ.
///
/// References are usually this library's own output, but a team may have run them through an
/// optimiser, so any valid non-interlaced PNG of 8 bits a channel is read: greyscale, RGB,
/// palette, grey with alpha and RGBA, all five row filters, and deflate's stored, fixed and
/// dynamic blocks. Bad input throws ``PNGDecoder/Failure``; nothing traps and no read goes
/// past the data.
public enum PNGDecoder {
  /// Why a file could not be decoded.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    /// What was wrong, in words.
    public var description: String
    init(_ description: String) { self.description = description }
  }

  /// A decoded picture: `rgba` holds 4 bytes a pixel, rows top to bottom.
  public struct Image: Equatable, Sendable {
    /// The size in pixels.
    public var width, height: Int
    /// The pixels.
    public var rgba: [UInt8]
    /// Creates an image.
    public init(width: Int, height: Int, rgba: [UInt8]) {
      self.width = width
      self.height = height
      self.rgba = rgba
    }
  }

  /// The most pixels a file may declare (a 16 384 × 16 384 picture); bigger files are refused
  /// before anything is allocated for them.
  public static let maximumPixels = 1 << 28

  /// Decodes `png`.
  public static func decode(_ png: [UInt8]) throws -> Image {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard png.count >= 8, Array(png[0..<8]) == signature else { throw Failure("not a PNG file") }
    var at = 8
    var width = 0, height = 0, colorType = -1
    var palette: [UInt8] = [], transparency: [UInt8] = [], compressed: [UInt8] = []
    func u32(_ p: Int) -> Int {
      Int(png[p]) << 24 | Int(png[p + 1]) << 16 | Int(png[p + 2]) << 8 | Int(png[p + 3])
    }
    while true {
      guard at + 12 <= png.count else { throw Failure("the file ends inside a chunk") }
      let length = u32(at)
      guard length <= png.count - at - 12 else { throw Failure("a chunk runs past the end") }
      let type = String(decoding: png[(at + 4)..<(at + 8)], as: UTF8.self)
      let body = Array(png[(at + 8)..<(at + 8 + length)])
      at += 12 + length
      switch type {
      case "IHDR":
        guard body.count == 13 else { throw Failure("IHDR is not 13 bytes") }
        width = Int(body[0]) << 24 | Int(body[1]) << 16 | Int(body[2]) << 8 | Int(body[3])
        height = Int(body[4]) << 24 | Int(body[5]) << 16 | Int(body[6]) << 8 | Int(body[7])
        guard body[8] == 8 else { throw Failure("only 8 bits a channel are read (this has \(body[8]))") }
        colorType = Int(body[9])
        guard [0, 2, 3, 4, 6].contains(colorType) else { throw Failure("unknown colour type \(colorType)") }
        guard body[12] == 0 else { throw Failure("interlaced pictures are not read") }
        guard width > 0, height > 0, width <= maximumPixels / height else {
          throw Failure("\(width) × \(height) pixels is not a size this reads")
        }
      case "PLTE": palette = body
      case "tRNS": transparency = body
      case "IDAT": compressed += body
      case "IEND":
        guard colorType >= 0 else { throw Failure("no IHDR") }
        return try image(
          width: width, height: height, colorType: colorType,
          data: try zlibInflate(compressed, expected: height * (1 + width * channels(colorType))),
          palette: palette, transparency: transparency)
      default: continue
      }
    }
  }

  static func channels(_ colorType: Int) -> Int {
    switch colorType {
    case 0, 3: 1
    case 4: 2
    case 2: 3
    default: 4
    }
  }

  /// Unfilters the rows and expands them to RGBA.
  static func image(
    width: Int, height: Int, colorType: Int, data: [UInt8], palette: [UInt8], transparency: [UInt8]
  ) throws -> Image {
    let bpp = channels(colorType), stride = width * bpp
    guard data.count == height * (stride + 1) else { throw Failure("the pixel data has the wrong length") }
    var rows = [UInt8](repeating: 0, count: height * stride)
    for y in 0..<height {
      let filter = data[y * (stride + 1)], input = y * (stride + 1) + 1, out = y * stride
      for i in 0..<stride {
        let a = i >= bpp ? Int(rows[out + i - bpp]) : 0
        let b = y > 0 ? Int(rows[out - stride + i]) : 0
        let c = i >= bpp && y > 0 ? Int(rows[out - stride + i - bpp]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = a
        case 2: predictor = b
        case 3: predictor = (a + b) / 2
        case 4:
          let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
          predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
        default: throw Failure("unknown row filter \(filter)")
        }
        rows[out + i] = data[input + i] &+ UInt8(truncatingIfNeeded: predictor)
      }
    }
    if colorType == 6 { return Image(width: width, height: height, rgba: rows) }
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for p in 0..<(width * height) {
      switch colorType {
      case 0:
        rgba[p * 4] = rows[p]; rgba[p * 4 + 1] = rows[p]; rgba[p * 4 + 2] = rows[p]
      case 4:
        rgba[p * 4] = rows[p * 2]; rgba[p * 4 + 1] = rows[p * 2]; rgba[p * 4 + 2] = rows[p * 2]
        rgba[p * 4 + 3] = rows[p * 2 + 1]
      case 2:
        rgba[p * 4] = rows[p * 3]; rgba[p * 4 + 1] = rows[p * 3 + 1]; rgba[p * 4 + 2] = rows[p * 3 + 2]
      default:
        let index = Int(rows[p])
        guard index * 3 + 2 < palette.count else { throw Failure("a palette index is out of range") }
        rgba[p * 4] = palette[index * 3]; rgba[p * 4 + 1] = palette[index * 3 + 1]
        rgba[p * 4 + 2] = palette[index * 3 + 2]
        if index < transparency.count { rgba[p * 4 + 3] = transparency[index] }
      }
    }
    return Image(width: width, height: height, rgba: rgba)
  }

  /// A zlib stream's data; `expected` bounds what is produced.
  static func zlibInflate(_ bytes: [UInt8], expected: Int) throws -> [UInt8] {
    guard bytes.count >= 2, bytes[0] & 0x0F == 8, (Int(bytes[0]) << 8 | Int(bytes[1])) % 31 == 0 else {
      throw Failure("the pixel data is not a zlib stream")
    }
    var inflater = Inflater(bytes: bytes, position: 2, limit: expected)
    return try inflater.run()
  }
}
