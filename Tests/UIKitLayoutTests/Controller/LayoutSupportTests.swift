import Foundation
import Testing

@testable import UIKitLayout

/// `topLayoutGuide` / `bottomLayoutGuide` (deprecated, still used): on iOS 11 and later they
/// span from the view's edge to the safe area, so `topLayoutGuide.bottomAnchor` is the safe
/// area's top and `length` the inset.
@MainActor
@Suite struct LayoutSupportTests {
  @Test func theGuidesReachTheSafeArea() throws {
    // iPhone 15 portrait: 393 × 852, with a top and a bottom safe-area inset.
    let window = UIWindow(screen: UIScreen(profile: .iPhone15))
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let insets = window.safeAreaInsets
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(content)
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
      content.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
      content.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
    ])
    window.layoutIfNeeded()
    #expect(insets.top > 0 && insets.bottom > 0)
    #expect(content.frame == CGRect(x: 0, y: insets.top, width: 393, height: 852 - insets.top - insets.bottom))
    #expect(controller.topLayoutGuide.length == insets.top)
    #expect(controller.bottomLayoutGuide.length == insets.bottom)
    // The same guide object each time, added to the view once.
    #expect(controller.topLayoutGuide === controller.topLayoutGuide)
    #expect(controller.view.layoutGuides.filter { $0 is UILayoutSupport }.count == 2)
    #expect(!content.hasAmbiguousLayout)
  }
}
