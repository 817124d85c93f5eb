import Testing
import UIKit

/// Members UIKit declares `open` can be overridden from another module, and UIKit's own
/// code reads them through the override.
private final class TaggedView: UIView {
  override var tag: Int {
    get { 42 }
    set {}
  }
}

private final class CountingView: UIView {
  var setNeedsLayoutCalls = 0
  var layouts = 0
  override func setNeedsLayout() {
    setNeedsLayoutCalls += 1
    super.setNeedsLayout()
  }
  override func layoutSubviews() {
    layouts += 1
    super.layoutSubviews()
  }
  override var isHidden: Bool {
    didSet { hiddenChanges += 1 }
  }
  var hiddenChanges = 0
}

private final class InsetWindow: UIWindow {
  override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0) }
}

@MainActor
@Suite struct OpenMembersTests {
  @Test func anOverriddenTagIsFoundByViewWithTag() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let tagged = TaggedView()
    root.addSubview(UIView())
    root.addSubview(tagged)
    #expect(root.viewWithTag(42) === tagged)
  }

  @Test func layoutEntryPointsAndVisibilityCanBeOverridden() {
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.layoutIfNeeded()  // the first layout (its size changed from zero)
    let before = view.layouts
    view.setNeedsLayout()
    view.setNeedsLayout()
    view.layoutIfNeeded()
    // Both calls went through the override; the layout ran once.
    #expect(view.setNeedsLayoutCalls == 2)
    #expect(view.layouts == before + 1)
    view.isHidden = true
    #expect(view.hiddenChanges == 1 && view.isHidden)
  }

  @Test func anOverriddenSafeAreaPlacesTheSafeAreaGuide() {
    let window = InsetWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.makeKeyAndVisible()
    let bar = UIView()
    bar.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
      bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      bar.widthAnchor.constraint(equalToConstant: 100),
      bar.heightAnchor.constraint(equalToConstant: 10),
    ])
    window.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: 20, width: 100, height: 10))
  }
}
