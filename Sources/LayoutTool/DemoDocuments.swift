import Foundation
import LayoutDocument
import LayoutSVG
import UIKitLayout

/// The demo's layout documents (built in, so `demo` needs no files) and how it shows them.
enum DemoDocuments {
  /// UIKit's autoresizing example as a document: a 320×200 container shrunk to 300.
  static let autoresizing = """
    title: Autoresizing
    sizes: [320x200, 300x200]
    root:
      name: container
      frame: [0, 0, 320, 200]
      background: systemGray6
      subviews:
        - {name: label, frame: [0, 0, 300, 100], background: systemBlue, autoresizingMask: [flexibleLeftMargin, flexibleWidth]}
    """

  /// An Auto Layout screen: a card centred in the safe area, at two devices, both orientations.
  static let screen = """
    title: Auto Layout screen
    sizes: [iPhone SE both, iPhone 15 both]
    root:
      name: screen
      background: systemGray6
      subviews:
        - name: card
          background: white
          border: systemGray4
          cornerRadius: 12
          translatesAutoresizingMaskIntoConstraints: false
          subviews:
            - {name: title, kind: label, text: "Hello, UIKit", font: {size: 22, weight: bold}, translatesAutoresizingMaskIntoConstraints: false}
            - {name: ok, kind: button, title: OK, background: systemGray5, cornerRadius: 8, translatesAutoresizingMaskIntoConstraints: false}
    constraints:
      - card.centerX == safeArea.centerX
      - card.centerY == safeArea.centerY
      - card.width == 0.8 * screen.width
      - title.top == card.top + 20
      - title.centerX == card.centerX
      - ok.top == title.bottom + 16
      - ok.leading == card.leading + 20
      - ok.trailing == card.trailing - 20
      - ok.height == 44
      - card.bottom == ok.bottom + 20
    """

  /// Stack views arranging standard controls: a row with a switch, a row of equal buttons.
  static let stacks = """
    title: Stack views and controls
    sizes: [320x200]
    root:
      name: root
      background: systemGray6
      subviews:
        - name: column
          kind: stack
          axis: vertical
          spacing: 8
          subviews:
            - name: wifiRow
              kind: stack
              alignment: center
              subviews:
                - {name: wifi, kind: label, text: Wi-Fi, hugging: {horizontal: 249}}
                - {name: wifiSwitch, kind: switch, "on": true}
            - name: buttons
              kind: stack
              distribution: fillEqually
              spacing: 8
              subviews:
                - {name: cancel, kind: button, title: Cancel, background: systemGray5, cornerRadius: 8}
                - {name: save, kind: button, title: Save, background: systemGray5, cornerRadius: 8}
    constraints:
      - column.top == root.top + 20
      - column.leading == root.leading + 20
      - column.trailing == root.trailing - 20
    """

  /// A form written in the Visual Format Language.
  static let visualFormatForm = """
    title: VFL form
    sizes: [320x120]
    root:
      name: form
      subviews:
        - {name: nameLabel, kind: label, text: Name, translatesAutoresizingMaskIntoConstraints: false}
        - {name: nameField, background: systemGray6, translatesAutoresizingMaskIntoConstraints: false}
    metrics: {gap: 12}
    vfl:
      - "H:|-[nameLabel]-gap-[nameField(>=100)]-|"
      - "V:|-[nameField(36)]"
      - "V:|-16-[nameLabel]"
    """

  /// Two required widths that can't both hold.
  static let conflict = """
    title: A conflict
    sizes: [320x100]
    root:
      name: root
      subviews:
        - {name: box, background: systemRed, translatesAutoresizingMaskIntoConstraints: false}
    constraints:
      - box.leading == root.leading + 20
      - box.top == root.top + 20
      - box.height == 40
      - box.width == 100
      - box.width == 200
    """

  /// Lays out each document, prints frames (and the autoresizing pass trace, a check report),
  /// and writes side-by-side SVGs into `folder`.
  /// - Throws: The first picture that cannot be written (after the text so far).
  @MainActor
  static func run(writingTo folder: URL) throws(OutputFiles.Failure) -> String {
    var out = ""
    let examples = [
      ("autoresizing", autoresizing), ("screen", screen), ("stacks", stacks),
      ("vfl-form", visualFormatForm), ("conflict", conflict),
    ]
    try OutputFiles.prepareFolder(folder.path)
    for (name, text) in examples {
      out += "== Document: \(name)\n"
      let logs = LogBox()
      var picture: String?
      do {
        let document = try LayoutDocument(text: text, file: "\(name).yaml")
        let trace = LayoutTrace()
        let laidOut = try LayoutEnvironment.$logSink.withValue({ logs.append($0) }) {
          try LayoutEnvironment.$trace.withValue(trace) { try document.sizes.map { try document.layOut(at: $0) } }
        }
        out += FrameTable.text(laidOut)
        if name == "autoresizing" {
          out += "pass trace:\n" + trace.lines.map { "  \($0)\n" }.joined()
        }
        if name == "conflict" { out += CheckCommand.report(laidOut, file: "\(name).yaml").0 }
        let snapshots = laidOut.map { DocumentInput.snapshot($0, constraints: true, ambiguity: true) }
        let svg = SVGRenderer(options: .init(showsConstraints: true, marksAmbiguity: true))
          .renderSideBySide(snapshots, title: document.title ?? name)
        picture = svg
      } catch {
        out += "\(error)\n\n"
      }
      if let picture {
        let path = folder.appendingPathComponent("\(name).svg").path
        try OutputFiles.write(picture, to: path)
        out += "wrote \(path)\n\n"
      }
    }
    return out
  }
}

/// UIKit's log lines, collected from the `@Sendable` sink.
private final class LogBox: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var messages: [LogMessage] = []
  func append(_ message: LogMessage) { lock.withLock { messages.append(message) } }
}
