import Foundation
import SnapshotTesting
import Testing
import UIKitLayout
import UIKitLayoutSnapshotTesting

/// `.layout`: the text dump, the hosting on devices and sizes, traits and Dynamic Type, and
/// the round trip through swift-snapshot-testing against references written by hand.
@MainActor @Suite struct LayoutStrategyTests {
  /// A strategy's text for a value, as `assertSnapshot` would compare it.
  func text<V>(_ value: V, _ strategy: Snapshotting<V, String>) -> String {
    var result = ""
    strategy.snapshot(value).run { result = $0 }
    return result
  }

  /// A 320 × 200 view holding a label and a hidden box, placed by frames.
  func framedCard() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let label = UILabel(frame: CGRect(x: 16, y: 20, width: 288, height: 21))
    label.text = "Hello"
    label.font = .systemFont(ofSize: 17)
    let box = UIView(frame: CGRect(x: 16, y: 60, width: 100, height: 50))
    box.isHidden = true
    root.addSubview(label)
    root.addSubview(box)
    return root
  }

  @Test func theDumpListsEachViewWithItsFrameAndWhatItShows() {
    #expect(
      text(framedCard(), .layout) == """
        <UIView: #1; frame = (0 0; 320 200)>
           | <UILabel: #2; frame = (16 20; 288 21); text = 'Hello'; font = DejaVuSans 17>
           | <UIView: #3; frame = (16 60; 100 50); hidden = YES>

        """)
  }

  /// A view pinned 16 points from its superview's leading edge, 8 below the safe area's top,
  /// 100 × 50 (the height optional).
  func pinnedBox() -> (UIView, UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let height = box.heightAnchor.constraint(equalToConstant: 50)
    height.priority = .defaultHigh
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),
      box.widthAnchor.constraint(equalToConstant: 100), height,
    ])
    return (root, box)
  }

  @Test func constraintsFollowTheTreeNamedByNumber() {
    let (root, _) = pinnedBox()
    #expect(
      text(root, .layout(constraints: true)) == """
        <UIView: #1; frame = (0 0; 320 200)>
           | <UIView: #2; frame = (16 8; 100 50)>

        constraints:
          #2.leading == #1.leading + 16
          #2.top == #1.safeArea.top + 8
          #2.width == 100
          #2.height == 50 @750

        """)
  }

  @Test func onADeviceTheViewFillsTheScreenInsideItsSafeArea() {
    let (root, _) = pinnedBox()
    // iPhone 15 Pro: 393 × 852 points, the safe area 59 points from the top in portrait.
    #expect(
      text(root, .layout(on: .iPhone15Pro)) == """
        <UIView: #1; frame = (0 0; 393 852)>
           | <UIView: #2; frame = (16 67; 100 50)>

        """)
    // In landscape the screen is 852 × 393 and the safe area starts at the top.
    #expect(
      text(root, .layout(on: .iPhone15Pro, orientation: .landscapeRight)) == """
        <UIView: #1; frame = (0 0; 852 393)>
           | <UIView: #2; frame = (16 8; 100 50)>

        """)
  }

  @Test func anExplicitSizeHasNoSafeArea() {
    let (root, _) = pinnedBox()
    #expect(
      text(root, .layout(on: .iPhone15Pro, size: CGSize(width: 200, height: 80))) == """
        <UIView: #1; frame = (0 0; 200 80)>
           | <UIView: #2; frame = (16 8; 100 50)>

        """)
  }

  @Test func theViewComesBackAsItWas() {
    let (root, box) = pinnedBox()
    root.translatesAutoresizingMaskIntoConstraints = false
    root.autoresizingMask = [.flexibleTopMargin]
    _ = text(root, .layout(on: .iPadMini))
    #expect(root.superview == nil)
    #expect(root.window == nil)
    #expect(root.translatesAutoresizingMaskIntoConstraints == false)
    #expect(root.autoresizingMask == [.flexibleTopMargin])
    #expect(box.superview === root)
    // The same view on another device afterwards: iPhone SE, 375 × 667, safe area 20 at top.
    #expect(
      text(root, .layout(on: .iPhoneSE)) == """
        <UIView: #1; frame = (0 0; 375 667)>
           | <UIView: #2; frame = (16 28; 100 50)>

        """)
  }

  @Test func traitsReachTheView() {
    let (root, _) = pinnedBox()
    // Right to left: leading is the right edge, so x = 320 - 16 - 100.
    #expect(
      text(root, .layout(size: CGSize(width: 320, height: 200), traits: .init(layoutDirection: .rightToLeft)))
        == """
        <UIView: #1; frame = (0 0; 320 200)>
           | <UIView: #2; frame = (204 8; 100 50)>

        """)
  }

  @Test func theContentSizeReachesLabelsThatFollowIt() {
    let controller = UIViewController()
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.text = "Body"
    label.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
    controller.view.addSubview(label)
    // Apple's table: body is 17 points at Large, 53 at AX5.
    let dump = text(controller, .layout(on: .iPhone15, contentSize: .accessibilityExtraExtraExtraLarge))
    #expect(dump.contains("text = 'Body'; font = DejaVuSans 53>"))
    #expect(text(controller, .layout(on: .iPhone15)).contains("text = 'Body'; font = DejaVuSans 17>"))
  }

  @Test func aControllerFillsTheMainScreenByDefault() {
    let controller = UIViewController()
    // The main screen is an iPhone 15's: 393 × 852.
    #expect(text(controller, .layout) == "<UIView: #1; frame = (0 0; 393 852)>\n")
    #expect(controller.parent == nil)
    #expect(controller.view.superview == nil)
  }

  @Test func aSweepNamesEachConfiguration() {
    let sweep: [SnapshotConfiguration] = .sweep(
      devices: [.iPhoneSE, .iPadMini], orientations: [.portrait, .landscapeRight],
      contentSizes: [.large, .accessibilityMedium])
    #expect(
      sweep.map(\.name) == [
        "iPhone SE portrait L", "iPhone SE portrait AX1", "iPhone SE landscape L",
        "iPhone SE landscape AX1", "iPad mini portrait L", "iPad mini portrait AX1",
        "iPad mini landscape L", "iPad mini landscape AX1",
      ])
    #expect(SnapshotConfiguration(size: CGSize(width: 320, height: 200.5)).name == "320x200.5")
    #expect(SnapshotConfiguration().name == "default")
  }

  /// The reference was written by hand (`__Snapshots__/LayoutStrategyTests/`).
  @Test func aMatchingReferencePasses() {
    let failure = verifySnapshot(of: framedCard(), as: .layout, named: "card", record: .never)
    #expect(failure == nil)
  }

  @Test func aChangedLayoutFailsWithADiff() throws {
    let card = framedCard()
    card.subviews[0].frame.origin.y = 24
    // The same reference as the test above.
    let failure = try #require(
      verifySnapshot(of: card, as: .layout, named: "card", record: .never, testName: "aMatchingReferencePasses()"))
    #expect(failure.contains("Snapshot \"card\" does not match reference."))
    #expect(failure.contains("−   | <UILabel: #2; frame = (16 20; 288 21); text = 'Hello'; font = DejaVuSans 17>"))
    #expect(failure.contains("+   | <UILabel: #2; frame = (16 24; 288 21); text = 'Hello'; font = DejaVuSans 17>"))
    // swift-snapshot-testing wrote the new text beside the temporary directory; remove it.
    let artifacts = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("LayoutStrategyTests")
    try? FileManager.default.removeItem(at: artifacts)
  }
}

/// `.layout` of a 100 000-deep chain: one line a view, the indentation capped at 64 levels
/// with the depth said instead, as `recursiveDescription()` prints it.
@MainActor @Suite struct DeepLayoutDescriptionTests {
  @Test func aHundredThousandDeepChainIsDescribedInLinearSpace() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var parent = root
    for _ in 0..<100_000 {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      parent.addSubview(view)
      parent = view
    }
    let text = LayoutDescription.describe(root)
    let lines = text.split(separator: "\n")
    #expect(lines.count == 100_001)
    #expect(lines[64] == Substring(String(repeating: "   | ", count: 64) + "<UIView: #65; frame = (0 0; 10 10)>"))
    #expect(lines[65] == Substring(String(repeating: "   | ", count: 64) + "[depth 65] <UIView: #66; frame = (0 0; 10 10)>"))
    #expect(lines[100_000].hasSuffix("[depth 100000] <UIView: #100001; frame = (0 0; 10 10)>"))
  }
}
