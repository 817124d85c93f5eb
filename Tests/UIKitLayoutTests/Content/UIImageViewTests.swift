// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

@MainActor
@Suite struct UIImageViewTests {
  @Test func anImageViewIsSizedByItsImage() {
    let view = UIImageView(image: UIImage(size: CGSize(width: 40, height: 30), scale: 2))
    #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    #expect(view.intrinsicContentSize == CGSize(width: 40, height: 30))
    #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 40, height: 30))
    #expect(!view.isUserInteractionEnabled)
  }

  @Test func withoutAnImageThereIsNoIntrinsicSize() {
    let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
    #expect(view.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    view.image = UIImage(size: CGSize(width: 7, height: 9))
    #expect(view.intrinsicContentSize == CGSize(width: 7, height: 9))
    view.sizeToFit()
    #expect(view.frame.size == CGSize(width: 7, height: 9))
  }

  @Test func changingTheImageRedraws() {
    let window = makeWindow()
    let view = UIImageView(image: UIImage(size: CGSize(width: 40, height: 30)))
    window.addSubview(view)
    CATransaction.flush()
    #expect(!view.layer.needsDisplay())
    view.image = UIImage(size: CGSize(width: 40, height: 30))
    #expect(view.layer.needsDisplay())
  }
}
