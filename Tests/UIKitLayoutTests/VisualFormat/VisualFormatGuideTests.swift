// UIKitLayout: UIKit's view layout system, headless, under UIKit's names.
import Foundation
import Testing

@testable import UIKitLayout

/// The examples of the Auto Layout Guide's Visual Format Language chapter (semantics reference
/// 5.3), each laid out in a superview of a stated size; frames worked out by hand. Extra
/// strings pin what the example leaves free.
@MainActor @Suite struct VisualFormatGuideTests {
  @Test func standardSpace() {
    var scene = VisualFormatScene()
    scene.add("button")
    scene.add("textField")
    scene.layout([
      "[button]-[textField]", "H:|-20-[button(80)]", "H:[textField(100)]",
      "V:|-10-[button(30)]", "V:|-10-[textField(30)]",
    ])
    // 20 + 80 = 100, then the standard 8.
    #expect(scene.frame("button") == CGRect(x: 20, y: 10, width: 80, height: 30))
    #expect(scene.frame("textField") == CGRect(x: 108, y: 10, width: 100, height: 30))
  }

  @Test func widthConstraint() {
    var scene = VisualFormatScene()
    scene.add("button", intrinsic: 30, 20)
    scene.layout(["[button(>=50)]", "H:|[button]", "V:|[button]"])
    // Hugging wants 30, the required >= 50 wins.
    #expect(scene.frame("button") == CGRect(x: 0, y: 0, width: 50, height: 20))
  }

  @Test func connectionToSuperview() {
    var scene = VisualFormatScene(width: 300, height: 200)
    scene.add("purpleBox")
    scene.layout(["|-50-[purpleBox]-50-|", "V:|-50-[purpleBox]-50-|"])
    // 300 − 2 × 50 = 200 wide, 200 − 2 × 50 = 100 tall.
    #expect(scene.frame("purpleBox") == CGRect(x: 50, y: 50, width: 200, height: 100))
  }

  @Test func verticalLayout() {
    var scene = VisualFormatScene()
    scene.add("topField")
    scene.add("bottomField")
    scene.layout([
      "V:[topField]-10-[bottomField]", "V:|-5-[topField(20)]", "V:[bottomField(30)]",
      "H:|[topField(50)]", "H:|[bottomField(50)]",
    ])
    // 5 + 20 + 10 = 35.
    #expect(scene.frame("topField") == CGRect(x: 0, y: 5, width: 50, height: 20))
    #expect(scene.frame("bottomField") == CGRect(x: 0, y: 35, width: 50, height: 30))
  }

  @Test func flushViews() {
    var scene = VisualFormatScene()
    scene.add("maroonView")
    scene.add("blueView")
    scene.layout([
      "[maroonView][blueView]", "H:|-10-[maroonView(40)]", "H:[blueView(60)]",
      "V:|[maroonView(10)]", "V:|[blueView(10)]",
    ])
    #expect(scene.frame("maroonView") == CGRect(x: 10, y: 0, width: 40, height: 10))
    #expect(scene.frame("blueView") == CGRect(x: 50, y: 0, width: 60, height: 10))
  }

  @Test func priority() {
    var scene = VisualFormatScene()
    scene.add("button")
    scene.add("other")
    scene.layout([
      "[button(100@20)]", "H:|[button]", "V:|[button(10)]",
      "[other(100@20)]", "[other(>=120)]", "H:|[other]", "V:[button][other(10)]",
    ])
    // Alone, the optional 100 holds; against a required >= 120 it gives way.
    #expect(scene.frame("button") == CGRect(x: 0, y: 0, width: 100, height: 10))
    #expect(scene.frame("other") == CGRect(x: 0, y: 10, width: 120, height: 10))
  }

  @Test func equalWidths() {
    var scene = VisualFormatScene(width: 300)
    scene.add("button1")
    scene.add("button2")
    scene.layout([
      "[button1(==button2)]", "H:|[button1][button2]|", "V:|[button1(10)]", "V:|[button2(10)]",
    ])
    // 300 split in two.
    #expect(scene.frame("button1") == CGRect(x: 0, y: 0, width: 150, height: 10))
    #expect(scene.frame("button2") == CGRect(x: 150, y: 0, width: 150, height: 10))
  }

  @Test func multiplePredicates() {
    var scene = VisualFormatScene()
    scene.add("flexibleButton", intrinsic: 120, 10)
    scene.add("narrowButton", intrinsic: 40, 10)
    scene.layout([
      "[flexibleButton(>=70,<=100)]", "[narrowButton(>=70,<=100)]",
      "H:|[flexibleButton]", "H:|[narrowButton]", "V:|[flexibleButton][narrowButton]",
    ])
    // 120 is clamped to 100 (compression gives way), 40 to 70 (hugging gives way).
    #expect(scene.frame("flexibleButton") == CGRect(x: 0, y: 0, width: 100, height: 10))
    #expect(scene.frame("narrowButton") == CGRect(x: 0, y: 10, width: 70, height: 10))
  }

  @Test func completeLineOfLayout() {
    var scene = VisualFormatScene(width: 300, margins: 20)
    let find = scene.add("find", intrinsic: 50, 20)
    let findNext = scene.add("findNext", intrinsic: 60, 20)
    scene.add("findField", intrinsic: 30, 20)
    find.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    findNext.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    scene.layout([
      "|-[find]-[findNext]-[findField(>=20)]-|", "V:|-[find]", "V:|-[findNext]", "V:|-[findField]",
    ])
    // 20 + 50 + 8 + 60 + 8 + w + 20 = 300 → the field takes w = 134.
    #expect(scene.frame("find") == CGRect(x: 20, y: 20, width: 50, height: 20))
    #expect(scene.frame("findNext") == CGRect(x: 78, y: 20, width: 60, height: 20))
    #expect(scene.frame("findField") == CGRect(x: 146, y: 20, width: 134, height: 20))
  }

  @Test func superviewSpacingIsTheLayoutMargin() {
    var scene = VisualFormatScene(width: 300, height: 200)
    scene.add("box")
    scene.layout(["|-[box]-|", "V:|-[box]-|"])
    // Default margins: 8 on every side.
    #expect(scene.frame("box") == CGRect(x: 8, y: 8, width: 284, height: 184))
    scene.container.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 10, right: 40)
    scene.window.layoutIfNeeded()
    #expect(scene.frame("box") == CGRect(x: 30, y: 20, width: 230, height: 170))
  }

  @Test func inequalitiesToTheEdgeAndPrioritisedSpacing() {
    var scene = VisualFormatScene(width: 300)
    scene.add("a")
    scene.add("b")
    scene.layout([
      "|-(==10@750)-[a(50)]-(>=0)-|", "|-(>=0)-[b(400@500)]-(>=0)-|", "V:|[a(10)][b(10)]",
    ])
    #expect(scene.frame("a") == CGRect(x: 10, y: 0, width: 50, height: 10))
    // b wants 400 but must fit in 300: it is as wide as it may be.
    #expect(scene.frame("b") == CGRect(x: 0, y: 10, width: 300, height: 10))
  }

  @Test func metricsNameSpacingsSizesAndPriorities() {
    var scene = VisualFormatScene(width: 300)
    scene.add("a")
    scene.add("b")
    scene.layout(
      ["|-left-[a(size)]-gap-[b(==a@low)]", "[b(>=wide)]", "V:|-top-[a(size)]", "V:|[b(6)]"],
      metrics: [
        "left": 10, "size": 40.0, "gap": Float(6), "low": NSNumber(value: 250), "wide": CGFloat(60),
        "top": Int32(3),
      ])
    #expect(scene.frame("a") == CGRect(x: 10, y: 3, width: 40, height: 40))
    // 10 + 40 + 6; the required >= 60 beats == a at 250.
    #expect(scene.frame("b") == CGRect(x: 56, y: 0, width: 60, height: 6))
  }
}
