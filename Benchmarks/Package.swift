// swift-tools-version: 6.1
// Benchmarks for UIKitLayout, kept out of the main package so `swift test` never builds them.
// Run: swift run -c release --package-path Benchmarks solver-bench (or view-bench, vfl-bench)
import PackageDescription

let package = Package(
  name: "Benchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "UIKitLayout", path: ".."),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    .executableTarget(
      name: "solver-bench",
      dependencies: [.product(name: "Cassowary", package: "UIKitLayout")]),
    // The feed cell written twice (Auto Layout, by hand); the main package's tests link it.
    .target(name: "FeedCell", dependencies: [.product(name: "UIKitLayout", package: "UIKitLayout")]),
    // glibc's allocator statistics and settings, for layout-bench's memory line and vfl-bench's
    // times.
    // (DWARF 4: valgrind, which Benchmarks/instructions.sh runs, cannot read clang's DWARF 5.)
    .target(name: "MallocStats", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
    .executableTarget(
      name: "layout-bench",
      dependencies: ["FeedCell", "MallocStats", .product(name: "UIKitLayout", package: "UIKitLayout")]),
    .executableTarget(
      name: "table-bench",
      dependencies: ["FeedCell", "MallocStats", .product(name: "UIKitLayout", package: "UIKitLayout")]),
    .executableTarget(
      name: "vfl-bench",
      dependencies: ["MallocStats", .product(name: "UIKitLayout", package: "UIKitLayout")]),
    .executableTarget(
      name: "ib-bench",
      dependencies: [.product(name: "UIKitLayout", package: "UIKitLayout")]),
    .executableTarget(
      name: "snapshot-bench",
      dependencies: [
        .product(name: "UIKitLayout", package: "UIKitLayout"),
        .product(name: "UIKitLayoutSnapshotTesting", package: "UIKitLayout"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    .executableTarget(
      name: "view-bench",
      dependencies: [.product(name: "UIKitLayout", package: "UIKitLayout")]),
  ],
  swiftLanguageModes: [.v6]
)
