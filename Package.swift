// swift-tools-version: 6.1
// UIKitLayout: UIKit's view layout system, headless, for Linux and macOS.
import PackageDescription

let package = Package(
  name: "UIKitLayout",
  platforms: [.macOS(.v13)],
  products: [
    // Users depend on these three names; keep them.
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "UIKitLayout", targets: ["UIKitLayout"]),
    .executable(name: "uikit-layout", targets: ["uikit-layout"]),
    // Layout snapshot tests (text, SVG, PNG) for swift-snapshot-testing.
    .library(name: "UIKitLayoutSnapshotTesting", targets: ["UIKitLayoutSnapshotTesting"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    // Only its SnapshotTesting library is built (InlineSnapshotTesting's swift-syntax is not).
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    // The constraint solver. Knows nothing of views; depends on nothing.
    .target(name: "Cassowary"),
    // UIKit's layout system under UIKit's names, on the Cassowary solver.
    .target(name: "UIKitLayout", dependencies: ["Cassowary"]),
    // Layout documents (YAML/JSON) -> view trees, with positioned diagnostics.
    .target(
      name: "LayoutDocument",
      dependencies: ["UIKitLayout", .product(name: "Yams", package: "Yams")]),
    // Laid-out view trees -> byte-stable SVG. Knows nothing of documents.
    .target(name: "LayoutSVG", dependencies: ["UIKitLayout"]),
    // The command-line tool's commands, as a library so tests can drive them.
    .target(
      name: "LayoutTool",
      dependencies: [
        "Cassowary", "UIKitLayout", "LayoutDocument", "LayoutSVG",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(name: "uikit-layout", dependencies: ["LayoutTool"]),
    // Strategies for pointfreeco's swift-snapshot-testing: `.layout`, `.svg` and `.png` of views
    // and view controllers, on devices, with traits, in sweeps.
    .target(
      name: "UIKitLayoutSnapshotTesting",
      dependencies: [
        "UIKitLayout", "LayoutSVG",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    // The document fuzz target (Fuzz/run-documents.sh); built plainly, a replay tool.
    .executableTarget(
      name: "doc-fuzz", dependencies: ["LayoutTool", "LayoutDocument", "LayoutSVG", "UIKitLayout"]),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    .testTarget(name: "UIKitLayoutTests", dependencies: ["UIKitLayout"], exclude: ["Fixtures"]),
    .testTarget(name: "LayoutDocumentTests", dependencies: ["LayoutDocument", "UIKitLayout"]),
    .testTarget(name: "LayoutSVGTests", dependencies: ["LayoutSVG", "UIKitLayout"]),
    .testTarget(
      name: "UIKitLayoutSnapshotTestingTests",
      dependencies: [
        "UIKitLayoutSnapshotTesting", "UIKitLayout", "LayoutSVG",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ], exclude: ["__Snapshots__"]),
    .testTarget(
      name: "LayoutToolTests", dependencies: ["LayoutTool", "LayoutDocument", "Cassowary"], exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)

// `import UIKit` on Linux: a module of that name that only re-exports UIKitLayout, defined
// only where Apple's UIKit does not exist (on Apple platforms the real one wins).
#if os(Linux)
  // The product lists UIKitLayout too: a dependent then depends on it directly, so editing
  // UIKitLayout rebuilds the dependent (through the re-export alone, SwiftPM's incremental
  // build can keep the dependent's stale code, which then crashes).
  package.products.append(.library(name: "UIKit", targets: ["UIKit", "UIKitLayout"]))
  package.targets.append(.target(name: "UIKit", dependencies: ["UIKitLayout", "_Testing_UIKit"]))
  // What `import Testing` + `import UIKit` asks for on Linux (see the file inside).
  package.targets.append(.target(name: "_Testing_UIKit"))
  // Both test targets list UIKitLayout beside UIKit for the same reason as the product.
  package.targets.append(
    .testTarget(name: "UIKitModuleTests", dependencies: ["UIKit", "UIKitLayout"]))
  // UIKit code as written in the wild, compiled unedited: Swift 5 mode, XCTest, a DSL.
  package.targets.append(
    .testTarget(
      name: "UIKitCompatibilityTests", dependencies: ["UIKit", "UIKitLayout"],
      swiftSettings: [.swiftLanguageMode(.v5)]))
  // Examples/SnapshotTests: an app's view controller snapshot-tested across devices, as an iOS
  // project would test it, with its reference files checked in beside it.
  package.targets.append(
    .testTarget(
      name: "SnapshotExampleTests",
      dependencies: [
        "UIKit", "UIKitLayout", "UIKitLayoutSnapshotTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ], path: "Examples/SnapshotTests", exclude: ["__Snapshots__", "README.md"]))
  // Snapshot tests as swift-snapshot-testing's README writes them for iOS (`.image(on:
  // .iPhoneX)`, `.recursiveDescription`), compiled unedited: Swift 5 mode, XCTest.
  package.targets.append(
    .testTarget(
      name: "SnapshotCompatibilityTests",
      dependencies: [
        "UIKit", "UIKitLayout", "UIKitLayoutSnapshotTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ], exclude: ["__Snapshots__"], swiftSettings: [.swiftLanguageMode(.v5)]))
#endif
