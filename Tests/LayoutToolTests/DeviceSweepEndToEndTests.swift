import Foundation
import Testing

/// `--device`, `--orientation` and `--content-size`: a document laid out on devices and at
/// text sizes it does not list.
@Suite struct DeviceSweepEndToEndTests {
  static let card = """
    sizes: [320x200]
    root:
      name: screen
      subviews:
        - {name: title, kind: label, text: Hello, font: {textStyle: body}}
    constraints: [title.top == safeArea.top, title.leading == safeArea.leading]
    """

  @Test func aDeviceAndATextSizeReplaceTheDocumentsSizes() throws {
    let url = try ToolRunner.file("card.yaml", Self.card)
    let run = try ToolRunner.run([
      "frames", url.path, "--device", "iPhone SE", "--orientation", "both", "--content-size", "XS,AX5",
    ])
    #expect(run.status == 0, "\(run.standardError)")
    let headers = run.standardOutput.split(separator: "\n").filter { $0.hasPrefix("== ") }
    #expect(
      headers == [
        "== iPhone SE portrait, text XS (375x667)", "== iPhone SE portrait, text AX5 (375x667)",
        "== iPhone SE landscape, text XS (667x375)", "== iPhone SE landscape, text AX5 (667x375)",
      ])
  }

  @Test func everyDeviceIsOnePicturePerCombination() throws {
    let url = try ToolRunner.file("sweep.yaml", Self.card)
    let output = ToolRunner.folder("sweep-out")
    defer { try? FileManager.default.removeItem(at: output) }
    let run = try ToolRunner.run(["render", url.path, "--devices", "all", "-o", output.path])
    #expect(run.status == 0, "\(run.standardError)")
    let written = run.standardOutput.split(separator: "\n")
    // 20 iPhones and 8 iPads, portrait.
    #expect(written.count == 28)
    #expect(written.contains { $0.hasSuffix("sweep-iphone-se-portrait.svg") })
    #expect(written.contains { $0.hasSuffix("sweep-ipad-pro-13-inch-m4-portrait.svg") })
    // A progress line per picture.
    #expect(run.standardError.contains("[28/28] sweep at iPad Pro 13-inch (M4) portrait"))
  }

  @Test func unknownDevicesAndSizesAreRefused() throws {
    let url = try ToolRunner.file("refused.yaml", Self.card)
    let device = try ToolRunner.run(["frames", url.path, "--device", "iPhone 99"])
    #expect(device.status == 2)
    #expect(device.standardError.hasPrefix("error: --device: unknown device 'iPhone 99'; known: all, iPhone SE,"))
    let size = try ToolRunner.run(["check", url.path, "--content-size", "huge"])
    #expect(size.status == 2)
    #expect(size.standardError.hasPrefix("error: --content-size: unknown size 'huge'; expected all or one of XS, S,"))
    let orientation = try ToolRunner.run(["frames", url.path, "--orientation", "landscape"])
    #expect(orientation.status == 2)
    #expect(orientation.standardError == "error: --orientation needs --device\n")
  }
}
