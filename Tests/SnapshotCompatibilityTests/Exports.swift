// The one file a Linux test target adds so that test files written for iOS compile unedited:
// swift-snapshot-testing defines `.image`, `.recursiveDescription` and `ViewImageConfig` on
// iOS only, and UIKitLayoutSnapshotTesting defines them elsewhere. An `@_exported import` in
// one file is seen by every file of the target.
@_exported import UIKitLayoutSnapshotTesting
