import Foundation
import SnapshotTesting
import Testing
import UIKitLayout
import UIKitLayoutSnapshotTesting

/// swift-snapshot-testing's iOS names (`ViewImageConfig`, `.image(on:)`,
/// `.recursiveDescription(on:)`): its presets' sizes, safe areas and size classes (from its
/// 1.19 source), and the window they give, worked out by hand.
@MainActor @Suite struct ViewImageConfigTests {
  @Test func phonePresetsSwapTheirSidesAndInsetsInLandscape() {
    let portrait = ViewImageConfig.iPhoneX
    #expect(portrait.size == CGSize(width: 375, height: 812))
    #expect(portrait.safeArea == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(portrait.traits.horizontalSizeClass == .compact && portrait.traits.verticalSizeClass == .regular)
    let landscape = ViewImageConfig.iPhoneX(.landscape)
    #expect(landscape.size == CGSize(width: 812, height: 375))
    #expect(landscape.safeArea == UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
    #expect(landscape.traits.horizontalSizeClass == .compact && landscape.traits.verticalSizeClass == .compact)
    // The Max phones are regular wide in landscape; every preset asks for Medium text.
    #expect(ViewImageConfig.iPhoneXsMax(.landscape).traits.horizontalSizeClass == .regular)
    #expect(ViewImageConfig.iPhoneSe.traits.preferredContentSizeCategory == .medium)
    #expect(ViewImageConfig.iPhone12Pro.size == ViewImageConfig.iPhone12.size)
  }

  @Test func iPadPresetsTakeTheirSplitViewShare() {
    #expect(ViewImageConfig.iPadMini.size == CGSize(width: 1024, height: 768))
    let half = ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf))
    #expect(half.size == CGSize(width: 678, height: 1024) && half.traits.horizontalSizeClass == .regular)
    let twoThirds = ViewImageConfig.iPadPro11(.portrait(splitView: .twoThirds))
    #expect(twoThirds.size == CGSize(width: 504, height: 1194) && twoThirds.traits.horizontalSizeClass == .compact)
    #expect(twoThirds.safeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(twoThirds.traits.userInterfaceIdiom == .pad)
  }

  final class PinnedController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(box)
      let guide = view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: guide.topAnchor), box.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        box.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        box.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      ])
    }
  }

  func text<V>(_ value: V, _ strategy: Snapshotting<V, String>) -> String {
    var result = ""
    strategy.snapshot(value).run { result = $0 }
    return result
  }

  @Test func aViewPinnedToTheSafeAreaFillsThePresetsInsets() {
    // iPhone X landscape: 812 × 375 less 44 each side and 24 below: (44, 0; 724, 351).
    #expect(
      text(PinnedController(), .recursiveDescription(on: .iPhoneX(.landscape))) == """
        <UIView: #1; frame = (0 0; 812 375)>
           | <UIView: #2; frame = (44 0; 724 351)>

        """)
    // `size` overrides the preset's; its insets stay: 300 × 400 less 44 above and 34 below.
    #expect(
      text(PinnedController(), .recursiveDescription(on: .iPhoneX, size: CGSize(width: 300, height: 400))) == """
        <UIView: #1; frame = (0 0; 300 400)>
           | <UIView: #2; frame = (0 44; 300 322)>

        """)
  }

  @Test func imagesAreDrawnAtThePresetDevicesScale() throws {
    func pixels(_ strategy: Snapshotting<UIViewController, Data>) throws -> (Int, Int) {
      var data = Data()
      strategy.snapshot(PinnedController()).run { data = $0 }
      let image = try PNGDecoder.decode([UInt8](data))
      return (image.width, image.height)
    }
    // iPhone SE at 2×, iPhone X at 3×, an iPad at 2×; a display scale in the traits wins
    // over none.
    #expect(try pixels(.image(on: .iPhoneSe)) == (640, 1136))
    #expect(try pixels(.image(on: .iPhoneX(.landscape))) == (2436, 1125))
    #expect(try pixels(.image(on: .iPadMini(.portrait(splitView: .oneThird)))) == (640, 2048))
    #expect(
      try pixels(.image(on: ViewImageConfig(size: CGSize(width: 10, height: 20), traits: UITraitCollection(displayScale: 1))))
        == (10, 20))
  }
}
