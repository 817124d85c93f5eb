// UIKitLayout: snapshot testing.
import Foundation
import SnapshotTesting
import UIKitLayout

/// Asserts one snapshot per configuration, in order, each named by the configuration
/// (`testName.iPhone-15-Pro-landscape-AX3.png`), so a sweep over devices, orientations and
/// Dynamic Type sizes reads well as a set of files in a pull request:
///
/// ```swift
/// assertSnapshots(
///   of: ProfileViewController(),
///   on: .sweep(devices: [.iPhoneSE, .iPhone15Pro, .iPadPro11], orientations: [.portrait, .landscapeRight]),
///   as: { .png($0) })
/// ```
///
/// The value is made afresh for each configuration (it is an autoclosure), and the
/// configurations run in the order given, unlike the dictionary form of
/// swift-snapshot-testing's `assertSnapshots(of:as:)`.
public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value,
  on configurations: [SnapshotConfiguration],
  as strategy: (SnapshotConfiguration) -> Snapshotting<Value, Format>,
  record: SnapshotTestingConfiguration.Record? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  for configuration in configurations {
    assertSnapshot(
      of: try value(), as: strategy(configuration), named: configuration.name, record: record,
      fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  }
}

extension Array where Element == SnapshotConfiguration {
  /// Every combination of the devices, orientations and Dynamic Type sizes (see
  /// ``SnapshotConfiguration/sweep(devices:orientations:contentSizes:traits:)``).
  public static func sweep(
    devices: [DeviceProfile], orientations: [UIInterfaceOrientation] = [.portrait],
    contentSizes: [UIContentSizeCategory] = [], traits: UITraitCollection = UITraitCollection()
  ) -> [SnapshotConfiguration] {
    SnapshotConfiguration.sweep(
      devices: devices, orientations: orientations, contentSizes: contentSizes, traits: traits)
  }
}
