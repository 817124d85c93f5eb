import Testing
import UIKit  // on Linux, the package's UIKit module: UIKitLayout under Apple's module name

/// Code written for iOS, import line and all: `import UIKit` brings the views, Auto Layout
/// and Foundation's geometry, and `#if canImport(UIKit)` takes the iOS branch.
@MainActor
@Suite struct ImportUIKitTests {
  @Test func importUIKitBringsViewsAndFoundation() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let label = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    label.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
    container.addSubview(label)
    container.frame.size.width = 300
    // The 20 points are shared between the flexible margin (0) and the width (300).
    #expect(label.frame == CGRect(x: 0, y: 0, width: 280, height: 100))
  }

  @Test func canImportUIKitIsTrue() {
    #if canImport(UIKit)
      let branch = "iOS"
    #else
      let branch = "other"
    #endif
    #expect(branch == "iOS")
  }
}
