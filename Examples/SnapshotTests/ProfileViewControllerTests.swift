// The profile screen's snapshot tests, as an iOS project writes them with
// swift-snapshot-testing, plus UIKitLayoutSnapshotTesting's strategies. The reference files
// are in __Snapshots__/ProfileViewControllerTests/; delete one (or run with
// SNAPSHOT_TESTING_RECORD=all) to record it again.
import SnapshotTesting
import Testing
import UIKit
import UIKitLayoutSnapshotTesting

@MainActor
@Suite struct ProfileViewControllerTests {
  /// The screen on a small, a current and a large phone and on an iPad, both ways up: eight
  /// pictures, named by device and orientation.
  @Test func acrossDevices() {
    assertSnapshots(
      of: ProfileViewController(),
      on: .sweep(
        devices: [.iPhoneSE, .iPhone15Pro, .iPhone16ProMax, .iPadAir11],
        orientations: [.portrait, .landscapeRight]),
      as: { .png($0) })
  }

  /// The frames as text: what a reviewer reads in a pull request when a constraint changes.
  @Test func layoutOnAnIPhone15Pro() {
    assertSnapshot(of: ProfileViewController(), as: .layout(on: .iPhone15Pro))
  }

  /// The largest accessibility text size stacks the avatar above the text.
  @Test func largestTextSize() {
    assertSnapshots(
      of: ProfileViewController(),
      on: .sweep(devices: [.iPhone15Pro], contentSizes: [.large, .accessibilityExtraExtraExtraLarge]),
      as: { .layout($0) })
  }
}
