import Foundation
import Testing

@testable import UIKitLayout

/// What outlives the object it points at reads `nil`, as UIKit's weak properties do: a
/// constraint's items, an anchor's item, a guide's owning view, a layer's delegate and
/// superlayer, a view's superview and window. (They are not Swift `weak` references — see
/// `ItemReference` — so each is checked here.)
@MainActor
@Suite struct OutlivedReferencesTests {
  @Test func constraintAndAnchorItemsReadNilOnceTheViewsAreGone() {
    var constraint: NSLayoutConstraint?
    var anchor: NSLayoutXAxisAnchor?
    var guideConstraint: NSLayoutConstraint?
    do {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      let guide = UILayoutGuide()
      root.addLayoutGuide(guide)
      constraint = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
      guideConstraint = guide.widthAnchor.constraint(equalToConstant: 20)
      NSLayoutConstraint.activate([
        constraint!, guideConstraint!, view.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      root.layoutIfNeeded()
      #expect(view.frame.minX == 10)
      #expect(constraint?.firstItem === view && constraint?.secondItem === root)
      #expect(guideConstraint?.firstItem === guide)
      anchor = view.leadingAnchor
      #expect(anchor?.item === view)
    }
    #expect(constraint?.firstItem == nil)
    #expect(constraint?.secondItem == nil)
    #expect(guideConstraint?.firstItem == nil)
    #expect(anchor?.item == nil)
    // A constraint whose engine is gone takes a new constant quietly.
    constraint?.constant = 30
    #expect(constraint?.constant == 30)
  }

  /// A constraint keeps a pointer to its record in its tree's engine; once that engine is
  /// gone (or rebuilt), the pointer must not be taken for a record in the next one.
  @Test func aConstraintOutlivingItsEngineTakesEffectInTheNextTree() {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    let width = view.widthAnchor.constraint(equalToConstant: 40)
    let height = view.heightAnchor.constraint(equalToConstant: 10)
    do {
      let first = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      first.addSubview(view)
      NSLayoutConstraint.activate([width, height, view.leadingAnchor.constraint(equalTo: first.leadingAnchor)])
      first.layoutIfNeeded()
      #expect(view.frame.size == CGSize(width: 40, height: 10))
      // The size constraints are the view's own: they leave with it, and its old tree's
      // engine goes with the old tree.
      view.removeFromSuperview()
    }
    #expect(width.isActive && height.isActive)
    let second = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    second.addSubview(view)
    NSLayoutConstraint.activate([
      view.trailingAnchor.constraint(equalTo: second.trailingAnchor),
      view.bottomAnchor.constraint(equalTo: second.bottomAnchor),
    ])
    second.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 260, y: 290, width: 40, height: 10))
    width.constant = 60
    second.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 240, y: 290, width: 60, height: 10))
    // Moved within the same tree (the engine rebuilds): the records are made anew.
    let holder = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    second.addSubview(holder)
    holder.addSubview(view)
    NSLayoutConstraint.activate([
      view.trailingAnchor.constraint(equalTo: holder.trailingAnchor, constant: -5),
      view.topAnchor.constraint(equalTo: holder.topAnchor),
    ])
    second.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 235, y: 0, width: 60, height: 10))
    width.constant = 20
    second.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 275, y: 0, width: 20, height: 10))
  }

  @Test func aGuideOutlivingItsViewHasNoOwningView() {
    var guide: UILayoutGuide?
    do {
      let view = UIView()
      guide = UILayoutGuide()
      view.addLayoutGuide(guide!)
      #expect(guide?.owningView === view)
    }
    #expect(guide?.owningView == nil)
    #expect(guide?.layoutFrame == .zero)
  }

  @Test func aSubviewOutlivingItsSuperviewIsDetached() {
    var child: UIView?
    let grandchild = UIView()
    do {
      let parent = UIView()
      child = UIView()
      parent.addSubview(child!)
      child!.addSubview(grandchild)
      #expect(child?.superview === parent && child?.layer.superlayer === parent.layer)
    }
    #expect(child?.superview == nil)
    #expect(child?.layer.superlayer == nil)
    // Below the survivor nothing changes.
    #expect(grandchild.superview === child && grandchild.layer.superlayer === child?.layer)
    // It can join another tree.
    let other = UIView()
    other.addSubview(child!)
    #expect(child?.superview === other && other.subviews.count == 1)
  }

  @Test func viewsOutlivingTheirWindowAreOutOfIt() {
    var child: UIView?
    let grandchild = UIView()
    do {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let container = UIView()
      window.addSubview(container)
      child = UIView()
      container.addSubview(child!)
      child!.addSubview(grandchild)
      #expect(grandchild.window === window)
    }
    #expect(child?.superview == nil)
    #expect(child?.window == nil && grandchild.window == nil)
  }

  /// A layer's view, and a delegate the program set, are not kept alive by the layer.
  @Test func aLayerOutlivingItsViewHasNoDelegate() {
    final class Delegate: NSObject, CALayerDelegate {}
    var layer: CALayer?
    do {
      let view = UIView()
      layer = view.layer
      #expect(layer?.delegate === view)
    }
    #expect(layer?.delegate == nil)
    let standalone = CALayer()
    do {
      let delegate = Delegate()
      standalone.delegate = delegate
      #expect(standalone.delegate === delegate)
    }
    #expect(standalone.delegate == nil)
  }

  @Test func aSublayerOutlivingItsSuperlayerIsDetached() {
    var sublayer: CALayer?
    do {
      let layer = CALayer()
      sublayer = CALayer()
      layer.addSublayer(sublayer!)
      #expect(sublayer?.superlayer === layer)
    }
    #expect(sublayer?.superlayer == nil)
  }
}
